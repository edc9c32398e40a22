/**
 * Locations for the address cascade (spec §3; paths defined here, §7 does not show them; ADR 0024
 * for the 2025 two-tier map):
 * - GET /api/Location/Cities — the 34 provinces in force since 1 July 2025;
 * - GET /api/Location/WardsOfProvince/{cityId} — their wards (no district level any more);
 * - GET /api/Location/ConvertWard/{wardId} — the 2025 ward of an address saved with an old ward, when
 *   the merger is certain (else `data: null`);
 * - GET /api/Location/Districts/{cityId}, /api/Location/Wards/{districtId} — the retired three-tier
 *   map, kept so that old addresses and old clients keep reading.
 * Sorted by Vietnamese name. Unknown parent → an empty list (404 would make cascades brittle).
 */
import type { FastifyInstance } from "fastify";
import { cityList, currentWardOf, districtList, provinceWardList, wardList } from "../domain/locations";
import { ok } from "../http/envelope";
import { idParams } from "../http/fields";
import { parse } from "../http/validate";

const locationIdParams = idParams("Mã địa chỉ không hợp lệ", { only: ["min"], allowZero: true });

export async function locationRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  app.get("/api/Location/Cities", async () => ok(cityList(db)));

  app.get("/api/Location/WardsOfProvince/:id", async (req) => {
    const { id } = parse(locationIdParams, req.params);
    return ok(provinceWardList(db, id));
  });

  app.get("/api/Location/ConvertWard/:id", async (req) => {
    const { id } = parse(locationIdParams, req.params);
    return ok(currentWardOf(db, id));
  });

  app.get("/api/Location/Districts/:id", async (req) => {
    const { id } = parse(locationIdParams, req.params);
    return ok(districtList(db, id));
  });

  app.get("/api/Location/Wards/:id", async (req) => {
    const { id } = parse(locationIdParams, req.params);
    return ok(wardList(db, id));
  });
}
