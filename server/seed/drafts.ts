/**
 * The demo author's manuscript drafts (ADR 0015): the demo customer (khachhang@example.com)
 * has sent the publisher five manuscripts, one in each status — accepted (versions 1 and 2, after a
 * revision), rejected (with the reason), revision_requested (version 1 and the editorial board's note
 * saying what to change: the one that accepts a new version), under_review and received — each with
 * its status timeline and the editors' notes. Ids in {@link DRAFT_SEED_FACTS}.
 *
 * Times are relative to the moment of seeding: every instant (created, uploaded, status changes) lies
 * in the past, the expected completion dates of the open drafts and of the accepted one in the future
 * (calendar dates in Vietnam, `YYYY-MM-DD`).
 *
 * Files: each version is a small one-page PDF naming the manuscript (generated at module load,
 * deterministic: no dates inside), whose size and SHA-256 are the rows' `sizeBytes`/`sha256`.
 * {@link ensureSeedDraftFiles} writes them to `{DRAFT_FILES_DIR}/{fileId}` at start-up when missing.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { count, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { draftFiles, draftStatusHistory, drafts, users } from "../db/schema";
import type { DbOrTx } from "../data/tx";
import { ORDER_SEED_FACTS } from "./orders";

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** What the draft seed holds, for tests and demos. */
export const DRAFT_SEED_FACTS = Object.freeze({
  /** The author: the demo customer (user 2). */
  userId: ORDER_SEED_FACTS.customerId,
  /** Draft ids by status. */
  byStatus: Object.freeze({ accepted: 1, rejected: 2, revision_requested: 3, under_review: 4, received: 5 }),
  /** The draft whose status asks for a new version (revision_requested). */
  revisionDraftId: 3,
  /** Its one file (version 1). */
  revisionFileId: 4,
  /** The accepted draft's files: version 1 and version 2. */
  acceptedFileIds: Object.freeze({ v1: 1, v2: 2 }),
  /** All seeded file ids. */
  fileIds: Object.freeze([1, 2, 3, 4, 5, 6]) as readonly number[],
});

/** Folds Vietnamese to ASCII for the PDF's standard font (ă → a, đ → d, ờ → o …). */
function ascii(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/đ/g, "d")
    .replace(/Đ/g, "D")
    .replace(/[^\x20-\x7e]/g, "-");
}

/** A PDF text-string literal: parentheses and backslashes escaped. */
const pdfString = (s: string) => `(${ascii(s).replace(/[\\()]/g, (c) => `\\${c}`)})`;

/** A PDF text string in UTF-16BE hex with BOM, for the document information (keeps the diacritics). */
const pdfUnicode = (s: string) => `<FEFF${Buffer.from(s, "utf16le").swap16().toString("hex").toUpperCase()}>`;

/**
 * A one-page A5 PDF 1.4 showing `lines` (the first one large) in Helvetica, with the title in the
 * document information. Byte-for-byte deterministic.
 */
function onePagePdf(title: string, lines: readonly string[]): Buffer {
  const text = lines
    .map((line, i) => (i === 0 ? `/F1 16 Tf ${pdfString(line)} Tj 0 -28 Td /F1 11 Tf` : `${pdfString(line)} Tj 0 -18 Td`))
    .join("\n");
  const stream = `BT\n48 520 Td\n${text}\nET\n`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 595] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}endstream`,
    `<< /Title ${pdfUnicode(title)} /Producer (Nha xuat ban Dai hoc) >>`,
  ];
  let body = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

type DraftRow = typeof drafts.$inferInsert & { id: number };
type Status = DraftRow["status"] & string;

interface SeedFile {
  id: number;
  version: number;
  originalName: string;
  /** Days before seeding. */
  daysAgo: number;
}

interface SeedDraft {
  id: number;
  status: Status;
  title: string;
  authors: string;
  fieldOfStudy: string;
  kind: DraftRow["kind"];
  summary: string;
  estimatedPages: number;
  /** Expected completion, days after (+) or before (−) the seeding day in Vietnam. */
  expectedInDays: number;
  files: readonly SeedFile[];
  /** The timeline, oldest first; `daysAgo` before seeding. */
  history: readonly { status: Status; actor: "author" | "editor"; note: string | null; daysAgo: number }[];
}

const PHONE = "0912345678";

const SEED_DRAFTS: readonly SeedDraft[] = [
  {
    id: 1,
    status: "accepted",
    title: "Giáo trình Giải tích 2",
    authors: "PGS.TS. Nguyễn Văn Hùng, ThS. Lê Thị Thu Hà",
    fieldOfStudy: "Toán học",
    kind: "giao-trinh",
    summary:
      "Giáo trình dành cho sinh viên năm thứ nhất các ngành kỹ thuật và sư phạm Toán: hàm nhiều biến, đạo hàm riêng và vi phân, cực trị có điều kiện, tích phân bội hai và bội ba, tích phân đường, tích phân mặt, các định lý Green, Stokes, Gauss–Ostrogradski và chuỗi hàm. Mỗi chương có ví dụ giải mẫu, bài tập tự luyện có đáp số và phần ứng dụng trong vật lý, kinh tế.",
    estimatedPages: 320,
    expectedInDays: 75,
    files: [
      { id: 1, version: 1, originalName: "Giải tích 2 - bản thảo.pdf", daysAgo: 120 },
      { id: 2, version: 2, originalName: "Giải tích 2 - bản thảo (sửa theo góp ý).pdf", daysAgo: 62 },
    ],
    history: [
      { status: "received", actor: "author", note: null, daysAgo: 120 },
      {
        status: "under_review",
        actor: "editor",
        note: "Bản thảo đã được gửi tới hai phản biện của Khoa Toán – Tin; thời gian thẩm định dự kiến 6 tuần.",
        daysAgo: 116,
      },
      {
        status: "revision_requested",
        actor: "editor",
        note: "Hội đồng biên tập đề nghị bổ sung bài tập có lời giải cho chương 4 (tích phân bội), thống nhất ký hiệu gradient và divergence trong toàn bộ giáo trình, và viết lại phần chứng minh định lý Stokes cho dễ theo dõi hơn.",
        daysAgo: 80,
      },
      { status: "under_review", actor: "author", note: "Tác giả gửi phiên bản 2", daysAgo: 62 },
      {
        status: "accepted",
        actor: "editor",
        note: "Hội đồng biên tập thông qua bản thảo. Biên tập viên phụ trách sẽ liên hệ để ký hợp đồng xuất bản và thống nhất lịch in.",
        daysAgo: 30,
      },
    ],
  },
  {
    id: 2,
    status: "rejected",
    title: "Tuyển tập bài giảng Kinh tế vi mô nhập môn",
    authors: "TS. Đặng Minh Tuấn",
    fieldOfStudy: "Kinh tế học",
    kind: "tham-khao",
    summary:
      "Tập hợp 15 bài giảng Kinh tế vi mô nhập môn: cung cầu, độ co giãn, lý thuyết hành vi người tiêu dùng, chi phí sản xuất, các cấu trúc thị trường và thất bại thị trường, kèm câu hỏi ôn tập cuối mỗi bài.",
    estimatedPages: 210,
    expectedInDays: -20,
    files: [{ id: 3, version: 1, originalName: "Kinh te vi mo - bai giang.pdf", daysAgo: 95 }],
    history: [
      { status: "received", actor: "author", note: null, daysAgo: 95 },
      { status: "under_review", actor: "editor", note: null, daysAgo: 90 },
      {
        status: "rejected",
        actor: "editor",
        note: "Hội đồng biên tập không chấp nhận bản thảo: nội dung trùng lặp phần lớn với giáo trình Kinh tế vi mô Nhà xuất bản đã phát hành năm 2022, và chưa có phần đóng góp riêng về số liệu thị trường Việt Nam. Tác giả có thể gửi một bản thảo mới sau khi chỉnh sửa theo hướng chuyên khảo.",
        daysAgo: 52,
      },
    ],
  },
  {
    id: 3,
    status: "revision_requested",
    title: "Âm vị học phương ngữ Nghệ Tĩnh",
    authors: "PGS.TS. Trần Thị Minh Nguyệt, ThS. Hồ Văn Thắng",
    fieldOfStudy: "Ngôn ngữ học",
    kind: "chuyen-khao",
    summary:
      "Sách chuyên khảo mô tả hệ thống âm vị của phương ngữ Nghệ Tĩnh dựa trên tư liệu điền dã tại 24 xã thuộc Nghệ An và Hà Tĩnh: hệ thống phụ âm đầu, vần và thanh điệu (năm thanh, sự nhập làm một của thanh hỏi và thanh ngã), so sánh với tiếng Việt toàn dân và các phương ngữ Bắc Trung Bộ lân cận, kèm phân tích âm học bằng Praat.",
    estimatedPages: 280,
    expectedInDays: 120,
    files: [{ id: 4, version: 1, originalName: "Âm vị học phương ngữ Nghệ Tĩnh.pdf", daysAgo: 45 }],
    history: [
      { status: "received", actor: "author", note: null, daysAgo: 45 },
      { status: "under_review", actor: "editor", note: "Bản thảo đã được chuyển cho phản biện độc lập.", daysAgo: 40 },
      {
        status: "revision_requested",
        actor: "editor",
        note: "Hội đồng biên tập đề nghị tác giả: (1) bổ sung bảng đối chiếu hệ thống thanh điệu của từng điểm điều tra ở chương 3; (2) thống nhất phiên âm theo IPA trong toàn bộ bản thảo; (3) cập nhật tài liệu tham khảo công bố sau năm 2015. Vui lòng gửi phiên bản chỉnh sửa trong vòng 30 ngày.",
        daysAgo: 10,
      },
    ],
  },
  {
    id: 4,
    status: "under_review",
    title: "Tài liệu học tập Điều dưỡng cơ bản 1",
    authors: "ThS.ĐD. Phạm Thị Lan Anh, CN.ĐD. Hoàng Văn Nam",
    fieldOfStudy: "Điều dưỡng",
    kind: "tai-lieu-hoc-tap",
    summary:
      "Tài liệu học tập cho sinh viên cao đẳng và đại học điều dưỡng năm thứ hai: kiểm soát nhiễm khuẩn, đo và theo dõi dấu hiệu sinh tồn, kỹ thuật tiêm truyền, chăm sóc vết thương, cho người bệnh ăn qua ống thông và ghi chép hồ sơ điều dưỡng; mỗi bài có bảng kiểm quy trình kỹ thuật và tình huống lâm sàng.",
    estimatedPages: 240,
    expectedInDays: 45,
    files: [{ id: 5, version: 1, originalName: "Dieu duong co ban 1 - tai lieu hoc tap.pdf", daysAgo: 21 }],
    history: [
      { status: "received", actor: "author", note: null, daysAgo: 21 },
      {
        status: "under_review",
        actor: "editor",
        note: "Bản thảo đang được thẩm định chuyên môn tại Khoa Điều dưỡng; các bảng kiểm quy trình sẽ được đối chiếu với hướng dẫn hiện hành của Bộ Y tế.",
        daysAgo: 16,
      },
    ],
  },
  {
    id: 5,
    status: "received",
    title: "Hướng dẫn thực hành Hóa phân tích",
    authors: "TS. Võ Quốc Bảo",
    fieldOfStudy: "Hóa học",
    kind: "huong-dan",
    summary:
      "Hướng dẫn 12 bài thực hành Hóa phân tích cho sinh viên ngành Hóa và Dược: chuẩn độ acid–base, chuẩn độ phức chất, chuẩn độ oxi hóa – khử, phân tích khối lượng và trắc quang; mỗi bài gồm nguyên tắc, dụng cụ, hóa chất, quy trình, cách xử lý số liệu và câu hỏi kiểm tra.",
    estimatedPages: 96,
    expectedInDays: 30,
    files: [{ id: 6, version: 1, originalName: "Huong dan thuc hanh Hoa phan tich.pdf", daysAgo: 2 }],
    history: [{ status: "received", actor: "author", note: null, daysAgo: 2 }],
  },
];

/** The bytes of each seeded file, by file id (generated once, at module load). */
const SEED_FILE_BYTES: ReadonlyMap<number, Buffer> = new Map(
  SEED_DRAFTS.flatMap((d) =>
    d.files.map((f) => [
      f.id,
      onePagePdf(d.title, [d.title, d.authors, `Ban thao phien ban ${f.version}`, "Gui Nha xuat ban Dai hoc tham dinh"]),
    ]),
  ),
);

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** The calendar day in Vietnam (UTC+7) `days` after the instant `now`, `YYYY-MM-DD`. */
const vnDay = (now: number, days: number) => new Date(now + 7 * HOUR + days * DAY).toISOString().slice(0, 10);

/**
 * Inserts the demo author's drafts, their file rows and timelines, with times relative to `now`
 * (default: the system clock). Fails on a database that already holds any of their ids. Call it inside
 * a transaction (seedDatabase runs in one).
 */
export function seedDrafts(db: DbOrTx, now: number = Date.now()): void {
  // Within a day, later events a few hours later, so that the order is the timeline's order.
  const at = (daysAgo: number, step = 0) => new Date(now - daysAgo * DAY - 6 * HOUR + step * HOUR).toISOString();
  for (const d of SEED_DRAFTS) {
    const last = d.history[d.history.length - 1]!;
    db.insert(drafts)
      .values({
        id: d.id,
        userId: DRAFT_SEED_FACTS.userId,
        title: d.title,
        authors: d.authors,
        fieldOfStudy: d.fieldOfStudy,
        kind: d.kind,
        summary: d.summary,
        estimatedPages: d.estimatedPages,
        expectedCompletionDate: vnDay(now, d.expectedInDays),
        contactPhone: PHONE,
        status: d.status,
        createdAt: at(d.history[0]!.daysAgo),
        updatedAt: at(last.daysAgo, d.history.length - 1),
      })
      .run();
    for (const f of d.files) {
      const bytes = SEED_FILE_BYTES.get(f.id)!;
      db.insert(draftFiles)
        .values({
          id: f.id,
          draftId: d.id,
          version: f.version,
          originalName: f.originalName,
          contentType: "application/pdf",
          sizeBytes: bytes.length,
          sha256: sha256(bytes),
          uploadedAt: at(f.daysAgo),
        })
        .run();
    }
    db.insert(draftStatusHistory)
      .values(d.history.map((h, i) => ({ draftId: d.id, status: h.status, actor: h.actor, note: h.note, at: at(h.daysAgo, i) })))
      .run();
  }
}

/**
 * Gives a database seeded before migration 0009 the demo drafts: when the demo author exists and no
 * draft does, seeds them in one transaction and returns true; otherwise does nothing (false).
 * server/main.ts calls it beside the other `seedMissing…` calls.
 */
export function seedMissingDrafts(db: Db): boolean {
  const author = db.select({ id: users.id }).from(users).where(eq(users.id, DRAFT_SEED_FACTS.userId)).get();
  const existing = db.select({ n: count() }).from(drafts).get()?.n ?? 0;
  if (!author || existing > 0) return false;
  db.transaction((tx) => seedDrafts(tx));
  return true;
}

/**
 * Writes each seeded file's bytes to `{dir}/{fileId}` when that file is missing (creating `dir`);
 * idempotent, never overwrites. Given `db`, only the ids whose row still holds the seeded bytes'
 * SHA-256 are written (a database whose file ids are real uploads is left alone). Writes to a
 * temporary name then renames, so a crash leaves no half file. Returns the ids written.
 */
export function ensureSeedDraftFiles(dir: string, db?: DbOrTx): number[] {
  let ids = [...SEED_FILE_BYTES.keys()];
  if (db) {
    const rows = db.select({ id: draftFiles.id, sha256: draftFiles.sha256 }).from(draftFiles).where(inArray(draftFiles.id, ids)).all();
    const seeded = new Set(rows.filter((r) => r.sha256 === sha256(SEED_FILE_BYTES.get(r.id)!)).map((r) => r.id));
    ids = ids.filter((id) => seeded.has(id));
  }
  fs.mkdirSync(dir, { recursive: true });
  const written: number[] = [];
  for (const id of ids) {
    const target = path.join(dir, String(id));
    if (fs.existsSync(target)) continue;
    const temp = path.join(dir, `.seed-${id}-${process.pid}`);
    fs.writeFileSync(temp, SEED_FILE_BYTES.get(id)!);
    fs.renameSync(temp, target);
    written.push(id);
  }
  return written;
}
