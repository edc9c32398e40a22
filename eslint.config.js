/**
 * ESLint flat config (`npm run lint`, part of `npm run check` and `npm test`).
 *
 * - @eslint/js and typescript-eslint recommended for every source file;
 * - react-hooks (`rules-of-hooks`, `exhaustive-deps`) and jsx-a11y recommended for the storefront's TSX;
 * - import-x: `no-cycle` everywhere, and the layer rules (`no-restricted-paths` zones) that keep imports
 *   pointing one way — see docs/layout.md:
 *   storefront `app/routes` → `app/features` → `app/components` → (`app/context.server.ts`, `app/session.server.ts`)
 *   → `app/upstream` → (`app/utils`, `app/routing`, `app/env.server.ts`); `app/constants.ts` is importable from every
 *   layer and imports nothing from `app/`;
 *   upstream `server/routes` → `server/http` → `server/domain` → `server/data` → `server/db` (ADR 0010), with
 *   `server/deps.ts` (the app's composition) importing nothing from `server/http` and nothing below it importing deps;
 *   `app/` and `server/` never import each other (scripts/ and tests/ may import both).
 *
 * Module resolution: import-x's built-in resolver (unrs-resolver) reading tsconfig.json, so `~/*` resolves to `app/*`.
 */
import path from "node:path";
import js from "@eslint/js";
import { createNodeResolver, flatConfigs, importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

const root = import.meta.dirname;
const { "import-x/resolver": _legacyResolver, ...importXTypeScriptSettings } = flatConfigs.typescript.settings;

/** Storefront layers, top to bottom (paths relative to the repository root). */
const app = {
  top: ["app/routes", "app/root.tsx", "app/entry.client.tsx", "app/entry.server.tsx"],
  features: ["app/features"],
  components: ["app/components"],
  contextAndSession: ["app/context.server.ts", "app/session.server.ts"],
  upstream: ["app/upstream"],
  utils: ["app/utils"],
  routing: ["app/routing"],
  env: ["app/env.server.ts"],
};
const appBottom = [...app.utils, ...app.routing, ...app.env];
const appEverything = ["app"];

/** Upstream layers, top to bottom (ADR 0010). */
const server = {
  routes: "server/routes",
  http: "server/http",
  domain: "server/domain",
  data: "server/data",
  db: "server/db",
  deps: "server/deps.ts",
};

const layerMessage = "Imports point down the layers only (docs/layout.md).";

/** `import-x/no-restricted-paths` zones that hold for every file, tests included: `target` may not import `from`. */
const programZones = [
  // The two programs share nothing but HTTP.
  { target: "app", from: "server", message: "The storefront talks to the upstream over HTTP only." },
  { target: "server", from: "app", message: "The upstream never imports storefront code." },
  // app/constants.ts is the spec's constants (§9): every layer may import it, it imports nothing from app/.
  { target: "app/constants.ts", from: appEverything, message: "app/constants.ts imports nothing from app/." },
];

/** The layer zones, for modules (a test beside its module may reach up for fixtures, like tests/ does). */
const zones = [
  ...programZones,
  // Storefront: a lower layer never imports a higher one.
  {
    target: [...app.features, ...app.components, ...app.contextAndSession, ...app.upstream, ...appBottom],
    from: app.top,
    message: `Only routes (and root/entry modules) import routes. ${layerMessage}`,
  },
  {
    target: [...app.components, ...app.contextAndSession, ...app.upstream, ...appBottom],
    from: app.features,
    message: layerMessage,
  },
  {
    target: [...app.contextAndSession, ...app.upstream, ...appBottom],
    from: app.components,
    message: layerMessage,
  },
  {
    target: app.components,
    from: app.contextAndSession,
    message: "Components are plain UI: session and request context are read by loaders/actions. " + layerMessage,
  },
  {
    target: [...app.upstream, ...appBottom],
    from: app.contextAndSession,
    message: "app/upstream makes typed calls only: no session or cookie imports. " + layerMessage,
  },
  { target: appBottom, from: app.upstream, message: layerMessage },
  { target: app.utils, from: [...app.routing], message: "app/utils imports only app/utils and app/env.server.ts." },
  // Upstream: routes → http → domain → data → db (ADR 0010).
  { target: server.db, from: [server.data, server.domain, server.http, server.routes], message: layerMessage },
  { target: server.data, from: [server.domain, server.http, server.routes], message: layerMessage },
  {
    target: server.domain,
    from: [server.http, server.routes],
    message: `The domain knows no HTTP: it throws ApiError (server/errors.ts) and returns data. ${layerMessage}`,
  },
  {
    // The HTTP adapter (envelope, fields, paging, validation, bearer tokens) reaches rows only through the domain.
    target: server.http,
    from: [server.routes, server.data, server.db],
    message: `server/http is HTTP only: it calls server/domain, never the data or db layers, nor route plugins. ${layerMessage}`,
  },
  {
    // deps.ts composes the app from the layers below (domain, mail, config); it never constructs from server/http.
    target: server.deps,
    from: [server.http, server.routes],
    message: `server/deps.ts builds from below: the layers it wires are domain, data, mail and config. ${layerMessage}`,
  },
  {
    target: [server.domain, server.data, server.db],
    from: server.deps,
    message: `Only routes and server/http read the app's dependencies; lower layers take them as arguments. ${layerMessage}`,
  },
  {
    // Route plugins share code through server/domain, server/data or server/http, not through each other.
    target: server.routes,
    from: server.routes,
    message: "A route module never imports another route module: move the shared code down a layer.",
  },
];

export default defineConfig(
  {
    ignores: [
      "build/**",
      "public/build/**",
      ".cache/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
      "server/db/migrations/**",
      "node_modules/**",
      // The bench anchor's build output (npm run bench).
      "bench/anchor/build/**",
      "bench/anchor/public/build/**",
      "bench/anchor/.cache/**",
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: "error" } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { "import-x": importX },
    settings: {
      // import-x's TypeScript preset without its "typescript" resolver (eslint-import-resolver-typescript is not installed).
      ...importXTypeScriptSettings,
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json", ".node"],
          tsconfig: { configFile: path.join(root, "tsconfig.json") },
        }),
      ],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { basePath: root, zones }],
      "import-x/no-self-import": "error",
      "import-x/no-useless-path-segments": "error",
      "import-x/no-duplicates": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
      // `typeof import("~/routes/x")` stays allowed: integration tests import route modules lazily, after the upstream is up.
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports", disallowTypeAnnotations: false }],
      // Off on purpose: input hardening matches control characters by design (NUL bytes and C0 controls are
      // stripped from fields, headers, sitemap XML and SVG text; tests assert none is left), so every hit is intended.
      "no-control-regex": "off",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "styles/**/*.ts"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      // React 18 code without the React Compiler: the two classic rules (v7's compiler rules are meant for compiled code).
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { "jsx-a11y": jsxA11y },
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  {
    files: ["app/components/**/*.{ts,tsx}"],
    rules: {
      // Components may use the upstream's types (props shaped like §7 DTOs) but never call it.
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(~|\\.\\.?(/\\.\\.)*)/upstream(/|$)",
              allowTypeImports: true,
              message: "Components are plain UI: pass data in as props (import type is fine).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/routes/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "NewExpression[callee.name='UpstreamClient']",
          message: "Use the request context's upstream client: route modules never construct clients.",
        },
      ],
    },
  },
  {
    // ADR 0010: route plugins parse, call a domain function and map to §7 — they never query.
    files: ["server/routes/**/*.ts"],
    ignores: ["server/routes/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "drizzle-orm", message: "Route plugins do not query: go through server/domain (ADR 0010)." }],
          patterns: [
            {
              regex: "^(\\.\\./)+(db|data)(/|$)",
              message: "Route plugins do not reach server/db or server/data: go through server/domain (ADR 0010).",
            },
          ],
        },
      ],
    },
  },
  {
    // ADR 0010: the domain holds the rules and calls server/data for rows; it never writes a query.
    // The database handle's type (server/db/client `Db`, server/data/tx `Tx`) stays importable.
    files: ["server/domain/**/*.ts", "server/http/**/*.ts"],
    ignores: ["server/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "drizzle-orm", message: "Queries live in server/data: call a data function (ADR 0010)." }],
          patterns: [
            {
              regex: "^(\\.\\./)+db/schema$",
              message: "The tables are server/data's business: import its row types and functions (ADR 0010).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["server/**/*.ts", "scripts/**/*.{ts,mjs,js}", "tests/**/*.ts", "*.config.{js,ts}", ".ci/**/*.{js,mjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["**/*.test.{ts,tsx}"],
    rules: { "import-x/no-restricted-paths": ["error", { basePath: root, zones: programZones }] },
  },
  {
    // Playwright callbacks (page.evaluate) run in the browser.
    files: ["tests/e2e/**/*.ts"],
    languageOptions: { globals: { ...globals.browser } },
  },
);
