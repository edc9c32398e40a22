/**
 * Where a process's CPU time went (ADR 0018): reads a V8 `.cpuprofile` (written by
 * `node --cpu-prof`) and prints the share of sampled time per package or area (self time, by the
 * script's path: `node_modules/<package>`, the storefront's build, Node's internals, GC, idle) and the
 * functions with the most self time.
 *
 *   node scripts/profile-summary.mjs <file.cpuprofile> [top=25]
 *
 * To profile the storefront under load: `npm run build`, start the shop with
 * `STOREFRONT_NODE_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof" node scripts/start.mjs` (Node refuses
 * `--cpu-prof` in NODE_OPTIONS; the storefront writes its profile when it exits: stop with SIGTERM),
 * load it (e.g. `npx autocannon -c 50 -d 20 <url>`), stop it.
 */
import { readFileSync } from "node:fs";

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error("usage: node scripts/profile-summary.mjs <file.cpuprofile> [top]");
  process.exit(2);
}
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, "utf8"));

/** Which package or area a profile node's script belongs to. */
function areaOf(node) {
  const { url, functionName } = node.callFrame;
  if (functionName === "(garbage collector)") return "(gc)";
  if (functionName === "(idle)") return "(idle)";
  if (functionName === "(program)") return "(program)";
  if (!url) return "(native)";
  if (url.startsWith("node:")) return "node internals";
  const nm = url.lastIndexOf("node_modules/");
  if (nm >= 0) {
    const rest = url.slice(nm + "node_modules/".length).split("/");
    return rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.includes("/build/")) return `build/${url.split("/build/")[1].split("/")[0]}`;
  return url.replace(/^file:\/\//, "");
}

// Self time per node: V8 gives samples (node ids) and the time between them.
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map();
const { samples, timeDeltas } = profile;
for (let i = 0; i < samples.length; i++) selfUs.set(samples[i], (selfUs.get(samples[i]) ?? 0) + (timeDeltas[i] ?? 0));
let total = 0;
for (const v of selfUs.values()) total += v;

const areas = new Map();
const functions = new Map();
for (const [id, us] of selfUs) {
  const node = byId.get(id);
  const area = areaOf(node);
  areas.set(area, (areas.get(area) ?? 0) + us);
  const { functionName, url, lineNumber } = node.callFrame;
  const key = `${functionName || "(anonymous)"}  ${url.split("/").slice(-2).join("/")}:${lineNumber + 1}`;
  functions.set(key, (functions.get(key) ?? 0) + us);
}
const busy = total - (areas.get("(idle)") ?? 0);
const pct = (us, of) => `${((100 * us) / of).toFixed(1)} %`.padStart(7);

console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy (not idle)`);
console.log("\nself time by package or area (share of busy time):");
for (const [area, us] of [...areas]
  .filter(([a]) => a !== "(idle)")
  .sort((a, b) => b[1] - a[1])
  .slice(0, top))
  console.log(`${pct(us, busy)}  ${area}`);
console.log(`\ntop ${top} functions by self time (share of busy time):`);
for (const [key, us] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  if (key.startsWith("(idle)")) continue;
  console.log(`${pct(us, busy)}  ${key}`);
}
