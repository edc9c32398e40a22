/**
 * Guest cart and checkout calls (spec §7 "Order and cart", the `-without-login` variants). The
 * request bodies are not shown in §7; they are defined here (PascalCase, like the §7 payloads) and
 * documented in docs/openapi.yaml:
 *
 * - POST /api/Order/CalculateUnAuthCart        {CartDetails, WardId?} → cart (lines, totals, problems)
 * - POST /api/Order/check-inventory-without-login {CartDetails} → {isOnlyDigital, totalProducts};
 *   409 with `data.problems` when a line is unknown, sold out or short
 * - POST /api/Order/shipping-fee-without-login  {CartDetails, WardId} → {shippingFee, …}
 * - POST /api/Order/checkout-without-login      {CartDetails, Name, Phone, Email, Address, WardId,
 *   PaymentMethod, IdempotencyKey, ReturnUrl, IpAddr?} → successMessage containing "VNPay", data =
 *   the payment URL (spec §4)
 * - GET  /api/Order/order-without-login/{id}    header X-Order-Key: the checkout's IdempotencyKey
 *
 * `CartDetails` = [{ProductSaleId, Quantity}] with 1 ≤ Quantity ≤ 99, at most 100 lines.
 *
 * The account cart (server/routes/account-cart.ts) shares the pricing (domain/pricing.ts), the
 * inventory answer, the checkout answer and the order view exported here.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { UpstreamConfig } from "../config";
import { ApiError, notFound, ok } from "../http/envelope";
import { VN_PHONE } from "../http/fields";
import { parse } from "../http/validate";
import { FREE_SHIPPING_THRESHOLD, MAX_LINE_QUANTITY, type LineProblem, type RequestedLine } from "../domain/cart";
import { createOrder, findOrder, resolveWard, type Order, type OrderLine } from "../domain/orders";
import { cartView, priceCart } from "../domain/pricing";
import { getVnpayGateway } from "../gateways";

/** Quantity of one line (1…99), with the messages of the guest calls. */
export const lineQuantity = z.number().int().min(1, "Số lượng phải từ 1 trở lên").max(MAX_LINE_QUANTITY, `Số lượng tối đa là ${MAX_LINE_QUANTITY}`);

const cartDetails = z
  .array(
    z.object({
      ProductSaleId: z.number().int().positive().max(2_147_483_647),
      Quantity: lineQuantity,
    }),
  )
  .max(100, "Giỏ hàng có quá nhiều sản phẩm");

const toLines = (details: z.infer<typeof cartDetails>): RequestedLine[] => details.map((d) => ({ productSaleId: d.ProductSaleId, quantity: d.Quantity }));
const wardId = z.number().int().positive().max(2_147_483_647);

export { VN_PHONE };

const calculateBody = z.object({ CartDetails: cartDetails, WardId: wardId.nullish() });
const inventoryBody = z.object({ CartDetails: cartDetails });
const shippingBody = z.object({ CartDetails: cartDetails, WardId: wardId.nullish() });
/** The payment fields of a checkout (guest and account): method, one-time key, return URL, shopper IP. */
export const paymentFields = {
  PaymentMethod: z.enum(["VNPay", "ePay"]),
  IdempotencyKey: z.string().min(16).max(100),
  ReturnUrl: z
    .string()
    .url("Địa chỉ trả về không hợp lệ")
    .max(255, "Địa chỉ trả về quá dài (tối đa 255 ký tự)")
    // zod runs refinements even after .url() failed: never let `new URL` throw (a 500).
    .refine((u) => URL.canParse(u) && /^https?:$/.test(new URL(u).protocol), "Địa chỉ trả về không hợp lệ"),
  IpAddr: z.string().ip().optional(),
};
const checkoutBody = z.object({
  CartDetails: cartDetails.min(1, "Giỏ hàng trống"),
  Name: z.string().trim().min(1, "Họ và tên không được để trống").max(100),
  Phone: z.string().trim().regex(VN_PHONE, "Số điện thoại không hợp lệ"),
  Email: z.string().trim().email("Email không đúng định dạng").max(254),
  Address: z.string().trim().max(300).default(""),
  WardId: wardId.nullish(),
  ...paymentFields,
});
/** Path parameter `{id}`: a positive 32-bit integer. */
export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** 400 when a payment method other than VNPay is asked (ePay is accepted by the schema, spec §4). */
export function requireVnpay(method: "VNPay" | "ePay"): void {
  if (method !== "VNPay") throw new ApiError(400, "Phương thức thanh toán này chưa được hỗ trợ");
}

/**
 * The answer of a checkout (guest or account, spec §4: a successMessage containing "VNPay", `data` =
 * the signed payment URL). An order of the key that is no longer pending answers 409 with
 * `data.orderId` and `data.status`.
 */
export function vnpayCheckoutAnswer(config: UpstreamConfig, order: Order, opts: { ipAddr: string; returnUrl: string }) {
  if (order.status !== "pending") {
    throw new ApiError(409, `Đơn hàng ${order.code} đã được xử lý`, { orderId: order.id, status: order.status });
  }
  const url = getVnpayGateway(config).buildPaymentUrl({
    order: { code: order.code, total: order.total },
    ipAddr: opts.ipAddr,
    returnUrl: opts.returnUrl,
    now: new Date(order.createdAt),
  });
  return ok(url, { successMessage: `Đơn hàng ${order.code} đã được tạo, chuyển đến cổng thanh toán VNPay` });
}

/** `data` of GET /api/Order/order-without-login/{id} and GET /api/Order/{id} (schema `Order`). */
export function orderView(order: Order & { lines: OrderLine[] }) {
  return {
    id: order.id,
    code: order.code,
    status: order.status,
    paymentMethod: order.paymentMethod,
    customerName: order.customerName,
    phone: order.phone,
    email: order.email,
    fullAddress: order.fullAddress,
    isOnlyDigital: order.isOnlyDigital,
    subTotal: order.subTotal,
    discount: order.discount,
    shippingFee: order.shippingFee,
    total: order.total,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
    lines: order.lines.map((l) => ({ productSaleId: l.productId, name: l.name, unitPrice: l.unitPrice, quantity: l.quantity, isDigital: l.isDigital })),
  };
}

/** The 409 of an inventory check with problems, or 400 for an empty cart; else the check's success answer. */
export function inventoryAnswer(cart: { problems: LineProblem[]; lines: unknown[]; totals: { isOnlyDigital: boolean; totalProducts: number } }) {
  if (cart.problems.length) {
    throw new ApiError(409, cart.problems.map((p) => p.message).join("; "), { problems: cart.problems, isOnlyDigital: cart.totals.isOnlyDigital });
  }
  if (!cart.lines.length) throw new ApiError(400, "Giỏ hàng trống");
  return ok({ isOnlyDigital: cart.totals.isOnlyDigital, totalProducts: cart.totals.totalProducts }, { successMessage: "Các sản phẩm đều còn hàng" });
}

/** Fastify plugin with the guest cart and checkout routes listed above, over `app.deps` ({db, config}). */
export async function orderRoutes(app: FastifyInstance) {
  const { db, config } = app.deps;

  app.post("/api/Order/CalculateUnAuthCart", async (req) => {
    const body = parse(calculateBody, req.body);
    return ok(cartView(priceCart(db, toLines(body.CartDetails), body.WardId)));
  });

  app.post("/api/Order/check-inventory-without-login", async (req) => {
    const body = parse(inventoryBody, req.body);
    return inventoryAnswer(priceCart(db, toLines(body.CartDetails), null));
  });

  app.post("/api/Order/shipping-fee-without-login", async (req) => {
    const body = parse(shippingBody, req.body);
    const { totals, shippingFee } = priceCart(db, toLines(body.CartDetails), body.WardId);
    if (!totals.isOnlyDigital && body.WardId && !resolveWard(db, body.WardId)) throw new ApiError(400, "Phường/Xã không tồn tại");
    return ok({ shippingFee, isOnlyDigital: totals.isOnlyDigital, subTotal: totals.subTotal, freeShippingThreshold: FREE_SHIPPING_THRESHOLD });
  });

  app.post("/api/Order/checkout-without-login", async (req) => {
    const body = parse(checkoutBody, req.body);
    requireVnpay(body.PaymentMethod);
    const { order } = createOrder(db, {
      lines: toLines(body.CartDetails),
      name: body.Name,
      phone: body.Phone,
      email: body.Email,
      address: body.Address,
      wardId: body.WardId ?? null,
      paymentMethod: body.PaymentMethod,
      idempotencyKey: body.IdempotencyKey,
      ttlMinutes: config.ORDER_TTL_MINUTES,
    });
    return vnpayCheckoutAnswer(config, order, { ipAddr: body.IpAddr ?? req.ip, returnUrl: body.ReturnUrl });
  });

  app.get("/api/Order/order-without-login/:id", async (req) => {
    const { id } = parse(idParams, req.params);
    const key = req.headers["x-order-key"];
    const order = findOrder(db, id);
    if (!order || typeof key !== "string" || key !== order.idempotencyKey) throw notFound("Đơn hàng");
    return ok(orderView(order));
  });
}
