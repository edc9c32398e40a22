/**
 * The address book of the signed-in customer (spec §7 `/api/UserAddress`; writes defined in
 * docs/openapi.yaml): typed calls with zod schemas. Every call needs the session's
 * bearer token (the client carries it). Errors: UpstreamError 404 ADDRESS_NOT_FOUND (missing or
 * another customer's), 409 ADDRESS_LIMIT_REACHED (10 saved), 400 VALIDATION_FAILED / WARD_NOT_FOUND / WARD_RETIRED;
 * upstream failures as in client.server.ts.
 */
import { z } from "zod";
import type { UpstreamClient } from "./client.server";
import { currentWardSchema } from "./schemas";

const addressSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  /** Street and number. */
  address: z.string(),
  wardId: z.number().int(),
  wardName: z.string(),
  /** Null for an address of the 2025 two-tier map (ADR 0024). */
  districtId: z.number().int().nullish(),
  districtName: z.string().nullish(),
  cityId: z.number().int(),
  cityName: z.string(),
  /** "street, ward, province" (2025 map) or "street, ward, district, province" (saved before 1 July 2025). */
  fullAddress: z.string(),
  /** False for an address saved with a ward retired on 1 July 2025 (absent from old upstreams: true). */
  isCurrent: z.boolean().default(true),
  /** The 2025 ward of an old address when the merger is certain. */
  newWard: currentWardSchema.nullish(),
  isDefault: z.boolean(),
  /** ISO-8601 UTC. */
  createdAt: z.string(),
  updatedAt: z.string().nullish(),
});

/** A saved address (`UserAddress`). */
export type UserAddress = z.output<typeof addressSchema>;

/** What the forms send (validated by the storefront first, then by the upstream). */
interface AddressInput {
  name: string;
  phone: string;
  address: string;
  wardId: number;
  isDefault?: boolean;
}

const bodyOf = (input: AddressInput) => ({
  Name: input.name,
  Phone: input.phone,
  Address: input.address,
  WardId: input.wardId,
  IsDefault: input.isDefault ?? false,
});

/** GET /api/UserAddress → every saved address, the default first (≤ 10, not paged). */
export async function listAddresses(client: UpstreamClient): Promise<UserAddress[]> {
  return (await client.get(z.array(addressSchema), "/api/UserAddress")).data;
}

/** GET /api/UserAddress/userAddresses/{id}. @throws UpstreamError 404 when not the customer's. */
export async function getAddress(client: UpstreamClient, id: number): Promise<UserAddress> {
  return (await client.get(addressSchema, `/api/UserAddress/userAddresses/${id}`)).data;
}

/** POST /api/UserAddress → the new address and the upstream's message ("Đã thêm địa chỉ"). */
export async function createAddress(client: UpstreamClient, input: AddressInput) {
  const res = await client.post(addressSchema, "/api/UserAddress", { body: bodyOf(input) });
  return { address: res.data, message: res.successMessage };
}

/** PUT /api/UserAddress/{id} → the updated address and the message ("Đã cập nhật địa chỉ"). */
export async function updateAddress(client: UpstreamClient, id: number, input: AddressInput) {
  const res = await client.request("PUT", addressSchema, `/api/UserAddress/${id}`, { body: bodyOf(input) });
  return { address: res.data, message: res.successMessage };
}

/** DELETE /api/UserAddress/{id} → the message ("Đã xóa địa chỉ"). */
export async function deleteAddress(client: UpstreamClient, id: number) {
  return (await client.request("DELETE", z.unknown(), `/api/UserAddress/${id}`)).successMessage;
}

/** PATCH /api/UserAddress/{id}/default → the message ("Đã đặt làm địa chỉ mặc định"). */
export async function setDefaultAddress(client: UpstreamClient, id: number) {
  return (await client.request("PATCH", z.array(addressSchema), `/api/UserAddress/${id}/default`)).successMessage;
}
