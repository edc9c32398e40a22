/**
 * Progress and resuming (issue 36; docs/ui-contract.md "Learning — the learner's own pages"), with
 * JavaScript on and off, and answers that survive a dropped connection (JavaScript only: without it
 * the browser keeps the page it cannot post).
 *
 * - A fresh learner owning course 1 marks lesson 1 done: the course page's chapter 1 says `Đã học
 *   1/n bài`; then opens lesson 3 on a second device (another browser context, its own login): on the
 *   first device `Tiếp tục học` (course page and `Thư viện của tôi`) leads to lesson 3.
 * - Exercise 2 (open to any signed-in learner): an answer changed offline says `Mất kết nối — …`, is
 *   kept on the device (keyed by the attempt), `Lưu bài` offline stays on the page and says it was not
 *   sent; back online the copy is sent (`Đã gửi lại câu trả lời`) and is on the server after a reload.
 *   A copy left on the device while the page was closed goes back into the form when it is opened again,
 *   and another attempt's copy is never used.
 */
import type { Browser, Page } from "@playwright/test";
import { COURSE_SEED_FACTS } from "../../server/seed/courses";
import { EXAM_SEED_FACTS as F } from "../../server/seed/examinations";
import { registerAndLogIn } from "./account-purchase";
import { grantCourse } from "./learners";
import { expect, expectToast, test, uniqueEmail } from "./support";

const COURSE = COURSE_SEED_FACTS.courseId;
const COURSE_TITLE = "Giải tích 1 – Bài giảng video";
const LESSON_ELSEWHERE = 3;
const question = (page: Page, n: number) => page.getByRole("group", { name: new RegExp(`^Câu ${n} \\(`) });

async function logInOn(page: Page, email: string) {
  await page.goto("/dang-nhap");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mật khẩu", { exact: true }).fill("MatKhau@123");
  await page.getByRole("button", { name: "Đăng nhập", exact: true }).click();
  await expect(page.getByText("Xin chào, Học Viên Mạng")).toBeVisible();
}

/** A second device: a fresh browser context with the same JavaScript setting, logged in as `email`. */
async function secondDevice(browser: Browser, javaScriptEnabled: boolean, baseURL: string | undefined, email: string) {
  const context = await browser.newContext({ javaScriptEnabled, baseURL });
  const page = await context.newPage();
  await logInOn(page, email);
  return { context, page };
}

test("progress per chapter, and `Tiếp tục học` resumes the lesson opened last on another device", async ({
  page,
  browser,
  javaScriptEnabled,
  baseURL,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "tien-do");
  await registerAndLogIn(page, { email, name: "Học Viên Mạng", phone: "0912345678" });
  grantCourse(email, COURSE);

  await page.goto(`/khoa-hoc/${COURSE}`);
  const firstChapter = page.locator("#outline-title ~ ol > li").first();
  await expect(firstChapter.getByText(/^Chương 1: Đã học 0\/\d+ bài$/)).toBeVisible();
  const total = Number((await firstChapter.getByText(/Đã học 0\//).textContent())!.match(/\/(\d+) bài/)![1]);
  await expect(page.getByRole("link", { name: "Tiếp tục học" })).toHaveAttribute("href", "/bai-hoc/1");

  await page.goto("/bai-hoc/1");
  await page.getByRole("button", { name: "Đánh dấu đã học" }).click();
  await expectToast(page, /^Đã đánh dấu bài học là đã học \(1\/18 bài\)$/);
  await page.goto(`/khoa-hoc/${COURSE}`);
  await expect(firstChapter.getByText(`Chương 1: Đã học 1/${total} bài`, { exact: true })).toBeVisible();
  await expect(
    page
      .locator("#outline-title ~ ol > li")
      .nth(1)
      .getByText(/^Chương 2: Đã học 0\/\d+ bài$/),
  ).toBeVisible();

  const phone = await secondDevice(browser, javaScriptEnabled, baseURL, email);
  await phone.page.goto(`/bai-hoc/${LESSON_ELSEWHERE}`);
  await expect(phone.page.getByRole("heading", { level: 1 })).toBeVisible();
  await phone.context.close();

  await page.goto(`/khoa-hoc/${COURSE}`);
  await page.getByRole("link", { name: "Tiếp tục học" }).click();
  await expect(page).toHaveURL(new RegExp(`/bai-hoc/${LESSON_ELSEWHERE}$`));
  await page.goto("/tai-khoan/thu-vien-cua-toi");
  await expect(page.getByRole("link", { name: `Tiếp tục học: ${COURSE_TITLE}` })).toHaveAttribute("href", `/bai-hoc/${LESSON_ELSEWHERE}`);
});

test.describe("a dropped connection (JavaScript)", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "without JavaScript the browser keeps the page it could not post");

  /** A fresh learner on exercise 2 with question 4 answered and saved on the server; returns the attempt id. */
  async function startExercise(page: Page, testInfo: Parameters<typeof uniqueEmail>[0], tag: string) {
    const email = uniqueEmail(testInfo, tag);
    await registerAndLogIn(page, { email, name: "Học Viên Mạng", phone: "0912345678" });
    await page.goto(`/bai-tap/${F.exerciseId}`);
    await question(page, 4).getByRole("textbox").fill("trực tuyến");
    await expect(page.getByText(/^Đã lưu lúc \d\d:\d\d:\d\d$/)).toBeVisible({ timeout: 10_000 });
    await page.reload();
    const id = Number(await page.locator('input[name="attemptId"]').inputValue());
    expect(id).toBeGreaterThan(0);
    return id;
  }

  test("answers changed offline are kept on the device and sent when the connection returns", async ({ page, context }, testInfo) => {
    const attemptId = await startExercise(page, testInfo, "mat-ket-noi");
    await context.setOffline(true);
    await question(page, 4).getByRole("textbox").fill("khi mất mạng");
    await question(page, 1).getByRole("radio").nth(1).check();
    await expect(page.getByRole("status").filter({ hasText: "Mất kết nối — câu trả lời được lưu trên máy này" })).toBeVisible();
    const stored = await page.evaluate((id) => localStorage.getItem(`bai-lam:${id}`), attemptId);
    expect(stored).toContain("khi mất mạng");

    await page.getByRole("button", { name: "Lưu bài" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Chưa lưu được bài: mất kết nối mạng." })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/bai-tap/${F.exerciseId}$`));
    await expect(question(page, 4).getByRole("textbox")).toHaveValue("khi mất mạng");

    await context.setOffline(false);
    await expect(page.getByRole("status").filter({ hasText: /^Đã gửi lại câu trả lời/ })).toBeVisible({ timeout: 10_000 });
    await expect.poll(() => page.evaluate((id) => localStorage.getItem(`bai-lam:${id}`), attemptId)).toBeNull();
    await page.reload();
    await expect(question(page, 4).getByRole("textbox")).toHaveValue("khi mất mạng");
    await expect(question(page, 1).getByRole("radio").nth(1)).toBeChecked();
  });

  test("a copy left on the device goes back into the form when the page is opened again; another attempt's never does", async ({
    page,
    context,
  }, testInfo) => {
    const attemptId = await startExercise(page, testInfo, "khoi-phuc");
    await page.evaluate(
      (other) => localStorage.setItem(`bai-lam:${other}`, JSON.stringify({ attemptId: other, base: null, entries: [["q-1", "x"]] })),
      attemptId + 100_000,
    );
    await context.setOffline(true);
    await question(page, 4).getByRole("textbox").fill("chỉ có trên máy");
    await expect(page.getByRole("status").filter({ hasText: "Mất kết nối" })).toBeVisible();
    await page.close();

    await context.setOffline(false);
    const again = await context.newPage();
    await again.goto(`/bai-tap/${F.exerciseId}`);
    await expect(question(again, 4).getByRole("textbox")).toHaveValue("chỉ có trên máy");
    await expect(again.getByRole("status").filter({ hasText: /^Đã gửi lại câu trả lời/ })).toBeVisible({ timeout: 10_000 });
    await again.reload();
    await expect(question(again, 4).getByRole("textbox")).toHaveValue("chỉ có trên máy");
    // The other attempt's copy was not applied (question 1 stays unanswered) and is left alone.
    await expect(question(again, 1).getByRole("radio").first()).not.toBeChecked();
    expect(await again.evaluate((other) => localStorage.getItem(`bai-lam:${other}`), attemptId + 100_000)).not.toBeNull();
  });
});
