/**
 * `/tai-khoan/thu-vien-cua-toi/{id}/tep[?inline=1]` — the file of an owned ebook, a
 * resource route: the upstream's `GET /api/UserDigitalProduct/{id}/file` streamed through with the
 * customer's token (never buffered here), Range / If-Range / If-None-Match passed on and the status
 * (200, 206, 304, 416) with Content-Range, Content-Length, Content-Disposition, ETag and Accept-Ranges
 * passed back. A guest → `/login?redirectTo=…`; not owned or a malformed id → 404 (text).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { ebookFileResponse } from "~/features/library/library.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return ebookFileResponse(context, request, params.id);
}
