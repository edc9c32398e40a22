/**
 * Typing before hydration (ADR 0029): on every form page, the visitor types into the first text
 * field of the page's main form at the first possible moment — as soon as the field is in the
 * document, while the deferred hydration JavaScript (ADR 0020) is still arriving or running — 20
 * times per page. React must throw nothing (the suite's `test` fails on any page error or console
 * error: React 18's error #345 was one) and the typed text must survive hydration. JavaScript only
 * (without it there is no hydration to race). `E2E_CPU_THROTTLE=4` makes the window wider.
 */
import type { Page } from "@playwright/test";
import { cartCount, expect, hydrated, mainProduct, test } from "./support";

const ROUNDS = 20;

/** The first visible field a visitor types into on the page's main form (the honeypot is hidden). */
const firstTextField = (page: Page) =>
  page
    .locator(
      "main form:not([method='get' i]) :is(input[type='text'], input[type='email'], input[type='tel'], input[type='password'], input:not([type]), textarea):not([readonly], [disabled])",
    )
    .locator("visible=true")
    .first();

/** Loads `path` ROUNDS times, typing into its first text field before hydration each time. */
async function typeBeforeHydration(page: Page, path: string) {
  for (let round = 0; round < ROUNDS; round++) {
    const typed = `Nhập ${round}`;
    await page.goto(path, { waitUntil: "commit" });
    const field = firstTextField(page);
    await field.click();
    await field.press("ControlOrMeta+a");
    await field.pressSequentially(typed);
    await hydrated(page);
    await expect(field, `${path}, round ${round}: the typed text survives hydration`).toHaveValue(typed);
  }
}

test.describe("typing into a form page before it hydrates", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "without JavaScript nothing hydrates");
  test.describe.configure({ timeout: 120_000 });

  for (const path of ["/dang-nhap", "/dang-ky", "/quen-mat-khau", "/tra-cuu-don-hang"]) {
    test(`a guest on ${path}`, async ({ page }) => {
      await typeBeforeHydration(page, path);
    });
  }

  test("a guest on the shipping step of the checkout", async ({ page }) => {
    await page.goto("/san-pham/1");
    await hydrated(page);
    await mainProduct(page).getByRole("button", { name: "Thêm vào giỏ hàng" }).click();
    await expect.poll(() => cartCount(page)).toBe(1);
    await typeBeforeHydration(page, "/gio-hang/giao-hang");
  });

  test("a customer on the account's profile, new address and password pages", async ({ page }) => {
    test.setTimeout(300_000); // three pages of 20 rounds each; under E2E_CPU_THROTTLE=4 that takes minutes
    await page.goto("/dang-nhap");
    await hydrated(page);
    await page.getByLabel("Email").fill("khachhang@example.com");
    await page.getByLabel("Mật khẩu", { exact: true }).fill("MatKhau@123");
    await page.getByRole("button", { name: "Đăng nhập", exact: true }).click();
    await expect(page.getByText("Xin chào, Nguyễn Thị Lan")).toBeVisible();
    for (const path of ["/tai-khoan/thong-tin-tai-khoan", "/tai-khoan/so-dia-chi/them", "/tai-khoan/doi-mat-khau"]) {
      await typeBeforeHydration(page, path);
    }
  });
});
