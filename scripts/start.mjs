/**
 * Starts the shop from its build: the reference upstream (unless API_URL points elsewhere), waits
 * until it answers, then the storefront with remix-serve. Forwards SIGINT/SIGTERM and stops both
 * when either exits.
 *
 * SESSION_SECRET: required when NODE_ENV=production (start-up stops with a clear message without
 * it); otherwise generated once and kept in ./data/session-secret.
 *
 * The embedded demo (ADR 0009) is what runs when API_URL is unset: this script then starts the
 * bundled upstream, passes EMBEDDED_DEMO=true to both processes (PUBLIC_URL and JWT_SECRET are then
 * not required in production) and, when JWT_SECRET is unset, generates it once into ./data/jwt-secret
 * so sign-ins survive restarts. `npm ci && npm start` with no variables set starts the whole shop.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

const env = { ...process.env };
env.PORT ??= "3000";
env.UPSTREAM_PORT ??= "5080";

if (!env.SESSION_SECRET) {
  if (env.NODE_ENV === "production") {
    console.error("SESSION_SECRET is required when NODE_ENV=production (a comma-separated list of long random secrets, newest first).");
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

for (const file of ["build/index.js", ...(env.API_URL ? [] : ["build/upstream/main.js"])]) {
  if (!existsSync(file)) {
    console.error(`${file} is missing: run "npm run build" first (npm start does it).`);
    process.exit(1);
  }
}

const children = [];
function run(name, args) {
  const child = spawn(process.execPath, args, { env, stdio: ["ignore", "inherit", "inherit"] });
  child.on("exit", (code, signal) => {
    console.error(`${name} stopped (${signal ?? code}); stopping the shop.`);
    for (const c of children) if (c !== child && c.exitCode === null) c.kill("SIGTERM");
    process.exitCode = code ?? 1;
  });
  children.push(child);
  return child;
}

if (!env.API_URL) {
  run("upstream", ["build/upstream/main.js"]);
  const health = `http://127.0.0.1:${env.UPSTREAM_PORT}/health`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(health)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (i > 600 || children[0].exitCode !== null) {
      console.error(`The reference upstream did not start (${health}).`);
      for (const c of children) c.kill("SIGTERM");
      process.exit(1);
    }
    await sleep(100);
  }
}
run("storefront", ["node_modules/@remix-run/serve/dist/cli.js", "build/index.js"]);

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    for (const c of children) if (c.exitCode === null) c.kill(signal);
  });
}
