/**
 * The Node 24 blocker (ADR 0017): better-sqlite3 12 aborts Node 24.19+ when the collector finalises statements while
 * promise jobs run (SIGABRT, "Assertion failed: (env) != nullptr" in `node::RemoveEnvironmentCleanupHook`, from
 * `Statement::~Statement()`; WiseLibs/better-sqlite3#1515, closed without a fix).
 *
 * The reproduction is fixtures/statement-gc.mjs, run in a child process with this process's own Node and the
 * project's better-sqlite3 (a crash there cannot take the test runner down):
 * - on the supported runtimes (Node 20 and 22, package.json `engines`, the two CI legs) it must exit 0: the pattern
 *   is the upstream's everyday one (prepare inside async handlers), so this guards the runtimes we ship on;
 * - on Node 24 it is an expected failure (`it.fails`): green while the abort is there, red the day it is gone
 *   (a newer better-sqlite3 or Node 24 release) — then the Node 24 path is open: follow ADR 0017's last step.
 *
 * To run it on Node 24 by hand (ADR 0017 has the commands): the registry's `node@24` first on PATH and
 * BETTER_SQLITE3_FROM=<folder with a better-sqlite3 built for it> — the child inherits the variable.
 */
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const major = Number(process.versions.node.split(".")[0]);
/** The Node majors the project supports (package.json `engines`: >=20.18 <21 || >=22.12 <23). */
const SUPPORTED_MAJORS = [20, 22];
const fixture = fileURLToPath(new URL("./fixtures/statement-gc.mjs", import.meta.url));

let cached: SpawnSyncReturns<string> | undefined;

/** Runs the reproduction once per file with this process's Node; the tests below share its result. */
function runReproduction(): SpawnSyncReturns<string> {
  // cwd outside the checkout: where core dumps are on, an abort leaves its `core` file there, not in the repository.
  cached ??= spawnSync(process.execPath, [fixture], { cwd: os.tmpdir(), encoding: "utf8", timeout: 60_000 });
  return cached;
}

/** The child's outcome in one line, for assertion messages. */
function describeRun(run: SpawnSyncReturns<string>): string {
  const stderr = run.stderr.split("\n").filter((line) => /Assertion|Error|error/.test(line));
  return `status ${run.status}, signal ${run.signal}; stdout: ${run.stdout.trim()}; stderr: ${stderr.slice(0, 3).join(" | ")}`;
}

describe("better-sqlite3 statements finalised by the collector while promise jobs run", () => {
  // Skipped on Node 24, where the script aborts (the next test covers it), and on majors the project does not support,
  // where no claim is made.
  it.skipIf(!SUPPORTED_MAJORS.includes(major))(`exits 0 on the supported Node majors (20, 22; this is ${process.versions.node})`, () => {
    const run = runReproduction();
    expect(run.error, describeRun(run)).toBeUndefined();
    expect(run.signal, describeRun(run)).toBeNull();
    expect(run.status, describeRun(run)).toBe(0);
    const summary = JSON.parse(run.stdout.trim().split("\n").at(-1) ?? "{}") as { prepared?: number; collections?: number };
    expect(summary.prepared).toBe(20_000);
    expect(summary.collections).toBeGreaterThan(0);
  });

  // Node 24 only: elsewhere there is nothing to watch (Node 20/22 pass above; other majors are unsupported).
  describe.skipIf(major !== 24)("Node 24", () => {
    it("the fixture loads this build of better-sqlite3 (so an abort below is the bug, not a build for another Node)", () => {
      const run = runReproduction();
      expect(run.stdout, describeRun(run)).toMatch(/^loaded better-sqlite3 \S+ on node 24\./);
    });

    it.fails(
      "still aborts on Node 24 (better-sqlite3#1515). If this test turns red, better-sqlite3 no longer crashes on Node 24: " +
        "the Node 24 path is open — take ADR 0017's Node 24 step and turn this into a plain test",
      () => {
        const run = runReproduction();
        expect(run.signal, describeRun(run)).toBeNull();
        expect(run.status, describeRun(run)).toBe(0);
      },
    );
  });
});
