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

export function NewsCards({
  items,
  headingLevel = 2,
}: {
  items: Pick<NewsItem, "id" | "url" | "title" | "summary" | "thumbImage" | "publishedAt">[];
  headingLevel?: 2 | 3;
}) {
  const H = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className={s.list}>
      {items.map((n) => (
        <li key={n.id} className={s.card}>
          <img {...responsiveImage(n.thumbImage, NEWS_THUMB_SIZES)} {...imageLoading(false)} alt="" className={s.thumb} />
          <div>
            <H className={s.cardTitle}>
              <Link to={`/tin-sach/${n.url}`}>{n.title}</Link>
            </H>
            <p className={s.meta}>{formatDateVn(n.publishedAt)}</p>
            <p className={s.summary}>{n.summary}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
