/**
 * Product rating maths and formatting (spec §3 "Product sale detail": rating1..rating5 are counts
 * per star, the total is their sum; spec §9 "Rating default 5" when nobody has rated yet).
 * Pure functions, no DOM.
 */

/** Review counts per star, as the upstream sends them. */
export type RatingCounts = {
  rating1: number;
  rating2: number;
  rating3: number;
  rating4: number;
  rating5: number;
};

export type RatingStats = {
  /** Number of reviews: rating1 + … + rating5. */
  total: number;
  /** Weighted mean in [1, 5]; exactly 5 when there are no reviews. Not rounded. */
  average: number;
};

/** A count that cannot be negative or fractional (defends against odd upstream data). */
function count(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** Total and weighted average of the five star counts. */
export function ratingStats(counts: RatingCounts): RatingStats {
  const perStar = [counts.rating1, counts.rating2, counts.rating3, counts.rating4, counts.rating5].map(count);
  const total = perStar.reduce((sum, n) => sum + n, 0);
  if (total === 0) return { total: 0, average: 5 };
  const weighted = perStar.reduce((sum, n, i) => sum + n * (i + 1), 0);
  return { total, average: weighted / total };
}

const oneDecimal = new Intl.NumberFormat("vi-VN", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const integer = new Intl.NumberFormat("vi-VN", { maximumFractionDigits: 0 });

/** An average rating with one decimal and a Vietnamese decimal comma: 4.666 → "4,7", 5 → "5,0". */
export function formatRating(average: number): string {
  return oneDecimal.format(Math.min(5, Math.max(0, average)));
}

/** A count with Vietnamese grouping: 1234 → "1.234". */
export function formatCount(n: number): string {
  return integer.format(n);
}

/** Screen-reader sentence for a rating: "4,6 trên 5 sao, 123 đánh giá" (no reviews: "Chưa có đánh giá"). */
export function ratingLabel(average: number, total: number): string {
  if (total <= 0) return "Chưa có đánh giá";
  return `${formatRating(average)} trên 5 sao, ${formatCount(total)} đánh giá`;
}
