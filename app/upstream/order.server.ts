/**
 * Guest cart and checkout calls (spec §7 "Order and cart", `-without-login` variants; bodies defined
 * by the reference upstream, docs/openapi.yaml). Money is integer VND.
 *
 * Errors: UpstreamError 400/409 with a Vietnamese message (and `data.problems` for stock problems);
 * upstream failures as in client.server.ts.
 */
import { z } from "zod";
import type { UpstreamClient } from "./client.server";
import { cartSchema, lineProblemSchema, orderSchema } from "~/upstream/schemas";

/** A cart line as the storefront keeps it (guest cookie). */
export interface StoredLine {
  productSaleId: number;
  quantity: number;
}

const cartDetails = (lines: readonly StoredLine[]) => lines.map((l) => ({ ProductSaleId: l.productSaleId, Quantity: l.quantity }));

/** POST /api/Order/CalculateUnAuthCart: priced lines, totals, problems; shipping fee when `wardId`. */
export async function calculateGuestCart(client: UpstreamClient, lines: readonly StoredLine[], wardId?: number | null) {
  return (await client.post(cartSchema, "/api/Order/CalculateUnAuthCart", { body: { CartDetails: cartDetails(lines), WardId: wardId ?? null } })).data;
}

/** Details of a failed inventory check (409). */
export const inventoryProblemSchema = z.object({ problems: z.array(lineProblemSchema), isOnlyDigital: z.boolean() });

/**
 * POST /api/Order/check-inventory-without-login → `{ isOnlyDigital, totalProducts }`.
 * @throws UpstreamError 409 whose `data` matches `inventoryProblemSchema` when a line is short.
 */
export async function checkGuestInventory(client: UpstreamClient, lines: readonly StoredLine[]) {
  return (await client.post(z.object({ isOnlyDigital: z.boolean(), totalProducts: z.number().int() }), "/api/Order/check-inventory-without-login", { body: { CartDetails: cartDetails(lines) } })).data;
}

/** POST /api/Order/shipping-fee-without-login → `{ shippingFee, isOnlyDigital, subTotal, freeShippingThreshold }`. */
export async function getGuestShippingFee(client: UpstreamClient, lines: readonly StoredLine[], wardId: number | null) {
  const schema = z.object({ shippingFee: z.number().int(), isOnlyDigital: z.boolean(), subTotal: z.number().int(), freeShippingThreshold: z.number().int() });
  return (await client.post(schema, "/api/Order/shipping-fee-without-login", { body: { CartDetails: cartDetails(lines), WardId: wardId } })).data;
}

export interface GuestCheckout {
  lines: readonly StoredLine[];
  name: string;
  phone: string;
  email: string;
  address: string;
  wardId: number | null;
  paymentMethod: "VNPay";
  idempotencyKey: string;
  returnUrl: string;
  ipAddr?: string;
}

/**
 * POST /api/Order/checkout-without-login. Spec §4: a successMessage containing "VNPay" means `data`
 * is the payment URL to send the browser to.
 * @returns `{ url }` of the gateway.
 * @throws UpstreamError 400 (bad input, unavailable line), 409 (order with this key already closed:
 *         `data.orderId`, `data.status`).
 */
export async function checkoutGuest(client: UpstreamClient, c: GuestCheckout) {
  const res = await client.post(z.unknown(), "/api/Order/checkout-without-login", {
    body: {
      CartDetails: cartDetails(c.lines),
      Name: c.name,
      Phone: c.phone,
      Email: c.email,
      Address: c.address,
      WardId: c.wardId,
      PaymentMethod: c.paymentMethod,
      IdempotencyKey: c.idempotencyKey,
      ReturnUrl: c.returnUrl,
      IpAddr: c.ipAddr,
    },
  });
  const message = res.successMessage ?? "";
  const url = z.string().url().safeParse(res.data);
  if (message.includes("VNPay") && url.success) return { url: url.data };
  throw new Error(`checkout-without-login: unexpected answer "${message}"`);
}

/** Details of a 409 checkout answer: the order already made with this key and its status. */
export const closedOrderSchema = z.object({ orderId: z.number().int(), status: z.enum(["pending", "paid", "failed", "cancelled"]) });

/** GET /api/Order/order-without-login/{id} with the checkout's key. @throws UpstreamError 404. */
export async function getGuestOrder(client: UpstreamClient, id: number, orderKey: string) {
  return (await client.get(orderSchema, `/api/Order/order-without-login/${id}`, { headers: { "x-order-key": orderKey } })).data;
}
