/**
 * Manuscript pages, JavaScript on and off: a guest reads how intake works and
 * `Tạo bản thảo` leads through the login page to `/tao-ban-thao`; the demo author sees the five
 * seeded drafts, opens the one asking for a revision (timeline with the editor's note, versions, the
 * new-version form) and downloads v1; a fresh account opening the demo's draft gets the 404 page.
 */
import type { Page } from "@playwright/test";
import { DRAFT_SEED_FACTS } from "../../server/seed/drafts";
import { expect, registerAndActivate, test, uniqueEmail } from "./support";

const DEMO = { email: "khachhang@example.com", password: "MatKhau@123" };
const PASSWORD = "MatKhau@2026";

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mật khẩu", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Đăng nhập", exact: true }).click();
}

test("a guest reads how intake works; Tạo bản thảo goes through the login to the form", async ({ page }) => {
  // ADR 0007/0015: the guests' intake page is the same for every guest, shareable, and varies on the cookies.
  const shared = await page.request.get("/tiep-nhan-ban-thao");
  expect(shared.headers()["cache-control"]).toContain("s-maxage=60");
  expect(shared.headers()["vary"]).toMatch(/Cookie/);
  await page.goto("/trang-chu");
  // The footer's entry leads to the same page (the header's is followed below).
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Gửi bản thảo cho Nhà xuất bản" })).toHaveAttribute(
    "href",
    "/tiep-nhan-ban-thao",
  );
  await page.getByRole("banner").getByRole("link", { name: "Tiếp nhận bản thảo" }).first().click();
  await expect(page).toHaveURL(/\/tiep-nhan-ban-thao$/);
  await expect(page.getByRole("heading", { level: 1, name: "Tiếp nhận bản thảo" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Quy trình tiếp nhận" })).toBeVisible();
  await expect(page.getByText("Giáo trình", { exact: true })).toBeVisible();
  await expect(page.getByText(/PDF, DOCX, ODT, ZIP.*50 MB/)).toBeVisible();
  await page.getByRole("link", { name: "Tạo bản thảo" }).click();
  await expect(page).toHaveURL(/\/dang-nhap\?redirectTo=(%2F|\/)tao-ban-thao/);
  await logIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/tao-ban-thao$/);
});

test("the demo author follows their drafts, reads the editor's request and downloads v1", async ({ page }) => {
  await page.goto("/dang-nhap?redirectTo=/tiep-nhan-ban-thao");
  await logIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/tiep-nhan-ban-thao$/);
  const mine = page.getByRole("region", { name: "Bản thảo của tôi" });
  // Five seeded drafts, plus those drafts.spec.ts creates for the same author in this run.
  await expect(mine.getByRole("listitem").nth(4)).toBeVisible();
  // ADR 0007/0015: the author's list — document or single-fetch data — is never stored by a shared cache.
  for (const url of ["/tiep-nhan-ban-thao", "/tiep-nhan-ban-thao.data"]) {
    const res = await page.request.get(url);
    expect([res.headers()["cache-control"], res.headers()["vary"]], url).toEqual(["private, no-store", expect.stringMatching(/Cookie/)]);
  }
  for (const label of ["Đã tiếp nhận", "Đang thẩm định", "Cần chỉnh sửa", "Được chấp nhận", "Không được chấp nhận"]) {
    await expect(mine.getByText(label, { exact: true }).first()).toBeVisible();
  }
  const revision = DRAFT_SEED_FACTS.revisionDraftId;
  await mine.locator(`a[href="/chi-tiet-ban-thao/${revision}"]`).click();
  await expect(page.getByRole("heading", { name: "Trạng thái: Cần chỉnh sửa" })).toBeVisible();
  await expect(page.getByText("Biên tập viên yêu cầu:")).toBeVisible();
  await expect(page.getByRole("region", { name: "Lịch sử xử lý" }).getByText("Biên tập viên").first()).toBeVisible();
  await expect(page.getByLabel("Tệp bản thảo mới")).toBeVisible();
  await expect(page.getByRole("button", { name: "Tải lên phiên bản mới" })).toBeVisible();
  const download = page.getByRole("link", { name: "Tải về phiên bản 1" });
  const href = await download.getAttribute("href");
  expect(href).toBe(`/chi-tiet-ban-thao/${revision}/tep/${DRAFT_SEED_FACTS.revisionFileId}`);
  const res = await page.request.get(href ?? "");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-disposition"]).toMatch(/^attachment/);
  expect(res.headers()["x-content-type-options"]).toBe("nosniff");
  expect(res.headers()["cache-control"]).toContain("no-store");
  expect((await res.body()).subarray(0, 4).toString("latin1")).toBe("%PDF");
});

test("another author's draft is the 404 page", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, "bt");
  await registerAndActivate(page, { email, name: "Phạm Văn Nam", phone: `09${String(Date.now()).slice(-8)}`, password: PASSWORD });
  await page.goto("/dang-nhap");
  await logIn(page, email, PASSWORD);
  await expect(page).not.toHaveURL(/\/dang-nhap/); // signed in before the next navigation
  const res = await page.goto(`/chi-tiet-ban-thao/${DRAFT_SEED_FACTS.revisionDraftId}`);
  expect(res?.status()).toBe(404);
  const file = await page.request.get(`/chi-tiet-ban-thao/${DRAFT_SEED_FACTS.revisionDraftId}/tep/${DRAFT_SEED_FACTS.revisionFileId}`);
  expect(file.status()).toBe(404);
});
