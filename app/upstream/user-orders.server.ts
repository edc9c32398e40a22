/**
 * The signed-in customer's orders (spec §7 `GET /api/User/orders{query}`,
 * `GET /api/User/orders/{id}`, `PATCH /api/User/CancelOrder`, and the reference upstream's
 * `POST /api/User/orders/{id}/repay`; shapes in docs/openapi.yaml `OrderSummary`, `OrderDetail`; rules
 * in docs/decisions/0012-order-states-and-cancellation.md). Calls need the user's client
 * (`upstreamFor`). Money is integer VND; times ISO-8601 UTC.
 *
 * Errors: UpstreamError 404 ORDER_NOT_FOUND (missing or another customer's order), 409
 * ORDER_NOT_CANCELLABLE (`data.status`), 409 ORDER_CLOSED / OUT_OF_STOCK on repay, 400 for a bad query;
 * upstream failures as in client.server.ts.
 */
import { z } from "zod";
import { ORDER_STATUSES } from "~/constants";
import type { UpstreamClient } from "./client.server";
import { checkoutResult } from "./order.server";
import { paymentMethodSchema as paymentMethod, shipmentSchema, transferSchema, type PaymentMethod } from "./schemas";

const orderStatus = z.enum(ORDER_STATUSES);

/**
 * The VAT invoice an order asked for (ADR 0025, docs/openapi.yaml `OrderInvoice`): the buyer as it
 * will be invoiced, the state at the provider and, once issued, its number, lookup code and time.
 */
const orderInvoiceSchema = z.object({
  buyerKind: z.enum(["company", "budget_unit", "individual"]),
  buyerName: z.string(),
  taxCode: z.string(),
  address: z.string(),
  email: z.string(),
  status: z.enum(["requested", "issued", "failed"]),
  invoiceNo: z.string().nullable(),
  lookupCode: z.string().nullable(),
  issuedAt: z.string().nullable(),
});

/** One order of the list. */
const orderSummarySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  status: orderStatus,
  paymentMethod,
  total: z.number().int(),
  itemCount: z.number().int(),
  firstItemName: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  canCancel: z.boolean(),
  canRepay: z.boolean(),
});
type OrderSummary = z.infer<typeof orderSummarySchema>;

/** An order in full: codes, lines, address, status history (oldest first), refund. */
const orderDetailSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  status: orderStatus,
  paymentMethod,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  expiresAt: z.string(),
  cancelReason: z.string().nullable(),
  customerName: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  wardId: z.number().int().nullable(),
  wardName: z.string().nullable(),
  districtName: z.string().nullable(),
  cityName: z.string().nullable(),
  fullAddress: z.string(),
  isOnlyDigital: z.boolean(),
  subTotal: z.number().int(),
  discount: z.number().int(),
  shippingFee: z.number().int(),
  total: z.number().int(),
  codes: z.array(
    z.object({ kind: z.enum(["voucher", "coupon", "affiliate"]), code: z.string(), name: z.string(), discount: z.number().int() }),
  ),
  lines: z.array(
    z.object({
      productSaleId: z.number().int(),
      name: z.string(),
      isDigital: z.boolean(),
      unitPrice: z.number().int(),
      quantity: z.number().int(),
      lineTotal: z.number().int(),
      imageUrl: z.string(),
    }),
  ),
  statusHistory: z.array(z.object({ status: orderStatus, note: z.string(), at: z.string() })),
  refund: z.object({ amount: z.number().int(), status: z.enum(["requested", "refunded", "rejected"]), createdAt: z.string() }).nullable(),
  /** A VietQR order's transfer (ADR 0022); null or absent otherwise. */
  transfer: transferSchema.nullish(),
  /** The VAT invoice asked for (ADR 0025, `OrderInvoice`); null or absent when none. */
  invoice: orderInvoiceSchema.nullish(),
  /** The parcel and its timeline (ADR 0026); null or absent otherwise. */
  shipment: shipmentSchema.nullish(),
  canCancel: z.boolean(),
  canRepay: z.boolean(),
});

/** Filters of the order list; dates are Vietnam calendar dates "yyyy-MM-dd" (inclusive). */
export interface OrderListQuery {
  page: number;
  status?: OrderSummary["status"] | undefined;
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
}

/** Orders per page of the account's list. */
const ORDERS_PAGE_SIZE = 10;

/** GET /api/User/orders → `{ orders, totalPage }` (newest first; a page past the last has none). */
export async function listMyOrders(client: UpstreamClient, query: OrderListQuery) {
  const res = await client.get(z.array(orderSummarySchema), "/api/User/orders", {
    query: { page: query.page, pageSize: ORDERS_PAGE_SIZE, status: query.status, from: query.from, to: query.to, q: query.q },
  });
  return { orders: res.data, totalPage: res.totalPage };
}

/** GET /api/User/orders/{id} → the order. @throws UpstreamError 404 when missing or another customer's. */
export async function getMyOrder(client: UpstreamClient, id: number) {
  return (await client.get(orderDetailSchema, `/api/User/orders/${id}`)).data;
}

/**
 * PATCH /api/User/CancelOrder → `{ order, message }` ("Đã hủy đơn hàng DH…", + the refund sentence for a paid order).
 * @throws UpstreamError 404, 409 ORDER_NOT_CANCELLABLE.
 */
export async function cancelMyOrder(client: UpstreamClient, id: number, reason: string | null) {
  const res = await client.request("PATCH", orderDetailSchema, "/api/User/CancelOrder", { body: { OrderId: id, Reason: reason } });
  return { order: res.data, message: res.successMessage ?? "Đã hủy đơn hàng" };
}

/**
 * POST /api/User/orders/{id}/repay → the checkout result (VNPay/MoMo URL, ePayModel, or for VietQR
 * the placed order), a new payment attempt.
 * @throws UpstreamError 404, 400 PAYMENT_METHOD_UNAVAILABLE, 409 ORDER_CLOSED / OUT_OF_STOCK.
 */
export async function repayMyOrder(
  client: UpstreamClient,
  id: number,
  input: { returnUrl: string; ipAddr?: string; paymentMethod?: PaymentMethod },
) {
  const res = await client.post(z.unknown(), `/api/User/orders/${id}/repay`, {
    body: { ReturnUrl: input.returnUrl, IpAddr: input.ipAddr, PaymentMethod: input.paymentMethod },
  });
  return checkoutResult(res.successMessage, res.data);
}

/**
 * GET /api/User/orders/{id}/invoice → the issued invoice's PDF as a stream (status, headers, body),
 * for the resource route that passes it on. `signal` aborts the upstream request.
 * @throws UpstreamError 404 (ORDER_NOT_FOUND: missing or another customer's; INVOICE_NOT_FOUND: none
 *   asked for or not issued yet).
 */
export async function streamMyOrderInvoice(client: UpstreamClient, id: number, signal?: AbortSignal) {
  return client.stream(`/api/User/orders/${id}/invoice`, signal ? { signal } : {});
}
