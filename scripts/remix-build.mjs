/**
 * The Remix build (classic compiler) without the `remix build` CLI, for scripts/build.mjs and the
 * bench's anchor app (`node scripts/remix-build.mjs bench/anchor`).
 *
 * Why not the `remix build` CLI: it creates three esbuild 0.17 contexts (CSS bundle, browser JS,
 * server) and vanilla-extract's compiler (a Vite server with its own esbuild), disposes none of them
 * and ends with `process.exit(0)`. The esbuild service processes, which share our stderr, then lose
 * their stdin while their contexts are still alive and can die with Go's "fatal error: all goroutines
 * are asleep - deadlock!" and a page of stack trace, although the build itself succeeded. Here the
 * same compiler (@remix-run/dev 2.17.5's `compiler/compiler.js`, as the CLI's `build` command uses it)
 * is disposed and the Vite server closed, so the process ends on its own with no child left behind.
 */
import { mkdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * The Remix build of the app at `root` (classic compiler, NODE_ENV "production" or "test"): client
 * assets and the server build where its remix.config.js says, every compiler disposed afterwards.
 */
export async function buildRemix(root = process.cwd()) {
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
  const config = await readConfig(root);
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

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.env.NODE_ENV ||= "production";
  await buildRemix(path.resolve(process.argv[2] ?? "."));
}
