/**
 * Completion, certificates, numerical answers and review options (ADR 0028; docs/ui-contract.md
 * "Certificates"), with JavaScript on and off. A fresh learner owning course 14 (its rule: lesson 146
 * and the exam passed at 50 %, server/seed/examinations.ts CERTIFICATE_SEED_FACTS):
 * - does the numerical exercise: "9,8" (decimal comma, within ± 0,05) is right, "61" (outside ± 0,5)
 *   wrong, "19.6 m" (decimal point, unit) right; the review shows the keys with their units;
 * - marks the lesson done and passes the timed exam: its review says Đúng but shows no right answer
 *   before the exam closes;
 * - finds the certificate under "Chứng chỉ của tôi", downloads the PDF, and its "Trang xác thực"
 *   opened in a fresh browser context (no account) says "Hợp lệ"; a tampered code is a 404 that says so.
 */
import type { Page } from "@playwright/test";
import { CERTIFICATE_SEED_FACTS as F } from "../../server/seed/examinations";
import { registerAndLogIn } from "./account-purchase";
import { grantCourse } from "./learners";
import { expect, expectToast, test, uniqueEmail } from "./support";

const question = (page: Page, n: number) => page.getByRole("region", { name: `Câu ${n}`, exact: true });

test("a learner completes the short course, downloads the certificate, and anyone can verify it", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = uniqueEmail(testInfo, "chung-chi");
  await registerAndLogIn(page, { email, name: "Trần Minh Khoa", phone: `09${String(Date.now()).slice(-8)}` });
  grantCourse(email, F.courseId);

  // The numerical exercise: a decimal comma, a value outside the tolerance, a decimal point with the unit.
  await page.goto(`/bai-tap/${F.numericalExerciseId}`);
  const form = page.locator("#exam-form");
  await expect(form.locator("#cau-1")).toContainText("Nhập một số, dùng dấu phẩy hoặc dấu chấm thập phân");
  await form.locator("#cau-1").getByLabel("Câu trả lời của bạn (m/s²)").fill("9,8");
  await form.locator("#cau-2").getByLabel("Câu trả lời của bạn (km/h)").fill("61");
  await form.locator("#cau-3").getByLabel("Câu trả lời của bạn (m)").fill("19.6 m");
  await page.getByRole("button", { name: "Nộp bài" }).click();
  await expect(page).toHaveURL(/\/bai-tap-cua-toi\/\d+$/);
  await expectToast(page, /^Đã nộp bài$/);
  await expect(page.getByText("Điểm: 2/3")).toBeVisible();
  await expect(question(page, 1).getByText("Đúng", { exact: true })).toBeVisible();
  await expect(question(page, 1).getByText("9,8", { exact: true })).toBeVisible();
  await expect(question(page, 2).getByText("Sai", { exact: true })).toBeVisible();
  await expect(question(page, 2)).toContainText("Đáp án đúng: 60 km/h (sai số cho phép ± 0,5 km/h)");
  await expect(question(page, 3).getByText("Đúng", { exact: true })).toBeVisible();

  // No certificate yet.
  await page.goto("/tai-khoan/chung-chi");
  await expect(page.getByRole("heading", { level: 1, name: "Chứng chỉ của tôi" })).toBeVisible();
  await expect(page.getByText("Bạn chưa có chứng chỉ nào.")).toBeVisible();

  // The rule's lesson, then the timed exam, all right.
  await page.goto(`/bai-hoc/${F.ruleLessonIds[0]}`);
  await page.getByRole("button", { name: "Đánh dấu đã học" }).click();
  await expect(page.getByRole("button", { name: "Bỏ đánh dấu đã học" })).toBeVisible();
  await page.goto(`/bai-kiem-tra/${F.examId}`);
  await page.getByRole("button", { name: "Bắt đầu làm bài" }).click();
  const exam = page.locator("#exam-form");
  const a = F.examAnswers;
  await exam.locator("#cau-1").getByRole("radio", { name: a.singleCorrect, exact: true }).check();
  await exam.locator("#cau-2").getByLabel("Câu trả lời của bạn").fill(a.short);
  for (const option of a.multipleCorrect) await exam.locator("#cau-3").getByRole("checkbox", { name: option, exact: true }).check();
  await exam.locator("#cau-4").getByLabel(`Câu trả lời của bạn (${a.numerical.unit})`).fill(a.numerical.right);
  await page.getByRole("button", { name: "Nộp bài" }).click();
  await expect(page).toHaveURL(/\/bai-kiem-tra-cua-toi\/\d+$/);
  await expect(page.getByText("Điểm: 6/6")).toBeVisible();
  for (const n of [1, 2, 3, 4]) await expect(question(page, n).getByText("Đúng", { exact: true })).toBeVisible();
  // A timed exam shows no right answer (nor the worked solution) before it closes.
  await expect(page.getByText("Đáp án đúng và lời giải sẽ được công bố sau khi bài kiểm tra đóng")).toBeVisible();
  await expect(page.getByRole("main").getByText("Đáp án đúng", { exact: false })).toHaveCount(1);
  await expect(page.getByText("Lời giải", { exact: true })).toHaveCount(0);

  // The certificate: listed, its PDF downloads, its verification page is public.
  await page.goto("/tai-khoan/chung-chi");
  const item = page.getByRole("listitem").filter({ hasText: "Vật lý" });
  await expect(item).toHaveCount(1);
  await expect(item.getByText("Hợp lệ", { exact: true })).toBeVisible();
  const pdfLink = item.getByRole("link", { name: "Tải chứng chỉ" });
  const pdfHref = await pdfLink.getAttribute("href");
  const pdf = await page.request.get(pdfHref!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(pdf.headers()["content-disposition"]).toMatch(/^attachment; filename="chung-chi-[0-9A-Z]{16}\.pdf"$/);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  const verifyHref = (await item.getByRole("link", { name: "Trang xác thực" }).getAttribute("href"))!;
  const code = verifyHref.split("/").pop()!;
  expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);

  const stranger = await browser.newContext({ baseURL });
  const other = await stranger.newPage();
  await other.goto(verifyHref);
  await expect(other.getByRole("heading", { level: 1, name: "Xác thực chứng chỉ" })).toBeVisible();
  await expect(other.getByText("Hợp lệ", { exact: true })).toBeVisible();
  await expect(other.getByText("Trần Minh Khoa", { exact: true })).toBeVisible();
  await expect(other.getByRole("main")).not.toContainText(email);
  // The PDF is the owner's only.
  const guestPdf = (await other.request.get(pdfHref!, { maxRedirects: 0 })).status();
  expect(guestPdf >= 300 && guestPdf < 400, `a guest asking for the PDF: ${guestPdf}`).toBe(true);

  // A tampered code: a 404 page that says so.
  const tampered = code.slice(0, -1) + (code.endsWith("0") ? "1" : "0");
  const res = await other.goto(`/xac-thuc-chung-chi/${tampered}`);
  expect(res?.status()).toBe(404);
  await expect(other.getByRole("heading", { level: 1, name: "Xác thực chứng chỉ" })).toBeVisible();
  await expect(other.getByText("Không tìm thấy chứng chỉ với mã này.", { exact: false })).toBeVisible();
  await stranger.close();
});
