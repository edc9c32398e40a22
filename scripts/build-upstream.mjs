/**
 * Builds the reference upstream (server/) into build/upstream/main.js with esbuild — npm packages
 * stay external (installed in node_modules) — and copies the SQL migrations beside it.
 */
import { cpSync, rmSync } from "node:fs";
import { build } from "esbuild";

rmSync("build/upstream", { recursive: true, force: true });
await build({
  entryPoints: ["server/main.ts"],
  outfile: "build/upstream/main.js",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
cpSync("server/db/migrations", "build/upstream/migrations", { recursive: true });
console.log("upstream built: build/upstream/main.js");
