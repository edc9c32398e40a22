/**
 * Whether the shop's payments run on gateway sandboxes (ADR 0009), for the discreet
 * "Môi trường thử nghiệm" notice in the footer. PAYMENT_SANDBOX (env.server.ts) decides when set;
 * otherwise the upstream's `GET {API_URL}/health` is read — the reference upstream answers
 * `{status: "ok", paymentSandbox: boolean}` (docs/openapi.yaml) — and the answer is kept for
 * CACHE_MS. An upstream without that field (the publisher's real API) or an unreachable one means
 * "no notice"; a failed read is retried after RETRY_MS. Never throws, never delays a page more than
 * TIMEOUT_MS (once per CACHE_MS).
 */
import { env } from "~/env.server";

/** How long a /health answer is kept (ms). */
export const CACHE_MS = 10 * 60_000;
/** After a failed read, the next attempt is this much later (ms). */
export const RETRY_MS = 30_000;
/** The longest wait for /health (ms). */
const TIMEOUT_MS = 1_500;

let cached: { value: boolean; until: number } | null = null;
let pending: Promise<boolean> | null = null;

async function read(now: number): Promise<boolean> {
  try {
    const res = await fetch(`${env.apiUrl}/health`, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: "application/json" } });
    const body: unknown = res.ok ? await res.json() : null;
    const value = typeof body === "object" && body !== null && (body as { paymentSandbox?: unknown }).paymentSandbox === true;
    cached = { value, until: now + (res.ok ? CACHE_MS : RETRY_MS) };
    return value;
  } catch {
    cached = { value: false, until: now + RETRY_MS };
    return false;
  }
}

/** True while the payments are sandboxes (see the module's docs). */
export async function paymentSandbox(now = Date.now()): Promise<boolean> {
  if (env.paymentSandbox !== null) return env.paymentSandbox;
  if (cached && cached.until > now) return cached.value;
  pending ??= read(now).finally(() => (pending = null));
  return pending;
}

/** Forgets the cached answer (tests). */
export function resetPaymentSandboxCache(): void {
  cached = null;
  pending = null;
}
