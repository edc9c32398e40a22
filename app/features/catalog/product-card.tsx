/**
 * Product cards for listings (home blocks, /san-pham, category pages, related products).
 *
 * A card links its cover and title to `/san-pham/{id}` and ends with the `AddToCartForm`
 * (app/features/cart/add-to-cart-form.tsx) for one copy, a plain document POST to /gio-hang that
 * comes back to `redirectTo` with a flash toast, with or without JavaScript. A physical book with no
 * stock shows a disabled "Hết hàng" button instead of the form; ebooks are always buyable.
 *
 * `ProductGrid` lays cards out as a list (2 columns on phones, 3 from 768px, 5 from 1024px):
 *
 *   <ProductGrid>
 *     {products.map((p, i) => (
 *       <li key={p.id}><ProductCard product={p} redirectTo={current} priority={i < 4} /></li>
 *     ))}
 *   </ProductGrid>
 */
import { useId, type ReactNode } from "react";
import type { ProductSummary } from "../../upstream/schemas";
import { imageLoading, PRODUCT_GRID_SIZES, responsiveImage } from "../../utils/images";
import { formatCount, formatRating, ratingLabel } from "../../utils/rating";
import { visuallyHidden } from "../../../styles/utilities.css";
import { Price } from "../../components/price";
import { AddToCartForm } from "../cart/add-to-cart-form";
import * as styles from "./product-card.css";

export type ProductCardProps = {
  product: ProductSummary;
  /** Where the cart action sends the shopper back (the current path + query), through safeRedirect. */
  redirectTo: string;
  /** Heading level of the product title: 3 (default) under a section `<h2>`, 2 directly under the `<h1>`. */
  headingLevel?: 2 | 3;
  /**
   * Above-the-fold cards (the first row of a page): the cover loads eagerly with
   * `fetchpriority="high"`; otherwise it is lazy. The cover is the `thumb-` file (spec §9) with the
   * full cover as the 2×/3× srcset candidate (app/utils/images.ts).
   */
  priority?: boolean;
};

/** The product page of a product. */
function productHref(id: number): string {
  return `/san-pham/${id}`;
}

export function ProductCard({ product, redirectTo, headingLevel = 3, priority = false }: ProductCardProps) {
  const titleId = useId();
  const href = productHref(product.id);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const soldOut = product.stock === 0 && !product.isDigital;

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      {/* The title link below is the keyboard stop; the cover repeats it for pointer users. */}
      <a href={href} className={styles.coverLink} tabIndex={-1} aria-hidden="true">
        <img
          className={styles.cover}
          {...responsiveImage(product.thumbImage, PRODUCT_GRID_SIZES)}
          width={200}
          height={300}
          {...imageLoading(priority)}
          alt={`Bìa sách ${product.name}`}
        />
        {product.isDigital ? <span className={styles.ebookTag}>Ebook</span> : null}
      </a>

      <Heading className={styles.title} id={titleId}>
        <a href={href} className={styles.titleLink} title={product.name}>
          {product.name}
        </a>
      </Heading>

      {product.authors ? (
        <p className={styles.authors} title={product.authors}>
          {product.authors}
        </p>
      ) : null}

      {product.ratingCount > 0 ? (
        <p className={styles.rating}>
          {/* The star is the span's ::before (product-card.css.ts `ratingShown`): one element less per card. */}
          <span className={styles.ratingShown} aria-hidden="true">
            {`${formatRating(product.rating)} (${formatCount(product.ratingCount)})`}
          </span>
          <span className={visuallyHidden}>Đánh giá: {ratingLabel(product.rating, product.ratingCount)}</span>
        </p>
      ) : null}

      {/* Price and button are the card's last two children, pinned to its bottom by the price's
          `margin-top: auto` (no wrapper: a listing page has dozens of cards). */}
      <Price price={product.price} salePrice={product.salePrice} size="md" className={styles.price} />
      {soldOut ? (
        <button type="button" className={styles.soldOutButton} disabled aria-describedby={titleId}>
          Hết hàng
        </button>
      ) : (
        <AddToCartForm
          productSaleId={product.id}
          redirectTo={redirectTo}
          reloadDocument
          className={styles.addForm}
          buttonClassName={styles.addButton}
          describedBy={titleId}
          labelTailClassName={styles.addLabelTail}
        />
      )}
    </article>
  );
}

export type ProductGridProps = {
  /** `<li>` elements, one `ProductCard` each: `<li key={p.id}><ProductCard … /></li>`. */
  children: ReactNode;
  /** Accessible name of the list, when no visible heading nearby names it. */
  label?: string;
  className?: string;
};

/** A responsive grid (`<ul>`) of product cards: 2 columns on phones, 3 from 768px, 5 from 1024px. */
export function ProductGrid({ children, label, className }: ProductGridProps) {
  return (
    <ul className={className ? `${styles.grid} ${className}` : styles.grid} aria-label={label}>
      {children}
    </ul>
  );
}
