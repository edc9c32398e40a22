/**
 * The customer's library (spec §2 `/tai-khoan/thu-vien-cua-toi`, `/tai-lieu-cua-toi`): the
 * storefront paths of an ebook's detail page and of its file, the page query, and the display of a
 * file's size. The file is served through the storefront's own resource route
 * (`/tai-khoan/thu-vien-cua-toi/{id}/tep`), which streams the upstream file with the customer's token.
 */

/** The list page. */
export const LIBRARY_PATH = "/tai-khoan/thu-vien-cua-toi";

/** The detail page of ebook `id` (its product sale id). */
export function ebookPath(id: number): string {
  return `${LIBRARY_PATH}/${id}`;
}

/** The file of ebook `id`: a download (`attachment`), or read in the browser with `inline`. */
export function ebookFilePath(id: number, inline = false): string {
  return `${LIBRARY_PATH}/${id}/tep${inline ? "?inline=1" : ""}`;
}

/** The order detail page of the account area. */
export function orderPath(orderId: number): string {
  return `/tai-khoan/don-hang/${orderId}`;
}

/**
 * The `page` query (or the query `name`, e.g. `trangKhoaHoc` for the courses' own paging) of the
 * library lists: an integer from 1 to `max`; anything else (0, −1, letters, 10^9) → 1, as the other
 * lists of the shop (never an error).
 */
export function pageOf(url: URL, max = 10_000, name = "page"): number {
  const raw = url.searchParams.get(name);
  if (raw === null || !/^\d{1,5}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= max ? page : 1;
}

const kb = new Intl.NumberFormat("vi-VN", { maximumFractionDigits: 1 });

/** A file size for people: bytes → "850 B", "31,1 KB", "2,4 MB" (vi-VN decimal comma, 1 KB = 1024 B). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${kb.format(bytes / 1024)} KB`;
  return `${kb.format(bytes / (1024 * 1024))} MB`;
}
