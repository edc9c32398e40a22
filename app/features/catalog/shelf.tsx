/**
 * A home shelf: a `<section>` named by its `<h2>`, a "Xem tất cả" link to the full list, and one row of
 * items that scrolls sideways (CSS scroll snap; shelf.css.ts). Without JavaScript it scrolls by swipe,
 * the scrollbar, or the keyboard: each item holds links, and tabbing to one scrolls it into view.
 * The link's accessible name ends with the shelf's title ("Xem tất cả Sách bán chạy"), so that the
 * page's several "Xem tất cả" links differ.
 */
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { visuallyHidden } from "../../../styles/utilities.css";
import * as s from "./shelf.css";

export type ShelfProps = {
  /** The heading's id (the section's name), unique on the page. */
  id: string;
  title: string;
  /** The full list ("Xem tất cả"). */
  href: string;
  /** What "Xem tất cả" is of, for screen readers (hidden after it); the title when absent. */
  moreContext?: string;
  /** `books` (default): 2.4 / 3 / 5 cards per view on phone / tablet / desktop; `wide`: 1.2 / 2 / 4. */
  size?: "books" | "wide";
  /** `<li>` items. */
  children: ReactNode;
};

export function Shelf({ id, title, href, moreContext = title, size = "books", children }: ShelfProps) {
  return (
    <section aria-labelledby={id} className={s.shelf}>
      <div className={s.head}>
        <h2 id={id} className={s.title}>
          {title}
        </h2>
        <Link to={href} className={s.more}>
          Xem tất cả<span className={visuallyHidden}> {moreContext}</span>
        </Link>
      </div>
      <ul className={size === "wide" ? `${s.row} ${s.rowWide}` : s.row}>{children}</ul>
    </section>
  );
}
