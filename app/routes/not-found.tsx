/**
 * `/*` — any path no other route matches: the 404 page in the site's own chrome.
 *
 * Without this route the router answers an unmatched URL itself and runs no loader, not even the
 * root's: the root layout then drew the header without the publisher's logos (the built-in mark, "another
 * logo"), a signed-in customer as a guest, an empty cart and no footer licence. Matching every
 * leftover path here makes the root loader run first; this loader then throws the 404, which the
 * shared boundary (GeneralErrorBoundary) renders inside that complete layout. A POST answers the same
 * 404 (not a 405): there is nothing here to post to.
 */
import type { MetaFunction } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";

const notFound = () => new Response("Trang bạn tìm không tồn tại hoặc đã được chuyển đi.", { status: 404 });

export const meta: MetaFunction = () => [{ title: "Không tìm thấy trang – Nhà sách Đại học" }, { name: "robots", content: "noindex" }];

/** @throws Response 404, always. */
export function loader(): never {
  throw notFound();
}

/** @throws Response 404, always. */
export function action(): never {
  throw notFound();
}

/** Never rendered (the loader always throws); a page module, so the 404 is an HTML page. */
export default function NotFound() {
  return null;
}

export const ErrorBoundary = GeneralErrorBoundary;
