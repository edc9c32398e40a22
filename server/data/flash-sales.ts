/**
 * Data access of the flash sales (`flash_sales` schedules and their `flash_sale_items`). Which sale
 * runs now, which items a cart may be charged at the flash price and how they are shown are decided in
 * server/domain/flash-sale.ts. Money is integer VND.
 */
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { flashSaleItems, flashSales, products } from "../db/schema";
import type { ProductRow } from "./products";
import type { DbOrTx } from "./tx";

/** A `flash_sales` row (daily window "HH:mm", valid days "yyyy-MM-dd", priority). */
export type FlashSaleRow = typeof flashSales.$inferSelect;
/** A `flash_sale_items` row (flashPrice VND, quantity, sold, position). */
export type FlashSaleItemRow = typeof flashSaleItems.$inferSelect;

/** Every flash sale schedule, highest priority first, then lowest id. */
export function listFlashSales(db: DbOrTx): FlashSaleRow[] {
  return db.select().from(flashSales).orderBy(desc(flashSales.priority), asc(flashSales.id)).all();
}

/** The items of sale `flashSaleId` with their product rows, in display order (position, then product id). */
export function flashSaleItemsWithProducts(db: DbOrTx, flashSaleId: number): { item: FlashSaleItemRow; p: ProductRow }[] {
  return db
    .select({ item: flashSaleItems, p: products })
    .from(flashSaleItems)
    .innerJoin(products, eq(flashSaleItems.productId, products.id))
    .where(eq(flashSaleItems.flashSaleId, flashSaleId))
    .orderBy(asc(flashSaleItems.position), asc(flashSaleItems.productId))
    .all();
}

/** Adds `quantity` to a sale item's `sold` (a paid order's line priced by that sale; not capped). */
export function addFlashSold(db: DbOrTx, flashSaleId: number, productId: number, quantity: number): void {
  db.update(flashSaleItems)
    .set({ sold: sql`${flashSaleItems.sold} + ${quantity}` })
    .where(and(eq(flashSaleItems.flashSaleId, flashSaleId), eq(flashSaleItems.productId, productId)))
    .run();
}
