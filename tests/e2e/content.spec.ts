/**
 * Browsing content with JavaScript on and off: news list → article → related,
 * news search without accents from the header, sanitized article HTML, the mobile article view,
 * a policy page, short links, legacy aliases, sitemap.xml and robots.txt, unknown ids.
 */
import { CONTENT_FACTS } from "../../server/seed/content";
import { expect, test } from "./support";

test("the home page shows every block in its first response", async ({ page }) => {
  await page.goto("/trang-chu");
  // The textbook block's books are the seeded "Giáo trình tiêu biểu": each book is shown once, on that shelf.
  for (const heading of ["Danh mục sách", "Giáo trình tiêu biểu", "Tuyển chọn", "Thư viện khóa học", "Tin sách mới", "Đối tác"]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  expect(await page.getByRole("region", { name: "Chương trình nổi bật" }).getByRole("link").count()).toBeGreaterThan(0);
  // The publisher's logo from GET /api/HomePage/Logo, loaded (not a broken image).
  const logo = page.getByRole("banner").getByRole("img", { name: /Nhà xuất bản Đại học Quốc gia Hà Nội – Trang chủ/ });
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test("the home's partners are their logos: images named by the partner, loaded, linking to the partner", async ({ page }) => {
  await page.goto("/trang-chu");
  const partners = page.getByRole("region", { name: "Đối tác" });
  const logos = partners.getByRole("img");
  expect(await logos.count()).toBeGreaterThan(2);
  for (const img of await logos.all()) {
    await expect(img).toHaveAttribute("alt", /\p{L}{3,}/u);
    await expect(img).toHaveAttribute("src", /^\/media\/partners\/.+\.svg$/);
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  }
  // Each link is named by its logo's alt text (no text chips).
  const first = partners.getByRole("link").first();
  await expect(first).toHaveAccessibleName((await logos.first().getAttribute("alt"))!);
  await expect(first).toHaveAttribute("href", /^https?:\/\//);
});

test("news: list → article → related, with tags and the main news first", async ({ page }) => {
  await page.goto("/tin-sach");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tin sách và sự kiện");
  await page.goto(`/tin-sach/${CONTENT_FACTS.newsSlug}`);
  const title = page.getByRole("heading", { level: 1 });
  await expect(title).toContainText("Trí tuệ nhân tạo");
  await expect(page.getByRole("heading", { name: "Tin liên quan" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Tin mới nhất" })).toBeVisible();
  await page.locator(`a[href="/tin-sach/${CONTENT_FACTS.relatedNewsSlug}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/tin-sach/${CONTENT_FACTS.relatedNewsSlug}$`));
  await expect(page.getByRole("heading", { level: 1 })).not.toContainText("Trí tuệ nhân tạo");
});

test("news search from the header finds titles without typing accents", async ({ page }) => {
  await page.goto("/trang-chu");
  await page.getByLabel("Tìm kiếm", { exact: true }).fill(CONTENT_FACTS.newsSearchTerm);
  await page.getByLabel("Loại tìm kiếm").selectOption({ label: "Tin sách" });
  await page.getByRole("button", { name: "Tìm", exact: true }).click();
  await expect(page).toHaveURL(/\/tin-sach\?searchContent=giao/);
  await expect(
    page
      .getByRole("main")
      .getByRole("link", { name: /Giáo dục/i })
      .first(),
  ).toBeVisible();
});

test("an article's HTML is sanitized: no script, no event handler, no javascript: link", async ({ page }) => {
  const res = await page.goto(`/tin-sach/${CONTENT_FACTS.unsafeNewsSlug}`);
  expect(res?.status()).toBe(200);
  const html = await page.locator("main").innerHTML();
  expect(html).not.toMatch(/<script|onerror=|javascript:/i);
});

test("the mobile article view has no header or footer", async ({ page }) => {
  await page.goto(`/mobile/news/${CONTENT_FACTS.newsSlug}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Trí tuệ nhân tạo");
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
});

test("policy pages, short links, aliases and unknown ids", async ({ page, request }) => {
  await page.goto("/chinh-sach-doi-tra");
  await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
  await page.goto("/gioi-thieu");
  await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();

  const short = await request.get(CONTENT_FACTS.shortLink.url, { maxRedirects: 0 });
  expect(short.status()).toBe(302);
  expect(short.headers().location).toBe(CONTENT_FACTS.shortLink.target);
  expect((await request.get("/h/khong-co-lien-ket-nay", { maxRedirects: 0 })).status()).toBe(404);

  const alias = await request.get(`/news/${CONTENT_FACTS.newsSlug}?a=1`, { maxRedirects: 0 });
  expect(alias.status()).toBe(301);
  expect(alias.headers().location).toBe(`/tin-sach/${CONTENT_FACTS.newsSlug}?a=1`);

  for (const path of [
    "/tin-sach/khong-co-bai-nay",
    "/pages/khong-co-trang-nay",
    "/tin-sach?page=-1",
    "/tin-sach?page=1000000000",
    "/tin-sach?page=abc",
  ]) {
    const res = await request.get(path);
    expect(res.status(), path).toBeLessThan(500);
  }
  const xss = await page.goto("/tin-sach?searchContent=%3Cscript%3Ealert(1)%3C%2Fscript%3E");
  expect(xss?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("<script>alert(1)</script>");
});

test("sitemap.xml lists products and news; robots.txt points to it", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("xml");
  const xml = await sitemap.text();
  expect(xml).toContain("/san-pham/1</loc>");
  expect(xml).toContain(`/tin-sach/${CONTENT_FACTS.newsSlug}</loc>`);
  expect(xml.match(/<loc>/g)?.length ?? 0).toBeGreaterThan(300);
  expect(await (await request.get("/robots.txt")).text()).toContain("Sitemap: ");
});

test("a landing page shows its books; its short link and preview work, the preview without header or footer", async ({ page, request }) => {
  const short = await request.get(CONTENT_FACTS.landingShortLink.url, { maxRedirects: 0 });
  expect(short.status()).toBe(302);
  expect(short.headers().location).toBe(CONTENT_FACTS.landingShortLink.target);

  await page.goto(`/chuong-trinh/${CONTENT_FACTS.landingPageId}`);
  const title = await page.getByRole("heading", { level: 1 }).innerText();
  expect(title.length).toBeGreaterThan(3);
  await expect(page.getByRole("banner")).toBeVisible();
  const books = page.getByRole("region", { name: "Sách trong chương trình" });
  await expect(books.getByRole("button", { name: "Thêm vào giỏ hàng" }).first()).toBeVisible();

  const alias = await request.get(`/preview?id=${CONTENT_FACTS.landingPageId}`, { maxRedirects: 0 });
  expect(alias.status()).toBe(301);
  expect(alias.headers().location).toBe(`/xem-truoc?id=${CONTENT_FACTS.landingPageId}`);
  await page.goto(`/xem-truoc?id=${CONTENT_FACTS.landingPageId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  for (const path of ["/chuong-trinh/999", "/chuong-trinh/abc", "/xem-truoc", "/xem-truoc?id=-1"]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test("anonymous browsing pages may be stored by shared caches; a visitor with a cart gets private pages", async ({ request, page }) => {
  for (const path of ["/trang-chu", "/san-pham", "/san-pham/1", `/tin-sach/${CONTENT_FACTS.newsSlug}`, "/gioi-thieu"]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()["cache-control"], path).toContain("s-maxage=60");
    expect(res.headers()["vary"], path).toMatch(/Cookie/i);
  }
  expect((await request.get("/gio-hang")).headers()["cache-control"]).toBe("private, no-store");

  await page.goto("/san-pham/1");
  await page.getByRole("button", { name: "Thêm vào giỏ hàng" }).first().click();
  // Wait for the line to be in the cart (the cart link is there before the click too: reading the page
  // right after the click raced the add-to-cart action and got the anonymous, public answer).
  await expect(page.getByRole("link", { name: /Giỏ hàng.*\b1 sản phẩm/ }).first()).toBeVisible();
  const personal = await page.request.get("/san-pham/1");
  expect(personal.headers()["cache-control"]).toBe("private, no-store");
});

test("the course preview shows a course without header or footer", async ({ page, request }) => {
  const alias = await request.get(`/previewCourse?id=${CONTENT_FACTS.unsoldCourseId}`, { maxRedirects: 0 });
  expect(alias.status()).toBe(301);
  expect(alias.headers().location).toBe(`/xem-truoc-khoa-hoc?id=${CONTENT_FACTS.unsoldCourseId}`);
  await page.goto(`/xem-truoc-khoa-hoc?id=${CONTENT_FACTS.unsoldCourseId}`);
  await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
  await expect(page.getByText(/bài học/).first()).toBeVisible();
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  // The course page itself, beside the book (none for this course).
  await expect(page.getByRole("link", { name: "Xem khóa học", exact: true })).toHaveAttribute(
    "href",
    `/thu-vien/khoa-hoc/${CONTENT_FACTS.unsoldCourseId}`,
  );
  for (const path of ["/xem-truoc-khoa-hoc", "/xem-truoc-khoa-hoc?id=99999", "/xem-truoc-khoa-hoc?id=abc"]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});
