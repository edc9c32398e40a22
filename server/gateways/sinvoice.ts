/**
 * Viettel S-Invoice (hóa đơn điện tử), seller side: builds and sends the "create invoice" request for
 * a paid order (ADR 0025). The same code talks to the embedded sandbox
 * (server/gateways/sinvoice-sandbox.ts, the default SINVOICE_HOST) and to the real provider: only
 * `sinvoiceHost` and the account change (SINVOICE_HOST, SINVOICE_USERNAME, SINVOICE_PASSWORD).
 *
 * Source: Viettel S-Invoice's REST API as summarised in vietnam-commerce.md "VAT e-invoices":
 * - `POST {host}/InvoiceAPI/InvoiceWS/createInvoice/{supplierTaxCode}`, HTTP Basic auth, JSON with
 *   `generalInvoiceInfo`, `buyerInfo`, `payments`, `itemInfo[]`, `summarizeInfo`, `taxBreakdowns[]`;
 * - `generalInvoiceInfo.transactionUuid` makes a retry harmless: the provider answers the invoice it
 *   already issued for that uuid (we send the order code);
 * - the answer `{errorCode, description, result: {supplierTaxCode, invoiceNo, transactionID,
 *   reservationCode}}`, `errorCode` null on success; `reservationCode` is the buyer's lookup code.
 * - `taxPercentage`: 0, 5, 8, 10; −2 for goods not subject to VAT ("KCT").
 * Units: amounts integer VND; `invoiceIssuedDate` ms since the epoch.
 */
import { fetch } from "undici";
import type { UpstreamConfig } from "../config";

/** Path of the create-invoice API on `sinvoiceHost` (the seller's MST is appended). */
export const SINVOICE_CREATE_PATH = "/InvoiceAPI/InvoiceWS/createInvoice";

/** S-Invoice's `taxPercentage` for goods not subject to VAT (KCT). */
export const SINVOICE_TAX_EXEMPT = -2;

/** One line of the invoice (amounts integer VND; prices here exclude VAT). */
interface SinvoiceItem {
  lineNumber: number;
  itemCode: string;
  itemName: string;
  unitName: string;
  unitPrice: number;
  quantity: number;
  itemTotalAmountWithoutTax: number;
  /** 0, 5, 8, 10, or SINVOICE_TAX_EXEMPT. */
  taxPercentage: number;
  taxAmount: number;
  itemTotalAmountWithTax: number;
}

/** The create-invoice request body. */
export interface SinvoiceRequest {
  generalInvoiceInfo: {
    invoiceType: "1";
    templateCode: string;
    invoiceSeries: string;
    currencyCode: "VND";
    adjustmentType: "1";
    paymentStatus: true;
    cusGetInvoiceRight: true;
    transactionUuid: string;
    invoiceIssuedDate: number;
  };
  buyerInfo: {
    buyerName: string;
    buyerLegalName: string;
    buyerTaxCode: string;
    buyerAddressLine: string;
    buyerEmail: string;
  };
  payments: { paymentMethodName: string }[];
  itemInfo: SinvoiceItem[];
  summarizeInfo: {
    totalAmountWithoutTax: number;
    totalTaxAmount: number;
    totalAmountWithTax: number;
    discountAmount: number;
  };
  taxBreakdowns: { taxPercentage: number; taxableAmount: number; taxAmount: number }[];
}

/** What the provider answered: the issued invoice, or why not (`retry`: worth sending again later). */
type SinvoiceResult =
  { ok: true; invoiceNo: string; reservationCode: string; transactionId: string } | { ok: false; retry: boolean; error: string };

/**
 * Splits a VAT-inclusive amount (VND) into its amount without tax and the tax, at `rate` percent
 * (null: not subject to VAT, no tax). Rounds the untaxed amount to the đồng; the two add up exactly.
 */
export function splitVat(amountWithTax: number, rate: number | null): { withoutTax: number; tax: number } {
  if (rate === null || rate === 0) return { withoutTax: amountWithTax, tax: 0 };
  const withoutTax = Math.round((amountWithTax * 100) / (100 + rate));
  return { withoutTax, tax: amountWithTax - withoutTax };
}

/** The client of one configuration. */
export interface SinvoiceClient {
  /**
   * Sends `request` (a transactionUuid the provider has seen gives back the same invoice). Never
   * throws: a refusal (4xx, `errorCode` set) is `{ok: false, retry: false}`, a network failure, a
   * timeout (20 s) or a 5xx `{ok: false, retry: true}`.
   */
  createInvoice(request: SinvoiceRequest): Promise<SinvoiceResult>;
}

/** The S-Invoice client over `config` (host and account read at each call: the host may follow the public URL). */
export function createSinvoiceClient(
  config: Pick<UpstreamConfig, "sinvoiceHost" | "SINVOICE_USERNAME" | "SINVOICE_PASSWORD" | "SELLER_TAX_CODE">,
): SinvoiceClient {
  return {
    async createInvoice(request) {
      const auth = Buffer.from(`${config.SINVOICE_USERNAME}:${config.SINVOICE_PASSWORD}`).toString("base64");
      let res;
      try {
        res = await fetch(`${config.sinvoiceHost}${SINVOICE_CREATE_PATH}/${encodeURIComponent(config.SELLER_TAX_CODE)}`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Authorization: `Basic ${auth}` },
          body: JSON.stringify(request),
          signal: AbortSignal.timeout(20_000),
        });
      } catch (error) {
        return { ok: false, retry: true, error: `S-Invoice unreachable: ${String(error).slice(0, 200)}` };
      }
      const text = await res.text().catch(() => "");
      if (res.status >= 500) return { ok: false, retry: true, error: `S-Invoice ${res.status}: ${text.slice(0, 200)}` };
      let body: { errorCode?: unknown; description?: unknown; result?: Record<string, unknown> | null } = {};
      try {
        body = JSON.parse(text) as typeof body;
      } catch {
        return { ok: false, retry: true, error: `S-Invoice ${res.status}: not JSON` };
      }
      const result = body.result;
      if (res.ok && (body.errorCode === null || body.errorCode === undefined) && result && typeof result.invoiceNo === "string") {
        return {
          ok: true,
          invoiceNo: result.invoiceNo,
          reservationCode: String(result.reservationCode ?? ""),
          transactionId: String(result.transactionID ?? ""),
        };
      }
      return {
        ok: false,
        retry: false,
        error: `S-Invoice ${res.status} ${String(body.errorCode)}: ${String(body.description ?? "").slice(0, 200)}`,
      };
    },
  };
}
