/**
 * The fee before paying (JavaScript on and off): a guest whose ward exists only since 1 July 2025
 * (Phường Sài Gòn, Hồ Chí Minh: merged from Bến Nghé, Đa Kao and Nguyễn Thái Bình) sees the order summary
 * and `Phí vận chuyển` on the shipping step as soon as the ward is chosen — without JavaScript after
 * `Cập nhật danh sách` (a GET) — and the payment step charges the same; a printed book's page shows
 * `Phí vận chuyển dự kiến` to a chosen province and to the demo customer's; an e-book-only cart says
 * why it has no shipping step. With SHOTS_DIR set, the shipping step and the product page are also
 * saved as screenshots at 412 and 1366 px (JavaScript project).
 */
import type { Page } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../../server/seed/accounts";
import { SEED_FACTS } from "../../server/seed/catalog";
import { SHIPPING_FEE_BY_REGION } from "../../server/constants";
import { formatVnd } from "../../app/utils/money";
import { cartLink, expect, expectToast, mainProduct, test } from "./support";

const BOOK = 2;
const SOUTH = formatVnd(SHIPPING_FEE_BY_REGION.south);
const NORTH = formatVnd(SHIPPING_FEE_BY_REGION.north);

/** The `<dd>` after the summary's `<dt>` named `term`. */
const summaryValue = (page: Page, term: string) =>
  page.getByRole("region", { name: "Đơn hàng của bạn" }).locator("dt", { hasText: term }).locator("xpath=following-sibling::dd[1]");

async function shots(page: Page, name: string, javaScriptEnabled: boolean) {
  const dir = process.env.SHOTS_DIR;
  if (!dir || !javaScriptEnabled) return;
  const size = page.viewportSize();
  for (const width of [412, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    // From the top: a full-page shot taken while scrolled draws the sticky header mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

test("a guest in a ward created in 2025 sees the shipping fee on the shipping step, before paying", async ({ page, javaScriptEnabled }) => {
  await page.goto(`/san-pham/${BOOK}`);
  await mainProduct(page).getByRole("button", { name: "Thêm vào giỏ hàng" }).click();
  await expectToast(page, "Đã thêm");
  await cartLink(page).click();
  await page.getByRole("button", { name: "Tiến hành đặt hàng" }).click();
  await expect(page).toHaveURL(/\/gio-hang\/giao-hang$/);

  // The summary is there from the start; the fee waits for a ward.
  const summary = page.getByRole("region", { name: "Đơn hàng của bạn" });
  await expect(summary.locator("dt", { hasText: "Tạm tính" })).toHaveCount(1);
  await expect(summaryValue(page, "Phí vận chuyển")).toHaveText("Chọn Phường/Xã để xem phí");

  await page.getByLabel("Họ và tên").fill("Lê Thị Sài Gòn");
  await page.getByLabel("Số điện thoại").fill("0908765432");
  await page.getByLabel("Email").fill("le.saigon@example.com");
  await page.getByLabel("Tỉnh/Thành phố").selectOption({ label: "Hồ Chí Minh" });
  const update = page.getByRole("button", { name: "Cập nhật danh sách", exact: true });
  if (!javaScriptEnabled) await update.click();
  const ward = page.getByLabel("Phường/Xã");
  await expect(ward.locator("option", { hasText: "Phường Sài Gòn" })).toHaveCount(1);
  // The old wards merged into it are gone from the list.
  await expect(ward.locator("option", { hasText: "Phường Bến Nghé" })).toHaveCount(0);
  await ward.selectOption({ label: "Phường Sài Gòn" });
  if (!javaScriptEnabled) {
    await update.click();
    // A GET of the page: nothing saved, everything typed kept.
    await expect(page).toHaveURL(/\/gio-hang\/giao-hang\?.*wardId=126740/);
    await expect(page.getByLabel("Họ và tên")).toHaveValue("Lê Thị Sài Gòn");
    await expect(page.getByLabel("Phường/Xã")).toHaveValue("126740");
  }
  await expect(summaryValue(page, "Phí vận chuyển")).toHaveText(SOUTH);
  await expect(summary).toContainText("Giao đến: Phường Sài Gòn, Hồ Chí Minh");
  const total = (await summaryValue(page, "Tổng cộng").innerText()).trim();
  await page.getByLabel("Địa chỉ", { exact: true }).fill("Số 2 Công xã Paris");
  await shots(page, "shipping-step", javaScriptEnabled);

  await page.getByRole("button", { name: "Tiếp tục" }).click();
  await expect(page).toHaveURL(/\/gio-hang\/thanh-toan$/);
  // The payment step charges what the shipping step showed.
  await expect(summaryValue(page, "Phí vận chuyển")).toHaveText(SOUTH);
  await expect(summaryValue(page, "Tổng cộng")).toHaveText(total);
  await expect(page.getByText("Số 2 Công xã Paris, Phường Sài Gòn, Hồ Chí Minh")).toBeVisible();
});

test("a printed book's page shows Phí vận chuyển dự kiến to a chosen province, and to the customer's", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto(`/san-pham/${BOOK}`);
  const estimate = page.getByRole("region", { name: "Phí vận chuyển dự kiến" });
  await expect(estimate).toContainText("Chọn Tỉnh/Thành phố nhận hàng để xem phí vận chuyển dự kiến.");
  await estimate.getByLabel("Tỉnh/Thành phố nhận hàng").selectOption({ label: "Hồ Chí Minh" });
  await estimate.getByRole("button", { name: "Xem phí vận chuyển" }).click();
  await expect(page).toHaveURL(/\?tinh=1079$/);
  await expect(estimate).toContainText(`Đến Hồ Chí Minh: ${SOUTH} cho 1 cuốn.`);
  await expect(estimate.getByLabel("Tỉnh/Thành phố nhận hàng")).toHaveValue("1079");
  await shots(page, "product-page", javaScriptEnabled);

  // A retired province id (Hà Giang, 2) or junk: the form asks again, no error page.
  for (const q of ["2", "abc", "99999999999"]) {
    const res = await page.goto(`/san-pham/${BOOK}?tinh=${q}`);
    expect(res?.status(), q).toBe(200);
    await expect(estimate, q).toContainText("Chọn Tỉnh/Thành phố nhận hàng");
  }

  // An e-book: nothing to ship, no estimate.
  await page.goto(`/san-pham/${SEED_FACTS.digitalProductId}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Phí vận chuyển dự kiến" })).toHaveCount(0);

  // The demo customer's default address is in Hà Nội (Phường Cầu Giấy).
  await page.goto("/dang-nhap");
  await page.getByLabel("Email").fill(DEMO_ACCOUNTS.customer.email);
  await page.getByLabel("Mật khẩu", { exact: true }).fill(DEMO_ACCOUNTS.customer.password);
  await page.getByRole("button", { name: "Đăng nhập", exact: true }).click();
  await expect(page).not.toHaveURL(/dang-nhap/);
  await page.goto(`/san-pham/${BOOK}`);
  await expect(estimate).toContainText(`Đến Hà Nội (theo địa chỉ của bạn): ${NORTH} cho 1 cuốn.`);
});

test("an e-book-only cart says why there is no shipping step", async ({ page }) => {
  await page.goto(`/san-pham/${SEED_FACTS.digitalProductId}`);
  await mainProduct(page).getByRole("button", { name: "Thêm vào giỏ hàng" }).click();
  await expectToast(page, "Đã thêm");
  await cartLink(page).click();
  const why = "Giỏ hàng chỉ có ebook nên không có bước giao hàng";
  await expect(page.getByText(why)).toBeVisible();
  await page.getByRole("button", { name: "Tiến hành đặt hàng" }).click();
  await expect(page).toHaveURL(/\/gio-hang\/thanh-toan$/);
  await expect(page.getByText(why)).toBeVisible();
});
