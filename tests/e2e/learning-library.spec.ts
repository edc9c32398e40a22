/**
 * The public course library (spec §2 /thu-vien, /thu-vien/khoa-hoc/{id},
 * /thu-vien/bai-hoc/{id}, /mobile/course/{id}, /mobile/lesson/{id}; ADR 0013) with JavaScript on and
 * off: a guest opens a course from the list and from a product page, reads its outline, watches a
 * free preview lesson (a video with controls and Vietnamese captions whose source answers a Range
 * request with 206), walks to the next lesson, meets a locked lesson, filters the list by category,
 * opens the chrome-less mobile views, and bad ids answer the 404 page. Lesson pages list
 * their exercises (`Bài tập`), course pages their exams (`Bài kiểm tra`), mobile views linking to mobile views.
 */
import { CONTENT_FACTS } from "../../server/seed/content";
import { COURSE_SEED_FACTS } from "../../server/seed/courses";
import { EXAM_SEED_FACTS } from "../../server/seed/examinations";
import { expect, test } from "./support";

const f = COURSE_SEED_FACTS;

test("a guest opens a course from the library and sees its outline", async ({ page }) => {
  await page.goto("/thu-vien");
  const first = page.getByRole("main").getByRole("article").first();
  const title = (await first.getByRole("heading", { level: 2 }).textContent())!.trim();
  await first.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(/\/thu-vien\/khoa-hoc\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  const outline = page.getByRole("region", { name: "Nội dung khóa học" });
  await expect(outline.getByRole("heading", { level: 3 }).first()).toHaveText(/^Chương 1\. /);
  await expect(outline.getByText("Học thử").first()).toBeVisible();
  // Course JSON-LD, parsed as a search engine would.
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(ld).toMatchObject({ "@type": "Course", name: title, provider: { "@type": "Organization", name: "Nhà xuất bản Đại học" } });
});

test("a guest opens a course from a product page's “Khóa học đi kèm”", async ({ page }) => {
  await page.goto(`/san-pham/${CONTENT_FACTS.productWithCoursesId}`);
  const courses = page.getByRole("region", { name: "Khóa học đi kèm" });
  const heading = courses.getByRole("heading", { level: 3 }).first();
  const title = (await heading.textContent())!.trim();
  await heading.getByRole("link").click();
  await expect(page).toHaveURL(/\/thu-vien\/khoa-hoc\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  // The course page leads back to a book that sells it.
  await expect(page.getByRole("link", { name: /^Mua khóa học/ })).toHaveAttribute("href", /^\/san-pham\/\d+$/);
});

test("course 1: its lesson count is its lessons, locked lessons say so and open their public page, the buy link shows the price; an unsold course says so", async ({
  page,
}) => {
  await page.goto(`/thu-vien/khoa-hoc/${f.courseId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Giải tích 1 – Bài giảng video");
  const main = page.getByRole("main");
  await expect(main).toContainText("Toán học");
  const outline = page.getByRole("region", { name: "Nội dung khóa học" });
  // Only lessons are links in the outline; the innermost list item is the lesson's row.
  const links = outline.getByRole("link");
  const lessonCount = await links.count();
  expect(lessonCount).toBe(f.courseLessonsCount);
  await expect(main).toContainText(new RegExp(`${lessonCount} bài học · `));
  await expect(main).not.toContainText("42 bài giảng");
  await expect(links.nth(0)).toHaveAttribute("href", `/thu-vien/bai-hoc/${f.previewLessonId}`);
  await expect(links.nth(2)).toHaveAttribute("href", `/thu-vien/bai-hoc/${f.lockedLessonId}`);
  const row = (href: string) =>
    outline
      .getByRole("listitem")
      .filter({ has: page.locator(`a[href="${href}"]`) })
      .last();
  await expect(row(`/thu-vien/bai-hoc/${f.previewLessonId}`)).toContainText("Học thử");
  await expect(row(`/thu-vien/bai-hoc/${f.previewLessonId}`)).not.toContainText("Cần mua khóa học");
  await expect(row(`/thu-vien/bai-hoc/${f.lockedLessonId}`)).not.toContainText("Học thử");
  await expect(row(`/thu-vien/bai-hoc/${f.lockedLessonId}`)).toContainText("Cần mua khóa học");
  // A video lesson lasts as long as its clip (0:08), the duration the outline lists.
  await expect(row(`/thu-vien/bai-hoc/${f.previewLessonId}`)).toContainText("0:08");
  const buy = page.getByRole("link", { name: /^Mua khóa học – kèm sách / });
  await expect(buy).toHaveAttribute("href", /^\/san-pham\/\d+$/);
  await expect(buy).toHaveText(/\d{1,3}(\.\d{3})+\s?₫$/);
  await expect(page.getByRole("button", { name: "Thêm vào giỏ hàng" })).toBeVisible();

  await page.goto(`/thu-vien/khoa-hoc/${CONTENT_FACTS.unsoldCourseId}`);
  await expect(page.getByRole("link", { name: /^Mua khóa học/ })).toHaveCount(0);
  await expect(page.getByRole("main")).toContainText("chưa được bán kèm sách nào");
});

test("a preview lesson plays with captions, its source answers Range requests, and Bài tiếp theo leads on", async ({ page }) => {
  await page.goto(`/thu-vien/khoa-hoc/${f.courseId}`);
  await page.getByRole("region", { name: "Nội dung khóa học" }).getByRole("link").first().click();
  await expect(page).toHaveURL(new RegExp(`/thu-vien/bai-hoc/${f.previewLessonId}$`));
  const video = page.locator("video");
  await expect(video).toHaveCount(1);
  await expect(video).toHaveAttribute("controls", "");
  const track = video.locator("track");
  await expect(track).toHaveAttribute("kind", "captions");
  await expect(track).toHaveAttribute("srclang", "vi");
  // MP4 (H.264) first — older iPhones play no WebM —, then WebM.
  await expect(video.locator("source")).toHaveCount(2);
  await expect(video.locator("source").nth(0)).toHaveAttribute("type", "video/mp4");
  await expect(video.locator("source").nth(1)).toHaveAttribute("type", "video/webm");
  const src = (await video.locator("source").first().getAttribute("src"))!;
  expect(src).toMatch(/^\/media\/video\/.+\.mp4$/);
  const ranged = await page.request.get(src, { headers: { Range: "bytes=0-1023" } });
  expect(ranged.status(), "the video source answers a Range request (the /media proxy passes Range through)").toBe(206);
  expect((await ranged.body()).length).toBe(1024);
  const captions = await page.request.get((await track.getAttribute("src"))!);
  expect(captions.status()).toBe(200);
  expect(await captions.text()).toMatch(/^WEBVTT/);
  // The lesson body is there, sanitized, and the outline marks this lesson.
  await expect(page.getByRole("heading", { name: "Mục tiêu bài học" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Nội dung khóa học" }).locator('[aria-current="page"]')).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Bài trước" })).toHaveCount(0);

  await page.getByRole("link", { name: "Bài tiếp theo" }).click();
  await expect(page).toHaveURL(new RegExp(`/thu-vien/bai-hoc/${f.secondPreviewLessonId}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Bài 2\. /);
  await expect(page.getByRole("link", { name: "Bài trước" })).toHaveAttribute("href", `/thu-vien/bai-hoc/${f.previewLessonId}`);
  // The next lesson is locked: the link still leads to its public page, which explains.
  await page.getByRole("link", { name: "Bài tiếp theo" }).click();
  await expect(page).toHaveURL(new RegExp(`/thu-vien/bai-hoc/${f.lockedLessonId}$`));
  await expect(page.getByRole("heading", { name: "Cần mua khóa học" })).toBeVisible();
  await expect(page.locator("video")).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^Mua khóa học/ })).toHaveAttribute("href", /^\/san-pham\/\d+$/);
  await expect(page.getByRole("link", { name: "Vào học" })).toHaveAttribute("href", `/bai-hoc/${f.lockedLessonId}`);
  await expect(page.getByRole("main")).toContainText("Chương 1. ");
});

test("a guest's click on a locked lesson shows why, the price and a buy button that puts the course's book in the cart", async ({
  page,
}) => {
  await page.goto(`/thu-vien/khoa-hoc/${f.courseId}`);
  await page.getByRole("region", { name: "Nội dung khóa học" }).getByRole("link").nth(2).click();
  await expect(page).toHaveURL(new RegExp(`/thu-vien/bai-hoc/${f.lockedLessonId}$`));
  const notice = page.getByRole("region", { name: "Cần mua khóa học" });
  await expect(notice).toContainText(/Giá khóa học \(kèm sách\): \d{1,3}(\.\d{3})+\s?₫/);
  await expect(notice.getByRole("link", { name: /^Mua khóa học – kèm sách .+ · \d/ })).toHaveAttribute("href", /^\/san-pham\/\d+$/);
  const book = (await notice.getByRole("link", { name: /^Mua khóa học/ }).textContent())!
    .replace(/^Mua khóa học – kèm sách /, "")
    .replace(/ · .*$/, "");
  await notice.getByRole("button", { name: "Thêm vào giỏ hàng" }).click();
  await expect(page).toHaveURL(/\/gio-hang$/);
  await expect(page.getByRole("main")).toContainText(book);
});

test("the category filter narrows the list and keeps the search and the paging", async ({ page }) => {
  await page.goto("/thu-vien");
  await page.getByLabel("Danh mục").selectOption("1");
  await page.getByRole("button", { name: "Lọc" }).click();
  await expect(page).toHaveURL(/\/thu-vien\?categoryId=1$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thư viện khóa học: Toán học");
  await expect(page).toHaveTitle(/Toán học/);
  const titles = page.getByRole("main").getByRole("article").getByRole("heading", { level: 2 });
  const count = await titles.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(CONTENT_FACTS.courseCount);
  await expect(titles.filter({ hasText: "Giải tích 1" })).toHaveCount(1);
  await expect(titles.filter({ hasText: "Python" })).toHaveCount(0);
  await expect(page.getByLabel("Danh mục")).toHaveValue("1");
  // A search inside the category keeps it, and the filter keeps the search.
  await page.getByLabel("Tìm trong thư viện").fill("dai so");
  await page.getByRole("button", { name: "Tìm khóa học" }).click();
  await expect(page).toHaveURL(/categoryId=1/);
  await expect(titles).toHaveCount(1);
  await page.getByLabel("Danh mục").selectOption("2");
  await page.getByRole("button", { name: "Lọc" }).click();
  await expect(page).toHaveURL(/searchContent=dai(\+|%20)so/);
  await expect(page.getByRole("main")).toContainText("Không tìm thấy khóa học phù hợp với “dai so” trong danh mục");
  // Paging keeps the filter (category 2 has more than 2 courses, so page 2 of pageSize 12 is empty but valid).
  const res = await page.goto("/thu-vien?categoryId=2&page=2");
  expect(res?.status()).toBe(200);
  await page.goto("/thu-vien?categoryId=abc");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thư viện khóa học");
});

test("the mobile views have no header or footer and keep their links in mobile views", async ({ page }) => {
  await page.goto(`/mobile/course/${f.courseId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Giải tích 1 – Bài giảng video");
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  const outline = page.getByRole("region", { name: "Nội dung khóa học" });
  await expect(outline.getByRole("link").first()).toHaveAttribute("href", `/mobile/lesson/${f.previewLessonId}`);
  await outline.getByRole("link").first().click();
  await expect(page).toHaveURL(new RegExp(`/mobile/lesson/${f.previewLessonId}$`));
  await expect(page.locator("video")).toHaveCount(1);
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Bài tiếp theo" })).toHaveAttribute("href", `/mobile/lesson/${f.secondPreviewLessonId}`);
  await expect(page.getByRole("link", { name: "Giải tích 1 – Bài giảng video" })).toHaveAttribute("href", `/mobile/course/${f.courseId}`);
});

test("lessons list their exercises and courses their exams, locked lessons too, mobile views linking to mobile pages", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled, "server-rendered lists of links: the run without JavaScript covers them");
  const e = EXAM_SEED_FACTS;
  await page.goto(`/thu-vien/bai-hoc/${e.previewLessonId}`);
  let exercises = page.getByRole("region", { name: "Bài tập" });
  await expect(exercises.getByRole("link", { name: "Bài tập: Làm quen với khóa học" })).toHaveAttribute(
    "href",
    `/bai-tap/${e.previewExerciseId}`,
  );
  await expect(exercises).toContainText("4 câu · 4 điểm");
  // A locked lesson still lists its exercise (titles are public; doing it needs the course); a retired question is not counted.
  await page.goto(`/thu-vien/bai-hoc/${f.lockedLessonId}`);
  exercises = page.getByRole("region", { name: "Bài tập" });
  await expect(exercises.getByRole("link", { name: "Bài tập: Giới hạn của hàm số" })).toHaveAttribute(
    "href",
    `/bai-tap/${e.lockedExerciseId}`,
  );
  await expect(exercises).toContainText("3 câu · 3 điểm");
  await page.goto(`/thu-vien/bai-hoc/${e.lessonWithoutExercisesId}`);
  await expect(page.getByRole("region", { name: "Bài tập" })).toHaveCount(0);

  await page.goto(`/thu-vien/khoa-hoc/${e.courseId}`);
  const exams = page.getByRole("region", { name: "Bài kiểm tra" });
  await expect(exams.getByRole("link", { name: "Kiểm tra giữa kỳ: Giới hạn và liên tục" })).toHaveAttribute(
    "href",
    `/bai-kiem-tra/${e.examId}`,
  );
  await expect(exams).toContainText("4 câu · 7 điểm · 20 phút · Tối đa 3 lần làm");

  await page.goto(`/mobile/lesson/${e.previewLessonId}`);
  await expect(page.getByRole("region", { name: "Bài tập" }).getByRole("link")).toHaveAttribute(
    "href",
    `/mobile/exercise/${e.previewExerciseId}`,
  );
  await page.goto(`/mobile/course/${e.courseId}`);
  await expect(page.getByRole("region", { name: "Bài kiểm tra" }).getByRole("link")).toHaveAttribute("href", `/mobile/exam/${e.examId}`);
});

test("unknown, negative, huge and text ids answer the 404 page", async ({ page }) => {
  for (const base of ["/thu-vien/khoa-hoc", "/thu-vien/bai-hoc", "/mobile/course", "/mobile/lesson"]) {
    for (const id of ["99999", "-1", "0", "99999999999", "abc", "1.5"]) {
      const res = await page.goto(`${base}/${id}`);
      expect(res?.status(), `${base}/${id}`).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Không tìm thấy trang");
    }
  }
});
