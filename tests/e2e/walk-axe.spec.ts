/**
 * The axe walk (issue 10, finding 11): every sample page of the route table (tests/e2e/pages.ts)
 * checked with axe-core against WCAG 2.0/2.1 A and AA, 0 violations, no rule disabled. With
 * JavaScript on a desktop width, without it on a 412 px phone: the two layouts (desktop navigation
 * bar vs. folded menu, labelled cart vs. icon) and both renderings (the no-JS cascade buttons) are
 * each checked once, which keeps the walk within its time on two cores.
 */
import AxeBuilder from "@axe-core/playwright";
import { test, expect } from "@playwright/test";
import { contextFor, pagesByState, prepareStates, type WalkStates } from "./walk-support";

let states: WalkStates;
test.beforeAll(async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  states = await prepareStates(browser, baseURL!, `axe-${testInfo.project.name}`);
});

{
  test("axe finds no WCAG 2.1 AA violation on any page", async ({ browser, baseURL, javaScriptEnabled }) => {
    test.setTimeout(300_000);
    const viewport = javaScriptEnabled ? { width: 1280, height: 900 } : { width: 412, height: 900 };
    const problems: string[] = [];
    for (const [state, pages] of pagesByState(states)) {
      const context = await contextFor(browser, states, state, { baseURL: baseURL!, javaScriptEnabled, viewport });
      const page = await context.newPage();
      for (const sample of pages) {
        await page.goto(sample.url);
        const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
        for (const v of violations) {
          problems.push(`${sample.url} (${state}): ${v.id} [${v.impact}] ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`);
        }
      }
      await context.close();
    }
    expect(problems, "axe violations").toEqual([]);
  });
}
