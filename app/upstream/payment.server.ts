/**
 * Payment verification (defined by the reference upstream, which holds the gateway keys):
 * GET /api/Payment/vnpay-return?{vnp_* params} verifies a VNPay return and changes nothing;
 * GET /api/Payment/momo-return?{MoMo's params} does the same for MoMo (ADR 0022).
 */
import { z } from "zod";
import { ORDER_STATUSES } from "~/constants";
import { UpstreamError, type UpstreamClient } from "./client.server";

/** Longest value of a gateway parameter (VNPay: vnp_OrderInfo and vnp_BankTranNo ≤ 255; ePay: merchantToken 64, resultMsg ≤ 255). */
export const GATEWAY_VALUE_MAX = 255;
/** Most parameters a gateway return may carry (VNPay sends about 15, ePay 13). */
export const GATEWAY_PARAMS_MAX = 50;
/** The 400 message of a gateway return whose parameters are malformed (overlong, too many, repeated). */
export const GATEWAY_PARAMS_INVALID = "Thông tin kết quả thanh toán không hợp lệ.";

/**
 * The parameters of a gateway return (query or form), each name at most 64 characters, each value at
 * most `GATEWAY_VALUE_MAX`, no name repeated, at most `GATEWAY_PARAMS_MAX` of them. Checked before the
 * upstream is asked, so an overlong field is a 400 page here instead of a request the upstream's
 * HTTP server refuses (431 → 502).
 */
const gatewayParamsSchema = z
  .array(z.tuple([z.string().max(64), z.string().max(GATEWAY_VALUE_MAX)]))
  .max(GATEWAY_PARAMS_MAX)
  .refine((pairs) => new Set(pairs.map(([k]) => k)).size === pairs.length, "repeated parameter");

/** The gateway parameters as a record. @throws GatewayParamsError (an UpstreamError 400) when malformed. */
export function gatewayParams(params: URLSearchParams): Record<string, string> {
  const parsed = gatewayParamsSchema.safeParse([...params]);
  if (!parsed.success) throw new GatewayParamsError();
  return Object.fromEntries(parsed.data);
}

/** Malformed gateway parameters, refused before the upstream is called: handled like the upstream's 400. */
export class GatewayParamsError extends UpstreamError {
  constructor() {
    super(400, GATEWAY_PARAMS_INVALID, null);
  }
}

/**
 * What the upstream answers for every verified gateway return: the order, its status, whether it is
 * paid, the gateway's message (Vietnamese) and the amount (integer VND). Each gateway adds its fields.
 */
export const gatewayResultSchema = z.object({
  orderId: z.number().int(),
  orderCode: z.string(),
  status: z.enum(ORDER_STATUSES),
  isPaid: z.boolean(),
  message: z.string(),
  amount: z.number().int(),
});

/** GET /api/Payment/vnpay-return: `responseCode` is VNPay's `vnp_ResponseCode` ("00" paid). */
export const vnpayReturnSchema = gatewayResultSchema.extend({ responseCode: z.string() });
export type VnpayReturn = z.infer<typeof vnpayReturnSchema>;

/**
 * Verifies the parameters VNPay sent the shopper back with.
 * @throws GatewayParamsError (400) for malformed parameters (`gatewayParams`); UpstreamError 400 (bad
 *   signature or amount) / 404 (unknown order).
 */
export async function verifyVnpayReturn(client: UpstreamClient, params: URLSearchParams) {
  const query: Record<string, string> = {};
  for (const [k, v] of Object.entries(gatewayParams(params))) if (k.startsWith("vnp_")) query[k] = v;
  return (await client.get(vnpayReturnSchema, "/api/Payment/vnpay-return", { query })).data;
}

/** GET /api/Payment/momo-return: `resultCode` is MoMo's (0 paid) when the upstream reports it. */
export const momoReturnSchema = gatewayResultSchema.extend({ resultCode: z.number().int().nullish(), transId: z.string().optional() });
export type MomoReturn = z.infer<typeof momoReturnSchema>;

/** The parameters MoMo signs in a return (AIO v2: partnerCode … signature; ADR 0022). */
const MOMO_RETURN_PARAMS = new Set([
  "partnerCode",
  "orderId",
  "requestId",
  "amount",
  "orderInfo",
  "orderType",
  "transId",
  "resultCode",
  "message",
  "payType",
  "responseTime",
  "extraData",
  "signature",
]);

/**
 * Verifies the parameters MoMo sent the shopper back with (only MoMo's own names are passed on).
 * @throws GatewayParamsError (400) for malformed parameters; UpstreamError 400 (bad signature or
 *   amount) / 404 (unknown order).
 */
export async function verifyMomoReturn(client: UpstreamClient, params: URLSearchParams) {
  const query: Record<string, string> = {};
  for (const [k, v] of Object.entries(gatewayParams(params))) if (MOMO_RETURN_PARAMS.has(k)) query[k] = v;
  return (await client.get(momoReturnSchema, "/api/Payment/momo-return", { query })).data;
}
