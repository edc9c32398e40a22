/**
 * The inbox, the navigation search and the quick panel (ADR 0016), with JavaScript on and off: a new customer's activation mail is in
 * their inbox (`/hop-thu`, also `/apps/mail`) as unread, opening it changes nothing, `Đánh dấu đã đọc`
 * marks it read (303 + toast); another id is the 404 page; the navigation search finds pages without
 * accents (account pages only when signed in) and says `Không có kết quả`; the quick panel page shows
 * today, events and the latest order section only for customers with orders; after the customer buys a
 * book (VNPay sandbox) `/apps/mail` lists the order's confirmation mail and the quick panel its status.
 */
import type { Page } from "@playwright/test";
import { expect, expectToast, hydrated, registerAndActivate, test, uniqueEmail } from "./support";
import { buyBook, STOCKED_BOOKS } from "./account-purchase";

async function logIn(page: Page, email: string, password: string) {
  await page.goto("/dang-nhap");
  await hydrated(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mật khẩu", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Đăng nhập", exact: true }).click();
  await expect(page.getByText(/^Xin chào, /)).toBeVisible({ timeout: 20_000 }); // a client-side login on a loaded machine can take >10 s
}

test("a new customer reads the activation mail in the inbox and finds pages by the navigation search", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  test.setTimeout(240_000); // registration, activation and a purchase through the VNPay sandbox
  // Guests: the search finds public pages only; the inbox asks for a login.
  await page.goto("/tim-dieu-huong?q=SACH%20GIAO");
  await expect(page.getByRole("list", { name: "Kết quả tìm trang" }).getByRole("link")).toHaveText(["Sách giáo khoa"]);
  await page.getByLabel("Tên trang").fill("hop thu");
  await page.getByRole("button", { name: "Tìm trang" }).click();
  await expect(page.getByText("Không có kết quả")).toBeVisible();
  await page.goto("/hop-thu");
  await expect(page).toHaveURL(/\/(login|dang-nhap)\?redirectTo=%2Fhop-thu$/);

  const email = uniqueEmail(testInfo, "hopthu");
  await registerAndActivate(page, { email, name: "Lê Minh Thư", phone: "0356781299", password: "MatKhau@2026" });
  await page.getByRole("button", { name: "Lưu thông tin" }).click();
  await expect(page).toHaveURL(/\/dang-nhap$/);
  await logIn(page, email, "MatKhau@2026");

  // Signed in, the search finds the inbox; its result leads there.
  await page.goto("/tim-dieu-huong?q=HOP%20THU");
  await page.getByRole("list", { name: "Kết quả tìm trang" }).getByRole("link", { name: "Hộp thư" }).click();
  await expect(page).toHaveURL(/\/hop-thu$/);
  await expect(page.getByRole("heading", { level: 1, name: "Hộp thư" })).toBeVisible();
  const inbox = page.getByRole("list", { name: "Thư đã nhận" });
  await expect(inbox.getByRole("listitem")).toHaveCount(1);
  await expect(inbox).toContainText("Kích hoạt tài khoản");
  await expect(inbox).toContainText("Chưa đọc");
  await expect(inbox).not.toContainText(/\d{6}/); // no code in the summary

  // The template's path lists the same mails.
  await page.goto("/apps/mail");
  await expect(page.getByRole("list", { name: "Thư đã nhận" }).getByRole("listitem")).toHaveCount(1);

  await page.getByRole("list", { name: "Thư đã nhận" }).getByRole("link").click();
  await expect(page).toHaveURL(/\/hop-thu\/\d+$/);
  await page.reload(); // opening it twice marks nothing
  await page.getByRole("button", { name: "Đánh dấu đã đọc" }).click();
  await expectToast(page, "Đã đánh dấu thư là đã đọc");
  await expect(page.getByText(/^Đã đọc lúc/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Đánh dấu đã đọc" })).toHaveCount(0);
  await page.goto("/hop-thu");
  await expect(page.getByRole("list", { name: "Thư đã nhận" })).not.toContainText("Chưa đọc");

  // A missing message and bad ids: the 404 page (another customer's is the same 404: server/routes/messages.test.ts).
  for (const path of ["/hop-thu/99999999", "/hop-thu/abc", "/hop-thu/-1"]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
  }

  // The quick panel: today and events; no order yet for this customer.
  await page.goto("/bang-tin-nhanh");
  await expect(page.getByRole("heading", { level: 1, name: "Bảng tin nhanh" })).toBeVisible();
  await expect(page.getByText(/^Hôm nay:/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sự kiện" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Đơn hàng gần nhất" })).toHaveCount(0);

  // A purchase: its confirmation mail is the newest in the inbox (the template's path), unread, and the
  // quick panel shows the order.
  const book = javaScriptEnabled ? STOCKED_BOOKS[7]! : STOCKED_BOOKS[8]!;
  const orderCode = await buyBook(page, javaScriptEnabled, book.id);
  await page.goto("/apps/mail");
  const mails = page.getByRole("list", { name: "Thư đã nhận" }).getByRole("listitem");
  await expect(mails).toHaveCount(2);
  await expect(mails.first()).toContainText(`Xác nhận đơn hàng ${orderCode}`);
  await expect(mails.first()).toContainText("Chưa đọc");
  await page.goto("/bang-tin-nhanh");
  await expect(page.getByRole("heading", { name: "Đơn hàng gần nhất" })).toBeVisible();
});
