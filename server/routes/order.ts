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
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ApiError, notFound, ok } from "../http/envelope";
import { parse } from "../http/validate";
import { cartTotals, FREE_SHIPPING_THRESHOLD, MAX_LINE_QUANTITY, priceLines, shippingFee, type RequestedLine } from "../domain/cart";
import { createOrder, findOrder, loadProducts, resolveWard } from "../domain/orders";
import { getVnpayGateway } from "../gateways";

const cartDetails = z
  .array(
    z.object({
      ProductSaleId: z.number().int().positive().max(2_147_483_647),
      Quantity: z.number().int().min(1, "Số lượng phải từ 1 trở lên").max(MAX_LINE_QUANTITY, `Số lượng tối đa là ${MAX_LINE_QUANTITY}`),
    }),
  )
  .max(100, "Giỏ hàng có quá nhiều sản phẩm");

const toLines = (details: z.infer<typeof cartDetails>): RequestedLine[] => details.map((d) => ({ productSaleId: d.ProductSaleId, quantity: d.Quantity }));
const wardId = z.number().int().positive().max(2_147_483_647);

/** The Vietnamese mobile phone rule of spec §5: 10 digits starting 09, 03, 07, 08 or 05. */
export const VN_PHONE = /^(09|03|07|08|05)\d{8}$/;

const calculateBody = z.object({ CartDetails: cartDetails, WardId: wardId.nullish() });
const inventoryBody = z.object({ CartDetails: cartDetails });
const shippingBody = z.object({ CartDetails: cartDetails, WardId: wardId.nullish() });
const checkoutBody = z.object({
  CartDetails: cartDetails.min(1, "Giỏ hàng trống"),
  Name: z.string().trim().min(1, "Họ và tên không được để trống").max(100),
  Phone: z.string().trim().regex(VN_PHONE, "Số điện thoại không hợp lệ"),
  Email: z.string().trim().email("Email không đúng định dạng").max(254),
  Address: z.string().trim().max(300).default(""),
  WardId: wardId.nullish(),
  PaymentMethod: z.enum(["VNPay", "ePay"]),
  IdempotencyKey: z.string().min(16).max(100),
  ReturnUrl: z
    .string()
    .url("Địa chỉ trả về không hợp lệ")
    .max(255, "Địa chỉ trả về quá dài (tối đa 255 ký tự)")
    .refine((u) => /^https?:$/.test(new URL(u).protocol), "Địa chỉ trả về không hợp lệ"),
  IpAddr: z.string().ip().optional(),
});
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export async function orderRoutes(app: FastifyInstance) {
  const { db, config } = app.deps;

  /** Prices lines and, when a ward is given, the shipping fee to it. */
  function calculate(lines: RequestedLine[], ward: number | null | undefined, clampToStock = false) {
    const priced = priceLines(lines, loadProducts(db, lines.map((l) => l.productSaleId)), { clampToStock });
    const totals = cartTotals(priced.lines);
    const region = ward ? resolveWard(db, ward)?.region : undefined;
    const fee = region ? shippingFee({ ...totals, region }) : 0;
    return { priced, totals, fee };
  }

  app.post("/api/Order/CalculateUnAuthCart", async (req) => {
    const body = parse(calculateBody, req.body);
    const { priced, totals, fee } = calculate(toLines(body.CartDetails), body.WardId);
    return ok({
      cartDetails: priced.lines,
      problems: priced.problems,
      ...totals,
      discount: 0,
      shippingFee: fee,
      total: totals.subTotal + fee,
      freeShippingThreshold: FREE_SHIPPING_THRESHOLD,
    });
  });

  app.post("/api/Order/check-inventory-without-login", async (req) => {
    const body = parse(inventoryBody, req.body);
    const { priced, totals } = calculate(toLines(body.CartDetails), null);
    if (priced.problems.length) {
      throw new ApiError(409, priced.problems.map((p) => p.message).join("; "), { problems: priced.problems, isOnlyDigital: totals.isOnlyDigital });
    }
    if (!priced.lines.length) throw new ApiError(400, "Giỏ hàng trống");
    return ok({ isOnlyDigital: totals.isOnlyDigital, totalProducts: totals.totalProducts }, { successMessage: "Các sản phẩm đều còn hàng" });
  });

  app.post("/api/Order/shipping-fee-without-login", async (req) => {
    const body = parse(shippingBody, req.body);
    const { totals, fee } = calculate(toLines(body.CartDetails), body.WardId);
    if (!totals.isOnlyDigital && body.WardId && !resolveWard(db, body.WardId)) throw new ApiError(400, "Phường/Xã không tồn tại");
    return ok({ shippingFee: fee, isOnlyDigital: totals.isOnlyDigital, subTotal: totals.subTotal, freeShippingThreshold: FREE_SHIPPING_THRESHOLD });
  });

  app.post("/api/Order/checkout-without-login", async (req) => {
    const body = parse(checkoutBody, req.body);
    if (body.PaymentMethod !== "VNPay") throw new ApiError(400, "Phương thức thanh toán này chưa được hỗ trợ");
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
    if (order.status !== "pending") {
      throw new ApiError(409, `Đơn hàng ${order.code} đã được xử lý`, { orderId: order.id, status: order.status });
    }
    const url = getVnpayGateway(config).buildPaymentUrl({
      order: { code: order.code, total: order.total },
      ipAddr: body.IpAddr ?? req.ip,
      returnUrl: body.ReturnUrl,
      now: new Date(order.createdAt),
    });
    return ok(url, { successMessage: `Đơn hàng ${order.code} đã được tạo, chuyển đến cổng thanh toán VNPay` });
  });

  app.get("/api/Order/order-without-login/:id", async (req) => {
    const { id } = parse(idParams, req.params);
    const key = req.headers["x-order-key"];
    const order = findOrder(db, id);
    if (!order || typeof key !== "string" || key !== order.idempotencyKey) throw notFound("Đơn hàng");
    return ok({
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
    });
  });
}
