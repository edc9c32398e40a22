/** The anchor's document (bench/anchor/remix.config.js): meta, the CSS bundle, the page, scripts. */
import { cssBundleHref } from "@remix-run/css-bundle";
import type { LinksFunction } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts } from "@remix-run/react";
import * as s from "./styles.css";

// An empty icon: the browser asks no /favicon.ico (which the anchor has no route for).
export const links: LinksFunction = () => [
  { rel: "icon", href: "data:," },
  ...(cssBundleHref ? [{ rel: "stylesheet", href: cssBundleHref }] : []),
];

export default function App() {
  return (
    <html lang="vi">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Anchor</title>
        <Meta />
        <Links />
      </head>
      <body className={s.body}>
        <Outlet />
        <Scripts />
      </body>
    </html>
  );
}
