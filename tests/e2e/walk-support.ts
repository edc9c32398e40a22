/**
 * Shared pieces of the page walks (walk-*.spec.ts): the browser states the sample pages of
 * tests/e2e/pages.ts need, built once per spec file and project, and one browser context per state.
 */
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect, expectToast, fillShipping, hydrated, mainProduct, recordToasts, registerAndActivate } from "./support";
import { DEMO_ACCOUNTS } from "../../server/seed/accounts";
import { PAGES, type PageState, type SamplePage } from "./pages";

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;
export type WalkStates = { shopper: StorageState; customer: StorageState; author: StorageState; orderId: string };

/** A book in stock, 87 000 ₫ (server/seed/catalog.ts). */
const BOOK = 2;

async function addBookAndCheckOut(page: Page) {
  await page.goto(`/san-pham/${BOOK}`);
  await mainProduct(page).getByRole("button", { name: "Thêm vào giỏ hàng" }).click();
  await expectToast(page, "Đã thêm");
  await page.goto("/gio-hang");
  await page.getByRole("button", { name: "Tiến hành đặt hàng" }).click();
  await expect(page).toHaveURL(/\/gio-hang\/giao-hang$/);
}

/**
 * Builds (with JavaScript, whatever the project) a shopper — a book in the cart, checkout step 1
 * filled — and a freshly registered customer who has paid an order with the VNPay sandbox.
 */
async function prepareStates(browser: Browser, baseURL: string, tag: string): Promise<WalkStates> {
  const shopperContext = await browser.newContext({ baseURL, javaScriptEnabled: true });
  await recordToasts(shopperContext);
  const shopperPage = await shopperContext.newPage();
  await addBookAndCheckOut(shopperPage);
  await fillShipping(shopperPage, true);
  const shopper = await shopperContext.storageState();
  await shopperContext.close();

  const customerContext = await browser.newContext({ baseURL, javaScriptEnabled: true });
  await recordToasts(customerContext);
  const page = await customerContext.newPage();
  const phone = `09${String(Date.now()).slice(-8)}`;
  const email = `walk.${tag}.${Date.now()}@example.com`;
  await registerAndActivate(page, { email, name: "Lê Thu Hà", phone, password: "MatKhau@123" });
  // Activation does not sign in: registration step 2 sends to the login page (the account pages need the login).
  await page.getByRole("button", { name: "Lưu thông tin" }).click();
  await expect(page).toHaveURL(/\/dang-nhap$/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mật khẩu", { exact: true }).fill("MatKhau@123");
  await hydrated(page);
  await page.getByRole("button", { name: "Đăng nhập", exact: true }).click();
  // A JavaScript login takes over 10 s on a loaded machine (two hops: / then /trang-chu).
  await expect(page.getByText("Xin chào, Lê Thu Hà")).toBeVisible({ timeout: 20_000 });
  await addBookAndCheckOut(page);
  await fillShipping(page, true);
  await page.getByRole("radio", { name: "VNPay" }).check();
  await page.getByRole("button", { name: "Đặt hàng" }).click();
  await page.getByRole("button", { name: "Thanh toán", exact: true }).click();
  await expect(page).toHaveURL(/\/xac-nhan-don-hang\/\d+$/);
  const orderId = /(\d+)$/.exec(page.url())![1]!;
  const customer = await customerContext.storageState();
  await customerContext.close();

  // The demo customer signed in, the author of the seeded manuscript drafts.
  const authorContext = await browser.newContext({ baseURL, javaScriptEnabled: true });
  const authorPage = await authorContext.newPage();
  await authorPage.goto("/dang-nhap");
  await authorPage.getByLabel("Email").fill(DEMO_ACCOUNTS.customer.email);
  await authorPage.getByLabel("Mật khẩu", { exact: true }).fill(DEMO_ACCOUNTS.customer.password);
  await hydrated(authorPage);
  await authorPage.getByRole("button", { name: "Đăng nhập", exact: true }).click();
  await expect(authorPage.getByText(/^Xin chào, /).first()).toBeVisible({ timeout: 20_000 });
  const author = await authorContext.storageState();
  await authorContext.close();
  return { shopper, customer, author, orderId };
}

/**
 * The sample pages in four chunks (three of guest pages, one of shopper, customer and author pages), so that a
 * walk runs as four tests that the two workers share (`test.describe.configure({ mode: "parallel" })`); the
 * axe walk checks every page under three schemes, and two guest halves took 9–10 min each.
 * `WALK_PAGES` (a regular expression, e.g. `WALK_PAGES=ban-thao`) keeps only the sample URLs it
 * matches: one feature's pages walked in a minute instead of the whole list (empty chunks are dropped).
 */
export const WALK_CHUNKS: { name: string; pages: SamplePage[] }[] = (() => {
  const only = process.env.WALK_PAGES ? new RegExp(process.env.WALK_PAGES) : null;
  const pages = only ? PAGES.filter((p) => only.test(p.url)) : PAGES;
  const guest = pages.filter((p) => p.state === "guest");
  const third = Math.ceil(guest.length / 3);
  return [
    { name: "guest pages, part 1", pages: guest.slice(0, third) },
    { name: "guest pages, part 2", pages: guest.slice(third, 2 * third) },
    { name: "guest pages, part 3", pages: guest.slice(2 * third) },
    { name: "shopper, customer and author pages", pages: pages.filter((p) => p.state !== "guest") },
  ].filter((chunk) => chunk.pages.length > 0);
})();

let prepared: Promise<WalkStates> | null = null;

/** The shopper, customer and author states, built once per worker on first use. */
export function walkStates(browser: Browser, baseURL: string, tag: string): Promise<WalkStates> {
  prepared ??= prepareStates(browser, baseURL, tag);
  return prepared;
}

/** `pages` grouped by the state they need (in walk order), with `{order}` filled in. */
export function byState(pages: readonly SamplePage[], states: WalkStates | null): [PageState, SamplePage[]][] {
  const order: PageState[] = ["guest", "shopper", "customer", "author"];
  return order
    .map((state): [PageState, SamplePage[]] => [
      state,
      pages.filter((p) => p.state === state).map((p) => ({ ...p, url: p.url.replace("{order}", states?.orderId ?? "") })),
    ])
    .filter(([, list]) => list.length > 0);
}

/** A browser context in `state`, with the project's JavaScript setting. */
export function contextFor(
  browser: Browser,
  states: WalkStates | null,
  state: PageState,
  options: { baseURL: string; javaScriptEnabled: boolean; viewport?: { width: number; height: number } },
) {
  return browser.newContext({ ...options, storageState: state === "guest" || !states ? undefined : states[state] });
}
