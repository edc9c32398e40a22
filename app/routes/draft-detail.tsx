/**
 * `/chi-tiet-ban-thao/{id}` — one of the author's manuscript drafts (spec §2; §7
 * `GET /api/Draft/GetDraftDetail/{id}`; ADR 0015): metadata, status, timeline, versions with their
 * downloads and, in `revision_requested`, the new-version form (posting to
 * `/chi-tiet-ban-thao/{id}/phien-ban-moi`). A guest → `/login?redirectTo=…`; another author's, unknown
 * or malformed id → the 404 page. Private (`private, no-store` by the server entry) and `noindex`.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { DraftDetailView } from "~/features/drafts/detail-view";
import { loadDraft } from "~/features/drafts/drafts.server";
import { env } from "~/env.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? data.draft.title : "Bản thảo"} – Bản thảo của tôi – Nhà sách Đại học` },
  { name: "robots", content: "noindex" },
];

export async function loader({ context, params }: LoaderFunctionArgs) {
  return { draft: await loadDraft(context, params.id), maxFileMb: env.draftMaxFileMb };
}

export default function DraftDetail() {
  const { draft, maxFileMb } = useLoaderData<typeof loader>();
  return <DraftDetailView draft={draft} maxFileMb={maxFileMb} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
