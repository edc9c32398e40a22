/**
 * `/resources/locations?cityId=` or `?districtId=`: districts or wards as JSON, for the address
 * cascade's enhancement with JavaScript (without JavaScript the form re-renders with them).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { UpstreamClient } from "~/upstream/client.server";
import { getDistricts, getWards } from "~/upstream/location.server";

const query = z.object({ cityId: z.coerce.number().int().positive().optional(), districtId: z.coerce.number().int().positive().optional() });

export async function loader({ request }: LoaderFunctionArgs) {
  const q = query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!q.success) return Response.json({ districts: [], wards: [] }, { status: 400 });
  const client = new UpstreamClient();
  const [districts, wards] = await Promise.all([q.data.cityId ? getDistricts(client, q.data.cityId) : [], q.data.districtId ? getWards(client, q.data.districtId) : []]);
  return Response.json({ districts, wards }, { headers: { "Cache-Control": "public, max-age=86400" } });
}
