/**
 * Text helpers for Vietnamese: removing diacritics, URL slugs and the accent-insensitive search key.
 *
 * The seed stores `products.searchText = toSearchText(name + " " + authors)`; the upstream's product
 * search must normalise the query with the same {@link toSearchText} so that "giai tich", "Giải tích"
 * and "GIẢI TÍCH" all match "Giải tích 1".
 */

/** Unicode combining diacritical marks (U+0300–U+036F), left over after NFD decomposition. */
const COMBINING_MARKS = /[\u0300-\u036f]/g;

/**
 * Removes Vietnamese (and other Latin) diacritics, keeping letter case:
 * NFD-decomposes, strips the combining marks and maps đ → d, Đ → D (đ is a letter of its own,
 * not a letter plus a mark, so NFD leaves it alone). Also maps the look-alike Ð (U+00D0) to D.
 *
 * @example foldDiacritics("Đại học Quốc gia Hà Nội") === "Dai hoc Quoc gia Ha Noi"
 */
export function foldDiacritics(text: string): string {
  return text.normalize("NFD").replace(COMBINING_MARKS, "").replace(/đ/g, "d").replace(/[ĐÐ]/g, "D").normalize("NFC");
}

/**
 * The accent-insensitive search key of `text`: diacritics folded, lower-cased, runs of whitespace
 * collapsed to one space and trimmed. Punctuation is kept (so "c++" still matches "C++").
 *
 * @example toSearchText("  Giải tích 1 –  PGS.TS. Nguyễn Văn An ") === "giai tich 1 – pgs.ts. nguyen van an"
 */
export function toSearchText(text: string): string {
  return foldDiacritics(text).toLowerCase().replace(/\s+/g, " ").trim();
}

/**
 * A URL slug: diacritics folded, lower-case ASCII letters and digits, words joined by single
 * hyphens, no leading or trailing hyphen. "+" becomes "plus" so "C++" and "C" differ.
 * May be empty when `text` has no letters or digits.
 *
 * @example slugify("Luật Dân sự Việt Nam – Bình luận khoa học") === "luat-dan-su-viet-nam-binh-luan-khoa-hoc"
 */
export function slugify(text: string): string {
  return foldDiacritics(text)
    .toLowerCase()
    .replace(/\+/g, " plus ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
