/** News rules of spec §3 (client-safe). */

/** The main news of a list: the first item with `isFocus`, else the first item (spec §3 News). */
export function mainNewsOf<T extends { isFocus: boolean }>(items: readonly T[]): T | undefined {
  return items.find((n) => n.isFocus) ?? items[0];
}
