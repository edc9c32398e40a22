/**
 * The site's chrome (issue 16, helper D), in both projects: several flash messages of one request
 * show as stacked toasts (newest on top) that stay until closed without JavaScript and hide by
 * themselves with it; the footer shows the seeded licence text and the Facebook card; with
 * JavaScript on a desktop, the forced logout opens the §2 warning dialog for 4 s.
 */
import { createCookieSessionStorage } from "@remix-run/node";
import { CHROME_FACTS } from "../../server/seed/chrome";
import { E2E_ENV } from "./env";
import { expect, expiredSessionCookie, test } from "./support";

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
  await page.goto("/tin-sach");
  if (javaScriptEnabled) await expect(page.locator("body[data-hydrated]")).toBeAttached();
  const toasts = THREE.map((t) => page.getByText(t.message, { exact: true }));
  for (const t of toasts) await expect(t).toBeVisible();
  const ys = await Promise.all(toasts.map(async (t) => (await t.boundingBox())!.y));
  expect(ys[0]).toBeLessThan(ys[1]!);
  expect(ys[1]).toBeLessThan(ys[2]!);

  if (javaScriptEnabled) {
    // radix Toast: 3000 ms, 4000 ms for the warning.
    await expect(toasts[0]!).toBeHidden({ timeout: 8000 });
    await expect(toasts[1]!).toBeHidden({ timeout: 8000 });
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
