/**
 * The address book of a signed-in customer (the calls are defined in
 * docs/openapi.yaml, spec §7 shows the two GETs): at most MAX_ADDRESSES addresses, exactly one of
 * them the default while the book is not empty (the first one is; deleting the default makes the
 * newest remaining one default). Another customer's address answers like a missing one (404
 * ADDRESS_NOT_FOUND). Every write runs in one transaction.
 */
import { MAX_ADDRESSES } from "../constants";
import type { Db } from "../db/client";
import {
  countAddresses,
  deleteAddressRow,
  insertAddress,
  newestAddressId,
  selectAddress,
  selectAddresses,
  setDefaultAddress,
  updateAddressRow,
  type AddressRow,
  type AddressValues,
} from "../data/addresses";
import type { DbOrTx } from "../data/tx";
import { ApiError } from "../errors";
import { currentWardOf, placeLine, requireCurrentWard, type CurrentWard } from "./locations";

/** A saved address as the calls answer it (`UserAddress` of docs/openapi.yaml). */
interface UserAddress {
  id: number;
  name: string;
  phone: string;
  /** Street and number. */
  address: string;
  wardId: number;
  wardName: string;
  /** Null for an address of the 2025 map; the district of an address saved before it. */
  districtId: number | null;
  districtName: string | null;
  cityId: number;
  cityName: string;
  /** "street, ward, province" (2025 map) or "street, ward, district, province" (old address). */
  fullAddress: string;
  /** False for an address saved with a ward of the map retired on 1 July 2025. */
  isCurrent: boolean;
  /** For an old address: its ward in the 2025 map when the merger is certain, else null (null for a current address). */
  newWard: CurrentWard | null;
  isDefault: boolean;
  /** ISO-8601 UTC. */
  createdAt: string;
  /** ISO-8601 UTC, null until edited. */
  updatedAt: string | null;
}

/** Input of create/update (validated by the route like PATCH /api/Order/Address). */
interface AddressInput extends AddressValues {
  /** true = make it the default; false/absent = leave the default where it is. */
  isDefault?: boolean;
}

const LIMIT_MESSAGE = `Sổ địa chỉ đã đủ ${MAX_ADDRESSES} địa chỉ, vui lòng xóa bớt trước khi thêm địa chỉ mới`;

/** The view of a row. */
function view(db: DbOrTx, row: AddressRow): UserAddress {
  const isCurrent = row.districtId === null;
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    address: row.address,
    wardId: row.wardId,
    wardName: row.wardName,
    districtId: row.districtId,
    districtName: row.districtName,
    cityId: row.cityId,
    cityName: row.cityName,
    fullAddress: `${row.address}, ${placeLine(row)}`,
    isCurrent,
    newWard: isCurrent ? null : currentWardOf(db, row.wardId),
    isDefault: row.isDefault,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function notFound(): ApiError {
  return new ApiError(404, "ADDRESS_NOT_FOUND", "Không tìm thấy địa chỉ");
}

function requireOwn(db: DbOrTx, userId: number, id: number): AddressRow {
  const row = selectAddress(db, userId, id);
  if (!row) throw notFound();
  return row;
}

function checkWard(db: DbOrTx, wardId: number): void {
  requireCurrentWard(db, wardId);
}

/** The customer's addresses: the default first, then newest first (≤ MAX_ADDRESSES). */
export function listAddresses(db: Db, userId: number): UserAddress[] {
  return selectAddresses(db, userId).map((row) => view(db, row));
}

/** One of the customer's addresses. @throws ApiError 404 ADDRESS_NOT_FOUND (missing or another customer's). */
export function getAddress(db: Db, userId: number, id: number): UserAddress {
  return view(db, requireOwn(db, userId, id));
}

/**
 * Adds an address (the first one, or one asked `isDefault`, becomes the default).
 * @throws ApiError 409 ADDRESS_LIMIT_REACHED with MAX_ADDRESSES already saved; 400 WARD_NOT_FOUND / WARD_RETIRED.
 */
export function createAddress(db: Db, userId: number, input: AddressInput, now: Date): UserAddress {
  return db.transaction((tx) => {
    checkWard(tx, input.wardId);
    const existing = countAddresses(tx, userId);
    if (existing >= MAX_ADDRESSES) throw new ApiError(409, "ADDRESS_LIMIT_REACHED", LIMIT_MESSAGE, { max: MAX_ADDRESSES });
    const { name, phone, address, wardId } = input;
    const id = insertAddress(tx, userId, { name, phone, address, wardId, isDefault: existing === 0, createdAt: now.toISOString() });
    if (existing > 0 && input.isDefault) setDefaultAddress(tx, userId, id);
    return view(tx, requireOwn(tx, userId, id));
  });
}

/**
 * Replaces an address's contact and place; `isDefault: true` makes it the default (false never
 * takes the default away: one address always is).
 * @throws ApiError 404 ADDRESS_NOT_FOUND; 400 WARD_NOT_FOUND / WARD_RETIRED.
 */
export function updateAddress(db: Db, userId: number, id: number, input: AddressInput, now: Date): UserAddress {
  return db.transaction((tx) => {
    requireOwn(tx, userId, id);
    checkWard(tx, input.wardId);
    const { name, phone, address, wardId } = input;
    updateAddressRow(tx, userId, id, { name, phone, address, wardId, updatedAt: now.toISOString() });
    if (input.isDefault) setDefaultAddress(tx, userId, id);
    return view(tx, requireOwn(tx, userId, id));
  });
}

/** Deletes an address; when it was the default, the newest remaining one becomes the default. @throws ApiError 404 ADDRESS_NOT_FOUND. */
export function deleteAddress(db: Db, userId: number, id: number): void {
  db.transaction((tx) => {
    const row = requireOwn(tx, userId, id);
    deleteAddressRow(tx, userId, id);
    if (!row.isDefault) return;
    const next = newestAddressId(tx, userId);
    if (next !== null) setDefaultAddress(tx, userId, next);
  });
}

/** Makes an address the default; returns the whole book. @throws ApiError 404 ADDRESS_NOT_FOUND. */
export function makeDefaultAddress(db: Db, userId: number, id: number): UserAddress[] {
  return db.transaction((tx) => {
    requireOwn(tx, userId, id);
    setDefaultAddress(tx, userId, id);
    return selectAddresses(tx, userId).map((row) => view(tx, row));
  });
}
