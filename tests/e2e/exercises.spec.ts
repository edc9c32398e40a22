/**
 * The attempt pages (ADR 0014 "Pages"; docs/ui-contract.md "Learning — exercises and
 * exams"), with JavaScript on and off. Every test uses a fresh account (attempts persist per learner
 * and the two projects run in parallel: never the demo customer).
 *
 * - Exercise 2: answers four of five questions; saved (no-js `Lưu bài`, js autosave `Đã lưu lúc …`)
 *   and still there after a reload; `Nộp bài` with one left → (no-js) 400 naming `Câu 5` with a link,
 *   everything typed kept / (js) the button disabled with `Còn 1 câu chưa trả lời`; the last answer,
 *   then the submit lands on the review `/bai-tap-cua-toi/{attemptId}` with the score.
 * - Access and the exam: a guest is sent to log in; a fresh account does the preview exercise 1 but
 *   gets the buy explanation (403) on exercise 3 (lesson 3 is the first locked lesson: lessons 1–2 are
 *   free previews, so exercise 2 is open to every signed-in learner) and on exam 5; once it owns the
 *   course, exam 5's intro says the rules and `Bắt đầu làm bài` shows the deadline (and, with
 *   JavaScript, the ticking clock); the mobile view has no site chrome.
 */
import type { Page } from "@playwright/test";
import { EXAM_SEED_FACTS as F } from "../../server/seed/examinations";
import { checkPageLayout, registerAndLogIn } from "./account-purchase";
import { grantCourse } from "./learners";
import { expect, expectToast, test, uniqueEmail } from "./support";

const question = (page: Page, n: number) => page.getByRole("group", { name: new RegExp(`^Câu ${n} \\(`) });

/** Answers question `n` on the page: the first option, or a typed text. */
async function answer(page: Page, n: number, text: string) {
  const q = question(page, n);
  const radios = q.getByRole("radio");
  if (await radios.count()) return radios.first().check();
  const boxes = q.getByRole("checkbox");
  if (await boxes.count()) return boxes.first().check();
  await q.getByRole("textbox").fill(text);
}

async function freshLearner(page: Page, testInfo: { project: { name: string } }, tag: string) {
  const email = uniqueEmail(testInfo, tag);
  await registerAndLogIn(page, { email, name: "Học Viên Thử", phone: "0912345678" });
  return email;
}

test("exercise 2: saved answers survive a reload, an incomplete submit is refused, the complete one shows the review", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  const email = await freshLearner(page, testInfo, "bai-tap");
  grantCourse(email, F.courseId);
  await page.goto(`/bai-tap/${F.exerciseId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Bài tập: /);
  await expect(page.getByRole("navigation", { name: "Đường dẫn" }).getByRole("link").first()).toHaveAttribute(
    "href",
    `/khoa-hoc/${F.courseId}`,
  );
  await expect(page.locator("#exam-form fieldset")).toHaveCount(5);
  for (const n of [1, 2, 3, 4]) await answer(page, n, "e");
  const essay = question(page, 5).getByRole("textbox");
  await expect(question(page, 5)).toContainText("Tối đa 10.000 ký tự");
  await expect(essay).not.toHaveAttribute("maxlength", /.*/);

  if (javaScriptEnabled) {
    await expect(page.getByText(/^Đã lưu lúc \d\d:\d\d:\d\d$/)).toBeVisible({ timeout: 10_000 });
    const submit = page.getByRole("button", { name: "Nộp bài" });
    await expect(submit).toBeDisabled();
    await expect(page.locator("#submit-gate")).toContainText("Còn 1 câu chưa trả lời");
    await page.reload();
    await expect(question(page, 4).getByRole("textbox")).toHaveValue("e");
    await expect(question(page, 1).getByRole("radio").first()).toBeChecked();
    await expect(submit).toBeDisabled();
  } else {
    await page.getByRole("button", { name: "Lưu bài" }).click();
    await expect(page).toHaveURL(new RegExp(`/bai-tap/${F.exerciseId}$`));
    await expectToast(page, "Đã lưu bài làm");
    await page.reload();
    await expect(question(page, 4).getByRole("textbox")).toHaveValue("e");
    await expect(question(page, 1).getByRole("radio").first()).toBeChecked();
    // Without JavaScript the button is always there; the server names what is missing.
    await question(page, 4).getByRole("textbox").fill("e ");
    const response = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Nộp bài" }).click();
    expect((await response).status()).toBe(400);
    const summary = page.getByRole("alert").filter({ hasText: "Bạn chưa trả lời 1 câu:" });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole("link", { name: "Câu 5" })).toHaveAttribute("href", "#cau-5");
    await expect(question(page, 4).getByRole("textbox")).toHaveValue("e ");
    await expect(question(page, 3).getByRole("checkbox").first()).toBeChecked();
    await expect(question(page, 5)).toContainText("Bạn chưa trả lời câu này.");
  }

  await essay.fill("Với mọi ε > 0, chọn N > 1/ε; khi n > N thì |1/n − 0| < ε.");
  await page.getByRole("button", { name: "Nộp bài" }).click();
  await expect(page).toHaveURL(/\/bai-tap-cua-toi\/\d+$/);
  await expectToast(page, /^Đã nộp bài$/);
  await expect(page.getByRole("main")).toContainText(/Điểm: \d+\/\d+/);
});

test("access: guests log in, a fresh account does the preview exercise, is told to buy the rest, then starts the exam", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  await page.goto(`/bai-tap/${F.exerciseId}`);
  await expect(page).toHaveURL(new RegExp(`redirectTo=${encodeURIComponent(`/bai-tap/${F.exerciseId}`)}$`));

  const email = await freshLearner(page, testInfo, "bai-kiem-tra");
  await page.goto(`/bai-tap/${F.previewExerciseId}`);
  await expect(question(page, 1)).toBeVisible();
  await expect(page.getByRole("button", { name: "Lưu bài" })).toBeVisible();
  for (const path of [`/bai-tap/${F.lockedExerciseId}`, `/bai-kiem-tra/${F.examId}`]) {
    expect((await page.goto(path))?.status(), path).toBe(403);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bạn chưa mua khóa học này");
    await expect(page.getByRole("link", { name: /^Mua khóa học/ })).toHaveAttribute("href", /^\/san-pham\/\d+$/);
  }

  grantCourse(email, F.courseId);
  await page.goto(`/mobile/exam/${F.examId}`);
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("main")).toContainText("Đã dùng 0/3 lượt, còn 3 lượt");
  await expect(page.getByRole("main")).toContainText("20 phút");
  await checkPageLayout(page, javaScriptEnabled);
  await page.getByRole("button", { name: "Bắt đầu làm bài" }).click();
  await expect(page).toHaveURL(new RegExp(`/mobile/exam/${F.examId}$`));
  await expect(page.getByText(/^Hạn nộp: \d\d:\d\d, \d\d\/\d\d\/\d{4}$/)).toBeVisible();
  await expect(page.locator("time[datetime]")).toHaveCount(1);
  await expect(page.locator("#exam-form fieldset")).toHaveCount(4);
  await checkPageLayout(page, javaScriptEnabled);
  if (javaScriptEnabled) {
    const timer = page.getByRole("timer");
    await expect(timer).toHaveText(/^Còn (19|20):\d\d$/);
    const first = await timer.textContent();
    await expect(timer).not.toHaveText(first!, { timeout: 3_000 });
  }
});
