/** `/robots.txt`: everything public may be crawled; the cart, checkout and account pages may not. */
import { absoluteUrl } from "~/utils/seo";

export function loader() {
  const body = [
    "User-agent: *",
    "Disallow: /gio-hang",
    "Disallow: /thanh-toan",
    "Disallow: /tai-khoan",
    "Disallow: /xac-nhan-don-hang",
    "Disallow: /dang-nhap",
    "Disallow: /resources",
    `Sitemap: ${absoluteUrl("/sitemap.xml")}`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
