/**
 * Locations for the address cascade (spec §3 city/district/ward; paths defined here, §7 does not
 * show them): GET /api/Location/Cities, /api/Location/Districts/{cityId}, /api/Location/Wards/{districtId}.
 * Sorted by Vietnamese name. Unknown parent → an empty list (404 would make cascades brittle).
 */
import type { FastifyInstance } from "fastify";
import { cityList, districtList, wardList } from "../domain/locations";
import { ok } from "../http/envelope";
import { idParams } from "../http/fields";
import { parse } from "../http/validate";

const locationIdParams = idParams("Mã địa chỉ không hợp lệ", { only: ["min"], allowZero: true });

export async function locationRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  app.get("/api/Location/Cities", async () => ok(cityList(db)));

  app.get("/api/Location/Districts/:id", async (req) => {
    const { id } = parse(locationIdParams, req.params);
    return ok(districtList(db, id));
  });

  app.get("/api/Location/Wards/:id", async (req) => {
    const { id } = parse(locationIdParams, req.params);
    return ok(wardList(db, id));
  });
}
