/**
 * The course library `/thu-vien` (spec §2 nav "Thư viện", §3 "Course list: data and totalPage") with
 * JavaScript on and off: opened from the header navigation, searched without accents, paged with
 * links, its legacy alias, and query values that must never break the page.
 */
import { CONTENT_FACTS } from "../../server/seed/content";
import { expect, test } from "./support";

/** Courses per page of the list (app/upstream/library.server.ts). */
const PAGE_SIZE = 12;

test("the header navigation opens the library list", async ({ page }) => {
  await page.goto("/trang-chu");
  await page.getByRole("navigation", { name: "Điều hướng chính" }).getByRole("link", { name: "Thư viện", exact: true }).click();
  await expect(page).toHaveURL(/\/thu-vien$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thư viện khóa học");
  await expect(page).toHaveTitle(/Thư viện khóa học/);
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(PAGE_SIZE);
  await expect(cards.first().getByRole("heading", { level: 2 })).not.toBeEmpty();
  await expect(cards.first()).toContainText("bài học");
  // The first row loads its pictures at once, the rest lazily; every picture has its size.
  await expect(cards.first().locator("img")).not.toHaveAttribute("loading", "lazy");
  await expect(cards.last().locator("img")).toHaveAttribute("loading", "lazy");
  await expect(cards.last().locator("img")).toHaveAttribute("width", /\d+/);
  await expect(cards.last().locator("img")).toHaveAttribute("height", /\d+/);
  // A card links to its course page.
  await expect(cards.first().getByRole("link").first()).toHaveAttribute("href", /^\/thu-vien\/khoa-hoc\/\d+$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/thu-vien$/);
});

test("searching the library without accents finds “Lập trình” courses", async ({ page }) => {
  await page.goto("/thu-vien");
  await page.getByLabel("Tìm trong thư viện").fill(CONTENT_FACTS.librarySearchTerm);
  await page.getByRole("button", { name: "Tìm khóa học" }).click();
  await expect(page).toHaveURL(/\/thu-vien\?searchContent=lap(\+|%20)trinh/);
  const titles = page.getByRole("main").getByRole("article").getByRole("heading", { level: 2 });
  await expect(titles.filter({ hasText: CONTENT_FACTS.librarySearchTitle }).first()).toBeVisible();
  expect(await titles.count()).toBeLessThan(PAGE_SIZE);
  await expect(page.getByLabel("Tìm trong thư viện")).toHaveValue(CONTENT_FACTS.librarySearchTerm);

  // Where the header search type 2 lands (spec §2).
  await page.goto(`/thu-vien?&searchContent=${encodeURIComponent(CONTENT_FACTS.librarySearchTerm)}`);
  await expect(titles.filter({ hasText: CONTENT_FACTS.librarySearchTitle }).first()).toBeVisible();

  await page.goto("/thu-vien?searchContent=zzzkhongcogi");
  await expect(page.getByRole("main")).toContainText("Không tìm thấy khóa học phù hợp với “zzzkhongcogi”.");
});

test("the library pages with links", async ({ page }) => {
  await page.goto("/thu-vien");
  const paging = page.getByRole("navigation", { name: "Phân trang" });
  await paging.getByRole("link", { name: "Trang 2" }).click();
  await expect(page).toHaveURL(/\/thu-vien\?page=2$/);
  await expect(page).toHaveTitle(/Trang 2/);
  await expect(paging.getByRole("link", { name: "Trang 2" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(CONTENT_FACTS.courseCount - PAGE_SIZE);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/thu-vien\?page=2$/);
});

test("the legacy alias answers 301 and odd queries never break the list", async ({ page, request }) => {
  const alias = await request.get("/library/libraryCourses", { maxRedirects: 0 });
  expect(alias.status()).toBe(301);
  expect(alias.headers().location).toBe("/thu-vien");

  for (const p of ["0", "-1", "1000000000", "abc"]) {
    const res = await page.goto(`/thu-vien?page=${p}`);
    expect(res?.status(), p).toBe(200);
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(PAGE_SIZE);
  }
  for (const search of ["   ", "a".repeat(1000)]) {
    const res = await request.get(`/thu-vien?searchContent=${encodeURIComponent(search)}`);
    expect(res.status(), `${search.length} characters`).toBe(200);
  }
});

// The header search type 2 (library; spec §2 "not offered in the menu") still lands on /thu-vien filtered.
test("the header search type 2 lands on the library, filtered", async ({ page, request }) => {
  const term = encodeURIComponent(CONTENT_FACTS.librarySearchTerm);
  const res = await request.get(`/san-pham?searchContent=${term}&type=2`, { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers().location).toBe(`/thu-vien?&searchContent=${term}`);
  await page.goto(`/san-pham?searchContent=${term}&type=2`);
  await expect(page).toHaveURL(new RegExp(`/thu-vien\\?&searchContent=${term}$`));
  const titles = page.getByRole("main").getByRole("article").getByRole("heading", { level: 2 });
  await expect(titles.filter({ hasText: CONTENT_FACTS.librarySearchTitle }).first()).toBeVisible();
});
