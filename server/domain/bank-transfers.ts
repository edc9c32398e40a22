/**
 * VietQR bank transfers of orders (ADR 0022 "Order wiring"): what the shopper is asked to transfer
 * (`transferOf`: the VietQR payload to the shop's account with the order's total and memo, and what has
 * arrived so far), and what the bank feed's webhook does with each reported transaction
 * (`recordBankTransfer`).
 *
 * Rules of the feed: one row per SePay transaction id (a repeated webhook changes nothing); money sent
 * out is ignored; the order is found by its code in the memo (`findOrderCodeInMemo`); for a pending
 * VietQR order inside its hold the transfers add up, and the order is paid (`markOrderPaid`, as for the
 * card gateways) as soon as they reach its total; anything else — no code, two codes, an unknown
 * order, another method's order, an expired, failed, cancelled or already paid order, another account —
 * is recorded `unmatched` with the reason, for staff, and never changes an order. Money is integer VND;
 * times ISO-8601 UTC.
 */
import type { UpstreamConfig } from "../config";
import type { Db } from "../db/client";
import { insertBankTransfer, findBankTransferBySepayId, receivedForOrder } from "../data/bank-transfers";
import type { DbOrTx } from "../data/tx";
import { bankMemoOf, findOrderCodeInMemo } from "../gateways/bank-memo";
import { sepayTransactionTime, type SepayTransaction } from "../gateways/sepay";
import { buildVietQr } from "../gateways/vietqr";
import { formatVnd } from "./discounts";
import { closeOrder, EXPIRED_NOTE, findOrderByCode, markOrderPaid, type Order } from "./orders";

/** The shop's receiving account (config BANK_*). */
export type BankAccountConfig = Pick<UpstreamConfig, "BANK_BIN" | "BANK_ACCOUNT_NUMBER" | "BANK_ACCOUNT_NAME" | "BANK_NAME">;

/** What a VietQR order asks the shopper to transfer, and what has arrived (schema `Transfer` of docs/openapi.yaml). */
export interface TransferView {
  /** The VietQR (NAPAS EMVCo) string to draw as a QR: the shop's account, `amount`, `memo`. */
  payload: string;
  bankName: string;
  /** The bank's 6-digit NAPAS BIN. */
  bankBin: string;
  accountNumber: string;
  accountName: string;
  /** The order's total, VND. */
  amount: number;
  /** The transfer memo to type: the order code without its dash ("DH261122004217"). */
  memo: string;
  /** Until when the order waits for the money (its `expiresAt`), ISO-8601 UTC. */
  expiresAt: string;
  /** VND received so far for this order. */
  received: number;
  /** VND still missing (total − received, never below 0). */
  shortBy: number;
}

/** The transfer details of a VietQR order (any status: the history keeps them), else null. */
export function transferOf(db: DbOrTx, bank: BankAccountConfig, order: Order): TransferView | null {
  if (order.paymentMethod !== "VietQR") return null;
  const memo = bankMemoOf(order.code);
  const received = receivedForOrder(db, order.id);
  return {
    payload: buildVietQr({ bankBin: bank.BANK_BIN, accountNumber: bank.BANK_ACCOUNT_NUMBER, amount: order.total, memo }),
    bankName: bank.BANK_NAME,
    bankBin: bank.BANK_BIN,
    accountNumber: bank.BANK_ACCOUNT_NUMBER,
    accountName: bank.BANK_ACCOUNT_NAME,
    amount: order.total,
    memo,
    expiresAt: order.expiresAt,
    received,
    shortBy: Math.max(0, order.total - received),
  };
}

/** What `recordBankTransfer` did with one reported transaction. */
export type BankTransferOutcome =
  /** Already recorded (SePay retried): nothing changed. */
  | { outcome: "duplicate" }
  /** Money sent out of the account: recorded, nothing else. */
  | { outcome: "ignored" }
  /** This transfer completed the order: it is paid now. `excess` VND beyond the total is for staff to refund. */
  | { outcome: "paid"; orderId: number; received: number; excess: number }
  /** Counted for the order, which still misses `shortBy` VND. */
  | { outcome: "partial"; orderId: number; received: number; shortBy: number }
  /** Left for staff, with the reason (Vietnamese). */
  | { outcome: "unmatched"; orderId: number | null; reason: string };

/** The reasons of unmatched money (exact texts stored in `bank_transfers.reason`). */
const UNMATCHED_REASONS = {
  noCode: "Không tìm thấy mã đơn hàng trong nội dung chuyển khoản",
  ambiguous: (codes: string[]) => `Nội dung chuyển khoản có nhiều mã đơn hàng: ${codes.join(", ")}`,
  unknownOrder: (code: string) => `Không có đơn hàng ${code}`,
  otherMethod: (code: string) => `Đơn hàng ${code} không chọn chuyển khoản VietQR`,
  expired: (code: string) => `Đơn hàng ${code} đã hết hạn thanh toán`,
  closed: (code: string, status: string) => `Đơn hàng ${code} không còn chờ thanh toán (${status})`,
  otherAccount: (account: string) => `Giao dịch trên tài khoản khác (${account})`,
} as const;

/**
 * Records one transaction of the bank feed (already authenticated and parsed) and applies it, in ONE
 * transaction; see the module's rules. Idempotent on `transaction.id`.
 * An order still `pending` but past its `expiresAt` (the expiry timer has not run yet) is failed
 * first ("Hết hạn thanh toán") and the money left unmatched: late money never revives an order.
 * @param opts.now the time of the decision (default now); opts.account the shop's account number.
 * @throws only on a database failure (the transaction is rolled back; the webhook should be retried).
 */
export function recordBankTransfer(db: Db, transaction: SepayTransaction, opts: { account: string; now?: Date }): BankTransferOutcome {
  const now = opts.now ?? new Date();
  return db.transaction((tx) => {
    if (findBankTransferBySepayId(tx, transaction.id)) return { outcome: "duplicate" };
    const record = (values: { outcome: "paid" | "partial" | "unmatched" | "ignored"; orderId: number | null; reason: string | null }) =>
      insertBankTransfer(tx, {
        sepayId: transaction.id,
        ...values,
        transferType: transaction.transferType,
        amount: transaction.transferAmount,
        content: transaction.content,
        accountNumber: transaction.accountNumber,
        bank: transaction.gateway,
        referenceCode: transaction.referenceCode,
        transactionAt: sepayTransactionTime(transaction.transactionDate)?.toISOString() ?? null,
        raw: JSON.stringify(transaction),
        createdAt: now.toISOString(),
      });
    const unmatched = (orderId: number | null, reason: string): BankTransferOutcome => {
      record({ outcome: "unmatched", orderId, reason });
      return { outcome: "unmatched", orderId, reason };
    };

    if (transaction.transferType === "out") {
      record({ outcome: "ignored", orderId: null, reason: null });
      return { outcome: "ignored" };
    }
    if (transaction.accountNumber !== opts.account) return unmatched(null, UNMATCHED_REASONS.otherAccount(transaction.accountNumber));
    const match = findOrderCodeInMemo(transaction.content);
    if (match.kind === "none") return unmatched(null, UNMATCHED_REASONS.noCode);
    if (match.kind === "ambiguous") return unmatched(null, UNMATCHED_REASONS.ambiguous(match.orderCodes));
    const order = findOrderByCode(tx, match.orderCode);
    if (!order) return unmatched(null, UNMATCHED_REASONS.unknownOrder(match.orderCode));
    if (order.paymentMethod !== "VietQR") return unmatched(order.id, UNMATCHED_REASONS.otherMethod(order.code));
    if (order.status === "pending" && Date.parse(order.expiresAt) <= now.getTime()) {
      closeOrder(tx, order.id, "failed", now, EXPIRED_NOTE);
      return unmatched(order.id, UNMATCHED_REASONS.expired(order.code));
    }
    if (order.status !== "pending") {
      const reason = order.status === "failed" ? UNMATCHED_REASONS.expired(order.code) : UNMATCHED_REASONS.closed(order.code, order.status);
      return unmatched(order.id, reason);
    }

    const received = receivedForOrder(tx, order.id) + transaction.transferAmount;
    if (received < order.total) {
      record({ outcome: "partial", orderId: order.id, reason: null });
      return { outcome: "partial", orderId: order.id, received, shortBy: order.total - received };
    }
    const excess = received - order.total;
    record({ outcome: "paid", orderId: order.id, reason: excess > 0 ? `Thừa ${formatVnd(excess)}, cần hoàn lại cho khách` : null });
    markOrderPaid(tx, order.id, now);
    return { outcome: "paid", orderId: order.id, received, excess };
  });
}
