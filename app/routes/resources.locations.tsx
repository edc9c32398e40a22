/**
 * `/resources/locations?cityId=`: the wards of a province of the 2025 map as JSON, for the address
 * cascade's enhancement with JavaScript (without JavaScript the form re-renders with them).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { MAX_ID } from "~/constants";
import { loadCascade } from "~/features/checkout/address.server";
import { UpstreamError } from "~/upstream/client.server";
import type { Ward } from "~/upstream/schemas";

const id = z.coerce.number().int().positive().max(MAX_ID).optional();
const query = z.object({ cityId: id });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!q.success) return Response.json({ wards: [] }, { status: 400 });
  let wards: Ward[] = [];
  try {
    wards = (await loadCascade(context.upstream, q.data.cityId)).wards;
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
  }
  return Response.json({ wards }, { headers: { "Cache-Control": "public, max-age=86400" } });
}
