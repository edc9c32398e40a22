/**
 * Builds the two Node servers with esbuild (npm packages stay external, installed in node_modules):
 * - the reference upstream (server/main.ts) into build/upstream/main.js, with the SQL migrations
 *   copied beside it, and the lesson media files (server/media/files) as media/files;
 * - the storefront's HTTP server (storefront/server.ts, ADR 0008) into build/storefront/server.js;
 *   it loads the Remix server build (build/index.js) at start-up.
 * Called by scripts/build.mjs after the Remix build (`npm run build`); `node scripts/build-servers.mjs`
 * builds the servers alone.
 */
import { cpSync, rmSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const common = {
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
};

/** Bundles both servers into build/upstream and build/storefront (each folder emptied first). */
export async function buildServers() {
  rmSync("build/upstream", { recursive: true, force: true });
  rmSync("build/storefront", { recursive: true, force: true });
  await build({ ...common, entryPoints: ["server/main.ts"], outfile: "build/upstream/main.js" });
  cpSync("server/db/migrations", "build/upstream/migrations", { recursive: true });
  cpSync("server/media/files", "build/upstream/media/files", { recursive: true });
  await build({ ...common, entryPoints: ["storefront/server.ts"], outfile: "build/storefront/server.js" });
  console.log("servers built: build/upstream/main.js, build/storefront/server.js");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await buildServers();
