/**
 * The rating block of the product page (spec §3 "Product sale detail": rating1..rating5 are counts,
 * the total is their sum, the average defaults to 5 with no reviews). Shows the average with stars,
 * the number of reviews, and one bar per star with its count. Screen readers get one sentence
 * ("4,6 trên 5 sao, 123 đánh giá") plus "5 sao: 80 đánh giá" per row; the drawn stars and bars are
 * decorative. The page supplies the section heading.
 */
import { formatCount, formatRating, ratingLabel, ratingStats, type RatingCounts } from "../../utils/rating";
import { visuallyHidden } from "../../../styles/utilities.css";
import * as styles from "./rating-summary.css";

export type RatingSummaryProps = RatingCounts & { className?: string };

const STARS = [5, 4, 3, 2, 1] as const;

export function RatingSummary({ className, ...counts }: RatingSummaryProps) {
  const { total, average } = ratingStats(counts);
  const filled = Math.round(average);
  const perStar: Record<(typeof STARS)[number], number> = {
    1: counts.rating1,
    2: counts.rating2,
    3: counts.rating3,
    4: counts.rating4,
    5: counts.rating5,
  };

  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <p className={styles.score}>
        <span className={visuallyHidden}>{ratingLabel(average, total)}</span>
        <span aria-hidden="true" className={styles.average}>
          {formatRating(average)}
          <span className={styles.outOf}>/5</span>
        </span>
        <span aria-hidden="true" className={styles.stars}>
          {"★".repeat(filled)}
          <span className={styles.emptyStar}>{"★".repeat(5 - filled)}</span>
        </span>
        <span aria-hidden="true" className={styles.total}>
          {total > 0 ? `${formatCount(total)} đánh giá` : "Chưa có đánh giá"}
        </span>
      </p>
      <ul className={styles.bars}>
        {STARS.map((star) => {
          const n = Math.max(0, Math.floor(perStar[star] || 0));
          return (
            <li key={star} className={styles.bar}>
              <span className={styles.barLabel}>
                {star}{" "}
                <span className={styles.barStar} aria-hidden="true">
                  ★
                </span>
                <span className={visuallyHidden}> sao:</span>
              </span>
              <meter className={styles.meter} min={0} max={total || 1} value={n} aria-hidden="true" />
              <span className={styles.barCount}>
                {formatCount(n)}
                <span className={visuallyHidden}> đánh giá</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
