/**
 * Manuscript uploads, JavaScript on and off: the demo author creates a draft with a small
 * PDF made in the test, finds it in `Bản thảo của tôi` and on its page, and — once the editor asks
 * for a revision — uploads a new version; a renamed `.exe` and a file of 50 MB + 1 byte (written to a
 * temporary folder at test time, never committed) are refused with their messages and every typed
 * field kept. With JavaScript the upload shows its progress (percent and MB) and still ends on the
 * draft's page. (The guest's way through the login to `/tao-ban-thao` is drafts-pages.spec.ts's.)
 *
 * The new version goes to the draft the test created, moved to `revision_requested` in the e2e
 * database as the publisher's back office would: the seeded draft asking for revision must stay so
 * for drafts-pages.spec.ts, which runs in both projects at the same time.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import type { Page } from "@playwright/test";
import { E2E_ENV } from "./env";
import { expect, test } from "./support";

const DEMO = { email: "khachhang@example.com", password: "MatKhau@123" };
const MB = 1_048_576;

/** A small valid PDF of about `size` bytes (a comment pads it). */
function pdf(title: string, size = 2000): Buffer {
  const head = `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${title}\n`;
  const tail = "trailer << /Root 1 0 R >>\n%%EOF\n";
  return Buffer.concat([Buffer.from(head), Buffer.alloc(Math.max(0, size - head.length - tail.length), 0x20), Buffer.from(tail)]);
}

/** Moves the author's draft to `revision_requested` with an editor's note (what the back office does). */
function askForRevision(draftId: number) {
  const db = new Database(E2E_ENV.DATABASE_URL, { fileMustExist: true, timeout: 10_000 });
  try {
    const at = new Date().toISOString();
    db.transaction(() => {
      db.prepare("UPDATE drafts SET status = 'revision_requested', updated_at = ? WHERE id = ?").run(at, draftId);
      db.prepare(
        "INSERT INTO draft_status_history (draft_id, status, actor, note, at) VALUES (?, 'revision_requested', 'editor', ?, ?)",
      ).run(draftId, "Bổ sung danh mục tài liệu tham khảo.", at);
    })();
  } finally {
    db.close();
  }
}

async function logIn(page: Page, redirectTo: string) {
  await page.goto(`/dang-nhap?redirectTo=${redirectTo}`);
  await page.getByLabel("Email").fill(DEMO.email);
  await page.getByLabel("Mật khẩu", { exact: true }).fill(DEMO.password);
  await page.getByRole("button", { name: "Đăng nhập", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${redirectTo}$`));
}

const typed = (title: string) => ({
  "Tên bản thảo": title,
  "Tác giả": "Trần Thị Bình, Lê Văn Cường",
  "Lĩnh vực": "Toán ứng dụng",
  "Tóm tắt": "Giáo trình cho sinh viên năm hai ngành Toán ứng dụng.",
  "Số trang dự kiến": "240",
  "Ngày dự kiến hoàn thành": "15/03/2031",
  "Số điện thoại liên hệ": "0912345678",
});

async function fillDraft(page: Page, title: string) {
  for (const [label, value] of Object.entries(typed(title))) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel("Loại bản thảo").selectOption({ label: "Giáo trình" });
}

async function expectKept(page: Page, title: string) {
  for (const [label, value] of Object.entries(typed(title))) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  await expect(page.getByLabel("Loại bản thảo")).toHaveValue("giao-trinh");
}

test("the demo author creates a draft with a PDF, finds it, and uploads a new version when asked", async ({ page }, testInfo) => {
  const js = testInfo.project.name === "js";
  const title = `Giáo trình Xác suất ${testInfo.project.name} ${Date.now()}`;
  await logIn(page, "/tao-ban-thao");
  await expect(page.getByRole("heading", { level: 1, name: "Tạo bản thảo" })).toBeVisible();
  await fillDraft(page, title);
  await page
    .getByLabel("Tệp bản thảo", { exact: true })
    .setInputFiles({ name: "xac-suat.pdf", mimeType: "application/pdf", buffer: pdf(title) });
  await page.getByRole("button", { name: "Gửi bản thảo" }).click();
  await expect(page).toHaveURL(/\/chi-tiet-ban-thao\/\d+$/);
  const draftId = Number(new URL(page.url()).pathname.split("/").pop());
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("link", { name: "Tải về phiên bản 1" })).toBeVisible();

  await page.goto("/tiep-nhan-ban-thao");
  await page.getByRole("region", { name: "Bản thảo của tôi" }).getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/chi-tiet-ban-thao/${draftId}$`));

  askForRevision(draftId);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Trạng thái: Cần chỉnh sửa" })).toBeVisible();
  const cdp = js ? await page.context().newCDPSession(page) : null;
  // With JavaScript, a 3 MB file at 1 MB/s so the progress can be seen.
  await cdp?.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: MB });
  await page
    .getByLabel("Tệp bản thảo mới")
    .setInputFiles({ name: "xac-suat-v2.pdf", mimeType: "application/pdf", buffer: pdf(`${title} v2`, js ? 3 * MB : 4000) });
  await page.getByRole("button", { name: "Tải lên phiên bản mới" }).click();
  if (js) {
    await expect(page.getByRole("progressbar", { name: "Tiến độ tải lên" })).toBeVisible();
    await expect(page.getByText(/^\d{1,3}% · \d+\.\d\/3\.0 MB$/).first()).toBeVisible();
  }
  await expect(page).toHaveURL(new RegExp(`/chi-tiet-ban-thao/${draftId}$`), { timeout: 30_000 });
  await cdp?.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(page.getByRole("heading", { name: "Trạng thái: Đang thẩm định" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Tải về phiên bản 2" })).toBeVisible();
});

test("a renamed .exe and a file over 50 MB are refused with their messages, every typed field kept", async ({ page }, testInfo) => {
  const title = `Sách chuyên khảo ${testInfo.project.name} ${Date.now()}`;
  const dir = mkdtempSync(path.join(tmpdir(), "nxb-oversized-"));
  try {
    const exe = path.join(dir, "ban-thao.pdf");
    writeFileSync(exe, Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff", "latin1"), Buffer.alloc(4000)]));
    const big = path.join(dir, "ban-thao-lon.pdf");
    writeFileSync(big, Buffer.concat([pdf(title, 1000), Buffer.alloc(50 * MB + 1 - 1000, 0x20)]));

    await logIn(page, "/tao-ban-thao");
    await fillDraft(page, title);
    await page.getByLabel("Tệp bản thảo", { exact: true }).setInputFiles(exe);
    await page.getByRole("button", { name: "Gửi bản thảo" }).click();
    await expect(page.getByText("Tệp phải là PDF, DOCX, ODT hoặc ZIP (nhận biết theo nội dung tệp)")).toBeVisible();
    await expectKept(page, title);

    await page.getByLabel("Tệp bản thảo", { exact: true }).setInputFiles(big);
    await page.getByRole("button", { name: "Gửi bản thảo" }).click();
    // Without JavaScript the 413 page; with it, the same page's messages in the form the author is on.
    if (testInfo.project.name === "no-js")
      await expect(page.getByRole("heading", { level: 1, name: "Tệp bản thảo quá lớn" })).toBeVisible();
    await expect(page.getByText("Tệp bản thảo vượt quá giới hạn 50 MB", { exact: false })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/vui lòng chọn lại tệp bản thảo/i).first()).toBeVisible();
    await expectKept(page, title);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
