/**
 * The checkout step machine of spec §4 ("Cart step (tabIndex)") as a pure function, and the URL of
 * each step (ADR 0002: steps are URLs). Route modules redirect to `stepPath(nextStep(event))`.
 *
 *   0 cart → 1 after the inventory check (or the guests' calculation)
 *   → 2 when the inventory check finds only digital items, and after the shipping address is saved
 *   → 4 after a successful checkout, or at once when the order is placed without a gateway page
 *     (cash on delivery, VietQR bank transfer: ADR 0022)
 *   stays on 2 when the chosen payment method is refused for this cart (the form is kept, the
 *     reason shown beside the method)
 *   back to 0 after a failed checkout, inventory check or calculation.
 *
 * Step 4 (the confirmation page) then follows the order's payment (`paymentState`): paid, cash on
 * delivery, waiting for a bank transfer (in full or short), the transfer's deadline passed, waiting
 * for a gateway's result, or closed.
 */
import type { ORDER_STATUSES } from "~/constants";
import type { PaymentMethod } from "~/upstream/schemas";

export type Step = 0 | 1 | 2 | 4;

export type StepEvent =
  | { type: "inventory-checked"; isOnlyDigital: boolean }
  | { type: "calculated" }
  | { type: "address-saved" }
  | { type: "checkout-succeeded" }
  | { type: "order-placed" }
  | { type: "method-refused" }
  | { type: "checkout-failed" }
  | { type: "inventory-failed" }
  | { type: "calculation-failed" };

/** The step after `event` (spec §4). */
export function nextStep(event: StepEvent): Step {
  switch (event.type) {
    case "inventory-checked":
      return event.isOnlyDigital ? 2 : 1;
    case "calculated":
      return 1;
    case "address-saved":
      return 2;
    case "checkout-succeeded":
    case "order-placed":
      return 4;
    case "method-refused":
      return 2;
    case "checkout-failed":
    case "inventory-failed":
    case "calculation-failed":
      return 0;
  }
}

/** Why a cart of e-books only goes from the cart straight to payment (the cart and the payment step say it). */
export const EBOOK_ONLY_NOTE =
  "Giỏ hàng chỉ có ebook nên không có bước giao hàng: ebook không cần gửi đi, không mất phí vận chuyển và có ngay trong “Thư viện của tôi” sau khi thanh toán.";

/** The storefront URL of a step (4 needs the order id). */
export function stepPath(step: Step, orderId?: number): string {
  switch (step) {
    case 0:
      return "/gio-hang";
    case 1:
      return "/gio-hang/giao-hang";
    case 2:
      return "/gio-hang/thanh-toan";
    case 4:
      return orderId ? `/xac-nhan-don-hang/${orderId}` : "/gio-hang";
  }
}

/**
 * The storefront page a payment gateway sends the shopper back to (its path; the checkout prefixes
 * the public origin): VNPay and MoMo verify through the upstream and answer 303 to step 4, ePay has
 * its result page. Null for the methods without a gateway page (COD, VietQR).
 */
export function gatewayReturnPath(method: PaymentMethod): string | null {
  switch (method) {
    case "VNPay":
      return "/thanh-toan/vnpay-return";
    case "ePay":
      return "/thanh-toan/epay-result";
    case "MoMo":
      return "/thanh-toan/momo-return";
    case "COD":
    case "VietQR":
      return null;
  }
}

/** What step 4 says about the order's payment (see `paymentState`). Money integer VND; times ISO-8601. */
export type PaymentState =
  /** Paid (or since shipped / delivered). */
  | { kind: "paid" }
  /** Cash on delivery, not yet delivered: "Chờ giao hàng – thanh toán khi nhận". */
  | { kind: "cod" }
  /** VietQR, nothing (or not all) received yet, before `deadline`: "Chờ chuyển khoản". */
  | { kind: "transfer-waiting"; deadline: string }
  /** VietQR, part received: "Đã nhận N ₫, còn thiếu M ₫". */
  | { kind: "transfer-short"; received: number; shortBy: number; deadline: string }
  /** VietQR whose deadline passed (the order fails at expiry). */
  | { kind: "transfer-expired" }
  /** A card or wallet gateway's result has not arrived yet. */
  | { kind: "gateway-pending" }
  /** Failed or cancelled. */
  | { kind: "closed" };

/** The order facts `paymentState` reads (the upstream's order; `transfer` only for VietQR). */
export interface PaymentFacts {
  status: (typeof ORDER_STATUSES)[number];
  paymentMethod: PaymentMethod;
  transfer?: { expiresAt: string; received: number; shortBy: number } | null;
}

/**
 * The payment state of step 4 for an order at `now` (a pure function of the upstream's answer).
 * A VietQR order still `pending` past its deadline counts as expired even before the upstream's
 * expiry timer has failed it, so the page never asks for money the shop would not match.
 */
export function paymentState(order: PaymentFacts, now: Date): PaymentState {
  switch (order.status) {
    case "paid":
    case "delivered":
      return { kind: "paid" };
    case "shipping":
      return order.paymentMethod === "COD" ? { kind: "cod" } : { kind: "paid" };
    case "awaiting_delivery":
      return { kind: "cod" };
    case "failed":
      return order.paymentMethod === "VietQR" && order.transfer ? { kind: "transfer-expired" } : { kind: "closed" };
    case "cancelled":
      return { kind: "closed" };
    case "returned":
      // A parcel the carrier brought back: paid online (refund due) or a COD order never paid.
      return order.paymentMethod === "COD" ? { kind: "closed" } : { kind: "paid" };
    case "pending": {
      const t = order.transfer;
      if (order.paymentMethod !== "VietQR" || !t) return { kind: "gateway-pending" };
      if (Date.parse(t.expiresAt) <= now.getTime()) return { kind: "transfer-expired" };
      if (t.received > 0 && t.shortBy > 0)
        return { kind: "transfer-short", received: t.received, shortBy: t.shortBy, deadline: t.expiresAt };
      return { kind: "transfer-waiting", deadline: t.expiresAt };
    }
  }
}

/** Whether step 4 should look again for the payment by itself (a bank transfer still expected). */
export function awaitsTransfer(state: PaymentState): boolean {
  return state.kind === "transfer-waiting" || state.kind === "transfer-short";
}

/** Whether the order was placed (step 4's "Đặt hàng thành công"): paid, cash on delivery, or a transfer still expected. */
export function orderPlaced(state: PaymentState): boolean {
  return state.kind === "paid" || state.kind === "cod" || awaitsTransfer(state);
}
