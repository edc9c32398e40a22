/**
 * Data access of the ebook grants (`user_digital_products`, ADR 0012): one row per (order, digital
 * product) written when the order becomes paid, `revokedAt` set when that order is cancelled. The
 * rules (paging, ownership, the generated file) live in server/domain/ebooks.ts.
 */
import { and, desc, eq, isNull } from "drizzle-orm";
import { orderLines, orders, products, userDigitalProducts } from "../db/schema";
import type { DbOrTx } from "./tx";

/**
 * Grants the digital lines of a paid order to its customer, inside the caller's transaction
 * (`markOrderPaid`, server/domain/orders.ts): one `user_digital_products` row per digital product of
 * the order, `grantedAt` = `at` (ISO-8601 UTC). Idempotent: the unique (orderId, productId) index
 * makes a repeat insert nothing (ON CONFLICT DO NOTHING). A guest order (no `userId`) grants nothing
 * (guests have no ebook library).
 * @returns how many rows were inserted.
 */
export function grantEbooksOfOrder(tx: DbOrTx, order: { id: number; userId: number | null }, at: Date): number {
  if (order.userId === null) return 0;
  const digital = tx
    .selectDistinct({ productId: orderLines.productId })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, order.id), eq(orderLines.isDigital, true)))
    .all();
  if (digital.length === 0) return 0;
  const res = tx
    .insert(userDigitalProducts)
    .values(digital.map((d) => ({ userId: order.userId!, productId: d.productId, orderId: order.id, grantedAt: at.toISOString() })))
    .onConflictDoNothing()
    .run();
  return res.changes;
}

/** An unrevoked grant with what the library shows of its product and order. */
export interface OwnedEbookRow {
  productId: number;
  name: string;
  slug: string;
  authors: string;
  publisher: string;
  publishYear: number;
  isbn: string;
  pageCount: number;
  description: string;
  coverFile: string;
  /** ISO-8601 UTC. */
  grantedAt: string;
  orderId: number;
  orderCode: string;
}

const ownedColumns = {
  productId: userDigitalProducts.productId,
  name: products.name,
  slug: products.slug,
  authors: products.authors,
  publisher: products.publisher,
  publishYear: products.publishYear,
  isbn: products.isbn,
  pageCount: products.pageCount,
  description: products.description,
  coverFile: products.coverFile,
  grantedAt: userDigitalProducts.grantedAt,
  orderId: userDigitalProducts.orderId,
  orderCode: orders.code,
};

/**
 * Every unrevoked grant of `userId`, newest first (grant time, then row id), several rows per
 * product when it was bought more than once (the domain keeps the newest).
 */
export function ownedEbookRows(db: DbOrTx, userId: number): OwnedEbookRow[] {
  return db
    .select(ownedColumns)
    .from(userDigitalProducts)
    .innerJoin(products, eq(products.id, userDigitalProducts.productId))
    .innerJoin(orders, eq(orders.id, userDigitalProducts.orderId))
    .where(and(eq(userDigitalProducts.userId, userId), isNull(userDigitalProducts.revokedAt)))
    .orderBy(desc(userDigitalProducts.grantedAt), desc(userDigitalProducts.id))
    .all();
}

/** The newest unrevoked grant of `productId` to `userId`, or null when the customer does not own it. */
export function ownedEbookRow(db: DbOrTx, userId: number, productId: number): OwnedEbookRow | null {
  return (
    db
      .select(ownedColumns)
      .from(userDigitalProducts)
      .innerJoin(products, eq(products.id, userDigitalProducts.productId))
      .innerJoin(orders, eq(orders.id, userDigitalProducts.orderId))
      .where(and(eq(userDigitalProducts.userId, userId), eq(userDigitalProducts.productId, productId), isNull(userDigitalProducts.revokedAt)))
      .orderBy(desc(userDigitalProducts.grantedAt), desc(userDigitalProducts.id))
      .limit(1)
      .get() ?? null
  );
}

/**
 * Revokes the grants of a cancelled order (`revokedAt` = `at`), inside the caller's transaction.
 * Helper for the cancellation (ADR 0012); already revoked rows keep their time.
 * @returns how many grants were revoked.
 */
export function revokeEbooksOfOrder(tx: DbOrTx, orderId: number, at: Date): number {
  return tx
    .update(userDigitalProducts)
    .set({ revokedAt: at.toISOString() })
    .where(and(eq(userDigitalProducts.orderId, orderId), isNull(userDigitalProducts.revokedAt)))
    .run().changes;
}

