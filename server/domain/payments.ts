/**
 * Payment notifications (IPN): what a gateway's server-to-server call does to an order.
 * State changes belong to the IPN; the shopper's return page only shows the result.
 * Source: /work/shared/reference/payment-gateways.md "VNPay, API 2.1.0" (IPN answer codes and order).
 */
import type { Db } from "../db/client";
import { paymentEvents } from "../db/schema";
import type { VnpayVerification } from "../gateways/vnpay";
import { closeOrder, findOrderByCode, markOrderPaid } from "./orders";

/** The JSON body VNPay expects in answer to an IPN (HTTP 200, not the API envelope). */
export interface VnpayIpnAnswer {
  RspCode: "00" | "01" | "02" | "04" | "97" | "99";
  Message: string;
}

/** VNPay's IPN answers, with the messages VNPay's integration guide uses (its spelling included). */
export const VNPAY_IPN_ANSWERS = Object.freeze({
  success: Object.freeze({ RspCode: "00", Message: "Confirm Success" }),
  orderNotFound: Object.freeze({ RspCode: "01", Message: "Order not found" }),
  alreadyConfirmed: Object.freeze({ RspCode: "02", Message: "Order already confirmed" }),
  invalidAmount: Object.freeze({ RspCode: "04", Message: "Invalid amount" }),
  invalidSignature: Object.freeze({ RspCode: "97", Message: "Invalid signature" }),
  unknownError: Object.freeze({ RspCode: "99", Message: "Unknow error" }),
} as const satisfies Record<string, VnpayIpnAnswer>);

/** Minimal logger (Fastify's `request.log` fits). */
export interface PaymentLogger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Records a VNPay IPN whose signature has been checked by `VnpayGateway.verifyIpn`, and returns the
 * answer for VNPay. Checks, in the reference doc's order:
 * 1. signature not verified → `97` (nothing read or written);
 * 2. no order with code vnp_TxnRef → `01`;
 * 3. amount (VND) ≠ `orders.total` → `04`;
 * 4. order no longer pending → `02`. A repeated IPN lands here: it changes neither the order nor the
 *    stock (idempotent), it is only logged as a payment event with outcome "ignored";
 * 5. otherwise, in ONE transaction: pending → paid (`markOrderPaid`) when `isPaid`, else
 *    pending → failed with the stock given back (`closeOrder(…, "failed")`), plus a payment event
 *    (gateway VNPay, response code, transaction no, amount VND, outcome "paid" | "failed", raw params)
 *    → `00`.
 * Any exception → `99` (the transaction is rolled back). Never throws.
 *
 * Cases 3 and 4 also write an "ignored" payment event (one row per verified call, schema.ts), and log a
 * warning when money was taken for an order that can no longer be paid (support must refund).
 *
 * @param opts.now time of the state change (default: now); opts.logger for warnings and errors.
 */
export function recordVnpayIpn(
  db: Db,
  verified: VnpayVerification,
  opts: { now?: Date; logger?: PaymentLogger } = {},
): VnpayIpnAnswer {
  const { now = new Date(), logger } = opts;
  try {
    if (!verified.isVerified) return VNPAY_IPN_ANSWERS.invalidSignature;
    return db.transaction((tx) => {
      const order = findOrderByCode(tx, verified.txnRef);
      if (!order) return VNPAY_IPN_ANSWERS.orderNotFound;

      const logEvent = (outcome: "paid" | "failed" | "ignored") =>
        tx
          .insert(paymentEvents)
          .values({
            orderId: order.id,
            gateway: "VNPay",
            responseCode: verified.responseCode,
            transactionNo: verified.transactionNo || null,
            amount: Math.round(verified.amount ?? 0),
            outcome,
            raw: JSON.stringify(verified.params),
            createdAt: now.toISOString(),
          })
          .run();
      const ignore = (answer: VnpayIpnAnswer, reason: string): VnpayIpnAnswer => {
        logEvent("ignored");
        if (verified.isPaid && order.status !== "paid") {
          logger?.warn(
            { orderCode: order.code, status: order.status, total: order.total, amount: verified.amount, transactionNo: verified.transactionNo, reason },
            "VNPay IPN: payment received for an order that cannot be paid; refund needed",
          );
        }
        return answer;
      };

      if (verified.amount !== order.total) return ignore(VNPAY_IPN_ANSWERS.invalidAmount, "amount mismatch");
      if (order.status !== "pending") return ignore(VNPAY_IPN_ANSWERS.alreadyConfirmed, `order ${order.status}`);

      const changed = verified.isPaid ? markOrderPaid(tx, order.id, now) : closeOrder(tx, order.id, "failed", now);
      // Not pending any more (cannot happen inside this synchronous transaction, kept for safety).
      if (!changed) return ignore(VNPAY_IPN_ANSWERS.alreadyConfirmed, "order no longer pending");
      logEvent(verified.isPaid ? "paid" : "failed");
      return VNPAY_IPN_ANSWERS.success;
    });
  } catch (err) {
    logger?.error({ err, txnRef: verified.txnRef }, "VNPay IPN: recording failed");
    return VNPAY_IPN_ANSWERS.unknownError;
  }
}
