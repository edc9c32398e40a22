/**
 * `/resources/locations?cityId=` or `?districtId=`: districts or wards as JSON, for the address
 * cascade's enhancement with JavaScript (without JavaScript the form re-renders with them).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { MAX_ID } from "~/constants";
import { UpstreamError } from "~/upstream/client.server";
import { getDistricts, getWards } from "~/upstream/location.server";

const id = z.coerce.number().int().positive().max(MAX_ID).optional();
const query = z.object({ cityId: id, districtId: id });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!q.success) return Response.json({ districts: [], wards: [] }, { status: 400 });
  const client = context.upstream;
  const [districts, wards] = await Promise.all([
    q.data.cityId ? getDistricts(client, q.data.cityId) : [],
    q.data.districtId ? getWards(client, q.data.districtId) : [],
  ]).catch((error) => {
    if (error instanceof UpstreamError) return [[], []] as const;
    throw error;
  });
  return Response.json({ districts, wards }, { headers: { "Cache-Control": "public, max-age=86400" } });
}
