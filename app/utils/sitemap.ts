/**
 * Sitemap XML (sitemaps.org protocol 0.9), pure and unit-tested: one
 * `<urlset>` while the URLs fit in one sitemap, else a `<sitemapindex>` at the root listing child
 * sitemaps of at most `pageSize` URLs each, served at `/sitemap/{n}.xml` (n = 1…N).
 *
 * Every value written into the XML is escaped (& < > " ') and stripped of characters XML 1.0 does
 * not allow, so a news slug or a PUBLIC_URL with `&` cannot break the document.
 */

/** The protocol's limit of URLs per sitemap file (and of sitemaps per index). */
export const SITEMAP_PAGE_SIZE = 50_000;

const NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** One URL of the sitemap. */
export interface SitemapEntry {
  /** Absolute URL, e.g. "https://shop.example/san-pham/1". */
  loc: string;
  /** Last modification, W3C Datetime ("2024-05-01" or "2024-05-01T01:00:00Z"); left out when unknown. */
  lastmod?: string;
}

/** The root document and how many child sitemaps exist (0 when the root is itself the urlset). */
export interface SitemapRoot {
  xml: string;
  /** Number N of child sitemaps `/sitemap/{1..N}.xml`; 0 when everything fits in the root urlset. */
  pages: number;
}

/** Escapes `text` for XML character data and attribute values; drops characters XML 1.0 forbids. */
export function escapeXml(text: string): string {
  return text
    .replace(
      /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
      "",
    )
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/**
 * `value` (an upstream date such as news `publishedAt`, ISO 8601) as a W3C Datetime for `<lastmod>`:
 * a plain date stays as it is, an instant becomes UTC to the second ("2024-05-01T01:00:00Z");
 * undefined for a missing or unparsable value.
 */
export function w3cDatetime(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const v = value.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) return v;
  const ms = Date.parse(v);
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** The newest of W3C datetimes (compared as instants), or undefined when there are none. */
function newest(dates: readonly (string | undefined)[]): string | undefined {
  let best: string | undefined;
  for (const d of dates) if (d && (!best || Date.parse(d) > Date.parse(best))) best = d;
  return best;
}

function entryXml(tag: "url" | "sitemap", e: SitemapEntry): string {
  const lastmod = e.lastmod ? `<lastmod>${escapeXml(e.lastmod)}</lastmod>` : "";
  return `  <${tag}><loc>${escapeXml(e.loc)}</loc>${lastmod}</${tag}>`;
}

/** A `<urlset>` document of `entries` (no size check: callers page first). */
export function renderUrlset(entries: readonly SitemapEntry[]): string {
  return `${HEAD}<urlset xmlns="${NS}">\n${entries.map((e) => `${entryXml("url", e)}\n`).join("")}</urlset>\n`;
}

/** A `<sitemapindex>` document of child sitemaps (`loc` absolute, `lastmod` the newest of the child's). */
function renderSitemapIndex(sitemaps: readonly SitemapEntry[]): string {
  return `${HEAD}<sitemapindex xmlns="${NS}">\n${sitemaps.map((s) => `${entryXml("sitemap", s)}\n`).join("")}</sitemapindex>\n`;
}

/** Number of child sitemaps for `count` URLs: 0 when they fit in one urlset, else ⌈count / pageSize⌉. */
export function sitemapPageCount(count: number, pageSize = SITEMAP_PAGE_SIZE): number {
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new RangeError(`pageSize must be a positive integer, got ${pageSize}`);
  return count <= pageSize ? 0 : Math.ceil(count / pageSize);
}

/**
 * The root sitemap (`/sitemap.xml`) of `entries`: a `<urlset>` of them all when there are at most
 * `pageSize`, else a `<sitemapindex>` of N = ⌈count / pageSize⌉ children whose absolute URLs
 * `childUrl(n)` gives (n = 1…N), each with the newest `lastmod` of its URLs.
 * @throws RangeError when `pageSize` is not a positive integer.
 */
export function buildSitemapRoot(
  entries: readonly SitemapEntry[],
  childUrl: (n: number) => string,
  pageSize = SITEMAP_PAGE_SIZE,
): SitemapRoot {
  const pages = sitemapPageCount(entries.length, pageSize);
  if (pages === 0) return { xml: renderUrlset(entries), pages: 0 };
  const children = Array.from({ length: pages }, (_, i) => {
    const lastmod = newest(entries.slice(i * pageSize, (i + 1) * pageSize).map((e) => e.lastmod));
    return lastmod ? { loc: childUrl(i + 1), lastmod } : { loc: childUrl(i + 1) };
  });
  return { xml: renderSitemapIndex(children), pages };
}

/**
 * Child sitemap `n` (1-based) of `entries`: a `<urlset>` of URLs (n−1)·pageSize … n·pageSize−1.
 * Null when there is no such child: n not an integer in 1…N, or the root is a plain urlset (N = 0).
 * @throws RangeError when `pageSize` is not a positive integer.
 */
export function buildSitemapChild(entries: readonly SitemapEntry[], n: number, pageSize = SITEMAP_PAGE_SIZE): string | null {
  const pages = sitemapPageCount(entries.length, pageSize);
  if (!Number.isInteger(n) || n < 1 || n > pages) return null;
  return renderUrlset(entries.slice((n - 1) * pageSize, n * pageSize));
}
