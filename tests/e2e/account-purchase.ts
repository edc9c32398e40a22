/**
 * Steps of the account-area specs of reviews and affiliates: a fresh customer registers,
 * completes step 2 and logs in; a shopper buys one book through the VNPay sandbox; the printed books
 * in stock those specs use (one per Playwright project, so the two projects never review the same book);
 * the walks' checks on a signed-in page (the page walks' customer state is not signed in).
 */
import type { Page } from "@playwright/test";
import { getCatalog } from "../../server/seed/catalog";
import { cartLink, expect, expectToast, fillShipping, mainProduct, registerAndActivate } from "./support";
import { axeViolations } from "./axe";

/** Printed books with plenty of stock at a modest price: `[id, name]`, in catalogue order. */
export const STOCKED_BOOKS = getCatalog()
  .products.filter((p) => !p.isDigital && p.stock >= 50 && p.salePrice >= 50_000 && p.salePrice <= 200_000)
  .map((p) => ({ id: p.id, name: p.name }));

/** Registers `email` through the pages, completes step 2 and logs in (ends on the home page). */
export async function registerAndLogIn(page: Page, c: { email: string; name: string; phone: string }) {
  const password = "MatKhau@123";
  await registerAndActivate(page, { ...c, password });
  await page.getByRole("button", { name: "Lưu thông tin" }).click();
  await expect(page).toHaveURL(/\/dang-nhap$/);
  await page.getByLabel("Email").fill(c.email);
  await page.getByLabel("Mật khẩu", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Đăng nhập", exact: true }).click();
  await expect(page.getByText(`Xin chào, ${c.name}`)).toBeVisible();
}

/** Puts book `id` in the cart (from its page). */
export async function addToCart(page: Page, id: number) {
  await page.goto(`/san-pham/${id}`);
  await mainProduct(page).getByRole("button", { name: "Thêm vào giỏ hàng" }).click();
  await expectToast(page, "Đã thêm");
}

/** From the cart page: checkout, shipping, VNPay, pays on the sandbox; returns the order code (DH…). */
export async function checkOutAndPay(page: Page, jsEnabled: boolean): Promise<string> {
  await page.getByRole("button", { name: "Tiến hành đặt hàng" }).click();
  await expect(page).toHaveURL(/\/gio-hang\/giao-hang$/);
  await fillShipping(page, jsEnabled);
  await page.getByRole("radio", { name: "VNPay" }).check();
  await page.getByRole("button", { name: "Đặt hàng" }).click();
  await page.getByRole("button", { name: "Thanh toán", exact: true }).click();
  await expect(page).toHaveURL(/\/xac-nhan-don-hang\/\d+$/);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toContainText("Đặt hàng thành công");
  return /DH\d{6}-\d{6}/.exec(await heading.innerText())![0];
}

/** Buys book `id` alone (one copy) and pays it. */
export async function buyBook(page: Page, jsEnabled: boolean, id: number): Promise<string> {
  await addToCart(page, id);
  await cartLink(page).click();
  return checkOutAndPay(page, jsEnabled);
}

/**
 * The page walks' checks on the current page: no sideways scrolling at 320 px, and (with JavaScript:
 * axe does not run without it) no axe violation, every rule (tests/e2e/axe.ts).
 */
export async function checkPageLayout(page: Page, jsEnabled: boolean) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 800 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `sideways scrolling at 320 px on ${page.url()}`).toBeLessThanOrEqual(0);
  if (size) await page.setViewportSize(size);
  if (jsEnabled) {
    expect(await axeViolations(page), `axe on ${page.url()}`).toEqual([]);
  }
}
