/**
 * The progressive script of the pages React does not hydrate (ADR 0029): app/progressive.ts bundled
 * by esbuild (no React, no Remix; `~/` resolved by tsconfig.json's paths) into
 * `public/build/progressive-<content hash>.js`, minified, an ES module for the browsers the shop
 * supports. Its URL is written to `public/build/progressive.json` (`{ "src": "/build/…" }`), which
 * app/utils/progressive.server.ts reads. Runs after the Remix build (which empties public/build).
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

/** Builds the script under `root`; returns its public URL (e.g. `/build/progressive-AB12CD34.js`). */
export async function buildProgressive(root = process.cwd()) {
  const outdir = path.join(root, "public/build");
  const result = await build({
    absWorkingDir: root,
    entryPoints: { progressive: "app/progressive.ts" },
    bundle: true,
    splitting: true,
    format: "esm",
    minify: true,
    target: ["es2020", "chrome100", "safari15", "firefox100"],
    outdir,
    entryNames: "[name]-[hash]",
    chunkNames: "progressive-chunk-[hash]",
    metafile: true,
    logLevel: "warning",
    define: { "process.env.NODE_ENV": JSON.stringify(process.env.NODE_ENV ?? "production") },
  });
  const entry = Object.entries(result.metafile.outputs).find(([, out]) => out.entryPoint === "app/progressive.ts");
  if (!entry) throw new Error("the progressive script's bundle is missing");
  const src = `/build/${path.basename(entry[0])}`;
  writeFileSync(path.join(outdir, "progressive.json"), JSON.stringify({ src }));
  return src;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(await buildProgressive(path.resolve(process.argv[2] ?? ".")));
}
