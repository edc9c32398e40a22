/**
 * "Phí vận chuyển dự kiến" of the product page (a printed book): the fee of one copy to a province,
 * quoted by the upstream (`POST /api/Shipping/Quote` with a province alone). The province is the one
 * the shopper chose in the page's GET form (`?tinh=<cityId>`), else the signed-in customer's: the
 * default address of the book (converted to the 2025 map when the upstream knows its new ward), else
 * the profile's. Guests without a choice see the form only.
 *
 * A customer's product page is the anonymous copy with the estimate filled in (ADR 0030): their
 * province is kept with their per-token session data (a few seconds, dropped on their changes:
 * app/features/personal/session-data.server.ts) and a quote per (book, province) for QUOTE_TTL_MS,
 * so a customer browsing books adds no upstream call per page once both are kept.
 */
import { LRUCache } from "lru-cache";
import type { RequestContext } from "~/context.server";
import { getAuth, upstreamFor } from "~/features/auth/auth.server";
import { sessionProvinceFor } from "~/features/personal/session-data.server";
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

/**
 * How long the quote of one copy of a book to a province is reused (ms): as long as the page cache
 * shows an anonymous copy of the book's page (its price, hence the free-shipping rule) before
 * rendering it again.
 */
const QUOTE_TTL_MS = 10_000;
/** (book, province) pairs kept: a quote is ~300 bytes. */
const QUOTE_MAX_ENTRIES = 5_000;

const quotes = new LRUCache<string, { quote: ShippingQuote | null }>({ max: QUOTE_MAX_ENTRIES, ttl: QUOTE_TTL_MS });
const quotesInFlight = new Map<string, Promise<ShippingQuote | null>>();

/**
 * The quote of one copy of `productSaleId` to province `cityId` (null: the upstream will not ship
 * there), kept QUOTE_TTL_MS per pair; concurrent pages share one call.
 * @throws UpstreamError for an upstream failure other than a 400 (nothing kept).
 */
function quoteOneCopy(context: RequestContext, productSaleId: number, cityId: number): Promise<ShippingQuote | null> {
  const key = `${productSaleId}:${cityId}`;
  const kept = quotes.get(key);
  if (kept) return Promise.resolve(kept.quote);
  let pending = quotesInFlight.get(key);
  if (!pending) {
    pending = quoteShipping(context.upstream, [{ productSaleId, quantity: 1 }], { cityId })
      .then((quote) => {
        quotes.set(key, { quote });
        return quote;
      })
      .finally(() => quotesInFlight.delete(key));
    quotesInFlight.set(key, pending);
  }
  return pending;
}

/**
 * The signed-in customer's province of the 2025 map, or null (guest, none saved, or not convertible),
 * kept with their session data for a few seconds (`sessionProvinceFor`).
 * @throws Response (`endExpiredSession`) when the upstream refuses the token (a 401).
 */
async function accountProvince(context: RequestContext, cities: readonly City[]): Promise<number | null> {
  const { user, token } = await getAuth(context);
  if (!user || !token) return null;
  const cityId = await sessionProvinceFor(token, async () => {
    const client = await upstreamFor(context);
    const book = await listAddresses(client);
    const home = book.find((a) => a.isDefault) ?? book[0];
    const fromBook = home ? (home.isCurrent ? home.cityId : (home.newWard?.cityId ?? null)) : null;
    return fromBook ?? (await getProfile(client)).cityId ?? null;
  });
  return cityId && cities.some((c) => c.cityId === cityId) ? cityId : null;
}

/**
 * The estimate a signed-in customer sees on printed product `productSaleId`'s page when they chose no
 * province: to their own (`source: "account"`); null for a guest or a customer with no province
 * saved (the anonymous estimate stands).
 * @throws Response (`endExpiredSession`) on an upstream 401, UpstreamError on an upstream failure.
 */
export async function customerShippingEstimate(context: RequestContext, productSaleId: number): Promise<ShippingEstimate | null> {
  const cities = await getCities(context.upstream);
  const cityId = await accountProvince(context, cities);
  if (!cityId) return null;
  return { cities, cityId, source: "account", quote: await quoteOneCopy(context, productSaleId, cityId) };
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
  const quote = cityId ? await quoteOneCopy(context, productSaleId, cityId) : null;
  return { cities, cityId, source: chosen ? "chosen" : cityId ? "account" : null, quote };
}
