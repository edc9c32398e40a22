/**
 * The account area, with JavaScript on and off (projects `js` and `no-js`): editing the
 * profile (kept after a reload; impossible birthdays refused under the field), the address book
 * (add, make default, edit, delete; the 11th address refused), changing the password (another
 * browser's session ends, the new password logs in) and the checkout offering the address book
 * (default preselected, `Giao đến địa chỉ khác`, `Lưu vào sổ địa chỉ`). Every test uses a freshly
 * registered customer: the demo customer's data stays as the other tests expect.
 */
import type { Page } from "@playwright/test";
import { E2E_ENV } from "./env";
import { chooseAddress, expect, expectToast, mainProduct, recordToasts, registerAndActivate, test, uniqueEmail } from "./support";
import { axeViolations } from "./axe";

/** A book in stock, 87 000 ₫ (server/seed/catalog.ts). */
const BOOK = 2;
const PASSWORD = "MatKhau@2026";

async function logIn(page: Page, email: string, password: string) {
  await page.goto("/dang-nhap");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mật khẩu", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Đăng nhập", exact: true }).click();
  await expectToast(page, "Đăng nhập thành công");
}

// Each test registers a customer and walks several pages: give it the slow budget (3× the timeout).
test.beforeEach(() => test.slow());

/** Registers, activates and logs in a fresh customer; returns the e-mail. */
async function freshCustomer(page: Page, testInfo: { project: { name: string } }, tag: string, name = "Đỗ Thị Hoa") {
  const email = uniqueEmail(testInfo, tag);
  const phone = `03${String(Date.now()).slice(-8)}`;
  await registerAndActivate(page, { email, name, phone, password: PASSWORD });
  await logIn(page, email, PASSWORD);
  return email;
}

/** The card of the saved address whose text contains `street`. */
const card = (page: Page, street: string) => page.getByRole("listitem").filter({ hasText: street });

/** Adds an address through `Thêm địa chỉ` (Hà Nội → Phường Ba Đình). */
async function addAddress(page: Page, jsEnabled: boolean, a: { name: string; phone: string; street: string }) {
  await page.goto("/tai-khoan/so-dia-chi");
  await page.getByRole("button", { name: "Thêm địa chỉ" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thêm địa chỉ");
  await page.getByLabel("Họ và tên").fill(a.name);
  await page.getByLabel("Số điện thoại").fill(a.phone);
  await chooseAddress(page, jsEnabled, "Cập nhật danh sách");
  await page.getByLabel("Địa chỉ", { exact: true }).fill(a.street);
  await page.getByRole("button", { name: "Lưu địa chỉ" }).click();
  await expect(page).toHaveURL(/\/tai-khoan\/so-dia-chi$/);
  await expectToast(page, "Đã thêm địa chỉ");
}

test("edit the profile: kept after a reload; impossible birthdays are refused under the field", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  const email = await freshCustomer(page, testInfo, "hoso");
  await page.goto("/tai-khoan/thong-tin-tai-khoan");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thông tin tài khoản");
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByLabel("Email")).not.toBeEditable();

  await page.getByLabel("Họ và tên").fill("Đỗ Thị Hoa Mai");
  await page.getByLabel("Số điện thoại").fill("0912000111");
  await chooseAddress(page, javaScriptEnabled, "Cập nhật danh sách");
  await page.getByLabel("Địa chỉ", { exact: true }).fill("18 Hoàng Diệu");
  for (const bad of ["31/02/2000", "01/01/2999", "1/1/19"]) {
    await page.getByLabel("Ngày sinh").fill(bad);
    await page.getByRole("button", { name: "Lưu thay đổi" }).click();
    await expect(page.getByText("Ngày sinh không hợp lệ (định dạng dd/MM/yyyy).")).toBeVisible();
    await expect(page.getByLabel("Họ và tên")).toHaveValue("Đỗ Thị Hoa Mai");
    await expect(page.getByLabel("Địa chỉ", { exact: true })).toHaveValue("18 Hoàng Diệu");
  }
  await page.getByLabel("Ngày sinh").fill("25/08/2001");
  await page.getByRole("button", { name: "Lưu thay đổi" }).click();
  await expectToast(page, "Cập nhật thông tin thành công");

  await page.reload();
  await expect(page.getByLabel("Họ và tên")).toHaveValue("Đỗ Thị Hoa Mai");
  await expect(page.getByLabel("Số điện thoại")).toHaveValue("0912000111");
  await expect(page.getByLabel("Ngày sinh")).toHaveValue("25/08/2001");
  await expect(page.getByLabel("Địa chỉ", { exact: true })).toHaveValue("18 Hoàng Diệu");
  await expect(page.getByLabel("Phường/Xã").locator("option:checked")).toHaveText("Phường Ba Đình");
});

test("address book: add two, make the second default, edit it, delete it", async ({ page, javaScriptEnabled }, testInfo) => {
  await freshCustomer(page, testInfo, "sodiachi");
  await page.goto("/tai-khoan/so-dia-chi");
  await expect(page.getByText("Bạn chưa lưu địa chỉ nào")).toBeVisible();
  await addAddress(page, javaScriptEnabled, { name: "Người Nhận Một", phone: "0901000001", street: "1 Tràng Tiền" });
  await addAddress(page, javaScriptEnabled, { name: "Người Nhận Hai", phone: "0901000002", street: "2 Hàng Bài" });
  await expect(card(page, "1 Tràng Tiền")).toContainText("Mặc định");
  await expect(card(page, "2 Hàng Bài")).not.toContainText("Mặc định");
  await expect(card(page, "1 Tràng Tiền")).toContainText("Phường Ba Đình, Hà Nội");

  await card(page, "2 Hàng Bài").getByRole("button", { name: "Đặt làm mặc định" }).click();
  await expectToast(page, "Đã đặt làm địa chỉ mặc định");
  await expect(card(page, "2 Hàng Bài")).toContainText("Mặc định");
  await expect(card(page, "1 Tràng Tiền")).not.toContainText("Mặc định");

  await card(page, "2 Hàng Bài").getByRole("link", { name: "Sửa" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sửa địa chỉ");
  await expect(page.getByLabel("Địa chỉ", { exact: true })).toHaveValue("2 Hàng Bài");
  await page.getByLabel("Số điện thoại").fill("12345");
  await page.getByRole("button", { name: "Lưu địa chỉ" }).click();
  await expect(page.getByText(/^Số điện thoại không hợp lệ/)).toBeVisible();
  await page.getByLabel("Số điện thoại").fill("0901000022");
  await page.getByLabel("Địa chỉ", { exact: true }).fill("22 Hàng Bài");
  await page.getByRole("button", { name: "Lưu địa chỉ" }).click();
  await expectToast(page, "Đã cập nhật địa chỉ");
  await expect(card(page, "22 Hàng Bài")).toContainText("0901000022");

  await card(page, "22 Hàng Bài").getByRole("button", { name: "Xóa" }).click();
  await expectToast(page, "Đã xóa địa chỉ");
  await expect(card(page, "22 Hàng Bài")).toHaveCount(0);
  // The default was deleted: the remaining address is the default now.
  await expect(card(page, "1 Tràng Tiền")).toContainText("Mặc định");

  // Another customer's (or a missing) address is the 404 page.
  const res = await page.goto("/tai-khoan/so-dia-chi/999999");
  expect(res?.status()).toBe(404);
});

test("the 11th address is refused with a clear message", async ({ page, playwright, javaScriptEnabled }, testInfo) => {
  const email = await freshCustomer(page, testInfo, "muoimot");
  // Ten addresses straight through the upstream's API.
  const api = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${E2E_ENV.UPSTREAM_PORT}` });
  const login = await api.post("/api/Authentication/Login", { data: { Email: email, Password: PASSWORD } });
  const token = (await login.json()).data.token as string;
  for (let i = 1; i <= 10; i++) {
    const res = await api.post("/api/UserAddress", {
      data: { Name: "Khách Hàng", Phone: "0901000003", Address: `${i} Lý Thường Kiệt`, WardId: 100_004 },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status()).toBe(201);
  }
  await api.dispose();
  await page.goto("/tai-khoan/so-dia-chi");
  await expect(page.getByText("Sổ địa chỉ đã đủ 10 địa chỉ.")).toBeVisible();
  await page.getByRole("button", { name: "Thêm địa chỉ" }).click();
  await page.getByLabel("Họ và tên").fill("Khách Hàng");
  await page.getByLabel("Số điện thoại").fill("0901000004");
  await chooseAddress(page, javaScriptEnabled, "Cập nhật danh sách");
  await page.getByLabel("Địa chỉ", { exact: true }).fill("11 Lý Thường Kiệt");
  await page.getByRole("button", { name: "Lưu địa chỉ" }).click();
  await expect(page.getByText(/^Sổ địa chỉ đã đủ 10 địa chỉ/).first()).toBeVisible();
  await expect(page.getByLabel("Địa chỉ", { exact: true })).toHaveValue("11 Lý Thường Kiệt");
});

test("change the password: another browser's session ends, the new password logs in", async ({
  page,
  browser,
  baseURL,
  javaScriptEnabled,
}, testInfo) => {
  const email = await freshCustomer(page, testInfo, "doimk", "Bùi Văn Long");
  const other = await browser.newContext({ baseURL, javaScriptEnabled });
  await recordToasts(other);
  const otherPage = await other.newPage();
  await logIn(otherPage, email, PASSWORD);

  await page.goto("/tai-khoan/doi-mat-khau");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Đổi mật khẩu");
  const fill = async (current: string, next: string, confirm: string) => {
    await page.getByLabel("Mật khẩu hiện tại").fill(current);
    await page.getByLabel("Mật khẩu mới").fill(next);
    await page.getByLabel("Xác nhận mật khẩu").fill(confirm);
    await page.getByRole("button", { name: "Đổi mật khẩu" }).click();
  };
  await fill(PASSWORD, "MatKhauMoi@2027", "MatKhauKhac@2027");
  await expect(page.getByText("Mật khẩu xác nhận không trùng khớp.")).toBeVisible();
  await fill(PASSWORD, "ngan", "ngan");
  await expect(page.getByText("Mật khẩu phải có ít nhất 8 ký tự.")).toBeVisible();
  await fill("SaiMatKhau@1", "MatKhauMoi@2027", "MatKhauMoi@2027");
  await expect(page.getByText("Mật khẩu hiện tại không đúng")).toBeVisible();
  await fill(PASSWORD, "MatKhauMoi@2027", "MatKhauMoi@2027");
  await expectToast(page, "Đổi mật khẩu thành công");

  // This browser stays signed in (the new token); the other one is signed out.
  await page.goto("/tai-khoan/thong-tin-tai-khoan");
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await otherPage.goto("/tai-khoan/thong-tin-tai-khoan");
  await expect(otherPage).toHaveURL(/\/dang-nhap/);
  await other.close();

  await page.getByRole("link", { name: "Đăng xuất" }).first().click();
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Đăng xuất" }).click();
  await expectToast(page, "Bạn đã đăng xuất");
  await page.goto("/dang-nhap");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mật khẩu", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Đăng nhập", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Email hoặc mật khẩu không đúng" })).toBeVisible();
  await logIn(page, email, "MatKhauMoi@2027");
  await expect(page.getByText("Xin chào, Bùi Văn Long")).toBeVisible();
});

test("checkout: the default address is preselected; another typed address is saved to the book", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  await freshCustomer(page, testInfo, "giaohang", "Phan Thị Thu");
  await addAddress(page, javaScriptEnabled, { name: "Phan Thị Thu", phone: "0902000001", street: "5 Phan Đình Phùng" });

  await page.goto(`/san-pham/${BOOK}`);
  await mainProduct(page).getByRole("button", { name: "Thêm vào giỏ hàng" }).click();
  await expectToast(page, "Đã thêm");
  await page.goto("/gio-hang");
  await page.getByRole("button", { name: "Tiến hành đặt hàng" }).click();
  await expect(page).toHaveURL(/\/gio-hang\/giao-hang$/);

  const saved = page.getByRole("radio", { name: /5 Phan Đình Phùng/ });
  await expect(saved).toBeChecked();
  await expect(page.getByLabel("Địa chỉ", { exact: true })).toBeHidden();
  await page.getByRole("button", { name: "Tiếp tục" }).click();
  await expect(page).toHaveURL(/\/gio-hang\/thanh-toan$/);
  await expect(page.getByText("5 Phan Đình Phùng, Phường Ba Đình, Hà Nội")).toBeVisible();

  await page.getByRole("link", { name: "Thay đổi địa chỉ" }).click();
  await expect(page).toHaveURL(/\/gio-hang\/giao-hang$/);
  await page.getByRole("radio", { name: "Giao đến địa chỉ khác" }).check();
  await expect(page.getByLabel("Địa chỉ", { exact: true })).toBeVisible();
  // Prefilled from the profile.
  await expect(page.getByLabel("Họ và tên")).toHaveValue("Phan Thị Thu");
  await expect(page.getByLabel("Email")).not.toHaveValue("");
  await page.getByLabel("Họ và tên").fill("Người Nhận Khác");
  await page.getByLabel("Số điện thoại").fill("0902000002");
  await chooseAddress(page, javaScriptEnabled, "Cập nhật danh sách");
  await page.getByLabel("Địa chỉ", { exact: true }).fill("99 Phố Huế");
  await page.getByRole("checkbox", { name: "Lưu vào sổ địa chỉ" }).check();
  await page.getByRole("button", { name: "Tiếp tục" }).click();
  await expect(page).toHaveURL(/\/gio-hang\/thanh-toan$/);
  await expectToast(page, "Đã lưu địa chỉ vào sổ địa chỉ.");
  await expect(page.getByText("99 Phố Huế, Phường Ba Đình, Hà Nội")).toBeVisible();

  await page.goto("/tai-khoan/so-dia-chi");
  await expect(card(page, "99 Phố Huế")).toBeVisible();
  await expect(card(page, "5 Phan Đình Phùng")).toContainText("Mặc định");
});

test("the header's account menu lists the account pages", async ({ page }, testInfo) => {
  await freshCustomer(page, testInfo, "menu");
  await page.goto("/trang-chu");
  await page.getByLabel("Menu tài khoản").click();
  const menu = page.locator("details").filter({ has: page.getByLabel("Menu tài khoản") });
  for (const name of ["Địa chỉ", "Đơn hàng", "Đổi mật khẩu", "Thư viện của tôi", "Tài liệu của tôi", "Đăng xuất"]) {
    await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await menu.getByRole("link", { name: "Đổi mật khẩu", exact: true }).click();
  await expect(page).toHaveURL(/\/tai-khoan\/doi-mat-khau$/);
});

test("signed in, an address of one's own and the checkout choice have no axe violation and no sideways scroll at 320 px", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  // axe runs as a script in the page: with JavaScript off it did not finish (timed out). The server
  // renders the same markup for both projects (only <noscript> differs).
  test.skip(!javaScriptEnabled, "axe needs JavaScript in the page");
  // The page walks (walk-axe, walk-layout) check the other account pages as a signed-in customer; these two
  // need state the walks' customer has not got (an address of their own, a cart at the shipping step), and the
  // header's account menu is checked open.
  await freshCustomer(page, testInfo, "walk");
  await page.setViewportSize({ width: 320, height: 800 });
  await addAddress(page, javaScriptEnabled, { name: "Hồ Văn Nam", phone: "0903000001", street: "7 Lê Thánh Tông" });
  await page.goto(`/san-pham/${BOOK}`);
  await mainProduct(page).getByRole("button", { name: "Thêm vào giỏ hàng" }).click();
  await expectToast(page, "Đã thêm"); // a goto before the add-to-cart fetcher's answer cancels it: an empty cart
  await page.goto("/gio-hang");
  await page.getByRole("button", { name: "Tiến hành đặt hàng" }).click();
  await expect(page).toHaveURL(/\/gio-hang\/giao-hang$/);
  const id = await page.getByRole("radio", { name: /7 Lê Thánh Tông/ }).getAttribute("value");
  for (const url of [`/tai-khoan/so-dia-chi/${id}`, "/gio-hang/giao-hang"]) {
    const res = await page.goto(url);
    expect(res?.status(), url).toBe(200);
    await expect(page).toHaveURL(new RegExp(`${url.replace(/[/.]/g, "\\$&")}$`));
    await page.getByLabel("Menu tài khoản").click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), url).toBeLessThanOrEqual(
      0,
    );
    expect(await axeViolations(page), url).toEqual([]);
  }
});
