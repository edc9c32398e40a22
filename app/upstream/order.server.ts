/**
 * Guest cart and checkout calls (spec §7 "Order and cart", `-without-login` variants; bodies defined
 * by the reference upstream, docs/openapi.yaml). Money is integer VND.
 *
 * Errors: UpstreamError 400/409 with a Vietnamese message (and `data.problems` for stock problems);
 * upstream failures as in client.server.ts.
 */
import { z } from "zod";
import { ORDER_STATUSES } from "~/constants";
import { isNotFound, type UpstreamClient } from "./client.server";
import {
  cartSchema,
  lineProblemSchema,
  orderSchema,
  paymentMethodOptionSchema,
  transferSchema,
  type PaymentMethod,
  type PaymentMethodOption,
  type StoredLine,
} from "~/upstream/schemas";
import { codeFields, type GuestCodes } from "./discount.server";

const cartDetails = (lines: readonly StoredLine[]) => lines.map((l) => ({ ProductSaleId: l.productSaleId, Quantity: l.quantity }));

/**
 * POST /api/Order/CalculateUnAuthCart: priced lines, totals, problems; shipping fee when `wardId`;
 * the guest's codes priced in (codes that no longer apply come back in `codeProblems`).
 */
export async function calculateGuestCart(client: UpstreamClient, lines: readonly StoredLine[], wardId?: number | null, codes?: GuestCodes) {
  const body = { CartDetails: cartDetails(lines), WardId: wardId ?? null, ...(codes ? codeFields(codes) : {}) };
  return (await client.post(cartSchema, "/api/Order/CalculateUnAuthCart", { body })).data;
}

/** Details of a failed inventory check (409). */
export const inventoryProblemSchema = z.object({ problems: z.array(lineProblemSchema), isOnlyDigital: z.boolean() });

/**
 * POST /api/Order/check-inventory-without-login → `{ isOnlyDigital, totalProducts }`.
 * @throws UpstreamError 409 whose `data` matches `inventoryProblemSchema` when a line is short.
 */
export async function checkGuestInventory(client: UpstreamClient, lines: readonly StoredLine[]) {
  return (
    await client.post(
      z.object({ isOnlyDigital: z.boolean(), totalProducts: z.number().int() }),
      "/api/Order/check-inventory-without-login",
      { body: { CartDetails: cartDetails(lines) } },
    )
  ).data;
}

export interface GuestCheckout {
  lines: readonly StoredLine[];
  codes: GuestCodes;
  name: string;
  phone: string;
  email: string;
  address: string;
  wardId: number | null;
  paymentMethod: PaymentMethod;
  idempotencyKey: string;
  /** Where the gateway sends the shopper back (VNPay: /thanh-toan/vnpay-return; ePay: /thanh-toan/epay-result). */
  returnUrl: string;
  ipAddr?: string;
  /** The VAT invoice asked for (ADR 0025), or null. */
  invoice?: InvoiceRequest | null;
}

/**
 * A VAT invoice request (ADR 0025) as the checkout calls carry it, `Invoice` of docs/openapi.yaml:
 * the buyer's registered name, tax code (MST, ĐVQHNS code or 12-digit ID), address and email.
 */
export interface InvoiceRequest {
  buyerName: string;
  taxCode: string;
  address: string;
  email: string;
}

/** The `Invoice` body field of a checkout (undefined when none is asked for: the field is left out). */
export function invoiceBody(invoice: InvoiceRequest | null | undefined) {
  if (!invoice) return undefined;
  return { BuyerName: invoice.buyerName, TaxCode: invoice.taxCode, Address: invoice.address, Email: invoice.email };
}

export type { PaymentMethod };

/**
 * What the storefront offers when the upstream has no payment-methods call (404: the publisher's
 * current API, which takes cards through VNPay and ePay only).
 */
const FALLBACK_PAYMENT_METHODS: readonly PaymentMethodOption[] = [
  { code: "VNPay", name: "VNPay", available: true, reason: null },
  { code: "ePay", name: "ePay", available: true, reason: null },
];

/**
 * The methods answer, or the fallback for an upstream without the call (404).
 * @throws whatever else the call throws.
 */
export async function methodsOr404Fallback(call: Promise<PaymentMethodOption[]>): Promise<PaymentMethodOption[]> {
  try {
    return await call;
  } catch (error) {
    if (isNotFound(error)) return [...FALLBACK_PAYMENT_METHODS];
    throw error;
  }
}

/**
 * POST /api/Order/payment-methods-without-login (the body of CalculateUnAuthCart) → the methods for
 * the guest's cart in display order, each available or with its Vietnamese reason (ADR 0022); an
 * upstream answering 404 → FALLBACK_PAYMENT_METHODS (VNPay, ePay).
 */
export async function getGuestPaymentMethods(
  client: UpstreamClient,
  lines: readonly StoredLine[],
  wardId?: number | null,
  codes?: GuestCodes,
) {
  const body = { CartDetails: cartDetails(lines), WardId: wardId ?? null, ...(codes ? codeFields(codes) : {}) };
  return methodsOr404Fallback(
    client.post(z.array(paymentMethodOptionSchema), "/api/Order/payment-methods-without-login", { body }).then((r) => r.data),
  );
}

/**
 * The checkout answer of a method without a gateway page (ADR 0022): COD (the order is placed,
 * `awaiting_delivery`) or VietQR (`pending`, with what to transfer). Money integer VND.
 */
const orderPlacedSchema = z.object({
  orderId: z.number().int(),
  orderCode: z.string(),
  paymentMethod: z.enum(["COD", "VietQR"]),
  status: z.enum(ORDER_STATUSES),
  total: z.number().int(),
  transfer: transferSchema.nullable(),
});
type OrderPlaced = z.infer<typeof orderPlacedSchema>;

/** The ePayModel of spec §4: the gateway's form action and the fields the hand-off page posts to it. */
export const epayModelSchema = z.object({
  gatewayUrl: z.string().url(),
  fields: z.record(z.string(), z.union([z.string(), z.number()]).transform(String)),
});
export type EpayModel = z.infer<typeof epayModelSchema>;

/**
 * The result of a checkout (spec §4 "Checkout result"): a gateway URL (VNPay, MoMo), an ePayModel,
 * or an order placed without a gateway page (COD, VietQR: ADR 0022).
 */
export type CheckoutResult =
  { kind: "redirect"; url: string } | { kind: "epay"; model: EpayModel } | { kind: "placed"; order: OrderPlaced };

/**
 * Spec §4: a successMessage containing "VNPay" (or "MoMo", ADR 0022) means `data` is the URL to send
 * the browser to; one containing "ePay" means `data` is the ePayModel to keep and post from
 * /thanh-toan/epay. COD and VietQR answer the placed order itself (`orderPlacedSchema`), whatever
 * their message says.
 * @throws Error when the answer is none of these (an upstream contract violation → 500 is right).
 */
export function checkoutResult(successMessage: string | null, data: unknown): CheckoutResult {
  const message = successMessage ?? "";
  const placed = orderPlacedSchema.safeParse(data);
  if (placed.success) return { kind: "placed", order: placed.data };
  if (message.includes("ePay")) {
    const model = epayModelSchema.safeParse(data);
    if (model.success) return { kind: "epay", model: model.data };
  }
  const url = z.string().url().safeParse(data);
  if ((message.includes("VNPay") || message.includes("MoMo")) && url.success) return { kind: "redirect", url: url.data };
  throw new Error(`checkout: unexpected answer "${message}"`);
}

/**
 * POST /api/Order/checkout-without-login. Spec §4: a successMessage containing "VNPay" means `data`
 * is the payment URL to send the browser to.
 * @returns the gateway URL (VNPay, MoMo), the ePayModel (ePay) or the placed order (COD, VietQR).
 * @throws UpstreamError 400 (bad input, unavailable line; PAYMENT_METHOD_UNAVAILABLE `data.reason`;
 *         VALIDATION_FAILED with `data.issues` [{path: "Phone"}] for COD without a phone), 409 (order
 *         with this key already closed: `data.orderId`, `data.status`).
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
      ...codeFields(c.codes),
      Invoice: invoiceBody(c.invoice),
    },
  });
  return checkoutResult(res.successMessage, res.data);
}

/** Details of a 409 checkout answer: the order already made with this key and its status. */
export const closedOrderSchema = z.object({ orderId: z.number().int(), status: z.enum(ORDER_STATUSES) });

/** GET /api/Order/order-without-login/{id} with the checkout's key. @throws UpstreamError 404. */
export async function getGuestOrder(client: UpstreamClient, id: number, orderKey: string) {
  return (await client.get(orderSchema, `/api/Order/order-without-login/${id}`, { headers: { "x-order-key": orderKey } })).data;
}
