/**
 * Vouchers, promotion coupons and affiliate codes (spec §3 "Vouchers" and Cart `code`/`affiliateCode`,
 * §4 voucher/affiliate states, §7 `/api/Codes`, `/api/PromotionCoupon`, add-voucher …, §8 "Voucher
 * failure" / "Affiliate failure").
 *
 * Two parts in one module:
 * - **pure rules** (no database; unit-tested in ./discounts.test.ts): code normalisation, the
 *   eligible subtotal of a category-limited code, percentage/fixed arithmetic, every validity check
 *   with its Vietnamese message, voucher + coupon combination, affiliate checks, commission;
 * - **rules over stored codes** (queries in server/data/discount-codes.ts and server/data/affiliates.ts):
 *   per-customer usage, the evaluation of a cart's codes (`evaluatePromotions`), the offer lists of
 *   `/api/Codes` and `/api/PromotionCoupon`, and what a PAID order does to its codes
 *   (`recordPaidOrderPromotions`, called by `markOrderPaid` inside its transaction).
 *
 * Rules (a real shop's):
 * - a code is matched case-insensitively after trimming; longer than 50 characters or with characters
 *   outside [A-Za-z0-9_-] → `Mã khuyến mãi không hợp lệ` (affiliate: `Mã affiliate không hợp lệ`);
 * - validity window startsAt ≤ now < endsAt; usage limit usedCount < usageLimit (usedCount only grows
 *   when an order that used the code is PAID); per-customer limit counted on the customer's PAID
 *   orders that used the code (a signed-in user: by user id; a guest: by e-mail, known at checkout);
 * - category restriction: the eligible subtotal is the sum of the lines in those categories (all
 *   lines when none); the minimum order value is compared with the ELIGIBLE subtotal;
 * - percentage: floor(eligible × value / 100) to the whole đồng, capped by `maxDiscount`; fixed: the
 *   value, never more than the eligible subtotal;
 * - one voucher and one coupon may apply together, each computed on its own eligible subtotal; the
 *   coupon is then cut so the two never exceed the subtotal (the total never goes below 0); the
 *   shipping fee is never discounted (and stays priced on the subtotal before discount);
 * - an affiliate code gives no discount: it must exist and be active, and cannot be the customer's own.
 *
 * Money is integer VND throughout; instants are ISO-8601 UTC strings or Dates.
 */
import { ApiError, type ErrorCode } from "../errors";
import { affiliateByCode, insertCommission } from "../data/affiliates";
import {
  categoryNamesById,
  countCodeUse,
  countPaidOrdersUsingCode,
  findDiscountCodeRow,
  liveCodeRows,
  type DiscountCodeRow,
} from "../data/discount-codes";
import type { OrderRow } from "../data/orders";
import type { DbOrTx } from "../data/tx";

// ───────────────────────────── pure rules ─────────────────────────────

/** Characters a code may have (after trimming). */
const CODE_PATTERN = /^[A-Za-z0-9_-]{1,50}$/;
/** Offers per page of `/api/Codes` and `/api/PromotionCoupon`. */
const OFFERS_PAGE_SIZE = 5;

/** The kinds of code a cart carries (spec §3 Cart: voucher and promotion coupon `code`, `affiliateCode`). */
export type CodeKind = "voucher" | "coupon" | "affiliate";
/** The discount kinds (`discount_codes.kind`). */
export type DiscountKind = "voucher" | "coupon";

/** The Vietnamese messages of the code checks (spec §8 defaults: the two "không hợp lệ"). */
export const CODE_MESSAGES = Object.freeze({
  invalid: "Mã khuyến mãi không hợp lệ",
  required: "Vui lòng nhập mã khuyến mãi",
  notFound: "Mã khuyến mãi không tồn tại",
  notStarted: "Mã khuyến mãi chưa đến thời gian áp dụng",
  expired: "Mã khuyến mãi đã hết hạn",
  usedUp: "Mã khuyến mãi đã hết lượt sử dụng",
  alreadyUsed: "Bạn đã dùng mã này",
  notApplicable: "Mã khuyến mãi không áp dụng cho các sách trong giỏ hàng",
  emptyCart: "Giỏ hàng trống",
  affiliateInvalid: "Mã affiliate không hợp lệ",
  affiliateRequired: "Vui lòng nhập mã affiliate",
  affiliateInactive: "Mã affiliate đã ngừng hoạt động",
  affiliateOwn: "Bạn không thể dùng mã affiliate của chính mình",
} as const);

/** `1234567` → `1.234.567 ₫` (Vietnamese grouping, whole đồng). */
export function formatVnd(amount: number): string {
  const digits = String(Math.trunc(Math.abs(amount))).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `${amount < 0 ? "-" : ""}${digits} ₫`;
}

/**
 * A code as typed by a shopper → its canonical form (trimmed, upper case), or null when it is empty,
 * longer than MAX_CODE_LENGTH or has characters outside [A-Za-z0-9_-]. Never throws.
 * E.g. " giam10 " → "GIAM10"; "GIAM 10", "x".repeat(51), "' OR 1=1 --", "<b>" → null.
 */
export function normalizeCode(raw: string): string | null {
  if (typeof raw !== "string") return null;
  const trimmed = raw.trim();
  return CODE_PATTERN.test(trimmed) ? trimmed.toUpperCase() : null;
}

/**
 * Reads one code field of a request body or query (`VoucherCode`, `CouponCode`, `AffiliateCode`,
 * `affiliateCode`): undefined, null, "" or only spaces → null (absent) unless `required`.
 * @returns the canonical code, or null when absent and optional.
 * @throws ApiError 400 `Mã khuyến mãi không hợp lệ` (`Mã affiliate không hợp lệ` for affiliates) for
 *   anything else that is not a valid code (a number, an array, 51+ characters, SQL or HTML …);
 *   400 `Vui lòng nhập mã khuyến mãi` / `Vui lòng nhập mã affiliate` when required and absent.
 */
export function readCodeField(value: unknown, kind: CodeKind, opts: { required?: boolean } = {}): string | null {
  const affiliate = kind === "affiliate";
  if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) {
    if (opts.required)
      throw new ApiError(400, "DISCOUNT_CODE_REQUIRED", affiliate ? CODE_MESSAGES.affiliateRequired : CODE_MESSAGES.required);
    return null;
  }
  const code = typeof value === "string" ? normalizeCode(value) : null;
  if (code === null) throw new ApiError(400, "DISCOUNT_CODE_INVALID", affiliate ? CODE_MESSAGES.affiliateInvalid : CODE_MESSAGES.invalid);
  return code;
}

/** The rules of a voucher or coupon (a `discount_codes` row, `categoryIds` parsed). */
export interface DiscountRule {
  code: string;
  kind: DiscountKind;
  name: string;
  /** "percent": `value` is a percentage; "fixed": `value` is VND. */
  type: "percent" | "fixed";
  value: number;
  /** Cap of a percentage discount, VND; null = none. */
  maxDiscount: number | null;
  /** Minimum ELIGIBLE subtotal, VND. */
  minOrderValue: number;
  /** ISO-8601 UTC; the code applies from this instant (inclusive)… */
  startsAt: string;
  /** …to this one (exclusive). */
  endsAt: string;
  /** Null = unlimited. */
  usageLimit: number | null;
  usedCount: number;
  /** Paid orders per customer; null = unlimited. */
  perCustomerLimit: number | null;
  /** Categories the code applies to; empty = every category. */
  categoryIds: number[];
}

/** What the discount arithmetic needs of a cart line. */
export interface DiscountLine {
  categoryId: number;
  /** Sale price × quantity, VND. */
  lineTotal: number;
}

/** `"3,7"` → `[3, 7]` (`discount_codes.category_ids`; blanks and non-numbers ignored). */
export function parseCategoryIds(text: string | null | undefined): number[] {
  return (text ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter((s) => /^\d+$/.test(s))
    .map(Number);
}

/** Σ lineTotal of the lines in `categoryIds` (every line when empty), VND. */
export function eligibleSubtotal(lines: readonly DiscountLine[], categoryIds: readonly number[]): number {
  const limited = categoryIds.length > 0;
  return lines.reduce((sum, l) => (!limited || categoryIds.includes(l.categoryId) ? sum + l.lineTotal : sum), 0);
}

/**
 * The discount of a rule on an eligible subtotal, VND: percentage → floor(eligible × value / 100),
 * capped by `maxDiscount`; fixed → `value`; never more than `eligible`, never negative.
 */
export function discountAmount(rule: Pick<DiscountRule, "type" | "value" | "maxDiscount">, eligible: number): number {
  if (eligible <= 0 || rule.value <= 0) return 0;
  let amount = rule.type === "percent" ? Math.floor((eligible * rule.value) / 100) : rule.value;
  if (rule.type === "percent" && rule.maxDiscount !== null && rule.maxDiscount >= 0) amount = Math.min(amount, rule.maxDiscount);
  return Math.max(0, Math.min(amount, eligible));
}

/** Result of a check: the discount, or why the code does not apply (Vietnamese, for people). */
export type CodeCheck = { ok: true; discount: number; eligibleSubtotal: number } | { ok: false; message: string };

/**
 * Checks a voucher or coupon against a cart, in this order, and prices it:
 * 1. kind (`expectedKind`) — `Mã {code} là coupon, không phải voucher` (or the reverse);
 * 2. window startsAt ≤ now < endsAt — `Mã khuyến mãi chưa đến thời gian áp dụng` / `… đã hết hạn`;
 * 3. usage limit — `Mã khuyến mãi đã hết lượt sử dụng`;
 * 4. per-customer limit, when `customerUses` is known (null = unknown customer: not checked) —
 *    `Bạn đã dùng mã này` (limit 1) / `Bạn đã dùng mã này đủ {n} lần`;
 * 5. empty cart — `Giỏ hàng trống`;
 * 6. category restriction — `Mã khuyến mãi không áp dụng cho các sách trong giỏ hàng`;
 * 7. minimum on the eligible subtotal — `Mã {code} chỉ áp dụng cho đơn hàng từ {min}` (category-limited
 *    codes add `(tính trên các sách thuộc danh mục {names})` when `categoryNames` are given).
 * Pure; never throws.
 */
export function checkDiscountCode(
  rule: DiscountRule,
  ctx: {
    now: Date;
    lines: readonly DiscountLine[];
    customerUses: number | null;
    expectedKind?: DiscountKind;
    categoryNames?: readonly string[];
  },
): CodeCheck {
  const fail = (message: string): CodeCheck => ({ ok: false, message });
  if (ctx.expectedKind && rule.kind !== ctx.expectedKind) {
    return fail(`Mã ${rule.code} là ${rule.kind}, không phải ${ctx.expectedKind}`);
  }
  const now = ctx.now.getTime();
  if (now < Date.parse(rule.startsAt)) return fail(CODE_MESSAGES.notStarted);
  if (!(now < Date.parse(rule.endsAt))) return fail(CODE_MESSAGES.expired);
  if (rule.usageLimit !== null && rule.usedCount >= rule.usageLimit) return fail(CODE_MESSAGES.usedUp);
  if (rule.perCustomerLimit !== null && ctx.customerUses !== null && ctx.customerUses >= rule.perCustomerLimit) {
    return fail(rule.perCustomerLimit <= 1 ? CODE_MESSAGES.alreadyUsed : `${CODE_MESSAGES.alreadyUsed} đủ ${rule.perCustomerLimit} lần`);
  }
  if (ctx.lines.length === 0) return fail(CODE_MESSAGES.emptyCart);
  const eligible = eligibleSubtotal(ctx.lines, rule.categoryIds);
  if (eligible <= 0) return fail(CODE_MESSAGES.notApplicable);
  if (eligible < rule.minOrderValue) {
    const scope =
      rule.categoryIds.length && ctx.categoryNames?.length ? ` (tính trên các sách thuộc danh mục ${ctx.categoryNames.join(", ")})` : "";
    return fail(`Mã ${rule.code} chỉ áp dụng cho đơn hàng từ ${formatVnd(rule.minOrderValue)}${scope}`);
  }
  return { ok: true, discount: discountAmount(rule, eligible), eligibleSubtotal: eligible };
}

/**
 * Combines a voucher's and a coupon's discounts on a subtotal (VND): the voucher first, then the
 * coupon cut so that voucher + coupon ≤ subTotal. Returns each part and their sum.
 */
export function combineDiscounts(subTotal: number, voucher: number, coupon: number): { voucher: number; coupon: number; discount: number } {
  const v = Math.max(0, Math.min(voucher, subTotal));
  const c = Math.max(0, Math.min(coupon, subTotal - v));
  return { voucher: v, coupon: c, discount: v + c };
}

/** The affiliate facts the checks need. */
export interface AffiliateRule {
  code: string;
  userId: number;
  isActive: boolean;
  commissionPercent: number;
  /** The collaborator's e-mail (lower case), to refuse a guest using their own code. */
  ownerEmail?: string | null;
}

/** Who is buying: a signed-in user (id) and/or an e-mail (guest checkout); both may be unknown. */
export interface Customer {
  userId?: number | null;
  email?: string | null;
}

/**
 * Checks an affiliate code: unknown → `Mã affiliate không hợp lệ`; inactive → `Mã affiliate đã ngừng
 * hoạt động`; the customer's own code (same user id, or a guest with the owner's e-mail) →
 * `Bạn không thể dùng mã affiliate của chính mình`. Pure; never throws.
 */
export function checkAffiliate(affiliate: AffiliateRule | null, customer: Customer): { ok: true } | { ok: false; message: string } {
  if (!affiliate) return { ok: false, message: CODE_MESSAGES.affiliateInvalid };
  if (!affiliate.isActive) return { ok: false, message: CODE_MESSAGES.affiliateInactive };
  const email = customer.email?.trim().toLowerCase();
  if (
    (customer.userId != null && customer.userId === affiliate.userId) ||
    (email && affiliate.ownerEmail && email === affiliate.ownerEmail.toLowerCase())
  ) {
    return { ok: false, message: CODE_MESSAGES.affiliateOwn };
  }
  return { ok: true };
}

/** Commission of an order, VND: floor(base × percent / 100), never negative. */
export function commissionAmount(baseAmount: number, percent: number): number {
  return Math.max(0, Math.floor((Math.max(0, baseAmount) * Math.max(0, percent)) / 100));
}

// ─────────────────────────── rules over stored codes ───────────────────────────

/** A voucher or coupon applied to a cart (response `voucher` / `coupon`). */
interface AppliedCode {
  code: string;
  name: string;
  /** VND. */
  discount: number;
}

/** A code kept on a cart that does not apply (response `codeProblems[]`). */
interface CodeProblem {
  kind: CodeKind;
  code: string;
  message: string;
}

/**
 * The error code of each problem (server/error-codes.ts), kept beside the problem rather than in it so
 * that `codeProblems` keeps its wire shape `{kind, code, message}`; read by `assertNoCodeProblems`.
 */
const problemReasons = new WeakMap<CodeProblem, ErrorCode>();

/** A problem of `kind`'s `code` with its message and error code. */
function codeProblem(kind: CodeKind, code: string, message: string, reason: ErrorCode): CodeProblem {
  const problem = { kind, code, message };
  problemReasons.set(problem, reason);
  return problem;
}

/** The error code of a problem made by `evaluatePromotions` (`DISCOUNT_NOT_APPLICABLE` for any other). */
function codeProblemReason(problem: CodeProblem): ErrorCode {
  return problemReasons.get(problem) ?? "DISCOUNT_NOT_APPLICABLE";
}

/** The codes asked for a cart (canonical, or null = none). */
export interface CodeRequest {
  voucher: string | null;
  coupon: string | null;
  affiliate: string | null;
}

/** No codes. */
export const NO_CODES: Readonly<CodeRequest> = Object.freeze({ voucher: null, coupon: null, affiliate: null });

/** What a cart's codes give: the applied voucher and coupon, the affiliate code, the total discount and the problems. */
export interface Promotions {
  voucher: AppliedCode | null;
  coupon: AppliedCode | null;
  /** The accepted affiliate code, or null. */
  affiliateCode: string | null;
  /** voucher + coupon discount, VND (≤ subtotal). */
  discount: number;
  /** Asked codes that do not apply (left out of the discount). */
  codeProblems: CodeProblem[];
}

/** No codes applied, no problems. */
export function noPromotions(): Promotions {
  return { voucher: null, coupon: null, affiliateCode: null, discount: 0, codeProblems: [] };
}

/** A `discount_codes` row as a DiscountRule. */
function toDiscountRule(row: DiscountCodeRow): DiscountRule {
  return {
    code: row.code,
    kind: row.kind,
    name: row.name,
    type: row.type,
    value: row.value,
    maxDiscount: row.maxDiscount,
    minOrderValue: row.minOrderValue,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    usageLimit: row.usageLimit,
    usedCount: row.usedCount,
    perCustomerLimit: row.perCustomerLimit,
    categoryIds: parseCategoryIds(row.categoryIds),
  };
}

/** An affiliate by code (case-insensitive) with its owner's e-mail, or null. */
function findAffiliate(db: DbOrTx, code: string): (AffiliateRule & { id: number }) | null {
  return affiliateByCode(db, code);
}

/**
 * How many PAID orders (status paid, shipping or delivered) of `customer` used `code` (as voucher or coupon): by user id for a signed-in
 * customer, else by e-mail (case-insensitive); null when the customer is unknown (no id, no e-mail).
 */
export function customerUses(db: DbOrTx, code: string, customer: Customer): number | null {
  const who =
    customer.userId != null ? { userId: customer.userId } : customer.email?.trim() ? { email: customer.email.trim().toLowerCase() } : null;
  if (!who) return null;
  return countPaidOrdersUsingCode(db, code, who);
}

/** Names of categories by id (for messages and offers). */
function categoryNamesOf(db: DbOrTx, ids: readonly number[]): string[] {
  if (!ids.length) return [];
  const byId = categoryNamesById(db);
  return ids.map((id) => byId.get(id)).filter((n): n is string => n !== undefined);
}

/**
 * Evaluates the codes asked for a cart (lenient: a code that does not apply is reported in
 * `codeProblems` and left out). `lines` carry each line's category; `subTotal` is the cart's
 * subtotal at sale prices (VND). Never throws on a code; callers that must refuse use
 * `assertNoCodeProblems`.
 */
export function evaluatePromotions(
  db: DbOrTx,
  cart: { lines: readonly DiscountLine[]; subTotal: number },
  request: CodeRequest,
  ctx: { now: Date; customer: Customer },
): Promotions {
  const problems: CodeProblem[] = [];
  const priced: Partial<Record<DiscountKind, { code: string; name: string; discount: number }>> = {};
  for (const kind of ["voucher", "coupon"] as const) {
    const code = request[kind];
    if (!code) continue;
    const row = findDiscountCodeRow(db, code);
    if (!row) {
      problems.push(codeProblem(kind, code, CODE_MESSAGES.notFound, "DISCOUNT_CODE_INVALID"));
      continue;
    }
    const rule = toDiscountRule(row);
    const check = checkDiscountCode(rule, {
      now: ctx.now,
      lines: cart.lines,
      customerUses: rule.perCustomerLimit === null ? null : customerUses(db, rule.code, ctx.customer),
      expectedKind: kind,
      categoryNames: categoryNamesOf(db, rule.categoryIds),
    });
    if (check.ok) priced[kind] = { code: rule.code, name: rule.name, discount: check.discount };
    else {
      // Pure rule check: the kind is its first step, so a kind mismatch is always the reason given.
      const reason = rule.kind !== kind ? "DISCOUNT_WRONG_KIND" : "DISCOUNT_NOT_APPLICABLE";
      problems.push(codeProblem(kind, rule.code, check.message, reason));
    }
  }
  const combined = combineDiscounts(cart.subTotal, priced.voucher?.discount ?? 0, priced.coupon?.discount ?? 0);

  let affiliateCode: string | null = null;
  if (request.affiliate) {
    const affiliate = findAffiliate(db, request.affiliate);
    const check = checkAffiliate(affiliate, ctx.customer);
    if (check.ok) affiliateCode = affiliate!.code;
    else {
      const reason = !affiliate || !affiliate.isActive ? "DISCOUNT_CODE_INVALID" : "DISCOUNT_NOT_APPLICABLE";
      problems.push(codeProblem("affiliate", affiliate?.code ?? request.affiliate, check.message, reason));
    }
  }
  return {
    voucher: priced.voucher ? { ...priced.voucher, discount: combined.voucher } : null,
    coupon: priced.coupon ? { ...priced.coupon, discount: combined.coupon } : null,
    affiliateCode,
    discount: combined.discount,
    codeProblems: problems,
  };
}

/**
 * Refuses codes that do not apply: the first problem of the given kinds (all kinds by default).
 * @throws ApiError 400 with the first problem's error code (`DISCOUNT_WRONG_KIND`, `DISCOUNT_CODE_INVALID`,
 *   `DISCOUNT_NOT_APPLICABLE`) and message, and `data.codeProblems` (those of the kinds).
 */
export function assertNoCodeProblems(promotions: Promotions, kinds: readonly CodeKind[] = ["voucher", "coupon", "affiliate"]): void {
  const problems = promotions.codeProblems.filter((p) => kinds.includes(p.kind));
  if (problems.length) throw new ApiError(400, codeProblemReason(problems[0]!), problems[0]!.message, { codeProblems: problems });
}

/** An offer of `/api/Codes` (vouchers) or `/api/PromotionCoupon` (coupons). */
export interface DiscountOffer {
  code: string;
  name: string;
  description: string;
  type: "percent" | "fixed";
  /** Percent or VND, by `type`. */
  value: number;
  /** VND or null. */
  maxDiscount: number | null;
  /** VND, on the eligible subtotal. */
  minOrderValue: number;
  /** ISO-8601 UTC; the code applies until just before this instant. */
  endsAt: string;
  /** Names of the categories it is limited to; empty = every book. */
  categoryNames: string[];
}

/**
 * One page of the `kind` codes that apply now (startsAt ≤ now < endsAt, not used up), ordered by id,
 * OFFERS_PAGE_SIZE per page. `totalPage` ≥ 1; a page past the end has no items.
 */
export function listOffers(db: DbOrTx, kind: DiscountKind, page: number, now: Date): { items: DiscountOffer[]; totalPage: number } {
  const { rows, total } = liveCodeRows(db, kind, now.toISOString(), page, OFFERS_PAGE_SIZE);
  const items = rows.map((r) => ({
    code: r.code,
    name: r.name,
    description: r.description,
    type: r.type,
    value: r.value,
    maxDiscount: r.maxDiscount,
    minOrderValue: r.minOrderValue,
    endsAt: r.endsAt,
    categoryNames: categoryNamesOf(db, parseCategoryIds(r.categoryIds)),
  }));
  return { items, totalPage: Math.max(1, Math.ceil(total / OFFERS_PAGE_SIZE)) };
}

/**
 * What an order's codes do when it becomes PAID, inside the caller's transaction (called by
 * `markOrderPaid` right after the pending → paid transition, so once per order):
 * - `usedCount` + 1 for its voucher and its coupon (even past `usageLimit`: the money is taken; the
 *   limit is enforced when codes are added and at checkout);
 * - with an affiliate code (whose owner is not the buyer), one `affiliate_commissions` row
 *   (status "credited", amount = floor((subTotal − discount) × commissionPercent / 100)).
 * Idempotent per order: a second call adds no commission (unique order id) — but would count the
 * codes again, so only call it on the transition.
 */
export function recordPaidOrderPromotions(
  tx: DbOrTx,
  order: Pick<OrderRow, "id" | "userId" | "email" | "subTotal" | "discount" | "voucherCode" | "couponCode" | "affiliateCode">,
  at: Date,
): void {
  for (const code of [order.voucherCode, order.couponCode]) {
    if (code) countCodeUse(tx, code);
  }
  if (!order.affiliateCode) return;
  const affiliate = findAffiliate(tx, order.affiliateCode);
  if (!affiliate) return;
  const own = checkAffiliate({ ...affiliate, isActive: true }, { userId: order.userId, email: order.userId == null ? order.email : null });
  if (!own.ok) return;
  const base = Math.max(0, order.subTotal - order.discount);
  insertCommission(tx, {
    orderId: order.id,
    affiliateId: affiliate.id,
    baseAmount: base,
    commissionPercent: affiliate.commissionPercent,
    amount: commissionAmount(base, affiliate.commissionPercent),
    createdAt: at.toISOString(),
  });
}
