/**
 * Customers for the HTTP specs (Playwright's request API, no browser): the honeypot of a public form
 * and a new customer registered, activated and signed in through the storefront's own forms, as a
 * shopper without JavaScript would.
 */
import { expect, type APIRequestContext, type PlaywrightWorkerArgs } from "@playwright/test";
import { latestCode } from "./support";

/** The honeypot token (`hp_from`) the form on `path` carries; fails the test when there is none. */
export async function honeypotOf(request: APIRequestContext, path = "/dang-nhap"): Promise<string> {
  const html = await (await request.get(path)).text();
  const hp = /name="hp_from"[^>]*value="([^"]+)"/.exec(html)?.[1];
  expect(hp, `honeypot of ${path}`).toBeTruthy();
  return hp!;
}

/** A signed-in customer of an HTTP spec: `ctx` carries their session cookie. */
export interface HttpCustomer {
  name: string;
  email: string;
  password: string;
  ctx: APIRequestContext;
}

/**
 * Registers (with `consents`, e.g. `{ consentPerformance: "on" }`), activates (the code from the mail
 * outbox) and signs in a new customer named `name`; `tag` goes into the unique email address. The
 * sign-in's toast is shown (and consumed) by the page the login leads to, so the customer's next GET
 * carries no pending toast. Each step is expected to answer 303.
 */
export async function newHttpCustomer(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string | undefined,
  name: string,
  tag: string,
  consents: Record<string, string> = {},
): Promise<HttpCustomer> {
  const email = `http.${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;
  const password = "MatKhau@123";
  const reg = await playwright.request.newContext({ baseURL });
  const post = async (url: string, fields: Record<string, string>) =>
    reg.post(url, { form: { name__confirm: "", hp_from: await honeypotOf(reg), ...fields }, maxRedirects: 0 });
  const registered = await post("/dang-ky", {
    name,
    email,
    phone: "0912345678",
    password,
    confirmPassword: password,
    terms: "on",
    ...consents,
  });
  expect(registered.status(), "registration").toBe(303);
  expect((await post("/kich-hoat-tai-khoan", { intent: "activate", securityCode: latestCode(email) })).status(), "activation").toBe(303);
  await reg.dispose();
  const ctx = await playwright.request.newContext({ baseURL });
  const login = await ctx.post("/dang-nhap", {
    form: { name__confirm: "", hp_from: await honeypotOf(ctx), email, password },
    maxRedirects: 0,
  });
  expect(login.status(), "login").toBe(303);
  await ctx.get(login.headers()["location"] ?? "/trang-chu");
  return { name, email, password, ctx };
}
