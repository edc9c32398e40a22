/**
 * My library and my documents, with JavaScript on and off: a freshly registered customer
 * buys an ebook through the VNPay sandbox, finds it in `Thư viện của tôi` at once, opens it, and gets
 * its PDF through the storefront (whole, a byte range, an unsatisfiable range, inline) with the page's
 * own session; `Tài liệu của tôi` lists the file; another customer gets the 404 page and a 404 file;
 * a guest is sent to the login page. The filled pages are checked with axe (JavaScript project) and for
 * sideways scrolling at 320 px (the page walks only see the walk customer's empty library).
 */
import type { Browser, Page } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../../server/seed/accounts";
import { SEED_FACTS } from "../../server/seed/catalog";
import { cartLink, expect, expectToast, mainProduct, registerAndActivate, test, uniqueEmail } from "./support";
import { axeViolations } from "./axe";

const EBOOK = SEED_FACTS.digitalProductId;
const LIBRARY = "/tai-khoan/thu-vien-cua-toi";
const PASSWORD = "MatKhau@2026";

/** Registers, activates and signs in a new customer (registration step 2 left empty). */
async function newCustomer(page: Page, email: string, name: string, phone: string) {
  await registerAndActivate(page, { email, name, phone, password: PASSWORD });
  await page.getByRole("button", { name: "Lưu thông tin" }).click();
  await expect(page).toHaveURL(/\/dang-nhap$/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mật khẩu", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Đăng nhập", exact: true }).click();
  await expect(page.getByText(`Xin chào, ${name}`)).toBeVisible();
}

/** Buys the seeded ebook with the VNPay sandbox; returns its title and the order's id. */
async function buyEbook(page: Page): Promise<{ title: string; orderId: string }> {
  await page.goto(`/san-pham/${EBOOK}`);
  const title = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
  await mainProduct(page).getByRole("button", { name: "Thêm vào giỏ hàng" }).click();
  await expectToast(page, "Đã thêm");
  await cartLink(page).click();
  await page.getByRole("button", { name: "Tiến hành đặt hàng" }).click();
  await expect(page).toHaveURL(/\/gio-hang\/thanh-toan$/);
  await page.getByLabel("Họ và tên").fill("Phan Thanh Bình");
  await page.getByLabel("Số điện thoại").fill("0971234567");
  await page.getByLabel("Email").fill("binh.phan@example.com");
  await page.getByRole("radio", { name: "VNPay" }).check();
  await page.getByRole("button", { name: "Đặt hàng" }).click();
  await page.getByRole("button", { name: "Thanh toán", exact: true }).click();
  await expect(page).toHaveURL(/\/xac-nhan-don-hang\/\d+$/);
  return { title, orderId: /(\d+)$/.exec(page.url())![1]! };
}

/** Null when nothing scrolls sideways at the page's width, else the scroll width. */
const overflow = (page: Page) =>
  page.evaluate(() => (document.documentElement.scrollWidth > window.innerWidth ? document.documentElement.scrollWidth : null));

async function checkPage(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) {
    expect.soft(await axeViolations(page), `axe on ${page.url()}`).toEqual([]);
  }
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 320, height: 640 });
  expect.soft(await overflow(page), `${page.url()} at 320 px`).toBeNull();
  await page.setViewportSize(size);
}

/** Another customer (the seeded collaborator, who owns no ebook), signed in on a browser of their own. */
async function otherCustomerPage(browser: Browser, baseURL: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled });
  const page = await context.newPage();
  await page.goto("/dang-nhap");
  await page.getByLabel("Email").fill(DEMO_ACCOUNTS.collaborator.email);
  await page.getByLabel("Mật khẩu", { exact: true }).fill(DEMO_ACCOUNTS.collaborator.password);
  await page.getByRole("button", { name: "Đăng nhập", exact: true }).click();
  await expect(page.getByText(/^Xin chào, /)).toBeVisible();
  return { context, page };
}

test("a new customer's ebook is in the library at once, with its PDF served through the shop", async ({
  page,
  browser,
  baseURL,
  javaScriptEnabled,
}, testInfo) => {
  test.setTimeout(240_000);
  await newCustomer(page, uniqueEmail(testInfo, "thuvien"), "Phan Thanh Bình", `09${String(Date.now()).slice(-8)}`);

  // Before any purchase: the empty library points to the ebooks.
  await page.goto(LIBRARY);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thư viện của tôi");
  await expect(page.getByText(/^Bạn chưa có sách điện tử nào/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Xem các sách điện tử" })).toHaveAttribute("href", /^\/san-pham\/danh-muc\/\d+$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

  const { title, orderId } = await buyEbook(page);

  // At once in the library, from the account menu.
  await page.goto("/tai-khoan/thong-tin-tai-khoan");
  await page.getByRole("navigation", { name: "Tài khoản của tôi" }).getByRole("link", { name: "Thư viện của tôi" }).click();
  await expect(page).toHaveURL(new RegExp(`${LIBRARY}$`));
  const item = page.getByRole("article", { name: title });
  await expect(item).toBeVisible();
  await expect(item.getByText(/^Mua ngày \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(item.getByRole("link", { name: "Đọc", exact: true })).toHaveAttribute("href", `${LIBRARY}/${EBOOK}/tep?inline=1`);
  await expect(item.getByRole("link", { name: "Tải xuống" })).toHaveAttribute("href", `${LIBRARY}/${EBOOK}/tep`);
  await checkPage(page, javaScriptEnabled);

  // The detail page: the order, the file, read and download.
  await item.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`${LIBRARY}/${EBOOK}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByRole("link", { name: /^DH\d{6}-\d{6}$/ })).toHaveAttribute("href", `/tai-khoan/don-hang/${orderId}`);
  await expect(page.getByText(/^PDF · 6 trang · [\d,]+ KB$/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Đọc trực tuyến" })).toHaveAttribute("href", `${LIBRARY}/${EBOOK}/tep?inline=1`);
  await expect(page.getByRole("link", { name: "Tải xuống" })).toHaveAttribute("href", `${LIBRARY}/${EBOOK}/tep`);
  await checkPage(page, javaScriptEnabled);

  // The file, with this browser's session.
  const fileUrl = `${LIBRARY}/${EBOOK}/tep`;
  const whole = await page.request.get(fileUrl);
  expect(whole.status()).toBe(200);
  const headers = whole.headers();
  expect(headers["content-type"]).toBe("application/pdf");
  expect(headers["accept-ranges"]).toBe("bytes");
  expect(headers["cache-control"]).toBe("private, no-store");
  expect(headers["content-disposition"]).toMatch(/^attachment; filename="[a-z0-9-]+\.pdf"; filename\*=UTF-8''\S+\.pdf$/);
  const body = await whole.body();
  expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const part = await page.request.get(fileUrl, { headers: { Range: "bytes=0-1023" } });
  expect(part.status()).toBe(206);
  expect(part.headers()["content-range"]).toBe(`bytes 0-1023/${body.length}`);
  expect((await part.body()).equals(body.subarray(0, 1024))).toBe(true);
  const tail = await page.request.get(fileUrl, { headers: { Range: "bytes=-100", "If-Range": headers["etag"]! } });
  expect(tail.status()).toBe(206);
  expect((await tail.body()).equals(body.subarray(body.length - 100))).toBe(true);
  const beyond = await page.request.get(fileUrl, { headers: { Range: `bytes=${body.length}-` } });
  expect(beyond.status()).toBe(416);
  expect(beyond.headers()["content-range"]).toBe(`bytes */${body.length}`);
  const inline = await page.request.get(`${fileUrl}?inline=1`);
  expect(inline.headers()["content-disposition"]).toMatch(/^inline; /);

  // My documents: the same file.
  await page.goto("/tai-lieu-cua-toi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tài liệu của tôi");
  const fileName = /filename="([^"]+)"/.exec(headers["content-disposition"]!)![1]!;
  const doc = page.getByRole("article", { name: fileName });
  await expect(doc.getByRole("link", { name: title })).toHaveAttribute("href", `${LIBRARY}/${EBOOK}`);
  await expect(doc.getByRole("link", { name: "Tải xuống" })).toHaveAttribute("href", fileUrl);
  await checkPage(page, javaScriptEnabled);

  // Bad page numbers: the first page, never an error.
  for (const p of ["0", "-1", "abc"]) {
    const res = await page.goto(`${LIBRARY}?page=${p}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("article", { name: title })).toBeVisible();
  }

  // Another customer: the 404 page and a 404 file, never the ebook.
  const other = await otherCustomerPage(browser, baseURL!, javaScriptEnabled);
  const denied = await other.page.goto(`${LIBRARY}/${EBOOK}`);
  expect(denied?.status()).toBe(404);
  await expect(other.page.getByText(title)).toHaveCount(0);
  const deniedFile = await other.page.request.get(fileUrl);
  expect(deniedFile.status()).toBe(404);
  expect(deniedFile.headers()["content-type"]).not.toContain("pdf");
  await other.context.close();

  // A guest: to the login page, and back after it.
  const guest = await browser.newContext({ baseURL, javaScriptEnabled });
  const guestPage = await guest.newPage();
  const redirected = await guestPage.request.get(fileUrl, { maxRedirects: 0 });
  expect(redirected.status()).toBe(302);
  expect(redirected.headers()["location"]).toBe(`/login?redirectTo=${encodeURIComponent(fileUrl)}`);
  await guestPage.goto(LIBRARY);
  await expect(guestPage).toHaveURL(new RegExp(`/dang-nhap\\?redirectTo=${encodeURIComponent(LIBRARY)}$`));
  await guest.close();
});
