/**
 * VAT invoices (ADR 0025). A buyer asks for one at checkout (`InvoiceRequest`, kept in `invoices` with
 * the order); once the order is paid — online, by transfer, or a COD order delivered (`paid_at` set)
 * — the issuer sends it to the e-invoice provider (server/gateways/sinvoice.ts; the order code is the
 * idempotency key), records the number and lookup code, and mails the buyer the invoice PDF.
 *
 * What the invoice lists: each order line at the price charged (VAT included, as every shop price
 * is), the order's discount spread over the lines in proportion to their amounts (largest line takes
 * the rounding), and the shipping fee as a service line at SHIPPING_VAT_RATE. Each line's VAT comes
 * from its product's rate (`products.vat_rate`, data; null = not subject to VAT, "KCT") read when the
 * invoice is issued. Money integer VND.
 */
import { INVOICE_ISSUE_BATCH, INVOICE_MAX_ATTEMPTS, SHIPPING_VAT_RATE } from "../constants";
import type { UpstreamConfig } from "../config";
import type { Db } from "../db/client";
import { findOrderById, findUserOrder } from "../data/orders";
import {
  invoiceLinesOf,
  invoiceOfOrder,
  invoicesDue,
  markInvoiceAttemptFailed,
  markInvoiceIssued,
  type InvoiceRow,
} from "../data/invoices";
import { createSinvoiceClient, SINVOICE_TAX_EXEMPT, splitVat, type SinvoiceClient, type SinvoiceRequest } from "../gateways/sinvoice";
import type { Mailer } from "../mail";
import { invoiceMail } from "../mail";
import type { BuyerKind } from "./buyer-tax-id";
import { sendRecorded } from "./inbox";
import { ApiError } from "../errors";
import type { Order } from "./orders";
import { renderInvoicePdf } from "./invoice-pdf";

/** The invoice a buyer asked for (validated: server/http/orders.ts `invoiceField`). */
export interface InvoiceRequest {
  buyerKind: BuyerKind;
  buyerName: string;
  buyerTaxCode: string;
  buyerAddress: string;
  buyerEmail: string;
}

/** One line of an invoice: amounts integer VND; `vatRate` percent, null = not subject to VAT. */
export interface InvoiceLine {
  name: string;
  unitName: string;
  quantity: number;
  /** What the buyer paid for the line after its share of the discount, VAT included. */
  amountWithTax: number;
  amountWithoutTax: number;
  tax: number;
  vatRate: number | null;
}

/** The lines of `order`'s invoice and their totals (see the module's rules). */
export function invoiceLines(db: Db, order: Order): { lines: InvoiceLine[]; totalWithoutTax: number; totalTax: number; total: number } {
  const rows = invoiceLinesOf(db, order.id);
  const amounts = rows.map((r) => r.unitPrice * r.quantity);
  const sum = amounts.reduce((a, b) => a + b, 0);
  const shares = amounts.map((a) => (sum > 0 ? Math.floor((order.discount * a) / sum) : 0));
  const rest = order.discount - shares.reduce((a, b) => a + b, 0);
  if (rest && shares.length) shares[amounts.indexOf(Math.max(...amounts))]! += rest;
  const lines: InvoiceLine[] = rows.map((r, i) => {
    const amountWithTax = amounts[i]! - shares[i]!;
    const { withoutTax, tax } = splitVat(amountWithTax, r.vatRate);
    return {
      name: r.name,
      unitName: r.isDigital ? "Bản điện tử" : "Cuốn",
      quantity: r.quantity,
      amountWithTax,
      amountWithoutTax: withoutTax,
      tax,
      vatRate: r.vatRate,
    };
  });
  if (order.shippingFee > 0) {
    const { withoutTax, tax } = splitVat(order.shippingFee, SHIPPING_VAT_RATE);
    lines.push({
      name: "Phí vận chuyển",
      unitName: "Lần",
      quantity: 1,
      amountWithTax: order.shippingFee,
      amountWithoutTax: withoutTax,
      tax,
      vatRate: SHIPPING_VAT_RATE,
    });
  }
  const totalWithoutTax = lines.reduce((a, l) => a + l.amountWithoutTax, 0);
  const totalTax = lines.reduce((a, l) => a + l.tax, 0);
  return { lines, totalWithoutTax, totalTax, total: totalWithoutTax + totalTax };
}

/** The provider's request for `invoice` of `order` (S-Invoice's shape), issued at `at`. */
export function sinvoiceRequestOf(
  db: Db,
  config: Pick<UpstreamConfig, "INVOICE_TEMPLATE_CODE" | "INVOICE_SERIES">,
  order: Order,
  invoice: InvoiceRow,
  at: Date,
): SinvoiceRequest {
  const { lines, totalWithoutTax, totalTax, total } = invoiceLines(db, order);
  const rateOf = (r: number | null) => (r === null ? SINVOICE_TAX_EXEMPT : r);
  const breakdowns = new Map<number, { taxPercentage: number; taxableAmount: number; taxAmount: number }>();
  for (const l of lines) {
    const b = breakdowns.get(rateOf(l.vatRate)) ?? { taxPercentage: rateOf(l.vatRate), taxableAmount: 0, taxAmount: 0 };
    b.taxableAmount += l.amountWithoutTax;
    b.taxAmount += l.tax;
    breakdowns.set(b.taxPercentage, b);
  }
  const company = invoice.buyerKind !== "individual";
  return {
    generalInvoiceInfo: {
      invoiceType: "1",
      templateCode: config.INVOICE_TEMPLATE_CODE,
      invoiceSeries: config.INVOICE_SERIES,
      currencyCode: "VND",
      adjustmentType: "1",
      paymentStatus: true,
      cusGetInvoiceRight: true,
      transactionUuid: order.code,
      invoiceIssuedDate: at.getTime(),
    },
    buyerInfo: {
      buyerName: company ? "" : invoice.buyerName,
      buyerLegalName: invoice.buyerName,
      buyerTaxCode: invoice.buyerKind === "company" ? invoice.buyerTaxCode : "",
      buyerAddressLine: invoice.buyerAddress,
      buyerEmail: invoice.buyerEmail,
    },
    payments: [{ paymentMethodName: order.paymentMethod === "COD" ? "TM" : "CK" }],
    itemInfo: lines.map((l, i) => ({
      lineNumber: i + 1,
      itemCode: "",
      itemName: l.name,
      unitName: l.unitName,
      unitPrice: Math.round(l.amountWithoutTax / l.quantity),
      quantity: l.quantity,
      itemTotalAmountWithoutTax: l.amountWithoutTax,
      taxPercentage: rateOf(l.vatRate),
      taxAmount: l.tax,
      itemTotalAmountWithTax: l.amountWithTax,
    })),
    summarizeInfo: { totalAmountWithoutTax: totalWithoutTax, totalTaxAmount: totalTax, totalAmountWithTax: total, discountAmount: 0 },
    taxBreakdowns: [...breakdowns.values()],
  };
}

/** What the issuer needs. */
export interface InvoiceDeps {
  db: Db;
  config: UpstreamConfig;
  mailer: Mailer;
  clock: () => Date;
  /** The provider client (default: S-Invoice over `config`). */
  sinvoice?: SinvoiceClient;
}

/**
 * Issues every invoice due (requested, order paid, fewer than INVOICE_MAX_ATTEMPTS tries), at most
 * INVOICE_ISSUE_BATCH per call: sends it, records the number and lookup code, mails the PDF to the
 * buyer's invoice address. A refusal or a failure counts an attempt (the last one turns the request
 * `failed`, for staff); a mail failure is logged and does not undo the invoice. Returns how many were
 * issued. Never throws for one invoice's failure.
 */
export async function issueDueInvoices(
  deps: InvoiceDeps,
  log: { error: (obj: object, msg: string) => void; info?: (obj: object, msg: string) => void },
): Promise<number> {
  const client = deps.sinvoice ?? createSinvoiceClient(deps.config);
  let issued = 0;
  for (const invoice of invoicesDue(deps.db, INVOICE_MAX_ATTEMPTS, INVOICE_ISSUE_BATCH)) {
    const order = findOrderById(deps.db, invoice.orderId);
    if (!order) continue;
    const at = deps.clock();
    const result = await client.createInvoice(sinvoiceRequestOf(deps.db, deps.config, order, invoice, at));
    if (!result.ok) {
      const attempts = invoice.attempts + 1;
      markInvoiceAttemptFailed(deps.db, invoice.id, attempts, result.error, !result.retry || attempts >= INVOICE_MAX_ATTEMPTS);
      log.error({ orderId: order.id, error: result.error, attempts }, "invoice not issued");
      continue;
    }
    markInvoiceIssued(deps.db, invoice.id, { invoiceNo: result.invoiceNo, lookupCode: result.reservationCode, issuedAt: at.toISOString() });
    issued += 1;
    const done = {
      ...invoice,
      status: "issued" as const,
      invoiceNo: result.invoiceNo,
      lookupCode: result.reservationCode,
      issuedAt: at.toISOString(),
    };
    try {
      const pdf = await renderInvoicePdf(invoicePdfInput(deps.db, deps.config, order, done));
      const { message, summary } = invoiceMail({
        to: invoice.buyerEmail,
        orderCode: order.code,
        invoiceNo: result.invoiceNo,
        lookupCode: result.reservationCode,
        pdf,
      });
      await sendRecorded(deps, message, { kind: "invoice", summary, refId: order.id, userId: order.userId });
    } catch (err) {
      log.error({ err, orderId: order.id }, "invoice mail failed");
    }
  }
  return issued;
}

/** What the invoice PDF shows for `order` and its issued `invoice`. */
function invoicePdfInput(db: Db, config: UpstreamConfig, order: Order, invoice: InvoiceRow) {
  const { lines, totalWithoutTax, totalTax, total } = invoiceLines(db, order);
  return {
    seller: { name: config.SELLER_NAME, taxCode: config.SELLER_TAX_CODE, address: config.SELLER_ADDRESS },
    templateCode: config.INVOICE_TEMPLATE_CODE,
    series: config.INVOICE_SERIES,
    invoiceNo: invoice.invoiceNo ?? "",
    lookupCode: invoice.lookupCode ?? "",
    issuedAt: invoice.issuedAt ?? "",
    orderCode: order.code,
    buyer: {
      name: invoice.buyerName,
      kind: invoice.buyerKind,
      taxCode: invoice.buyerTaxCode,
      address: invoice.buyerAddress,
      email: invoice.buyerEmail,
    },
    paymentMethod: order.paymentMethod === "COD" ? "Tiền mặt (TM)" : "Chuyển khoản (CK)",
    lines,
    totalWithoutTax,
    totalTax,
    total,
  };
}

/** Runs `issueDueInvoices` every `everyMs` (one run at a time); returns a function that stops it. */
export function startInvoiceIssuer(deps: InvoiceDeps, log: { error: (obj: object, msg: string) => void }, everyMs = 2_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    issueDueInvoices(deps, log)
      .catch((err: unknown) => log.error({ err }, "invoice issuer failed"))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * The PDF of the issued invoice of `userId`'s order `orderId`, and its number.
 * @throws ApiError 404 ORDER_NOT_FOUND for a missing or another customer's order, 404 INVOICE_NOT_FOUND
 *   when the order asked for no invoice or it is not issued yet.
 */
export async function invoicePdfOfUserOrder(
  db: Db,
  config: UpstreamConfig,
  userId: number,
  orderId: number,
): Promise<{ body: Buffer; invoiceNo: string }> {
  const order = findUserOrder(db, userId, orderId);
  if (!order) throw new ApiError(404, "ORDER_NOT_FOUND", "Đơn hàng không tồn tại");
  const invoice = invoiceOfOrder(db, order.id);
  if (!invoice || invoice.status !== "issued" || !invoice.invoiceNo)
    throw new ApiError(404, "INVOICE_NOT_FOUND", "Hóa đơn của đơn hàng này chưa được xuất");
  return { body: await renderInvoicePdf(invoicePdfInput(db, config, order, invoice)), invoiceNo: invoice.invoiceNo };
}
