/**
 * Guest cart and checkout calls (spec §7 "Order and cart", the `-without-login` variants). The
 * request bodies are not shown in §7; they are defined here (PascalCase, like the §7 payloads) and
 * documented in docs/openapi.yaml:
 *
 * - POST /api/Order/CalculateUnAuthCart        {CartDetails, WardId?, VoucherCode?, CouponCode?,
 *   AffiliateCode?, Email?} → cart (lines, totals, problems, codes; codes that no longer apply are in
 *   `codeProblems`, not an error)
 * - POST /api/Order/check-inventory-without-login {CartDetails} → {isOnlyDigital, totalProducts};
 *   409 with `data.problems` when a line is unknown, sold out or short
 * - POST /api/Order/shipping-fee-without-login  {CartDetails, WardId} → {shippingFee, …}
 * - POST /api/Order/add-voucher-without-login    {CartDetails, VoucherCode, CouponCode?, AffiliateCode?,
 *   WardId?, Email?} → the cart with the voucher, or 400 with why it does not apply
 * - POST /api/Order/add-promotion-coupon-without-login {CartDetails, CouponCode, …} → likewise
 * - POST /api/Order/add-affiliate-without-login  {CartDetails, AffiliateCode, …} → likewise
 * - POST /api/Order/remove-voucher-without-login, remove-promotion-coupon-without-login,
 *   remove-affiliate-without-login {CartDetails, …the other codes} → the cart without it
 * - POST /api/Order/checkout-without-login      {CartDetails, Name, Phone, Email, Address, WardId,
 *   PaymentMethod, IdempotencyKey, ReturnUrl, IpAddr?, VoucherCode?, CouponCode?, AffiliateCode?} →
 *   successMessage containing "VNPay" with data = the payment URL, or containing "ePay" with data =
 *   the ePayModel (spec §4), "MoMo" with data = MoMo's payUrl, or for COD / VietQR data = the placed
 *   order (`OrderPlaced`, with `transfer` for VietQR); codes re-validated (400 with the message when one
 *   no longer applies); a method the cart cannot use → 400 PAYMENT_METHOD_UNAVAILABLE
 * - POST /api/Order/payment-methods-without-login {CartDetails, WardId?, VoucherCode?, CouponCode?,
 *   AffiliateCode?, Email?} (CalculateUnAuthCart's body) → [{code, name, available, reason}] in display
 *   order (domain/payment-methods.ts; ADR 0022)
 * - GET  /api/Order/order-without-login/{id}    header X-Order-Key: the checkout's IdempotencyKey; a guest
 *   order only (an order of an account answers 404 like a wrong key)
 *
 * `CartDetails` = [{ProductSaleId, Quantity}] with 1 ≤ Quantity ≤ 99, at most 100 lines. Codes: see
 * domain/discounts.ts (nothing is stored for guests; the storefront keeps the codes).
 *
 * Prices are those of the app's clock (`withDefaults(app.deps).clock`): a line of a flash sale item
 * with enough remaining units is charged the flash price and carries `flashSale: {flashPrice,
 * remaining, endsAt}`, others the sale price and `flashSale: null` (domain/pricing.ts). The checkout
 * charges what CalculateUnAuthCart shows at the same time and stores it as the order lines' unitPrice.
 *
 * The account cart (server/routes/account-cart.ts) shares the pricing (domain/pricing.ts), the
 * inventory answer, the checkout answer and the order view exported here.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { MAX_CART_LINES } from "../constants";
import { ApiError, notFound, ok } from "../http/envelope";
import { idParams, MAX_ID, VN_PHONE } from "../http/fields";
import { checkoutAnswer, inventoryAnswer, invoiceField, lineQuantity, paymentFields } from "../http/orders";
import { orderView } from "../domain/order-history";
import { parse } from "../http/validate";
import { FREE_SHIPPING_THRESHOLD, type RequestedLine } from "../domain/cart";
import { assertNoCodeProblems, readCodeField, type CodeKind, type CodeRequest } from "../domain/discounts";
import { createOrder, findOrder } from "../domain/orders";
import { findWard } from "../domain/locations";
import { cartPromotions, cartView, priceCart } from "../domain/pricing";
import { paymentMethodsFor } from "../domain/payment-methods";
import { withDefaults } from "../deps";
import { mailOrderConfirmation } from "../domain/inbox";
import { kickShipments } from "../http/shipments";

const cartDetails = z
  .array(
    z.object({
      ProductSaleId: z.number().int().positive().max(MAX_ID),
      Quantity: lineQuantity,
    }),
  )
  .max(MAX_CART_LINES, "Giỏ hàng có quá nhiều sản phẩm");

const toLines = (details: z.infer<typeof cartDetails>): RequestedLine[] =>
  details.map((d) => ({ productSaleId: d.ProductSaleId, quantity: d.Quantity }));
const wardId = z.number().int().positive().max(MAX_ID);

/**
 * The code fields of the guest calls: any JSON value is accepted by the schema and read by
 * `readCodeField` (400 `Mã khuyến mãi không hợp lệ` / `Mã affiliate không hợp lệ` for a bad one).
 */
const codeFields = { VoucherCode: z.unknown().optional(), CouponCode: z.unknown().optional(), AffiliateCode: z.unknown().optional() };
/** Optional e-mail of a guest: per-customer limits and own affiliate code are checked with it when given. */
const guestEmail = z.string().trim().email("Email không đúng định dạng").max(254).nullish();
const calculateBody = z.object({ CartDetails: cartDetails, WardId: wardId.nullish(), ...codeFields, Email: guestEmail });
const codeBody = calculateBody;
const inventoryBody = z.object({ CartDetails: cartDetails });
const shippingBody = z.object({ CartDetails: cartDetails, WardId: wardId.nullish() });
const checkoutBody = z.object({
  CartDetails: cartDetails.min(1, "Giỏ hàng trống"),
  Name: z.string().trim().min(1, "Họ và tên không được để trống").max(100),
  Phone: z.string().trim().regex(VN_PHONE, "Số điện thoại không hợp lệ"),
  Email: z.string().trim().email("Email không đúng định dạng").max(254),
  Address: z.string().trim().max(300).default(""),
  WardId: wardId.nullish(),
  ...paymentFields,
  ...codeFields,
  Invoice: invoiceField.nullish(),
});
/** Path parameter `{id}` of the order routes (guest and account): a positive 32-bit integer, generic messages. */
const orderIdParams = idParams();

/** The codes of a guest body (`VoucherCode`, `CouponCode`, `AffiliateCode`), read with `readCodeField`. */
function guestCodes(body: { VoucherCode?: unknown; CouponCode?: unknown; AffiliateCode?: unknown }): CodeRequest {
  return {
    voucher: readCodeField(body.VoucherCode, "voucher"),
    coupon: readCodeField(body.CouponCode, "coupon"),
    affiliate: readCodeField(body.AffiliateCode, "affiliate"),
  };
}

/** Fastify plugin with the guest cart and checkout routes listed above, over `app.deps` ({db, config, clock}). */
export async function orderRoutes(app: FastifyInstance) {
  const deps = withDefaults(app.deps);
  const { db, config, clock } = deps;

  /**
   * The guest cart of `body` priced with `codes` (lenient); the kinds in `strict` must apply (else
   * 400 with the message).
   */
  function guestCart(body: z.infer<typeof codeBody>, codes: CodeRequest, strict: CodeKind[] = []) {
    const priced = priceCart(db, toLines(body.CartDetails), body.WardId, { now: clock() });
    const promotions = cartPromotions(db, priced, codes, { now: clock(), customer: { email: body.Email ?? null } });
    assertNoCodeProblems(promotions, strict);
    return cartView(priced, undefined, promotions);
  }

  app.post("/api/Order/CalculateUnAuthCart", async (req) => {
    const body = parse(calculateBody, req.body);
    return ok(guestCart(body, guestCodes(body)));
  });

  app.post("/api/Order/payment-methods-without-login", async (req) => {
    const body = parse(calculateBody, req.body);
    // Priced like CalculateUnAuthCart (codes leniently: one that no longer applies does not count).
    const cart = guestCart(body, guestCodes(body));
    const facts = { lineCount: cart.cartDetails.length, hasDigital: cart.cartDetails.some((l) => l.isDigital), total: cart.total };
    return ok(paymentMethodsFor(facts, config));
  });

  /** add-…-without-login: `kind`'s code is required and must apply; the others are priced leniently. */
  const addRoute = (
    path: string,
    kind: CodeKind,
    field: "VoucherCode" | "CouponCode" | "AffiliateCode",
    message: (code: string) => string,
  ) =>
    app.post(path, async (req) => {
      const body = parse(codeBody, req.body);
      const code = readCodeField(body[field], kind, { required: true })!;
      const cart = guestCart(body, { ...guestCodes({ ...body, [field]: undefined }), [kind]: code }, [kind]);
      return ok(cart, { successMessage: message(code) });
    });
  /** remove-…-without-login: the cart priced without `kind`'s code. */
  const removeRoute = (path: string, kind: CodeKind) =>
    app.post(path, async (req) => {
      const body = parse(codeBody, req.body);
      return ok(guestCart(body, { ...guestCodes(body), [kind]: null }));
    });

  addRoute("/api/Order/add-voucher-without-login", "voucher", "VoucherCode", (c) => `Đã áp dụng mã khuyến mãi ${c}`);
  addRoute("/api/Order/add-promotion-coupon-without-login", "coupon", "CouponCode", (c) => `Đã áp dụng mã giảm giá ${c}`);
  addRoute("/api/Order/add-affiliate-without-login", "affiliate", "AffiliateCode", (c) => `Đã áp dụng mã affiliate ${c}`);
  removeRoute("/api/Order/remove-voucher-without-login", "voucher");
  removeRoute("/api/Order/remove-promotion-coupon-without-login", "coupon");
  removeRoute("/api/Order/remove-affiliate-without-login", "affiliate");

  app.post("/api/Order/check-inventory-without-login", async (req) => {
    const body = parse(inventoryBody, req.body);
    return inventoryAnswer(priceCart(db, toLines(body.CartDetails), null, { now: clock() }));
  });

  app.post("/api/Order/shipping-fee-without-login", async (req) => {
    const body = parse(shippingBody, req.body);
    const { totals, shippingFee } = priceCart(db, toLines(body.CartDetails), body.WardId, { now: clock() });
    if (!totals.isOnlyDigital && body.WardId && !findWard(db, body.WardId))
      throw new ApiError(400, "WARD_NOT_FOUND", "Phường/Xã không tồn tại");
    return ok({
      shippingFee,
      isOnlyDigital: totals.isOnlyDigital,
      subTotal: totals.subTotal,
      freeShippingThreshold: FREE_SHIPPING_THRESHOLD,
    });
  });

  app.post("/api/Order/checkout-without-login", async (req) => {
    const body = parse(checkoutBody, req.body);
    const codes = guestCodes(body);
    const { order, created } = createOrder(db, {
      lines: toLines(body.CartDetails),
      name: body.Name,
      phone: body.Phone,
      email: body.Email,
      address: body.Address,
      wardId: body.WardId ?? null,
      paymentMethod: body.PaymentMethod,
      idempotencyKey: body.IdempotencyKey,
      ttlMinutes: config.ORDER_TTL_MINUTES,
      codMaxVnd: config.COD_MAX_VND,
      codes,
      invoice: body.Invoice ?? null,
      now: clock(),
    });
    if (created) await mailOrderConfirmation(deps, order, req.log); // mailed and recorded in mail_log
    if (created) await kickShipments(app, req.log); // a COD order ships at once (ADR 0026)
    return checkoutAnswer({ db, config }, order, { ipAddr: body.IpAddr ?? req.ip, returnUrl: body.ReturnUrl });
  });

  app.get("/api/Order/order-without-login/:id", async (req) => {
    const { id } = parse(orderIdParams, req.params);
    const key = req.headers["x-order-key"];
    const order = findOrder(db, id);
    // An account's order is never shown by its checkout key (ADR 0009): the same 404 as a wrong key.
    if (!order || order.userId !== null || typeof key !== "string" || key !== order.idempotencyKey)
      throw notFound("Đơn hàng", "ORDER_NOT_FOUND");
    return ok(orderView(db, config, order));
  });
}
