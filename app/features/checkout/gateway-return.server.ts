/**
 * The storefront side of a payment gateway's return (VNPay `/thanh-toan/vnpay-return`, ePay
 * `/thanh-toan/epay-result`, spec §2 Payment): the two routes read the gateway's parameters the same
 * way and refuse the same inputs; only the upstream call that verifies them (and what the page does
 * with a verified result) differs.
 *
 * Nothing here depends on the session: a gateway's cross-site POST carries no SameSite=Lax cookie.
 * Nothing here changes an order either: the order's state is recorded by the gateway's IPN.
 */
import { UpstreamError } from "~/upstream/client.server";

/** The message of a return that lacks the gateway's signature fields. */
export const GATEWAY_RETURN_INCOMPLETE = "Thiếu thông tin kết quả thanh toán.";

/**
 * The parameters of a gateway return: the query string, then (a POST) each text field of the form
 * body over it. An unreadable body counts as an empty form. Never throws.
 */
export async function gatewayReturnParams(request: Request): Promise<URLSearchParams> {
  const params = new URLSearchParams(new URL(request.url).search);
  if (request.method === "GET" || request.method === "HEAD") return params;
  const form = await request.formData().catch(() => null);
  for (const [k, v] of form ?? []) if (typeof v === "string") params.set(k, v);
  return params;
}

/** A verified return (`result`: the upstream's answer), or the refusal page's message and status. */
export type GatewayReturnCheck<T> = { ok: true; result: T } | { ok: false; error: string; status: 400 | 404 };

/**
 * Verifies a gateway return through the upstream.
 * @param required the parameters without which the return cannot be genuine (e.g. the signature):
 *   one missing or empty → `{ ok: false, status: 400, error: GATEWAY_RETURN_INCOMPLETE }`, no upstream call.
 * @param verify the upstream call (`verifyVnpayReturn` / `verifyEpayResult` with the request's client).
 * @returns the verified result, or — for an `UpstreamError` (forged, tampered or malformed parameters:
 *   400; unknown order: 404) — its message with status 404 for a 404, else 400.
 * @throws whatever else `verify` throws (the upstream unreachable → the error page).
 */
export async function checkGatewayReturn<T>(
  params: URLSearchParams,
  required: readonly string[],
  verify: (params: URLSearchParams) => Promise<T>,
): Promise<GatewayReturnCheck<T>> {
  if (required.some((name) => !params.get(name))) return { ok: false, error: GATEWAY_RETURN_INCOMPLETE, status: 400 };
  try {
    return { ok: true, result: await verify(params) };
  } catch (error) {
    if (error instanceof UpstreamError) return { ok: false, error: error.message, status: error.status === 404 ? 404 : 400 };
    throw error;
  }
}
