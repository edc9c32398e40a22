import { describe, expect, it } from "vitest";
import { deferRouteModulesScript } from "./scripts-after-paint";

/** The shape Remix 2.17's `<Scripts />` renders (lazy route discovery on: no manifest import). */
const REMIX_SCRIPT = `;
import * as route0 from "/build/root-AAA.js";
import * as route1 from "/build/routes/home-BBB.js";
window.__remixManifest = {"entry":{"module":"/build/entry.client-CCC.js"}};
window.__remixRouteModules = {"root":route0,"routes/home":route1};

import("/build/entry.client-CCC.js");`;

describe("deferRouteModulesScript", () => {
  const out = deferRouteModulesScript(REMIX_SCRIPT, ["/build/entry.client-CCC.js", "/build/_shared/chunk-D.js"]);

  it("leaves no static import (nothing is fetched before the script runs)", () => {
    expect(out).not.toMatch(/^import /m);
  });

  it("waits for the first paint (or load), then preloads, then imports the route modules under their names before the entry", () => {
    const frame = out.indexOf('observe({ type: "paint", buffered: true })');
    expect(out).not.toMatch(/setTimeout|requestAnimationFrame/); // a paused test clock must not stop hydration
    const preload = out.indexOf('"/build/_shared/chunk-D.js"');
    const routes = out.indexOf(
      'const [route0, route1] = await Promise.all([import("/build/root-AAA.js"), import("/build/routes/home-BBB.js")]);',
    );
    const modules = out.indexOf('window.__remixRouteModules = {"root":route0,"routes/home":route1};');
    const entry = out.indexOf('import("/build/entry.client-CCC.js");');
    expect([frame, preload, routes, modules, entry].every((i) => i >= 0)).toBe(true);
    expect(frame < preload && preload < routes && routes < modules && modules < entry).toBe(true);
  });

  it("is valid module code", async () => {
    // Top-level await is only valid in a module: compile it as an async function body instead.
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (body: string) => unknown;
    expect(() => new AsyncFunction(out.replace(/\bimport\(/g, "load("))).not.toThrow();
  });

  it("returns a script that imports no route module unchanged", () => {
    expect(deferRouteModulesScript(" ", ["/x.js"])).toBe(" ");
  });
});
