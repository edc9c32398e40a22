/**
 * The 2025 two-tier map in the address book (ADR 0024): the demo customer's address saved before
 * 1 July 2025 (Phường Bến Nghé, Quận 1) still displays, says so, and converts in one POST to its new
 * ward (Phường Sài Gòn, Hồ Chí Minh). The seed is shared by the JS-on and JS-off projects, so the one
 * that runs second finds it converted already and checks the converted state.
 */
import { DEMO_ACCOUNTS } from "../../server/seed/accounts";
import { ADDRESS_FACTS } from "../../server/seed/addresses";
import { expect, expectToast, test } from "./support";

test("the demo customer's old address converts to the 2025 map in one click", async ({ page }) => {
  await page.goto("/dang-nhap");
  await page.getByLabel("Email").fill(DEMO_ACCOUNTS.customer.email);
  await page.getByLabel("Mật khẩu", { exact: true }).fill(DEMO_ACCOUNTS.customer.password);
  await page.getByRole("button", { name: "Đăng nhập", exact: true }).click();
  await expect(page).not.toHaveURL(/dang-nhap/);
  await page.goto("/tai-khoan/so-dia-chi");
  const card = page.getByRole("listitem").filter({ hasText: ADDRESS_FACTS.otherStreet });
  await expect(card).toHaveCount(1);
  const convert = card.getByRole("button", { name: "Chuyển sang địa chỉ mới" });
  if (await convert.count()) {
    await expect(card).toContainText(`${ADDRESS_FACTS.otherStreet}, Phường Bến Nghé, Quận 1, Hồ Chí Minh`);
    await expect(card).toContainText("Địa chỉ theo địa giới cũ (trước 01/07/2025)");
    await expect(card).toContainText(`Địa chỉ mới: ${ADDRESS_FACTS.otherStreet}, Phường Sài Gòn, Hồ Chí Minh`);
    await convert.click();
    await expectToast(page, /Đã chuyển sang địa chỉ mới: Phường Sài Gòn, Hồ Chí Minh/);
  }
  const after = page.getByRole("listitem").filter({ hasText: ADDRESS_FACTS.otherStreet });
  await expect(after).toContainText(`${ADDRESS_FACTS.otherStreet}, Phường Sài Gòn, Hồ Chí Minh`);
  await expect(after).not.toContainText("Quận 1");
  await expect(after.getByRole("button", { name: "Chuyển sang địa chỉ mới" })).toHaveCount(0);
  // The default address is already in the 2025 map: nothing to convert.
  await expect(page.getByRole("listitem").filter({ hasText: ADDRESS_FACTS.defaultStreet })).toContainText("Phường Cầu Giấy, Hà Nội");
});
