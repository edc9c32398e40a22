/**
 * A guest finds books and pays for them through the VNPay sandbox — run by both Playwright
 * projects, with JavaScript enabled and disabled, using only the accessible names of
 * docs/ui-contract.md.
 */
import type { Page } from "@playwright/test";
import { SEED_FACTS } from "../../server/seed/catalog";
import { cartCount, cartLink, expect, expectToast, fillShipping, mainProduct, test } from "./support";

/** Adds one in-stock book from the first page of a listing; returns its title. */
async function addFirstBuyableFromListing(page: Page, skip: string[] = []): Promise<string> {
  const cards = page.getByRole("article").filter({ has: page.getByRole("button", { name: "Thêm vào giỏ hàng" }) });
  const count = await cards.count();
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    const title = (await card.getByRole("heading").innerText()).trim();
    if (skip.includes(title)) continue;
    await card.getByRole("button", { name: "Thêm vào giỏ hàng" }).click();
    return title;
  }
  throw new Error("no buyable book on this page");
}

test("a guest searches, fills a cart, checks out and pays with VNPay", async ({ page, javaScriptEnabled }) => {
  await page.goto("/trang-chu");
  await expect(cartLink(page)).toBeVisible();
  expect(await cartCount(page)).toBe(0);

  // Search without accents finds titles with them.
  await page.getByLabel("Tìm kiếm", { exact: true }).fill("giao trinh");
  await page.getByRole("button", { name: "Tìm", exact: true }).click();
  await expect(page).toHaveURL(/\/san-pham\?searchContent=giao/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("giao trinh");

  // Open the first buyable result and add it from its page.
  const first = page
    .getByRole("article")
    .filter({ has: page.getByRole("button", { name: "Thêm vào giỏ hàng" }) })
    .first();
  const firstTitle = (await first.getByRole("heading").innerText()).trim();
  await first.getByRole("link", { name: firstTitle, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(firstTitle);
  await mainProduct(page).getByRole("button", { name: "Thêm vào giỏ hàng" }).click();
  await expectToast(page, "Đã thêm");
  expect(await cartCount(page)).toBe(1);

  // A second book from the catalog.
  await page.goto("/san-pham");
  const secondTitle = await addFirstBuyableFromListing(page, [firstTitle]);
  await expectToast(page, "Đã thêm");
  expect(await cartCount(page)).toBe(2);

  // The cart: change a quantity, remove a line.
  await cartLink(page).click();
  await expect(page).toHaveURL(/\/gio-hang$/);
  const firstLine = page.getByRole("listitem", { name: firstTitle });
  await firstLine.getByLabel("Số lượng").fill("2");
  await firstLine.getByRole("button", { name: "Cập nhật" }).click();
  await expect(page.getByRole("listitem", { name: firstTitle }).getByLabel("Số lượng")).toHaveValue("2");
  await page.getByRole("listitem", { name: secondTitle }).getByRole("button", { name: "Xóa" }).click();
  await expect(page.getByRole("listitem", { name: secondTitle })).toHaveCount(0);
  expect(await cartCount(page)).toBe(2);

  await page.getByRole("button", { name: "Tiến hành đặt hàng" }).click();
  await expect(page).toHaveURL(/\/gio-hang\/giao-hang$/);
  await fillShipping(page, javaScriptEnabled);

  await page.getByRole("radio", { name: "VNPay" }).check();
  await page.getByRole("button", { name: "Đặt hàng" }).click();

  // The VNPay sandbox (served by the reference upstream).
  await expect(page.getByRole("button", { name: "Thanh toán", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Thanh toán", exact: true }).click();

  await expect(page).toHaveURL(/\/xac-nhan-don-hang\/\d+$/);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toContainText("Đặt hàng thành công");
  await expect(heading).toContainText(/DH\d{6}-\d{6}/);
  await expect(page.getByText(firstTitle).first()).toBeVisible();
  expect(await cartCount(page)).toBe(0);
});

test("a cancelled payment says so and keeps the cart", async ({ page, javaScriptEnabled }) => {
  await page.goto("/san-pham/2");
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
  await expect(page.getByRole("alert")).toContainText("Giỏ hàng của bạn vẫn được giữ nguyên");
  expect(await cartCount(page)).toBe(1);

  // The cart is intact and can be paid again.
  await page.getByRole("link", { name: "Quay lại giỏ hàng" }).click();
  await expect(page.getByLabel("Số lượng")).toHaveValue("1");
  await page.getByRole("button", { name: "Tiến hành đặt hàng" }).click();
  await page.getByRole("button", { name: "Tiếp tục" }).click();
  await page.getByRole("radio", { name: "VNPay" }).check();
  await page.getByRole("button", { name: "Đặt hàng" }).click();
  await page.getByRole("button", { name: "Thanh toán", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Đặt hàng thành công");
  expect(await cartCount(page)).toBe(0);
});

test("an out-of-stock book cannot be bought", async ({ page, request }) => {
  await page.goto(`/san-pham/${SEED_FACTS.outOfStockProductId}`);
  await expect(mainProduct(page).getByText("Hết hàng").first()).toBeVisible();
  await expect(mainProduct(page).getByRole("button", { name: "Thêm vào giỏ hàng" })).toHaveCount(0);

  // Posting the add form by hand is refused with a clear message, and the cart stays empty.
  const res = await request.post("/gio-hang", {
    form: { intent: "add", productSaleId: String(SEED_FACTS.outOfStockProductId), quantity: "1" },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(400);
  expect(await res.text()).toContain("đã hết hàng");
});

test("bad input gets a Vietnamese message and the right status", async ({ page, request }) => {
  expect((await request.get("/san-pham/99999999")).status()).toBe(404);
  const notFound = await page.goto("/san-pham/99999999");
  expect(notFound?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Không tìm thấy trang");

  for (const quantity of ["0", "-1", "1000000000", "abc"]) {
    const res = await request.post("/gio-hang", { form: { intent: "add", productSaleId: "1", quantity }, maxRedirects: 0 });
    expect(res.status(), `quantity ${quantity}`).toBe(400);
    expect(await res.text()).toContain("Số lượng phải là số nguyên từ 1 đến 99");
  }

  // A tampered cart cookie is ignored (an empty cart), never an error.
  await page.context().addCookies([{ name: "__cart", value: "eyJjYXJ0Ijp7ImxpbmVzIjpbXX19.forged", url: page.url() }]);
  const cart = await page.goto("/gio-hang");
  expect(cart?.status()).toBe(200);
  await expect(page.getByText("Giỏ hàng của bạn đang trống.")).toBeVisible();

  // Legacy aliases answer 301 with the query kept.
  const alias = await request.get("/product/productList?page=2", { maxRedirects: 0 });
  expect(alias.status()).toBe(301);
  expect(alias.headers().location).toBe("/san-pham?page=2");
});
