/**
 * One page of a product's reviews (spec §3 Product sale detail "feedbacks", GET /api/Feedback/{id}):
 * author, stars (as text for screen readers), date (dd/MM/yyyy, GMT+7) and the plain-text review,
 * newest first, with page links (plain links: no JavaScript needed).
 */
import type { Feedback } from "../../upstream/schemas";
import { formatDateVn } from "../../utils/dates";
import { visuallyHidden } from "../../../styles/utilities.css";
import { Pagination } from "../../components/pagination";
import * as styles from "./review-list.css";

export type ReviewListProps = {
  reviews: Feedback[];
  page: number;
  totalPage: number;
  /** URL of review page `p` (keeps the rest of the page's URL). */
  hrefFor: (page: number) => string;
};

export function ReviewList({ reviews, page, totalPage, hrefFor }: ReviewListProps) {
  if (!reviews.length) return <p className={styles.empty}>Chưa có đánh giá nào cho cuốn sách này.</p>;
  return (
    <>
      <ol className={styles.list} aria-label={`Đánh giá, trang ${page}/${totalPage}`}>
        {reviews.map((r) => (
          <li key={r.id} className={styles.item}>
            <p className={styles.header}>
              <strong>{r.authorName}</strong>
              <span className={styles.stars} aria-hidden="true">
                {"★".repeat(r.rating)}
                <span className={styles.starsOff}>{"★".repeat(5 - r.rating)}</span>
              </span>
              <span className={visuallyHidden}>{r.rating} trên 5 sao</span>
              <time dateTime={r.createdAt} className={styles.date}>
                {formatDateVn(r.createdAt)}
              </time>
            </p>
            {r.title ? <p className={styles.title}>{r.title}</p> : null}
            <p className={styles.content}>{r.content}</p>
          </li>
        ))}
      </ol>
      <Pagination page={page} totalPage={totalPage} hrefFor={hrefFor} label="Phân trang đánh giá" />
    </>
  );
}
