/**
 * The product page with JavaScript on and off: gallery, paged reviews, courses, the
 * flash-sale badge, and product search from the header with and without accents.
 */
import { CONTENT_FACTS } from "../../server/seed/content";
import { cartCount, expect, mainProduct, test } from "./support";

test("reviews are paged with plain links, newest first, and a page past the last shows the last", async ({ page }) => {
  await page.goto(`/san-pham/${CONTENT_FACTS.reviewedProductId}`);
  const reviews = page.getByRole("list", { name: /^Đánh giá, trang 1\// });
  await expect(reviews.getByRole("listitem")).toHaveCount(5);
  const firstOnPage1 = await reviews.getByRole("listitem").first().innerText();

  const paging = page.getByRole("navigation", { name: "Phân trang đánh giá" });
  await paging.getByRole("link", { name: "Trang 2" }).click();
  await expect(page).toHaveURL(/\?reviewPage=2#danh-gia$/);
  const page2 = page.getByRole("list", { name: /^Đánh giá, trang 2\// });
  await expect(page2.getByRole("listitem")).toHaveCount(5);
  expect(await page2.getByRole("listitem").first().innerText()).not.toBe(firstOnPage1);
  await expect(paging.getByRole("link", { name: "Trang 2" })).toHaveAttribute("aria-current", "page");

  const lastPage = Math.ceil(CONTENT_FACTS.reviewedProductReviewCount / 5);
  for (const bad of ["0", "-1", "abc", "1000000000", "99"]) {
    const res = await page.goto(`/san-pham/${CONTENT_FACTS.reviewedProductId}?reviewPage=${bad}`);
    expect(res?.status(), bad).toBe(200);
  }
  // The last one, 99, is past the last page: the last page is shown.
  await expect(page.getByRole("list", { name: new RegExp(`^Đánh giá, trang ${lastPage}/${lastPage}$`) })).toBeVisible();

  await page.goto(`/san-pham/${CONTENT_FACTS.unreviewedProductId}`);
  await expect(page.getByText("Chưa có đánh giá nào cho cuốn sách này.")).toBeVisible();
});

test("the gallery shows the front cover, back cover and a sample page", async ({ page }) => {
  await page.goto(`/san-pham/${CONTENT_FACTS.productWithCoursesId}`);
  const pictures = page.getByRole("list", { name: "Ảnh sách" }).getByRole("img");
  await expect(pictures).toHaveCount(3);
  await expect(pictures.nth(1)).toHaveAttribute("alt", /^Bìa sau sách /);
  await page.getByRole("link", { name: /^Xem ảnh 3: Trang mẫu/ }).click();
  await expect(page).toHaveURL(/#anh-3$/);
  await expect(pictures.nth(2)).toBeInViewport();
});

test("a book sold with courses lists them; one without does not", async ({ page }) => {
  await page.goto(`/san-pham/${CONTENT_FACTS.productWithCoursesId}`);
  const courses = page.getByRole("region", { name: "Khóa học đi kèm" });
  await expect(courses.getByRole("heading", { level: 3 }).first()).toBeVisible();
  await expect(courses).toContainText("bài học");
  await page.goto(`/san-pham/${CONTENT_FACTS.productWithoutCoursesId}`);
  await expect(page.getByRole("heading", { name: "Khóa học đi kèm" })).toHaveCount(0);
});

test("a book in the running flash sale shows the badge, the flash price and the end time", async ({ page }) => {
  await page.goto("/flashSale");
  const first = page.getByRole("main").getByRole("listitem").first();
  await first.getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const flash = page.getByRole("group", { name: "Flash sale" });
  await expect(flash).toContainText("Giá sốc còn");
  await expect(flash.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);
  await expect(flash).toContainText("Kết thúc lúc");
  const flashPrice = (await flash.locator("p").first().innerText()).match(/[\d.]+\s*₫/)?.[0];
  expect(flashPrice).toBeTruthy();

  // The cart charges the flash price.
  await mainProduct(page).getByRole("button", { name: "Thêm vào giỏ hàng" }).click();
  await expect.poll(() => cartCount(page)).toBe(1);
  await page.goto("/gio-hang");
  const line = page.getByRole("list", { name: "Sách trong giỏ hàng" }).getByRole("listitem").first();
  await expect(line).toContainText("Giá flash sale");
  await expect(line).toContainText(flashPrice as string);
});

for (const term of ["giao trinh", "Giáo trình"]) {
  test(`product search from the header: "${term}"`, async ({ page }) => {
    await page.goto("/trang-chu");
    await page.getByLabel("Tìm kiếm", { exact: true }).fill(term);
    await page.getByRole("button", { name: "Tìm", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/san-pham\\?searchContent=${encodeURIComponent(term).replace(/%20/g, "(\\+|%20)")}`));
    await expect(
      page
        .getByRole("main")
        .getByRole("link", { name: /Giáo trình/ })
        .first(),
    ).toBeVisible();
  });
}

test("bad list input is clamped or a 404 page, never a 500", async ({ request }) => {
  const long = encodeURIComponent("giáo trình ".repeat(100));
  for (const path of [
    "/san-pham?page=0",
    "/san-pham?page=-1",
    "/san-pham?page=1000000000",
    "/san-pham?page=abc",
    `/san-pham?searchContent=${long}`,
    "/san-pham?searchContent=%20%20%20",
    `/tin-sach?searchContent=${long}`,
    "/san-pham/danh-muc/999999",
    "/san-pham/khong-co",
    "/san-pham/0",
  ]) {
    const res = await request.get(path);
    expect([200, 404], path).toContain(res.status());
  }
});
