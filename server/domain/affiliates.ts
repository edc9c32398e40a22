/**
 * A customer's affiliate dashboard (`GET /api/User/UserAffiliate`; docs/openapi.yaml
 * `AffiliateDashboard`): the customer's own code — created on the first visit, "CTV" + 5 upper-case
 * letters/digits, unique among affiliate codes and never equal to a voucher or coupon code, at
 * DEFAULT_AFFILIATE_COMMISSION_PERCENT — its shareable storefront path, and the orders it referred
 * with their commission, paged, newest first. Money integer VND, times ISO-8601 UTC.
 *
 * Commission states (ADR 0006 and the `affiliate_commissions` table): "pending" — the
 * referred order is not paid yet, the commission shown is the estimate floor((subTotal − discount) ×
 * percent / 100); "credited" — written when the order was paid; "paid_out", "cancelled" — set by staff.
 */
import { randomInt } from "node:crypto";
import type { Db } from "../db/client";
import { AFFILIATE_ORDERS_PAGE_SIZE, DEFAULT_AFFILIATE_COMMISSION_PERCENT } from "../constants";
import { affiliateOfUser, codeTaken, insertAffiliate, referredAmounts, referredOrders, type AffiliateRow } from "../data/affiliates";
import { commissionAmount } from "./discounts";

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const CODE_ATTEMPTS = 20;

/** A random candidate code: "CTV" + 5 characters (letters and digits without the look-alikes I, O, 0, 1). */
function candidateCode(): string {
  let code = "CTV";
  for (let i = 0; i < 5; i++) code += CODE_ALPHABET[randomInt(0, CODE_ALPHABET.length)];
  return code;
}

/**
 * User `userId`'s affiliate code, created when they have none (in one transaction; a taken candidate
 * is drawn again, up to 20 times).
 * @param draw the candidate generator (tests force collisions).
 * @throws Error when no free code was drawn (not expected: 32⁵ candidates).
 */
export function ensureAffiliate(db: Db, userId: number, draw: () => string = candidateCode): AffiliateRow {
  return db.transaction((tx) => {
    const existing = affiliateOfUser(tx, userId);
    if (existing) return existing;
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
      const code = draw();
      if (codeTaken(tx, code)) continue;
      return insertAffiliate(tx, userId, code, DEFAULT_AFFILIATE_COMMISSION_PERCENT);
    }
    throw new Error("no free affiliate code");
  });
}

type CommissionStatus = "pending" | "credited" | "paid_out" | "cancelled";

/** The dashboard's `data` (docs/openapi.yaml `AffiliateDashboard`). */
export interface AffiliateDashboard {
  code: string;
  commissionPercent: number;
  /** Storefront path of the shareable link (the cart prefilled with the code). */
  linkPath: string;
  totals: { referredOrders: number; pendingAmount: number; creditedAmount: number; paidOutAmount: number };
  orders: Array<{
    orderCode: string;
    createdAt: string;
    status: string;
    baseAmount: number;
    commission: number;
    commissionStatus: CommissionStatus;
  }>;
}

/**
 * The dashboard of user `userId` at `page` (orders 10 a page), creating their code on the first
 * visit; and the number of pages of orders (≥ 1).
 */
export function affiliateDashboard(db: Db, userId: number, page: number): { data: AffiliateDashboard; totalPage: number } {
  const affiliate = ensureAffiliate(db, userId);
  const percent = affiliate.commissionPercent;
  const { rows, total } = referredOrders(db, affiliate.id, affiliate.code, page, AFFILIATE_ORDERS_PAGE_SIZE);
  const totals = { referredOrders: total, pendingAmount: 0, creditedAmount: 0, paidOutAmount: 0 };
  for (const r of referredAmounts(db, affiliate.id, affiliate.code)) {
    if (r.commissionStatus === "credited") totals.creditedAmount += r.commissionAmount ?? 0;
    else if (r.commissionStatus === "paid_out") totals.paidOutAmount += r.commissionAmount ?? 0;
    else if (r.commissionStatus === null) totals.pendingAmount += commissionAmount(r.subTotal - r.discount, percent);
  }
  return {
    data: {
      code: affiliate.code,
      commissionPercent: percent,
      linkPath: `/gio-hang?affiliate=${encodeURIComponent(affiliate.code)}`,
      totals,
      orders: rows.map((r) => {
        const baseAmount = r.commissionBase ?? Math.max(0, r.subTotal - r.discount);
        return {
          orderCode: r.orderCode,
          createdAt: r.createdAt,
          status: r.status,
          baseAmount,
          commission: r.commissionAmount ?? commissionAmount(baseAmount, percent),
          commissionStatus: r.commissionStatus ?? "pending",
        };
      }),
    },
    totalPage: Math.max(1, Math.ceil(total / AFFILIATE_ORDERS_PAGE_SIZE)),
  };
}
