/**
 * The catalogue search end to end (ADR 0023): the storefront's upstream module and the results page's
 * loader against the reference upstream over real HTTP — folded and toned queries, exact-tone ranking,
 * ISBNs with and without hyphens, facets that filter and count, suggestions, hostile input.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { products } from "../../server/db/schema";
import { call, getRequest, useUpstream } from "./support";

const upstream = useUpstream();

let client: typeof import("~/upstream/client.server");
let catalog: typeof import("~/upstream/catalog.server");
let productsRoute: typeof import("~/routes/products");
let suggestionsRoute: typeof import("~/routes/resources.search-suggestions");

beforeAll(async () => {
  client = await import("~/upstream/client.server");
  catalog = await import("~/upstream/catalog.server");
  productsRoute = await import("~/routes/products");
  suggestionsRoute = await import("~/routes/resources.search-suggestions");
});

const newClient = () => new client.UpstreamClient();
/** The seed's "Giải tích" books: every title containing the words, whatever the case (counted from the database). */
const giaiTichTitles = () =>
  upstream.db
    .select({ id: products.id, name: products.name })
    .from(products)
    .all()
    .filter((p) => /giải tích/i.test(p.name));

type Page = Awaited<ReturnType<typeof import("~/upstream/catalog.server").getProductPage>>;
const search = (
  searchContent: string,
  extra: Partial<Parameters<typeof import("~/upstream/catalog.server").getProductPage>[1]> = {},
): Promise<Page> => catalog.getProductPage(newClient(), { page: 1, pageSize: 60, searchContent, ...extra });

describe("catalogue search", () => {
  it("finds the four “Giải tích” books with and without tones, and counts them", async () => {
    const expected = giaiTichTitles();
    expect(expected, "the seed's Giải tích books").toHaveLength(4);
    for (const q of ["giai tich", "giải tích", "GIẢI TÍCH"]) {
      const page = await search(q);
      expect(page.totalItems, q).toBe(4);
      expect(page.products.map((p) => p.id).sort(), q).toEqual(expected.map((p) => p.id).sort());
    }
  });

  it("ranks titles with “Toán” above “An toàn” and “Điện toán” when the shopper typed the tone", async () => {
    const names = (await search("toán")).products.map((p) => p.name);
    const firstOther = names.findIndex((n) => !/(^|\s)Toán/.test(n));
    const lastToan = names.findLastIndex((n) => /(^|\s)Toán/.test(n));
    expect(lastToan).toBeGreaterThanOrEqual(0);
    expect(lastToan, names.join(" | ")).toBeLessThan(firstOther);
    const antoan = names.findIndex((n) => n.includes("An toàn"));
    expect(antoan, "“An toàn…” is found (folded) but ranked after every “Toán”").toBeGreaterThan(lastToan);
  });

  it("finds every seeded book by its ISBN, with or without hyphens", async () => {
    const rows = upstream.db.select({ id: products.id, isbn: products.isbn }).from(products).all();
    expect(rows.length).toBeGreaterThan(300);
    const c = newClient();
    const missed: string[] = [];
    // A few at a time: the point is every ISBN, not a load test.
    for (let i = 0; i < rows.length; i += 8) {
      await Promise.all(
        rows.slice(i, i + 8).flatMap((r) =>
          [r.isbn, r.isbn.replace(/-/g, "")].map(async (q) => {
            const page = await catalog.getProductPage(c, { page: 1, pageSize: 5, searchContent: q });
            if (page.products[0]?.id !== r.id) missed.push(q);
          }),
        ),
      );
    }
    expect(missed, "ISBNs whose book is not the first result").toEqual([]);
  });

  it("counts facets over the matching set, and a facet filters the list and keeps the other values' counts", async () => {
    const all = await search("toán");
    const facets = all.facets!;
    expect(facets).not.toBeNull();
    const total = all.totalItems!;
    expect(facets.formats.reduce((n, f) => n + f.count, 0)).toBe(total);
    expect(facets.priceRanges.reduce((n, f) => n + f.count, 0)).toBe(total);
    expect(facets.years.reduce((n, f) => n + f.count, 0)).toBe(total);
    const author = facets.authors[0]!;
    const byAuthor = await search("toán", { author: author.value });
    expect(byAuthor.totalItems).toBe(author.count);
    expect(byAuthor.products.every((p) => p.authors.includes(author.value))).toBe(true);
    // The author facet is counted without its own filter: the other authors stay listed.
    expect(byAuthor.facets!.authors.length).toBe(facets.authors.length);
    const year = facets.years[0]!;
    expect((await search("toán", { year: year.value })).totalItems).toBe(year.count);
    const bucket = facets.priceRanges.find((r) => r.count > 0)!;
    const priced = await search("toán", { price: bucket.value });
    expect(priced.totalItems).toBe(bucket.count);
    expect(priced.products.every((p) => p.salePrice >= bucket.min && (bucket.max === null || p.salePrice < bucket.max))).toBe(true);
    const inStock = await search("toán", { inStock: true });
    expect(inStock.totalItems).toBe(facets.inStock);
    expect(inStock.products.every((p) => p.stock > 0)).toBe(true);
    const ebooks = await search("", { format: "ebook" });
    expect(ebooks.products.length).toBeGreaterThan(0);
    expect(ebooks.products.every((p) => p.isDigital)).toBe(true);
  });

  it("suggests at most 10 books for the start of a word", async () => {
    const c = newClient();
    const found = await catalog.getProductSuggestions(c, "giai ti");
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(10);
    expect(found.every((p) => /giải tích/i.test(p.name))).toBe(true);
    expect((await catalog.getProductSuggestions(c, "toan")).length).toBe(10);
    const res = await call(suggestionsRoute.loader, getRequest(`/resources/search-suggestions?q=${encodeURIComponent("giải t")}`));
    expect(res.status).toBe(200);
    expect((res.data as { items: { href: string }[] }).items[0]!.href).toMatch(/^\/san-pham\/\d+$/);
  });
});

describe("the results page", () => {
  it("counts the results, keeps the search and defaults to relevance", async () => {
    const res = await call(productsRoute.loader, getRequest(`/san-pham?searchContent=${encodeURIComponent("giải tích")}`));
    expect(res.status).toBe(200);
    const d = res.data as { totalItems: number; searchContent: string; facets: unknown; sort?: string };
    expect(d.totalItems).toBe(4);
    expect(d.searchContent).toBe("giải tích");
    expect(d.facets).not.toBeNull();
    expect(d.sort).toBeUndefined();
  });

  it("offers shorter searches when nothing matched", async () => {
    const res = await call(productsRoute.loader, getRequest(`/san-pham?searchContent=${encodeURIComponent("giải tích zzqqxx")}`));
    const d = res.data as { totalItems: number; alternatives: { searchContent: string; totalItems: number }[] };
    expect(d.totalItems).toBe(0);
    expect(d.alternatives[0]).toEqual({ searchContent: "giải tích", totalItems: 4 });
  });

  it("answers hostile queries and facet values with a page, never an error", async () => {
    const queries = [
      "a",
      "x".repeat(500),
      '"',
      "*",
      "NEAR(giải tích)",
      "-toán",
      "' OR 1=1; DROP TABLE products; --",
      "📚😀",
      "giải tích&price=300000-0",
      "giải tích&price=abc&year=99999&format=pdf&author=Không%20có&publisher=&inStock=maybe",
      "giải tích&author=a&author=b",
    ];
    for (const q of queries) {
      const [text, ...rest] = q.split("&");
      const url = `/san-pham?searchContent=${encodeURIComponent(text!)}${rest.length ? `&${rest.join("&")}` : ""}`;
      const res = await call(productsRoute.loader, getRequest(url));
      expect(res.status, url).toBe(200);
    }
  });
});
