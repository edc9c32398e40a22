/**
 * The offer lists of spec §7 "Home page and content": `GET /api/Codes?page=` (vouchers) and
 * `GET /api/PromotionCoupon?page=` (promotion coupons); §3 Vouchers: voucherList, voucherTotalPage,
 * promotionCouponList, promotionCouponTotalPage (default 1).
 *
 * Public: a bearer token is accepted but not needed (and never refused: a stale token must not clear
 * the session from a public list). The codes that apply now (startsAt ≤ now < endsAt, not used up),
 * 5 per page (`OFFERS_PAGE_SIZE`), in `data` with `totalPage`. Items (domain/discounts.ts
 * `DiscountOffer`): {code, name, description, type, value, maxDiscount, minOrderValue, endsAt,
 * categoryNames}. Money is integer VND.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { withDefaults } from "../deps";
import { listOffers } from "../domain/discounts";
import { ok } from "../http/envelope";
import { parse } from "../http/validate";

const pageQuery = z.object({
  page: z.coerce.number().int("Số trang phải là số nguyên").min(1, "Số trang phải từ 1 trở lên").max(10_000).default(1),
});

/** Fastify plugin with `GET /api/Codes` and `GET /api/PromotionCoupon`, over `app.deps` ({db, clock}). */
export async function discountRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = withDefaults(app.deps);

  app.get("/api/Codes", async (req) => {
    const { page } = parse(pageQuery, req.query);
    const { items, totalPage } = listOffers(db, "voucher", page, clock());
    return ok(items, { totalPage });
  });

  app.get("/api/PromotionCoupon", async (req) => {
    const { page } = parse(pageQuery, req.query);
    const { items, totalPage } = listOffers(db, "coupon", page, clock());
    return ok(items, { totalPage });
  });
}
