/**
 * The one add-to-cart form (list cards and the product page): `POST /gio-hang` with `intent=add`,
 * `productSaleId`, `quantity` and `redirectTo`. The cart action (app/routes/cart.tsx) answers 303 back
 * to `redirectTo` (through `safeRedirectTo`) with a flash toast. It works with JavaScript off; its
 * button is always named "Thêm vào giỏ hàng" (ui-contract).
 *
 *   // a list card: one copy, a plain document POST
 *   <AddToCartForm productSaleId={p.id} redirectTo={current} reloadDocument
 *     className={styles.addForm} buttonClassName={styles.addButton} describedBy={titleId} icon={<CartPlusIcon />} />
 *   // the product page: a "Số lượng" field from 1 to `maxQuantity`
 *   <AddToCartForm productSaleId={p.id} redirectTo={`/san-pham/${p.id}`} quantity={{ max: 12, className: s.quantity }} … />
 */
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import * as ui from "~/components/ui/form.css";

export type AddToCartFormProps = {
  /** The product sale to add (`productSaleId` of the cart action). */
  productSaleId: number;
  /** Where the cart action sends the shopper back (the current path + query). */
  redirectTo: string;
  /**
   * A visible "Số lượng" field (id `quantity`, 1 to `max`, default 1) in a wrapper of class
   * `className`; absent → one copy (a hidden `quantity=1`).
   */
  quantity?: { max: number; className?: string };
  className?: string;
  buttonClassName: string;
  /** Id of the element naming the product (a card's title): the button's description. */
  describedBy?: string;
  /** Decorative icon before the button's label. */
  icon?: ReactNode;
  /**
   * Class of the label's last word ("hàng"): a narrow card hides it visually (the button reads
   * "Thêm vào giỏ" on one line) while its accessible name stays "Thêm vào giỏ hàng".
   */
  labelTailClassName?: string;
  /**
   * `true`: a plain document POST even with JavaScript on (list cards: no client navigation);
   * `false` (default): Remix enhances the submit into a client-side navigation.
   */
  reloadDocument?: boolean;
};

export function AddToCartForm({
  productSaleId,
  redirectTo,
  quantity,
  className,
  buttonClassName,
  describedBy,
  icon,
  labelTailClassName,
  reloadDocument,
}: AddToCartFormProps) {
  return (
    <Form method="post" action="/gio-hang" className={className} reloadDocument={reloadDocument}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productSaleId" value={productSaleId} />
      {quantity ? null : <input type="hidden" name="quantity" value="1" />}
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {quantity ? (
        <div className={quantity.className}>
          <label htmlFor="quantity" className={ui.label}>
            Số lượng
          </label>
          <input
            id="quantity"
            name="quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={quantity.max}
            defaultValue={1}
            className={ui.input}
          />
        </div>
      ) : null}
      <button type="submit" className={buttonClassName} aria-describedby={describedBy}>
        {icon}
        {labelTailClassName ? (
          <span>
            Thêm vào giỏ <span className={labelTailClassName}>hàng</span>
          </span>
        ) : (
          "Thêm vào giỏ hàng"
        )}
      </button>
    </Form>
  );
}
