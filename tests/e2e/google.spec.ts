/**
 * "Đăng nhập bằng Google" with JavaScript on and off, against the OpenID provider double
 * (scripts/oidc-mock.mjs): the whole code flow (storefront → provider → callback → upstream
 * SocialLoginGG) logs the shopper in; a cancelled consent comes back to the login page; a forged
 * callback is a 400 page and logs no one in.
 */
import { E2E_ENV } from "./env";
import { expect, expectToast, test } from "./support";

const googleButton = (page: import("@playwright/test").Page) => page.getByRole("button", { name: "Đăng nhập bằng Google" });

test("a guest logs in with Google and lands where they were going", async ({ page }) => {
  await page.goto("/dang-nhap?redirectTo=%2Fgio-hang");
  await googleButton(page).click();
  await expect(page).toHaveURL(/\/gio-hang$/);
  await expectToast(page, "Đăng nhập thành công");
  await expect(page.getByText("Xin chào, Google Tester")).toBeVisible();

  // Logged in: the login page and the Google routes are for guests only.
  await page.goto("/dang-nhap");
  await expect(page).toHaveURL(/\/$|\/trang-chu$/);
});

test("a guest logs in with Google from the login page", async ({ page }) => {
  await page.goto("/dang-nhap");
  await googleButton(page).click();
  await expectToast(page, "Đăng nhập thành công");
  await expect(page.getByText("Xin chào, Google Tester")).toBeVisible();
});

test("cancelling on Google's page comes back to the login page with a toast", async ({ page }) => {
  // The double has no consent screen, and a route handler never sees the redirect from the form's
  // POST to the provider (JavaScript off): start the login as the form does, from this browser's
  // cookie jar, then come back the way Google does when the shopper presses "Cancel".
  const started = await page.request.post("/dang-nhap/google", { form: { redirectTo: "/gio-hang" }, maxRedirects: 0 });
  expect(started.status()).toBe(303);
  const authorize = new URL(started.headers().location!);
  expect(authorize.origin).toBe(E2E_ENV.GOOGLE_ISSUER);
  expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
  const back = new URL(authorize.searchParams.get("redirect_uri")!);
  back.search = new URLSearchParams({ error: "access_denied", state: authorize.searchParams.get("state")! }).toString();

  await page.goto(back.href);
  await expect(page).toHaveURL(/\/dang-nhap\?redirectTo=%2Fgio-hang$/);
  await expectToast(page, "Bạn đã hủy đăng nhập bằng Google");
  await expect(googleButton(page)).toBeVisible();
  await expect(page.getByText(/Xin chào/)).toHaveCount(0);
});

test("a forged callback is refused and logs no one in", async ({ page }) => {
  const response = await page.goto("/dang-nhap/google/callback?code=x&state=forged");
  expect(response?.status()).toBe(400);
  await expect(page.getByText("Phiên đăng nhập Google không hợp lệ, vui lòng thử lại")).toBeVisible();
  await expect(page.getByText(/Xin chào/)).toHaveCount(0);

  // Nor does a GET of the start URL begin a login.
  await page.goto("/dang-nhap/google");
  await expect(page).toHaveURL(/\/dang-nhap$/);
  await expect(googleButton(page)).toBeVisible();
});
