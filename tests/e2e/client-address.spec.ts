/**
 * The client address the storefront passes on (ADR 0008): the storefront's server replaces
 * `X-Storefront-Client-Ip` with the socket's address and `clientIp()` never reads X-Forwarded-For, so
 * a shopper cannot choose the address VNPay is given (vnp_IpAddr) — nor the one rate limits count.
 */
import { cartLink, expect, expectToast, fillShipping, mainProduct, test } from "./support";

test("the gateway sees the socket's address, whatever X-Forwarded-For or X-Storefront-Client-Ip say", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": "203.0.113.7", "X-Storefront-Client-Ip": "203.0.113.9" });
  await page.goto("/san-pham/2");
  await mainProduct(page).getByRole("button", { name: "Thêm vào giỏ hàng" }).click();
  await expectToast(page, "Đã thêm");
  await cartLink(page).click();
  await page.getByRole("button", { name: "Tiến hành đặt hàng" }).click();
  await fillShipping(page, javaScriptEnabled);
  // The first method offered is cash on delivery; the address under test is the one VNPay is given.
  await page.getByRole("radio", { name: "VNPay" }).check();
  await page.getByRole("button", { name: "Đặt hàng" }).click();
  await page.waitForURL(/\/paymentv2\/vpcpay\.html\?/);
  expect(new URL(page.url()).searchParams.get("vnp_IpAddr")).toBe("127.0.0.1");
});
