/**
 * News and course search as a shopper uses it (ADR 0023), with JavaScript on and off: the list's own
 * search box (a GET form), the count ("N kết quả cho “…”") matching what is listed, the query kept in
 * the box, folded and toned queries finding the same, the scope links that carry the query to books,
 * courses and news with their counts, an empty result that points to where the query does find
 * something, and the book search offering matching courses and articles.
 */
import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./support";

/** The number at the start of "N kết quả cho “…”" in `text`. */
const countIn = (text: string) => Number(/(\d+) kết quả cho/.exec(text)?.[1] ?? NaN);

/** The scope links (`Tìm trong`) of the page. */
const scopes = (page: Page) => page.getByRole("navigation", { name: "Tìm trong" });

test("a news search from the news list counts what it lists and keeps the query", async ({ page }) => {
  await page.goto("/tin-sach");
  await hydrated(page);
  await page.getByLabel("Tìm trong tin tức").fill("giai tich");
  await page.getByRole("button", { name: "Tìm tin", exact: true }).click();
  await expect(page).toHaveURL(/\/tin-sach\?searchContent=giai(\+|%20)tich/);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(/^\d+ kết quả cho “giai tich”$/);
  const n = countIn(await heading.innerText());
  expect(n).toBeGreaterThan(0);
  const articles = page
    .getByRole("main")
    .getByRole("region", { name: /kết quả/ })
    .getByRole("heading", { level: 2 });
  await expect(articles).toHaveCount(Math.min(n, 10));
  await expect(page.getByLabel("Tìm trong tin tức")).toHaveValue("giai tich");
  await expect(scopes(page).getByRole("link", { name: `Tin tức (${n})` })).toHaveAttribute("aria-current", "page");

  // Typed with tones the same articles are found.
  await page.goto(`/tin-sach?searchContent=${encodeURIComponent("giải tích")}`);
  await expect(heading).toHaveText(`${n} kết quả cho “giải tích”`);

  // The scope link takes the query to the books.
  await scopes(page)
    .getByRole("link", { name: /^Sách \(\d+\)$/ })
    .click();
  await expect(page).toHaveURL(/\/san-pham\?searchContent=gi%E1%BA%A3i(\+|%20)t%C3%ADch/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("4 kết quả cho “giải tích”");
});

test("a course search counts its results, ranks the toned title first and keeps the query", async ({ page }) => {
  await page.goto("/thu-vien");
  await hydrated(page);
  await page.getByLabel("Tìm trong thư viện").fill("giải tích");
  await page.getByRole("button", { name: "Tìm khóa học" }).click();
  await expect(page).toHaveURL(/\/thu-vien\?searchContent=gi%E1%BA%A3i(\+|%20)t%C3%ADch/);
  const status = page.getByRole("status").filter({ hasText: "kết quả cho" });
  await expect(status).toHaveText("1 kết quả cho “giải tích”");
  const titles = page.getByRole("main").getByRole("article").getByRole("heading", { level: 2 });
  await expect(titles).toHaveText(["Giải tích 1 – Bài giảng video"]);
  await expect(page.getByLabel("Tìm trong thư viện")).toHaveValue("giải tích");
  await expect(scopes(page).getByRole("link", { name: "Khóa học (1)" })).toHaveAttribute("aria-current", "page");

  // Without tones: the same course.
  await page.goto("/thu-vien?searchContent=giai+tich");
  await expect(status).toHaveText("1 kết quả cho “giai tich”");
  await expect(titles).toHaveText(["Giải tích 1 – Bài giảng video"]);
});

test("an empty news search says so and points to the courses and books the query finds", async ({ page }) => {
  await page.goto("/tin-sach?searchContent=triet+hoc");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("0 kết quả cho “triet hoc”");
  const main = page.getByRole("main");
  await expect(main).toContainText("Không tìm thấy tin phù hợp với “triet hoc”.");
  await main.getByRole("link", { name: /^Xem 1 khóa học cho “triet hoc”$/ }).click();
  await expect(page).toHaveURL(/\/thu-vien\?searchContent=triet(\+|%20)hoc/);
  await expect(page.getByRole("main").getByRole("article").getByRole("heading", { level: 2 })).toHaveText([/^Triết học Mác/]);
});

test("the book search offers the matching courses and news with their counts", async ({ page }) => {
  await page.goto("/san-pham?searchContent=lap+trinh");
  const courses = page.getByRole("region", { name: /^Khóa học \(\d+\)$/ });
  const news = page.getByRole("region", { name: /^Tin tức \(\d+\)$/ });
  await expect(courses.getByRole("link", { name: /Lập trình Python/ })).toHaveAttribute("href", /^\/thu-vien\/khoa-hoc\/\d+$/);
  await expect(news.getByRole("link").first()).toHaveAttribute("href", /^\/tin-sach\//);
  const coursesCount = (await courses.getByRole("heading").innerText()).match(/\((\d+)\)/)![1];
  await expect(scopes(page).getByRole("link", { name: `Khóa học (${coursesCount})` })).toBeVisible();
  await courses.getByRole("link", { name: "Xem tất cả khóa học cho “lap trinh”" }).click();
  await expect(page).toHaveURL(/\/thu-vien\?searchContent=lap(\+|%20)trinh/);
  await expect(page.getByRole("status").filter({ hasText: "kết quả cho" })).toHaveText(`${coursesCount} kết quả cho “lap trinh”`);
});

test("the header's suggestions end with a matching course and article, at most 10, and open them", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "suggestions need JavaScript; without it the box is a plain GET form");
  await page.goto("/trang-chu");
  await hydrated(page);
  const box = page.getByRole("combobox", { name: "Tìm kiếm", exact: true });
  await box.pressSequentially("giai tich", { delay: 30 });
  const options = page.getByRole("listbox", { name: "Gợi ý tìm kiếm" }).getByRole("option");
  await expect(options.filter({ hasText: "Khóa học ·" })).toHaveText([/^Giải tích 1 – Bài giảng video/]);
  await expect(options.filter({ hasText: "Tin tức ·" })).toHaveCount(1);
  expect(await options.count()).toBeLessThanOrEqual(10);
  // The books come first; ↑ from the field highlights the last option, the article.
  await expect(options.first()).not.toContainText(/Khóa học ·|Tin tức ·/);
  await box.press("ArrowUp");
  await expect(options.last()).toHaveAttribute("aria-selected", "true");
  await expect(options.last()).toContainText("Tin tức ·");
  await options.filter({ hasText: "Khóa học ·" }).click();
  await expect(page).toHaveURL(/\/thu-vien\/khoa-hoc\/\d+$/);
});
