/**
 * Delivery and tracking (ADR 0026), JavaScript on and off, with the accessible names of
 * docs/ui-contract.md: a guest in a ward of the 2025 map (Phường Ba Đình, Hà Nội) buys a printed book
 * cash on delivery; the confirmation page shows the tracking number and links "Tra cứu đơn hàng";
 * the lookup by code + phone shows the timeline and links "Giả lập vận chuyển"; the carrier sandbox's
 * buttons "Lấy hàng", "Đang giao", "Đã giao" move the parcel (signed webhooks to the upstream); the
 * guest finds the order delivered ("Đã giao hàng"), paid, with its timeline. A wrong phone gets the
 * neutral message.
 */
import type { Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { cartLink, expect, expectToast, fillShipping, mainProduct, test } from "./support";

/** The phone `fillShipping` types. */
const PHONE = "0987654321";

async function lookUp(page: Page, code: string, contact: string) {
  await page.goto("/tra-cuu-don-hang");
  await page.getByLabel("Mã đơn hàng").fill(code);
  await page.getByLabel("Số điện thoại hoặc email").fill(contact);
  await page.getByRole("button", { name: "Tra cứu" }).click();
}

test("a guest's COD parcel is moved to delivered in the carrier sandbox and found by code + phone", async ({ page, javaScriptEnabled }) => {
  await page.goto("/san-pham/2");
  await mainProduct(page).getByRole("button", { name: "Thêm vào giỏ hàng" }).click();
  await expectToast(page, "Đã thêm");
  await cartLink(page).click();
  await page.getByRole("button", { name: "Tiến hành đặt hàng" }).click();
  await fillShipping(page, javaScriptEnabled);
  await page.getByRole("radio", { name: "Thanh toán khi nhận hàng (COD)" }).check();
  await page.getByRole("button", { name: "Đặt hàng" }).click();

  await expect(page).toHaveURL(/\/xac-nhan-don-hang\/\d+$/);
  const heading = await page.getByRole("heading", { level: 1 }).textContent();
  const code = /DH\d{6}-\d{6}/.exec(heading ?? "")?.[0];
  expect(code, heading ?? "").toBeTruthy();
  await expect(page.getByText(/^Mã vận đơn: [A-Z0-9]{8}$/)).toBeVisible();
  const tracking = (await page.getByText(/^Mã vận đơn: /).textContent())!.replace("Mã vận đơn: ", "");

  // From the confirmation page to the lookup, the code already filled in.
  await page.getByRole("main").getByRole("link", { name: "Tra cứu đơn hàng" }).click();
  await expect(page.getByLabel("Mã đơn hàng")).toHaveValue(code!);
  await page.getByLabel("Số điện thoại hoặc email").fill(PHONE);
  await page.getByRole("button", { name: "Tra cứu" }).click();
  const shipment = page.getByRole("region", { name: "Vận chuyển" });
  await expect(shipment).toContainText(tracking);
  await expect(shipment.getByRole("list", { name: "Hành trình đơn hàng" }).getByRole("listitem")).toHaveCount(1);
  await expect(shipment.getByRole("listitem").first()).toContainText("Chờ lấy hàng");

  // The carrier sandbox (the upstream's page): pick up, on the way, delivered.
  await shipment.getByRole("link", { name: "Giả lập vận chuyển" }).click();
  await expect(page.getByRole("heading", { name: `Vận đơn ${tracking}` })).toBeVisible();
  for (const [button, status] of [
    ["Lấy hàng", "Đã lấy hàng"],
    ["Đang giao", "Đang giao hàng"],
    ["Đã giao", "Đã giao hàng"],
  ] as const) {
    await page.getByRole("button", { name: button }).click();
    await expect(page.getByRole("status")).toContainText("HTTP 200");
    await expect(page.locator("dd.status")).toHaveText(status);
  }
  await expect(page.getByRole("button", { name: "Hoàn hàng" })).toBeDisabled();

  // The guest finds the order delivered and paid, with its timeline in time order.
  await lookUp(page, code!, PHONE);
  await expect(page.getByRole("heading", { name: `Đơn hàng ${code}` })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Trạng thái:/ })).toContainText("Đã giao hàng");
  const steps = page.getByRole("list", { name: "Hành trình đơn hàng" }).getByRole("listitem");
  await expect(steps).toHaveCount(5);
  const texts = await steps.allTextContents();
  expect(texts.map((t) => /Chờ lấy hàng|Đã lấy hàng|Đang vận chuyển|Đang giao hàng|Đã giao hàng/.exec(t)?.[0])).toEqual([
    "Chờ lấy hàng",
    "Đã lấy hàng",
    "Đang vận chuyển",
    "Đang giao hàng",
    "Đã giao hàng",
  ]);
  await expect(steps.nth(1)).toContainText("Hà Nội");
  await expect(page.getByRole("region", { name: "Vận chuyển" })).toContainText("Đã giao hàng");
  await expect(page.getByText(/đã thanh toán lúc/)).toBeVisible();
  await expect(page.getByRole("region", { name: "Sản phẩm" }).getByRole("listitem")).toHaveCount(1);
  // axe runs its script in the page: with JavaScript only (the walk checks the no-JS form page).
  if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

  // A wrong phone: the one neutral message, the form kept.
  await lookUp(page, code!, "0911111111");
  await expect(page.getByRole("alert")).toContainText("Không tìm thấy đơn hàng khớp với thông tin đã nhập");
  await expect(page.getByLabel("Mã đơn hàng")).toHaveValue(code!);
  await expect(page.getByRole("heading", { name: `Đơn hàng ${code}` })).toHaveCount(0);
});

test("the footer links Tra cứu đơn hàng, and an unknown code gets the same neutral message", async ({ page }) => {
  await page.goto("/trang-chu");
  await page.getByRole("contentinfo").getByRole("link", { name: "Tra cứu đơn hàng" }).click();
  await expect(page).toHaveURL(/\/tra-cuu-don-hang$/);
  await expect(page.getByRole("heading", { level: 1, name: "Tra cứu đơn hàng" })).toBeVisible();
  await lookUp(page, "DH000000-000000", PHONE);
  await expect(page.getByRole("alert")).toContainText("Không tìm thấy đơn hàng khớp với thông tin đã nhập");
});
