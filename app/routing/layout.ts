/**
 * Which pages are shown without the navbar, footer or toolbar (spec §2): the `/mobile/…` views
 * embedded in the publisher's app and the preview pages `/xem-truoc` and `/xem-truoc-khoa-hoc`
 * (their English aliases `/preview`, `/previewCourse` redirect to them). Client-safe: the root
 * layout calls it while rendering, on the server and in the browser.
 */
const PREVIEW_PATHS = ["/xem-truoc", "/xem-truoc-khoa-hoc"] as const;

/** Whether `pathname` is shown bare (no header, no footer). */
export function isBarePath(pathname: string): boolean {
  return pathname.startsWith("/mobile/") || (PREVIEW_PATHS as readonly string[]).includes(pathname.replace(/\/+$/, ""));
}
