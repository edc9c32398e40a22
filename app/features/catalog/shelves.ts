/**
 * The home page's book shelves (spec §3 Home page: productBlocks, booksInBlock, textbookBlock) as one
 * list the page can show without repeating itself: the upstream's blocks overlap (the best sellers are
 * also new, the featured textbooks are the textbook block), and a phone showed the same covers shelf
 * after shelf.
 */

/** Books a shelf shows at most (two desktop rows of five; the rest is behind "Xem tất cả"). */
const SHELF_MAX_BOOKS = 10;
/** A shelf left with fewer books than this after removing repeats is not shown (a desktop row is 5). */
const SHELF_MIN_BOOKS = 5;

/**
 * Shelves in their order, each book kept only on the first shelf that has it; a shelf keeps its own
 * order (stable), is cut to `max` books, and is dropped when fewer than `min` remain.
 * Pure: same input, same output. `T` is any shelf with `products` carrying a numeric `id`.
 */
export function dedupeShelves<P extends { id: number }, T extends { products: readonly P[] }>(
  shelves: readonly T[],
  { max = SHELF_MAX_BOOKS, min = SHELF_MIN_BOOKS }: { max?: number; min?: number } = {},
): (T & { products: P[] })[] {
  const seen = new Set<number>();
  const out: (T & { products: P[] })[] = [];
  for (const shelf of shelves) {
    const products: P[] = [];
    for (const p of shelf.products) {
      if (products.length >= max) break;
      if (seen.has(p.id) || products.some((q) => q.id === p.id)) continue;
      products.push(p);
    }
    if (products.length < min) continue;
    for (const p of products) seen.add(p.id);
    out.push({ ...shelf, products });
  }
  return out;
}

/** Lower case without Vietnamese marks (đ → d), for matching names. */
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/đ/gi, "d")
    .toLowerCase();
}

/**
 * Where a shelf's "Xem tất cả" leads, from its name (the upstream's blocks carry only a name, spec §3):
 * a category whose name the shelf's name contains (the longest such: "Giáo trình tiêu biểu" →
 * Giáo trình, "Ebook nổi bật" → Ebook) → `/san-pham/danh-muc/{id}`; "bán chạy" → the catalogue by
 * sales; anything else → the whole catalogue (newest first, "Sách mới phát hành").
 */
export function shelfHref(name: string, categories: readonly { id: number; name: string }[]): string {
  const folded = fold(name);
  const category = categories
    .filter((c) => c.name.trim() && folded.includes(fold(c.name.trim())))
    .sort((a, b) => b.name.length - a.name.length)[0];
  if (category) return `/san-pham/danh-muc/${category.id}`;
  if (folded.includes("ban chay")) return "/san-pham?sort=bestselling";
  return "/san-pham";
}
