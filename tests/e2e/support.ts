/**
 * Shared pieces of the e2e suite: the `test` every spec uses (it fails a test on any browser error
 * or failed sub-resource), locators of the shared UI contract, the outbox of the reference
 * upstream's mailer, and a session cookie minted like the storefront does (for an expired JWT).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createCookieSessionStorage } from "@remix-run/node";
import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";
import { SignJWT } from "jose";
import { E2E_ENV } from "./env";

export { expect };

/**
 * Notes in the page every hydrated toast (radix Toast `li[data-toast-type]`) when it enters the
 * DOM — its text, type, whether it was visible, `performance.now()` — and when it closes or leaves.
 * `window.__toastLog` (oldest first).
 */
type ToastLogEntry = { text: string; type: string; visible: boolean; shownAt: number; hiddenAt: number | null; seen: boolean };

function toastRecorder() {
  type Entry = ToastLogEntry;
  // Installed once per page even when a context got the script twice (the fixture and recordToasts).
  if ((window as unknown as { __toastLog?: Entry[] }).__toastLog) return;
  const log: Entry[] = [];
  const live = new Map<Element, Entry>();
  (window as unknown as { __toastLog: Entry[] }).__toastLog = log;
  const scan = () => {
    for (const el of document.querySelectorAll("li[data-toast-type]")) {
      if (live.has(el) || el.getAttribute("data-state") === "closed") continue;
      const entry: Entry = {
        text: (el.firstElementChild?.textContent ?? "").trim(),
        type: el.getAttribute("data-toast-type") ?? "",
        visible: el.checkVisibility({ visibilityProperty: true }),
        shownAt: performance.now(),
        hiddenAt: null,
        seen: false,
      };
      live.set(el, entry);
      log.push(entry);
    }
    for (const [el, entry] of live) {
      if (!el.isConnected || el.getAttribute("data-state") === "closed") {
        entry.hiddenAt = performance.now();
        live.delete(el);
      }
    }
  };
  new MutationObserver(scan).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-state"] });
}

/** Records the toasts of every page of `context` (see toastRecorder); the suite's `page` has it already. */
export async function recordToasts(context: BrowserContext) {
  await context.addInitScript(toastRecorder);
}

/**
 * Asserts that a toast `text` (a substring, or a RegExp) has been shown on the page, not yet asserted
 * by an earlier expectToast. Without JavaScript: it is visible in the `Thông báo` list (those never
 * hide). With JavaScript the radix toast hides itself after 3–4 s, which a loaded machine can spend
 * before a plain `toBeVisible` looks, so the page's own record (toastRecorder) is read instead: a
 * toast never shown, hidden when shown, of the wrong `type`, or shown twice at once still fails.
 * Timing (3 s / 4 s) is asserted once, with Playwright's clock, in chrome.spec.ts.
 */
export async function expectToast(page: Page, text: string | RegExp, options: { type?: string } = {}) {
  if (!(await scriptingOf(page))) {
    await expect(page.getByRole("region", { name: "Thông báo" }).locator("details").getByText(text)).toBeVisible();
    return;
  }
  const source = typeof text === "string" ? null : { source: text.source, flags: text.flags };
  const find = (consume: boolean) =>
    page.evaluate(
      ({ plain, source, consume }) => {
        const log = (window as unknown as { __toastLog?: ToastLogEntry[] }).__toastLog;
        if (!log) throw new Error("no toast record in this page: call recordToasts(context) on a context made with browser.newContext()");
        const matches = log.filter(
          (e) => !e.seen && (source ? new RegExp(source.source, source.flags).test(e.text) : e.text.includes(plain!)),
        );
        if (consume) for (const e of matches) e.seen = true;
        return matches;
      },
      { plain: typeof text === "string" ? text : null, source, consume },
    );
  // A document being replaced (a redirect, a no-JS post) has no record to read yet: read again.
  const settled = (consume: boolean) =>
    find(consume).catch((e: Error) => (/context was destroyed|navigat/i.test(e.message) ? [] : Promise.reject(e)));
  const recorded = () => page.evaluate(() => JSON.stringify((window as unknown as { __toastLog?: ToastLogEntry[] }).__toastLog));
  try {
    // 20 s: the record keeps the toast, so a slow navigation (a client-side login on a loaded
    // machine takes more than 10 s at times) is waited for without any 3 s window to miss.
    await expect
      .poll(async () => (await settled(false)).length, { message: `a toast ${String(text)} shown`, timeout: 20_000 })
      .toBeGreaterThan(0);
  } catch (error) {
    // What the page did show, to tell a missing toast from another one.
    const log = await recorded().catch(() => "(page gone)");
    throw new Error(`${(error as Error).message}\nrecorded toasts: ${log}`, { cause: error });
  }
  const shown = await find(true);
  const last = shown.at(-1)!;
  expect(last.visible, `the toast ${String(text)} visible when shown`).toBe(true);
  if (options.type) expect(last.type, `the toast ${String(text)}'s type`).toBe(options.type);
  // Earlier toasts of the same text (an earlier action not asserted) are fine, two on screen together are not.
  const together = shown.filter((e) => e.hiddenAt === null || e.hiddenAt > last.shownAt);
  expect(together, `the toast ${String(text)} shown once`).toHaveLength(1);
}

/** Whether the page runs scripts (the media feature `scripting`; Playwright's init scripts run either way). */
async function scriptingOf(page: Page): Promise<boolean> {
  // Retried: the action before may still be replacing the document (no-JS form posts).
  let scripting: boolean | undefined;
  await expect
    .poll(async () => (scripting = await page.evaluate(() => matchMedia("(scripting: enabled)").matches).catch(() => undefined)))
    .not.toBeUndefined();
  return scripting!;
}

/**
 * With JavaScript, waits until React has hydrated the page (the root sets `body[data-hydrated]`):
 * a click landing while React attaches its handlers can be lost (seen on the login form: the page
 * stayed on /dang-nhap, filled, with no error). Without JavaScript there is nothing to wait for.
 */
export async function hydrated(page: Page) {
  if (await scriptingOf(page)) await expect(page.locator("body[data-hydrated]")).toBeAttached();
}

/**
 * `E2E_CPU_THROTTLE=<rate>` (opt-in, e.g. 4): every page of a JavaScript-enabled Chromium test runs
 * with its CPU slowed `rate` times (CDP `Emulation.setCPUThrottlingRate`), as Lighthouse's mobile
 * profile does, so races between the visitor and hydration show up. Unset or below 2: no throttling.
 */
const CPU_THROTTLE = Number(process.env.E2E_CPU_THROTTLE ?? "0");

/** Slows the CPU of `page` (see {@link CPU_THROTTLE}); Chromium only, JavaScript enabled only. */
async function throttleCpu(page: Page, context: BrowserContext, javaScriptEnabled: boolean) {
  if (!(CPU_THROTTLE >= 2) || !javaScriptEnabled) return;
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_THROTTLE });
}

/** The suite's `test`: with JavaScript, a page that fails to hydrate or throws must fail the test. */
export const test = base.extend<{ browserErrors: string[]; recordEveryContext: void }>({
  context: async ({ context, javaScriptEnabled }, use) => {
    await recordToasts(context);
    // Every page of the context, the first and those a test opens (popups, second tabs), is throttled.
    if (CPU_THROTTLE >= 2 && javaScriptEnabled) context.on("page", (page) => void throttleCpu(page, context, true).catch(() => {}));
    await use(context);
  },
  page: async ({ page, context, javaScriptEnabled }, use) => {
    await throttleCpu(page, context, javaScriptEnabled);
    await use(page);
  },
  // Contexts a test makes itself (a second browser, a guest beside the customer) record toasts too, so
  // expectToast works on their pages without each spec remembering recordToasts.
  recordEveryContext: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await recordToasts(context);
        return context;
      };
      await use();
      browser.newContext = newContext;
    },
    { auto: true },
  ],
  browserErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      page.on("console", (m) => {
        // A 4xx document (a form re-rendered with its errors, a 404 page) is expected; its sub-resources are checked below.
        if (m.type() === "error" && !m.text().startsWith("Failed to load resource")) errors.push(m.text());
      });
      page.on("response", (r) => {
        // With JavaScript, Remix fetches `*.data`: a 4xx there is the same expected answer as a 4xx document.
        const expected =
          r.request().resourceType() === "document" ||
          (new URL(r.url()).pathname.endsWith(".data") && r.status() < 500) ||
          // The manuscript upload's XMLHttpRequest: a refusal (400/409/413) is its page, shown in place.
          (r.request().resourceType() === "xhr" && r.request().method() === "POST" && r.status() < 500);
        if (r.status() >= 400 && !expected) errors.push(`${r.status()} ${r.url()}`);
      });
      await use(errors);
      expect(errors, "errors in the browser console").toEqual([]);
    },
    { auto: true },
  ],
});

export const cartLink = (page: Page) => page.getByRole("link", { name: /^Giỏ hàng/ });

/** The header cart link's count (the digits in its accessible name). */
export async function cartCount(page: Page): Promise<number> {
  const name = (await cartLink(page).getAttribute("aria-label")) ?? (await cartLink(page).innerText());
  return Number(/\d+/.exec(name)?.[0] ?? Number.NaN);
}

/** The product of a product page (not the related books below it). */
export const mainProduct = (page: Page) => page.getByRole("article").filter({ has: page.getByRole("heading", { level: 1 }) });

/** The newest code mailed to `email` by the reference upstream (its outbox, OUTBOX_DIR). */
export function latestCode(email: string): string {
  const dir = E2E_ENV.OUTBOX_DIR;
  const messages = readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .reverse()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), "utf8")) as { to: string; code?: string });
  const found = messages.find((m) => m.to.toLowerCase() === email.toLowerCase() && m.code);
  if (!found?.code) throw new Error(`no code mailed to ${email} in ${dir}`);
  return found.code;
}

/**
 * A `__session` cookie holding a JWT signed like the upstream's but with `exp` in the past, sealed
 * with the storefront's session secret: what a browser holds when its login has expired.
 */
export async function expiredSessionCookie(userId: number, name: string) {
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({ email: "khachhang@example.com", name, role: "user" })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(userId))
    .setIssuedAt(now - 7200)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(E2E_ENV.JWT_SECRET));
  const storage = createCookieSessionStorage({
    cookie: { name: "__session", secrets: [E2E_ENV.SESSION_SECRET], httpOnly: true, sameSite: "lax", path: "/" },
  });
  const session = await storage.getSession();
  session.set("token", token);
  session.set("remember", false);
  const setCookie = await storage.commitSession(session);
  return setCookie.split(";")[0]!.split("=").slice(1).join("=");
}

/** Fills the contact and address form of checkout step 1 and continues to payment. */
export async function fillShipping(page: Page, jsEnabled: boolean) {
  await page.getByLabel("Họ và tên").fill("Trần Minh Khoa");
  await page.getByLabel("Số điện thoại").fill("0987654321");
  await page.getByLabel("Email").fill("khoa.tran@example.com");
  await chooseAddress(page, jsEnabled, "Tiếp tục");
  await page.getByLabel("Địa chỉ", { exact: true }).fill("Số 16 Hàng Chuối");
  await page.getByRole("button", { name: "Tiếp tục" }).click();
  await expect(page).toHaveURL(/\/gio-hang\/thanh-toan$/);
}

/**
 * Chooses Hà Nội → Phường Ba Đình (a ward of the 2025 two-tier map; no district since 1 July 2025).
 * Without JavaScript the cascade works by submitting (`submitName`): the form comes back with the
 * ward list and what was typed kept.
 */
export async function chooseAddress(page: Page, jsEnabled: boolean, submitName: string) {
  const typedName = await page.getByLabel("Họ và tên").inputValue();
  await page.getByLabel("Tỉnh/Thành phố").selectOption({ label: "Hà Nội" });
  if (!jsEnabled) await page.getByRole("button", { name: submitName }).click();
  await expect(page.getByLabel("Phường/Xã").locator("option", { hasText: "Phường Ba Đình" })).toHaveCount(1);
  await expect(page.getByLabel("Họ và tên")).toHaveValue(typedName);
  await expect(page.getByLabel("Quận/Huyện")).toHaveCount(0);
  await page.getByLabel("Phường/Xã").selectOption({ label: "Phường Ba Đình" });
}

/** An email no other test, project or run uses. */
export const uniqueEmail = (testInfo: { project: { name: string } }, tag: string) =>
  `${tag}.${testInfo.project.name}.${Date.now()}@example.com`;

/**
 * Registers a new customer through the pages (register → the code from the outbox → activate) and
 * stops on registration step 2 (`/thong-tin-ca-nhan`).
 */
export async function registerAndActivate(
  page: Page,
  c: { email: string; name: string; phone: string; password: string; consents?: readonly string[] },
) {
  await page.goto("/dang-ky");
  await page.getByLabel("Họ và tên").fill(c.name);
  await page.getByLabel("Email", { exact: true }).fill(c.email);
  await page.getByLabel("Số điện thoại").fill(c.phone);
  await page.getByLabel("Mật khẩu", { exact: true }).fill(c.password);
  await page.getByLabel("Xác nhận mật khẩu").fill(c.password);
  await page.getByRole("checkbox", { name: /^Tôi đồng ý/ }).check();
  // The optional consents (ADR 0027) by their checkbox names; unticked unless asked.
  for (const name of c.consents ?? []) await page.getByRole("checkbox", { name, exact: true }).check();
  await page.getByRole("button", { name: "Đăng ký" }).click();
  await expect(page).toHaveURL(/\/kich-hoat-tai-khoan$/);
  await page.getByLabel("Mã kích hoạt").fill(latestCode(c.email));
  await page.getByRole("button", { name: "Kích hoạt" }).click();
  await expect(page).toHaveURL(/\/thong-tin-ca-nhan$/);
}
