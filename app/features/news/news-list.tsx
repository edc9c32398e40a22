/**
 * A list of news items (cards with thumbnail, title, date, summary), linking to /tin-sach/{url}.
 * Thumbnails are the `thumb-` file (400×210) with the full image (1200w) for dense screens, laid
 * out 120px wide on phones and 220px from 768px (news.css.ts `card`), lazy (spec §9).
 */
import { Link } from "@remix-run/react";
import type { NewsItem } from "~/upstream/content.server";
import { formatDateVn } from "~/utils/dates";
import { imageLoading, responsiveImage } from "~/utils/images";
import * as s from "./news.css";

/** `sizes` of a news card thumbnail (the first grid column of news.css.ts `card`). */
const NEWS_THUMB_SIZES = "(min-width: 768px) 220px, 120px";
/** `sizes` of a compact card's thumbnail (news.css.ts `compactCard`: a fixed 96px column). */
const COMPACT_THUMB_SIZES = "96px";

/**
 * `compact` is for a narrow column (the article's "Tin mới nhất" side bar, 300px on a desktop): a small
 * thumbnail beside the title and date, no summary. The full card's 220px thumbnail would leave a
 * side bar's title one word wide.
 */
export function NewsCards({
  items,
  headingLevel = 2,
  compact = false,
}: {
  items: Pick<NewsItem, "id" | "url" | "title" | "summary" | "thumbImage" | "publishedAt">[];
  headingLevel?: 2 | 3;
  compact?: boolean;
}) {
  const H = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className={s.list}>
      {items.map((n) => (
        <li key={n.id} className={compact ? s.compactCard : s.card}>
          <img
            {...responsiveImage(n.thumbImage, compact ? COMPACT_THUMB_SIZES : NEWS_THUMB_SIZES)}
            {...imageLoading(false)}
            alt=""
            className={s.thumb}
          />
          <div className={s.cardBody}>
            <H className={compact ? s.compactTitle : s.cardTitle}>
              <Link to={`/tin-sach/${n.url}`}>{n.title}</Link>
            </H>
            <p className={s.meta}>{formatDateVn(n.publishedAt)}</p>
            {compact ? null : <p className={s.summary}>{n.summary}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
