/**
 * The layer rules of eslint.config.js really fire. `import-x/no-restricted-paths` skips an import it cannot
 * resolve, so a resolver that stopped understanding `~/*` (or a moved target file) would let every layer
 * violation through in silence: these cases lint small sources placed (virtually) in each layer, importing
 * real modules of the repository, and expect the rule's error — and no error for imports that point down.
 */
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({ cwd: root, cache: false });
  // Loading the config and its plugins takes seconds on a busy machine: done here, under the hook timeout.
  await eslint.lintText("export {};\n", { filePath: `${root}/app/utils/warm-up.ts` });
});

/** The rule ids ESLint reports for `code` as if it were the file `filePath` (relative to the repository root). */
async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return (result?.messages ?? []).map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

describe("layer rules (import-x/no-restricted-paths)", () => {
  it("keeps the storefront and the upstream apart", async () => {
    expect(
      await ruleIds("app/utils/probe.ts", 'import { loadConfig } from "../../server/config";\nexport const p = loadConfig;\n'),
    ).toContain("import-x/no-restricted-paths");
    expect(
      await ruleIds("server/domain/probe.ts", 'import { formatVnd } from "../../app/utils/money";\nexport const p = formatVnd;\n'),
    ).toContain("import-x/no-restricted-paths");
  });

  it("refuses storefront imports that point up, through the ~/ alias", async () => {
    const upstreamToSession = 'import { commitSession } from "~/session.server";\nexport const p = commitSession;\n';
    expect(await ruleIds("app/upstream/probe.server.ts", upstreamToSession)).toContain("import-x/no-restricted-paths");
    const featureToRoute = 'import { loader } from "~/routes/cart";\nexport const p = loader;\n';
    expect(await ruleIds("app/features/cart/probe.ts", featureToRoute)).toContain("import-x/no-restricted-paths");
    const componentToFeature = 'import { cartFor } from "~/features/cart/cart.server";\nexport const p = cartFor;\n';
    expect(await ruleIds("app/components/probe.tsx", componentToFeature)).toContain("import-x/no-restricted-paths");
  });

  it("allows imports that point down", async () => {
    const routeToFeature =
      'import { cartFor } from "~/features/cart/cart.server";\nimport { formatVnd } from "~/utils/money";\nexport const p = [cartFor, formatVnd];\n';
    expect(await ruleIds("app/routes/probe.tsx", routeToFeature)).toEqual([]);
  });

  it("refuses upstream imports that point up (routes → http → domain → data → db)", async () => {
    const dataToDomain = 'import { priceCart } from "../domain/pricing";\nexport const p = priceCart;\n';
    expect(await ruleIds("server/data/probe.ts", dataToDomain)).toContain("import-x/no-restricted-paths");
    const routeToRoute = 'import * as order from "./order";\nexport const p = order;\n';
    expect(await ruleIds("server/routes/probe.ts", routeToRoute)).toContain("import-x/no-restricted-paths");
  });

  it("keeps server/http between the routes and the domain", async () => {
    // Up: the domain and the data layer never import the HTTP adapter.
    const domainToHttp = 'import { requireUser } from "../http/auth";\nexport const p = requireUser;\n';
    expect(await ruleIds("server/domain/probe.ts", domainToHttp)).toContain("import-x/no-restricted-paths");
    const dataToHttp = 'import { ok } from "../http/envelope";\nexport const p = ok;\n';
    expect(await ruleIds("server/data/probe.ts", dataToHttp)).toContain("import-x/no-restricted-paths");
    // Sideways and past the domain: http never imports a route plugin, server/data or server/db.
    const httpToRoute = 'import * as order from "../routes/order";\nexport const p = order;\n';
    expect(await ruleIds("server/http/probe.ts", httpToRoute)).toContain("import-x/no-restricted-paths");
    const httpToData = 'import { selectUserById } from "../data/users";\nexport const p = selectUserById;\n';
    expect(await ruleIds("server/http/probe.ts", httpToData)).toContain("import-x/no-restricted-paths");
    // Down: http calls the domain.
    const httpToDomain = 'import { findUserById } from "../domain/accounts";\nexport const p = findUserById;\n';
    expect(await ruleIds("server/http/probe.ts", httpToDomain)).toEqual([]);
  });

  it("builds server/deps.ts from below", async () => {
    const depsToHttp = 'import { requireUser } from "./http/auth";\nexport const p = requireUser;\n';
    expect(await ruleIds("server/deps.ts", depsToHttp)).toContain("import-x/no-restricted-paths");
    const domainToDeps = 'import { withDefaults } from "../deps";\nexport const p = withDefaults;\n';
    expect(await ruleIds("server/domain/probe.ts", domainToDeps)).toContain("import-x/no-restricted-paths");
  });
});

describe("upstream query rule (ADR 0010)", () => {
  it("keeps Drizzle queries in server/data: the domain and http import neither drizzle-orm nor the schema", async () => {
    const drizzle = 'import { eq } from "drizzle-orm";\nexport const p = eq;\n';
    expect(await ruleIds("server/domain/probe.ts", drizzle)).toContain("no-restricted-imports");
    expect(await ruleIds("server/http/probe.ts", drizzle)).toContain("no-restricted-imports");
    const schema = 'import { orders } from "../db/schema";\nexport const p = orders;\n';
    expect(await ruleIds("server/domain/probe.ts", schema)).toContain("no-restricted-imports");
    // The handle's type stays importable, and so do data functions.
    const handle =
      'import type { Db } from "../db/client";\nimport { findOrderById } from "../data/orders";\nexport const p = (db: Db) => findOrderById(db, 1);\n';
    expect(await ruleIds("server/domain/probe.ts", handle)).toEqual([]);
    // Tests beside their module may arrange rows.
    expect(await ruleIds("server/domain/probe.test.ts", drizzle)).toEqual([]);
  });
});

describe("storefront rules", () => {
  it("lets components use the upstream's types but not its calls", async () => {
    const valueImport = 'import { categorySchema } from "~/upstream/schemas";\nexport const p = categorySchema;\n';
    expect(await ruleIds("app/components/probe.tsx", valueImport)).toContain("@typescript-eslint/no-restricted-imports");
    const typeImport = 'import type { ProductSort } from "~/upstream/schemas";\nexport type P = ProductSort;\n';
    expect(await ruleIds("app/components/probe.tsx", typeImport)).toEqual([]);
  });

  it("forbids route modules to construct an UpstreamClient", async () => {
    const code = 'import { UpstreamClient } from "~/upstream/client.server";\nexport const p = () => new UpstreamClient();\n';
    expect(await ruleIds("app/routes/probe.tsx", code)).toContain("no-restricted-syntax");
  });
});
