/**
 * Query strings of the list pages (spec §2 /san-pham, /tin-sach, /thu-vien, the product page's
 * reviews): parsed leniently, never failing — a page that is not an integer
 * from 1 to 10 000 (0, −1, 10^9, letters) is page 1; a search is trimmed and cut at the upstream's
 * 200 characters; unknown values of a closed set fall back to the default.
 * Server-only (`.server.ts`) so zod stays out of the pages' browser JavaScript.
 */
import { z } from "zod";
import { MAX_ID, MAX_PAGE, PRODUCT_SORTS, SEARCH_MAX_LENGTH } from "~/constants";

/** A 1-based page number; anything else → 1. */
const page = z.coerce.number().int().min(1).max(MAX_PAGE).catch(1);
/** Search text, trimmed and cut at 200 characters; missing → "". */
const searchContent = z
  .string()
  .catch("")
  .transform((q) => q.trim().slice(0, SEARCH_MAX_LENGTH));

const schemas = {
  /** /san-pham and /san-pham/danh-muc/:id; `type` is the header search's (1 products, 2 library, 3 news). */
  products: z.object({ page, sort: z.enum(PRODUCT_SORTS).catch("newest"), searchContent, type: z.enum(["1", "2", "3"]).catch("1") }),
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
