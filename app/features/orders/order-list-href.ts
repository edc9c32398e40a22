/** Addresses of the account's order pages (spec §2 `/tai-khoan/don-hang`, `/tai-khoan/don-hang/{id}`). */

/** The list's address with these filters and `page` (empty values and page 1 left out). */
export function orderListHref(filters: { status: string; from: string; to: string; q: string }, page: number): string {
  const p = new URLSearchParams();
  for (const key of ["status", "from", "to", "q"] as const) if (filters[key]) p.set(key, filters[key]);
  if (page > 1) p.set("page", String(page));
  return `/tai-khoan/don-hang${p.size ? `?${p}` : ""}`;
}

/** The detail page of order `id`. */
export const orderDetailHref = (id: number) => `/tai-khoan/don-hang/${id}`;
