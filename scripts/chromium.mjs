/**
 * The system Chromium and the flags it needs on these machines (no browser downloads; a closed
 * network refuses Chromium's background connections): shared by Playwright (playwright.config.ts)
 * and the bench's Lighthouse runs (scripts/bench-anchor.mjs).
 */

/** Debian's Chromium unless PLAYWRIGHT_CHROMIUM_PATH or CHROME_PATH names another. */
export const CHROMIUM_PATH = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** Headless, as root, with nothing reaching out to the network on its own. */
export const CHROMIUM_ARGS = Object.freeze([
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
]);
