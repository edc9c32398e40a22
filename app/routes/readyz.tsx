/**
 * Readiness probe of the storefront (ADR 0008): whether the upstream API answers. GET {API_URL}/health
 * within 1 s with a 2xx → `200 {"status":"ready"}`, otherwise `503 {"status":"upstream-unavailable"}`.
 * Never cached. `/healthz` stays the liveness probe (no upstream call).
 */
import { env } from "~/env.server";

/** How long the upstream's /health may take (ms). */
const READY_TIMEOUT_MS = 1000;

export async function loader() {
  let ready = false;
  try {
    const res = await fetch(`${env.apiUrl}/health`, {
      signal: AbortSignal.timeout(READY_TIMEOUT_MS),
      headers: { accept: "application/json" },
    });
    ready = res.ok;
    await res.body?.cancel();
  } catch {
    ready = false;
  }
  return Response.json(ready ? { status: "ready" } : { status: "upstream-unavailable" }, {
    status: ready ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}
