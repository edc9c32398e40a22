/**
 * End-to-end tests: the built shop (reference upstream + storefront, `scripts/start.mjs`) on its
 * own ports with a fresh temporary database, driven in the system Chromium (these machines cannot
 * download browsers: PLAYWRIGHT_CHROMIUM_PATH, default /usr/bin/chromium).
 * Two projects run every test: JavaScript enabled and JavaScript disabled.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3310);
const UPSTREAM_PORT = Number(process.env.E2E_UPSTREAM_PORT ?? 5310);
const dbDir = process.env.E2E_DB_DIR ?? mkdtempSync(path.join(tmpdir(), "nxb-e2e-"));

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: "vi-VN",
    timezoneId: "Asia/Ho_Chi_Minh",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
    },
  },
  projects: [
    { name: "js", use: { javaScriptEnabled: true } },
    { name: "no-js", use: { javaScriptEnabled: false } },
  ],
  webServer: {
    command: "node scripts/start.mjs",
    url: `http://127.0.0.1:${PORT}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      UPSTREAM_PORT: String(UPSTREAM_PORT),
      DATABASE_URL: path.join(dbDir, "e2e.sqlite"),
      SESSION_SECRET: "e2e-session-secret-0123456789abcdef",
      NODE_ENV: "production",
    },
  },
});
