/**
 * Page links for lists (spec §3 `totalPage`; docs/conventions.md rule 6: pagination is plain links, so it
 * works without JavaScript and pages can be shared). Renders
 * `<nav aria-label="Phân trang">` with "Trước" / "Sau", the first and last page, a window around
 * the current page and "…" for the gaps; the current page is marked `aria-current="page"`.
 * Renders nothing when there is at most one page.
 */
import { visuallyHidden } from "../../styles/utilities.css";
import * as styles from "./pagination.css";

export type PaginationProps = {
  /** Current page, 1-based (clamped into 1…totalPage). */
  page: number;
  totalPage: number;
  /** URL of a page, keeping the list's other query parameters: `(p) => `?${…}&page=${p}``. */
  hrefFor: (page: number) => string;
  /** Accessible name of the navigation (default "Phân trang"); set it when a page has two lists. */
  label?: string;
};

export type PageItem = number | "ellipsis";

/**
 * Which page numbers to show: all of them up to 7 pages, otherwise always 7 slots —
 * first, last, the current page with one neighbour each side, and "ellipsis" for the gaps.
 * pageItems(10, 20) → [1, "ellipsis", 9, 10, 11, "ellipsis", 20]
 * pageItems(2, 20)  → [1, 2, 3, 4, 5, "ellipsis", 20]
 */
function pageItems(page: number, totalPage: number): PageItem[] {
  const total = Math.max(0, Math.floor(totalPage));
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  const current = Math.min(Math.max(1, Math.floor(page)), total);
  let start = current - 1;
  let end = current + 1;
  if (current <= 4) {
    start = 2;
    end = 5;
  } else if (current >= total - 3) {
    start = total - 4;
    end = total - 1;
  }
  const items: PageItem[] = [1];
  if (start > 2) items.push("ellipsis");
  for (let p = start; p <= end; p++) items.push(p);
  if (end < total - 1) items.push("ellipsis");
  items.push(total);
  return items;
}

export function Pagination({ page, totalPage, hrefFor, label = "Phân trang" }: PaginationProps) {
  const total = Math.floor(totalPage);
  if (!(total > 1)) return null;
  const current = Math.min(Math.max(1, Math.floor(page) || 1), total);

  return (
    <nav className={styles.nav} aria-label={label}>
      <ul className={styles.list}>
        <li>
          {current > 1 ? (
            <a className={`${styles.link} ${styles.step}`} href={hrefFor(current - 1)} rel="prev">
              <span aria-hidden="true">‹</span>
              <span className={styles.stepText}>Trước</span>
            </a>
          ) : (
            <span className={`${styles.disabled} ${styles.step}`} aria-hidden="true">
              ‹<span className={styles.stepText}>Trước</span>
            </span>
          )}
        </li>
        {pageItems(current, total).map((item, i) =>
          item === "ellipsis" ? (
            <li key={`gap-${i}`} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <a className={styles.link} href={hrefFor(item)} aria-current={item === current ? "page" : undefined}>
                <span className={visuallyHidden}>Trang </span>
                {item}
              </a>
            </li>
          ),
        )}
        <li>
          {current < total ? (
            <a className={`${styles.link} ${styles.step}`} href={hrefFor(current + 1)} rel="next">
              <span className={styles.stepText}>Sau</span>
              <span aria-hidden="true">›</span>
            </a>
          ) : (
            <span className={`${styles.disabled} ${styles.step}`} aria-hidden="true">
              <span className={styles.stepText}>Sau</span>›
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
