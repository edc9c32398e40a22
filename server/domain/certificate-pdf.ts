/**
 * The PDF of a certificate of completion (ADR 0028): one A4 landscape page with the holder's name,
 * the course, the date of issue (Vietnam's calendar day), the code and a QR code of the public
 * verification URL, drawn as vector squares from `qrcode`'s matrix (sharp at any zoom, no image).
 * Written with pdfkit and the shop's Be Vietnam Pro, like the ebook samples (./ebook-pdf.ts).
 */
import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import { loadFonts, runsOf, SUBSETS } from "./pdf-fonts";

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

  /** The width of `text` in points, its runs measured in their own subset. */
  const measure = (text: string, size: number, weight: 400 | 700) =>
    runsOf(text, covers).reduce((w, run) => w + doc.font(`${run.subset}-${weight}`).fontSize(size).widthOfString(run.text), 0);
  /** One line centred on the page at `y`, run by run (pdfkit's own centring would centre each run apart). */
  const drawCentred = (line: string, y: number, size: number, weight: 400 | 700) => {
    let x = left + (inner - measure(line, size, weight)) / 2;
    for (const run of runsOf(line, covers)) {
      doc.font(`${run.subset}-${weight}`).fontSize(size).text(run.text, x, y, { lineBreak: false });
      x += doc.widthOfString(run.text);
    }
  };
  /**
   * `text` centred from `y`: at `size`, smaller down to `minSize` until it fits one line, else wrapped
   * at spaces into lines of `minSize`. Returns the y below it.
   */
  const centred = (text: string, y: number, o: { size: number; minSize?: number; weight?: 400 | 700; gap?: number }) => {
    const weight = o.weight ?? 400;
    const max = inner - 40;
    let size = o.size;
    while (size > (o.minSize ?? o.size) && measure(text, size, weight) > max) size -= 1;
    const lines: string[] = [];
    for (const word of text.split(/\s+/u)) {
      const last = lines.at(-1);
      if (last !== undefined && measure(`${last} ${word}`, size, weight) <= max) lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    lines.forEach((line, i) => drawCentred(line, y + i * size * 1.25, size, weight));
    return y + lines.length * size * 1.25 + (o.gap ?? 10);
  };

  // A double frame in the shop's green.
  doc
    .lineWidth(3)
    .strokeColor("#1f5f3f")
    .rect(24, 24, width - 48, height - 48)
    .stroke();
  doc
    .lineWidth(0.8)
    .rect(32, 32, width - 64, height - 64)
    .stroke();
  doc.fillColor("#1b1b1b");

  let y = 70;
  y = centred("NHÀ SÁCH ĐẠI HỌC", y, { size: 13, weight: 700, gap: 18 });
  y = centred("CHỨNG CHỈ HOÀN THÀNH KHÓA HỌC", y, { size: 26, weight: 700, gap: 24 });
  y = centred("Chứng nhận", y, { size: 13, gap: 8 });
  y = centred(input.holderName, y, { size: 28, minSize: 18, weight: 700, gap: 16 });
  y = centred("đã hoàn thành khóa học", y, { size: 13, gap: 8 });
  y = centred(input.courseTitle, y, { size: 20, minSize: 14, weight: 700, gap: 20 });
  y = centred(`Cấp ${vietnamDateWords(input.issuedAt)}`, y, { size: 12, gap: 8 });
  if (input.status === "revoked") centred("ĐÃ THU HỒI", y, { size: 14, weight: 700 });

  // The QR code and the code, bottom left.
  const qr = QRCode.create(input.verifyUrl, { errorCorrectionLevel: "M" });
  const n = qr.modules.size;
  const side = 110;
  const cell = side / n;
  const qx = left + 8;
  const qy = height - 56 - side - 24;
  doc.fillColor("#000000");
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++) if (qr.modules.get(r, c)) doc.rect(qx + c * cell, qy + r * cell, cell, cell).fill();
  const textX = qx + side + 16;
  write(`Mã chứng chỉ: ${input.code}`, { x: textX, y: qy + 30, width: inner - side - 40, size: 11, weight: 700 });
  write("Quét mã QR hoặc mở địa chỉ dưới đây để xác thực:", { x: textX, y: qy + 50, width: inner - side - 40, size: 10 });
  write(input.verifyUrl, { x: textX, y: qy + 66, width: inner - side - 40, size: 10, link: input.verifyUrl, underline: true });
  doc.end();
  return done;
}
