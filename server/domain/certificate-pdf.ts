/**
 * The PDF of a certificate of completion (ADR 0028): one A4 landscape page with the holder's name,
 * the course, the date of issue (Vietnam's calendar day), the code and a QR code of the public
 * verification URL, drawn as vector squares from `qrcode`'s matrix (sharp at any zoom, no image).
 * Written with pdfkit and the shop's Be Vietnam Pro, like the ebook samples (./ebook-pdf.ts).
 */
import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import { loadFonts, runsOf, SUBSETS } from "./ebook-pdf";

/** What the certificate shows. */
export interface CertificatePdfInput {
  holderName: string;
  courseTitle: string;
  /** ISO-8601 UTC. */
  issuedAt: string;
  code: string;
  status: "valid" | "revoked";
  /** The absolute verification URL the QR code and the text carry, e.g. `https://shop/xac-thuc-chung-chi/{code}`. */
  verifyUrl: string;
}

/** The calendar day of `iso` in Vietnam (UTC+7, no daylight saving), e.g. "ngày 28 tháng 11 năm 2026". */
export function vietnamDateWords(iso: string): string {
  const d = new Date(Date.parse(iso) + 7 * 3_600_000);
  return `ngày ${d.getUTCDate()} tháng ${d.getUTCMonth() + 1} năm ${d.getUTCFullYear()}`;
}

/**
 * Renders the certificate.
 * @returns the file's bytes (starts with `%PDF-`, one page).
 * @throws Error from `qrcode` only for a URL far too long for a QR code (the routes bound it).
 */
export function renderCertificatePdf(input: CertificatePdfInput): Promise<Buffer> {
  const { data, covers } = loadFonts();
  const doc = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margins: { top: 48, bottom: 48, left: 56, right: 56 },
    lang: "vi-VN",
    displayTitle: true,
    info: {
      Title: `Chứng chỉ hoàn thành: ${input.courseTitle}`,
      Author: "Nhà sách Đại học",
      Subject: `${input.holderName} · ${input.code}`,
      Creator: "Nhà sách Đại học",
      Producer: "Nhà sách Đại học",
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
  const write = (text: string, opts: PDFKit.Mixins.TextOptions & { weight?: 400 | 700; size?: number; x?: number; y?: number } = {}) => {
    const { weight = 400, size = 12, x, y, ...textOpts } = opts;
    doc.fontSize(size);
    const runs = runsOf(text, covers);
    runs.forEach((run, i) => {
      doc.font(`${run.subset}-${weight}`);
      const options = { ...textOpts, continued: i < runs.length - 1 };
      if (i === 0 && x !== undefined && y !== undefined) doc.text(run.text, x, y, options);
      else doc.text(run.text, options);
    });
  };
  const { width, height } = doc.page;
  const left = doc.page.margins.left;
  const inner = width - left - doc.page.margins.right;

  // A double frame in the shop's green.
  doc.lineWidth(3).strokeColor("#1f5f3f").rect(24, 24, width - 48, height - 48).stroke();
  doc.lineWidth(0.8).rect(32, 32, width - 64, height - 64).stroke();
  doc.fillColor("#1b1b1b");

  write("NHÀ SÁCH ĐẠI HỌC", { x: left, y: 70, width: inner, align: "center", size: 13, weight: 700, characterSpacing: 2 });
  write("CHỨNG CHỈ HOÀN THÀNH KHÓA HỌC", { x: left, y: 110, width: inner, align: "center", size: 26, weight: 700 });
  write("Chứng nhận", { x: left, y: 170, width: inner, align: "center", size: 13 });
  write(input.holderName, { x: left, y: 194, width: inner, align: "center", size: 28, weight: 700 });
  write("đã hoàn thành khóa học", { x: left, y: 248, width: inner, align: "center", size: 13 });
  write(input.courseTitle, { x: left + 40, y: 272, width: inner - 80, align: "center", size: 20, weight: 700 });
  write(`Cấp ${vietnamDateWords(input.issuedAt)}`, { x: left, y: 350, width: inner, align: "center", size: 12 });
  if (input.status === "revoked") write("ĐÃ THU HỒI", { x: left, y: 375, width: inner, align: "center", size: 14, weight: 700 });

  // The QR code and the code, bottom left.
  const qr = QRCode.create(input.verifyUrl, { errorCorrectionLevel: "M" });
  const n = qr.modules.size;
  const side = 110;
  const cell = side / n;
  const qx = left + 8;
  const qy = height - 56 - side - 24;
  doc.fillColor("#000000");
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (qr.modules.get(r, c)) doc.rect(qx + c * cell, qy + r * cell, cell, cell).fill();
  const textX = qx + side + 16;
  write(`Mã chứng chỉ: ${input.code}`, { x: textX, y: qy + 30, width: inner - side - 40, size: 11, weight: 700 });
  write("Quét mã QR hoặc mở địa chỉ dưới đây để xác thực:", { x: textX, y: qy + 50, width: inner - side - 40, size: 10 });
  write(input.verifyUrl, { x: textX, y: qy + 66, width: inner - side - 40, size: 10, link: input.verifyUrl, underline: true });
  doc.end();
  return done;
}
