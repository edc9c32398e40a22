/**
 * The HTTP side shared by the guest order routes (server/routes/order.ts), the account cart routes
 * (server/routes/account-cart.ts) and the account orders' repay (server/routes/user-orders.ts): the
 * request fields of a line quantity and of a checkout's payment, and the §7 envelopes of a checkout
 * and of an inventory check. The decisions behind them are the domain's: which gateway and what it is
 * sent (server/domain/payments.ts `startPayment`), whether a cart can be bought
 * (server/domain/cart.ts `assertCartAvailable`); an order's wire shape is server/domain/order-history.ts
 * `orderView`.
 */
import { z } from "zod";
import { assertCartAvailable, MAX_LINE_QUANTITY, type LineProblem } from "../domain/cart";
import type { Order } from "../domain/orders";
import { parseBuyerTaxId } from "../domain/buyer-tax-id";
import type { InvoiceRequest } from "../domain/invoices";
import { paymentMethodOf, type PaymentMethod } from "../domain/payment-methods";
import { startPayment } from "../domain/payments";
import { ok } from "./envelope";

/** Quantity of one line (1…99), with the messages of the guest calls. */
export const lineQuantity = z
  .number()
  .int()
  .min(1, "Số lượng phải từ 1 trở lên")
  .max(MAX_LINE_QUANTITY, `Số lượng tối đa là ${MAX_LINE_QUANTITY}`);

/**
 * A checkout's `PaymentMethod`: a method code of the payment-methods answer (`COD`, `VIETQR`, `MOMO`,
 * `VNPAY`, `EPAY`) or the stored name (`VNPay`, `ePay`, `COD`, `VietQR`, `MoMo`), any case → the stored
 * name. Anything else: 400 "Phương thức thanh toán không hợp lệ".
 */
const paymentMethodField = z
  .string({ required_error: "Vui lòng chọn phương thức thanh toán", invalid_type_error: "Phương thức thanh toán không hợp lệ" })
  .max(20, "Phương thức thanh toán không hợp lệ")
  .transform((v, ctx): PaymentMethod => {
    const method = paymentMethodOf(v);
    if (!method) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: "Phương thức thanh toán không hợp lệ" });
      return z.NEVER;
    }
    return method;
  });

/** The payment fields of a checkout (guest and account): method, one-time key, return URL, shopper IP. */
export const paymentFields = {
  PaymentMethod: paymentMethodField,
  IdempotencyKey: z.string().min(16).max(100),
  ReturnUrl: z
    .string()
    .url("Địa chỉ trả về không hợp lệ")
    .max(255, "Địa chỉ trả về quá dài (tối đa 255 ký tự)")
    // zod runs refinements even after .url() failed: never let `new URL` throw (a 500).
    .refine((u) => URL.canParse(u) && /^https?:$/.test(new URL(u).protocol), "Địa chỉ trả về không hợp lệ"),
  IpAddr: z.string().ip().optional(),
};

/**
 * A checkout's optional `Invoice` (ADR 0025): the buyer of a VAT invoice — `BuyerName` (company, unit
 * or person as registered), `TaxCode` (MST `0100109106` / `0100109106-001`, ĐVQHNS 7 digits, or a
 * 12-digit ID: server/domain/buyer-tax-id.ts), `Address`, `Email`. Each refusal is a field issue at
 * `Invoice.<Field>` with a Vietnamese message (400 VALIDATION_FAILED through `parse`).
 */
export const invoiceField = z
  .object({
    BuyerName: z.string().trim().min(1, "Vui lòng nhập tên đơn vị hoặc người mua").max(400, "Tên đơn vị quá dài (tối đa 400 ký tự)"),
    TaxCode: z.string().trim().max(30, "Mã số thuế không hợp lệ"),
    Address: z.string().trim().min(1, "Vui lòng nhập địa chỉ xuất hóa đơn").max(500, "Địa chỉ quá dài (tối đa 500 ký tự)"),
    Email: z.string().trim().email("Email nhận hóa đơn không đúng định dạng").max(254),
  })
  .transform((v, ctx): InvoiceRequest => {
    const id = parseBuyerTaxId(v.TaxCode);
    if (!id.ok) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: id.message, path: ["TaxCode"] });
      return z.NEVER;
    }
    return { buyerKind: id.kind, buyerName: v.BuyerName, buyerTaxCode: id.value, buyerAddress: v.Address, buyerEmail: v.Email };
  });

/**
 * The answer of a checkout (guest or account) or a repeated payment (`opts.attempt`): the envelope of
 * server/domain/payments.ts `startPayment` — `data` = the VNPay URL, the ePayModel, the MoMo payUrl, or
 * for COD / VietQR the placed order's facts (`OrderPlaced`, with `transfer`), `successMessage` naming
 * the method (spec §4 "Checkout result").
 * @throws ApiError 409 ORDER_CLOSED with `data.orderId` and `data.status` when the order is no longer
 *   pending; 502 PAYMENT_GATEWAY_ERROR when MoMo refuses or cannot be reached.
 */
export async function checkoutAnswer(
  deps: Parameters<typeof startPayment>[0],
  order: Order,
  opts: { ipAddr: string; returnUrl: string; attempt?: Date },
) {
  const { data, successMessage } = await startPayment(deps, order, opts);
  return ok(data, { successMessage });
}

/**
 * The answer of an inventory check: `{isOnlyDigital, totalProducts}` with "Các sản phẩm đều còn hàng".
 * @throws ApiError 409 LINES_UNAVAILABLE / 400 CART_EMPTY (server/domain/cart.ts `assertCartAvailable`).
 */
export function inventoryAnswer(cart: {
  problems: LineProblem[];
  lines: unknown[];
  totals: { isOnlyDigital: boolean; totalProducts: number };
}) {
  assertCartAvailable(cart);
  return ok(
    { isOnlyDigital: cart.totals.isOnlyDigital, totalProducts: cart.totals.totalProducts },
    { successMessage: "Các sản phẩm đều còn hàng" },
  );
}
