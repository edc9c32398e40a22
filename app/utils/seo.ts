/**
 * SEO helpers shared by route `meta` functions: absolute URLs (canonical, Open Graph), the page
 * meta block (title, description, canonical, Open Graph) and schema.org JSON-LD as a meta descriptor (Remix renders `script:ld+json` as a data block, which the
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
