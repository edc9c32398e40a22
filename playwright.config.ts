/**
 * End-to-end tests: the built shop (reference upstream + storefront, `scripts/start.mjs`) on its
 * own ports with a fresh temporary database and mail outbox (tests/e2e/env.ts), driven in the system Chromium (these machines cannot
 * download browsers: scripts/chromium.mjs, PLAYWRIGHT_CHROMIUM_PATH, default /usr/bin/chromium).
 * Two projects run every browser test: JavaScript enabled and JavaScript disabled. A third project,
 * "http", runs the `*.http.spec.ts` files once: HTTP-level suites (fuzzing, transport rules) that
 * use Playwright's request API and no browser; the fuzz walk (project "fuzz") runs last, alone. An OpenID provider double
 * (scripts/oidc-mock.mjs) stands in for Google and starts first.
 */
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium.mjs";
import { E2E_ENV } from "./tests/e2e/env";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // 20 s: with JavaScript a login is three requests (the action, `/` and its 301, /trang-chu) that took
  // over 10 s on CI's two loaded cores; a passing assertion returns as soon as it holds.
  expect: { timeout: 20_000 },
  // Under CI also a JSON report, from which `.ci/run` prints every test that needed its retry
  // (scripts/retried-tests.mjs): a flaky test is seen, not absorbed.
  reporter: process.env.CI ? [["list"], ["json", { outputFile: "playwright-report/results.json" }]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_ENV.PORT}`,
    locale: "vi-VN",
    timezoneId: "Asia/Ho_Chi_Minh",
    trace: "retain-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
  projects: [
    { name: "js", testIgnore: /\.http\.spec\.ts$/, use: { javaScriptEnabled: true } },
    { name: "no-js", testIgnore: /\.http\.spec\.ts$/, use: { javaScriptEnabled: false } },
    { name: "http", testMatch: /\.http\.spec\.ts$/, testIgnore: /fuzz\.http\.spec\.ts$/ },
    // The fuzz walk compares the database's row counts before and after: it runs alone, after every
    // other project, so that no other test's orders or accounts are counted as its own.
    { name: "fuzz", testMatch: /fuzz\.http\.spec\.ts$/, dependencies: ["js", "no-js", "http"] },
  ],
  webServer: [
    {
      // The OpenID provider double standing in for Google (GOOGLE_ISSUER of tests/e2e/env.ts).
      command: "node scripts/oidc-mock.mjs",
      url: `${E2E_ENV.GOOGLE_ISSUER}/.well-known/openid-configuration`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: { ...E2E_ENV },
    },
    {
      command: "node scripts/start.mjs",
      url: `http://127.0.0.1:${E2E_ENV.PORT}/healthz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: { ...E2E_ENV },
    },
  ],
});
