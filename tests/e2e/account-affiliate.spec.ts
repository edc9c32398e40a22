/**
 * The affiliate dashboard, with JavaScript on and off: a fresh customer opens
 * `/tai-khoan/affiliate` (the code is created), sees the absolute shareable link (`Sao chép` only with
 * JavaScript); a guest in another browser opens the link with a book in the cart — the cart prefills
 * the code without applying it —, applies it and pays (VNPay sandbox); the customer sees the referred
 * order with its credited commission.
 */
import { expect, test, uniqueEmail } from "./support";
import { addToCart, checkOutAndPay, checkPageLayout, registerAndLogIn, STOCKED_BOOKS } from "./account-purchase";

test("a guest buys through the customer's affiliate link; the dashboard shows the referred order", async ({
  page,
  browser,
  javaScriptEnabled,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  if (javaScriptEnabled) await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  const phone = `03${String(Date.now()).slice(-8)}`;
  await registerAndLogIn(page, { email: uniqueEmail(testInfo, "ctv"), name: "Vũ Minh Châu", phone });

  await page.goto("/tai-khoan/affiliate");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cộng tác viên");
  const code = (await page
    .getByText(/^CTV[A-Z0-9]{5}$/)
    .first()
    .textContent())!;
  const link = page.getByLabel("Đường dẫn giới thiệu");
  await expect(link).toHaveValue(`${baseURL}/gio-hang?affiliate=${code}`);
  await expect(link).toHaveAttribute("readonly", "");
  await expect(page.getByText("Chưa có đơn hàng nào dùng mã của bạn.")).toBeVisible();
  if (javaScriptEnabled) {
    await page.getByRole("button", { name: "Sao chép" }).click();
    await expect(page.getByText("Đã sao chép đường dẫn.")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/gio-hang?affiliate=${code}`);
  } else {
    await expect(page.getByRole("button", { name: "Sao chép" })).toHaveCount(0);
  }
  // The second visit keeps the code.
  await page.reload();
  await expect(page.getByText(code, { exact: true }).first()).toBeVisible();

  // A guest in another browser: the shared link prefills the code (typed in lower case: normalised), applies nothing.
  const guestContext = await browser.newContext({ baseURL, javaScriptEnabled, locale: "vi-VN", timezoneId: "Asia/Ho_Chi_Minh" });
  const guest = await guestContext.newPage();
  await addToCart(guest, STOCKED_BOOKS[6]!.id);
  await guest.goto(`/gio-hang?affiliate=${code.toLowerCase()}`);
  await expect(guest.getByLabel("Mã affiliate")).toHaveValue(code);
  await expect(guest.getByText(`Mã giới thiệu ${code} đã được điền sẵn`)).toBeVisible();
  await expect(guest.getByRole("button", { name: "Bỏ mã affiliate" })).toHaveCount(0);
  await guest.getByRole("button", { name: "Áp dụng mã affiliate" }).click();
  await expect(guest.getByRole("button", { name: "Bỏ mã affiliate" })).toBeVisible();
  const orderCode = await checkOutAndPay(guest, javaScriptEnabled);
  await guestContext.close();

  await page.reload();
  const row = page.getByRole("row").filter({ hasText: orderCode });
  await expect(row).toBeVisible();
  await expect(row).toContainText("Đã thanh toán");
  await expect(row).toContainText("Đã ghi nhận");
  await checkPageLayout(page, javaScriptEnabled);
  await expect(page.getByRole("table")).not.toContainText("Trần Minh Khoa"); // the buyer's name is not shown
  await expect(page.getByRole("definition").first()).toHaveText("1");
});

test("a guest asking for the dashboard is sent to the login page", async ({ page }) => {
  await page.goto("/tai-khoan/affiliate");
  await expect(page).toHaveURL(/\/dang-nhap\?redirectTo=%2Ftai-khoan%2Faffiliate/);
});
