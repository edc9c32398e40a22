/**
 * Paths answered only by a redirect (spec §2): `/` → `/trang-chu` (routes/root-redirect.tsx) and every
 * English/legacy alias of app/routing/aliases.js (routes/alias-redirect.tsx).
 */
import { matchPath } from "@remix-run/react";
import { ROUTE_ALIASES } from "~/routing/aliases";

/**
 * Whether `pathname` (a page path, without `.data`) only redirects. Such a response is never shown, so
 * the root loader must not consume the flash toasts on it: with JavaScript, Remix runs the root loader
 * beside the redirecting loader in one request, and the page reached after the redirect would find the
 * toasts already gone (e.g. "Đăng nhập thành công" after a login whose target is `/`).
 */
export function isRedirectOnlyPath(pathname: string): boolean {
  if (pathname === "/" || pathname === "") return true;
  return ROUTE_ALIASES.some((alias) => matchPath({ path: alias.from, caseSensitive: false, end: true }, pathname) !== null);
}
