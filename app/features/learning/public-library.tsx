/**
 * Pieces of the public library's course and lesson pages (spec §2 /thu-vien/khoa-hoc/{id},
 * /thu-vien/bai-hoc/{id} and their mobile views /mobile/course/{id}, /mobile/lesson/{id};
 * ADR 0013): which family of links a page keeps to, where an outline's lesson leads, and the buy
 * panel — the `Mua khóa học` link to the product that sells the course, its price, and a
 * `Thêm vào giỏ hàng` form that puts that product in the cart (a plain POST: works without JavaScript).
 */
import { Link } from "@remix-run/react";
import type { LessonSummary } from "~/upstream/schemas";
import { formatVnd } from "~/utils/money";
import { AddToCartForm } from "../cart/add-to-cart-form";
import * as button from "~/components/ui/button.css";
import { lessonPath } from "./learning";
import { routeVariantOfPath } from "~/routing/variant";
import * as s from "./public-library.css";

/** The public pages' views: the normal page or its chrome-less mobile twin. */
export type PublicView = "public" | "mobile";

/** The view of a request's `pathname`: a mobile route (app/routing/variant.ts) → the mobile view, shown without chrome. */
export function publicViewOf(pathname: string): PublicView {
  return routeVariantOfPath(pathname).view === "mobile" ? "mobile" : "public";
}

/**
 * Where a lesson of a public outline leads: its public lesson page, in the same family of views. A
 * locked lesson's public page says it is locked, with the course's price and a buy button, and
 * offers owners `Vào học` — a guest's click is never bounced to the login page.
 */
export function publicLessonHref(lesson: Pick<LessonSummary, "id">, view: PublicView): string {
  return lessonPath(lesson.id, view);
}

/** Whether a public outline shows `lesson` as locked: every lesson but the free previews. */
export function isLockedForPublic(lesson: Pick<LessonSummary, "isPreview">): boolean {
  return !lesson.isPreview;
}

export type BuyCourseProps = {
  productId: number | null;
  productName: string | null;
  /** The product's sale price, VND; null → no price shown (an upstream that gives none). */
  productPrice: number | null;
  /** Where `Thêm vào giỏ hàng` leads after adding (the cart by default). */
  redirectTo?: string;
};

/**
 * The buy panel's content: `Mua khóa học – kèm sách {productName} · {price}` linking to the product
 * that sells the course, the price on its own line, and `Thêm vào giỏ hàng` (POST `/gio-hang`, then
 * the cart) — or a sentence saying no product sells it (`productId` null).
 */
export function BuyCourse({ productId, productName, productPrice, redirectTo = "/gio-hang" }: BuyCourseProps) {
  if (productId === null) return <p>Khóa học này hiện chưa được bán kèm sách nào.</p>;
  const price = productPrice === null ? null : productPrice === 0 ? "Miễn phí" : formatVnd(productPrice);
  const label = productName ? `Mua khóa học – kèm sách ${productName}` : "Mua khóa học";
  return (
    <div className={s.buy}>
      {price ? (
        <p className={s.buyPrice}>
          <span className={s.buyPriceLabel}>Giá khóa học (kèm sách): </span>
          <strong>{price}</strong>
        </p>
      ) : null}
      <p className={s.buyLink}>
        <Link to={`/san-pham/${productId}`}>{price ? `${label} · ${price}` : label}</Link>
      </p>
      <AddToCartForm
        productSaleId={productId}
        redirectTo={redirectTo}
        reloadDocument
        className={s.buyForm}
        buttonClassName={`${button.primary} ${s.buyButton}`}
      />
    </div>
  );
}
