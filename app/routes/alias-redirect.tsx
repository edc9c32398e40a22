/**
 * English/legacy aliases (spec §2): answers 301 to the canonical Vietnamese path of the alias the
 * request matched (app/routing/aliases.js), query string kept.
 */
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { generatePath, matchPath } from "@remix-run/react";
import { ROUTE_ALIASES } from "~/routing/aliases";

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  for (const alias of ROUTE_ALIASES) {
    const match = matchPath({ path: alias.from, caseSensitive: false, end: true }, url.pathname);
    if (match) return redirect(generatePath(alias.to, match.params) + url.search, 301);
  }
  throw new Response("Không tìm thấy trang", { status: 404 });
}
