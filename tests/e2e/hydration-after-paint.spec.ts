/**
 * The browsing pages (home, catalog, product, article, library) are not hydrated at all (ADR 0029):
 * no Remix script, one small progressive script. The other pages' hydration JavaScript is fetched
 * after the first paint (ADR 0020 "Adopted"): such a page's HTML preloads no module and its inline module script imports nothing statically,
 * so on a slow link the page is drawn from HTML, CSS and images alone. With JavaScript the page
 * then hydrates (the root sets `body[data-hydrated]`, no error is thrown: the suite's `test`
 * fails on any) and a link becomes a client navigation; without JavaScript the same links and
 * forms work as documents (the whole no-js project).
 */
import { expect, hydrated, test } from "./support";

const PAGES = ["/gio-hang", "/tin-sach", "/gioi-thieu"];

test("hydrating pages preload no JavaScript before their first paint", async ({ request }) => {
  for (const path of PAGES) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain('rel="modulepreload"');
    const moduleScripts = [...html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(moduleScripts.length, path).toBeGreaterThan(0);
    for (const script of moduleScripts) expect(script, path).not.toMatch(/^\s*import\s/m);
  }
});

test("with JavaScript the cart starts fetching its modules only after the first paint (or load), then hydrates", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "without JavaScript no module is fetched at all: the first test covers the HTML");
  await page.goto("/gio-hang");
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
  // Hydrated: a link into a browsing page (which alone would not hydrate) is a client navigation
  // (the document is not reloaded), and the header's behaviours still run there.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.getByRole("link", { name: "Tiếp tục mua sách" }).click();
  await expect(page).toHaveURL(/\/san-pham$/);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  const box = page.getByRole("combobox", { name: "Tìm kiếm", exact: true });
  await box.pressSequentially("giai ti", { delay: 30 });
  await expect(box).toHaveAttribute("aria-expanded", "true");
});

test("browsing pages are not hydrated: no Remix scripts, one progressive script; a link out loads the next page", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  for (const path of ["/trang-chu", "/san-pham", "/san-pham/1", "/thu-vien"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain("__remixContext");
    expect(html, path).not.toContain("entry.client");
    // JSON-LD data blocks aside, which no browser runs.
    expect(html.match(/<script\b(?![^>]*application\/ld\+json)/g), path).toHaveLength(1);
    expect(html, path).toMatch(/<script type="module" src="\/build\/progressive-[\w-]+\.js"/);
  }
  test.skip(!javaScriptEnabled, "without JavaScript every page is a document: nothing more to see");
  await page.goto("/san-pham/1");
  await hydrated(page);
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.endsWith(".js")),
  );
  expect(
    scripts.every((p) => /^\/build\/progressive-/.test(p)),
    scripts.join(", "),
  ).toBe(true);
  // From a page that did not hydrate, a link to a page that does is a document load, which hydrates.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.getByRole("link", { name: /^Giỏ hàng/ }).click();
  await expect(page).toHaveURL(/\/gio-hang$/);
  await hydrated(page);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBeUndefined();
  expect(await page.evaluate(() => "__remixContext" in window)).toBe(true);
});
