/**
 * A product's price: the sale price (red, bold), and when it is lower than the list price, a "-NN%"
 * chip and the list price struck through. Used by the product card, the product page and cart lines.
 * Screen readers hear "Giá bán: 125.000 ₫, giảm 17%, giá gốc: 150.000 ₫" rather than bare numbers.
 * Amounts are integer VND (app/utils/money.ts).
 */
import { discountPercent, formatVnd } from "../utils/money";
import { visuallyHidden } from "../../styles/utilities.css";
import * as styles from "./price.css";

type PriceSize = "sm" | "md" | "lg";

export type PriceProps = {
  /** List price, VND. */
  price: number;
  /** Sale price, VND (what the shopper pays). */
  salePrice: number;
  /** `sm` cart lines, `md` product cards (default), `lg` the product page. */
  size?: PriceSize;
  className?: string;
};

export function Price({ price, salePrice, size = "md", className }: PriceProps) {
  const percent = discountPercent(price, salePrice);
  const rootClass = className ? `${styles.root} ${className}` : styles.root;
  return (
    <p className={rootClass}>
      <span className={visuallyHidden}>Giá bán: </span>
      <span className={`${styles.sale} ${styles.saleSize[size]}`}>{salePrice === 0 ? "Miễn phí" : formatVnd(salePrice)}</span>
      {percent > 0 ? (
        <>
          {/* The chip's "-" is its ::before with empty alternative text (price.css.ts): read "giảm 11%". */}
          <span className={styles.discount}>
            <span className={visuallyHidden}>, giảm </span>
            {percent}%
          </span>
          <span className={visuallyHidden}>, giá gốc: </span>
          <s className={`${styles.list} ${styles.listSize[size]}`}>{formatVnd(price)}</s>
        </>
      ) : null}
    </p>
  );
}
