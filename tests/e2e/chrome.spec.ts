/**
 * The site's chrome, in both projects: several flash messages of one request
 * show as stacked toasts (newest on top) that stay until closed without JavaScript and hide by
 * themselves with it; the footer shows the seeded licence text and the Facebook card; with
 * JavaScript on a desktop, the forced logout opens the §2 warning dialog for 4 s. Navbar
 * behaviour: above 1280 px the header slides away on scroll down and back on scroll up,
 * the account menu opens on hover after 150 ms, a client navigation shows the `Đang tải…` bar;
 * below 1280 px and without JavaScript nothing moves.
 *
 * Timings are measured in the page, not by the test's clock: a listener notes `performance.now()`
 * when the scroll or the hover happens and another when the header or the menu changes, so the
 * asserted delay is the component's own (timers never fire early) and a slow machine cannot make
 * the test fail; only an upper bound would be load-sensitive, and none is asserted.
 */
import { createCookieSessionStorage } from "@remix-run/node";
import type { Page } from "@playwright/test";
import { NAVBAR_TIMINGS, TOASTS } from "../../app/constants";
import { DEMO_ACCOUNTS } from "../../server/seed/accounts";
import { CHROME_FACTS } from "../../server/seed/chrome";
import { E2E_ENV } from "./env";
import { cartLink, expect, expectToast, expiredSessionCookie, test } from "./support";

/** A `__toast` cookie holding `messages` (newest first), sealed like the storefront does. */
async function toastCookie(messages: { type: string; message: string }[]): Promise<string> {
  const storage = createCookieSessionStorage({
    cookie: { name: "__toast", secrets: [E2E_ENV.SESSION_SECRET], httpOnly: true, sameSite: "lax", path: "/" },
  });
  const session = await storage.getSession();
  session.flash("toasts", messages);
  return (await storage.commitSession(session)).split(";")[0]!.split("=").slice(1).join("=");
}

const THREE = [
  { type: "success", message: "Thông báo thứ ba" },
  { type: "warning", message: "Thông báo thứ hai" },
  { type: "info", message: "Thông báo thứ nhất" },
];

test("three flash messages show as three stacked toasts; the footer has the licence and the Facebook card", async ({
  page,
  baseURL,
  javaScriptEnabled,
}) => {
  await page.context().addCookies([{ name: "__toast", value: await toastCookie(THREE), url: baseURL! }]);
  // With JavaScript the page's timers run on Playwright's clock, paused before the page loads: the
  // radix toasts wait for `runFor`, however slow the machine (hydration needs no timer).
  if (javaScriptEnabled) {
    // pauseAt must lie ahead of the installed clock, which runs until paused (Date.now() could be behind it).
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 5_000);
  }
  await page.goto("/tin-sach");
  if (javaScriptEnabled) await expect(page.locator("body[data-hydrated]")).toBeAttached();
  const toasts = THREE.map((t) => page.getByText(t.message, { exact: true }));
  for (const t of toasts) await expect(t).toBeVisible();
  const ys = await Promise.all(toasts.map(async (t) => (await t.boundingBox())!.y));
  expect(ys[0]).toBeLessThan(ys[1]!);
  expect(ys[1]).toBeLessThan(ys[2]!);

  if (javaScriptEnabled) {
    // Each shown once, as a radix toast of its type.
    for (const t of THREE) await expectToast(page, new RegExp(`^${t.message}$`), { type: t.type });
    // radix Toast: 3000 ms, 4000 ms for the warning — not a millisecond less.
    await page.clock.runFor(TOASTS.defaultMs - 1);
    for (const t of toasts) await expect(t).toBeVisible();
    await page.clock.runFor(1);
    await expect(toasts[0]!).toBeHidden();
    await expect(toasts[2]!).toBeHidden();
    await expect(toasts[1]!).toBeVisible();
    await page.clock.runFor(TOASTS.warningMs - TOASTS.defaultMs - 1);
    await expect(toasts[1]!).toBeVisible();
    await page.clock.runFor(1);
    await expect(toasts[1]!).toBeHidden();
    await page.clock.resume();
  } else {
    // Without JavaScript nothing vanishes unread: still there after the timers would have run out.
    await page.waitForTimeout(4500);
    for (const t of toasts) await expect(t).toBeVisible();
    await page.getByTitle("Đóng thông báo").first().click();
    await expect(toasts[0]!).toBeHidden();
    await expect(toasts[1]!).toBeVisible();
  }
  // Shown once: the next page has none.
  await page.goto("/gioi-thieu");
  await expect(page.getByText(THREE[0]!.message)).toHaveCount(0);

  const footer = page.locator("footer");
  await expect(footer.getByText(CHROME_FACTS.licencePhrase)).toBeVisible();
  await expect(footer).not.toContainText("…/QĐ");
  await expect(footer.getByRole("heading", { name: "Nhà xuất bản Đại học Quốc gia Hà Nội", level: 3 })).toBeVisible();
  await expect(footer.getByRole("link", { name: "Xem trang Facebook của Nhà xuất bản" })).toHaveAttribute("href", /facebook\.com/);
});

test("a forced logout opens the warning dialog for 4 s on a desktop (JavaScript)", async ({ page, baseURL, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "the dialog is a JavaScript enhancement; the toast carries the message without it");
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.context().addCookies([{ name: "__session", value: await expiredSessionCookie(1, "Khách hàng"), url: baseURL! }]);
  await page.goto("/san-pham");
  const dialog = page.getByRole("dialog", { name: "Cảnh báo" });
  await expect(dialog).toContainText("Phiên đăng nhập đã hết hạn");
  await expect(dialog).toBeHidden({ timeout: 7000 });
});

const WIDE = { width: 1440, height: 800 };

/** The site header (`body > header`: the one the navbar behaviour drives). */
const siteHeader = (page: Page) => page.locator("body > header");

/** Scrolls the window to `y` px with the wheel (the way a visitor scrolls; works without JavaScript too). */
async function scrollTo(page: Page, y: number) {
  const now = await page.evaluate(() => window.scrollY);
  await page.mouse.move(WIDE.width / 2, WIDE.height / 2);
  await page.mouse.wheel(0, y - now);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

/** Notes in the page when the window last scrolled and when the header last became hidden. */
async function watchHeader(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { lastScrollAt: number; hiddenAt: number };
    window.addEventListener("scroll", () => (w.lastScrollAt = performance.now()), { capture: true, passive: true });
    const header = document.querySelector("body > header")!;
    new MutationObserver(() => {
      if (header.getAttribute("data-autohide") === "hidden") w.hiddenAt = performance.now();
    }).observe(header, { attributes: true, attributeFilter: ["data-autohide"] });
  });
}

test("above 1280 px the header slides away on scroll down and back on scroll up; at 1024 px it stays (JavaScript)", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "the auto-hide is a JavaScript enhancement; the no-JS test checks that nothing moves");
  await page.setViewportSize(WIDE);
  await page.goto("/san-pham");
  await expect(page.locator("body[data-hydrated]")).toBeAttached();
  const header = siteHeader(page);
  await expect(header).toHaveAttribute("data-autohide", "shown");
  const top = await header.boundingBox();
  await watchHeader(page);

  await scrollTo(page, 1200);
  await expect(header).toHaveAttribute("data-autohide", "hidden");
  await expect(header).not.toBeInViewport();
  const { lastScrollAt, hiddenAt } = await page.evaluate(() => {
    const w = window as unknown as { lastScrollAt: number; hiddenAt: number };
    return { lastScrollAt: w.lastScrollAt, hiddenAt: w.hiddenAt };
  });
  // Debounced: decided 300 ms after the last scroll event (1 ms for the listeners' order).
  expect(hiddenAt - lastScrollAt).toBeGreaterThanOrEqual(NAVBAR_TIMINGS.scrollDebounceMs - 1);

  // Focus entering the hidden header brings it back, even when the focus does not scroll the page
  // (a screen reader moving focus; Shift+Tab would also scroll up, which shows it anyway).
  await header
    .getByRole("link", { name: "Đăng nhập" })
    .first()
    .evaluate((el: HTMLElement) => el.focus({ preventScroll: true }));
  await expect(header).toHaveAttribute("data-autohide", "shown");
  await expect(header).toBeInViewport();
  await page.locator("main").getByRole("link").first().focus();

  await scrollTo(page, 1600);
  await expect(header).toHaveAttribute("data-autohide", "hidden");
  await scrollTo(page, 1300);
  await expect(header).toHaveAttribute("data-autohide", "shown");
  await expect(header).toBeInViewport({ ratio: 1 });
  // Sticky over the content, at the top of the window: the same box as before scrolling (no layout shift).
  expect((await header.boundingBox())!.y).toBe(top!.y);

  // layout1 (set by hand as display-rendering.spec.ts does): the header is the fixed side navigation, which never slides away.
  const layout = await page.evaluate(() => document.documentElement.getAttribute("data-layout"));
  await page.evaluate(() => document.documentElement.setAttribute("data-layout", "layout1"));
  await scrollTo(page, 1600);
  await expect(header).toHaveAttribute("data-autohide", "hidden");
  await expect(header).toBeInViewport({ ratio: 0.9 });
  await page.evaluate((value) => document.documentElement.setAttribute("data-layout", value ?? "layout2"), layout);
  await scrollTo(page, 1300);
  await expect(header).toHaveAttribute("data-autohide", "shown");

  // prefers-reduced-motion: it jumps instead of sliding.
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await header.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe("0s");

  // At 1024 px nothing moves: the header scrolls with the page.
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(header).not.toHaveAttribute("data-autohide");
  await scrollTo(page, 0);
  await scrollTo(page, 1200);
  await page.waitForTimeout(NAVBAR_TIMINGS.scrollDebounceMs * 2);
  await expect(header).not.toHaveAttribute("data-autohide");
  expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe("static");
});

test("above 1280 px the account menu opens on hover after 150 ms and stays open when clicked; keyboard and 1024 px keep the toggle (JavaScript)", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "hover opening is a JavaScript enhancement; without it the menu is a native <details> toggle");
  await page.setViewportSize(WIDE);
  await page.goto("/dang-nhap");
  // Hydrated first: a click landing while React attaches could be lost.
  await expect(page.locator("body[data-hydrated]")).toBeAttached();
  await page.getByLabel("Email").fill(DEMO_ACCOUNTS.customer.email);
  await page.getByLabel("Mật khẩu", { exact: true }).fill(DEMO_ACCOUNTS.customer.password);
  await page.getByRole("button", { name: "Đăng nhập", exact: true }).click();
  await expect(page.getByText(/^Xin chào, /).first()).toBeVisible({ timeout: 20_000 });
  await page.goto("/tin-sach");
  await expect(page.locator("body[data-hydrated]")).toBeAttached();

  const toggle = siteHeader(page).getByLabel("Menu tài khoản");
  const menu = siteHeader(page)
    .locator("details")
    .filter({ has: page.getByLabel("Menu tài khoản") });
  const entry = menu.getByRole("link", { name: "Địa chỉ" });
  await page.evaluate(() => {
    const w = window as unknown as { overAt?: number; openAt?: number };
    const details = document.querySelector('body > header summary[aria-label="Menu tài khoản"]')!.parentElement as HTMLDetailsElement;
    details.addEventListener("mouseover", () => (w.overAt ??= performance.now()));
    details.addEventListener("toggle", () => {
      if (details.open) w.openAt ??= performance.now();
    });
  });
  await toggle.hover();
  await expect(entry).toBeVisible();
  const { overAt, openAt } = await page.evaluate(() => {
    const w = window as unknown as { overAt: number; openAt: number };
    return { overAt: w.overAt, openAt: w.openAt };
  });
  expect(openAt - overAt).toBeGreaterThanOrEqual(NAVBAR_TIMINGS.hoverOpenMs - 1);

  // The click that follows the hover does not close it under the pointer; the pointer leaving does.
  await toggle.click();
  await page.waitForTimeout(100);
  await expect(entry).toBeVisible();
  await page.mouse.move(WIDE.width / 2, WIDE.height - 10);
  await expect(entry).toBeHidden();

  // Keyboard: the native toggle.
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(entry).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(entry).toBeHidden();

  // At 1024 px hovering opens nothing.
  await page.setViewportSize({ width: 1024, height: 800 });
  await toggle.hover();
  await page.waitForTimeout(NAVBAR_TIMINGS.hoverOpenMs * 3);
  await expect(entry).toBeHidden();
});

test("a slow client navigation shows the progress bar until the page arrives (JavaScript)", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "without JavaScript every navigation is a page load with the browser's own indicator");
  await page.setViewportSize(WIDE);
  // From a page that hydrates: the browsing pages (ADR 0029) load documents, with the browser's own indicator.
  await page.goto("/tin-sach");
  await expect(page.locator("body[data-hydrated]")).toBeAttached();
  const bar = page.getByRole("progressbar", { name: "Đang tải…" });
  await expect(bar).toHaveCount(0);
  // The cart's data request (single fetch: `/gio-hang.data`) held back 1.5 s, so the bar is surely shown.
  await page.route(
    (url) => url.pathname.endsWith(".data"),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    },
  );
  await cartLink(page).click();
  await expect(bar).toBeVisible();
  await expect(page).toHaveURL(/\/gio-hang$/);
  await expect(bar).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Giỏ hàng");
});

test("without JavaScript the header scrolls with the page and there is no progress bar", async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, "the JavaScript behaviour has its own tests above");
  await page.setViewportSize(WIDE);
  await page.goto("/san-pham");
  const header = siteHeader(page);
  await expect(header).toBeInViewport();
  await expect(header).not.toHaveAttribute("data-autohide");
  await expect(page.getByRole("progressbar", { name: "Đang tải…" })).toHaveCount(0);
  await scrollTo(page, 1200);
  await page.waitForTimeout(NAVBAR_TIMINGS.scrollDebounceMs * 2);
  // Not sticky, not hidden: simply scrolled out of sight with the page; back at the top it is where it was.
  await expect(header).not.toBeInViewport();
  await expect(header).not.toHaveAttribute("data-autohide");
  await scrollTo(page, 0);
  await expect(header).toBeInViewport({ ratio: 1 });
});
