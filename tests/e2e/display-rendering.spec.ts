/**
 * How the display settings render (ADR 0016): layout1's side navigation (left,
 * right, folded, with the user's name), the width modes, layout3, the colour schemes and the hidden
 * footer, all from the `<html>` attributes. CSS only, identical with JavaScript off: the JS project
 * runs it. The attributes are set in the page (`applySettings`) so the styles are tested on their
 * own; the settings form and cookie that put them in the first HTML are tested in display-settings.spec.ts.
 */
import type { Page } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../../server/seed/accounts";
import { expect, hydrated, test } from "./support";

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "CSS only: the same with JavaScript off; set in the page by a script");

/** Puts settings attributes on `<html>` as the root does (app/features/layout/display-attributes.ts). */
async function applySettings(page: Page, attrs: Record<string, string>, fontScale?: number) {
  await page.evaluate(
    ({ attrs, fontScale }) => {
      for (const [k, v] of Object.entries(attrs)) document.documentElement.setAttribute(k, v);
      if (fontScale) document.documentElement.style.fontSize = `${fontScale}%`;
    },
    { attrs, fontScale },
  );
}

const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

test("layout1 puts the navigation in a 280 px side bar (left, right, folded 64 px opening on focus) with the user on top", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/dang-nhap");
  await hydrated(page);
  await page.getByLabel("Email").fill(DEMO_ACCOUNTS.customer.email);
  await page.getByLabel("Mật khẩu", { exact: true }).fill(DEMO_ACCOUNTS.customer.password);
  await page.getByRole("button", { name: "Đăng nhập", exact: true }).click();
  await expect(page.getByText(/^Xin chào, /).first()).toBeVisible({ timeout: 20_000 }); // a client-side login on a loaded machine can take >10 s
  await page.goto("/san-pham");

  // layout2 (default): a horizontal header across the page, no user header.
  expect((await box(page, "header")).width).toBeGreaterThan(1400);
  const sideUser = page.locator("header > p").first();
  await expect(sideUser).toBeHidden();

  await applySettings(page, { "data-layout": "layout1", "data-navbar": "left", "data-navbar-style": "style-1" });
  const header = await box(page, "header");
  expect(header).toMatchObject({ x: 0, y: 0, width: 280 });
  expect(header.height).toBe(900);
  expect((await box(page, "main")).x).toBeGreaterThanOrEqual(280);
  await expect(sideUser).toBeVisible();
  await expect(sideUser).not.toHaveText("");
  const nav = page.getByRole("navigation", { name: "Điều hướng chính" });
  const links = nav.getByRole("link");
  const [first, second] = [await links.nth(0).boundingBox(), await links.nth(1).boundingBox()];
  expect(second!.y).toBeGreaterThan(first!.y); // a vertical menu
  await expect(page.locator("header a[href='/trang-chu']").first()).toBeVisible();

  await applySettings(page, { "data-navbar": "right" });
  expect(await box(page, "header")).toMatchObject({ x: 1440 - 280, width: 280 });
  expect((await box(page, "main")).x + (await box(page, "main")).width).toBeLessThanOrEqual(1440 - 280);

  await applySettings(page, { "data-navbar": "left", "data-navbar-style": "folded" });
  await page.mouse.move(1000, 500);
  await expect.poll(async () => (await box(page, "header")).width).toBe(64);
  await links.first().focus();
  await expect.poll(async () => (await box(page, "header")).width).toBe(280);

  // Below 1024 px layout1 keeps the horizontal header.
  await page.setViewportSize({ width: 900, height: 900 });
  expect((await box(page, "header")).width).toBeGreaterThan(880);
});

test("modes set the content width, layout3 is tighter, schemes recolour the page, the footer can be hidden", async ({ page }) => {
  await page.setViewportSize({ width: 1900, height: 900 });
  await page.goto("/san-pham");
  const mainWidth = async () => (await box(page, "main")).width;

  expect(await mainWidth()).toBe(1120); // container, layout2
  await applySettings(page, { "data-layout": "layout1", "data-mode": "container" });
  expect(await mainWidth()).toBe(1570);
  await applySettings(page, { "data-layout": "layout2", "data-mode": "fullwidth" });
  expect(await mainWidth()).toBe(1900);
  await applySettings(page, { "data-mode": "boxed" });
  expect((await box(page, "body")).width).toBeLessThanOrEqual(1120 + 32);
  expect((await box(page, "header")).width).toBeLessThanOrEqual(1120 + 32);

  await applySettings(page, { "data-mode": "container" });
  const padding = () => page.locator("main").evaluate((m) => parseFloat(getComputedStyle(m).paddingTop));
  const roomy = await padding();
  await applySettings(page, { "data-layout": "layout3" });
  expect(await padding()).toBeLessThan(roomy);

  const colours = () =>
    page.evaluate(() => {
      const s = getComputedStyle(document.body);
      return { background: s.backgroundColor, text: s.color };
    });
  expect(await colours()).toEqual({ background: "rgb(243, 245, 248)", text: "rgb(28, 36, 48)" });
  await applySettings(page, { "data-scheme": "dark" });
  expect(await colours()).toEqual({ background: "rgb(15, 20, 26)", text: "rgb(230, 233, 239)" });
  await applySettings(page, { "data-scheme": "contrast" });
  expect(await colours()).toEqual({ background: "rgb(255, 255, 255)", text: "rgb(0, 0, 0)" });

  await expect(page.getByRole("contentinfo")).toBeVisible();
  await applySettings(page, { "data-footer": "hidden" });
  await expect(page.getByRole("contentinfo")).toBeHidden();
});

test("at 130 % text, dark and layout1, the product page and the cart fit a 412 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 900 });
  for (const url of ["/san-pham", "/gio-hang"]) {
    await page.goto(url);
    await applySettings(page, { "data-layout": "layout1", "data-scheme": "dark", "data-navbar-style": "style-2" }, 130);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), url).toBeLessThanOrEqual(412);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize), url).toBe("20.8px");
  }
});

test("the settings saved on /cai-dat-hien-thi style the very first HTML of the next page (side bar, dark)", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/cai-dat-hien-thi?redirectTo=/san-pham");
  await page.getByRole("group", { name: "Bố cục" }).getByRole("radio", { name: "Dọc (thanh bên)" }).check();
  await page.getByRole("group", { name: "Bảng màu" }).getByRole("radio", { name: "Tối" }).check();
  await page.getByRole("button", { name: "Lưu cài đặt" }).click();
  await expect(page).toHaveURL(/\/san-pham$/);
  await expect.poll(async () => (await box(page, "header")).width).toBe(280);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(15, 20, 26)");
  await page.reload();
  expect(await box(page, "header")).toMatchObject({ x: 0, width: 280 });
  // The server's HTML already has them: nothing waits for a script.
  const html = await (await page.request.get("/san-pham")).text();
  expect(html).toMatch(/<html[^>]*data-layout="layout1"[^>]*data-scheme="dark"/);
});
