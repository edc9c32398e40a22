/**
 * Payments of an order: starting one (`startPayment`: the VNPay URL, the ePay form model, the MoMo
 * payUrl, the VietQR transfer details or the COD confirmation of a checkout or a repeated payment), and
 * the notifications (IPN): what a gateway's server-to-server call does to an order. State changes
 * belong to the IPN; the shopper's return page only shows the result. The bank feed's transfers are
 * ./bank-transfers.ts.
 * Source: docs/payment-gateways.md "VNPay, API 2.1.0" (IPN answer codes and order)
 * and "ePay / MegaPay" (`00_000` paid, `00_005` virtual account not paid, answer
 * `{resultCd: "00_000", resultMsg: "SUCCESS"}`).
 */
import type { UpstreamConfig } from "../config";
import type { Db } from "../db/client";
import { hasPaymentEvent, insertPaymentEvent, setPendingExpiry } from "../data/orders";
import { ApiError } from "../errors";
import { getEpayGateway, getMomoGateway, getVnpayGateway } from "../gateways";
import type { EpayModel, EpayVerification } from "../gateways/epay";
import type { MomoGateway } from "../gateways/momo";
import { formatGmt7, orderCodeOfTxnRef, type VnpayVerification } from "../gateways/vnpay";
import { transferOf, type TransferView } from "./bank-transfers";
import { closeOrder, findOrderByCode, markOrderPaid, type Order } from "./orders";

/** `data` of a checkout paid without a gateway page: COD (placed) or VietQR (waiting for the transfer). */
interface OrderPlaced {
  orderId: number;
  orderCode: string;
  paymentMethod: "COD" | "VietQR";
  /** `awaiting_delivery` (COD) or `pending` (VietQR). */
  status: Order["status"];
  /** What the customer pays, VND. */
  total: number;
  /** VietQR: what to transfer and what has arrived; COD: null. */
  transfer: TransferView | null;
}

/**
 * Where the shopper goes to pay, and the §4 "Checkout result" message: VNPay → the signed payment URL
 * and a message containing "VNPay"; ePay → the ePayModel `{gatewayUrl, fields}` and a message
 * containing "ePay"; MoMo → MoMo's payUrl and a message containing "MoMo"; COD and VietQR → the
 * `OrderPlaced` facts (no gateway page) and a message containing "COD" / "chuyển khoản".
 */
export type PaymentStart =
  { data: string; successMessage: string } | { data: EpayModel; successMessage: string } | { data: OrderPlaced; successMessage: string };

/**
 * Starts the payment of a pending order at its gateway (spec §4 "Checkout result"). A repeated
 * checkout of a pending order starts the same payment again.
 *
 * `opts.attempt` (a repeated payment of the same order, POST /api/User/orders/{id}/repay, ADR 0012):
 * the payment is a new gateway transaction started at that time — VNPay vnp_TxnRef
 * `{code}_{yyyyMMddHHmmss GMT+7}` (VNPay refuses a TxnRef already used that day; the IPN and the return
 * read the order code before `_`, server/gateways/vnpay.ts `orderCodeOfTxnRef`) with a fresh payment
 * window; ePay a merTrxId with the attempt's timestamp. `opts.returnUrl`: the storefront's return page
 * (ePay: its /thanh-toan/epay-result; MoMo: its redirectUrl); `opts.ipAddr`: the shopper's address
 * (VNPay vnp_IpAddr).
 *
 * MoMo: every call is a new MoMo payment with orderId `{code}_{ms since the epoch}` (MoMo refuses a
 * reused orderId, even for a double click), amount = the order's total, ipnUrl = config.momoIpnUrl.
 * VietQR: nothing is sent anywhere; the answer carries the transfer details (`transferOf`).
 * COD: an `awaiting_delivery` order is answered as placed.
 * @throws ApiError 409 ORDER_CLOSED with `data: {orderId, status}` when the order is no longer pending
 *   (COD: no longer awaiting delivery); 502 PAYMENT_GATEWAY_ERROR when MoMo refuses or cannot be
 *   reached (the order stays pending; the message is MoMo's or "Không kết nối được với MoMo …").
 */
export async function startPayment(
  deps: { db: Db; config: UpstreamConfig; momo?: MomoGateway },
  order: Order,
  opts: { ipAddr: string; returnUrl: string; attempt?: Date },
): Promise<PaymentStart> {
  const { db, config } = deps;
  const open = order.paymentMethod === "COD" ? order.status === "awaiting_delivery" : order.status === "pending";
  if (!open) {
    throw new ApiError(409, "ORDER_CLOSED", `Đơn hàng ${order.code} đã được xử lý`, { orderId: order.id, status: order.status });
  }
  const what = `${opts.attempt ? "Thanh toán lại đơn hàng" : "Đơn hàng"} ${order.code}${opts.attempt ? "" : " đã được tạo"}`;
  const placed = (paymentMethod: "COD" | "VietQR"): OrderPlaced => ({
    orderId: order.id,
    orderCode: order.code,
    paymentMethod,
    status: order.status,
    total: order.total,
    transfer: transferOf(db, config, order),
  });
  switch (order.paymentMethod) {
    case "COD":
      return { data: placed("COD"), successMessage: `${what}, thanh toán khi nhận hàng (COD)` };
    case "VietQR":
      return { data: placed("VietQR"), successMessage: `${what}, vui lòng chuyển khoản theo mã VietQR` };
    case "MoMo": {
      const momo = deps.momo ?? getMomoGateway(config);
      const at = opts.attempt ?? new Date();
      const result = await momo.createPayment({
        orderId: `${order.code}_${at.getTime()}`,
        amount: order.total,
        orderInfo: `Thanh toán đơn hàng ${order.code}`,
        redirectUrl: opts.returnUrl,
        ipnUrl: config.momoIpnUrl,
      });
      if (!result.ok) throw new ApiError(502, "PAYMENT_GATEWAY_ERROR", result.message, { resultCode: result.resultCode });
      return { data: result.payUrl, successMessage: `${what}, chuyển đến ví MoMo` };
    }
    case "ePay": {
      const model = getEpayGateway(config).buildEpayModel({
        order: { code: order.code, total: order.total, createdAt: opts.attempt?.toISOString() ?? order.createdAt },
        returnUrl: opts.returnUrl,
        buyer: { name: order.customerName, phone: order.phone, email: order.email, userId: order.userId },
      });
      return { data: model, successMessage: `${what}, chuyển đến cổng thanh toán ePay` };
    }
    case "VNPay": {
      const url = getVnpayGateway(config).buildPaymentUrl({
        order: { code: opts.attempt ? `${order.code}_${formatGmt7(opts.attempt)}` : order.code, total: order.total },
        ipAddr: opts.ipAddr,
        returnUrl: opts.returnUrl,
        now: opts.attempt ?? new Date(order.createdAt),
      });
      return { data: url, successMessage: `${what}, chuyển đến cổng thanh toán VNPay` };
    }
  }
}

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
 * 2. no order with code vnp_TxnRef (the part before `_` of a repeated payment's ref) → `01`;
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
export function recordVnpayIpn(db: Db, verified: VnpayVerification, opts: { now?: Date; logger?: PaymentLogger } = {}): VnpayIpnAnswer {
  const { now = new Date(), logger } = opts;
  try {
    if (!verified.isVerified) return VNPAY_IPN_ANSWERS.invalidSignature;
    return db.transaction((tx) => {
      const order = findOrderByCode(tx, orderCodeOfTxnRef(verified.txnRef));
      if (!order) return VNPAY_IPN_ANSWERS.orderNotFound;

      const logEvent = (outcome: "paid" | "failed" | "ignored") =>
        insertPaymentEvent(tx, {
          orderId: order.id,
          gateway: "VNPay",
          responseCode: verified.responseCode,
          transactionNo: verified.transactionNo || null,
          amount: Math.round(verified.amount ?? 0),
          outcome,
          raw: JSON.stringify(verified.params),
          createdAt: now.toISOString(),
        });
      const ignore = (answer: VnpayIpnAnswer, reason: string): VnpayIpnAnswer => {
        logEvent("ignored");
        if (verified.isPaid && order.status !== "paid") {
          logger?.warn(
            {
              orderCode: order.code,
              status: order.status,
              total: order.total,
              amount: verified.amount,
              transactionNo: verified.transactionNo,
              reason,
            },
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

/** The JSON body answered to an ePay IPN (HTTP 200, not the API envelope). */
export interface EpayIpnAnswer {
  resultCd: "00_000" | "01_001" | "01_002" | "01_003" | "01_004" | "99_999";
  resultMsg: string;
}

/**
 * Answers to an ePay IPN. `00_000 SUCCESS` is ePay's (reference doc); the refusals are defined by the
 * reference upstream (no public MegaPay list): `01_001` bad token, `01_002` unknown order, `01_003`
 * amount ≠ order total, `01_004` the order was already closed the other way (e.g. paid after it
 * expired: refund needed), `99_999` internal error.
 */
export const EPAY_IPN_ANSWERS = Object.freeze({
  success: Object.freeze({ resultCd: "00_000", resultMsg: "SUCCESS" }),
  invalidToken: Object.freeze({ resultCd: "01_001", resultMsg: "INVALID_TOKEN" }),
  orderNotFound: Object.freeze({ resultCd: "01_002", resultMsg: "ORDER_NOT_FOUND" }),
  invalidAmount: Object.freeze({ resultCd: "01_003", resultMsg: "INVALID_AMOUNT" }),
  alreadyProcessed: Object.freeze({ resultCd: "01_004", resultMsg: "ORDER_ALREADY_PROCESSED" }),
  unknownError: Object.freeze({ resultCd: "99_999", resultMsg: "UNKNOWN_ERROR" }),
} as const satisfies Record<string, EpayIpnAnswer>);

/** How long an order whose virtual account was assigned (`00_005`) keeps its stock after the notification. */
const EPAY_VIRTUAL_ACCOUNT_HOLD_HOURS = 24;

/**
 * Records an ePay IPN whose token has been checked by `EpayGateway.verifyEpayIpn`, and returns the
 * answer for ePay. Mirrors `recordVnpayIpn`:
 * 1. token not verified → `01_001` (nothing read or written);
 * 2. no ePay order with the code of merTrxId → `01_002`;
 * 3. amount (VND) ≠ `orders.total` → `01_003` (event "ignored");
 * 4. the order is pending, in ONE transaction with a payment event (gateway ePay, resultCd, trxId,
 *    amount, outcome, raw params) → `00_000`:
 *    - `00_000` → paid (`markOrderPaid`: the codes' usedCount and the affiliate commission too);
 *    - `00_005` → stays pending (outcome "pending"); its hold is extended to at least
 *      EPAY_VIRTUAL_ACCOUNT_HOLD_HOURS after `now` so that the transfer can arrive;
 *    - any other code → failed, stock given back (`closeOrder`);
 * 5. the order is no longer pending (repeated IPN): nothing changes, event "ignored"; answer `00_000`
 *    when the IPN agrees with the order (paid/paid, not paid/closed, or `00_005`), else `01_004`
 *    (e.g. a payment for an order that expired: logged as a refund to make).
 * Any exception → `99_999` (rolled back). Never throws.
 */
export function recordEpayIpn(db: Db, verified: EpayVerification, opts: { now?: Date; logger?: PaymentLogger } = {}): EpayIpnAnswer {
  const { now = new Date(), logger } = opts;
  try {
    if (!verified.isVerified) return EPAY_IPN_ANSWERS.invalidToken;
    return db.transaction((tx) => {
      const order = findOrderByCode(tx, verified.orderCode);
      if (!order || order.paymentMethod !== "ePay") return EPAY_IPN_ANSWERS.orderNotFound;

      const logEvent = (outcome: "paid" | "failed" | "pending" | "ignored") =>
        insertPaymentEvent(tx, {
          orderId: order.id,
          gateway: "ePay",
          responseCode: verified.resultCd,
          transactionNo: verified.trxId || null,
          amount: verified.amount ?? 0,
          outcome,
          raw: JSON.stringify(verified.params),
          createdAt: now.toISOString(),
        });

      if (verified.amount !== order.total) {
        logEvent("ignored");
        if (verified.isPaid)
          logger?.warn(
            { orderCode: order.code, total: order.total, amount: verified.amount, trxId: verified.trxId },
            "ePay IPN: amount mismatch on a payment; refund needed",
          );
        return EPAY_IPN_ANSWERS.invalidAmount;
      }

      if (order.status === "pending") {
        if (verified.isPending) {
          const holdUntil = new Date(now.getTime() + EPAY_VIRTUAL_ACCOUNT_HOLD_HOURS * 3_600_000).toISOString();
          if (holdUntil > order.expiresAt) setPendingExpiry(tx, order.id, holdUntil);
          logEvent("pending");
          return EPAY_IPN_ANSWERS.success;
        }
        const changed = verified.isPaid ? markOrderPaid(tx, order.id, now) : closeOrder(tx, order.id, "failed", now);
        if (changed) {
          logEvent(verified.isPaid ? "paid" : "failed");
          return EPAY_IPN_ANSWERS.success;
        }
      }

      // Not pending any more: a repeat (same verdict) or a late, conflicting notification.
      logEvent("ignored");
      const current = findOrderByCode(tx, verified.orderCode)!;
      const agrees = verified.isPending || (verified.isPaid ? current.status === "paid" : current.status !== "paid");
      if (agrees) return EPAY_IPN_ANSWERS.success;
      if (verified.isPaid) {
        logger?.warn(
          { orderCode: current.code, status: current.status, total: current.total, trxId: verified.trxId },
          "ePay IPN: payment received for an order that cannot be paid; refund needed",
        );
      }
      return EPAY_IPN_ANSWERS.alreadyProcessed;
    });
  } catch (err) {
    logger?.error({ err, merTrxId: verified.merTrxId }, "ePay IPN: recording failed");
    return EPAY_IPN_ANSWERS.unknownError;
  }
}

/** How a MoMo IPN was answered: the HTTP status MoMo gets (204 = accepted; anything else is retried by MoMo). */
export interface MomoIpnResult {
  status: 204 | 400 | 401 | 404;
  /** What was done, for the log: "paid", "failed", "pending", "duplicate", "ignored", "forged", "unknown order", "amount mismatch". */
  outcome: string;
}

/** What `MomoGateway.verifyIpn` reports (see server/gateways/momo.ts). */
type MomoVerification = ReturnType<MomoGateway["verifyIpn"]>;

/**
 * Records a MoMo IPN checked by `MomoGateway.verifyIpn` (ADR 0022), mirroring `recordVnpayIpn`:
 * 1. not verified (forged signature, another partner) → 401, nothing read or written;
 * 2. no MoMo order with the code before `_` of MoMo's orderId → 404;
 * 3. amount ≠ the order's total → 400, event "ignored" (a warning when money was taken);
 * 4. transId already acted on (MoMo retries) → 204, nothing changes;
 * 5. order pending, in ONE transaction with a payment event (gateway MoMo, resultCode, transId, amount,
 *    outcome, raw fields): resultCode 0 → paid (`markOrderPaid`); 9000 / 1000 (authorised, waiting for
 *    the payer) → stays pending, event "pending"; any other code → failed, stock given back
 *    (`closeOrder`, as VNPay's failure) → 204;
 * 6. order no longer pending → 204, event "ignored" (a warning when money was taken: refund needed).
 * Any exception → rethrown after rollback (the route answers 204 only when recorded).
 */
export function recordMomoIpn(db: Db, verified: MomoVerification, opts: { now?: Date; logger?: PaymentLogger } = {}): MomoIpnResult {
  const { now = new Date(), logger } = opts;
  if (!verified.isVerified) return { status: 401, outcome: "forged" };
  return db.transaction((tx): MomoIpnResult => {
    const order = findOrderByCode(tx, orderCodeOfTxnRef(verified.orderId));
    if (!order || order.paymentMethod !== "MoMo") return { status: 404, outcome: "unknown order" };
    const logEvent = (outcome: "paid" | "failed" | "pending" | "ignored") =>
      insertPaymentEvent(tx, {
        orderId: order.id,
        gateway: "MoMo",
        responseCode: String(verified.resultCode ?? ""),
        transactionNo: verified.transId || null,
        amount: verified.amount ?? 0,
        outcome,
        raw: JSON.stringify(verified.params),
        createdAt: now.toISOString(),
      });
    const refundWarning = (reason: string) => {
      if (verified.isPaid)
        logger?.warn(
          { orderCode: order.code, status: order.status, total: order.total, amount: verified.amount, transId: verified.transId, reason },
          "MoMo IPN: payment received for an order that cannot be paid; refund needed",
        );
    };
    if (verified.amount !== order.total) {
      logEvent("ignored");
      refundWarning("amount mismatch");
      return { status: 400, outcome: "amount mismatch" };
    }
    if (verified.transId && hasPaymentEvent(tx, "MoMo", verified.transId)) return { status: 204, outcome: "duplicate" };
    if (order.status === "pending") {
      if (verified.resultCode === 9000 || verified.resultCode === 1000) {
        logEvent("pending");
        return { status: 204, outcome: "pending" };
      }
      const changed = verified.isPaid ? markOrderPaid(tx, order.id, now) : closeOrder(tx, order.id, "failed", now);
      if (changed) {
        logEvent(verified.isPaid ? "paid" : "failed");
        return { status: 204, outcome: verified.isPaid ? "paid" : "failed" };
      }
    }
    logEvent("ignored");
    refundWarning(`order ${order.status}`);
    return { status: 204, outcome: "ignored" };
  });
}
