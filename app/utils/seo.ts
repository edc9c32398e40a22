/**
 * SEO helpers shared by route `meta` functions: absolute URLs (canonical, Open Graph) and
 * schema.org JSON-LD as a meta descriptor (Remix renders `script:ld+json` as a data block, which the
 * CSP does not execute).
 */

/** `path` on the shop's public origin (PUBLIC_URL when the server knows it, else the request's). */
export function absoluteUrl(request: Request, path: string): string {
  const origin = process.env.PUBLIC_URL?.replace(/\/+$/, "") || new URL(request.url).origin;
  return new URL(path, `${origin}/`).toString();
}

/** A `meta` descriptor rendering `data` as `<script type="application/ld+json">`. */
export function jsonLd(data: Record<string, unknown>) {
  return { "script:ld+json": data };
}
