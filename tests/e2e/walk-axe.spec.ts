/**
 * The axe walk: every sample page of the route table (tests/e2e/pages.ts)
 * checked with axe-core with every rule it runs by default (tests/e2e/axe.ts: WCAG A/AA and the
 * best-practice rules of every impact, no tag filter, no rule disabled), 0 violations, on a desktop
 * width; then the colour-contrast rule again under the dark and high-contrast schemes with
 * layout1. JavaScript project only: axe-core runs as a script in the page, which a context with
 * JavaScript disabled does not execute (the analysis never returns); the no-JS-only controls (the
 * checkout's `Cập nhật danh sách`) are covered by tests/e2e/shoppers.spec.ts.
 */
import AxeBuilder from "@axe-core/playwright";
import { test, expect } from "@playwright/test";
import { axeViolations } from "./axe";
import { byState, contextFor, WALK_CHUNKS, walkStates } from "./walk-support";

test.describe.configure({ mode: "parallel" });

for (const chunk of WALK_CHUNKS) {
  test(`axe finds no violation (every rule): ${chunk.name}`, async ({ browser, baseURL, javaScriptEnabled }, testInfo) => {
    test.skip(!javaScriptEnabled, "axe-core needs JavaScript in the page");
    // Every page under three schemes, the signed-in states built first: up to ~10 min on a loaded machine.
    test.setTimeout(1_200_000);
    const viewport = { width: 1280, height: 900 };
    const states = chunk.pages.some((p) => p.state !== "guest")
      ? await walkStates(browser, baseURL!, `axe-${testInfo.project.name}`)
      : null;
    for (const [state, pages] of byState(chunk.pages, states)) {
      const context = await contextFor(browser, states, state, { baseURL: baseURL!, javaScriptEnabled, viewport });
      const page = await context.newPage();
      for (const sample of pages) {
        await page.goto(sample.url);
        const found = await axeViolations(page);
        expect.soft(found, `axe violations on ${sample.url} (${state})`).toEqual([]);
        // Colour contrast under the other schemes, with layout1's side bar (ADR 0016).
        for (const scheme of ["dark", "contrast"]) {
          // The switch starts the colour transitions of the buttons (0.15 s): wait for them to end, or axe
          // reads a colour of the previous scheme on this one's background (it once found dark's muted
          // grey on the contrast scheme's white, mid-transition).
          await page.evaluate(async (scheme) => {
            document.documentElement.setAttribute("data-scheme", scheme);
            document.documentElement.setAttribute("data-layout", "layout1");
            const transitions = document.getAnimations().filter((a) => a instanceof CSSTransition); // not endless animations
            await Promise.all(transitions.map((a) => a.finished.catch(() => undefined)));
          }, scheme);
          const contrast = await new AxeBuilder({ page }).withRules(["color-contrast"]).analyze();
          const low = contrast.violations.flatMap((v) =>
            v.nodes.slice(0, 3).map((n) => `${n.target.join(" ")}: ${n.failureSummary ?? ""}`),
          );
          expect.soft(low, `colour contrast on ${sample.url} (${state}) in the ${scheme} scheme`).toEqual([]);
        }
      }
      await context.close();
    }
  });
}
