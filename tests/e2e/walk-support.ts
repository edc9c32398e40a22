/**
 * Shared pieces of the page walks (walk-*.spec.ts): the browser states the sample pages of
 * tests/e2e/pages.ts need, built once per spec file and project, and one browser context per state.
 */
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect, fillShipping, mainProduct, registerAndActivate } from "./support";
import { PAGES, type PageState, type SamplePage } from "./pages";

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;
export type WalkStates = { shopper: StorageState; customer: StorageState; orderId: string };

/** A book in stock, 87 000 ₫ (server/seed/catalog.ts). */
const BOOK = 2;

async function addBookAndCheckOut(page: Page) {
  await page.goto(`/san-pham/${BOOK}`);
  await mainProduct(page).getByRole("button", { name: "Thêm vào giỏ hàng" }).click();
  await expect(page.getByRole("status")).toContainText("Đã thêm");
  await page.goto("/gio-hang");
  await page.getByRole("button", { name: "Tiến hành đặt hàng" }).click();
  await expect(page).toHaveURL(/\/gio-hang\/giao-hang$/);
}

/**
 * Builds (with JavaScript, whatever the project) a shopper — a book in the cart, checkout step 1
 * filled — and a freshly registered customer who has paid an order with the VNPay sandbox.
 */
export async function prepareStates(browser: Browser, baseURL: string, tag: string): Promise<WalkStates> {
  const shopperContext = await browser.newContext({ baseURL, javaScriptEnabled: true });
  const shopperPage = await shopperContext.newPage();
  await addBookAndCheckOut(shopperPage);
  await fillShipping(shopperPage, true);
  const shopper = await shopperContext.storageState();
  await shopperContext.close();

  const customerContext = await browser.newContext({ baseURL, javaScriptEnabled: true });
  const page = await customerContext.newPage();
  const phone = `09${String(Date.now()).slice(-8)}`;
  await registerAndActivate(page, { email: `walk.${tag}.${Date.now()}@example.com`, name: "Lê Thu Hà", phone, password: "MatKhau@123" });
  await addBookAndCheckOut(page);
  await fillShipping(page, true);
  await page.getByRole("radio", { name: "VNPay" }).check();
  await page.getByRole("button", { name: "Đặt hàng" }).click();
  await page.getByRole("button", { name: "Thanh toán", exact: true }).click();
  await expect(page).toHaveURL(/\/xac-nhan-don-hang\/\d+$/);
  const orderId = /(\d+)$/.exec(page.url())![1]!;
  const customer = await customerContext.storageState();
  await customerContext.close();
  return { shopper, customer, orderId };
}

/** The sample pages grouped by the state they need, with `{order}` filled in. */
export function pagesByState(states: WalkStates): [PageState, SamplePage[]][] {
  const order: PageState[] = ["guest", "shopper", "customer"];
  return order.map((state) => [state, PAGES.filter((p) => p.state === state).map((p) => ({ ...p, url: p.url.replace("{order}", states.orderId) }))]);
}

/** A browser context in `state`, with the project's JavaScript setting. */
export function contextFor(browser: Browser, states: WalkStates, state: PageState, options: { baseURL: string; javaScriptEnabled: boolean; viewport?: { width: number; height: number } }) {
  return browser.newContext({ ...options, storageState: state === "guest" ? undefined : states[state] });
}
