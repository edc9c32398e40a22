/**
 * The current flash sale (spec §2 /flashSale, §7 `GET /api/FlashSale`), computed at request time from
 * the seeded schedules of the `flash_sales` table: a sale runs every day between `dailyStart` and
 * `dailyEnd`, Vietnam time (UTC+7, no daylight saving), on the days from `validFrom` to `validUntil`.
 * So a long-lived database always has a sale running (the seeded one runs 00:00–24:00 every day) and
 * the sale never "expires" in a test database.
 *
 * A window whose end is not after its start runs overnight (22:00–02:00 starts on its day and ends
 * the next). Items whose flash price is no longer below the product's sale price are left out.
 *
 * The cart charges the flash price (`flashOffers`, used by domain/pricing.ts and domain/orders.ts):
 * while a sale runs at `now` (the app's clock), a cart line whose product is an item of that sale
 * with `remaining = quantity − sold` ≥ the line quantity is priced at `flashPrice` per unit; otherwise
 * (no sale running, product not in it, not enough remaining) at the product's `salePrice`. The item's
 * `sold` grows by the line quantity when the order is paid (domain/orders.ts `markOrderPaid`), so
 * pending orders do not hold flash units, and `sold` may then pass `quantity` (shown capped).
 * Money is integer VND; times are ISO-8601 UTC. Source: spec §2 /flashSale, §3 "Cart", §7.
 */
import type { Db } from "../db/client";
import { flashSaleItemsWithProducts, listFlashSales, type FlashSaleRow } from "../data/flash-sales";
import type { Tx } from "../data/tx";
import type { FlashOffer } from "./cart";
import { toSummary } from "./catalog";

/** Vietnam's offset from UTC (no daylight saving). */
const VIETNAM_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

/** Minutes after midnight of "HH:mm" (00:00 … 24:00). @throws RangeError for anything else. */
export function minutesOf(hhmm: string): number {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm);
  const minutes = m ? Number(m[1]) * 60 + Number(m[2]) : NaN;
  if (!m || Number(m[2]) > 59 || !(minutes >= 0 && minutes <= 1440)) throw new RangeError(`Invalid time of day "${hhmm}"`);
  return minutes;
}

/** UTC milliseconds of 00:00 Vietnam time on the Vietnam calendar day that contains `ms`. */
function vietnamMidnight(ms: number): number {
  return Math.floor((ms + VIETNAM_OFFSET_MS) / DAY_MS) * DAY_MS - VIETNAM_OFFSET_MS;
}

/** The Vietnam calendar day ("yyyy-MM-dd") of a Vietnam midnight. */
const dayOf = (midnightMs: number) => new Date(midnightMs + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);

/** A running sale and its window: `endsAt` is the last millisecond of the window (ISO-8601 UTC). */
export interface RunningWindow<S> {
  sale: S;
  startsAt: string;
  endsAt: string;
}

/**
 * The sale running at `now` among `sales` — the highest priority, then the lowest id — with the
 * window it runs in, or null. Pure.
 */
export function runningSale<S extends Pick<FlashSaleRow, "id" | "dailyStart" | "dailyEnd" | "validFrom" | "validUntil" | "priority">>(
  sales: readonly S[],
  now: Date,
): RunningWindow<S> | null {
  const t = now.getTime();
  const today = vietnamMidnight(t);
  const found: RunningWindow<S>[] = [];
  for (const sale of sales) {
    const start = minutesOf(sale.dailyStart);
    let end = minutesOf(sale.dailyEnd);
    if (end <= start) end += 1440; // overnight
    // The window may have started today or, overnight, yesterday.
    for (const midnight of [today, today - DAY_MS]) {
      const from = midnight + start * 60_000;
      const to = midnight + end * 60_000;
      const day = dayOf(midnight);
      if (t < from || t >= to || day < sale.validFrom || (sale.validUntil !== null && day > sale.validUntil)) continue;
      found.push({ sale, startsAt: new Date(from).toISOString(), endsAt: new Date(to - 1).toISOString() });
      break;
    }
  }
  found.sort((a, b) => b.sale.priority - a.sale.priority || a.sale.id - b.sale.id);
  return found[0] ?? null;
}

/**
 * The sale running at `now` with its window and its items that are still below the product's sale
 * price (item and product rows, in display order), or null when none runs.
 */
function runningSaleItems(db: Db | Tx, now: Date) {
  const running = runningSale(listFlashSales(db), now);
  if (!running) return null;
  const rows = flashSaleItemsWithProducts(db, running.sale.id);
  return { ...running, rows: rows.filter((r) => r.item.flashPrice < r.p.salePrice) };
}

/**
 * The flash sale running at `now` with its items (`{product, flashPrice, quantity, sold}`, product as
 * in product lists, flashPrice VND, sold capped at quantity), or null when none runs.
 */
export function currentFlashSale(db: Db, now: Date) {
  const running = runningSaleItems(db, now);
  if (!running) return null;
  return {
    id: running.sale.id,
    title: running.sale.title,
    startsAt: running.startsAt,
    endsAt: running.endsAt,
    items: running.rows.map((r) => ({
      product: toSummary(r.p),
      flashPrice: r.item.flashPrice,
      quantity: r.item.quantity,
      sold: Math.min(r.item.sold, r.item.quantity),
    })),
  };
}

/**
 * The flash prices the cart can charge at `now`, keyed by product id: one `FlashOffer`
 * (`{flashSaleId, flashPrice VND, remaining = max(0, quantity − sold), endsAt ISO-8601}`) per item of
 * the sale running at `now` (the same items as `currentFlashSale`); empty when no sale runs.
 * Whether a line gets the price (remaining ≥ its quantity) is decided by domain/cart.ts `priceLines`.
 */
export function flashOffers(db: Db | Tx, now: Date): Map<number, FlashOffer> {
  const running = runningSaleItems(db, now);
  if (!running) return new Map();
  return new Map(
    running.rows.map((r) => [
      r.item.productId,
      {
        flashSaleId: running.sale.id,
        flashPrice: r.item.flashPrice,
        remaining: Math.max(0, r.item.quantity - r.item.sold),
        endsAt: running.endsAt,
      },
    ]),
  );
}
