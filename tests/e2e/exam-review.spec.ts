/**
 * Reviews of attempts and the exam's clock (ADR 0014; docs/ui-contract.md "Exercises and
 * exams — reviews"), with JavaScript on and off:
 * - the demo customer opens the review of their seeded attempt (server/seed/examinations.ts
 *   DEMO_ATTEMPT_FACTS): score, `Sai` with `Đáp án đúng`, `Chờ chấm` on the essay, the history, `Làm lại`;
 *   the mobile review has no banner or footer and its links stay mobile; the aliases answer 301;
 *   another account opening that attempt gets the 404 page;
 * - a fresh owner of course 1 starts exam 5, answers two questions and saves, closes the page and finds
 *   the same attempt with its answers in a new one; the clock is then moved past the deadline (and its
 *   15 s grace) in the database, two more answers are typed and `Nộp bài` pressed: the review says the
 *   time was up and graded only the two saved answers.
 */
import type { Page } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../../server/seed/accounts";
import { DEMO_ATTEMPT_FACTS, EXAM_SEED_FACTS } from "../../server/seed/examinations";
import { checkPageLayout, registerAndLogIn } from "./account-purchase";
import { grantCourse, moveAttemptIntoPast } from "./learners";
import { expect, expectToast, test, uniqueEmail } from "./support";

const ATTEMPT = DEMO_ATTEMPT_FACTS.attemptId;
const EXERCISE = EXAM_SEED_FACTS.exerciseId;
const EXAM = EXAM_SEED_FACTS.examId;

async function logIn(page: Page, account: { email: string; password: string }) {
  await page.goto("/dang-nhap");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Mật khẩu", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Đăng nhập", exact: true }).click();
  await expect(page).not.toHaveURL(/\/dang-nhap/);
}

const question = (page: Page, n: number) => page.getByRole("region", { name: `Câu ${n}`, exact: true });

test("the demo customer reviews their graded exercise; no one else can", async ({ page, browser, javaScriptEnabled, baseURL }) => {
  // A guest is sent to log in and comes back to the review.
  await page.goto(`/bai-tap-cua-toi/${ATTEMPT}`);
  await expect(page).toHaveURL(new RegExp(`/dang-nhap\\?redirectTo=${encodeURIComponent(`/bai-tap-cua-toi/${ATTEMPT}`)}$`));
  await page.getByLabel("Email").fill(DEMO_ACCOUNTS.customer.email);
  await page.getByLabel("Mật khẩu", { exact: true }).fill(DEMO_ACCOUNTS.customer.password);
  await page.getByRole("button", { name: "Đăng nhập", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/bai-tap-cua-toi/${ATTEMPT}$`));

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bài tập: Giới hạn của dãy số");
  await expect(page.getByText(`Điểm: ${DEMO_ATTEMPT_FACTS.score}/${DEMO_ATTEMPT_FACTS.maxScore}`)).toBeVisible();
  await expect(page.getByText("1 câu tự luận chờ chấm")).toBeVisible();
  await expect(page.getByText(/^Lần 1 · Đã nộp lúc \d\d:\d\d \d\d\/\d\d\/\d{4}$/)).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Đường dẫn" }).getByRole("link").first()).toHaveAttribute("href", "/khoa-hoc/1");

  const wrong = question(page, DEMO_ATTEMPT_FACTS.wrongNumber);
  await expect(wrong.getByText("Sai", { exact: true })).toBeVisible();
  await expect(wrong.getByText(`Bạn chọn: ${DEMO_ATTEMPT_FACTS.wrongAnswer}`)).toBeVisible();
  const right = wrong.getByRole("listitem").filter({ hasText: "Đáp án đúng" });
  await expect(right).toHaveCount(1);
  await expect(right).toContainText(DEMO_ATTEMPT_FACTS.wrongCorrectAnswer);
  await expect(question(page, 1).getByText("Đúng", { exact: true })).toBeVisible();
  await expect(question(page, 4).getByText("Đáp án đúng: e")).toBeVisible();
  const essay = question(page, DEMO_ATTEMPT_FACTS.essayNumber);
  await expect(essay.getByText("Chờ chấm", { exact: true })).toBeVisible();
  await expect(essay.getByText("Gợi ý đáp án")).toBeVisible();

  const history = page.getByRole("region", { name: "Lịch sử làm bài" });
  await expect(history.getByRole("link", { name: "Lần 1 (đang xem)" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: "Làm lại", exact: true })).toHaveAttribute("href", `/bai-tap/${EXERCISE}`);
  const response = await page.reload();
  expect(response?.headers()["cache-control"]).toContain("no-store");
  expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
  await checkPageLayout(page, javaScriptEnabled);

  // The mobile view: no header or footer, links stay in the mobile views.
  await page.goto(`/mobile/myExercise/${ATTEMPT}`);
  await expect(page.getByText(`Điểm: ${DEMO_ATTEMPT_FACTS.score}/${DEMO_ATTEMPT_FACTS.maxScore}`)).toBeVisible();
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Làm lại", exact: true })).toHaveAttribute("href", `/mobile/exercise/${EXERCISE}`);
  await expect(page.getByRole("link", { name: "Lần 1 (đang xem)" })).toHaveAttribute("href", `/mobile/myExercise/${ATTEMPT}`);
  // The exam family's path for an exercise's attempt leads to the exercise review.
  await page.goto(`/bai-kiem-tra-cua-toi/${ATTEMPT}`);
  await expect(page).toHaveURL(new RegExp(`/bai-tap-cua-toi/${ATTEMPT}$`));

  // The aliases: 301 with the query kept.
  for (const [from, to] of [
    [`/myexercise/${ATTEMPT}?ref=app`, `/bai-tap-cua-toi/${ATTEMPT}?ref=app`],
    [`/myexam/${ATTEMPT}`, `/bai-kiem-tra-cua-toi/${ATTEMPT}`],
    [`/exercise/${EXERCISE}?a=1`, `/bai-tap/${EXERCISE}?a=1`],
    [`/exam/${EXAM}`, `/bai-kiem-tra/${EXAM}`],
  ] as const) {
    const alias = await page.request.get(from, { maxRedirects: 0 });
    expect(alias.status(), from).toBe(301);
    expect(alias.headers().location, from).toBe(to);
  }

  // Another learner: the 404 page, nothing of the attempt.
  const other = await browser.newContext({ baseURL, javaScriptEnabled });
  const otherPage = await other.newPage();
  await logIn(otherPage, DEMO_ACCOUNTS.collaborator);
  const denied = await otherPage.goto(`/bai-tap-cua-toi/${ATTEMPT}`);
  expect(denied?.status()).toBe(404);
  await expect(otherPage.getByRole("heading", { level: 1 })).toHaveText("Không tìm thấy trang");
  await expect(otherPage.getByText("Điểm:")).toHaveCount(0);
  await other.close();
});

test("an exam resumes after the page is closed and, past its deadline, is graded with the answers saved in time", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = uniqueEmail(testInfo, "kiemtra");
  await registerAndLogIn(page, { email, name: "Lê Thu Hà", phone: `09${String(Date.now()).slice(-8)}` });
  grantCourse(email, EXAM_SEED_FACTS.courseId);

  await page.goto(`/bai-kiem-tra/${EXAM}`);
  await page.getByRole("button", { name: "Bắt đầu làm bài" }).click();
  const form = page.locator("#exam-form");
  await expect(form).toBeVisible();
  const attemptId = Number(await form.locator('input[name="attemptId"]').inputValue());
  expect(attemptId).toBeGreaterThan(0);
  await form.locator("#cau-1").getByRole("radio", { name: "3", exact: true }).check();
  await form.locator("#cau-3").getByLabel("Câu trả lời của bạn").fill("1/2");
  await form.getByRole("button", { name: "Lưu bài" }).click();
  await expectToast(page, "Đã lưu bài làm");

  // Closed and opened again in a new page: the same attempt with its answers.
  const context = page.context();
  await page.close();
  const again = await context.newPage();
  await again.goto(`/bai-kiem-tra/${EXAM}`);
  const resumed = again.locator("#exam-form");
  await expect(resumed.locator('input[name="attemptId"]')).toHaveValue(String(attemptId));
  await expect(resumed.locator("#cau-1").getByRole("radio", { name: "3", exact: true })).toBeChecked();
  await expect(resumed.locator("#cau-3").getByLabel("Câu trả lời của bạn")).toHaveValue("1/2");

  // The clock moves on: 21 minutes later the 20-minute exam is past its deadline and the 15 s grace.
  moveAttemptIntoPast(attemptId, 21 * 60_000);
  await resumed.locator("#cau-2").getByRole("checkbox", { name: "f(x) = eˣ" }).check();
  await resumed.locator("#cau-4").getByLabel("Bài làm của bạn").fill("Bài làm nộp muộn, không được tính.");
  await resumed.getByRole("button", { name: "Nộp bài" }).click();

  await expect(again).toHaveURL(new RegExp(`/bai-kiem-tra-cua-toi/${attemptId}$`));
  await expect(again.getByText("Hết giờ — chấm với các câu đã lưu")).toBeVisible();
  await expect(again.getByText("Điểm: 3/7")).toBeVisible();
  await expect(question(again, 1).getByText("Đúng", { exact: true })).toBeVisible();
  await expect(question(again, 3).getByText("Đúng", { exact: true })).toBeVisible();
  await expect(question(again, 3).getByText("1/2", { exact: true })).toBeVisible();
  await expect(question(again, 2).getByText("Chưa trả lời", { exact: true })).toBeVisible();
  await expect(question(again, 4).getByText("Chưa trả lời", { exact: true })).toBeVisible();
  await expect(again.getByText("Bài làm nộp muộn")).toHaveCount(0);
  await expect(again.getByRole("link", { name: "Làm lại bài kiểm tra" })).toHaveAttribute("href", `/bai-kiem-tra/${EXAM}`);
  await expect(again.getByText("Còn 2 lượt")).toBeVisible();
});
