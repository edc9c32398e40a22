/**
 * The §7 shapes and fields shared by the guest order routes (server/routes/order.ts) and the account
 * cart routes (server/routes/account-cart.ts): a line quantity, the payment fields of a checkout, the
 * checkout answer (VNPay URL or ePay model), the order view and the inventory answer.
 */
import { z } from "zod";
import type { UpstreamConfig } from "../config";
import { MAX_LINE_QUANTITY, type LineProblem } from "../domain/cart";
import type { Order, OrderLine } from "../domain/orders";
import { ApiError } from "../errors";
import { getEpayGateway, getVnpayGateway } from "../gateways";
import { formatGmt7 } from "../gateways/vnpay";
import { ok } from "./envelope";

/** Quantity of one line (1…99), with the messages of the guest calls. */
export const lineQuantity = z
  .number()
  .int()
  .min(1, "Số lượng phải từ 1 trở lên")
  .max(MAX_LINE_QUANTITY, `Số lượng tối đa là ${MAX_LINE_QUANTITY}`);

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
/**
 * The answer of a checkout (guest or account) by the order's payment method (spec §4 "Checkout
 * result"): VNPay → a successMessage containing "VNPay", `data` = the signed payment URL; ePay → one
 * containing "ePay", `data` = the ePayModel `{gatewayUrl, fields}` (`returnUrl` is then the
 * storefront's /thanh-toan/epay-result). A repeated checkout of a pending order answers the same.
 * An order of the key that is no longer pending answers 409 with `data.orderId` and `data.status`.
 *
 * `opts.attempt` (a repeated payment of the same order, POST /api/User/orders/{id}/repay, ADR 0012):
 * the payment is a new gateway transaction started at that time — VNPay vnp_TxnRef
 * `{code}_{yyyyMMddHHmmss GMT+7}` (VNPay refuses a TxnRef already used that day; the IPN and the return
 * read the order code before `_`, ./vnpay.ts `orderCodeOfTxnRef`) with a fresh payment window; ePay a
 * merTrxId with the attempt's timestamp.
 */
export function checkoutAnswer(config: UpstreamConfig, order: Order, opts: { ipAddr: string; returnUrl: string; attempt?: Date }) {
  if (order.status !== "pending") {
    throw new ApiError(409, "ORDER_CLOSED", `Đơn hàng ${order.code} đã được xử lý`, { orderId: order.id, status: order.status });
  }
  if (order.paymentMethod === "ePay") {
    const model = getEpayGateway(config).buildEpayModel({
      order: { code: order.code, total: order.total, createdAt: opts.attempt?.toISOString() ?? order.createdAt },
      returnUrl: opts.returnUrl,
      buyer: { name: order.customerName, phone: order.phone, email: order.email, userId: order.userId },
    });
    return ok(model, {
      successMessage: `${opts.attempt ? "Thanh toán lại đơn hàng" : "Đơn hàng"} ${order.code}${opts.attempt ? "" : " đã được tạo"}, chuyển đến cổng thanh toán ePay`,
    });
  }
  const url = getVnpayGateway(config).buildPaymentUrl({
    order: { code: opts.attempt ? `${order.code}_${formatGmt7(opts.attempt)}` : order.code, total: order.total },
    ipAddr: opts.ipAddr,
    returnUrl: opts.returnUrl,
    now: opts.attempt ?? new Date(order.createdAt),
  });
  return ok(url, {
    successMessage: `${opts.attempt ? "Thanh toán lại đơn hàng" : "Đơn hàng"} ${order.code}${opts.attempt ? "" : " đã được tạo"}, chuyển đến cổng thanh toán VNPay`,
  });
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
    voucherCode: order.voucherCode,
    couponCode: order.couponCode,
    affiliateCode: order.affiliateCode,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
    lines: order.lines.map((l) => ({
      productSaleId: l.productId,
      name: l.name,
      unitPrice: l.unitPrice,
      quantity: l.quantity,
      isDigital: l.isDigital,
    })),
  };
}

/** The 409 of an inventory check with problems, or 400 for an empty cart; else the check's success answer. */
export function inventoryAnswer(cart: {
  problems: LineProblem[];
  lines: unknown[];
  totals: { isOnlyDigital: boolean; totalProducts: number };
}) {
  if (cart.problems.length) {
    throw new ApiError(409, "LINES_UNAVAILABLE", cart.problems.map((p) => p.message).join("; "), {
      problems: cart.problems,
      isOnlyDigital: cart.totals.isOnlyDigital,
    });
  }
  if (!cart.lines.length) throw new ApiError(400, "CART_EMPTY", "Giỏ hàng trống");
  return ok(
    { isOnlyDigital: cart.totals.isOnlyDigital, totalProducts: cart.totals.totalProducts },
    { successMessage: "Các sản phẩm đều còn hàng" },
  );
}
