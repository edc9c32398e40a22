/**
 * `/bang-tin-nhanh` — the quick panel as a page (issue 16, spec §2 quick panel, ADR 0016; upstream
 * `GET /api/quick-panel/data`, bearer when signed in): today's date (Vietnam), upcoming events,
 * notices and, for a signed-in customer, their latest order. Works without JavaScript.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { upstreamFor } from "~/features/auth/auth.server";
import { getQuickPanel } from "~/upstream/messages.server";
import { formatCalendarDateVn, formatDayTimeVn } from "~/utils/dates";
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
      <p>
        Hôm nay: <time dateTime={panel.today}>{formatCalendarDateVn(panel.today)}</time>
      </p>
      <section aria-labelledby="qp-events">
        <h2 id="qp-events">Sự kiện</h2>
        {panel.events.length ? (
          <ul>
            {panel.events.map((e) => (
              <li key={e.id}>
                <time dateTime={e.date}>{formatCalendarDateVn(e.date)}</time> – <Link to={e.url}>{e.title}</Link>
              </li>
            ))}
          </ul>
        ) : (
          <p>Chưa có sự kiện.</p>
        )}
      </section>
      <section aria-labelledby="qp-notices">
        <h2 id="qp-notices">Thông báo</h2>
        {panel.notices.length ? (
          <ul>
            {panel.notices.map((n) => (
              <li key={n.id}>
                <Link to={n.url}>{n.title}</Link>
              </li>
            ))}
          </ul>
        ) : (
          <p>Chưa có thông báo.</p>
        )}
      </section>
      {panel.latestOrder ? (
        <section aria-labelledby="qp-order">
          <h2 id="qp-order">Đơn hàng gần nhất</h2>
          <p>
            <Link to={`/tai-khoan/don-hang/${panel.latestOrder.id}`}>{panel.latestOrder.statusName}</Link> – đặt lúc{" "}
            <time dateTime={panel.latestOrder.createdAt}>{formatDayTimeVn(panel.latestOrder.createdAt)}</time>
          </p>
        </section>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
