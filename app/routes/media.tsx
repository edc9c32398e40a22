/**
 * `/media/*`: covers and banners from the ADMIN host (spec §7, §9), served from the shop's own
 * origin so one public port suffices and the CSP stays `img-src 'self'`. Only simple
 * `folder/file.ext` names are passed on.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { fetchMedia } from "~/upstream/client.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const path = params["*"] ?? "";
  if (!/^[a-z0-9-]+\/[A-Za-z0-9._-]{1,120}$/.test(path) || path.includes("..")) {
    throw new Response("Không tìm thấy ảnh", { status: 404 });
  }
  return fetchMedia(`/media/${path}`);
}
