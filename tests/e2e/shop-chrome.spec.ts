/**
 * The shop's face, with JavaScript on and off: a bookshop's header (no template tools for a guest, the
 * shop's name beside the phone's emblem, the signed-in account menu a button with its text holding the
 * tools spec §2 keeps), shelves that fit a phone (one sideways row each, no book twice, the phone home
 * at most 6,000 px tall, whole cards on a desktop row), the 404 page in the site's chrome, the © of
 * the current year and Be Vietnam Pro on a first visit.
 */
import type { Page } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../../server/seed/accounts";
import { expect, hydrated, test } from "./support";

const PHONE = { width: 412, height: 915 };
const SMALL_PHONE = { width: 320, height: 720 };
const DESKTOP = { width: 1366, height: 900 };

/** The calendar year in Vietnam (GMT+7) now. */
const vietnamYear = () => new Date(Date.now() + 7 * 3600_000).getUTCFullYear();

/** How many lines the element's text is laid out on (the distinct tops of its text's line boxes). */
const lineCount = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const tops = new Set<number>();
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.top));
      }
      return tops.size;
    });

async function logIn(page: Page) {
  await page.goto("/dang-nhap");
  await hydrated(page);
  await page.getByLabel("Email").fill(DEMO_ACCOUNTS.customer.email);
  await page.getByLabel("Mật khẩu", { exact: true }).fill(DEMO_ACCOUNTS.customer.password);
  await page.getByRole("button", { name: "Đăng nhập", exact: true }).click();
  await expect(page.getByText(/^Xin chào, /).first()).toBeVisible();
}

test("a guest's header has no template tools; the phone header shows the shop's name on one line; © this year", async ({ page }) => {
  for (const size of [SMALL_PHONE, PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.goto("/trang-chu");
    const banner = page.getByRole("banner");
    for (const tool of ["Tìm trang", "Bảng tin nhanh", "Cài đặt hiển thị", "Tùy chỉnh hiển thị"]) {
      await expect(banner.getByText(tool), `${tool} at ${size.width} px`).toHaveCount(0);
    }
    await expect(banner.getByText(/Kiểu \d/)).toHaveCount(0);
    await expect(banner.getByText("▾", { exact: true })).toHaveCount(0);
    // The logo names the shop: the desktop picture carries it, the phone's square emblem has it beside.
    const logo = banner.getByRole("link", { name: /Trang chủ/ });
    await expect(logo.getByRole("img")).toBeVisible();
    if (size.width < 768) {
      await expect(logo.getByText("NXB Đại học")).toBeVisible();
      expect(await lineCount(page, "body > header a[href='/trang-chu'] span span:first-child"), `${size.width} px`).toBe(1);
    }
  }
  await expect(page.getByRole("contentinfo").getByText(`© ${vietnamYear()} Nhà xuất bản Đại học Quốc gia Hà Nội`)).toBeVisible();
});

test("signed in: the account menu is a button with its text on one line, holding the account pages and the template tools", async ({
  page,
  javaScriptEnabled,
}) => {
  test.slow(); // a login
  await logIn(page);
  await page.setViewportSize(PHONE);
  // A page that hydrates: on the browsing pages (ADR 0029) the menu's tools are their plain links.
  await page.goto("/tin-sach");
  await hydrated(page);
  const banner = page.getByRole("banner");
  await expect(banner.getByText("▾", { exact: true })).toHaveCount(0);
  const toggle = banner.locator("summary", { hasText: "Menu tài khoản" });
  await expect(toggle).toBeVisible();
  expect(await lineCount(page, "body > header summary")).toBe(1);
  for (const tool of ["Tìm trang", "Bảng tin nhanh", "Cài đặt hiển thị"])
    await expect(banner.getByRole("link", { name: tool })).toBeHidden();
  await toggle.click();
  const menu = banner.locator("details[open]");
  await expect(menu.getByRole("link", { name: "Cộng tác viên" })).toHaveAttribute("href", "/tai-khoan/affiliate");
  await expect(menu.getByRole("link", { name: "Bảng tin nhanh" })).toHaveAttribute("href", "/bang-tin-nhanh");
  await expect(menu.getByRole("link", { name: "Cài đặt hiển thị" })).toHaveAttribute("href", "/cai-dat-hien-thi?redirectTo=%2Ftin-sach");
  await menu.getByRole("link", { name: "Tìm trang" }).click();
  await expect(page).toHaveURL(/\/tim-dieu-huong$/);
  await expect(page.getByRole("heading", { level: 1, name: "Tìm trang" })).toBeVisible();
  // The display settings from the menu: the side panel with JavaScript, the page without.
  await page.goto("/tin-sach");
  await hydrated(page);
  await banner.locator("summary", { hasText: "Menu tài khoản" }).click();
  await banner.locator("details[open]").getByRole("link", { name: "Cài đặt hiển thị" }).click();
  if (javaScriptEnabled) await expect(page.getByRole("dialog", { name: "Cài đặt hiển thị" })).toBeVisible();
  else await expect(page.getByRole("heading", { level: 1, name: "Cài đặt hiển thị" })).toBeVisible();
});

test("the phone home page is at most 6,000 px tall: one sideways row per shelf, no book twice", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/trang-chu");
  // The shelves below the fold wait to be laid out (content-visibility): lay them all out to measure.
  await page.evaluate(() => document.querySelectorAll<HTMLElement>("main *").forEach((el) => (el.style.contentVisibility = "visible")));
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThanOrEqual(6000);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

  const shelves = page.getByRole("region").filter({ has: page.getByRole("link", { name: /^Xem tất cả/ }) });
  expect(await shelves.count()).toBeGreaterThanOrEqual(4);
  const seen = new Map<string, string>();
  for (const shelf of await shelves.all()) {
    const title = (await shelf.getByRole("heading", { level: 2 }).textContent()) ?? "";
    const row = shelf.getByRole("list");
    const box = await row.evaluate((ul) => ({
      scrolls: ul.scrollWidth > ul.clientWidth,
      snap: getComputedStyle(ul).scrollSnapType,
      tops: new Set([...ul.children].map((li) => Math.round(li.getBoundingClientRect().top))).size,
    }));
    expect(box, title).toEqual({ scrolls: true, snap: "x mandatory", tops: 1 });
    for (const href of await row
      .locator("a[href^='/san-pham/']")
      .evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute("href")!))])) {
      expect(seen.get(href), `${href} on “${title}” and on “${seen.get(href)}”`).toBeUndefined();
      seen.set(href, title);
    }
  }
  expect(seen.size).toBeGreaterThan(20);
  // "Xem tất cả" leads to a full list.
  const more = shelves.first().getByRole("link", { name: /^Xem tất cả/ });
  await more.click();
  await expect(page).toHaveURL(/\/san-pham/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a desktop shelf shows whole cards: five in view, none cut", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/trang-chu");
  const row = page.getByRole("region", { name: "Sách mới phát hành" }).getByRole("list");
  const inView = await row.evaluate((ul) => {
    const frame = ul.getBoundingClientRect();
    const items = [...ul.children].map((li) => li.getBoundingClientRect());
    const visible = items.filter((r) => r.right > frame.left + 1 && r.left < frame.right - 1);
    return { whole: visible.filter((r) => r.left >= frame.left - 1 && r.right <= frame.right + 1).length, visible: visible.length };
  });
  expect(inView).toEqual({ whole: 5, visible: 5 });
});

test("the 404 page wears the site's header and footer, with the visitor's state", async ({ page }) => {
  await page.goto("/trang-chu");
  const homeLogo = await page
    .getByRole("banner")
    .getByRole("link", { name: /Trang chủ/ })
    .getByRole("img")
    .getAttribute("src");
  const res = await page.goto("/khong-co-trang-nay/nao-ca");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Không tìm thấy trang" })).toBeVisible();
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: /Trang chủ/ }).getByRole("img")).toHaveAttribute("src", homeLogo!);
  await expect(page.getByRole("navigation", { name: "Điều hướng chính" })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("group", { name: "Giấy phép xuất bản" })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByText(`© ${vietnamYear()} `)).toBeVisible();
  // A POST to nowhere is the same page, not a bare 405.
  expect((await page.request.post("/khong-co-trang-nay", { form: { a: "1" } })).status()).toBe(404);
  await logIn(page);
  await page.goto("/khong-co-trang-nay");
  await expect(page.getByRole("banner").getByText(/^Xin chào, /)).toBeVisible();
});

test("a first visit renders in Be Vietnam Pro, even when the font files are slow", async ({ browser, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== "js", "the font is the same with JavaScript off; once is enough");
  const context = await browser.newContext({ baseURL });
  // Slower than the browser's ~100 ms font block period: `font-display: optional` never used them.
  await context.route(/\.woff2?$/, async (route) => {
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  const page = await context.newPage();
  await page.goto("/trang-chu");
  const cdp = await context.newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  await page.getByRole("heading", { level: 2, name: "Danh mục sách" }).waitFor();
  const usedFonts = async (selector: string) => {
    const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    // The faces' own names: "Be Vietnam Pro", "Be Vietnam Pro SemiBold"; a fallback is another family.
    return fonts.map((f) => f.familyName.replace(/ (Regular|SemiBold)$/, ""));
  };
  await expect.poll(() => usedFonts("#noi-dung nav h2"), { timeout: 10_000 }).toEqual(["Be Vietnam Pro"]);
  await expect.poll(() => usedFonts("footer nav li a"), { timeout: 10_000 }).toEqual(["Be Vietnam Pro"]);
  await context.close();
});
