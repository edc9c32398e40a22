/**
 * `/media/*`: covers, banners and the lessons' video and captions from the ADMIN host (spec §3, §7,
 * §9), served from the shop's own origin so one public port suffices and the CSP stays `'self'`.
 * Only simple `folder/file.ext` names are passed on; anything else answers 404 (text).
 *
 * Every answer is streamed through (fetchMedia: never buffered, a video passes chunk by chunk),
 * with the browser's method (GET or HEAD), `Range`, `If-Range`, `If-None-Match` and
 * `If-Modified-Since` passed on and the host's status — 200, 206, 304, 416 — with `Content-Range`,
 * `Accept-Ranges`, `Content-Length`, `Content-Type`, `ETag`, `Last-Modified` and `Cache-Control`
 * passed back (`<video>` seeks with byte ranges).
 *
 * A missing picture never shows as a broken image (spec §9), without JavaScript:
 * - the host answers 4xx for a `thumb-` file → the full-size file is served in its place (200,
 *   cached five minutes only, so the real thumbnail is picked up once it exists);
 * - the host answers 4xx for that too (or for a file without `thumb-`) → the storefront's
 *   placeholder SVG (app/utils/placeholder-image.server.ts) with status 404 and
 *   `Cache-Control: public, max-age=300`. Chromium, like other browsers, renders an image body
 *   whatever the status, so the 404 keeps crawlers and caches honest at no cost to shoppers.
 * A missing lesson file (`video/…`, not a picture) answers a plain 404 (text, cached five minutes).
 * Upstream 5xx → 502, refused connection → 503, timeout → 504 (fetchMedia), unchanged.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { fetchMedia } from "~/upstream/client.server";
import { THUMB_PREFIX } from "~/utils/images";
import { renderPlaceholderSvg } from "~/utils/placeholder-image.server";

/** Cache lifetime of stand-ins (a full file for a thumbnail, the placeholder). */
const CACHE_FALLBACK = "public, max-age=300";

/** A 4xx of the host other than 416 (an unsatisfiable range is an answer, passed on). */
const isMissing = (res: Response) => res.status >= 400 && res.status < 500 && res.status !== 416;

/** Folders of files that are not pictures: no picture stands in for them. */
const NOT_PICTURES = new Set(["video"]);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const path = params["*"] ?? "";
  if (!/^[a-z0-9-]+\/[A-Za-z0-9._-]{1,120}$/.test(path) || path.includes("..")) {
    throw new Response("Không tìm thấy ảnh", { status: 404 });
  }
  const res = await fetchMedia(`/media/${path}`, { request });
  if (!isMissing(res)) return res;

  const [folder = "", file = ""] = path.split("/");
  if (NOT_PICTURES.has(folder)) {
    return new Response("Không tìm thấy tệp", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_FALLBACK, "X-Content-Type-Options": "nosniff" },
    });
  }
  const thumb = file.startsWith(THUMB_PREFIX) && file.length > THUMB_PREFIX.length;
  if (thumb) {
    const full = await fetchMedia(`/media/${folder}/${file.slice(THUMB_PREFIX.length)}`, { request });
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
