/**
 * The axe walk (issue 10, finding 11): every sample page of the route table (tests/e2e/pages.ts)
 * checked with axe-core against WCAG 2.0/2.1 A and AA, 0 violations, no rule disabled. With
 * JavaScript on a desktop width, without it on a 412 px phone: the two layouts (desktop navigation
 * bar vs. folded menu, labelled cart vs. icon) and both renderings (the no-JS cascade buttons) are
 * each checked once, which keeps the walk within its time on two cores.
 */
import AxeBuilder from "@axe-core/playwright";
import { test, expect } from "@playwright/test";
import { byState, contextFor, WALK_CHUNKS, walkStates } from "./walk-support";

test.describe.configure({ mode: "parallel" });

for (const chunk of WALK_CHUNKS) {
  test(`axe finds no WCAG 2.1 AA violation: ${chunk.name}`, async ({ browser, baseURL, javaScriptEnabled }, testInfo) => {
    test.setTimeout(600_000);
    const viewport = javaScriptEnabled ? { width: 1280, height: 900 } : { width: 412, height: 900 };
    const states = chunk.pages.some((p) => p.state !== "guest") ? await walkStates(browser, baseURL!, `axe-${testInfo.project.name}`) : null;
    for (const [state, pages] of byState(chunk.pages, states)) {
      const context = await contextFor(browser, states, state, { baseURL: baseURL!, javaScriptEnabled, viewport });
      const page = await context.newPage();
      for (const sample of pages) {
        await page.goto(sample.url);
        const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
        const found = violations.map((v) => `${v.id} [${v.impact}] ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`);
        expect.soft(found, `axe violations on ${sample.url} (${state})`).toEqual([]);
      }
      await context.close();
    }
  });
}
