/**
 * Starts and supervises the shop from its build: the reference upstream (unless API_URL points
 * elsewhere), waits until it answers, then the storefront's own HTTP server
 * (build/storefront/server.js, ADR 0008).
 *
 * Supervision (ADR 0008): a child that exits on its own is restarted after a backoff of 0.5 s,
 * doubling up to 30 s, back to 0.5 s once it has stayed up 60 s; each start and restart is logged
 * with the child's pid (a pino line, name "start": "upstream started (pid 123)"; the children log pino
 * lines too, so the shop's log is one format). While the upstream restarts, the
 * storefront keeps serving (upstream pages answer its 503 page, /readyz 503).
 *
 * SIGINT/SIGTERM: forwarded to the children; once both have exited (SIGKILL after 10 s) this process
 * exits 0.
 *
 * SESSION_SECRET: required when NODE_ENV=production (start-up stops with a clear message without
 * it); otherwise generated once and kept in ./data/session-secret.
 *
 * The embedded demo (ADR 0009) is what runs when API_URL is unset: this script then starts the
 * bundled upstream, passes EMBEDDED_DEMO=true to both processes (PUBLIC_URL and JWT_SECRET are then
 * not required in production) and, when JWT_SECRET is unset, generates it once into ./data/jwt-secret
 * so sign-ins survive restarts. `npm ci && npm start` with no variables set starts the whole shop.
 *
 * The storefront runs with `--heap-growing-percent=50` (STOREFRONT_GC_FLAGS, ADR 0032): after each full
 * collection V8 lets the old space grow to live × (1 + 50 %) before the next one, instead of up to
 * ~4 × live. Under 50 connections on the home, what piles up between full collections is garbage
 * promoted by in-flight requests (~3 MB/s), not live data (~45 MB after a collection): with V8's own
 * factor the heap swung 45 → 180 MB (RSS up to 255 MB after 60 s); with 50 % it stays under ~100 MB
 * (RSS ~180 MB), at a full collection every few seconds (a few ms each, mostly concurrent). Not a cap:
 * live data still grows the heap as it needs. STOREFRONT_GC_FLAGS="" restores V8's policy; flags in
 * STOREFRONT_NODE_FLAGS come after it and win.
 *
 * STOREFRONT_HEAP_MB (unset by default) caps the storefront's V8 old space (`--max-old-space-size`).
 * Not the default: under the cap the first large upload a process receives grows its RSS once by ~50 MB
 * instead of ~30 MB (measured by tests/e2e/draft-upload-memory.http.spec.ts), too close to the
 * 50 MB file to tell "not held" from "held".
 *
 * STOREFRONT_NODE_FLAGS (unset by default): more Node flags for the storefront process, separated by
 * spaces, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it (Node refuses `--cpu-prof` in
 * NODE_OPTIONS; scripts/profile-summary.mjs reads the profile).
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import pino from "pino";

const BACKOFF_FIRST_MS = 500;
const BACKOFF_MAX_MS = 30_000;
const STABLE_AFTER_MS = 60_000;
const KILL_AFTER_MS = 10_000;

/** The supervisor's log: pino JSON on stderr, written synchronously so a line before process.exit is not lost. */
const log = pino({ name: "start" }, pino.destination({ dest: 2, sync: true }));

const env = { ...process.env };
env.PORT ??= "3000";
env.UPSTREAM_PORT ??= "5080";

if (!env.SESSION_SECRET) {
  if (env.NODE_ENV === "production") {
    log.fatal("SESSION_SECRET is required when NODE_ENV=production (a comma-separated list of long random secrets, newest first).");
    process.exit(1);
  }
  const file = "data/session-secret";
  if (!existsSync(file)) {
    mkdirSync("data", { recursive: true });
    writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  }
  env.SESSION_SECRET = readFileSync(file, "utf8").trim();
}
env.NODE_ENV ??= "production";
if (!env.API_URL) {
  env.EMBEDDED_DEMO = "true";
  if (!env.JWT_SECRET) {
    const file = "data/jwt-secret";
    if (!existsSync(file)) {
      mkdirSync("data", { recursive: true });
      writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
    }
    env.JWT_SECRET = readFileSync(file, "utf8").trim();
  }
}

const STOREFRONT = "build/storefront/server.js";
for (const file of ["build/index.js", STOREFRONT, ...(env.API_URL ? [] : ["build/upstream/main.js"])]) {
  if (!existsSync(file)) {
    log.fatal(`${file} is missing: run "npm run build" first (npm start does it).`);
    process.exit(1);
  }
}

let stopping = false;
/** @type {Map<string, { args: string[], child: import("node:child_process").ChildProcess | null, startedAt: number, backoff: number, timer: NodeJS.Timeout | null }>} */
const supervised = new Map();

/** Starts (or restarts) the child `name`. */
function launch(name) {
  const s = supervised.get(name);
  s.timer = null;
  s.startedAt = Date.now();
  const child = spawn(process.execPath, s.args, { env, stdio: ["ignore", "inherit", "inherit"] });
  s.child = child;
  log.info({ process: name, childPid: child.pid }, `${name} started (pid ${child.pid})`);
  child.on("exit", (code, signal) => {
    s.child = null;
    if (stopping) return;
    if (Date.now() - s.startedAt >= STABLE_AFTER_MS) s.backoff = BACKOFF_FIRST_MS;
    log.warn({ process: name, code, signal }, `${name} exited (${signal ?? `code ${code}`}); restarting in ${s.backoff} ms`);
    s.timer = setTimeout(() => launch(name), s.backoff);
    s.backoff = Math.min(s.backoff * 2, BACKOFF_MAX_MS);
  });
}

/** Supervises `args` (run with this Node) as `name`. */
function run(name, args) {
  supervised.set(name, { args, child: null, startedAt: 0, backoff: BACKOFF_FIRST_MS, timer: null });
  launch(name);
}

/** Stops everything: `signal` to each child, SIGKILL after 10 s, then exit `exitCode`. */
async function stop(signal, exitCode = 0) {
  if (stopping) return;
  stopping = true;
  log.info(`${signal}: stopping the shop`);
  const running = [];
  for (const s of supervised.values()) {
    if (s.timer) clearTimeout(s.timer);
    const child = s.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      running.push(new Promise((resolve) => child.once("exit", resolve)));
      child.kill(signal);
    }
  }
  const killer = setTimeout(() => {
    for (const s of supervised.values()) s.child?.kill("SIGKILL");
  }, KILL_AFTER_MS);
  await Promise.all(running);
  clearTimeout(killer);
  process.exit(exitCode);
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void stop(signal));

if (!env.API_URL) {
  run("upstream", ["build/upstream/main.js"]);
  const health = `http://127.0.0.1:${env.UPSTREAM_PORT}/health`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(health)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (stopping) await new Promise(() => {});
    if (Date.now() > deadline) {
      log.fatal(`The reference upstream did not start (${health}).`);
      await stop("SIGTERM", 1);
    }
    await sleep(100);
  }
}
const heapMb = env.STOREFRONT_HEAP_MB === undefined || env.STOREFRONT_HEAP_MB === "" ? null : Number(env.STOREFRONT_HEAP_MB);
if (heapMb !== null && (!Number.isInteger(heapMb) || heapMb < 64)) {
  log.fatal(`STOREFRONT_HEAP_MB must be a whole number of MB, at least 64 (got ${JSON.stringify(env.STOREFRONT_HEAP_MB)})`);
  process.exit(1);
}
const heapFlags = heapMb === null ? [] : [`--max-old-space-size=${heapMb}`];
/** The storefront's GC policy in production (see the module docs): a measured default, not a cap. */
const DEFAULT_GC_FLAGS = "--heap-growing-percent=50";
const flagList = (value) => (value ?? "").split(" ").filter(Boolean);
const gcFlags = flagList(env.STOREFRONT_GC_FLAGS ?? DEFAULT_GC_FLAGS);
const extraFlags = flagList(env.STOREFRONT_NODE_FLAGS);
if (!stopping) run("storefront", [...gcFlags, ...heapFlags, ...extraFlags, STOREFRONT, "build/index.js"]);
