/**
 * The signed-in user's cart and orders (spec §7 "Order and cart", the calls without "-without-login";
 * bearer token required, 401 `Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại` otherwise). Bodies
 * §7 does not show are defined here and in docs/openapi.yaml (PascalCase, like the guest calls):
 *
 * - GET    /api/Order                              → the cart (empty when none)
 * - GET    /api/Order/{id}                         → one of the user's orders (404 otherwise)
 * - POST   /api/Order/add-product                  {ProductSaleId, Quantity} → the cart
 * - PATCH  /api/Order/cartDetails/{cartDetailId}   {Quantity} → the cart
 * - DELETE /api/Order/cartDetails/{cartDetailId}   → the cart
 * - GET    /api/Order/CheckInventory               → like check-inventory-without-login
 * - GET    /api/Order/payment-methods              → the methods for this cart, like
 *                                                  payment-methods-without-login (ADR 0022)
 * - PATCH  /api/Order/Address                      {Name, Phone, Email, Address, WardId} → the cart
 * - POST   /api/Order/add-voucher                  {VoucherCode} → the cart (400 when it does not apply)
 * - DELETE /api/Order/del-voucher                  → the cart
 * - POST   /api/Order/add-promotion-coupon         {CouponCode} → the cart (400 when it does not apply)
 * - DELETE /api/Order/del-promotion-coupon         → the cart
 * - POST   /api/Order/add-affiliate?affiliateCode=CODE → the cart (400 when unknown, inactive, own)
 * - DELETE /api/Order/remove-affiliate             → the cart
 * - POST   /api/Order/CheckOut                     {PaymentMethod, IdempotencyKey, ReturnUrl, IpAddr?}
 *                                                  → like checkout-without-login, with the stored codes
 *
 * "The cart" is the guest `CalculateUnAuthCart` shape (domain/pricing.ts `cartView`) with
 * `cartDetailId` on each line and `address` (the stored contact, or null); the shipping fee is
 * priced to the stored ward; the stored codes are applied (those that no longer apply are listed in
 * `codeProblems` and kept: CheckOut refuses them). Lines are priced at the app's clock with the flash
 * sale rule of domain/pricing.ts (flash price and `flashSale` on a line of a running sale's item with
 * enough remaining units), and CheckOut charges the same. Lines leave the cart when their order is paid
 * (domain/orders.ts `markOrderPaid`), or when a COD order is placed, so a cancelled or failed payment
 * keeps the cart.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  addToCart,
  findCart,
  linesOf,
  removeLine,
  requestedLines,
  setCartCodes,
  setCartContact,
  setLineQuantity,
  type AccountCart,
  type CartCodes,
} from "../domain/account-cart";
import type { User } from "../domain/accounts";
import { assertNoCodeProblems, readCodeField, type CodeKind, type CodeRequest, type Promotions } from "../domain/discounts";
import { createOrder, findOrder } from "../domain/orders";
import { findWard, requireCurrentWard } from "../domain/locations";
import { cartPromotions, cartView, priceCart, type PricedCart } from "../domain/pricing";
import { noStore, requireUser } from "../http/auth";
import { ApiError, notFound, ok } from "../http/envelope";
import { addressField, emailField, idField, idParams, MAX_ID, nameField, phoneField, wardIdField } from "../http/fields";
import { parse } from "../http/validate";
import { checkoutAnswer, inventoryAnswer, invoiceField, lineQuantity, paymentFields } from "../http/orders";
import { paymentMethodsFor } from "../domain/payment-methods";
import { orderView } from "../domain/order-history";
import { withDefaults } from "../deps";
import { mailOrderConfirmation } from "../domain/inbox";
import { kickShipments } from "../http/shipments";

/** `address` of the account cart: the contact stored by PATCH /api/Order/Address. */
interface CartAddressView {
  name: string;
  phone: string;
  email: string;
  address: string;
  wardId: number | null;
  districtId: number | null;
  cityId: number | null;
}

const productId = z
  .number({ required_error: "ProductSaleId không được để trống", invalid_type_error: "ProductSaleId phải là số" })
  .int()
  .positive()
  .max(MAX_ID);
const addBody = z.object({ ProductSaleId: productId, Quantity: lineQuantity });
const quantityBody = z.object({ Quantity: lineQuantity });
const lineParams = z.object({ cartDetailId: idField() });
const addressBody = z.object({
  Name: nameField,
  Phone: phoneField,
  Email: emailField,
  Address: addressField.nullish().transform((v) => v ?? ""),
  WardId: wardIdField.optional().transform((v) => v ?? null),
});
const checkoutBody = z.object({ ...paymentFields, Invoice: invoiceField.nullish() });
const voucherBody = z.object({ VoucherCode: z.unknown().optional() });
const couponBody = z.object({ CouponCode: z.unknown().optional() });
const affiliateQuery = z.object({ affiliateCode: z.unknown().optional() });

/** The codes stored on a cart as a request. */
function storedCodes(cart: AccountCart | null): CodeRequest {
  return { voucher: cart?.voucherCode ?? null, coupon: cart?.couponCode ?? null, affiliate: cart?.affiliateCode ?? null };
}

/** Fastify plugin with the account cart routes above, over `app.deps` ({db, config, clock}). */
/** Path parameter `{id}` of GET /api/Order/{id}: a positive 32-bit integer, generic messages. */
const orderIdParams = idParams();

export async function accountCartRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, clock } = withDefaults(app.deps);
  noStore(app);

  /**
   * The user's cart priced (shipping to its stored ward) with its stored codes — or with `codes`
   * instead (to try a code before storing it) —, with its lines' ids.
   */
  function loadCart(
    user: User,
    codes?: CodeRequest,
  ): { cart: AccountCart | null; priced: PricedCart; promotions: Promotions; idByProduct: Map<number, number> } {
    const cart = findCart(db, user.id);
    const lines = cart ? linesOf(db, cart.id) : [];
    const priced = priceCart(db, requestedLines(lines), cart?.wardId, { now: clock() });
    const promotions = cartPromotions(db, priced, codes ?? storedCodes(cart), { now: clock(), customer: { userId: user.id } });
    return { cart, priced, promotions, idByProduct: new Map(lines.map((l) => [l.productId, l.cartDetailId])) };
  }

  /** The cart answer: the guest cart shape + cartDetailId per line + address. */
  function cartAnswer(user: User, successMessage?: string) {
    const { cart, priced, promotions, idByProduct } = loadCart(user);
    const view = cartView(priced, (line) => ({ cartDetailId: idByProduct.get(line.productSaleId)!, ...line }), promotions);
    return ok({ ...view, address: addressView(cart) }, successMessage ? { successMessage } : {});
  }

  /**
   * Checks `code` as the cart's `kind` code (with the other stored codes), stores it when it applies
   * and answers the cart. @throws ApiError 400 with the reason when it does not apply.
   */
  function applyCode(user: User, kind: CodeKind, code: string, message: string) {
    const { promotions } = loadCart(user, { ...storedCodes(findCart(db, user.id)), [kind]: code });
    assertNoCodeProblems(promotions, [kind]);
    const canonical =
      kind === "affiliate" ? promotions.affiliateCode! : (kind === "voucher" ? promotions.voucher : promotions.coupon)!.code;
    const key: keyof CartCodes = kind === "voucher" ? "voucherCode" : kind === "coupon" ? "couponCode" : "affiliateCode";
    setCartCodes(db, user.id, { [key]: canonical }, clock());
    return cartAnswer(user, `${message} ${canonical}`);
  }

  function addressView(cart: AccountCart | null): CartAddressView | null {
    if (!cart || cart.name === null) return null;
    const ward = cart.wardId ? findWard(db, cart.wardId) : null;
    return {
      name: cart.name,
      phone: cart.phone ?? "",
      email: cart.email ?? "",
      address: cart.address ?? "",
      wardId: cart.wardId,
      districtId: ward?.districtId ?? null,
      cityId: ward?.cityId ?? null,
    };
  }

  app.get("/api/Order", async (req) => cartAnswer(await requireUser(req)));

  app.get("/api/Order/payment-methods", async (req) => {
    const { priced, promotions } = loadCart(await requireUser(req));
    const view = cartView(priced, undefined, promotions);
    const facts = { lineCount: view.cartDetails.length, hasDigital: view.cartDetails.some((l) => l.isDigital), total: view.total };
    return ok(paymentMethodsFor(facts, config));
  });

  app.get("/api/Order/:id", async (req) => {
    const user = await requireUser(req);
    const { id } = parse(orderIdParams, req.params);
    const order = findOrder(db, id);
    if (!order || order.userId !== user.id) throw notFound("Đơn hàng", "ORDER_NOT_FOUND");
    return ok(orderView(db, config, order));
  });

  app.post("/api/Order/add-product", async (req) => {
    const user = await requireUser(req);
    const body = parse(addBody, req.body);
    addToCart(db, user.id, body.ProductSaleId, body.Quantity, clock());
    return cartAnswer(user);
  });

  app.patch("/api/Order/cartDetails/:cartDetailId", async (req) => {
    const user = await requireUser(req);
    const { cartDetailId } = parse(lineParams, req.params);
    const body = parse(quantityBody, req.body);
    setLineQuantity(db, user.id, cartDetailId, body.Quantity, clock());
    return cartAnswer(user);
  });

  app.delete("/api/Order/cartDetails/:cartDetailId", async (req) => {
    const user = await requireUser(req);
    const { cartDetailId } = parse(lineParams, req.params);
    removeLine(db, user.id, cartDetailId, clock());
    return cartAnswer(user);
  });

  app.get("/api/Order/CheckInventory", async (req) => {
    const user = await requireUser(req);
    return inventoryAnswer(loadCart(user).priced);
  });

  app.patch("/api/Order/Address", async (req) => {
    const user = await requireUser(req);
    const body = parse(addressBody, req.body);
    if (body.WardId) requireCurrentWard(db, body.WardId);
    const { priced } = loadCart(user);
    const needsShipping = priced.lines.some((l) => !l.isDigital);
    if (needsShipping && (!body.WardId || !body.Address))
      throw new ApiError(400, "ADDRESS_REQUIRED", "Vui lòng nhập đầy đủ địa chỉ giao hàng");
    setCartContact(
      db,
      user.id,
      { name: body.Name, phone: body.Phone, email: body.Email, address: body.Address, wardId: body.WardId },
      clock(),
    );
    return cartAnswer(user);
  });

  app.post("/api/Order/add-voucher", async (req) => {
    const user = await requireUser(req);
    const code = readCodeField(parse(voucherBody, req.body).VoucherCode, "voucher", { required: true })!;
    return applyCode(user, "voucher", code, "Đã áp dụng mã khuyến mãi");
  });

  app.delete("/api/Order/del-voucher", async (req) => {
    const user = await requireUser(req);
    setCartCodes(db, user.id, { voucherCode: null }, clock());
    return cartAnswer(user);
  });

  app.post("/api/Order/add-promotion-coupon", async (req) => {
    const user = await requireUser(req);
    const code = readCodeField(parse(couponBody, req.body).CouponCode, "coupon", { required: true })!;
    return applyCode(user, "coupon", code, "Đã áp dụng mã giảm giá");
  });

  app.delete("/api/Order/del-promotion-coupon", async (req) => {
    const user = await requireUser(req);
    setCartCodes(db, user.id, { couponCode: null }, clock());
    return cartAnswer(user);
  });

  app.post("/api/Order/add-affiliate", async (req) => {
    const user = await requireUser(req);
    const code = readCodeField(parse(affiliateQuery, req.query).affiliateCode, "affiliate", { required: true })!;
    return applyCode(user, "affiliate", code, "Đã áp dụng mã affiliate");
  });

  app.delete("/api/Order/remove-affiliate", async (req) => {
    const user = await requireUser(req);
    setCartCodes(db, user.id, { affiliateCode: null }, clock());
    return cartAnswer(user);
  });

  app.post("/api/Order/CheckOut", async (req) => {
    const user = await requireUser(req);
    const body = parse(checkoutBody, req.body);
    const cart = findCart(db, user.id);
    const lines = cart ? requestedLines(linesOf(db, cart.id)) : [];
    const { order, created } = createOrder(db, {
      lines,
      name: cart?.name ?? user.name,
      phone: cart?.phone ?? user.phone,
      email: cart?.email ?? user.email,
      address: cart?.address ?? "",
      wardId: cart?.wardId ?? null,
      paymentMethod: body.PaymentMethod,
      idempotencyKey: body.IdempotencyKey,
      userId: user.id,
      ttlMinutes: config.ORDER_TTL_MINUTES,
      codMaxVnd: config.COD_MAX_VND,
      codes: storedCodes(cart),
      invoice: body.Invoice ?? null,
      now: clock(),
    });
    if (!created && order.userId !== user.id)
      throw new ApiError(409, "IDEMPOTENCY_KEY_CONFLICT", "IdempotencyKey đã được dùng cho một đơn hàng khác");
    if (created) await mailOrderConfirmation(withDefaults(app.deps), order, req.log);
    if (created) await kickShipments(app, req.log); // a COD order ships at once (ADR 0026)
    return checkoutAnswer({ db, config }, order, { ipAddr: body.IpAddr ?? req.ip, returnUrl: body.ReturnUrl });
  });
}
