/**
 * The privacy centre (ADR 0027), with JavaScript on and off, for a freshly registered customer (never
 * the demo customer other specs use): consents ticked at registration are shown, a withdrawal is
 * saved from the same form and appears in the history; the data download holds the customer's order;
 * a wrong password deletes nothing; the deletion logs the customer out, the login is then refused, and
 * the order still exists, detached from the person. The registration page, the privacy centre and the
 * footer's registration details are checked on the way (the walks' signed-in checks included).
 */
import { readFileSync } from "node:fs";
import Database from "better-sqlite3";
import { buyBook, checkPageLayout, STOCKED_BOOKS } from "./account-purchase";
import { E2E_ENV } from "./env";
import { expect, expectToast, registerAndActivate, test, uniqueEmail } from "./support";

const PASSWORD = "MatKhau@2026";
const PATH = "/tai-khoan/du-lieu-ca-nhan";

/** The order row of `code` in the shop's database (read-only): who it belongs to and the name on it. */
function orderRow(code: string): { user_id: number | null; customer_name: string } | undefined {
  const db = new Database(E2E_ENV.DATABASE_URL, { readonly: true, fileMustExist: true });
  try {
    return db.prepare("SELECT user_id, customer_name FROM orders WHERE code = ?").get(code) as
      { user_id: number | null; customer_name: string } | undefined;
  } finally {
    db.close();
  }
}

async function logIn(page: import("@playwright/test").Page, email: string) {
  await page.goto("/dang-nhap");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mật khẩu", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Đăng nhập", exact: true }).click();
}

test("a customer withdraws a consent, downloads their data and deletes their account", async ({ page, javaScriptEnabled }, testInfo) => {
  test.slow(); // registration, a purchase, a deletion
  const email = uniqueEmail(testInfo, "rieng-tu");
  const name = "Đỗ Thanh Mai";

  // Registration: the three consents are offered, none ticked; two are ticked here.
  await page.goto("/dang-ky");
  for (const label of ["Nhận thông tin khuyến mãi qua email", "Cho phép ghi nhận mã cộng tác viên", "Cho phép đo hiệu năng trang"])
    await expect(page.getByRole("checkbox", { name: label, exact: true })).not.toBeChecked();
  await registerAndActivate(page, {
    email,
    name,
    phone: "0934567812",
    password: PASSWORD,
    consents: ["Nhận thông tin khuyến mãi qua email", "Cho phép đo hiệu năng trang"],
  });
  await page.getByRole("button", { name: "Lưu thông tin" }).click();
  await expect(page).toHaveURL(/\/dang-nhap$/);
  await logIn(page, email);
  await expect(page.getByText(`Xin chào, ${name}`)).toBeVisible();

  const book = STOCKED_BOOKS[javaScriptEnabled ? 4 : 5]!;
  const code = await buyBook(page, javaScriptEnabled, book.id);

  // The privacy centre from the account menu.
  await page.goto("/tai-khoan/thong-tin-tai-khoan");
  await page.getByRole("navigation", { name: "Tài khoản của tôi" }).getByRole("link", { name: "Dữ liệu cá nhân" }).click();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Dữ liệu cá nhân" })).toBeVisible();
  const marketing = page.getByRole("checkbox", { name: "Nhận thông tin khuyến mãi qua email", exact: true });
  await expect(marketing).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Cho phép đo hiệu năng trang", exact: true })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Cho phép ghi nhận mã cộng tác viên", exact: true })).not.toBeChecked();
  await checkPageLayout(page, javaScriptEnabled);

  // Withdrawing is the same form: untick, save; the history lists the withdrawal first.
  await marketing.uncheck();
  await page.getByRole("button", { name: "Lưu lựa chọn" }).click();
  await expectToast(page, "Đã lưu lựa chọn đồng ý của bạn.");
  await expect(marketing).not.toBeChecked();
  const history = page.getByRole("list", { name: "Lịch sử thay đổi sự đồng ý" }).getByRole("listitem");
  await expect(history.first()).toContainText("Rút lại đồng ý – “Nhận thông tin khuyến mãi qua email”");
  await expect(history).toHaveCount(3);

  // The summary shows the order; the download holds it.
  await expect(page.getByRole("list", { name: "Đơn hàng gần đây" })).toContainText(code);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Tải dữ liệu của tôi" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^du-lieu-ca-nhan-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await download.path())!, "utf8")) as { profile: { email: string }; orders: { code: string }[] };
  expect(data.profile.email).toBe(email);
  expect(data.orders.map((o) => o.code)).toContain(code);

  // A wrong password deletes nothing.
  const confirm = page.getByLabel("Nhập mật khẩu để xác nhận");
  await confirm.fill("KhongPhaiMatKhau1");
  await page.getByRole("button", { name: "Xóa tài khoản" }).click();
  await expect(page.getByText("Mật khẩu không đúng, tài khoản chưa bị xóa")).toBeVisible();
  expect(orderRow(code)?.user_id).toEqual(expect.any(Number));

  // The deletion: the outcome page, logged out, the login refused, the order kept without the person.
  await page.getByLabel("Nhập mật khẩu để xác nhận").fill(PASSWORD);
  await page.getByRole("button", { name: "Xóa tài khoản" }).click();
  await expect(page).toHaveURL(/\/tai-khoan-da-xoa$/);
  await expect(page.getByRole("heading", { level: 1, name: "Tài khoản đã được xóa" })).toBeVisible();
  await expect(page.getByText("không thể khôi phục")).toBeVisible();
  await expect(page.getByText(`Xin chào, ${name}`)).toHaveCount(0);
  await page.goto(PATH);
  await expect(page).toHaveURL(/\/(dang-nhap|login)/);
  await logIn(page, email);
  await expect(page.getByText("Email hoặc mật khẩu không đúng").first()).toBeVisible();
  expect(orderRow(code)).toEqual({ user_id: null, customer_name: "Khách hàng" });
});

test("a customer who allowed performance measurement sends web vitals from a static page filled for them", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  test.skip(!javaScriptEnabled, "the beacon is JavaScript's");
  const email = uniqueEmail(testInfo, "do-hieu-nang");
  const name = "Trịnh Văn Đo";
  await registerAndActivate(page, { email, name, phone: "0934567813", password: PASSWORD, consents: ["Cho phép đo hiệu năng trang"] });
  await page.getByRole("button", { name: "Lưu thông tin" }).click();
  await expect(page).toHaveURL(/\/dang-nhap$/);
  await logIn(page, email);
  await expect(page.getByText(`Xin chào, ${name}`)).toBeVisible();

  // A product page made from the anonymous copy (ADR 0030), not rendered for them.
  const res = await page.goto(`/san-pham/2?vitals=${Date.now()}`);
  expect(res?.headers()["x-personal-page"]).toMatch(/^(hit|stale|miss)$/);
  await expect(page.locator("body[data-hydrated]")).toHaveCount(1);
  await expect(page.locator("script[data-progressive]")).toHaveAttribute("data-vitals", "routes/product");
  // (A beacon's Blob body is not shown to Playwright: the request itself is what is checked.)
  let beacons = 0;
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === "/api/vitals") beacons++;
  });
  // Hiding the page sends what was measured (once there is something: TTFB, FCP).
  await expect(async () => {
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    expect(beacons).toBeGreaterThan(0);
  }).toPass({ timeout: 10_000 });
});

test("the footer discloses the seller and the product page and cart say prices include VAT", async ({ page }) => {
  await page.goto(`/san-pham/${STOCKED_BOOKS[0]!.id}`);
  const registration = page.getByRole("contentinfo").getByRole("region", { name: "Thông tin đăng ký" });
  await expect(registration).toContainText("Mã số thuế");
  await expect(registration).toContainText("Người chịu trách nhiệm");
  await expect(registration).toContainText("Thành lập");
  // No notification badge until its link is configured.
  await expect(page.getByRole("link", { name: "Đã thông báo Bộ Công Thương" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Chính sách kiểm hàng" })).toHaveAttribute(
    "href",
    "/chinh-sach-kiem-hang",
  );
  await expect(page.getByRole("main").getByText("Giá đã bao gồm VAT")).toBeVisible();
  await page.getByRole("main").getByRole("button", { name: "Thêm vào giỏ hàng" }).first().click();
  await page.goto("/gio-hang");
  await expect(page.getByRole("main").getByText("Giá đã bao gồm VAT")).toBeVisible();
});

test("the privacy notice says what, why and how long, and points to the privacy centre", async ({ page }) => {
  await page.goto("/chinh-sach-bao-mat");
  const main = page.getByRole("main");
  await expect(main.getByRole("table", { name: "Dữ liệu, mục đích và thời hạn lưu trữ" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Dữ liệu cá nhân" }).first()).toHaveAttribute("href", PATH);
  await expect(main.getByText("Liên hệ về dữ liệu cá nhân")).toBeVisible();
});
