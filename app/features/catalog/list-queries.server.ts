/**
 * Query strings of the list pages (spec §2 /san-pham, /tin-sach, /thu-vien, the product page's
 * reviews): parsed leniently, never failing — a page that is not an integer
 * from 1 to 10 000 (0, −1, 10^9, letters) is page 1; a search is trimmed and cut at the upstream's
 * 200 characters; unknown values of a closed set fall back to the default.
 * Server-only (`.server.ts`) so zod stays out of the pages' browser JavaScript.
 */
import { z } from "zod";
import { MAX_ID, MAX_PAGE, PRODUCT_FORMATS, PRODUCT_SORTS, SEARCH_MAX_LENGTH } from "~/constants";

/** A 1-based page number; anything else → 1. */
const page = z.coerce.number().int().min(1).max(MAX_PAGE).catch(1);
/** Search text, trimmed and cut at 200 characters; missing → "". */
const searchContent = z
  .string()
  .catch("")
  .transform((q) => q.trim().slice(0, SEARCH_MAX_LENGTH));

/** A facet value (author, publisher): trimmed text of at most 200 characters; blank, repeated or longer → none. */
const facetText = z
  .string()
  .trim()
  .max(SEARCH_MAX_LENGTH)
  .optional()
  .catch(undefined)
  .transform((v) => v || undefined);

/**
 * A price range key `min-max` (VND; `min-` open above, `-max` from 0); upside down → turned round;
 * anything else → none. Normalised to the upstream's form (`min-max` / `min-`).
 */
const priceRange = z
  .string()
  .optional()
  .catch(undefined)
  .transform((v) => {
    const m = v === undefined ? null : /^(\d{0,9})-(\d{0,9})$/.exec(v.trim());
    if (!m || (m[1] === "" && m[2] === "")) return undefined;
    let [min, max] = [Number(m[1] || 0), m[2] === "" ? null : Number(m[2])];
    if (max !== null && max < min) [min, max] = [max, min];
    return `${min}-${max ?? ""}`;
  });

const schemas = {
  /**
   * /san-pham and /san-pham/danh-muc/:id; `type` is the header search's (1 products, 2 library, 3 news).
   * `sort` undefined = the default (relevance with a search, else newest); the facet filters of ADR 0023.
   */
  products: z.object({
    page,
    sort: z.enum(PRODUCT_SORTS).optional().catch(undefined),
    searchContent,
    type: z.enum(["1", "2", "3"]).catch("1"),
    author: facetText,
    publisher: facetText,
    year: z.coerce.number().int().min(1000).max(9999).optional().catch(undefined),
    price: priceRange,
    format: z.enum(PRODUCT_FORMATS).optional().catch(undefined),
    inStock: z
      .string()
      .optional()
      .catch(undefined)
      .transform((v) => v === "1" || v === "true"),
  }),
  /** /tin-sach: page, tag slug, search. */
  news: z.object({ page, tag: z.string().trim().max(100).optional().catch(undefined), searchContent }),
  /** /thu-vien: page, search, course category (a positive id; anything else → every category). */
  library: z.object({ page, searchContent, categoryId: z.coerce.number().int().min(1).max(MAX_ID).optional().catch(undefined) }),
  /** /san-pham/:id: the reviews' page. */
  reviews: z.object({ reviewPage: page }),
};

/** The parsed query of list page `kind` from a request URL. Never throws. */
export function listQuery<K extends keyof typeof schemas>(kind: K, url: URL): z.infer<(typeof schemas)[K]> {
  return schemas[kind].parse(Object.fromEntries(url.searchParams));
}
