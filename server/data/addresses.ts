/**
 * Data access of the address book (`user_addresses`, ADR 0012): a customer's saved
 * delivery addresses with their ward, district (old addresses only) and province names. Rules (limit, one default) are in
 * server/domain/addresses.ts.
 */
import { and, count, desc, eq, ne, sql } from "drizzle-orm";
import { cities, districts, userAddresses, wards } from "../db/schema";
import type { DbOrTx } from "./tx";

/** A saved address with the names of its ward, district and province. */
export interface AddressRow {
  id: number;
  userId: number;
  name: string;
  phone: string;
  address: string;
  wardId: number;
  wardName: string;
  /** Null for an address in a ward of the 2025 map (no district level). */
  districtId: number | null;
  districtName: string | null;
  cityId: number;
  cityName: string;
  isDefault: boolean;
  /** ISO-8601 UTC. */
  createdAt: string;
  /** ISO-8601 UTC, null until first edited. */
  updatedAt: string | null;
}

/** Columns written by create/update. */
export interface AddressValues {
  name: string;
  phone: string;
  address: string;
  wardId: number;
}

const columns = {
  id: userAddresses.id,
  userId: userAddresses.userId,
  name: userAddresses.name,
  phone: userAddresses.phone,
  address: userAddresses.address,
  wardId: userAddresses.wardId,
  wardName: wards.name,
  districtId: districts.id,
  districtName: districts.name,
  cityId: cities.id,
  cityName: cities.name,
  isDefault: userAddresses.isDefault,
  createdAt: userAddresses.createdAt,
  updatedAt: userAddresses.updatedAt,
};

const joined = (db: DbOrTx) =>
  db
    .select(columns)
    .from(userAddresses)
    .innerJoin(wards, eq(userAddresses.wardId, wards.id))
    .leftJoin(districts, eq(wards.districtId, districts.id))
    .innerJoin(cities, eq(cities.id, sql`coalesce(${wards.cityId}, ${districts.cityId})`));

/** The addresses of a user: the default first, then newest first (creation time, then id). */
export function selectAddresses(db: DbOrTx, userId: number): AddressRow[] {
  return joined(db)
    .where(eq(userAddresses.userId, userId))
    .orderBy(desc(userAddresses.isDefault), desc(userAddresses.createdAt), desc(userAddresses.id))
    .all();
}

/** The address `id` when it belongs to `userId`, else null. */
export function selectAddress(db: DbOrTx, userId: number, id: number): AddressRow | null {
  return (
    joined(db)
      .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)))
      .get() ?? null
  );
}

/** How many addresses a user has. */
export function countAddresses(db: DbOrTx, userId: number): number {
  return db.select({ n: count() }).from(userAddresses).where(eq(userAddresses.userId, userId)).get()?.n ?? 0;
}

/** Inserts an address; returns its id. */
export function insertAddress(db: DbOrTx, userId: number, values: AddressValues & { isDefault: boolean; createdAt: string }): number {
  return db
    .insert(userAddresses)
    .values({ userId, ...values })
    .returning({ id: userAddresses.id })
    .get().id;
}

/** Updates an address of `userId`. */
export function updateAddressRow(db: DbOrTx, userId: number, id: number, values: AddressValues & { updatedAt: string }): void {
  db.update(userAddresses)
    .set(values)
    .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)))
    .run();
}

/** Deletes an address of `userId`. */
export function deleteAddressRow(db: DbOrTx, userId: number, id: number): void {
  db.delete(userAddresses)
    .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)))
    .run();
}

/** Makes `id` the only default address of `userId`. */
export function setDefaultAddress(db: DbOrTx, userId: number, id: number): void {
  db.update(userAddresses)
    .set({ isDefault: false })
    .where(and(eq(userAddresses.userId, userId), ne(userAddresses.id, id)))
    .run();
  db.update(userAddresses)
    .set({ isDefault: true })
    .where(and(eq(userAddresses.userId, userId), eq(userAddresses.id, id)))
    .run();
}

/** The id of the newest address of `userId` (creation time, then id), or null when none. */
export function newestAddressId(db: DbOrTx, userId: number): number | null {
  return (
    db
      .select({ id: userAddresses.id })
      .from(userAddresses)
      .where(eq(userAddresses.userId, userId))
      .orderBy(desc(userAddresses.createdAt), desc(userAddresses.id))
      .get()?.id ?? null
  );
}
