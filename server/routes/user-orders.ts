/**
 * The signed-in customer's orders (spec §7 "Authentication and user" `GET /api/User/orders{query}`,
 * `GET /api/User/orders/{id}`, `PATCH /api/User/CancelOrder`, and the repay call of docs/openapi.yaml; ADR 0012).
 * Bearer token required (401 UNAUTHORIZED otherwise); another customer's order answers 404
 * ORDER_NOT_FOUND exactly like a missing one. Shapes: docs/openapi.yaml `OrderSummary`, `OrderDetail`.
 *
 * - GET   /api/User/orders?page&pageSize(1..50, 10)&status&from&to(yyyy-MM-dd, Vietnam dates, inclusive)&q(≤ 50)
 *         → data: OrderSummary[] newest first, totalPage ≥ 1; bad values (page 0, -1, letters, an unknown
 *         status, a non-date, from > to) → 400 VALIDATION_FAILED
 * - GET   /api/User/orders/{id} → data: OrderDetail
 * - PATCH /api/User/CancelOrder {OrderId, Reason? (≤ 500)} → data: OrderDetail, successMessage
 *         "Đã hủy đơn hàng DH…" (+ " Yêu cầu hoàn tiền đã được ghi nhận." for a paid order);
 *         409 ORDER_NOT_CANCELLABLE data {status}
 * - POST  /api/User/orders/{id}/repay {PaymentMethod?, ReturnUrl, IpAddr?} → the CheckOut answer
 *         (server/domain/payments.ts `startPayment`, a new gateway attempt); 409 ORDER_CLOSED / OUT_OF_STOCK
 */
import { invoicePdfOfUserOrder } from "../domain/invoices";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ORDER_STATUSES } from "../constants";
import { cancelOrder, listOrders, orderDetail, reopenForPayment } from "../domain/order-history";
import { noStore, requireUser } from "../http/auth";
import { ok } from "../http/envelope";
import { idField, idParams } from "../http/fields";
import { checkoutAnswer, paymentFields } from "../http/orders";
import { pageField, pageSizeField } from "../http/paging";
import { parse } from "../http/validate";
import { withDefaults } from "../deps";
import { findOrder } from "../domain/orders";
import { mailOrderStatus } from "../domain/shipments";

/** Orders per page by default, and the most a page may hold. */
const ORDERS_PAGE_SIZE = 10;
const ORDERS_MAX_PAGE_SIZE = 50;

/** A Vietnam calendar date "yyyy-MM-dd" that exists (2026-02-30 is refused). */
const vnDate = (label: string) =>
  z
    .string({ invalid_type_error: `${label} không hợp lệ` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} phải có dạng yyyy-MM-dd`)
    .refine((d) => {
      const t = new Date(`${d}T00:00:00.000Z`);
      return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === d;
    }, `${label} không hợp lệ`);

/** An empty query value is the same as none. */
const optional = <S extends z.ZodTypeAny>(schema: S) => z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

const listQuery = z.object({
  page: pageField,
  pageSize: pageSizeField(ORDERS_PAGE_SIZE, ORDERS_MAX_PAGE_SIZE),
  status: optional(z.enum(ORDER_STATUSES, { errorMap: () => ({ message: "Trạng thái đơn hàng không hợp lệ" }) })),
  from: optional(vnDate("Từ ngày")),
  to: optional(vnDate("Đến ngày")),
  q: optional(z.string({ invalid_type_error: "Mã đơn hàng không hợp lệ" }).trim().max(50, "Mã đơn hàng tìm kiếm tối đa 50 ký tự")),
});

const orderParams = idParams("Mã đơn hàng không hợp lệ");

const cancelBody = z.object({
  OrderId: idField("Mã đơn hàng không hợp lệ"),
  Reason: z
    .string({ invalid_type_error: "Lý do hủy phải là chuỗi ký tự" })
    .trim()
    .max(500, "Lý do hủy tối đa 500 ký tự")
    .refine((s) => !/[\u0000-\u0009\u000b-\u001f\u007f\u202a-\u202e\u2066-\u2069]/.test(s), "Lý do hủy chứa ký tự không hợp lệ")
    .nullish(),
});

const repayBody = z.object({
  PaymentMethod: paymentFields.PaymentMethod.optional(),
  ReturnUrl: paymentFields.ReturnUrl,
  IpAddr: paymentFields.IpAddr,
});

/** Registers the customer's order routes (a Fastify plugin; uses `app.deps`). */
export async function userOrderRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, clock } = withDefaults(app.deps);
  noStore(app);

  app.get("/api/User/orders", async (req) => {
    const user = await requireUser(req);
    const query = parse(listQuery, req.query);
    const { items, totalPage } = listOrders(db, user.id, query, clock());
    return ok(items, { totalPage });
  });

  app.get("/api/User/orders/:id", async (req) => {
    const user = await requireUser(req);
    const { id } = parse(orderParams, req.params);
    return ok(orderDetail(db, config, user.id, id, clock()));
  });

  // The issued invoice's PDF (ADR 0025): the owner's only (another's order or no invoice yet: 404).
  app.get("/api/User/orders/:id/invoice", async (req, reply) => {
    const user = await requireUser(req);
    const { id } = parse(orderParams, req.params);
    const pdf = await invoicePdfOfUserOrder(db, config, user.id, id);
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", `attachment; filename="hoa-don-${pdf.invoiceNo}.pdf"`)
      .header("cache-control", "private, no-store")
      .send(pdf.body);
  });

  app.patch("/api/User/CancelOrder", async (req) => {
    const user = await requireUser(req);
    const body = parse(cancelBody, req.body);
    const { detail, wasPaid } = cancelOrder(db, config, user.id, body.OrderId, body.Reason || null, clock());
    const cancelled = findOrder(db, detail.id);
    if (cancelled) await mailOrderStatus(withDefaults(app.deps), { step: "cancelled", order: cancelled, trackingNumber: null }, req.log);
    const message = `Đã hủy đơn hàng ${detail.code}${wasPaid ? ". Yêu cầu hoàn tiền đã được ghi nhận." : ""}`;
    return ok(detail, { successMessage: message });
  });

  app.post("/api/User/orders/:id/repay", async (req) => {
    const user = await requireUser(req);
    const { id } = parse(orderParams, req.params);
    const body = parse(repayBody, req.body ?? {});
    const now = clock();
    const order = reopenForPayment(db, user.id, id, { ttlMinutes: config.ORDER_TTL_MINUTES, paymentMethod: body.PaymentMethod }, now);
    return checkoutAnswer({ db, config }, order, { ipAddr: body.IpAddr ?? req.ip, returnUrl: body.ReturnUrl, attempt: now });
  });
}
