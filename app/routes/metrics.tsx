/**
 * `GET /metrics` (docs/operations.md "Metrics"): the storefront's Prometheus metrics
 * (app/utils/metrics.server.ts) for a scraper presenting `Authorization: Bearer $METRICS_TOKEN`.
 * METRICS_TOKEN unset → 404 (the endpoint does not exist); a missing or wrong token → 401 with
 * `WWW-Authenticate: Bearer`. Never cached.
 */
import { timingSafeEqual } from "node:crypto";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { env } from "~/env.server";
import { metricsText } from "~/utils/metrics.server";

/** Whether `header` is `Bearer <token>` (compared in constant time). */
function bearerMatches(header: string | null, token: string): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? "");
  if (!match) return false;
  const given = Buffer.from(match[1]!);
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function loader({ request }: LoaderFunctionArgs) {
  const headers = { "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" };
  if (!env.metricsToken) return new Response("Not Found", { status: 404, headers });
  if (!bearerMatches(request.headers.get("authorization"), env.metricsToken)) {
    return new Response("Unauthorized", { status: 401, headers: { ...headers, "WWW-Authenticate": 'Bearer realm="metrics"' } });
  }
  const { body, contentType } = await metricsText();
  return new Response(body, { headers: { ...headers, "Content-Type": contentType } });
}
