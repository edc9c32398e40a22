/**
 * Every 429 of the storefront carries `Retry-After` over HTTP: a rate limit
 * thrown from an action reaches the document's headers (the route's `headers = retryAfterHeaders`;
 * Remix drops the headers of routes without one). Request API only (project "http").
 */
import { expect, test } from "@playwright/test";

test("the 6th reset-code request for one email within an hour → 429 with Retry-After and the wait in Vietnamese", async ({ request }) => {
  const page = await (await request.get("/quen-mat-khau")).text();
  const hpFrom = /name="hp_from"[^>]*value="([^"]*)"/.exec(page)?.[1];
  expect(hpFrom).toBeTruthy();
  await new Promise((r) => setTimeout(r, 1_500)); // the honeypot's minimum time to fill a form
  const email = `gioi-han.${Date.now()}@example.com`;
  const send = () =>
    request.post("/quen-mat-khau", { form: { name__confirm: "", hp_from: hpFrom!, intent: "send", email }, maxRedirects: 0 });
  for (let i = 1; i <= 5; i++) expect((await send()).status(), `request ${i}`).toBe(303);
  const refused = await send();
  expect(refused.status()).toBe(429);
  const retryAfter = Number(refused.headers()["retry-after"]);
  expect(retryAfter).toBeGreaterThan(59 * 60);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  expect(await refused.text()).toContain("Vui lòng thử lại sau 60 phút.");
});
