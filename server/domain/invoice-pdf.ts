/**
 * The PDF of an issued VAT invoice ("bản thể hiện của hóa đơn điện tử", ADR 0025): A4 with the
 * template and series, number and date, seller and buyer, the lines (name, unit, quantity, unit price
 * and amount before VAT, rate, VAT), the totals, the payment method and the lookup code. Written with
 * pdfkit in the shop's font (./pdf-fonts.ts). The legally binding invoice is the provider's XML; this
 * is its human copy, mailed and downloadable from the order.
 */
import PDFDocument from "pdfkit";
import type { BuyerKind } from "./buyer-tax-id";
import type { InvoiceLine } from "./invoices";
import { loadFonts, runsOf, SUBSETS, type Weight } from "./pdf-fonts";

/** What the PDF shows (money integer VND; `issuedAt` ISO-8601 UTC). */
export interface InvoicePdfInput {
  seller: { name: string; taxCode: string; address: string };
  templateCode: string;
  series: string;
  invoiceNo: string;
  lookupCode: string;
  issuedAt: string;
  orderCode: string;
  buyer: { name: string; kind: BuyerKind; taxCode: string; address: string; email: string };
  paymentMethod: string;
  lines: InvoiceLine[];
  totalWithoutTax: number;
  totalTax: number;
  total: number;
}

const vnd = (n: number) => n.toLocaleString("vi-VN");

/** "Ngày dd tháng MM năm yyyy" of an instant, in Vietnam time (GMT+7). */
function vnDate(iso: string): string {
  const d = new Date(Date.parse(iso) + 7 * 3_600_000);
  const p = (n: number) => String(n).padStart(2, "0");
  return `Ngày ${p(d.getUTCDate())} tháng ${p(d.getUTCMonth() + 1)} năm ${d.getUTCFullYear()}`;
}

const BUYER_ID_LABEL: Record<BuyerKind, string> = {
  company: "Mã số thuế",
  budget_unit: "Mã ĐVQHNS",
  individual: "Số CCCD",
};

/** Renders the invoice; resolves with the PDF bytes. Rejects only on a pdfkit failure. */
export function renderInvoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  const { data, covers } = loadFonts();
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: 48, bottom: 48, left: 48, right: 48 },
    lang: "vi-VN",
    displayTitle: true,
    info: {
      Title: `Hóa đơn GTGT ${input.invoiceNo}`,
      Subject: `Đơn hàng ${input.orderCode}`,
      Creator: input.seller.name,
      Producer: input.seller.name,
    },
  });
  for (const subset of SUBSETS) {
    doc.registerFont(`${subset}-400`, data[`${subset}-400`]);
    doc.registerFont(`${subset}-700`, data[`${subset}-700`]);
  }
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const write = (text: string, opts: PDFKit.Mixins.TextOptions & { weight?: Weight; size?: number; x?: number; y?: number } = {}) => {
    const { weight = 400, size = 10, x, y, ...textOpts } = opts;
    doc.fontSize(size);
    const runs = runsOf(text, covers);
    runs.forEach((run, i) => {
      doc.font(`${run.subset}-${weight}`);
      const options = { ...textOpts, continued: i < runs.length - 1 };
      if (i === 0 && x !== undefined && y !== undefined) doc.text(run.text, x, y, options);
      else doc.text(run.text, options);
    });
  };
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  write("HÓA ĐƠN GIÁ TRỊ GIA TĂNG", { weight: 700, size: 16, align: "center" });
  write("(Bản thể hiện của hóa đơn điện tử)", { size: 9, align: "center" });
  write(vnDate(input.issuedAt), { size: 10, align: "center" });
  doc.moveDown(0.5);
  write(`Ký hiệu mẫu số: ${input.templateCode}    Ký hiệu: ${input.series}    Số: ${input.invoiceNo}`, { size: 10, align: "center" });
  doc.moveDown(1);
  write(`Đơn vị bán hàng: ${input.seller.name}`, { weight: 700 });
  write(`Mã số thuế: ${input.seller.taxCode}`);
  write(`Địa chỉ: ${input.seller.address}`);
  doc.moveDown(0.6);
  write(`Tên đơn vị mua hàng: ${input.buyer.name}`, { weight: 700 });
  write(`${BUYER_ID_LABEL[input.buyer.kind]}: ${input.buyer.taxCode}`);
  write(`Địa chỉ: ${input.buyer.address}`);
  write(`Email: ${input.buyer.email}`);
  write(`Hình thức thanh toán: ${input.paymentMethod}    Đơn hàng: ${input.orderCode}`);
  doc.moveDown(0.8);

  // The lines: STT | Tên hàng hóa, dịch vụ | ĐVT | SL | Đơn giá | Thành tiền | Thuế suất | Tiền thuế
  const cols = [24, 170, 52, 28, 62, 70, 45, 48];
  const heads = ["STT", "Tên hàng hóa, dịch vụ", "ĐVT", "SL", "Đơn giá", "Thành tiền", "Thuế suất", "Tiền thuế"];
  const row = (cells: string[], weight: Weight) => {
    const y = doc.y;
    let x = left;
    let bottom = y;
    cells.forEach((cell, i) => {
      write(cell, { weight, size: 8.5, x, y, width: cols[i]! - 4, align: i >= 3 ? "right" : "left" });
      bottom = Math.max(bottom, doc.y);
      x += cols[i]!;
    });
    doc
      .moveTo(left, bottom + 2)
      .lineTo(left + width, bottom + 2)
      .lineWidth(0.5)
      .strokeColor("#9ca3af")
      .stroke();
    doc.x = left;
    doc.y = bottom + 5;
  };
  row(heads, 700);
  input.lines.forEach((l, i) =>
    row(
      [
        String(i + 1),
        l.name,
        l.unitName,
        String(l.quantity),
        vnd(Math.round(l.amountWithoutTax / l.quantity)),
        vnd(l.amountWithoutTax),
        l.vatRate === null ? "KCT" : `${l.vatRate}%`,
        vnd(l.tax),
      ],
      400,
    ),
  );
  doc.moveDown(0.6);
  write(`Cộng tiền hàng: ${vnd(input.totalWithoutTax)} ₫`, { align: "right" });
  write(`Tiền thuế GTGT: ${vnd(input.totalTax)} ₫`, { align: "right" });
  write(`Tổng tiền thanh toán: ${vnd(input.total)} ₫`, { weight: 700, align: "right" });
  doc.moveDown(1.5);
  write(`Mã tra cứu hóa đơn: ${input.lookupCode}`, { weight: 700 });
  write("Hóa đơn điện tử có giá trị pháp lý là dữ liệu gốc do nhà cung cấp hóa đơn lưu trữ; bản PDF này là bản thể hiện.", {
    size: 8.5,
  });
  doc.end();
  return done;
}
