/**
 * ePay result verification (defined by the reference upstream, which holds the keys):
 * GET /api/Payment/epay-result?{callback params} checks the token, amount and order and changes nothing.
 */
import { z } from "zod";
import type { UpstreamClient } from "./client.server";
import { gatewayParams, gatewayResultSchema } from "./payment.server";

/** GET /api/Payment/epay-result: `resultCd` is ePay's (`00_000` paid, `00_005` pending: `isPending`). */
const epayResultSchema = gatewayResultSchema.extend({ isPending: z.boolean(), resultCd: z.string() });
export type EpayResult = z.infer<typeof epayResultSchema>;

/** The callback parameters ePay sends the shopper back with (docs/payment-gateways.md "ePay / MegaPay"). */
const CALLBACK_PARAMS = [
  "resultCd",
  "resultMsg",
  "invoiceNo",
  "merTrxId",
  "trxId",
  "amount",
  "timeStamp",
  "merchantToken",
  "payType",
  "userId",
  "cardNo",
  "bankName",
  "cardType",
];

/**
 * Verifies an ePay callback.
 * @throws GatewayParamsError (400) for malformed parameters (overlong, repeated …: `gatewayParams`);
 *   UpstreamError 400 (forged or tampered) / 404 (unknown order).
 */
export async function verifyEpayResult(client: UpstreamClient, params: URLSearchParams) {
  const received = gatewayParams(params);
  const query: Record<string, string> = {};
  for (const name of CALLBACK_PARAMS) {
    const v = received[name];
    if (v !== undefined) query[name] = v;
  }
  return (await client.get(epayResultSchema, "/api/Payment/epay-result", { query })).data;
}
