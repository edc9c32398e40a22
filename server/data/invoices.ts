/**
 * Data access of the VAT invoices orders ask for (ADR 0025): one `invoices` row per order, and what an
 * invoice lists (the order's lines with each product's VAT rate). Every function runs inside the
 * handle it is given. Money integer VND; times ISO-8601 UTC strings.
 */
import { and, asc, eq, inArray, isNotNull, lt } from "drizzle-orm";
import { invoices, orderLines, orders, products } from "../db/schema";
import type { DbOrTx } from "./tx";

/** An `invoices` row. */
export type InvoiceRow = typeof invoices.$inferSelect;
/** The columns an invoice request sets. */
export type NewInvoice = typeof invoices.$inferInsert;

/** Records the invoice request of an order (inside the order's creation). */
export function insertInvoiceRequest(db: DbOrTx, values: NewInvoice): void {
  db.insert(invoices).values(values).run();
}

/** The invoice (request) of `orderId`, or null. */
export function invoiceOfOrder(db: DbOrTx, orderId: number): InvoiceRow | null {
  return db.select().from(invoices).where(eq(invoices.orderId, orderId)).get() ?? null;
}

/**
 * Requested invoices whose order has been paid (`paid_at` set: paid online, or a COD order delivered)
 * and is still going ahead (paid, shipping, delivered: a paid order cancelled before its invoice was
 * issued gets none), tried fewer than `maxAttempts` times, oldest first, at most `limit`.
 */
export function invoicesDue(db: DbOrTx, maxAttempts: number, limit: number): InvoiceRow[] {
  return db
    .select({ invoice: invoices })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(
      and(
        eq(invoices.status, "requested"),
        isNotNull(orders.paidAt),
        inArray(orders.status, ["paid", "shipping", "delivered"]),
        lt(invoices.attempts, maxAttempts),
      ),
    )
    .orderBy(asc(invoices.id))
    .limit(limit)
    .all()
    .map((r) => r.invoice);
}

/** The order's lines as an invoice lists them: name, quantity, unit price charged (VND, VAT included), VAT rate (null = KCT). */
export function invoiceLinesOf(db: DbOrTx, orderId: number) {
  return db
    .select({
      productId: orderLines.productId,
      name: orderLines.name,
      quantity: orderLines.quantity,
      unitPrice: orderLines.unitPrice,
      isDigital: orderLines.isDigital,
      vatRate: products.vatRate,
      isbn: products.isbn,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id))
    .all();
}

/** Records the provider's answer: issued (number, lookup code, time). */
export function markInvoiceIssued(db: DbOrTx, id: number, values: { invoiceNo: string; lookupCode: string; issuedAt: string }): void {
  db.update(invoices).set({ status: "issued", ...values, lastError: null }).where(eq(invoices.id, id)).run();
}

/** Records a failed attempt; `final` turns the request `failed` (staff issue it by hand). */
export function markInvoiceAttemptFailed(db: DbOrTx, id: number, attempts: number, error: string, final: boolean): void {
  db.update(invoices)
    .set({ attempts, lastError: error.slice(0, 500), ...(final ? { status: "failed" as const } : {}) })
    .where(eq(invoices.id, id))
    .run();
}
