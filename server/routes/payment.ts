/**
 * Payment routes of the upstream for VNPay and ePay (defined by the reference upstream; reference doc
 * "VNPay, API 2.1.0" and "ePay / MegaPay").
 *
 * - `GET /api/Payment/vnpay-ipn?vnp_…`: VNPay's server-to-server notification. Records the result
 *   (`recordVnpayIpn`) and answers HTTP 200 with VNPay's JSON `{RspCode, Message}` (not the envelope).
 * - `GET /api/Payment/vnpay-return?vnp_…`: what the storefront calls with the parameters the shopper
 *   came back with. Verifies them and describes the order; changes NOTHING (the IPN records).
 * - `POST /api/Payment/epay-ipn` (JSON): ePay's server-to-server notification. Records the result
 *   (`recordEpayIpn`) and answers HTTP 200 with `{resultCd, resultMsg}` (`00_000 SUCCESS` when recorded).
 * - `GET /api/Payment/epay-result?{callback params}`: what the storefront calls with the parameters
 *   the shopper came back from ePay with (its /thanh-toan/epay-result). Verifies; changes NOTHING.
 * - `POST /api/Payment/bank-feed` (JSON, SePay's webhook; `Authorization: Apikey <BANK_FEED_API_KEY>`):
 *   401 before anything is read when the key is wrong or missing; 400 for a malformed body; otherwise
 *   the transaction is recorded once (`recordBankTransfer`) and answered 200 `{"success": true}` —
 *   paid, partial, unmatched, ignored or a replay alike, so SePay never retries a decision. A database
 *   failure answers 200 `{"success": false, …}` (never 5xx): SePay retries it.
 * - `POST /api/Payment/momo-ipn` (JSON, MoMo's IPN): 204 when accepted (recorded or a replay), 401
 *   forged, 404 unknown order, 400 amount mismatch or a malformed body (`recordMomoIpn`).
 * - `GET /api/Payment/momo-return?{MoMo's redirect query}`: what the storefront calls with the query
 *   the shopper came back from MoMo with. Verifies and describes the order; changes NOTHING.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  EPAY_IPN_ANSWERS,
  recordEpayIpn,
  recordVnpayIpn,
  VNPAY_IPN_ANSWERS,
  type EpayIpnAnswer,
  type VnpayIpnAnswer,
} from "../domain/payments";
import { findOrderByCode, type Order } from "../domain/orders";
import { recordBankTransfer } from "../domain/bank-transfers";
import { recordMomoIpn } from "../domain/payments";
import { getEpayGateway, getMomoGateway, getVnpayGateway } from "../gateways";
import { parseSepayTransaction, SEPAY_ACK, verifySepayAuthorization } from "../gateways/sepay";
import { orderCodeOfTxnRef } from "../gateways/vnpay";
import { fail, ok } from "../http/envelope";
import { withDefaults } from "../deps";
import { kickShipments } from "../http/shipments";

/** `data` of a successful `GET /api/Payment/epay-result`. */
interface EpayResultData {
  orderId: number;
  orderCode: string;
  /** The order's current status in the database (the IPN may not have arrived yet: then "pending"). */
  status: Order["status"];
  /** ePay says paid (resultCd `00_000`). */
  isPaid: boolean;
  /** ePay assigned a virtual account that is not paid yet (resultCd `00_005`): the order stays pending. */
  isPending: boolean;
  /** ePay's resultCd, e.g. "00_000", "00_005", "PG_ER5". */
  resultCd: string;
  /** Vietnamese description of the result for the shopper. */
  message: string;
  /** Amount reported by ePay, VND (equal to the order's total). */
  amount: number;
  /** ePay's transaction id ("" when none). */
  trxId: string;
}

/** The 400 message of a forged or tampered ePay result. */
export const EPAY_RESULT_INVALID = "Kết quả thanh toán không hợp lệ";

/** `data` of a successful `GET /api/Payment/vnpay-return`. */
interface VnpayReturnData {
  orderId: number;
  orderCode: string;
  /** The order's current status in the database (the IPN may not have arrived yet: then "pending"). */
  status: Order["status"];
  /** The gateway says paid (vnp_ResponseCode 00 and vnp_TransactionStatus 00). */
  isPaid: boolean;
  /** vnp_ResponseCode, e.g. "00", "24". */
  responseCode: string;
  /** Vietnamese description of the result for the shopper. */
  message: string;
  /** Amount reported by VNPay, VND (equal to the order's total). */
  amount: number;
  /** VNPay's transaction number ("0" when none, e.g. cancelled). */
  transactionNo: string;
}

/** `data` of a successful `GET /api/Payment/momo-return`. */
interface MomoReturnData {
  orderId: number;
  orderCode: string;
  /** The order's current status in the database (the IPN may not have arrived yet: then "pending"). */
  status: Order["status"];
  /** MoMo says paid (resultCode 0). */
  isPaid: boolean;
  /** MoMo's resultCode (0 paid, 1006 refused by the payer …); null when absent. */
  resultCode: number | null;
  /** Vietnamese description of the result for the shopper. */
  message: string;
  /** Amount reported by MoMo, VND (equal to the order's total). */
  amount: number;
  /** MoMo's transaction id ("" when none). */
  transId: string;
}

/** Longest value of a gateway parameter (VNPay: vnp_OrderInfo and vnp_BankTranNo ≤ 255; ePay: ≤ 255). */
const GATEWAY_VALUE_MAX = 255;
/** Most parameters a gateway return or notification may carry (VNPay sends about 15, ePay about 20). */
const GATEWAY_PARAMS_MAX = 50;

/**
 * The parameters of a gateway return or notification, bounded: at most `GATEWAY_PARAMS_MAX` names of
 * at most 64 characters, each value a string (or, in ePay's JSON, a number or null) of at most
 * `GATEWAY_VALUE_MAX` characters — or a short list of them (Fastify parses a repeated query key into
 * an array; the verification then refuses it). Anything else is refused before any verification.
 */
const gatewayValue = z.union([z.string().max(GATEWAY_VALUE_MAX), z.number(), z.boolean(), z.null()]);
const gatewayParamsSchema = z
  .record(z.string().max(64), z.union([gatewayValue, z.array(gatewayValue).max(5)]))
  .refine((params) => Object.keys(params).length <= GATEWAY_PARAMS_MAX, "too many parameters");

/** Whether a query or body is a bounded set of gateway parameters (`gatewayParamsSchema`). */
function bounded(input: unknown): boolean {
  return gatewayParamsSchema.safeParse(input ?? {}).success;
}

/** Query object of a request as a plain record (Fastify parses repeated keys into arrays). */
function queryOf(query: unknown): Record<string, unknown> {
  return query && typeof query === "object" ? (query as Record<string, unknown>) : {};
}

/** What differs between the VNPay and the ePay IPN; the steps (bound → verify → record → log → answer) are shared. */
interface IpnGateway<A> {
  /** Log prefix, e.g. "VNPay IPN". */
  name: string;
  /** Log text when the parameters are not bounded (`gatewayParamsSchema`). */
  malformed: string;
  /** The notification's parameters: the query (VNPay) or the JSON body (ePay). */
  input: (request: FastifyRequest) => unknown;
  /** Answer to unbounded parameters (VNPay `97`, ePay `01_001`). */
  refused: A;
  /** Answer when verifying or recording throws (VNPay `99`, ePay `99_999`). */
  unknownError: A;
  /** Verifies the signature and records the result; returns the answer and the facts to log. */
  verifyAndRecord: (input: unknown, request: FastifyRequest) => { answer: A; facts: Record<string, unknown> };
  /** The gateway's JSON answer body. */
  body: (answer: A) => Record<string, string>;
}

/**
 * The handler of a gateway IPN: always HTTP 200 with the gateway's JSON answer and `no-store`; never
 * throws (an unexpected error is logged and answered with `gateway.unknownError`).
 */
function ipnHandler<A>(app: FastifyInstance, gateway: IpnGateway<A>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    let answer: A;
    try {
      const input = gateway.input(request);
      if (!bounded(input)) {
        request.log.warn(`${gateway.name}: ${gateway.malformed}`);
        answer = gateway.refused;
      } else {
        const result = gateway.verifyAndRecord(input, request);
        answer = result.answer;
        request.log.info(result.facts, gateway.name);
      }
    } catch (err) {
      request.log.error({ err }, `${gateway.name}: unexpected error`);
      answer = gateway.unknownError;
    }
    return reply.status(200).header("cache-control", "no-store").send(gateway.body(answer));
  };
}

/**
 * Fastify plugin with the VNPay and ePay IPN and return-verification routes, over `app.deps`
 * ({db, config}). Nothing a gateway or a shopper sends makes these routes answer 500: the IPNs always
 * answer 200 JSON (`97` / `01_001` for overlong or too many parameters — `gatewayParamsSchema`;
 * `99` / `99_999` on an internal error; a malformed ePay body is refused by Fastify with 400/415
 * before), the returns answer 200/400/404 envelopes (400 for overlong or too many parameters).
 */
export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  // An order a notification just paid ships at once (ADR 0026); after the answer, never delaying it.
  app.addHook("onResponse", async (request) => {
    if (request.method === "POST" || request.url.includes("-ipn")) await kickShipments(app, request.log);
  });
  app.get(
    "/api/Payment/vnpay-ipn",
    ipnHandler(app, {
      name: "VNPay IPN",
      malformed: "malformed parameters (overlong or too many)",
      input: (request) => request.query,
      refused: VNPAY_IPN_ANSWERS.invalidSignature,
      unknownError: VNPAY_IPN_ANSWERS.unknownError,
      verifyAndRecord: (input, request) => {
        const verified = getVnpayGateway(app.deps.config).verifyIpn(queryOf(input));
        const answer = recordVnpayIpn(app.deps.db, verified, { logger: request.log });
        const facts = {
          txnRef: verified.txnRef,
          responseCode: verified.responseCode,
          isVerified: verified.isVerified,
          rspCode: answer.RspCode,
        };
        return { answer, facts };
      },
      body: (answer: VnpayIpnAnswer) => ({ RspCode: answer.RspCode, Message: answer.Message }),
    }),
  );

  app.get("/api/Payment/vnpay-return", async (request, reply) => {
    reply.header("cache-control", "no-store");
    if (!bounded(request.query)) return reply.status(400).send(fail("PAYMENT_SIGNATURE_INVALID", "Chữ ký thanh toán không hợp lệ"));
    const verified = getVnpayGateway(app.deps.config).verifyReturn(queryOf(request.query));
    if (!verified.isVerified || verified.amount === null) {
      return reply.status(400).send(fail("PAYMENT_SIGNATURE_INVALID", "Chữ ký thanh toán không hợp lệ"));
    }
    const order = findOrderByCode(app.deps.db, orderCodeOfTxnRef(verified.txnRef));
    if (!order) return reply.status(404).send(fail("ORDER_NOT_FOUND", "Đơn hàng không tồn tại"));
    if (verified.amount !== order.total) {
      return reply.status(400).send(fail("PAYMENT_AMOUNT_MISMATCH", "Số tiền thanh toán không khớp với đơn hàng"));
    }
    const data: VnpayReturnData = {
      orderId: order.id,
      orderCode: order.code,
      status: order.status,
      isPaid: verified.isPaid,
      responseCode: verified.responseCode,
      message: verified.message,
      amount: verified.amount,
      transactionNo: verified.transactionNo,
    };
    return reply.status(200).send(ok(data));
  });

  app.post(
    "/api/Payment/epay-ipn",
    ipnHandler(app, {
      name: "ePay IPN",
      malformed: "malformed body (overlong or too many fields)",
      input: (request) => request.body,
      refused: EPAY_IPN_ANSWERS.invalidToken,
      unknownError: EPAY_IPN_ANSWERS.unknownError,
      verifyAndRecord: (input, request) => {
        const verified = getEpayGateway(app.deps.config).verifyEpayIpn(input);
        const answer = recordEpayIpn(app.deps.db, verified, { logger: request.log });
        const facts = {
          merTrxId: verified.merTrxId,
          resultCd: verified.resultCd,
          isVerified: verified.isVerified,
          answer: answer.resultCd,
        };
        return { answer, facts };
      },
      body: (answer: EpayIpnAnswer) => ({ resultCd: answer.resultCd, resultMsg: answer.resultMsg }),
    }),
  );

  app.get("/api/Payment/epay-result", async (request, reply) => {
    reply.header("cache-control", "no-store");
    if (!bounded(request.query)) return reply.status(400).send(fail("PAYMENT_SIGNATURE_INVALID", EPAY_RESULT_INVALID));
    const verified = getEpayGateway(app.deps.config).verifyEpayResult(queryOf(request.query));
    if (!verified.isVerified || verified.amount === null)
      return reply.status(400).send(fail("PAYMENT_SIGNATURE_INVALID", EPAY_RESULT_INVALID));
    const order = findOrderByCode(app.deps.db, verified.orderCode);
    if (!order) return reply.status(404).send(fail("ORDER_NOT_FOUND", "Đơn hàng không tồn tại"));
    if (order.paymentMethod !== "ePay" || verified.amount !== order.total)
      return reply.status(400).send(fail("PAYMENT_AMOUNT_MISMATCH", EPAY_RESULT_INVALID));
    const data: EpayResultData = {
      orderId: order.id,
      orderCode: order.code,
      status: order.status,
      isPaid: verified.isPaid,
      isPending: verified.isPending,
      resultCd: verified.resultCd,
      message: verified.message,
      amount: verified.amount,
      trxId: verified.trxId,
    };
    return reply.status(200).send(ok(data));
  });

  app.post(
    "/api/Payment/bank-feed",
    {
      // The key is checked before the body is even parsed: a forged call learns nothing, not even a 400.
      onRequest: async (request, reply) => {
        if (!verifySepayAuthorization(request.headers.authorization, app.deps.config.BANK_FEED_API_KEY)) {
          request.log.warn("bank feed: missing or wrong API key");
          return reply.status(401).header("cache-control", "no-store").send(fail("UNAUTHORIZED", "Khóa API không hợp lệ"));
        }
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const parsed = parseSepayTransaction(request.body);
      if (!parsed.ok) {
        request.log.warn({ issues: parsed.issues }, "bank feed: malformed transaction");
        return reply.status(400).send(fail("VALIDATION_FAILED", "Dữ liệu giao dịch không hợp lệ", { issues: parsed.issues }));
      }
      try {
        const result = recordBankTransfer(app.deps.db, parsed.transaction, {
          account: app.deps.config.BANK_ACCOUNT_NUMBER,
          now: withDefaults(app.deps).clock(),
        });
        request.log.info({ sepayId: parsed.transaction.id, ...result }, "bank feed");
        return reply.status(200).send(SEPAY_ACK);
      } catch (err) {
        request.log.error({ err, sepayId: parsed.transaction.id }, "bank feed: recording failed");
        return reply.status(200).send({ success: false, message: "Chưa ghi nhận được giao dịch, vui lòng gửi lại" });
      }
    },
  );

  app.post("/api/Payment/momo-ipn", async (request, reply) => {
    reply.header("cache-control", "no-store");
    if (!bounded(request.body)) return reply.status(400).send(fail("VALIDATION_FAILED", "Dữ liệu thông báo không hợp lệ"));
    const verified = getMomoGateway(app.deps.config).verifyIpn(request.body);
    let result;
    try {
      result = recordMomoIpn(app.deps.db, verified, { logger: request.log, now: withDefaults(app.deps).clock() });
    } catch (err) {
      // Not recorded: any answer but 204 makes MoMo send the IPN again; never a 5xx.
      request.log.error({ err, orderId: verified.orderId }, "MoMo IPN: recording failed");
      return reply.status(400).send(fail("BAD_REQUEST", "Chưa ghi nhận được thông báo, vui lòng gửi lại"));
    }
    request.log.info({ orderId: verified.orderId, resultCode: verified.resultCode, transId: verified.transId, ...result }, "MoMo IPN");
    switch (result.status) {
      case 204:
        return reply.status(204).send();
      case 401:
        return reply.status(401).send(fail("PAYMENT_SIGNATURE_INVALID", "Chữ ký thanh toán không hợp lệ"));
      case 404:
        return reply.status(404).send(fail("ORDER_NOT_FOUND", "Đơn hàng không tồn tại"));
      default:
        return reply.status(400).send(fail("PAYMENT_AMOUNT_MISMATCH", "Số tiền thanh toán không khớp với đơn hàng"));
    }
  });

  app.get("/api/Payment/momo-return", async (request, reply) => {
    reply.header("cache-control", "no-store");
    const invalid = () => reply.status(400).send(fail("PAYMENT_SIGNATURE_INVALID", "Chữ ký thanh toán không hợp lệ"));
    if (!bounded(request.query)) return invalid();
    const verified = getMomoGateway(app.deps.config).verifyReturn(queryOf(request.query));
    if (!verified.isVerified || verified.amount === null) return invalid();
    const order = findOrderByCode(app.deps.db, orderCodeOfTxnRef(verified.orderId));
    if (!order) return reply.status(404).send(fail("ORDER_NOT_FOUND", "Đơn hàng không tồn tại"));
    if (order.paymentMethod !== "MoMo" || verified.amount !== order.total) {
      return reply.status(400).send(fail("PAYMENT_AMOUNT_MISMATCH", "Số tiền thanh toán không khớp với đơn hàng"));
    }
    const data: MomoReturnData = {
      orderId: order.id,
      orderCode: order.code,
      status: order.status,
      isPaid: verified.isPaid,
      resultCode: verified.resultCode,
      message: verified.message,
      amount: verified.amount,
      transId: verified.transId,
    };
    return reply.status(200).send(ok(data));
  });
}
