/**
 * Locations for the address cascade (spec §3; paths defined by the reference upstream):
 * GET /api/Location/Cities, /Districts/{cityId}, /Wards/{districtId}. Sorted by name.
 */
import { z } from "zod";
import type { UpstreamClient } from "./client.server";
import { citySchema, districtSchema, wardSchema } from "~/upstream/schemas";

/** All provinces/cities. */
export async function getCities(client: UpstreamClient) {
  return (await client.get(z.array(citySchema), "/api/Location/Cities", { cache: "long" })).data;
}

/** Districts of a city (empty for an unknown city). */
export async function getDistricts(client: UpstreamClient, cityId: number) {
  return (await client.get(z.array(districtSchema), `/api/Location/Districts/${cityId}`, { cache: "long" })).data;
}

/** Wards of a district (empty for an unknown district). */
export async function getWards(client: UpstreamClient, districtId: number) {
  return (await client.get(z.array(wardSchema), `/api/Location/Wards/${districtId}`, { cache: "long" })).data;
}
