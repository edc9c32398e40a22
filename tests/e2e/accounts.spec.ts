/**
 * Accounts with JavaScript on and off: register → activation code from the outbox →
 * activate → step 2 with a real ward → log in → greeting → log out; wrong password; forgot password;
 * an expired JWT; the guest cart merged on login; the guards of §5/§6.
 */
import type { Page } from "@playwright/test";
import {
  cartCount,
  cartLink,
  chooseAddress,
  expect,
  expectToast,
  expiredSessionCookie,
  hydrated,
  latestCode,
  mainProduct,
  registerAndActivate,
  test,
  uniqueEmail,
} from "./support";

const DEMO = { email: "khachhang@example.com", password: "MatKhau@123", name: "Nguyễn Thị Lan" };

async function logIn(page: Page, email: string, password: string, remember = false) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mật khẩu", { exact: true }).fill(password);
  if (remember) await page.getByLabel("Ghi nhớ đăng nhập").check();
  await page.getByRole("button", { name: "Đăng nhập", exact: true }).click();
}

test("a new shopper registers, activates, completes step 2, logs in and out", async ({ page, javaScriptEnabled }, testInfo) => {
  const email = uniqueEmail(testInfo, "moi");
  await page.goto("/trang-chu");
  await page.getByRole("link", { name: "Đăng ký" }).first().click();
  await expect(page).toHaveURL(/\/dang-ky$/);

  // §5 rules are enforced by the server too (JavaScript off) and by the client (on).
  await page.getByLabel("Họ và tên").fill("Phạm Thu Hà");
  await page.getByLabel("Email", { exact: true }).fill("khong-phai-email");
  await page.getByLabel("Số điện thoại").fill("0123");
  await page.getByLabel("Mật khẩu", { exact: true }).fill("ngan");
  await page.getByLabel("Xác nhận mật khẩu").fill("khac");
  await page.getByRole("button", { name: "Đăng ký" }).click();
  await expect(page.getByText("Email không đúng định dạng.")).toBeVisible();
  await expect(page.getByText(/Số điện thoại không hợp lệ/)).toBeVisible();
  await expect(page.getByText("Mật khẩu phải có ít nhất 8 ký tự.")).toBeVisible();
  await expect(page.getByText("Bạn cần đồng ý với Điều khoản sử dụng.")).toBeVisible();

  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Số điện thoại").fill("0912345678");
  await page.getByLabel("Mật khẩu", { exact: true }).fill("MatKhauMoi@2026");
  await page.getByLabel("Xác nhận mật khẩu").fill("MatKhauMoi@2026");
  await page.getByRole("checkbox", { name: /^Tôi đồng ý/ }).check();
  await page.getByRole("button", { name: "Đăng ký" }).click();

  await expect(page).toHaveURL(/\/kich-hoat-tai-khoan$/);
  await page.getByLabel("Mã kích hoạt").fill("000000");
  await page.getByRole("button", { name: "Kích hoạt" }).click();
  await expect(page.getByText(/Mã kích hoạt không hợp lệ/)).toBeVisible();
  await page.getByLabel("Mã kích hoạt").fill(latestCode(email));
  await page.getByRole("button", { name: "Kích hoạt" }).click();

  await expect(page).toHaveURL(/\/thong-tin-ca-nhan$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thông tin cá nhân");
  await expect(page.getByLabel("Họ và tên")).toHaveValue("Phạm Thu Hà");
  await chooseAddress(page, javaScriptEnabled, "Cập nhật danh sách địa chỉ");
  await page.getByLabel("Địa chỉ").fill("144 Xuân Thủy");
  await page.getByLabel("Ngày sinh").fill("25/08/2001");
  await page.getByRole("button", { name: "Lưu thông tin" }).click();

  await expect(page).toHaveURL(/\/dang-nhap$/);
  await logIn(page, email, "MatKhauMoi@2026");
  await expectToast(page, "Đăng nhập thành công");
  await expect(page.getByText("Xin chào, Phạm Thu Hà")).toBeVisible();

  await page.getByRole("link", { name: "Tài khoản" }).click();
  await expect(page).toHaveURL(/\/tai-khoan\/thong-tin-tai-khoan$/);
  await expect(page.getByText("144 Xuân Thủy")).toBeVisible();
  await expect(page.getByText("25/08/2001")).toBeVisible();

  await page.getByRole("link", { name: "Đăng xuất" }).first().click();
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Đăng xuất" }).click();
  await expectToast(page, "Bạn đã đăng xuất");
  await expect(page.getByRole("link", { name: "Đăng nhập" })).toBeVisible();
});

test("a wrong password is refused with the server's message, the same as an unknown email", async ({ page, javaScriptEnabled }) => {
  await page.goto("/login");
  await expect(page).toHaveURL(/\/dang-nhap$/);
  await logIn(page, DEMO.email, "SaiMatKhau123");
  const message = page.getByRole("alert").filter({ hasText: "Email hoặc mật khẩu không đúng" });
  await expect(message).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(DEMO.email);
  // The server never sends the password back (with JavaScript the browser simply keeps what was typed).
  if (!javaScriptEnabled) await expect(page.getByLabel("Mật khẩu", { exact: true })).toHaveValue("");
  await logIn(page, "khong-ton-tai@example.com", "SaiMatKhau123");
  await expect(message).toBeVisible();
});

test("forgot password: send a code, set a new password, log in with it", async ({ page }, testInfo) => {
  // A fresh account, so the demo account's password stays as the other tests expect.
  const email = uniqueEmail(testInfo, "quen");
  await registerAndActivate(page, { email, name: "Lê Văn Minh", phone: "0387654321", password: "MatKhauCu@2026" });

  await page.goto("/dang-nhap");
  await page.getByRole("link", { name: "Quên mật khẩu?" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quên mật khẩu");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Gửi mã" }).click();
  await expect(page.getByLabel("Mã xác nhận")).toBeVisible();
  await expectToast(page, "mã xác nhận");
  await page.getByLabel("Mã xác nhận").fill(latestCode(email));
  await page.getByLabel("Mật khẩu mới").fill("MatKhauMoi@2027");
  await page.getByLabel("Xác nhận mật khẩu").fill("MatKhauMoi@2027");
  await page.getByRole("button", { name: "Đổi mật khẩu" }).click();
  await expect(page).toHaveURL(/\/dang-nhap$/);
  await logIn(page, email, "MatKhauMoi@2027");
  await expect(page.getByText("Xin chào, Lê Văn Minh")).toBeVisible();
});

test("a guest's cart of two books is merged into the account's cart on login", async ({ page }) => {
  const titles: string[] = [];
  for (const id of [3, 4]) {
    await page.goto(`/san-pham/${id}`);
    titles.push((await page.getByRole("heading", { level: 1 }).innerText()).trim());
    await mainProduct(page).getByRole("button", { name: "Thêm vào giỏ hàng" }).click();
    await expectToast(page, "Đã thêm");
  }
  expect(await cartCount(page)).toBe(2);
  await page.goto("/dang-nhap?redirectTo=/gio-hang");
  await logIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/gio-hang$/);
  await expect(page.getByText("Xin chào, Nguyễn Thị Lan")).toBeVisible();
  // Both projects (JavaScript on and off) log into the same demo account, so assert presence, not totals.
  for (const title of titles) await expect(page.getByRole("listitem", { name: title })).toBeVisible();
  expect(await cartCount(page)).toBeGreaterThanOrEqual(2);
});

test("guards: a guest opening the account lands on login and comes back; a customer opening login is sent away", async ({ page }) => {
  await page.goto("/tai-khoan");
  await expect(page).toHaveURL(/\/dang-nhap\?redirectTo=%2Ftai-khoan/);
  await logIn(page, DEMO.email, DEMO.password, true);
  await expect(page).toHaveURL(/\/tai-khoan\/thong-tin-tai-khoan$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thông tin tài khoản");

  // "Ghi nhớ đăng nhập": a persistent cookie of about 30 days.
  const session = (await page.context().cookies()).find((c) => c.name === "__session");
  expect(session?.httpOnly).toBe(true);
  expect((session?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(29 * 24 * 3600);

  await page.goto("/login");
  await expect(page).toHaveURL(/\/$|\/trang-chu$/);
});

test("an expired login ends the session with the §8 message", async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: "__session", value: await expiredSessionCookie(1, DEMO.name), url: baseURL! }]);
  // The §8 message is an error toast (hiding itself after 4 s with JavaScript): expectToast reads the page's record.
  await page.goto("/san-pham");
  await expectToast(page, "Phiên đăng nhập đã hết hạn");
  await expect(page.getByRole("link", { name: "Đăng nhập" })).toBeVisible();
  await expect(cartLink(page)).toBeVisible();
});

test("the header's Đăng nhập opens a dialog over the page with JavaScript, the login page without", async ({ page, javaScriptEnabled }) => {
  await page.goto("/tin-sach");
  // The dialog is the hydrated header's (the news list hydrates; a browsing page that does not, ADR 0029, keeps the link): a click before hydration opens the login page, as without JavaScript.
  await hydrated(page);
  await page.getByRole("link", { name: "Đăng nhập" }).click();
  if (javaScriptEnabled) {
    const dialog = page.getByRole("dialog", { name: "Đăng nhập" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Email").fill(DEMO.email);
    await dialog.getByLabel("Mật khẩu", { exact: true }).fill("SaiMatKhau123");
    await dialog.getByRole("button", { name: "Đăng nhập", exact: true }).click();
    await expect(dialog.getByRole("alert").filter({ hasText: "Email hoặc mật khẩu không đúng" })).toBeVisible();
    await dialog.getByLabel("Mật khẩu", { exact: true }).fill(DEMO.password);
    await dialog.getByRole("button", { name: "Đăng nhập", exact: true }).click();
    await expect(page.getByText("Xin chào, Nguyễn Thị Lan")).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/tin-sach$/);
  } else {
    await expect(page).toHaveURL(/\/dang-nhap$/);
    await logIn(page, DEMO.email, DEMO.password);
    await expect(page.getByText("Xin chào, Nguyễn Thị Lan")).toBeVisible();
  }
});

test("a session cookie copied before “Đăng xuất” no longer opens /tai-khoan afterwards", async ({
  page,
  browser,
  baseURL,
  javaScriptEnabled,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "sao-chep-cookie");
  await registerAndActivate(page, { email, name: "Lê Văn Sao", phone: "0912345679", password: "MatKhauMoi@2026" });
  await page.getByRole("button", { name: "Lưu thông tin" }).click();
  await expect(page).toHaveURL(/\/dang-nhap$/);
  await logIn(page, email, "MatKhauMoi@2026");
  await expect(page.getByText("Xin chào, Lê Văn Sao")).toBeVisible();
  const copied = (await page.context().cookies()).filter((c) => c.name === "__session");
  expect(copied).toHaveLength(1);

  await page.goto("/tai-khoan");
  await page.getByRole("link", { name: "Đăng xuất" }).first().click();
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Đăng xuất" }).click();
  await expect(page.getByRole("link", { name: "Đăng nhập" })).toBeVisible();
  expect((await page.context().cookies()).filter((c) => c.name === "__session")).toHaveLength(0);

  // Another browser with the cookie as it was before the logout.
  const other = await browser.newContext({ javaScriptEnabled, baseURL });
  await other.addCookies(copied);
  const thief = await other.newPage();
  await thief.goto("/tai-khoan");
  await expect(thief).toHaveURL(/\/dang-nhap\?redirectTo=%2Ftai-khoan/);
  // The revoked session's cookie is removed (the §8 toast itself is asserted by the integration test:
  // over this chain of guard redirects it does not always survive to the login page — see the report).
  expect((await other.cookies()).filter((c) => c.name === "__session")).toHaveLength(0);
  await other.close();
});

test("ten wrong passwords for one email: the eleventh waits, saying how long (429, Retry-After)", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "doan-mat-khau");
  await page.goto("/dang-nhap");
  for (let i = 1; i <= 10; i++) {
    await logIn(page, email, `SaiMatKhau${i}`);
    await expect(page.getByText("Email hoặc mật khẩu không đúng")).toBeVisible();
  }
  const answer = page.waitForResponse((r) => r.request().method() === "POST" && /\/dang-nhap/.test(r.url()));
  await logIn(page, email, "SaiMatKhau11");
  const response = await answer;
  expect(response.status()).toBe(429);
  if (!javaScriptEnabled) expect(Number(response.headers()["retry-after"])).toBeGreaterThan(0);
  await expect(page.getByText(/Bạn đã đăng nhập sai quá nhiều lần\. Vui lòng thử lại sau \d+ phút\./)).toBeVisible();
});

test("the shop on the gateway sandboxes shows a discreet “Môi trường thử nghiệm” notice", async ({ page }) => {
  await page.goto("/trang-chu");
  await expect(page.getByRole("contentinfo").getByText("Môi trường thử nghiệm")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText("thanh toán không dùng tiền thật");
});
