/**
 * The logged-in customer's cart (spec §7 "Order and cart": GET /api/Order, add-product,
 * cartDetails/{id}, CheckInventory, Address, CheckOut; bodies defined by the reference upstream,
 * docs/openapi.yaml). Every call needs the bearer token (the client from `upstreamFor`).
 * Money is integer VND. Errors: UpstreamError 400/404/409 with the upstream's message.
 */
import { z } from "zod";
import type { CheckoutContact } from "~/upstream/schemas";
import type { UpstreamClient } from "./client.server";
import { checkoutResult, invoiceBody, methodsOr404Fallback, type InvoiceRequest, type PaymentMethod } from "./order.server";
import { accountCartSchema, orderSchema, paymentMethodOptionSchema } from "./schemas";

/** GET /api/Order: the open cart (empty when none). */
export async function getAccountCart(client: UpstreamClient) {
  return (await client.get(accountCartSchema, "/api/Order")).data;
}

/** POST /api/Order/add-product: adds `quantity` copies to the line (checked against stock and 99). */
export async function addProduct(client: UpstreamClient, productSaleId: number, quantity: number) {
  return (await client.post(accountCartSchema, "/api/Order/add-product", { body: { ProductSaleId: productSaleId, Quantity: quantity } }))
    .data;
}

/** PATCH /api/Order/cartDetails/{cartDetailId} with Quantity. */
export async function updateLine(client: UpstreamClient, cartDetailId: number, quantity: number) {
  return (await client.request("PATCH", accountCartSchema, `/api/Order/cartDetails/${cartDetailId}`, { body: { Quantity: quantity } }))
    .data;
}

/** DELETE /api/Order/cartDetails/{id}. */
export async function removeLine(client: UpstreamClient, cartDetailId: number) {
  return (await client.request("DELETE", accountCartSchema, `/api/Order/cartDetails/${cartDetailId}`)).data;
}

/** GET /api/Order/CheckInventory. @throws UpstreamError 409 with `data.problems`. */
export async function checkInventory(client: UpstreamClient) {
  return (await client.get(z.object({ isOnlyDigital: z.boolean(), totalProducts: z.number().int() }), "/api/Order/CheckInventory")).data;
}

/** PATCH /api/Order/Address: the contact and shipping address of the cart. */
export async function setAddress(client: UpstreamClient, c: Pick<CheckoutContact, "name" | "phone" | "email" | "address" | "wardId">) {
  const body = { Name: c.name, Phone: c.phone, Email: c.email, Address: c.address, WardId: c.wardId };
  return (await client.request("PATCH", accountCartSchema, "/api/Order/Address", { body })).data;
}

/**
 * GET /api/Order/payment-methods → the methods for the customer's cart in display order (ADR 0022),
 * like the guest call; an upstream answering 404 → FALLBACK_PAYMENT_METHODS (VNPay, ePay).
 */
export async function getPaymentMethods(client: UpstreamClient) {
  return methodsOr404Fallback(client.get(z.array(paymentMethodOptionSchema), "/api/Order/payment-methods").then((r) => r.data));
}

/**
 * POST /api/Order/CheckOut → the gateway URL (VNPay, MoMo), the ePayModel (ePay) or the placed order
 * (COD, VietQR), spec §4 and ADR 0022.
 * @throws UpstreamError 400 (bad input, unavailable line or method, COD without a phone), 409
 *   (`data.orderId`, `data.status`).
 */
export async function checkout(
  client: UpstreamClient,
  input: { paymentMethod: PaymentMethod; idempotencyKey: string; returnUrl: string; ipAddr?: string; invoice?: InvoiceRequest | null },
) {
  const res = await client.post(z.unknown(), "/api/Order/CheckOut", {
    body: {
      PaymentMethod: input.paymentMethod,
      IdempotencyKey: input.idempotencyKey,
      ReturnUrl: input.returnUrl,
      IpAddr: input.ipAddr,
      Invoice: invoiceBody(input.invoice),
    },
  });
  return checkoutResult(res.successMessage, res.data);
}

/** GET /api/Order/{id}: one of the customer's orders. @throws UpstreamError 404. */
export async function getOrder(client: UpstreamClient, id: number) {
  return (await client.get(orderSchema, `/api/Order/${id}`)).data;
}
