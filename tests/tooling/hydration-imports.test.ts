/**
 * What a browsing page needs to hydrate stays small (ADR 0021): the root route and the
 * browsing pages' route modules must not reach, through static imports, the libraries that were moved
 * out of the hydration JavaScript — radix-ui (loaded with `React.lazy` when a dialog, popover or toast
 * is first needed), zod, conform (server-side validation) and web-vitals (imported after hydration).
 *
 * The walk follows `import … from` and `export … from` of the sources (`~/` is app/), as the browser
 * build does: it skips `import type`, dynamic `import()` and `.server` modules (Remix replaces those
 * by empty modules in the browser build). It is a superset of what the build keeps (it does not drop
 * imports only a loader uses), so a pass here means the browser build cannot contain them either.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** The root route and the browsing pages (home, catalog, product, article, library, cart). */
const ENTRIES = ["app/root.tsx", "app/routes/home.tsx", "app/routes/products.tsx", "app/routes/product.tsx"]
  .concat(["app/routes/news-article.tsx", "app/routes/library.tsx", "app/routes/cart.tsx"])
  .map((p) => path.join(root, p));

/** Packages that must not be part of a browsing page's hydration JavaScript. */
const KEPT_OUT = ["radix-ui", "zod", "@conform-to/react", "@conform-to/zod", "web-vitals"];

/** The static, value-level import specifiers of a source (not `import type`, not `import()`). */
function staticImports(source: string): string[] {
  const imports = /^\s*import\s+(type\s+)?(?:[^'";]*?\s+from\s+)?["']([^"']+)["']/gm;
  const reexports = /^\s*export\s+(type\s+)?(?:\*(?:\s+as\s+\w+)?|\{[^}]*\})\s+from\s+["']([^"']+)["']/gm;
  return [...source.matchAll(imports), ...source.matchAll(reexports)].filter((m) => !m[1]).map((m) => m[2]!);
}

/** The file a relative or `~/` specifier names (with the extensions the build tries), or null for a package. */
function resolve(from: string, spec: string): string | null {
  if (!spec.startsWith(".") && !spec.startsWith("~/")) return null;
  const base = spec.startsWith("~/") ? path.join(root, "app", spec.slice(2)) : path.resolve(path.dirname(from), spec);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.js`, path.join(base, "index.ts"), path.join(base, "index.tsx")];
  const found = candidates.find((c) => existsSync(c) && statSync(c).isFile());
  if (!found) throw new Error(`cannot resolve ${spec} from ${path.relative(root, from)}`);
  return found;
}

/** Every package reached from `entry`, with one import chain to it (file → file → package). */
function packagesReached(entry: string): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  const seen = new Map<string, string[]>([[entry, [entry]]]);
  const queue = [entry];
  while (queue.length) {
    const file = queue.shift()!;
    const chain = seen.get(file)!;
    for (const spec of staticImports(readFileSync(file, "utf8"))) {
      const target = resolve(file, spec);
      if (target === null) {
        const name = spec.startsWith("@") ? spec.split("/").slice(0, 2).join("/") : spec.split("/")[0]!;
        if (!packages.has(name)) packages.set(name, [...chain, name]);
        continue;
      }
      if (/\.server\.(ts|tsx)$/.test(target) || seen.has(target)) continue;
      seen.set(target, [...chain, target]);
      queue.push(target);
    }
  }
  return packages;
}

describe("hydration JavaScript of the browsing pages (ADR 0021)", () => {
  it("reads value imports and skips type-only ones", () => {
    const source = [
      'import { z } from "zod";',
      'import type { X } from "radix-ui";',
      'import { lazy } from "react";',
      'export { a } from "./a";',
      'export type { B } from "./b";',
      'const C = lazy(() => import("./c"));',
    ].join("\n");
    expect(staticImports(source)).toEqual(["zod", "react", "./a"]);
  });

  for (const entry of ENTRIES) {
    it(`${path.relative(root, entry)} reaches none of ${KEPT_OUT.join(", ")}`, () => {
      const reached = packagesReached(entry);
      const offending = KEPT_OUT.filter((name) => reached.has(name)).map((name) =>
        reached
          .get(name)!
          .map((p) => path.relative(root, p) || p)
          .join(" → "),
      );
      expect(offending).toEqual([]);
      // The walk does see packages: every entry reaches Remix.
      expect(reached.has("@remix-run/react")).toBe(true);
    });
  }
});
