/**
 * `npm run build`: the Remix build (client assets into public/build, the server build into
 * build/index.js), then both Node servers (scripts/build-servers.mjs). `npm test` and `npm run bench`
 * run it and so always build afresh.
 *
 * `node scripts/build.mjs --if-changed` (what `npm start` runs) builds only when an input changed
 * since the last successful build: the content hash of every input file (INPUTS below, plus
 * NODE_ENV) is kept beside the build in build/.inputs.json, written after a build succeeds and removed
 * when one starts, so an interrupted or failed build is never taken for a finished one. It prints one
 * line saying what it did and why ("build: up to date (hash …)", "build: sources changed (app/…),
 * rebuilding").
 *
 * Why not the `remix build` CLI: it creates three esbuild 0.17 contexts (CSS bundle, browser JS,
 * server) and vanilla-extract's compiler (a Vite server with its own esbuild), disposes none of them
 * and ends with `process.exit(0)`. The esbuild service processes, which share our stderr, then lose
 * their stdin while their contexts are still alive and can die with Go's "fatal error: all goroutines
 * are asleep - deadlock!" and a page of stack trace, although the build itself succeeded. Here the
 * same compiler (@remix-run/dev 2.17.5's `compiler/compiler.js`, as the CLI's `build` command uses it)
 * is disposed and the Vite server closed, so the process ends on its own with no child left behind.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { buildServers } from "./build-servers.mjs";

/** Files and folders whose content decides the build's output (package-lock.json stands for node_modules). */
const INPUTS = [
  "app",
  "server",
  "styles",
  "public",
  "storefront",
  "remix.config.js",
  "remix.env.d.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
  "scripts/build.mjs",
  "scripts/build-servers.mjs",
];
/** Outputs inside the input folders: never inputs. */
const NOT_INPUTS = new Set(["public/build"]);
/** What a finished build leaves; one missing means building again whatever the hash says. */
const OUTPUTS = ["build/index.js", "build/storefront/server.js", "build/upstream/main.js", "public/build"];
const STAMP = "build/.inputs.json";

/** Every input file (relative, `/`-separated, sorted) with the SHA-256 of its content, and their joint hash. */
function hashInputs() {
  /** @type {Record<string, string>} */
  const files = {};
  const visit = (file) => {
    if (NOT_INPUTS.has(file) || !existsSync(file)) return;
    if (statSync(file).isDirectory()) {
      for (const name of readdirSync(file)) visit(`${file}/${name}`);
    } else {
      files[file] = createHash("sha256").update(readFileSync(file)).digest("hex");
    }
  };
  for (const input of INPUTS) visit(input);
  const sorted = Object.fromEntries(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const mode = process.env.NODE_ENV;
  const hash = createHash("sha256")
    .update(JSON.stringify({ mode, files: sorted }))
    .digest("hex");
  return { hash, mode, files: sorted };
}

/** Why the last build cannot be reused, or null when it can. */
function staleReason(current) {
  const missing = OUTPUTS.find((file) => !existsSync(file));
  let previous = null;
  try {
    previous = JSON.parse(readFileSync(STAMP, "utf8"));
  } catch {
    return missing ? `no previous build (${missing} missing)` : "no record of the last build's inputs";
  }
  if (missing) return `${missing} is missing`;
  if (previous.hash === current.hash) return null;
  if (previous.mode !== current.mode) return `NODE_ENV changed (${previous.mode ?? "unset"} → ${current.mode ?? "unset"})`;
  const old = previous.files ?? {};
  const changed = [...new Set([...Object.keys(old), ...Object.keys(current.files)])]
    .filter((file) => old[file] !== current.files[file])
    .sort();
  const shown = changed.slice(0, 3).join(", ");
  return `sources changed (${shown}${changed.length > 3 ? ` and ${changed.length - 3} more` : ""})`;
}

/** The Remix build through @remix-run/dev's compiler, disposed afterwards (see the module docs). */
async function buildRemix() {
  const require = createRequire(import.meta.url);
  const devRoot = path.dirname(require.resolve("@remix-run/dev/package.json"));
  const dev = createRequire(path.join(devRoot, "package.json"));
  const { readConfig } = dev("./dist/config.js");
  const { create } = dev("./dist/compiler/compiler.js");
  const { createFileWatchCache } = dev("./dist/compiler/fileWatchCache.js");
  const { logger } = dev("./dist/tux/logger.js");
  const { logThrown } = dev("./dist/compiler/utils/log.js");
  // Remix's vanilla-extract plugin keeps its compiler (a Vite server) in a private variable: note
  // each one it creates so it can be closed.
  const integration = dev("@vanilla-extract/integration");
  const createCompiler = integration.createCompiler;
  const viteCompilers = [];
  integration.createCompiler = (options) => {
    const compiler = createCompiler(options);
    viteCompilers.push(compiler);
    return compiler;
  };

  const mode = process.env.NODE_ENV;
  if (mode !== "production" && mode !== "test")
    throw new Error(`NODE_ENV=${mode}: this build is for production (use "npx remix dev" to develop)`);
  logger.info(`building... (NODE_ENV=${mode})`);
  const start = Date.now();
  const config = await readConfig(process.cwd());
  rmSync(config.assetsBuildDirectory, { recursive: true, force: true });
  mkdirSync(config.assetsBuildDirectory, { recursive: true });
  const compiler = await create({ config, options: { mode, sourcemap: false }, fileWatchCache: createFileWatchCache(), logger });
  try {
    await compiler.compile();
  } catch (thrown) {
    logThrown(thrown);
    throw new Error("the Remix build failed");
  } finally {
    await compiler.dispose();
    await Promise.all(viteCompilers.map((c) => c.close()));
  }
  logger.info(`built (${((Date.now() - start) / 1000).toFixed(1)}s)`);
}

process.env.NODE_ENV ||= "production";
const ifChanged = process.argv.includes("--if-changed");
const inputs = hashInputs();
if (ifChanged) {
  const reason = staleReason(inputs);
  if (reason === null) {
    console.log(`build: up to date (hash ${inputs.hash.slice(0, 12)}, ${Object.keys(inputs.files).length} input files)`);
    process.exit(0);
  }
  console.log(`build: ${reason}, rebuilding`);
}
rmSync(STAMP, { force: true });
const started = Date.now();
try {
  await buildRemix();
  await buildServers();
} catch (error) {
  console.error(`build: failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
if (!process.exitCode) {
  mkdirSync(path.dirname(STAMP), { recursive: true });
  writeFileSync(STAMP, JSON.stringify(inputs, null, 1) + "\n");
  console.log(`build: done in ${((Date.now() - started) / 1000).toFixed(1)} s (hash ${inputs.hash.slice(0, 12)})`);
}
