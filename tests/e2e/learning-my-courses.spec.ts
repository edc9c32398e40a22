/**
 * The learner's own courses (ADR 0013; docs/ui-contract.md "Learning — the learner's own
 * pages"), with JavaScript on and off: a guest opening a lesson is sent to log in and comes back to
 * it, where a customer who does not own the course reads why (403) with `Mua khóa học…`; a fresh
 * customer buys the book that sells course 1 through the VNPay sandbox, finds the course in
 * `Thư viện của tôi`, opens a lesson (video + Vietnamese captions), marks it done (toast, `Đã học 1/18
 * bài`, the `Đã học` badge), undoes it, and moves on with `Bài tiếp theo`; the demo customer (read
 * only: no lesson is opened) sees course 1 at 2/18. The lesson lists its exercise, the course
 * page its exam (mobile views link to mobile pages).
 */
import { DEMO_ACCOUNTS } from "../../server/seed/accounts";
import { EXAM_SEED_FACTS } from "../../server/seed/examinations";
import { LEARNER_SEED_FACTS } from "../../server/seed/user-courses";
import { buyBook, checkPageLayout, registerAndLogIn } from "./account-purchase";
import { expect, expectToast, test, uniqueEmail } from "./support";

const COURSE_TITLE = "Giải tích 1 – Bài giảng video";
const LOCKED_LESSON = 3;
const BOOK = LEARNER_SEED_FACTS.productId;
const EXAM_ID = EXAM_SEED_FACTS.examId;

/** Logs in on the login page the browser is on. */
async function logIn(page: import("@playwright/test").Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mật khẩu", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Đăng nhập", exact: true }).click();
}

test("a guest is sent to log in from a lesson and, not owning the course, is told where to buy it", async ({ page }) => {
  // From the public course page: a locked lesson opens its public page, whose `Vào học` leads owners to the learner's page.
  await page.goto("/thu-vien/khoa-hoc/1");
  await page.locator(`a[href="/thu-vien/bai-hoc/${LOCKED_LESSON}"]`).first().click();
  await expect(page.getByRole("heading", { name: "Cần mua khóa học" })).toBeVisible();
  await page.getByRole("link", { name: "Vào học" }).click();
  await expect(page).toHaveURL(new RegExp(`/dang-nhap\\?redirectTo=${encodeURIComponent(`/bai-hoc/${LOCKED_LESSON}`)}$`));
  await logIn(page, DEMO_ACCOUNTS.collaborator.email, DEMO_ACCOUNTS.collaborator.password);
  await expect(page).toHaveURL(new RegExp(`/bai-hoc/${LOCKED_LESSON}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bạn chưa mua khóa học này");
  await expect(page.getByRole("link", { name: /^Mua khóa học/ })).toHaveAttribute("href", `/san-pham/${BOOK}`);
  await expect(page.getByRole("link", { name: "Xem giới thiệu khóa học" })).toHaveAttribute("href", "/thu-vien/khoa-hoc/1");
  await expect(page.locator("video")).toHaveCount(0);
  const again = await page.goto(`/bai-hoc/${LOCKED_LESSON}`);
  expect(again?.status()).toBe(403);
  expect(again?.headers()["cache-control"]).toContain("no-store");

  // A free preview lesson also links to its public page; the course page says the same; mobile links stay mobile.
  await page.goto("/bai-hoc/1");
  await expect(page.getByRole("link", { name: "Xem bài học thử miễn phí" })).toHaveAttribute("href", "/thu-vien/bai-hoc/1");
  expect((await page.goto("/khoa-hoc/1"))?.status()).toBe(403);
  await expect(page.getByRole("link", { name: /^Mua khóa học/ })).toHaveAttribute("href", `/san-pham/${BOOK}`);
  await page.goto("/mobile/mycourse/lesson/1");
  await expect(page.getByRole("link", { name: "Xem bài học thử miễn phí" })).toHaveAttribute("href", "/mobile/lesson/1");
  expect((await page.goto("/bai-hoc/99999999"))?.status()).toBe(404);
  expect((await page.goto("/khoa-hoc/abc"))?.status()).toBe(404);

  // Marking a lesson of a course not owned: 403 with the Vietnamese message, never 500.
  const post = await page.request.post(`/bai-hoc/${LOCKED_LESSON}`, {
    form: { intent: "complete" },
    headers: { origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(post.status()).toBe(403);
  expect(await post.text()).toContain("Bạn chưa mua khóa học này");
});

test("a customer buys the book of a course, studies a lesson and marks it done", async ({ page, javaScriptEnabled }, testInfo) => {
  test.setTimeout(180_000);
  const phone = `09${String(Date.now()).slice(-8)}`;
  await registerAndLogIn(page, { email: uniqueEmail(testInfo, "hocvien"), name: "Trần Minh Khoa", phone });

  await page.goto("/tai-khoan/thu-vien-cua-toi");
  const mine = page.getByRole("region", { name: "Khóa học của tôi" });
  await expect(mine.getByText("Bạn chưa có khóa học nào.")).toBeVisible();
  await expect(mine.getByRole("link", { name: "Khám phá thư viện khóa học" })).toHaveAttribute("href", "/thu-vien");

  await buyBook(page, javaScriptEnabled, BOOK);

  await page.goto("/tai-khoan/thu-vien-cua-toi?trangKhoaHoc=abc");
  await expect(mine.getByText("Đã học 0/18 bài")).toBeVisible();
  await expect(mine.getByRole("link", { name: `Tiếp tục học: ${COURSE_TITLE}` })).toHaveAttribute("href", "/khoa-hoc/1");
  await mine.getByRole("link", { name: COURSE_TITLE, exact: true }).click();

  await expect(page).toHaveURL(/\/khoa-hoc\/1$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(COURSE_TITLE);
  await expect(page.getByText("Đã học 0/18 bài")).toBeVisible();
  await expect(page.getByRole("progressbar", { name: `Tiến độ học khóa ${COURSE_TITLE}` })).toBeVisible();
  await expect(page.getByRole("link", { name: "Tiếp tục học" })).toHaveAttribute("href", "/bai-hoc/1");
  await checkPageLayout(page, javaScriptEnabled);
  await page.getByRole("link", { name: "Giới hạn của hàm số", exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/bai-hoc/${LOCKED_LESSON}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Giới hạn của hàm số");
  const video = page.locator("video");
  await expect(video).toHaveAttribute("controls", "");
  await expect(video.locator("source").nth(0)).toHaveAttribute("src", "/media/video/bai-giang-mau.mp4");
  await expect(video.locator("source").nth(1)).toHaveAttribute("src", "/media/video/bai-giang-mau.webm");
  await expect(video.locator('track[kind="captions"]')).toHaveAttribute("srclang", "vi");
  const captions = await page.request.get((await video.locator("track").getAttribute("src"))!);
  expect(captions.status()).toBe(200);
  expect(await captions.text()).toMatch(/^WEBVTT/);
  await expect(page.getByRole("region", { name: "Bài tập" }).getByRole("link", { name: "Bài tập: Giới hạn của hàm số" })).toHaveAttribute(
    "href",
    `/bai-tap/${LOCKED_LESSON}`,
  );
  await checkPageLayout(page, javaScriptEnabled);

  await page.getByRole("button", { name: "Đánh dấu đã học" }).click();
  await expectToast(page, "Đã đánh dấu bài học là đã học (1/18 bài)");
  await expect(page).toHaveURL(new RegExp(`/bai-hoc/${LOCKED_LESSON}$`));
  await expect(page.getByText("Đã học 1/18 bài")).toBeVisible();
  await expect(page.getByRole("button", { name: "Bỏ đánh dấu đã học" })).toBeVisible();
  const current = page.locator("li", { has: page.locator('[aria-current="page"]') });
  await expect(current.getByText("Đã học", { exact: true })).toBeVisible();

  // Undo and redo: the button follows the state.
  await page.getByRole("button", { name: "Bỏ đánh dấu đã học" }).click();
  await expect(page.getByRole("button", { name: "Đánh dấu đã học" })).toBeVisible();
  await expect(page.getByText("Đã học 0/18 bài")).toBeVisible();
  await page.getByRole("button", { name: "Đánh dấu đã học" }).click();
  await expect(page.getByText("Đã học 1/18 bài")).toBeVisible();

  await page.getByRole("link", { name: "Bài tiếp theo" }).click();
  await expect(page).toHaveURL(/\/bai-hoc\/4$/);
  await expect(page.getByRole("link", { name: "Bài trước" })).toHaveAttribute("href", `/bai-hoc/${LOCKED_LESSON}`);

  // The course page continues where the learner stopped; the mobile view keeps its links in mobile views.
  await page.goto("/khoa-hoc/1");
  await expect(page.getByText("Đã học 1/18 bài")).toBeVisible();
  await expect(page.getByRole("link", { name: "Tiếp tục học" })).toHaveAttribute("href", "/bai-hoc/4");
  await page.goto("/mobile/mycourse/1");
  await expect(page.getByRole("link", { name: "Tiếp tục học" })).toHaveAttribute("href", "/mobile/mycourse/lesson/4");
  await expect(page.getByRole("region", { name: "Bài kiểm tra" }).getByRole("link")).toHaveAttribute("href", `/mobile/exam/${EXAM_ID}`);
  await expect(page.getByRole("link", { name: "Giới hạn của hàm số", exact: true })).toHaveAttribute(
    "href",
    `/mobile/mycourse/lesson/${LOCKED_LESSON}`,
  );
});

test("the demo customer sees course 1 with two lessons done", async ({ page }) => {
  await page.goto("/dang-nhap");
  await logIn(page, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
  await expect(page).not.toHaveURL(/\/dang-nhap/);
  await page.goto("/tai-khoan/thu-vien-cua-toi");
  const mine = page.getByRole("region", { name: "Khóa học của tôi" });
  await expect(mine.getByRole("link", { name: COURSE_TITLE, exact: true })).toBeVisible();
  await expect(mine.getByText("Đã học 2/18 bài")).toBeVisible();
  // Read only: the course page, never a lesson (opening one records where the learner stopped).
  await page.goto("/khoa-hoc/1");
  await expect(page.getByText("Đã học 2/18 bài")).toBeVisible();
  await expect(page.getByRole("link", { name: "Tiếp tục học" })).toHaveAttribute("href", `/bai-hoc/${LEARNER_SEED_FACTS.lastLessonId}`);
  const outline = page.getByRole("region", { name: "Nội dung khóa học" });
  await expect(outline.getByText("Đã học", { exact: true })).toHaveCount(2);
  const exams = page.getByRole("region", { name: "Bài kiểm tra" });
  await expect(exams.getByRole("link", { name: "Kiểm tra giữa kỳ: Giới hạn và liên tục" })).toHaveAttribute(
    "href",
    `/bai-kiem-tra/${EXAM_ID}`,
  );
  await expect(exams).toContainText("20 phút · Tối đa 3 lần làm");
});
