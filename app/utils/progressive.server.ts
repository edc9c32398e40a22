/**
 * The URL of the progressive script (ADR 0029) the pages React does not hydrate load: read once
 * from `public/build/progressive.json`, which scripts/progressive-build.mjs writes beside the
 * content-hashed bundle (paths relative to the process's working directory, as the server's static
 * files are). Null when there is no such file (a unit test, a build without it): the page then
 * simply has no script and stays the complete HTML page it is without JavaScript.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

let cached: string | null | undefined;

/** `/build/progressive-<hash>.js`, or null when the build has none. */
export function progressiveScriptSrc(): string | null {
  if (cached !== undefined) return cached;
  try {
    const { src } = JSON.parse(readFileSync(path.resolve("public/build/progressive.json"), "utf8")) as { src?: unknown };
    cached = typeof src === "string" && /^\/build\/[\w.-]+\.js$/.test(src) ? src : null;
  } catch {
    cached = null;
  }
  return cached;
}
