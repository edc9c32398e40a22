/**
 * Display settings (ADR 0016), JavaScript on and off: a visitor chooses layout1,
 * the dark scheme and 130 % on `/cai-dat-hien-thi`; the first HTML byte of every page carries them on
 * `<html>` (no flash), they survive a reload, and — saved upstream at login — they follow the customer
 * into a fresh browser. With JavaScript the footer's entry (`Tùy chỉnh hiển thị`) opens a side panel that previews live and
 * puts the saved settings back when closed without saving.
 */
import type { Browser, Page } from "@playwright/test";
import { expect, expectToast, hydrated, registerAndActivate, test, uniqueEmail } from "./support";

const PASSWORD = "MatKhau@2026";

async function logIn(page: Page, email: string) {
  await page.goto("/dang-nhap");
  await hydrated(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mật khẩu", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Đăng nhập", exact: true }).click();
  await expect(page).not.toHaveURL(/\/dang-nhap/, { timeout: 20_000 }); // a client-side login on a loaded machine can take >10 s
}

/** Checks `<html>` shows layout1, dark and 130 %. */
async function expectChosen(page: Page) {
  const html = page.locator("html");
  await expect(html).toHaveAttribute("data-layout", "layout1");
  await expect(html).toHaveAttribute("data-scheme", "dark");
  await expect(html).toHaveAttribute("style", /font-size:\s*130%/);
}

async function freshPage(browser: Browser, javaScriptEnabled: boolean, baseURL: string | undefined) {
  const context = await browser.newContext({ javaScriptEnabled, baseURL });
  return { context, page: await context.newPage() };
}

test("layout1 + dark + 130 % are in the first HTML, survive a reload and follow the customer to another browser", async ({
  page,
  browser,
  javaScriptEnabled,
  baseURL,
}, testInfo) => {
  test.slow(); // registers an account and uses three browsers
  const email = uniqueEmail(testInfo, "caidat");
  await registerAndActivate(page, { email, name: "Đỗ Thị Hoa", phone: `09${String(Date.now()).slice(-8)}`, password: PASSWORD });

  // As a guest: the defaults, then the form.
  await page.goto("/trang-chu");
  await expect(page.locator("html")).toHaveAttribute("data-layout", "layout2");
  await page.goto("/cai-dat-hien-thi?redirectTo=/trang-chu");
  await expect(page.getByRole("heading", { level: 1, name: "Cài đặt hiển thị" })).toBeVisible();
  await page.getByRole("group", { name: "Bố cục" }).getByLabel("Dọc (thanh bên)").check();
  await page.getByRole("group", { name: "Bảng màu" }).getByLabel("Tối", { exact: true }).check();
  await page.getByLabel("Cỡ chữ").selectOption("130");
  await page.getByRole("button", { name: "Lưu cài đặt" }).click();
  await expect(page).toHaveURL(/\/trang-chu$/);
  await expectToast(page, "Đã lưu cài đặt hiển thị");
  await expectChosen(page);
  await page.reload();
  await expectChosen(page);
  // No flash: the server's first HTML already has them. The page is the same for everyone with these
  // settings: shared caches key it by the cookie (Vary), the page cache by the settings.
  const first = await page.request.get("/trang-chu");
  expect(await first.text()).toMatch(/<html lang="vi" data-layout="layout1"[^>]*data-scheme="dark"[^>]*style="font-size:130%"/);
  expect(first.headers()["vary"]).toMatch(/Cookie/);
  // The form shows what is saved.
  await page.goto("/cai-dat-hien-thi");
  await expect(page.getByRole("group", { name: "Bảng màu" }).getByLabel("Tối", { exact: true })).toBeChecked();
  await expect(page.getByLabel("Cỡ chữ")).toHaveValue("130");

  // Logging in saves the guest's settings upstream (the account had none) …
  await logIn(page, email);
  await expectChosen(page);

  // … so a new browser gets them at login, from the first HTML after it.
  const other = await freshPage(browser, javaScriptEnabled, baseURL);
  await other.page.goto("/trang-chu");
  await expect(other.page.locator("html")).toHaveAttribute("data-scheme", "light");
  await logIn(other.page, email);
  await expectChosen(other.page);
  expect(await (await other.page.request.get("/trang-chu")).text()).toContain('data-layout="layout1"');

  // A change there is saved upstream too: a third browser sees it after logging in.
  await other.page.goto("/cai-dat-hien-thi");
  await other.page.getByRole("group", { name: "Bảng màu" }).getByLabel("Tương phản cao").check();
  await other.page.getByRole("button", { name: "Lưu cài đặt" }).click();
  await expect(other.page.locator("html")).toHaveAttribute("data-scheme", "contrast");
  await other.context.close();
  const third = await freshPage(browser, javaScriptEnabled, baseURL);
  await logIn(third.page, email);
  await expect(third.page.locator("html")).toHaveAttribute("data-scheme", "contrast");
  await third.context.close();
});

test("the footer's entry: a link without JavaScript, a live-previewing side panel with it; none in a guest's header", async ({
  page,
  javaScriptEnabled,
}) => {
  // The news list hydrates: the side panel is React's (the browsing pages that do not hydrate, ADR 0029,
  // keep the entry a link to the settings page, as without JavaScript).
  await page.goto("/tin-sach");
  // A bookshop's header: the template's layout switcher is not in a shopper's way.
  await expect(page.getByRole("banner").getByRole("link", { name: /Cài đặt hiển thị|Tùy chỉnh hiển thị/ })).toHaveCount(0);
  await expect(page.getByRole("banner").getByText(/Kiểu \d/)).toHaveCount(0);
  const entry = page.getByRole("contentinfo").getByRole("link", { name: "Tùy chỉnh hiển thị" });
  await expect(entry).toHaveAttribute("href", "/cai-dat-hien-thi?redirectTo=%2Ftin-sach");
  if (!javaScriptEnabled) {
    await entry.click();
    await expect(page).toHaveURL(/\/cai-dat-hien-thi\?redirectTo=/);
    await page.getByRole("group", { name: "Chế độ" }).getByLabel("Toàn màn hình").check();
    await page.getByRole("button", { name: "Lưu cài đặt" }).click();
    await expect(page).toHaveURL(/\/tin-sach$/);
    await expect(page.locator("html")).toHaveAttribute("data-mode", "fullwidth");
    return;
  }
  await expect(page.locator("body")).toHaveAttribute("data-hydrated", "true");
  await entry.click();
  const panel = page.getByRole("dialog", { name: "Cài đặt hiển thị" });
  await expect(panel).toBeVisible();
  expect((await panel.boundingBox())?.width).toBeLessThanOrEqual(380);
  await expect(page).toHaveURL(/\/tin-sach$/);
  // Live preview, then Escape puts the saved settings back.
  await panel.getByRole("group", { name: "Bảng màu" }).getByLabel("Tối", { exact: true }).check();
  await expect(page.locator("html")).toHaveAttribute("data-scheme", "dark");
  await panel.getByLabel("Cỡ chữ").selectOption("120");
  await expect(page.locator("html")).toHaveAttribute("style", /font-size:\s*120%/);
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(page.locator("html")).toHaveAttribute("data-scheme", "light");
  await expect(page.locator("html")).toHaveAttribute("style", /font-size:\s*100%/);
  // Saving from the panel stays on the page and keeps them after a reload.
  await entry.click();
  await panel.getByRole("group", { name: "Bảng màu" }).getByLabel("Tối", { exact: true }).check();
  await panel.getByRole("button", { name: "Lưu cài đặt" }).click();
  await expect(panel).toBeHidden();
  await expectToast(page, "Đã lưu cài đặt hiển thị");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-scheme", "dark");
  await expect(page).toHaveURL(/\/tin-sach$/);
});
