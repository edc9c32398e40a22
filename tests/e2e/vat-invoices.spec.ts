/**
 * VAT invoices at checkout (ADR 0025), with JavaScript on and off: a signed-in customer ticks
 * "Xuất hóa đơn VAT" at the payment step; a tax code with a wrong check digit, then a branch without
 * its dash, are refused at "Mã số thuế" with the form kept; with a valid MST the order is paid through
 * the VNPay sandbox, the upstream issues the invoice (S-Invoice sandbox), and the account's order
 * detail shows it with "Tải hóa đơn", which downloads the PDF. Screenshots of the payment step and the
 * order detail at 412 and 1366 px go to the test's output folder.
 */
import type { Page } from "@playwright/test";
import { addToCart, registerAndLogIn, STOCKED_BOOKS } from "./account-purchase";
import { cartLink, expect, fillShipping, test, uniqueEmail } from "./support";

const COMPANY = {
  name: "Trường Đại học Bách khoa Hà Nội",
  address: "Số 1 Đại Cồ Việt, phường Bạch Mai, Hà Nội",
  email: "ketoan.bk@example.edu.vn",
};

async function shoot(page: Page, file: (name: string) => string, name: string) {
  for (const width of [412, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: file(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test("a company order with a valid MST gets its invoice PDF after payment; a bad MST is refused, the form kept", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  test.slow(); // registration, a purchase through the gateway sandbox, then the issuer (every 2 s)
  const email = uniqueEmail(testInfo, "hoadon");
  await registerAndLogIn(page, { email, name: "Phạm Thu Trang", phone: "0981234567" });
  await addToCart(page, (javaScriptEnabled ? STOCKED_BOOKS[12]! : STOCKED_BOOKS[13]!).id);
  await cartLink(page).click();
  await page.getByRole("button", { name: "Tiến hành đặt hàng" }).click();
  await fillShipping(page, javaScriptEnabled);

  const box = page.getByRole("checkbox", { name: "Xuất hóa đơn VAT" });
  const taxCode = page.getByLabel("Mã số thuế");
  await expect(box).not.toBeChecked();
  await expect(taxCode).toBeHidden(); // revealed by CSS once ticked, no script needed
  await box.check();
  await page.getByLabel("Tên đơn vị").fill(COMPANY.name);
  await taxCode.fill("0100109107");
  await page.getByLabel("Địa chỉ xuất hóa đơn").fill(COMPANY.address);
  await page.getByLabel("Email nhận hóa đơn").fill(COMPANY.email);
  await page.getByRole("radio", { name: "VNPay" }).check();
  if (javaScriptEnabled && testInfo.project.name === "js") await shoot(page, (n) => testInfo.outputPath(n), "payment-step");

  // Wrong check digit: refused at the field, nothing placed, every value kept.
  await page.getByRole("button", { name: "Đặt hàng" }).click();
  await expect(page).toHaveURL(/\/gio-hang\/thanh-toan$/);
  await expect(page.getByText("Mã số thuế không hợp lệ (sai chữ số kiểm tra). Vui lòng kiểm tra lại.")).toBeVisible();
  await expect(taxCode).toHaveAttribute("aria-invalid", "true");
  await expect(box).toBeChecked();
  await expect(taxCode).toHaveValue("0100109107");
  await expect(page.getByLabel("Tên đơn vị")).toHaveValue(COMPANY.name);
  await expect(page.getByLabel("Địa chỉ xuất hóa đơn")).toHaveValue(COMPANY.address);
  await expect(page.getByLabel("Email nhận hóa đơn")).toHaveValue(COMPANY.email);
  await expect(page.getByRole("radio", { name: "VNPay" })).toBeChecked();
  if (testInfo.project.name === "js") await shoot(page, (n) => testInfo.outputPath(n), "payment-step-refused");

  // A branch written without its dash: its own message.
  await taxCode.fill("0100109106001");
  await page.getByRole("button", { name: "Đặt hàng" }).click();
  await expect(page.getByText("Mã số thuế của chi nhánh cần dấu gạch ngang trước 3 chữ số cuối, ví dụ 0100109106-001.")).toBeVisible();
  await expect(page.getByLabel("Tên đơn vị")).toHaveValue(COMPANY.name);

  // A valid MST: paid on the VNPay sandbox.
  await taxCode.fill("0100109106");
  await page.getByRole("button", { name: "Đặt hàng" }).click();
  await page.getByRole("button", { name: "Thanh toán", exact: true }).click();
  await expect(page).toHaveURL(/\/xac-nhan-don-hang\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Đặt hàng thành công");
  await page.getByRole("link", { name: "Xem chi tiết đơn hàng" }).click();
  await expect(page).toHaveURL(/\/tai-khoan\/don-hang\/\d+$/);

  // The issuer runs every 2 s: the detail shows the request, then the issued invoice and its link.
  const invoice = page.getByRole("region", { name: "Hóa đơn VAT" });
  await expect(invoice).toContainText(COMPANY.name);
  await expect(invoice).toContainText("0100109106");
  const download = page.getByRole("link", { name: "Tải hóa đơn" });
  await expect(async () => {
    await page.reload();
    await expect(download).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(invoice).toContainText(/K26TNB\d{7}/);
  if (testInfo.project.name === "js") await shoot(page, (n) => testInfo.outputPath(n), "order-detail");

  const href = await download.getAttribute("href");
  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/pdf");
  expect((await res.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

  const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^hoa-don-K26TNB\d{7}\.pdf$/);
});
