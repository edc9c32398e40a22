/**
 * vitest: unit tests beside their modules (app/, server/) and integration tests (tests/integration)
 * that start the reference upstream on a random port with a fresh in-memory database.
 */
import { fileURLToPath } from "node:url";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
    },
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/integration/**/*.test.ts", "tests/tooling/**/*.test.ts"],
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
