/**
 * `/media/*`: covers and banners from the ADMIN host (spec §7, §9), served from the shop's own
 * origin so one public port suffices and the CSP stays `img-src 'self'`. Only simple
 * `folder/file.ext` names are passed on; anything else answers 404 (text).
 *
 * A missing picture never shows as a broken image (spec §9, issue #5), without JavaScript:
 * - the host answers 4xx for a `thumb-` file → the full-size file is served in its place (200,
 *   cached five minutes only, so the real thumbnail is picked up once it exists);
 * - the host answers 4xx for that too (or for a file without `thumb-`) → the storefront's
 *   placeholder SVG (app/utils/placeholder-image.server.ts) with status 404 and
 *   `Cache-Control: public, max-age=300`. Chromium, like other browsers, renders an image body
 *   whatever the status, so the 404 keeps crawlers and caches honest at no cost to shoppers.
 * Upstream 5xx → 502, refused connection → 503, timeout → 504 (fetchMedia), unchanged.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { fetchMedia } from "~/upstream/client.server";
import { THUMB_PREFIX } from "~/utils/images";
import { renderPlaceholderSvg } from "~/utils/placeholder-image.server";

/** Cache lifetime of stand-ins (a full file for a thumbnail, the placeholder). */
const CACHE_FALLBACK = "public, max-age=300";

const isMissing = (res: Response) => res.status >= 400 && res.status < 500;

export async function loader({ params }: LoaderFunctionArgs) {
  const path = params["*"] ?? "";
  if (!/^[a-z0-9-]+\/[A-Za-z0-9._-]{1,120}$/.test(path) || path.includes("..")) {
    throw new Response("Không tìm thấy ảnh", { status: 404 });
  }
  const res = await fetchMedia(`/media/${path}`);
  if (!isMissing(res)) return res;

  const [folder = "", file = ""] = path.split("/");
  const thumb = file.startsWith(THUMB_PREFIX) && file.length > THUMB_PREFIX.length;
  if (thumb) {
    const full = await fetchMedia(`/media/${folder}/${file.slice(THUMB_PREFIX.length)}`);
    if (!isMissing(full)) {
      if (full.ok) {
        full.headers.set("Cache-Control", CACHE_FALLBACK);
        full.headers.delete("ETag");
      }
      return full;
    }
  }
  return new Response(renderPlaceholderSvg(folder, thumb), {
    status: 404,
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": CACHE_FALLBACK,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
