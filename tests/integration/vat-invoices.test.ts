/**
 * VAT invoices (ADR 0025) through the storefront's route modules and the real reference upstream over
 * HTTP: the payment step's "Xuất hóa đơn VAT" kept on the order; the invoice issued by the upstream's
 * issuer against the S-Invoice sandbox once the order is paid (a COD order once delivered), with the
 * order code as the provider's idempotency key; the mail with the PDF in the outbox; "Tải hóa đơn"
 * from the account's order detail (the owner only); a bad tax code refused at the field, the form kept.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { withDefaults } from "../../server/deps";
import { issueDueInvoices } from "../../server/domain/invoices";
import { markCodDelivered } from "../../server/domain/orders";
import { buildVnpayReturnParams } from "../../server/gateways/vnpay-sandbox";
import { createSinvoiceClient } from "../../server/gateways/sinvoice";
import { readOutbox } from "../../server/mail";
import { DEMO_ACCOUNTS } from "../../server/seed/accounts";
import type { Cart } from "~/upstream/schemas";
import { browse, call, getRequest, postRequest, signedIn, useUpstream, type CookieJar } from "./support";

const upstream = useUpstream();

let cartRoute: typeof import("~/routes/cart");
let paymentRoute: typeof import("~/routes/checkout-payment");
let accountOrderRoute: typeof import("~/routes/account-order");
let invoiceRoute: typeof import("~/routes/account-order-invoice");
let honeypot: typeof import("~/utils/honeypot.server");

beforeAll(async () => {
  cartRoute = await import("~/routes/cart");
  paymentRoute = await import("~/routes/checkout-payment");
  accountOrderRoute = await import("~/routes/account-order");
  invoiceRoute = await import("~/routes/account-order-invoice");
  honeypot = await import("~/utils/honeypot.server");
});

type PaymentPage = { cart: Cart; checkoutKey: string };
type FormReply = { result: { status?: string; initialValue: Record<string, unknown>; error?: Record<string, string[] | null> } };

const COMPANY = {
  vatInvoice: "on",
  invoiceName: "Trường Đại học Bách khoa Hà Nội",
  invoiceTaxCode: "0100109106",
  invoiceAddress: "Số 1 Đại Cồ Việt, phường Bạch Mai, Hà Nội",
  invoiceEmail: "ketoan@example.edu.vn",
};

function honeypotFields(): Record<string, string> {
  const props = honeypot.honeypot.getInputProps();
  return { [props.nameFieldName]: "", [props.validFromFieldName!]: props.encryptedValidFrom! };
}

const log = { error: () => undefined };
const issue = () => issueDueInvoices({ ...withDefaults(upstream.app.deps), config: upstream.config }, log);

/** The signed-in demo customer's cart with one printed book, at the payment step (the account has a saved address). */
async function customerAtPayment(): Promise<{ jar: CookieJar; page: PaymentPage }> {
  const jar = await signedIn(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
  const add = await browse(jar, cartRoute.action, postRequest("/gio-hang", { intent: "add", productSaleId: "2", quantity: "2" }, jar));
  expect(add.status).toBe(303);
  const start = await browse(jar, cartRoute.action, postRequest("/gio-hang", { intent: "checkout" }, jar));
  expect(start.status).toBe(303);
  if (start.location === "/gio-hang/giao-hang") {
    const shipping = await import("~/routes/checkout-shipping");
    const w = upstream.db.$client
      .prepare(
        "SELECT w.id AS wardId, w.city_id AS cityId FROM wards w JOIN cities c ON c.id = w.city_id WHERE c.current = 1 AND w.district_id IS NULL LIMIT 1",
      )
      .get() as { wardId: number; cityId: number };
    const out = await browse(
      jar,
      shipping.action,
      postRequest(
        "/gio-hang/giao-hang",
        {
          ...honeypotFields(),
          name: "Nguyễn Văn An",
          phone: "0912345678",
          email: DEMO_ACCOUNTS.customer.email,
          cityId: String(w.cityId),
          wardId: String(w.wardId),
          address: "144 Xuân Thủy",
        },
        jar,
      ),
    );
    expect(out.location).toBe("/gio-hang/thanh-toan");
  }
  const page = await browse(jar, paymentRoute.loader, getRequest("/gio-hang/thanh-toan", jar));
  expect(page.status).toBe(200);
  return { jar, page: page.data as PaymentPage };
}

const placeOrder = (jar: CookieJar, page: PaymentPage, paymentMethod: string, extra: Record<string, string> = {}) =>
  browse(
    jar,
    paymentRoute.action,
    postRequest(
      "/gio-hang/thanh-toan",
      { ...honeypotFields(), checkoutKey: page.checkoutKey, expectedTotal: String(page.cart.total), paymentMethod, ...extra },
      jar,
    ),
  );

const newestOrder = () =>
  upstream.db.$client.prepare("SELECT id, code, status, paid_at AS paidAt FROM orders ORDER BY id DESC LIMIT 1").get() as {
    id: number;
    code: string;
    status: string;
    paidAt: string | null;
  };
const invoiceRow = (orderId: number) =>
  upstream.db.$client.prepare("SELECT * FROM invoices WHERE order_id = ?").get(orderId) as
    { status: string; invoice_no: string | null; lookup_code: string | null; buyer_tax_code: string; buyer_kind: string } | undefined;

/** VNPay's signed IPN for the payment URL the checkout sent the shopper to (the sandbox's "paid"). */
async function payByVnpay(paymentUrl: string) {
  const q = new URL(paymentUrl).searchParams;
  const params = buildVnpayReturnParams(
    {
      vnp_Amount: q.get("vnp_Amount")!,
      vnp_OrderInfo: q.get("vnp_OrderInfo")!,
      vnp_TmnCode: q.get("vnp_TmnCode")!,
      vnp_TxnRef: q.get("vnp_TxnRef")!,
    },
    "00",
    { hashSecret: upstream.config.VNPAY_HASH_SECRET, now: new Date() },
  );
  const res = await fetch(`${upstream.url}/api/Payment/vnpay-ipn?${new URLSearchParams(params)}`);
  expect(((await res.json()) as { RspCode: string }).RspCode).toBe("00");
}

const orderDetail = async (jar: CookieJar, id: number) => {
  const out = await browse(jar, accountOrderRoute.loader, getRequest(`/tai-khoan/don-hang/${id}`, jar), { id: String(id) });
  expect(out.status).toBe(200);
  return (out.data as { order: { invoice?: Record<string, unknown> | null } }).order;
};

describe("a company order paid online", () => {
  let jar: CookieJar;
  let order: ReturnType<typeof newestOrder>;

  it("keeps the invoice request on the order; nothing is issued before the payment", async () => {
    const at = await customerAtPayment();
    jar = at.jar;
    const out = await placeOrder(jar, at.page, "VNPay", { ...COMPANY, invoiceTaxCode: "0100.109.106" });
    expect(out.status).toBe(303);
    expect(out.location).toContain("vnp_TxnRef=");
    order = newestOrder();
    expect(invoiceRow(order.id)).toMatchObject({ status: "requested", buyer_tax_code: "0100109106", buyer_kind: "company" });
    expect(await issue()).toBe(0);
    const detail = await orderDetail(jar, order.id);
    expect(detail.invoice).toMatchObject({ buyerName: COMPANY.invoiceName, taxCode: "0100109106", status: "requested", invoiceNo: null });
    // No PDF yet: "Tải hóa đơn" is a 404.
    const early = await call(invoiceRoute.loader, getRequest(`/tai-khoan/don-hang/${order.id}/hoa-don`, jar), { id: String(order.id) });
    expect(early.status).toBe(404);

    await payByVnpay(out.location!);
    expect(newestOrder().status).toBe("paid");
  });

  it("once paid, the invoice is issued once, with the order code as the provider's idempotency key", async () => {
    expect(await issue()).toBe(1);
    const row = invoiceRow(order.id)!;
    expect(row.status).toBe("issued");
    expect(row.invoice_no).toMatch(/^K26TNB\d{7}$/);
    expect(row.lookup_code).toMatch(/^[0-9A-F]{10}$/);
    // A second run issues nothing more, and the provider answers a repeated transactionUuid with the same invoice.
    expect(await issue()).toBe(0);
    expect(upstream.db.$client.prepare("SELECT count(*) AS n FROM invoices WHERE order_id = ?").get(order.id)).toEqual({ n: 1 });
    const client = createSinvoiceClient(upstream.config);
    const again = await client.createInvoice({
      generalInvoiceInfo: {
        invoiceType: "1",
        templateCode: upstream.config.INVOICE_TEMPLATE_CODE,
        invoiceSeries: upstream.config.INVOICE_SERIES,
        currencyCode: "VND",
        adjustmentType: "1",
        paymentStatus: true,
        cusGetInvoiceRight: true,
        transactionUuid: order.code,
        invoiceIssuedDate: Date.now(),
      },
      buyerInfo: {
        buyerName: "",
        buyerLegalName: COMPANY.invoiceName,
        buyerTaxCode: "0100109106",
        buyerAddressLine: "Hà Nội",
        buyerEmail: "a@example.com",
      },
      payments: [{ paymentMethodName: "CK" }],
      itemInfo: [
        {
          lineNumber: 1,
          itemCode: "",
          itemName: "Sách",
          unitName: "Cuốn",
          unitPrice: 100_000,
          quantity: 1,
          itemTotalAmountWithoutTax: 100_000,
          taxPercentage: 5,
          taxAmount: 5_000,
          itemTotalAmountWithTax: 105_000,
        },
      ],
      summarizeInfo: { totalAmountWithoutTax: 100_000, totalTaxAmount: 5_000, totalAmountWithTax: 105_000, discountAmount: 0 },
      taxBreakdowns: [{ taxPercentage: 5, taxableAmount: 100_000, taxAmount: 5_000 }],
    });
    expect(again).toMatchObject({ ok: true, invoiceNo: row.invoice_no, reservationCode: row.lookup_code });
  });

  it("mails the invoice with its PDF to the invoice address, and records it in the inbox", async () => {
    const mails = await readOutbox(upstream.outboxDir, COMPANY.invoiceEmail);
    const row = invoiceRow(order.id)!;
    const mail = mails.find((m) => m.subject.includes(row.invoice_no!));
    expect(mail?.subject).toBe(`Hóa đơn điện tử ${row.invoice_no} cho đơn hàng ${order.code}`);
    expect(mail?.text).toContain(`Mã tra cứu: ${row.lookup_code}`);
    expect(mail?.attachments).toHaveLength(1);
    const pdf = Buffer.from(mail!.attachments![0]!.base64, "base64");
    expect(mail!.attachments![0]).toMatchObject({
      filename: `hoa-don-${row.invoice_no}.pdf`,
      contentType: "application/pdf",
      size: pdf.length,
    });
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(mails.filter((m) => m.subject.includes(row.invoice_no!))).toHaveLength(1);
  });

  it("the order detail shows the issued invoice, and 'Tải hóa đơn' streams its PDF", async () => {
    const row = invoiceRow(order.id)!;
    const detail = await orderDetail(jar, order.id);
    expect(detail.invoice).toMatchObject({ status: "issued", invoiceNo: row.invoice_no, lookupCode: row.lookup_code });
    const res = await call(invoiceRoute.loader, getRequest(`/tai-khoan/don-hang/${order.id}/hoa-don`, jar), { id: String(order.id) });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain(`hoa-don-${row.invoice_no}.pdf`);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(String(res.data).startsWith("%PDF-")).toBe(true);
  });

  it("another customer's invoice is a 404, from the storefront and from the upstream", async () => {
    const other = await signedIn(DEMO_ACCOUNTS.collaborator.email, DEMO_ACCOUNTS.collaborator.password);
    const res = await call(invoiceRoute.loader, getRequest(`/tai-khoan/don-hang/${order.id}/hoa-don`, other), { id: String(order.id) });
    expect(res.status).toBe(404);
    expect(String(res.data)).not.toContain("%PDF");
    const login = (await (
      await fetch(`${upstream.url}/api/Authentication/Login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ Email: DEMO_ACCOUNTS.collaborator.email, Password: DEMO_ACCOUNTS.collaborator.password }),
      })
    ).json()) as { data: { token: string } };
    const token = login.data.token;
    const api = await fetch(`${upstream.url}/api/User/orders/${order.id}/invoice`, { headers: { authorization: `Bearer ${token}` } });
    expect(api.status).toBe(404);
    expect(((await api.json()) as { errorCode: string }).errorCode).toBe("ORDER_NOT_FOUND");
    // A malformed id is the 404 page too, never a 5xx.
    const bad = await call(invoiceRoute.loader, getRequest("/tai-khoan/don-hang/abc/hoa-don", jar), { id: "abc" });
    expect(bad.status).toBe(404);
  });
});

describe("a paid order cancelled before its invoice was issued", () => {
  it("gets no invoice", async () => {
    const { jar, page } = await customerAtPayment();
    const out = await placeOrder(jar, page, "VNPay", COMPANY);
    expect(out.status).toBe(303);
    const order = newestOrder();
    await payByVnpay(out.location!);
    const cancel = await browse(jar, accountOrderRoute.action, postRequest(`/tai-khoan/don-hang/${order.id}`, { intent: "cancel" }, jar), {
      id: String(order.id),
    });
    expect(cancel.status).toBe(303);
    expect(newestOrder().status).toBe("cancelled");
    expect(await issue()).toBe(0);
    expect(invoiceRow(order.id)?.status).toBe("requested");
  });
});

describe("a COD order", () => {
  it("gets its invoice only once delivered (the carrier collected the money)", async () => {
    const { jar, page } = await customerAtPayment();
    const out = await placeOrder(jar, page, "COD", { ...COMPANY, invoiceTaxCode: "0100109106-001" });
    expect(out.status).toBe(303);
    const order = newestOrder();
    expect(order.status).toBe("awaiting_delivery");
    expect(invoiceRow(order.id)).toMatchObject({ status: "requested", buyer_tax_code: "0100109106-001" });
    expect(await issue()).toBe(0);
    expect(markCodDelivered(upstream.db, order.id)).toBe(true);
    expect(await issue()).toBe(1);
    expect(invoiceRow(order.id)?.status).toBe("issued");
  });
});

describe("a tax code the form refuses", () => {
  it.each([
    ["0100109107", "sai chữ số kiểm tra"],
    ["01001091061", "10 chữ số"],
    ["01001O9106", "chỉ gồm chữ số"],
    ["0100109106001", "dấu gạch ngang"],
  ])("%s → the message at 'Mã số thuế', every value kept, nothing placed", async (taxCode, message) => {
    const { jar, page } = await customerAtPayment();
    const before = newestOrder().id;
    const out = await placeOrder(jar, page, "VNPay", { ...COMPANY, invoiceTaxCode: taxCode });
    expect(out.status).toBe(400);
    const reply = out.data as FormReply;
    expect(reply.result.error?.invoiceTaxCode?.[0]).toContain(message);
    expect(reply.result.initialValue).toMatchObject({ ...COMPANY, invoiceTaxCode: taxCode, paymentMethod: "VNPay" });
    expect(newestOrder().id).toBe(before);
  });

  it("an unticked box ignores the fields: the order is placed without an invoice", async () => {
    const { jar, page } = await customerAtPayment();
    const { vatInvoice: _, ...fields } = COMPANY;
    const out = await placeOrder(jar, page, "VNPay", { ...fields, invoiceTaxCode: "garbage" });
    expect(out.status).toBe(303);
    expect(invoiceRow(newestOrder().id)).toBeUndefined();
  });

  it("the upstream refuses a bad tax code itself: 400 VALIDATION_FAILED at Invoice.TaxCode, in Vietnamese", async () => {
    const res = await fetch(`${upstream.url}/api/Order/checkout-without-login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        CartDetails: [{ ProductSaleId: 2, Quantity: 1 }],
        Name: "Nguyễn Văn An",
        Phone: "0912345678",
        Email: "an@example.com",
        Address: "",
        WardId: null,
        PaymentMethod: "VNPay",
        IdempotencyKey: "vat-invoice-bad-tax-code-0001",
        ReturnUrl: "http://shop.test/thanh-toan/vnpay-return",
        Invoice: { BuyerName: "Công ty A", TaxCode: "0100109107", Address: "Hà Nội", Email: "a@example.com" },
      }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errorCode: string; data: { issues: { path: string; message: string }[] } };
    expect(body.errorCode).toBe("VALIDATION_FAILED");
    expect(body.data.issues).toContainEqual({ path: "Invoice.TaxCode", message: expect.stringContaining("sai chữ số kiểm tra") });
  });
});
