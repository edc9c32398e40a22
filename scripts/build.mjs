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
 * The Remix part runs through scripts/remix-build.mjs, not the `remix build` CLI (why: there).
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildServers } from "./build-servers.mjs";
import { buildProgressive } from "./progressive-build.mjs";
import { buildRemix } from "./remix-build.mjs";

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
  "scripts/remix-build.mjs",
  "scripts/progressive-build.mjs",
];
/** Outputs inside the input folders: never inputs. */
const NOT_INPUTS = new Set(["public/build"]);
/** What a finished build leaves; one missing means building again whatever the hash says. */
const OUTPUTS = ["build/index.js", "build/storefront/server.js", "build/upstream/main.js", "public/build/progressive.json"];
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
  await buildProgressive();
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
