/**
 * The layout walk: every sample page of the route table (tests/e2e/pages.ts), loaded once per page and
 * measured at several widths (the viewport resized):
 *
 * - at 320, 412 and 1366 px, with JavaScript (project `js`): no sideways scrolling, no text sticking out
 *   of its box, no button or button-like link whose label wraps onto a second line
 *   (tests/e2e/layout-checks.ts), and a full-page screenshot of each page type (the first sample
 *   URL of each route id) at each of the three widths, under `layout-walk/<width>px/` (or
 *   `LAYOUT_WALK_DIR`) for a person to look at; `.ci/run` keeps the folder as CI's artifact;
 * - at 360 px, at 412 px with 200 % text and at 412 px with the display settings layout1 + dark + 130 %
 *   text, in both projects (and at 320, 412 and 1366 px without JavaScript): no sideways scrolling
 *   (`scrollWidth <= innerWidth`), a failure naming the elements that stick out. Enlarged text may wrap
 *   labels (button.css.ts lets them) but must not push the page sideways.
 *
 * 200 % text (WCAG 1.4.4 "Resize text"): the shop's sizes are in rem, so text is resized the way a
 * browser's own font-size setting does it — the root font size doubled (16 → 32 px) — rather than
 * with page zoom (zoom shrinks the CSS viewport; a 320 px reflow, WCAG 1.4.10, is the 320 px walk).
 *
 * Without JavaScript pages render other controls (update buttons of the address cascade, the cart's
 * per-line forms), which must fit too. The first width also checks that no HTML response holds a NUL
 * byte (React 18 streaming, react#31134).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { test, expect } from "@playwright/test";
import { sidewaysScroll, textOverflow, wrappedButtons } from "./layout-checks";
import { PAGES } from "./pages";
import { byState, contextFor, WALK_CHUNKS, walkStates } from "./walk-support";

type Width = { name: string; width: number; bigText?: boolean; settings?: boolean; layout?: boolean };

const WIDTHS: readonly Width[] = [
  { name: "320 px", width: 320, layout: true },
  { name: "360 px", width: 360 },
  { name: "412 px", width: 412, layout: true },
  { name: "1366 px", width: 1366, layout: true },
  { name: "412 px at 200 % text", width: 412, bigText: true },
  // The settings variant — layout1, dark, 130 % text (the <html> attributes of the root).
  { name: "412 px with the settings layout1 + dark + 130 %", width: 412, settings: true },
];

/** Where the screenshots go: `layout-walk/` at the project's root unless LAYOUT_WALK_DIR says otherwise. */
const SHOTS_DIR = path.resolve(process.env.LAYOUT_WALK_DIR ?? "layout-walk");

/** The first sample URL of each route id: the page types that get a screenshot. */
const PAGE_TYPES = new Set(PAGES.filter((p, i) => PAGES.findIndex((q) => q.routeId === p.routeId) === i));

/** Runs in the page: the display settings of the variant on `<html>`, as app/features/layout/display-attributes.ts puts them. */
function applySettingsVariant() {
  const html = document.documentElement;
  html.setAttribute("data-layout", "layout1");
  html.setAttribute("data-scheme", "dark");
  html.setAttribute("data-navbar-style", "style-2");
  html.style.fontSize = "130%";
}

test.describe.configure({ mode: "parallel" });

for (const chunk of WALK_CHUNKS) {
  test(`no sideways scrolling, no text out of its box, no wrapped button label: ${chunk.name}`, async ({
    browser,
    baseURL,
    javaScriptEnabled,
  }, testInfo) => {
    // ~50 pages × 6 widths and 3 screenshots per page type, the signed-in states built first.
    test.setTimeout(900_000);
    const states = chunk.pages.some((p) => p.state !== "guest")
      ? await walkStates(browser, baseURL!, `layout-${testInfo.project.name}`)
      : null;
    for (const [state, pages] of byState(chunk.pages, states)) {
      // One context per state; each page is loaded once and measured at every width (resizing the viewport).
      const context = await contextFor(browser, states, state, {
        baseURL: baseURL!,
        javaScriptEnabled,
        viewport: { width: WIDTHS[0]!.width, height: 800 },
      });
      const page = await context.newPage();
      const nulBytes: string[] = [];
      page.on("response", async (r) => {
        if (r.request().resourceType() !== "document" || !(r.headers()["content-type"] ?? "").includes("text/html")) return;
        const body = await r.body().catch(() => null);
        if (body?.includes(0)) nulBytes.push(r.url());
      });
      for (const sample of pages) {
        await page.setViewportSize({ width: WIDTHS[0]!.width, height: 800 });
        const response = await page.goto(sample.url);
        expect.soft(response?.status(), `status of ${sample.url} (${state})`).toBe(sample.status ?? 200);
        // Measured in the shop's own font, not in the fallback it shows while Be Vietnam Pro loads.
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const shoot = javaScriptEnabled && [...PAGE_TYPES].some((p) => p.url === sample.url && p.state === sample.state);
        for (const { name, width, bigText, settings, layout } of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          if (bigText) await page.evaluate(() => void (document.documentElement.style.fontSize = "200%"));
          if (settings) await page.evaluate(applySettingsVariant);
          const where = `${sample.url} (${state}) at ${name}`;
          expect.soft(await page.evaluate(sidewaysScroll), `sideways scrolling on ${where}`).toEqual([]);
          if (!layout || !javaScriptEnabled) continue;
          expect.soft(await page.evaluate(textOverflow), `text out of its box on ${where}`).toEqual([]);
          expect.soft(await page.evaluate(wrappedButtons), `button labels on two lines on ${where}`).toEqual([]);
          if (shoot) {
            const dir = path.join(SHOTS_DIR, `${width}px`);
            mkdirSync(dir, { recursive: true });
            const file = `${sample.routeId.replace(/[^a-z0-9]+/gi, "-")}.png`;
            await page.screenshot({ path: path.join(dir, file), fullPage: true, animations: "disabled" });
          }
        }
      }
      expect.soft(nulBytes, `HTML responses with a NUL byte (${state})`).toEqual([]);
      await context.close();
    }
  });
}
