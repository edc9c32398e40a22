/**
 * axe as the project runs it: every rule axe-core runs by default — WCAG 2.0/2.1/2.2 A and AA and the
 * best-practice rules (heading-order, landmark-unique, region, …) of every impact, minor and moderate
 * included — with no tag filter and no rule disabled; only axe's own experimental rules stay off (axe's
 * default). A walk that filtered tags once missed heading-order and landmark-unique that axe reports.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The violations axe finds on the page, one line each: `id [impact] help — up to 3 targets`. */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map(
    (v) =>
      `${v.id} [${v.impact}] ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(" "))
        .join(", ")}`,
  );
}
