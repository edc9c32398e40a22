/**
 * Vouchers, promotion coupons and affiliate codes (spec §3 Vouchers, §4 voucher/affiliate
 * transitions, §7: /api/Codes, /api/PromotionCoupon, add-voucher, add-promotion-coupon,
 * add-affiliate and their `-without-login` variants; bodies defined by the reference upstream,
 * docs/openapi.yaml). Money is integer VND.
 * Errors: UpstreamError 400/404 with the server's message (§8: shown, else the default text).
 */
import { z } from "zod";
import type { UpstreamClient } from "./client.server";
import { accountCartSchema, cartSchema, discountOfferSchema, type CodeKind, type StoredLine } from "./schemas";

/** The codes a guest keeps in the cookie, sent with every pricing call. */
export interface GuestCodes {
  voucherCode: string | null;
  couponCode: string | null;
  affiliateCode: string | null;
}

/** The `-without-login` body fields of a guest's codes. */
export function codeFields(codes: GuestCodes) {
  return { VoucherCode: codes.voucherCode, CouponCode: codes.couponCode, AffiliateCode: codes.affiliateCode };
}

/** GET /api/Codes?page= (vouchers) or /api/PromotionCoupon?page= (coupons): one page of offers. */
export async function getOffers(client: UpstreamClient, kind: "voucher" | "coupon", page: number) {
  const res = await client.get(z.array(discountOfferSchema), kind === "voucher" ? "/api/Codes" : "/api/PromotionCoupon", {
    query: { page },
  });
  return { offers: res.data, totalPage: res.totalPage };
}

const GUEST_ADD: Record<CodeKind, string> = {
  voucher: "/api/Order/add-voucher-without-login",
  coupon: "/api/Order/add-promotion-coupon-without-login",
  affiliate: "/api/Order/add-affiliate-without-login",
};

/**
 * Checks a guest's code against the cart (POST add-…-without-login): the priced cart with it, or
 * UpstreamError 400/404 with the reason. Nothing is stored upstream; the storefront keeps the code.
 */
export async function applyGuestCode(
  client: UpstreamClient,
  kind: CodeKind,
  code: string,
  cart: { lines: readonly StoredLine[]; codes: GuestCodes; wardId: number | null },
) {
  const codes = { ...cart.codes, [`${kind}Code`]: code } as GuestCodes;
  const body = {
    CartDetails: cart.lines.map((l) => ({ ProductSaleId: l.productSaleId, Quantity: l.quantity })),
    ...codeFields(codes),
    WardId: cart.wardId,
  };
  return (await client.post(cartSchema, GUEST_ADD[kind], { body })).data;
}

/** Applies a code to the customer's cart (POST add-voucher / add-promotion-coupon / add-affiliate?affiliateCode=). */
export async function applyAccountCode(client: UpstreamClient, kind: CodeKind, code: string) {
  if (kind === "affiliate")
    return (await client.post(accountCartSchema, "/api/Order/add-affiliate", { query: { affiliateCode: code } })).data;
  const body = kind === "voucher" ? { VoucherCode: code } : { CouponCode: code };
  return (await client.post(accountCartSchema, kind === "voucher" ? "/api/Order/add-voucher" : "/api/Order/add-promotion-coupon", { body }))
    .data;
}

/** Removes a code from the customer's cart (DELETE del-voucher / del-promotion-coupon / remove-affiliate). */
export async function removeAccountCode(client: UpstreamClient, kind: CodeKind) {
  const path = { voucher: "/api/Order/del-voucher", coupon: "/api/Order/del-promotion-coupon", affiliate: "/api/Order/remove-affiliate" }[
    kind
  ];
  return (await client.request("DELETE", accountCartSchema, path)).data;
}
