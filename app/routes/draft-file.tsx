/**
 * `/chi-tiet-ban-thao/{id}/tep/{fileId}` — a version of the author's manuscript (ADR 0015
 * "Files are private"), a resource route: the upstream's `GET /api/Draft/{draftId}/Files/{fileId}`
 * streamed through with the author's token (never buffered here), Content-Type, Content-Disposition
 * (attachment), Content-Length passed back with `nosniff` and `private, no-store`. A guest →
 * `/login?redirectTo=…`; another author's, unknown or malformed ids → 404 (text), never 500.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { draftFileResponse } from "~/features/drafts/drafts.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return draftFileResponse(context, request, params);
}
