/**
 * A guest buys a printed book by each Vietnamese payment method (ADR 0022) — run by both Playwright
 * projects, with JavaScript enabled and disabled, using the accessible names of docs/ui-contract.md:
 * cash on delivery; a VietQR bank transfer paid through the upstream's bank sandbox; MoMo through its
 * sandbox.
 */
import type { Page } from "@playwright/test";
import { cartCount, cartLink, expect, expectToast, fillShipping, mainProduct, test } from "./support";

/** One copy of book 2 in the cart, shipping filled: the payment step is open. */
async function toPaymentStep(page: Page, javaScriptEnabled: boolean) {
  await page.goto("/san-pham/2");
  await mainProduct(page).getByRole("button", { name: "Thêm vào giỏ hàng" }).click();
  await expectToast(page, "Đã thêm");
  await cartLink(page).click();
  await page.getByRole("button", { name: "Tiến hành đặt hàng" }).click();
  await fillShipping(page, javaScriptEnabled);
}

test("a guest buys a printed book cash on delivery", async ({ page, javaScriptEnabled }) => {
  await toPaymentStep(page, javaScriptEnabled);
  for (const name of ["Thanh toán khi nhận hàng (COD)", "Chuyển khoản ngân hàng (VietQR)", "Ví MoMo", "VNPay", "ePay"]) {
    await expect(page.getByRole("radio", { name, exact: true })).toBeEnabled();
  }
  await page.getByRole("radio", { name: "Thanh toán khi nhận hàng (COD)" }).check();
  await page.getByRole("button", { name: "Đặt hàng" }).click();

  await expect(page).toHaveURL(/\/xac-nhan-don-hang\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Đặt hàng thành công");
  await expect(page.getByRole("status").filter({ hasText: "Chờ giao hàng – thanh toán khi nhận" })).toBeVisible();
  expect(await cartCount(page)).toBe(0);
});

test("a guest pays by VietQR through the bank sandbox", async ({ page, javaScriptEnabled }) => {
  await toPaymentStep(page, javaScriptEnabled);
  await page.getByRole("radio", { name: "Chuyển khoản ngân hàng (VietQR)" }).check();
  await page.getByRole("button", { name: "Đặt hàng" }).click();

  await expect(page).toHaveURL(/\/xac-nhan-don-hang\/\d+$/);
  const confirmation = page.url();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Đặt hàng thành công");
  await expect(page.getByRole("heading", { name: "Chờ chuyển khoản" })).toBeVisible();
  const qr = page.getByRole("img", { name: "Mã VietQR" });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute("data-payload")).toMatch(/^000201/);
  await expect(page.getByText(/^DH\d{12}$/)).toBeVisible();
  // Without JavaScript the page reloads itself while it waits.
  await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(javaScriptEnabled ? 0 : 1);
  // The copy buttons exist only with JavaScript.
  await expect(page.getByRole("button", { name: "Sao chép số tài khoản" })).toHaveCount(javaScriptEnabled ? 1 : 0);

  // Pay in the bank sandbox (the upstream's page), then come back.
  await page.getByRole("link", { name: "Mở ngân hàng giả lập" }).click();
  await page.getByRole("button", { name: "Xác nhận chuyển khoản" }).click();
  await expect(page.getByRole("heading", { name: "Chuyển khoản thành công" })).toBeVisible();
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(confirmation);
  // Without JavaScript the shopper asks; a page the browser reloaded instead already says it.
  const check = page.getByRole("button", { name: "Kiểm tra thanh toán" });
  if (!javaScriptEnabled && (await check.isVisible())) await check.click();
  await expect(page.getByRole("status").filter({ hasText: "Đã nhận thanh toán" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Mã VietQR" })).toHaveCount(0);
  expect(await cartCount(page)).toBe(0);
});

test("the VietQR page notices the payment by itself", async ({ page, javaScriptEnabled }) => {
  await toPaymentStep(page, javaScriptEnabled);
  await page.getByRole("radio", { name: "Chuyển khoản ngân hàng (VietQR)" }).check();
  await page.getByRole("button", { name: "Đặt hàng" }).click();
  await expect(page.getByRole("heading", { name: "Chờ chuyển khoản" })).toBeVisible();
  const sandbox = await page.getByRole("link", { name: "Mở ngân hàng giả lập" }).getAttribute("href");

  // The transfer is made in another tab; this page finds it (polling with JavaScript, the refresh without).
  const bank = await page.context().newPage();
  await bank.goto(sandbox!);
  await bank.getByRole("button", { name: "Xác nhận chuyển khoản" }).click();
  await expect(bank.getByRole("heading", { name: "Chuyển khoản thành công" })).toBeVisible();
  await bank.close();
  await expect(page.getByRole("status").filter({ hasText: "Đã nhận thanh toán" })).toBeVisible({ timeout: 25_000 });
});

test("a guest pays with MoMo through its sandbox", async ({ page, javaScriptEnabled }) => {
  await toPaymentStep(page, javaScriptEnabled);
  await page.getByRole("radio", { name: "Ví MoMo" }).check();
  await page.getByRole("button", { name: "Đặt hàng" }).click();

  await page.getByRole("button", { name: "Thanh toán", exact: true }).click();
  await expect(page).toHaveURL(/\/xac-nhan-don-hang\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Đặt hàng thành công");
  expect(await cartCount(page)).toBe(0);
});
