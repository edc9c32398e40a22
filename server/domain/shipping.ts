/**
 * The shipping fee: the one place that says what sending a parcel to a destination costs (spec §3
 * "Cart": the fee is added to the subtotal; §7 `shipping-fee-without-login`). Every price the
 * upstream answers — the guest and account carts and checkout (./pricing.ts `priceCart`) and the
 * quote before paying (./pricing.ts `quoteShipping`, `POST /api/Shipping/Quote`) — goes through
 * {@link shippingFeeFor}, so a carrier's quote can replace the rule here without touching a caller.
 *
 * Today's rule (./cart.ts `shippingFee`): free for digital-only parcels and from
 * FREE_SHIPPING_THRESHOLD, else a flat fee by the destination province's region
 * (SHIPPING_FEE_BY_REGION). Destinations are units of the 2025 map (ADR 0024): a province, or a ward
 * of it; a province alone gives the fee to that province (an estimate: the product page). Money is
 * integer VND.
 */
import { findCity, type ResolvedWard } from "../data/locations";
import type { DbOrTx } from "../data/tx";
import { ApiError } from "../errors";
import { shippingFee, type PricedLine, type Region } from "./cart";
import { requireCurrentWard } from "./locations";

/** Where a parcel goes: a province, and its ward when known (null: a quote to the province). */
export interface ShippingDestination {
  cityId: number;
  cityName: string;
  wardId: number | null;
  wardName: string | null;
  /** Fee zone of the province (cities.region). */
  region: Region;
}

/** What is shipped: the priced lines (ids, quantities, digital or printed) and their totals, VND. */
export interface Parcel {
  lines: readonly Pick<PricedLine, "productSaleId" | "quantity" | "isDigital">[];
  subTotal: number;
  isOnlyDigital: boolean;
}

/**
 * The fee, VND, of sending `parcel` to `to`. The single fee rule of the upstream (module docstring);
 * `db` is for a rule that needs data (weights per book, a carrier's zone table).
 */
export function shippingFeeFor(db: DbOrTx, parcel: Parcel, to: ShippingDestination): number {
  void db;
  return shippingFee({ subTotal: parcel.subTotal, isOnlyDigital: parcel.isOnlyDigital, region: to.region });
}

/** The destination of a resolved ward (current or, for old orders, retired). */
export function wardDestination(wardId: number, ward: ResolvedWard): ShippingDestination {
  return { cityId: ward.cityId, cityName: ward.cityName, wardId, wardName: ward.wardName, region: ward.region };
}

/**
 * The destination a quote asks for: a ward of the 2025 map (with `cityId` when given, which must be
 * its province), or a province of the 2025 map alone.
 * @throws ApiError 400 WARD_NOT_FOUND (unknown ward, or one of another province), WARD_RETIRED,
 *   PROVINCE_RETIRED, PROVINCE_NOT_FOUND.
 */
export function quoteDestination(db: DbOrTx, ask: { cityId?: number | null; wardId?: number | null }): ShippingDestination {
  if (ask.wardId) {
    const ward = requireCurrentWard(db, ask.wardId);
    if (ask.cityId && ask.cityId !== ward.cityId) {
      throw new ApiError(400, "WARD_NOT_FOUND", "Phường/Xã không thuộc Tỉnh/Thành phố đã chọn");
    }
    return wardDestination(ask.wardId, ward);
  }
  const city = ask.cityId ? findCity(db, ask.cityId) : null;
  if (!city) throw new ApiError(400, "PROVINCE_NOT_FOUND", "Tỉnh/Thành phố không tồn tại");
  if (!city.current) {
    throw new ApiError(400, "PROVINCE_RETIRED", "Tỉnh/Thành phố này không còn từ ngày 01/07/2025, vui lòng chọn lại Tỉnh/Thành phố");
  }
  return { cityId: city.cityId, cityName: city.cityName, wardId: null, wardName: null, region: city.region };
}
