/**
 * Locations for the address cascade (spec §3; paths defined by the reference upstream; ADR 0024):
 * GET /api/Location/Cities (the 34 provinces since 1 July 2025) and /WardsOfProvince/{cityId} (their
 * wards; no district level any more). Sorted by name.
 */
import { z } from "zod";
import type { UpstreamClient } from "./client.server";
import { citySchema, wardSchema } from "~/upstream/schemas";

/** The provinces/cities in force. */
export async function getCities(client: UpstreamClient) {
  return (await client.get(z.array(citySchema), "/api/Location/Cities", { cache: "long" })).data;
}

/**
 * Wards of a province in force (empty for an unknown province).
 * @throws UpstreamError 400 PROVINCE_RETIRED for a province merged away on 1 July 2025.
 */
export async function getProvinceWards(client: UpstreamClient, cityId: number) {
  return (await client.get(z.array(wardSchema), `/api/Location/WardsOfProvince/${cityId}`, { cache: "long" })).data;
}
