/**
 * "Phí vận chuyển dự kiến" of the product page (a printed book): the fee of one copy to a province,
 * quoted by the upstream (`POST /api/Shipping/Quote` with a province alone). The province is the one
 * the shopper chose in the page's GET form (`?tinh=<cityId>`), else the signed-in customer's: the
 * default address of the book (converted to the 2025 map when the upstream knows its new ward), else
 * the profile's. Guests without a choice see the form only.
 */
import type { RequestContext } from "~/context.server";
import { getAuth, upstreamFor } from "~/features/auth/auth.server";
import { listAddresses } from "~/upstream/addresses.server";
import { getProfile } from "~/upstream/account.server";
import { getCities } from "~/upstream/location.server";
import type { City } from "~/upstream/schemas";
import { quoteShipping, type ShippingQuote } from "~/upstream/shipping.server";

/** The query parameter of the product page's province form. */
const PROVINCE_PARAM = "tinh";

export interface ShippingEstimate {
  /** The 34 provinces of the form's select. */
  cities: City[];
  /** The province quoted (null: none chosen or known). */
  cityId: number | null;
  /** Where it came from: the shopper's choice or the customer's saved address/profile. */
  source: "chosen" | "account" | null;
  quote: ShippingQuote | null;
}

/** The signed-in customer's province of the 2025 map, or null (guest, none saved, or not convertible). */
async function accountProvince(context: RequestContext, cities: readonly City[]): Promise<number | null> {
  const { user } = await getAuth(context);
  if (!user) return null;
  const client = await upstreamFor(context);
  const book = await listAddresses(client);
  const home = book.find((a) => a.isDefault) ?? book[0];
  const fromBook = home ? (home.isCurrent ? home.cityId : (home.newWard?.cityId ?? null)) : null;
  const cityId = fromBook ?? (await getProfile(client)).cityId ?? null;
  return cityId && cities.some((c) => c.cityId === cityId) ? cityId : null;
}

/**
 * The estimate for printed product `productSaleId` on a page requested at `url`.
 * A malformed or unknown `?tinh=` is ignored (the form asks again); an upstream refusal gives no quote.
 */
export async function shippingEstimate(context: RequestContext, productSaleId: number, url: URL): Promise<ShippingEstimate> {
  const cities = await getCities(context.upstream);
  const raw = url.searchParams.get(PROVINCE_PARAM);
  const chosen = raw && /^\d{1,9}$/.test(raw) && cities.some((c) => c.cityId === Number(raw)) ? Number(raw) : null;
  const cityId = chosen ?? (await accountProvince(context, cities));
  const quote = cityId ? await quoteShipping(context.upstream, [{ productSaleId, quantity: 1 }], { cityId }) : null;
  return { cities, cityId, source: chosen ? "chosen" : cityId ? "account" : null, quote };
}
