/**
 * The overflow walk: every sample page of the route table (tests/e2e/pages.ts)
 * at 320, 360 and 412 px, and at 412 px with 200 % text, must not scroll sideways
 * (`scrollWidth <= innerWidth`); a failure names the elements that stick out.
 *
 * 200 % text (WCAG 1.4.4 "Resize text"): the shop's sizes are in rem, so text is resized the way a
 * browser's own font-size setting does it — the root font size doubled (16 → 32 px) — rather than
 * with page zoom (zoom shrinks the CSS viewport; a 320 px reflow, WCAG 1.4.10, is the 320 px walk).
 *
 * A last pass at 412 px under the display settings layout1 + dark + 130 % text.
 *
 * Both projects: without JavaScript pages render other controls (update buttons of the address
 * cascade, the cart's per-line forms), which must fit too. The 320 px walk also checks that no HTML
 * response holds a NUL byte (React 18 streaming, react#31134).
 */
import { test, expect } from "@playwright/test";
import { byState, contextFor, WALK_CHUNKS, walkStates } from "./walk-support";

const WIDTHS = [
  { name: "320 px", width: 320, bigText: false },
  { name: "360 px", width: 360, bigText: false },
  { name: "412 px", width: 412, bigText: false },
  { name: "412 px at 200 % text", width: 412, bigText: true },
  // The settings variant — layout1, dark, 130 % text (the <html> attributes of the root).
  { name: "412 px with the settings layout1 + dark + 130 %", width: 412, bigText: false, settings: true },
];

/** Runs in the page: the display settings of the variant on `<html>`, as app/features/layout/display-attributes.ts puts them. */
function applySettingsVariant() {
  const html = document.documentElement;
  html.setAttribute("data-layout", "layout1");
  html.setAttribute("data-scheme", "dark");
  html.setAttribute("data-navbar-style", "style-2");
  html.style.fontSize = "130%";
}

test.describe.configure({ mode: "parallel" });

/** Runs in the page: null when nothing overflows, else the outermost elements sticking out. */
function overflowReport(): string | null {
  const width = window.innerWidth;
  if (document.documentElement.scrollWidth <= width) return null;
  const clipped = (el: Element) => {
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      if (getComputedStyle(a).overflowX !== "visible") return true;
    }
    return false;
  };
  const sticksOut = (el: Element) => el.getBoundingClientRect().right > width + 0.5;
  const offenders = [...document.body.querySelectorAll("*")].filter(
    (el) => sticksOut(el) && !(el.parentElement && el.parentElement !== document.body && sticksOut(el.parentElement)) && !clipped(el),
  );
  const describe = (el: Element) => {
    const r = el.getBoundingClientRect();
    const cls = typeof el.className === "string" && el.className ? `.${el.className.trim().split(/\s+/).join(".")}` : "";
    return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${cls}> "${(el.textContent ?? "").trim().slice(0, 40)}" ${Math.round(r.left)}–${Math.round(r.right)} px`;
  };
  return `scrollWidth ${document.documentElement.scrollWidth} > ${width}: ${offenders.slice(0, 6).map(describe).join("; ")}`;
}

for (const chunk of WALK_CHUNKS) {
  test(`no page scrolls sideways at 320, 360 or 412 px, nor at 412 px with 200 % text: ${chunk.name}`, async ({
    browser,
    baseURL,
    javaScriptEnabled,
  }, testInfo) => {
    test.setTimeout(600_000);
    const states = chunk.pages.some((p) => p.state !== "guest")
      ? await walkStates(browser, baseURL!, `overflow-${testInfo.project.name}`)
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
        for (const { name, width, bigText, settings } of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          if (bigText) await page.evaluate(() => void (document.documentElement.style.fontSize = "200%"));
          if (settings) await page.evaluate(applySettingsVariant);
          expect.soft(await page.evaluate(overflowReport), `${sample.url} (${state}) at ${name}`).toBeNull();
        }
      }
      expect.soft(nulBytes, `HTML responses with a NUL byte (${state})`).toEqual([]);
      await context.close();
    }
  });
}
