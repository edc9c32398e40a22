/**
 * The customer's orders in the account area (ADR 0012), with JavaScript on and off:
 * - a fresh customer's failed VNPay payment is found in `don-hang` (status filter and code search),
 *   opened, paid again (`Thanh toán lại` reaches the VNPay sandbox; the stock is held again), then
 *   cancelled through the confirmation step (stock back; the history says so); cancelling again from a
 *   page opened before answers a clear message; another customer's order is the 404 page;
 * - the demo customer sees the seeded orders (server/seed/orders.ts): delivered with GIAM10 and its
 *   history, the paid ebook pointing to `Thư viện của tôi`, the confirmation ↔ detail links; the list,
 *   the detail and the cancel step have no sideways scrolling at 320 px and no axe violation.
 * Mutations use a fresh customer and a book per project (the two projects run in parallel).
 */
import type { Page } from "@playwright/test";
import { ORDER_SEED_FACTS } from "../../server/seed/orders";
import { DEMO_ACCOUNTS } from "../../server/seed/accounts";
import { E2E_ENV } from "./env";
import { cartLink, expect, expectToast, fillShipping, mainProduct, registerAndActivate, test, uniqueEmail } from "./support";
import { axeViolations } from "./axe";

const UPSTREAM = `http://127.0.0.1:${E2E_ENV.UPSTREAM_PORT}`;

/** The upstream's stock of a product (what a checkout can take; ≤ 99 shown, these books have fewer). */
async function stockOf(id: number): Promise<number> {
  const res = await fetch(`${UPSTREAM}/api/ProductPage/${id}`);
  return ((await res.json()) as { data: { stock: number } }).data.stock;
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto("/dang-nhap");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mật khẩu", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Đăng nhập", exact: true }).click();
  await expect(page.getByText(/^Xin chào, /)).toBeVisible();
}

test("a customer finds a failed order, pays again, cancels it (stock back) and cannot cancel twice", async ({
  page,
  context,
  javaScriptEnabled,
}, testInfo) => {
  test.slow(); // registration, a purchase and two gateway visits: about a minute under load
  // Printed books with fewer than 99 copies (the product call caps at 99), one per project.
  const book = javaScriptEnabled ? 322 : 324;
  const email = uniqueEmail(testInfo, "donhang");
  await registerAndActivate(page, { email, name: "Đỗ Thu Hà", phone: "0356781234", password: "MatKhau@2026" });
  await page.getByRole("button", { name: "Lưu thông tin" }).click();
  await expect(page).toHaveURL(/\/dang-nhap$/);
  await logIn(page, email, "MatKhau@2026");

  // No order yet.
  await page.goto("/tai-khoan/don-hang");
  await expect(page.getByText("Bạn chưa có đơn hàng nào.")).toBeVisible();

  const stock = await stockOf(book);
  await page.goto(`/san-pham/${book}`);
  await mainProduct(page).getByRole("button", { name: "Thêm vào giỏ hàng" }).click();
  await expectToast(page, "Đã thêm");
  await cartLink(page).click();
  await page.getByRole("button", { name: "Tiến hành đặt hàng" }).click();
  await fillShipping(page, javaScriptEnabled);
  await page.getByRole("radio", { name: "VNPay" }).check();
  await page.getByRole("button", { name: "Đặt hàng" }).click();
  await page.getByRole("button", { name: "Hủy thanh toán" }).click();
  await expect(page).toHaveURL(/\/xac-nhan-don-hang\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("không thành công");
  const code = (await page.getByRole("heading", { level: 1 }).innerText()).match(/DH\d{6}-\d{6}/)![0];
  expect(await stockOf(book)).toBe(stock);

  // The confirmation links to the detail; the list finds the order by status and by part of its code.
  await page.getByRole("link", { name: "Xem chi tiết đơn hàng" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Đơn hàng ${code}`);
  await page.getByRole("navigation", { name: "Tài khoản của tôi" }).getByRole("link", { name: "Đơn hàng", exact: true }).click();
  await expect(page).toHaveURL(/\/tai-khoan\/don-hang$/);
  await page.getByLabel("Trạng thái").selectOption({ label: "Thanh toán không thành công" });
  await page.getByLabel("Mã đơn hàng").fill(code.slice(-6).toLowerCase());
  await page.getByRole("button", { name: "Lọc đơn hàng" }).click();
  await expect(page).toHaveURL(/status=failed/);
  await expect(page.getByRole("link", { name: `Đơn hàng ${code}` })).toBeVisible();
  await page.getByLabel("Trạng thái").selectOption({ label: "Đã giao hàng" });
  await page.getByRole("button", { name: "Lọc đơn hàng" }).click();
  await expect(page.getByText("Không có đơn hàng phù hợp.")).toBeVisible();
  await page.getByRole("link", { name: "Xóa bộ lọc" }).click();
  await page.getByRole("link", { name: `Đơn hàng ${code}` }).click();
  await expect(page).toHaveURL(/\/tai-khoan\/don-hang\/\d+$/);
  const detailUrl = page.url();
  await expect(page.getByRole("heading", { name: /^Trạng thái: Thanh toán không thành công/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Hủy đơn hàng" })).toHaveCount(0);

  // Pay again: the order is reopened (stock held again) and the VNPay sandbox opens.
  await page.getByRole("button", { name: "Thanh toán lại" }).click();
  await expect(page).toHaveURL(/\/paymentv2\/vpcpay\.html\?/);
  await expect(page.getByRole("button", { name: "Thanh toán", exact: true })).toBeVisible();
  expect(await stockOf(book)).toBe(stock - 1);

  // Cancel through the confirmation step; a second page opened on that step before stays behind.
  await page.goto(detailUrl);
  await expect(page.getByRole("heading", { name: /^Trạng thái: Chờ thanh toán/ })).toBeVisible();
  const stale = await context.newPage();
  await stale.goto(`${detailUrl}?huy=1`);
  await expect(stale.getByRole("button", { name: "Xác nhận hủy" })).toBeVisible();

  await page.getByRole("button", { name: "Hủy đơn hàng" }).click();
  await expect(page).toHaveURL(/\?huy=1$/);
  await page.getByLabel("Lý do hủy (không bắt buộc)").fill("Tôi muốn đổi sang bản ebook");
  await page.getByRole("button", { name: "Xác nhận hủy" }).click();
  await expectToast(page, `Đã hủy đơn hàng ${code}`);
  await expect(page.getByRole("heading", { name: /^Trạng thái: Đã hủy/ })).toBeVisible();
  await expect(page.getByText("Khách hủy đơn: Tôi muốn đổi sang bản ebook")).toBeVisible();
  await expect(page.getByRole("button", { name: "Thanh toán lại" })).toHaveCount(0);
  expect(await stockOf(book)).toBe(stock);

  await stale.getByRole("button", { name: "Xác nhận hủy" }).click();
  await expect(stale.getByRole("alert")).toContainText("không thể hủy");
  expect(await stockOf(book)).toBe(stock);
  await stale.close();

  // Someone else's order is not found.
  const foreign = await page.goto(`/tai-khoan/don-hang/${ORDER_SEED_FACTS.deliveredOrderId}`);
  expect(foreign?.status()).toBe(404);
  await expect(page.locator("main")).toContainText("Không tìm thấy đơn hàng.");
  await expect(page.locator("main")).not.toContainText("Nguyễn Thị Lan");
});

test("the demo customer sees the seeded orders with history, codes and the ebook in the library", async ({ page, javaScriptEnabled }) => {
  await logIn(page, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
  await page.goto("/tai-khoan/don-hang?status=delivered");
  await page
    .getByRole("link", { name: /^Đơn hàng DH/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/tai-khoan/don-hang/${ORDER_SEED_FACTS.deliveredOrderId}$`));
  await expect(page.getByRole("heading", { name: /^Trạng thái: Đã giao hàng/ })).toBeVisible();
  await expect(page.getByText(/^Mã khuyến mãi GIAM10/)).toBeVisible();
  const history = page.getByRole("region", { name: "Lịch sử đơn hàng" });
  await expect(history.getByRole("listitem")).toHaveCount(4);
  await expect(history).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} – Đã giao hàng/);
  await expect(page.getByRole("button", { name: "Hủy đơn hàng" })).toHaveCount(0);

  await page.goto(`/tai-khoan/don-hang/${ORDER_SEED_FACTS.ebookOrderId}`);
  await expect(page.getByRole("link", { name: "Thư viện của tôi" }).last()).toHaveAttribute("href", "/tai-khoan/thu-vien-cua-toi");
  await page.getByRole("link", { name: "Xem trang xác nhận đơn hàng" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Đặt hàng thành công");
  await page.getByRole("link", { name: "Xem chi tiết đơn hàng" }).click();
  await expect(page).toHaveURL(new RegExp(`/tai-khoan/don-hang/${ORDER_SEED_FACTS.ebookOrderId}$`));

  await page.goto(`/tai-khoan/don-hang/${ORDER_SEED_FACTS.cancelledOrderId}`);
  await expect(page.getByRole("heading", { name: /^Trạng thái: Đã hủy — đang hoàn tiền/ })).toBeVisible();

  // The pages themselves: no sideways scrolling at 320 px; axe (WCAG 2.1 AA) with JavaScript on.
  for (const url of [
    "/tai-khoan/don-hang",
    `/tai-khoan/don-hang/${ORDER_SEED_FACTS.deliveredOrderId}`,
    `/tai-khoan/don-hang/${ORDER_SEED_FACTS.pendingOrderId}?huy=1`,
  ]) {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(url);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${url} at 320 px`).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });
    if (javaScriptEnabled) {
      expect(await axeViolations(page), `axe on ${url}`).toEqual([]);
    }
  }

  // Bad query values are normalised with a message, never a server error.
  const odd = await page.goto("/tai-khoan/don-hang?page=-1&status=abc&from=2026-02-30");
  expect(odd?.status()).toBe(200);
  await expect(page.getByRole("status").filter({ hasText: "Số trang không hợp lệ" })).toBeVisible();
  await expect(page.getByText("Ngày không hợp lệ")).toBeVisible();
});
