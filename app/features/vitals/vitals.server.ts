/**
 * Receiving web vitals (ADR 0016): the body of a `sendBeacon` POST to VITALS_PATH is
 * checked — at most VITALS_MAX_BYTES (413), JSON of `vitalsPayloadSchema` (400), at most
 * LIMITS.vitals per client address (429 with Retry-After) —, logged with pino (one line per beacon,
 * level info; LOG_LEVEL sets the level, `silent` in tests) and counted in the Prometheus histograms
 * (app/utils/metrics.server.ts). Answers 204 with no body; never a 500 for what a client sends.
 */
import pino from "pino";
import { VITALS_MAX_BYTES } from "~/constants";
import { clientIp } from "~/utils/http.server";
import { observeVital } from "~/utils/metrics.server";
import { rateLimit } from "~/utils/rate-limit.server";
import { vitalsPayloadSchema } from "~/utils/vitals";

const log = pino({ name: "storefront-vitals", level: process.env.LOG_LEVEL ?? "info" });

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers } });

/** Reads, checks, logs and counts one vitals beacon; the Response to send (204, 400, 413 or 429). */
export async function receiveVitals(request: Request): Promise<Response> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > VITALS_MAX_BYTES) return plain(413, "Dữ liệu quá lớn");
  try {
    await rateLimit(request, "vitals", `vitals:${clientIp(request) ?? "unknown"}`);
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.byteLength > VITALS_MAX_BYTES) return plain(413, "Dữ liệu quá lớn");
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return plain(400, "Dữ liệu không hợp lệ");
  }
  const parsed = vitalsPayloadSchema.safeParse(json);
  if (!parsed.success) return plain(400, "Dữ liệu không hợp lệ");
  const { route, metrics } = parsed.data;
  for (const m of metrics) observeVital(m.name, route, m.value);
  log.info({ route, vitals: metrics.map(({ name, value, rating }) => ({ name, value, rating })) }, "web vitals");
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
