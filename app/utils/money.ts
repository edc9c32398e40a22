/**
 * Money display. Amounts are integer VND everywhere; this is the one place they become text
 * (docs/conventions.md rule 8: Intl vi-VN currency VND, e.g. "125.000 ₫").
 */
const vnd = new Intl.NumberFormat("vi-VN", { style: "currency", currency: "VND", maximumFractionDigits: 0 });

/** Formats integer VND for people: 125000 → "125.000 ₫". */
export function formatVnd(amount: number): string {
  return vnd.format(amount);
}

/** Percentage saved between a list price and a sale price, rounded down (0 when none). */
export function discountPercent(price: number, salePrice: number): number {
  if (price <= 0 || salePrice >= price) return 0;
  return Math.floor(((price - salePrice) / price) * 100);
}
