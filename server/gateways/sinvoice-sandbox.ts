/**
 * The e-invoice provider's sandbox (Viettel S-Invoice's shape, ADR 0025), served while SINVOICE_HOST
 * is this process's own (`config.sinvoiceSandbox`), so the demo and the tests issue invoices over
 * real HTTP:
 * - `POST /sandbox/sinvoice/InvoiceAPI/InvoiceWS/createInvoice/{supplierTaxCode}` checks what the
 *   provider checks — HTTP Basic account (constant time), the seller's MST, the body's shape, each
 *   line's arithmetic and the totals — and answers `{errorCode: null, description: null, result:
 *   {supplierTaxCode, invoiceNo, transactionID, reservationCode}}`. A transactionUuid already seen
 *   gets the same invoice back. Refusals: 401 (account), 400 with `errorCode` and a description.
 * Invoices are kept in memory (a restart starts a new series), as a sandbox may.
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { SINVOICE_SANDBOX_PATH } from "../config";
import { SINVOICE_CREATE_PATH, SINVOICE_TAX_EXEMPT, splitVat, type SinvoiceRequest } from "./sinvoice";

const money = z.number().int().min(0).max(10_000_000_000);
const rate = z.union([z.literal(0), z.literal(5), z.literal(8), z.literal(10), z.literal(SINVOICE_TAX_EXEMPT)]);

const requestSchema = z.object({
  generalInvoiceInfo: z.object({
    invoiceType: z.literal("1"),
    templateCode: z.string().min(1).max(20),
    invoiceSeries: z.string().regex(/^[A-Z0-9]{6}$/),
    currencyCode: z.literal("VND"),
    adjustmentType: z.literal("1"),
    paymentStatus: z.boolean(),
    cusGetInvoiceRight: z.boolean(),
    transactionUuid: z.string().min(1).max(100),
    invoiceIssuedDate: z.number().int().positive(),
  }),
  buyerInfo: z.object({
    buyerName: z.string().max(400),
    buyerLegalName: z.string().min(1).max(400),
    buyerTaxCode: z.string().max(20),
    buyerAddressLine: z.string().min(1).max(1200),
    buyerEmail: z.string().email().max(200),
  }),
  payments: z
    .array(z.object({ paymentMethodName: z.string().min(1).max(50) }))
    .min(1)
    .max(5),
  itemInfo: z
    .array(
      z.object({
        lineNumber: z.number().int().min(1),
        itemCode: z.string().max(50),
        itemName: z.string().min(1).max(500),
        unitName: z.string().min(1).max(50),
        unitPrice: money,
        quantity: z.number().int().min(1).max(100_000),
        itemTotalAmountWithoutTax: money,
        taxPercentage: rate,
        taxAmount: money,
        itemTotalAmountWithTax: money,
      }),
    )
    .min(1)
    .max(500),
  summarizeInfo: z.object({
    totalAmountWithoutTax: money,
    totalTaxAmount: money,
    totalAmountWithTax: money,
    discountAmount: money,
  }),
  taxBreakdowns: z
    .array(z.object({ taxPercentage: rate, taxableAmount: money, taxAmount: money }))
    .min(1)
    .max(10),
});

/** Why the arithmetic of a well-formed request is wrong, or null. */
function arithmeticProblem(r: SinvoiceRequest): string | null {
  for (const item of r.itemInfo) {
    if (item.itemTotalAmountWithoutTax + item.taxAmount !== item.itemTotalAmountWithTax)
      return `Dòng ${item.lineNumber}: tiền trước thuế + thuế khác thành tiền`;
    const expected = splitVat(item.itemTotalAmountWithTax, item.taxPercentage === SINVOICE_TAX_EXEMPT ? null : item.taxPercentage);
    if (Math.abs(expected.tax - item.taxAmount) > 1) return `Dòng ${item.lineNumber}: tiền thuế không đúng thuế suất`;
  }
  const sum = (f: (i: SinvoiceRequest["itemInfo"][number]) => number) => r.itemInfo.reduce((a, i) => a + f(i), 0);
  const s = r.summarizeInfo;
  if (s.totalAmountWithTax !== sum((i) => i.itemTotalAmountWithTax)) return "Tổng tiền thanh toán khác tổng các dòng";
  if (s.totalTaxAmount !== sum((i) => i.taxAmount)) return "Tổng tiền thuế khác tổng các dòng";
  if (s.totalAmountWithoutTax + s.totalTaxAmount !== s.totalAmountWithTax) return "Tổng trước thuế + thuế khác tổng thanh toán";
  return null;
}

/** Whether `header` is HTTP Basic with exactly `user:password` (constant-time comparison). */
function basicMatches(header: string | undefined, user: string, password: string): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/.exec(header ?? "");
  if (!match) return false;
  const given = Buffer.from(match[1]!, "base64");
  const expected = Buffer.from(`${user}:${password}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Fastify plugin: the S-Invoice sandbox over `app.deps.config` (SINVOICE_USERNAME / _PASSWORD,
 * SELLER_TAX_CODE, sinvoiceSandbox; read on every request). 404 when the provider is real.
 */
export async function sinvoiceSandboxRoutes(app: FastifyInstance): Promise<void> {
  const issued = new Map<string, { invoiceNo: string; reservationCode: string; transactionID: string }>();
  let sequence = 0;
  const refuse = (code: string, description: string) => ({ errorCode: code, description, result: null });

  app.post<{ Params: { supplierTaxCode: string } }>(
    `${SINVOICE_SANDBOX_PATH}${SINVOICE_CREATE_PATH}/:supplierTaxCode`,
    { bodyLimit: 1_048_576 },
    async (request, reply) => {
      const config = app.deps.config;
      reply.header("cache-control", "no-store");
      if (!config.sinvoiceSandbox) return reply.status(404).send(refuse("NOT_FOUND", "Không tìm thấy"));
      if (!basicMatches(request.headers.authorization, config.SINVOICE_USERNAME, config.SINVOICE_PASSWORD))
        return reply.status(401).send(refuse("UNAUTHORIZED", "Sai tài khoản hoặc mật khẩu"));
      if (request.params.supplierTaxCode !== config.SELLER_TAX_CODE)
        return reply.status(400).send(refuse("SUPPLIER_TAX_CODE_INVALID", "Mã số thuế người bán không đúng với tài khoản"));
      const parsed = requestSchema.safeParse(request.body);
      if (!parsed.success) {
        const first = parsed.error.issues[0];
        return reply.status(400).send(refuse("INVALID_DATA", `Dữ liệu hóa đơn không hợp lệ: ${first?.path.join(".")} ${first?.message}`));
      }
      const body = parsed.data as SinvoiceRequest;
      const problem = arithmeticProblem(body);
      if (problem) return reply.status(400).send(refuse("INVALID_AMOUNT", problem));
      const uuid = body.generalInvoiceInfo.transactionUuid;
      let invoice = issued.get(uuid);
      if (!invoice) {
        sequence += 1;
        invoice = {
          invoiceNo: `${body.generalInvoiceInfo.invoiceSeries}${String(sequence).padStart(7, "0")}`,
          reservationCode: randomBytes(8).toString("hex").toUpperCase().slice(0, 10),
          transactionID: randomBytes(12).toString("hex"),
        };
        issued.set(uuid, invoice);
      }
      return reply
        .status(200)
        .send({ errorCode: null, description: null, result: { supplierTaxCode: config.SELLER_TAX_CODE, ...invoice } });
    },
  );
}
