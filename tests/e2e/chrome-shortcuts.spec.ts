/**
 * Finding pages, the quick panel and shortcuts (ADR 0016), with JavaScript on and off: the footer's `Tìm trang` (a popup with
 * JavaScript, the results page without) finds "Giỏ hàng" from "gio hang", shows at most 10 and says
 * `Không có kết quả`; `Bảng tin nhanh` opens a side panel with JavaScript, the page without; a fresh
 * customer pins shortcuts from the results page — they show in the toolbar's `Lối tắt` on every page,
 * survive a reload and a new login — and unpins them.
 */
import type { Page } from "@playwright/test";
import { expect, expectToast, registerAndActivate, test, uniqueEmail } from "./support";

async function logIn(page: Page, email: string, password: string) {
  await page.goto("/dang-nhap");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mật khẩu", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Đăng nhập", exact: true }).click();
  await expect(page.getByText(/^Xin chào, /)).toBeVisible();
}

test("a guest finds pages with the footer's `Tìm trang` and opens `Bảng tin nhanh`; the header has neither", async ({
  page,
  javaScriptEnabled,
}) => {
  // The news list hydrates (the popover and panel are React's; a browsing page that does not, ADR 0029, keeps the links).
  await page.goto("/tin-sach");
  // A bookshop's header: the template's tools are not in a shopper's way (spec §2 keeps them: the footer).
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: "Tìm trang" })).toHaveCount(0);
  await expect(banner.getByRole("link", { name: "Bảng tin nhanh" })).toHaveCount(0);
  await expect(banner.getByText(/Tìm trang|Bảng tin nhanh/)).toHaveCount(0);
  const footer = page.getByRole("contentinfo");
  const entry = footer.getByRole("link", { name: "Tìm trang" });
  await expect(entry).toHaveAttribute("href", "/tim-dieu-huong");
  const quick = footer.getByRole("link", { name: "Bảng tin nhanh" });
  await expect(quick).toHaveAttribute("href", "/bang-tin-nhanh");
  // Guests have no shortcuts.
  await expect(page.getByRole("navigation", { name: "Lối tắt" })).toHaveCount(0);

  if (javaScriptEnabled) {
    await expect(page.locator("body")).toHaveAttribute("data-hydrated", "true");
    await entry.click();
    const popup = page.getByRole("dialog", { name: "Tìm trang" });
    await expect(popup).toBeVisible();
    expect((await popup.boundingBox())?.width).toBeLessThanOrEqual(380);
    const field = popup.getByLabel("Tên trang");
    await expect(field).toBeFocused();
    await field.fill("gio hang");
    const suggestions = popup.getByRole("list", { name: "Gợi ý trang" }).getByRole("link");
    await expect(suggestions).toHaveText(["Giỏ hàng"]);
    await expect(suggestions.first()).toHaveAttribute("href", "/gio-hang");
    await field.fill("h"); // every public page has an "h": capped at 10
    await expect(suggestions).toHaveCount(10);
    await field.fill("khong ton tai");
    await expect(popup.getByText("Không có kết quả")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(popup).toBeHidden();
    await expect(entry).toBeFocused();
    await expect(page).toHaveURL(/\/tin-sach$/);

    await quick.click();
    const panel = page.getByRole("dialog", { name: "Bảng tin nhanh" });
    await expect(panel).toBeVisible();
    await expect(panel.getByText(/^Hôm nay:/)).toBeVisible();
    await expect(panel.getByRole("heading", { name: "Sự kiện" })).toBeVisible();
    expect((await panel.boundingBox())?.width).toBeLessThanOrEqual(380);
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/\/tin-sach$/);
    return;
  }

  await entry.click();
  await expect(page).toHaveURL(/\/tim-dieu-huong$/);
  const results = page.getByRole("list", { name: "Kết quả tìm trang" }).getByRole("link");
  for (const [q, expected] of [
    ["gio hang", 1],
    ["h", 10],
  ] as const) {
    await page.getByLabel("Tên trang").fill(q);
    await page.getByRole("button", { name: "Tìm trang" }).click();
    await expect(results).toHaveCount(expected);
  }
  await page.getByLabel("Tên trang").fill("gio hang");
  await page.getByRole("button", { name: "Tìm trang" }).click();
  await expect(results).toHaveText(["Giỏ hàng"]);
  await page.getByLabel("Tên trang").fill("khong ton tai");
  await page.getByRole("button", { name: "Tìm trang" }).click();
  await expect(page.getByText("Không có kết quả")).toBeVisible();
  // No pin forms for guests.
  await page.goto("/tim-dieu-huong?q=gio%20hang");
  await expect(page.getByRole("button", { name: /Ghim lối tắt/ })).toHaveCount(0);

  await page.getByRole("contentinfo").getByRole("link", { name: "Bảng tin nhanh" }).click();
  await expect(page).toHaveURL(/\/bang-tin-nhanh$/);
  await expect(page.getByRole("heading", { level: 1, name: "Bảng tin nhanh" })).toBeVisible();
  await expect(page.getByText(/^Hôm nay:/)).toBeVisible();
});

test("a customer pins shortcuts to the toolbar and unpins them", async ({ page }, testInfo) => {
  test.slow(); // registration and activation
  const email = uniqueEmail(testInfo, "loitat");
  const password = "MatKhau@2026";
  await registerAndActivate(page, { email, name: "Phạm Lối Tắt", phone: "0356781277", password });
  await page.getByRole("button", { name: "Lưu thông tin" }).click();
  await expect(page).toHaveURL(/\/dang-nhap$/);
  await logIn(page, email, password);
  const shortcuts = page.getByRole("navigation", { name: "Lối tắt" });
  await expect(shortcuts).toHaveCount(0);

  await page.goto("/tim-dieu-huong?q=gio%20hang");
  await page.getByRole("button", { name: "Ghim lối tắt Giỏ hàng" }).click();
  await expectToast(page, "Đã ghim lối tắt Giỏ hàng");
  await expect(page).toHaveURL(/\/tim-dieu-huong\?q=gio\+hang$/);
  await expect(page.getByRole("button", { name: "Bỏ ghim Giỏ hàng" })).toBeVisible();
  await page.goto("/tim-dieu-huong?q=hop%20thu");
  await page.getByRole("button", { name: "Ghim lối tắt Hộp thư" }).click();
  await expectToast(page, "Đã ghim lối tắt Hộp thư");

  // Another page, a reload, a new login: the toolbar lists them in pinned order.
  await page.goto("/san-pham");
  await expect(shortcuts.getByRole("link")).toHaveText(["Giỏ hàng", "Hộp thư"]);
  await expect(shortcuts.getByRole("link", { name: "Hộp thư" })).toHaveAttribute("href", "/hop-thu");
  await page.reload();
  await expect(shortcuts.getByRole("link")).toHaveText(["Giỏ hàng", "Hộp thư"]);
  await page.context().clearCookies(); // as another browser: the list comes from the upstream at login
  await page.goto("/trang-chu");
  await expect(shortcuts).toHaveCount(0);
  await logIn(page, email, password);
  await expect(shortcuts.getByRole("link")).toHaveText(["Giỏ hàng", "Hộp thư"]);

  // An unknown id is refused with the form's 400, never a 500.
  const bad = await page.request.post("/tim-dieu-huong?q=x", { form: { intent: "pin-shortcut", id: "khong-co", q: "x" } });
  expect(bad.status()).toBe(400);

  await page.goto("/tim-dieu-huong?q=gio%20hang");
  await page.getByRole("button", { name: "Bỏ ghim Giỏ hàng" }).click();
  await expectToast(page, "Đã bỏ ghim lối tắt Giỏ hàng");
  await expect(shortcuts.getByRole("link")).toHaveText(["Hộp thư"]);
  await page.goto("/tim-dieu-huong?q=hop%20thu");
  await page.getByRole("button", { name: "Bỏ ghim Hộp thư" }).click();
  await expectToast(page, "Đã bỏ ghim lối tắt Hộp thư");
  await expect(shortcuts).toHaveCount(0);
});
