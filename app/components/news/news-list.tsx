/** A list of news items (cards with thumbnail, title, date, summary), linking to /tin-sach/{url}. */
import { Link } from "@remix-run/react";
import type { NewsItem } from "~/upstream/content.server";
import { formatDateVn } from "~/utils/dates";
import * as s from "./news.css";

export function NewsCards({ items, headingLevel = 2 }: { items: Pick<NewsItem, "id" | "url" | "title" | "summary" | "thumbImage" | "publishedAt">[]; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className={s.list}>
      {items.map((n) => (
        <li key={n.id} className={s.card}>
          <img src={n.thumbImage} alt="" width={320} height={180} loading="lazy" decoding="async" className={s.thumb} />
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
