/**
 * The generated multi-page sample PDF of an ebook:
 * A5, {@link EBOOK_SAMPLE_PAGES} pages — a cover (title, authors, publisher and year, ISBN, "Bản đọc
 * thử dành cho {owner}"), a table of contents (also the PDF's outline) and one page per chapter —,
 * with a watermark line naming the owner and the page number at the foot of every page.
 *
 * Fonts: pdfkit's standard fonts are WinAnsi only, so Vietnamese needs an embedded Unicode font. The
 * shop's own Be Vietnam Pro (`@fontsource/be-vietnam-pro`, a dependency, the storefront's web font)
 * ships as WOFF subsets that fontkit reads: `latin` (ASCII, Latin-1: à á â ã è é …) and `vietnamese`
 * (ă đ ĩ ũ ơ ư, ạ ả … ỹ, ₫). Neither covers mixed text alone, so both are embedded (pdfkit subsets
 * them to the glyphs used) and every text is written in runs: each character in the first of the two
 * that has its glyph (the current run's font while it has it). Same family and metrics, so the runs
 * read as one text; pdfkit writes a ToUnicode map per font, so the text is searchable and copyable.
 * No system font is read (DejaVu is not on every machine).
 */
import { createHash } from "node:crypto";
import PDFDocument from "pdfkit";
import { loadFonts, runsOf, SUBSETS, type Subset, type Weight } from "./pdf-fonts";

/** Pages of every generated file: cover, contents, four chapters. */
export const EBOOK_SAMPLE_PAGES = 6;

/** What the file shows. Text is written as given (NFC-normalised). */
export interface EbookPdfInput {
  title: string;
  authors: string;
  publisher: string;
  publishYear: number;
  isbn: string;
  description: string;
  /** The owner as the watermark names them, e.g. "Nguyễn Thị Lan (lan@example.vn)". */
  owner: string;
}

const CHAPTERS = [
  "Chương 1. Giới thiệu",
  "Chương 2. Những khái niệm cơ bản",
  "Chương 3. Ví dụ minh họa và bài tập",
  "Chương 4. Tổng kết và hướng đọc thêm",
] as const;

/** Sample paragraphs of a chapter (fixed Vietnamese text around the book's own description). */
function chapterParagraphs(input: EbookPdfInput, index: number): string[] {
  const common = [
    `Chương này trình bày nội dung cốt lõi của cuốn “${input.title}”, giúp người đọc nắm được mạch kiến thức trước khi đi vào các phần chuyên sâu. Mỗi mục có phần tóm tắt, ví dụ và câu hỏi ôn tập.`,
    "Người đọc nên đọc kỹ phần lý thuyết, ghi chú những thuật ngữ quan trọng và tự trả lời các câu hỏi ở cuối mục. Những nội dung mở rộng được đánh dấu để có thể bỏ qua trong lần đọc đầu tiên.",
    "Đây là bản đọc thử: nội dung đầy đủ của từng chương được biên soạn trong ấn bản điện tử chính thức của Nhà xuất bản.",
  ];
  return index === 0 ? [input.description, ...common] : common;
}

/**
 * Renders the sample PDF of one ebook for one owner.
 * @returns the file's bytes (starts with `%PDF-`, {@link EBOOK_SAMPLE_PAGES} pages, a few tens of kB).
 */
export function renderEbookPdf(input: EbookPdfInput): Promise<Buffer> {
  const { data, covers } = loadFonts();
  const doc = new PDFDocument({
    size: "A5",
    margins: { top: 56, bottom: 64, left: 48, right: 48 },
    bufferPages: true,
    lang: "vi-VN",
    displayTitle: true,
    info: {
      Title: input.title,
      Author: input.authors,
      Subject: `Bản đọc thử dành cho ${input.owner}`,
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

  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;

  /** Writes `text` at the cursor (or at x, y) in runs of the two subsets, wrapping as one paragraph. */
  const write = (text: string, opts: PDFKit.Mixins.TextOptions & { weight?: Weight; size?: number; x?: number; y?: number } = {}) => {
    const { weight = 400, size = 10.5, x, y, ...textOpts } = opts;
    doc.fontSize(size);
    const runs = runsOf(text, covers);
    const runWidth = (run: { subset: Subset; text: string }) => doc.font(`${run.subset}-${weight}`).widthOfString(run.text);
    const boxWidth = textOpts.width ?? width;
    const measure = (t: string) => runsOf(t, covers).reduce((w, run) => w + runWidth(run), 0);
    const total = measure(text);
    const aligned = textOpts.align === "center" || textOpts.align === "right";
    // pdfkit aligns each `continued` run on its own (overprinting them): a centred or right-aligned text
    // of several runs is cut into lines that fit (at spaces) and each line placed run by run.
    if (runs.length > 1 && aligned && total > boxWidth && /\s/u.test(text.trim())) {
      const lines: string[] = [];
      for (const word of text.trim().split(/\s+/u)) {
        const last = lines.at(-1);
        if (last !== undefined && measure(`${last} ${word}`) <= boxWidth) lines[lines.length - 1] = `${last} ${word}`;
        else lines.push(word);
      }
      const left = x ?? doc.page.margins.left;
      for (const line of lines) write(line, { ...opts, x: left, y: doc.y });
      return;
    }
    if (runs.length > 1 && aligned && total <= boxWidth) {
      const left = x ?? doc.page.margins.left;
      const top = y ?? doc.y;
      let at = left + (textOpts.align === "center" ? (boxWidth - total) / 2 : boxWidth - total);
      for (const run of runs) {
        doc.font(`${run.subset}-${weight}`).text(run.text, at, top, { lineBreak: false });
        at += runWidth(run);
      }
      doc.x = left;
      doc.y = top + doc.currentLineHeight(true) + (textOpts.lineGap ?? 0);
      return;
    }
    runs.forEach((run, i) => {
      doc.font(`${run.subset}-${weight}`);
      const options = { ...textOpts, continued: i < runs.length - 1 };
      if (i === 0 && x !== undefined && y !== undefined) doc.text(run.text, x, y, options);
      else doc.text(run.text, options);
    });
  };

  // Cover.
  doc.moveDown(4);
  write(input.title, { weight: 700, size: 20, align: "center", lineGap: 4 });
  doc.moveDown(1);
  write(input.authors, { size: 12, align: "center" });
  doc.moveDown(3);
  write(`${input.publisher} · ${input.publishYear}`, { align: "center" });
  write(`ISBN ${input.isbn}`, { align: "center" });
  doc.moveDown(4);
  write(`Bản đọc thử dành cho ${input.owner}`, { weight: 700, size: 11, align: "center" });
  write("Tệp được tạo riêng cho tài khoản này; vui lòng không chia sẻ.", { size: 9, align: "center" });

  // Contents (page 2), chapters from page 3.
  doc.addPage();
  write("Mục lục", { weight: 700, size: 16 });
  doc.moveDown(1);
  CHAPTERS.forEach((title, i) => {
    const y = doc.y;
    write(title, { x: doc.page.margins.left, y, width: width - 40 });
    write(String(i + 3), { x: doc.page.margins.left, y, width, align: "right" });
    doc.moveDown(0.6);
  });
  CHAPTERS.forEach((title, i) => {
    doc.addPage();
    doc.outline.addItem(title);
    write(title, { weight: 700, size: 15 });
    doc.moveDown(0.8);
    for (const paragraph of chapterParagraphs(input, i)) {
      write(paragraph, { lineGap: 2 });
      doc.moveDown(0.7);
    }
  });

  // The foot of every page: the owner's watermark line and the page number.
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing in the margin must not add a page
    const y = doc.page.height - 40;
    write(`Bản đọc thử dành cho ${input.owner} · Trang ${i + 1}/${count}`, {
      x: doc.page.margins.left,
      y,
      width,
      size: 7.5,
      align: "center",
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

/** A strong ETag of a file's bytes (`"` + base64url SHA-256, 43 characters + `"`). */
export function etagOf(body: Buffer): string {
  return `"${createHash("sha256").update(body).digest("base64url")}"`;
}
