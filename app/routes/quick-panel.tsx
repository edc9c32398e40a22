/**
 * `/bang-tin-nhanh` — the quick panel as a page (spec §2 quick panel, ADR 0016; upstream
 * `GET /api/quick-panel/data`, bearer when signed in): today's date (Vietnam), upcoming events,
 * notices and, for a signed-in customer, their latest order. Works without JavaScript. With JavaScript
 * the header's `Bảng tin nhanh` side panel loads this loader's data with a fetcher.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { upstreamFor } from "~/features/auth/auth.server";
import { getQuickPanel } from "~/upstream/messages.server";
import { QuickPanelView } from "~/features/navigation/quick-panel-view";
import { container } from "../../styles/utilities.css";

export const meta: MetaFunction = () => [{ title: "Bảng tin nhanh – Nhà sách Đại học" }, { name: "robots", content: "noindex" }];

export async function loader({ context }: LoaderFunctionArgs) {
  const client = await upstreamFor(context);
  const panel = await getQuickPanel(client);
  return data({ panel }, { headers: { "Server-Timing": client.serverTiming() } });
}

export default function QuickPanel() {
  const { panel } = useLoaderData<typeof loader>();
  return (
    <div className={container}>
      <h1>Bảng tin nhanh</h1>
      <QuickPanelView panel={panel} />
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
