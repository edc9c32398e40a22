/**
 * The catalogue search (ADR 0023): full-text matching on SQLite FTS5, facets with counts over the
 * matching set, relevance ranking with exact-tone matches first, and suggestions while typing.
 *
 * The matching set (text query and category) comes from the database with its bm25 scores; filters,
 * facet counts, ranking and paging run over it here — the catalogue holds hundreds of books, so the
 * set is small, and the facet over authors needs the comma-separated author lists split.
 * Facet counts are disjunctive: each facet is counted with every other filter applied but its own,
 * so a shopper who picked one author still sees how many books the other authors have.
 */
import type { Db } from "../db/client";
import { FACET_MAX_VALUES, PRICE_BUCKETS, PRODUCT_FORMATS, SUGGEST_MAX } from "../constants";
import { loadProducts, productSearchRows, suggestProductRows, type ProductSearchRow } from "../data/products";
import { ftsQuery, hasTones, searchWords, toneKey, toneTier } from "./search-query";
import { toSummary } from "./catalog";

export const PRODUCT_SORTS = ["relevance", "newest", "bestselling", "price-asc", "price-desc", "rating"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
type ProductFormat = (typeof PRODUCT_FORMATS)[number];

/** Columns of products_fts a search matches in: all words within these, or else all within the publisher. */
const MATCHED_COLUMNS = ["title", "authors", "isbn"] as const;

/** The MATCH expression of a catalogue search (null: no letter or digit). */
const productMatch = (text: string) => ftsQuery(text, { columns: MATCHED_COLUMNS, orColumns: ["publisher"] });

/** A price range of the facet or filter: sale price in `[min, max)` VND, `max` null = no upper bound. */
export interface PriceRange {
  min: number;
  max: number | null;
}

/** Filters of a search; each optional, all applied together. */
export interface ProductFilters {
  categoryId?: number | undefined;
  /** One author, as listed in the author facet (exact). */
  author?: string | undefined;
  /** One publisher (exact). */
  publisher?: string | undefined;
  year?: number | undefined;
  price?: PriceRange | undefined;
  format?: ProductFormat | undefined;
  /** Only books that can be bought now (ebooks always can). */
  inStock?: boolean | undefined;
}

/** One value of a facet with the number of matching books. */
interface FacetValue<V> {
  value: V;
  count: number;
}

/** The facets of a search (response field `facets` of GET /api/ProductPage). */
export interface ProductFacets {
  authors: FacetValue<string>[];
  publishers: FacetValue<string>[];
  years: FacetValue<number>[];
  /** `value` is the key `price=` takes (`min-max`, `min-` when open). */
  priceRanges: (FacetValue<string> & PriceRange)[];
  formats: FacetValue<ProductFormat>[];
  /** Books that can be bought now. */
  inStock: number;
}

/** The key of a price range as `price=` takes it: `50000-100000`, `300000-` when open. */
export function priceKey(r: PriceRange): string {
  return `${r.min}-${r.max ?? ""}`;
}

/**
 * Parses a price range key (`min-max`, `min-`, `-max`), VND integers. An upside-down range is turned
 * the right way round. @returns null for anything else.
 */
export function parsePriceRange(key: string): PriceRange | null {
  const m = /^(\d{0,10})-(\d{0,10})$/.exec(key.trim());
  if (!m || (m[1] === "" && m[2] === "")) return null;
  const min = m[1] === "" ? 0 : Number(m[1]);
  const max = m[2] === "" ? null : Number(m[2]);
  if (max !== null && max < min) return { min: max, max: min };
  return { min, max };
}

/** The authors of a product's `authors` text ("TS. A, PGS.TS. B" → ["TS. A", "PGS.TS. B"]). */
function authorsOf(authors: string): string[] {
  return authors
    .split(",")
    .map((a) => a.trim())
    .filter(Boolean);
}

const formatOf = (r: ProductSearchRow): ProductFormat => (r.isDigital ? "ebook" : "print");
const buyable = (r: ProductSearchRow) => r.isDigital || r.stock > 0;
const inRange = (price: number, r: PriceRange) => price >= r.min && (r.max === null || price < r.max);

type FacetName = "author" | "publisher" | "year" | "price" | "format" | "inStock";

/** Whether row `r` passes every filter except `skip`. */
function passes(r: ProductSearchRow, f: ProductFilters, skip?: FacetName): boolean {
  if (skip !== "author" && f.author !== undefined && !authorsOf(r.authors).includes(f.author)) return false;
  if (skip !== "publisher" && f.publisher !== undefined && r.publisher !== f.publisher) return false;
  if (skip !== "year" && f.year !== undefined && r.publishYear !== f.year) return false;
  if (skip !== "price" && f.price && !inRange(r.salePrice, f.price)) return false;
  if (skip !== "format" && f.format && formatOf(r) !== f.format) return false;
  if (skip !== "inStock" && f.inStock && !buyable(r)) return false;
  return true;
}

/** Counts of `keysOf(row)` over `rows`, most first (then by `order`), at most FACET_MAX_VALUES plus the chosen value. */
function countValues<V extends string | number>(
  rows: readonly ProductSearchRow[],
  keysOf: (r: ProductSearchRow) => V[],
  chosen: V | undefined,
  order: (a: V, b: V) => number,
): FacetValue<V>[] {
  const counts = new Map<V, number>();
  for (const r of rows) for (const k of keysOf(r)) counts.set(k, (counts.get(k) ?? 0) + 1);
  const values = [...counts].map(([value, count]) => ({ value, count }));
  values.sort((a, b) => b.count - a.count || order(a.value, b.value));
  const top = values.slice(0, FACET_MAX_VALUES);
  if (chosen !== undefined && !top.some((v) => v.value === chosen)) top.push({ value: chosen, count: counts.get(chosen) ?? 0 });
  return top;
}

const byText = (a: string, b: string) => a.localeCompare(b, "vi");

/** The facets of `rows` (the matching set) under filters `f`. */
function facetsOf(rows: readonly ProductSearchRow[], f: ProductFilters): ProductFacets {
  const without = (skip: FacetName) => rows.filter((r) => passes(r, f, skip));
  const priced = without("price");
  const formatted = without("format");
  return {
    authors: countValues(without("author"), (r) => authorsOf(r.authors), f.author, byText),
    publishers: countValues(without("publisher"), (r) => [r.publisher], f.publisher, byText),
    years: countValues(
      without("year"),
      (r) => [r.publishYear],
      f.year,
      (a, b) => b - a,
    ).sort((a, b) => b.value - a.value),
    priceRanges: PRICE_BUCKETS.map((b) => ({
      value: priceKey(b),
      min: b.min,
      max: b.max,
      count: priced.filter((r) => inRange(r.salePrice, b)).length,
    })),
    formats: PRODUCT_FORMATS.map((value) => ({ value, count: formatted.filter((r) => formatOf(r) === value).length })),
    inStock: without("inStock").filter(buyable).length,
  };
}

/** Orders rows for `sort`; `relevance` puts titles containing the toned query first (when it has tones), then bm25. */
function sortRows(rows: ProductSearchRow[], sort: ProductSort, query: string): ProductSearchRow[] {
  const rating = (r: ProductSearchRow) => r.rating4 + r.rating5;
  const compare: Record<ProductSort, (a: ProductSearchRow, b: ProductSearchRow) => number> = {
    relevance: (a, b) => a.score - b.score || b.soldCount - a.soldCount || a.id - b.id,
    newest: (a, b) => b.publishYear - a.publishYear || b.id - a.id,
    bestselling: (a, b) => b.soldCount - a.soldCount || a.id - b.id,
    "price-asc": (a, b) => a.salePrice - b.salePrice || a.id - b.id,
    "price-desc": (a, b) => b.salePrice - a.salePrice || a.id - b.id,
    rating: (a, b) => rating(b) - rating(a) || a.id - b.id,
  };
  if (sort !== "relevance" || !hasTones(query)) return rows.sort(compare[sort]);
  const key = toneKey(query);
  const tier = new Map(rows.map((r) => [r.id, toneTier(r.name, key)]));
  return rows.sort((a, b) => tier.get(a.id)! - tier.get(b.id)! || compare.relevance(a, b));
}

/**
 * One page of the catalogue search.
 * - `searchContent`: full-text over title, authors, ISBN (with or without hyphens) and publisher,
 *   accent-, case- and đ-insensitive; blank (or no letter or digit) → every book.
 * - `sort`: default `relevance` with a query, `newest` without (relevance without a query is newest).
 * - filters: see {@link ProductFilters}; an unknown value matches nothing.
 * @returns `items` (product summaries), `totalPage` ≥ 1, `totalItems`, `facets` over the matching set,
 *   and `alternatives` (shorter queries that find books, each with its count) when nothing matched.
 */
export function searchCatalog(
  db: Db,
  q: ProductFilters & { page: number; pageSize: number; searchContent?: string | undefined; sort?: ProductSort | undefined },
) {
  const text = q.searchContent?.trim() ?? "";
  const match = productMatch(text);
  // Text without a letter or digit ("*", "-", an emoji) searches for nothing: no book, not every book.
  const base = text !== "" && match === null ? [] : productSearchRows(db, match, q.categoryId);
  const searching = text !== "";
  const sort: ProductSort = q.sort === "relevance" && !searching ? "newest" : (q.sort ?? (searching ? "relevance" : "newest"));
  const matching = sortRows(
    base.filter((r) => passes(r, q)),
    sort,
    text,
  );
  const start = (q.page - 1) * q.pageSize;
  const pageIds = matching.slice(start, start + q.pageSize).map((r) => r.id);
  const loaded = loadProducts(db, pageIds);
  const items = pageIds.flatMap((id) => {
    const p = loaded.get(id);
    return p ? [toSummary(p)] : [];
  });
  return {
    items,
    totalItems: matching.length,
    totalPage: Math.max(1, Math.ceil(matching.length / q.pageSize)),
    facets: facetsOf(base, q),
    alternatives: matching.length === 0 && match !== null ? alternativesOf(db, text, q.categoryId) : [],
  };
}

/** Shorter forms of a query that find books (the last words dropped, then the first): up to 2, with their counts. */
function alternativesOf(db: Db, text: string, categoryId: number | undefined): { searchContent: string; totalItems: number }[] {
  const words = text.split(/\s+/).filter((w) => searchWords(w).length > 0);
  const candidates: string[] = [];
  for (let n = words.length - 1; n >= 1; n--) candidates.push(words.slice(0, n).join(" "));
  for (let n = 1; n < words.length; n++) candidates.push(words.slice(n).join(" "));
  const found: { searchContent: string; totalItems: number }[] = [];
  for (const c of candidates) {
    if (found.length === 2) break;
    if (found.some((f) => f.searchContent === c)) continue;
    const n = productSearchRows(db, productMatch(c), categoryId).length;
    if (n > 0) found.push({ searchContent: c, totalItems: n });
  }
  return found;
}

/**
 * Up to {@link SUGGEST_MAX} books for what is being typed (GET /api/ProductPage/Suggest): the last word
 * may be the start of a word ("giai ti" → "Giải tích 1"); exact-tone titles first when the text has
 * tones, then bm25. `[]` when the text has no letter or digit. Shape `{id, name, authors}`.
 */
export function suggestProducts(db: Db, text: string): { id: number; name: string; authors: string }[] {
  const match = ftsQuery(text, { prefix: true, columns: MATCHED_COLUMNS });
  if (match === null) return [];
  const rows = suggestProductRows(db, match, SUGGEST_MAX * 5);
  if (hasTones(text)) {
    const key = toneKey(text);
    const tier = new Map(rows.map((r) => [r.id, toneTier(r.name, key)]));
    rows.sort((a, b) => tier.get(a.id)! - tier.get(b.id)!);
  }
  return rows.slice(0, SUGGEST_MAX);
}
