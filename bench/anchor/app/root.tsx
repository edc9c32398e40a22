/** The anchor's document (bench/anchor/remix.config.js): meta, the CSS bundle, the page, scripts. */
import { cssBundleHref } from "@remix-run/css-bundle";
import type { LinksFunction } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts } from "@remix-run/react";
import * as s from "./styles.css";

export const links: LinksFunction = () => (cssBundleHref ? [{ rel: "stylesheet", href: cssBundleHref }] : []);

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
