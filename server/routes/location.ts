/**
 * Locations for the address cascade (spec §3 city/district/ward; paths defined here, §7 does not
 * show them): GET /api/Location/Cities, /api/Location/Districts/{cityId}, /api/Location/Wards/{districtId}.
 * Sorted by Vietnamese name. Unknown parent → an empty list (404 would make cascades brittle).
 */
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { cities, districts, wards } from "../db/schema";
import { ok } from "../http/envelope";
import { parse } from "../http/validate";

const collator = new Intl.Collator("vi");
const byName = <T>(key: (t: T) => string) => (a: T, b: T) => collator.compare(key(a), key(b));
const idParams = z.object({ id: z.coerce.number().int().nonnegative({ message: "Mã địa chỉ không hợp lệ" }).max(2_147_483_647) });

export async function locationRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const allCities = () => db.select({ cityId: cities.id, cityName: cities.name }).from(cities).all().sort(byName((c) => c.cityName));

  app.get("/api/Location/Cities", async () => ok(allCities()));

  app.get("/api/Location/Districts/:id", async (req) => {
    const { id } = parse(idParams, req.params);
    const rows = db.select({ districtId: districts.id, districtName: districts.name, cityId: districts.cityId }).from(districts).where(eq(districts.cityId, id)).all();
    return ok(rows.sort(byName((d) => d.districtName)));
  });

  app.get("/api/Location/Wards/:id", async (req) => {
    const { id } = parse(idParams, req.params);
    const rows = db.select({ wardId: wards.id, wardName: wards.name, districtId: wards.districtId }).from(wards).where(eq(wards.districtId, id)).all();
    return ok(rows.sort(byName((w) => w.wardName)));
  });
}
