/**
 * SEO helpers shared by route `meta` functions: absolute URLs (canonical, Open Graph), the page
 * meta block (title, description, canonical, Open Graph) and schema.org JSON-LD as a meta descriptor (Remix renders `script:ld+json` as a data block, which the
 * CSP does not execute).
 */

/**
 * The origin of absolute URLs that pages publish (canonical, Open Graph, JSON-LD, sitemap, robots):
 * PUBLIC_URL, else the fixed local address of the demo (`http://localhost:{PORT}`, PORT default
 * 3000) — never the request's Host, which the client chooses and which shared caches would then keep
 * for everyone. Production requires PUBLIC_URL (app/env.server.ts, ADR 0009).
 */
function publicPageOrigin(): string {
  return process.env.PUBLIC_URL?.replace(/\/+$/, "") || `http://localhost:${process.env.PORT || 3000}`;
}

/** `path` (absolute path or URL) on the shop's public origin (`publicPageOrigin`). */
export function absoluteUrl(path: string): string {
  return new URL(path, `${publicPageOrigin()}/`).toString();
}

/** A `meta` descriptor rendering `data` as `<script type="application/ld+json">`. */
export function jsonLd(data: Record<string, unknown>) {
  return { "script:ld+json": data };
}

/**
 * The meta descriptors every shareable page carries: `<title>` (`documentTitle`), the description
 * (cut at 160 characters; Open Graph's at 200), the canonical link and the Open Graph tags
 * (`og:type` e.g. "book", "article", "website"; `og:image` an absolute URL).
 */
export function pageMeta(m: { documentTitle: string; title: string; description: string; canonical: string; image: string; type: string }) {
  return [
    { title: m.documentTitle },
    { name: "description", content: m.description.slice(0, 160) },
    { tagName: "link", rel: "canonical", href: m.canonical },
    { property: "og:type", content: m.type },
    { property: "og:title", content: m.title },
    { property: "og:description", content: m.description.slice(0, 200) },
    { property: "og:image", content: m.image },
    { property: "og:url", content: m.canonical },
  ];
}
