/**
 * Prints the e2e tests of a run that needed a retry (a flaky test is seen, not absorbed by
 * CI's one retry). Reads Playwright's JSON report (playwright.config.ts writes it under CI to
 * `playwright-report/results.json`) and prints one line per test: project, file, title and the
 * status of each attempt. Exit code 0 either way: the run's own exit code says whether it failed.
 *
 *   node scripts/retried-tests.mjs [report.json] [label]
 */
import { existsSync, readFileSync } from "node:fs";

const file = process.argv[2] ?? "playwright-report/results.json";
const label = process.argv[3] ?? "e2e";
if (!existsSync(file)) {
  console.log(`[${label}] no Playwright report at ${file}: the e2e suite did not run to its end`);
  process.exit(0);
}
const report = JSON.parse(readFileSync(file, "utf8"));

/** Every spec's tests, depth first, with the titles of the describe blocks around them. */
function* testsOf(suite, titles = []) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) yield { file: spec.file, title: [...titles, spec.title].join(" › "), test };
  }
  for (const child of suite.suites ?? [])
    yield* testsOf(child, child.title && !child.title.endsWith(".ts") ? [...titles, child.title] : titles);
}

const retried = [];
for (const suite of report.suites ?? []) {
  for (const { file: specFile, title, test } of testsOf(suite)) {
    if ((test.results ?? []).length > 1) {
      retried.push(`  [${test.projectName}] ${specFile} › ${title}: ${test.results.map((r) => r.status).join(" → ")}`);
    }
  }
}
if (retried.length === 0) console.log(`[${label}] no e2e test needed a retry`);
else console.log(`[${label}] ${retried.length} e2e test(s) needed a retry:\n${retried.join("\n")}`);
