/**
 * The hydration JavaScript is fetched after the first paint (ADR 0020 "Adopted"): a
 * browsing page's HTML preloads no module and its inline module script imports nothing statically,
 * so on a slow link the page is drawn from HTML, CSS and images alone. With JavaScript the page
 * then hydrates (the root sets `body[data-hydrated]`, no error is thrown: the suite's `test`
 * fails on any) and a link becomes a client navigation; without JavaScript the same links and
 * forms work as documents (the whole no-js project).
 */
import { expect, hydrated, test } from "./support";

const PAGES = ["/trang-chu", "/san-pham", "/san-pham/1", "/gio-hang", "/thu-vien"];

test("browsing pages preload no JavaScript before their first paint", async ({ request }) => {
  for (const path of PAGES) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain('rel="modulepreload"');
    const moduleScripts = [...html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(moduleScripts.length, path).toBeGreaterThan(0);
    for (const script of moduleScripts) expect(script, path).not.toMatch(/^\s*import\s/m);
  }
});

test("with JavaScript the home starts fetching its modules only after the first paint (or load), then hydrates", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "without JavaScript no module is fetched at all: the first test covers the HTML");
  await page.goto("/trang-chu");
  await hydrated(page);
  // The deferred script waits for the first paint or the load event, whichever comes first (on a fast
  // local link `load` can come first); Remix's own <Scripts /> starts every module while parsing, before both.
  const { paint, load, firstModule } = await page.evaluate(() => {
    const paints = performance.getEntriesByType("paint");
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
    const modules = performance
      .getEntriesByType("resource")
      .filter((e) => new URL(e.name).pathname.startsWith("/build/") && e.name.endsWith(".js"));
    return {
      paint: paints.find((p) => p.name === "first-paint")?.startTime ?? null,
      load: nav?.loadEventStart ?? null,
      firstModule: modules.length ? Math.min(...modules.map((m) => m.startTime)) : null,
    };
  });
  expect(paint).not.toBeNull();
  expect(load).toBeGreaterThan(0);
  expect(firstModule).not.toBeNull();
  expect(firstModule!).toBeGreaterThanOrEqual(Math.min(paint!, load!));
  // Hydrated: a link is now a client navigation (the document is not reloaded).
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.getByRole("link", { name: "Xem tất cả khóa học" }).click();
  await expect(page).toHaveURL(/\/thu-vien$/);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});
