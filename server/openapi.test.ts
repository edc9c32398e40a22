/**
 * docs/openapi.yaml against the routes the reference upstream really registers — both ways — and the
 * documented shapes against what the handlers really answer.
 *
 * How routes are collected: `buildApp` creates its Fastify instance and registers every plugin inside
 * one call, so an `onRoute` hook cannot be added from outside before the routes exist. The `fastify`
 * module is therefore wrapped (vi.mock) so that every instance it creates gets an `onRoute` hook as
 * its very first step; the hook then sees every route, from any plugin, with its original casing and
 * parameter names. (`printRoutes()` lowercases paths because the router is case-insensitive, and
 * `hasRoute()` is case- and parameter-name-insensitive for the same reason, so neither can prove the
 * §7 casing on its own; `hasRoute()` is still used as a second check that documented paths route.)
 *
 * YAML: parsed with `yaml` (already installed as a dependency of vite; no new dependency).
 * Google sign-in is exercised against oauth2-mock-server; mails go to an outbox in a temporary folder.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { FastifyInstance, HTTPMethods, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { parse as parseYaml } from "yaml";
import { OAuth2Server } from "oauth2-mock-server";
import { eq } from "drizzle-orm";
import { orders, products } from "./db/schema";
import { epayResultToken } from "./gateways/epay";
import { momoSignature, MOMO_CREATE_SIGNATURE_KEYS, MOMO_RESULT_SIGNATURE_KEYS } from "./gateways/momo";
import { buildVietQr } from "./gateways/vietqr";
import { readOutbox } from "./mail";
import { SEED_FACTS } from "./seed/catalog";
import { CONTENT_FACTS } from "./seed/content";
import type { UpstreamConfig } from "./config";
import { testApp, type LooseJson, type TestApp } from "./testing/app";
import { createOrder, markOrderPaid } from "./domain/orders";
import { issueDueInvoices } from "./domain/invoices";
import type { SinvoiceClient } from "./gateways/sinvoice";
import { TEXTBOOK_SEED_FACTS } from "./seed/textbooks";
import { EXAM_SEED_FACTS, STRUCTURED_SEED_FACTS } from "./seed/examinations";
import { activeQuestionsWithKeys } from "./data/examinations";
import { insertUser } from "./data/users";
import { hashSync } from "bcryptjs";
import { DRAFT_SEED_FACTS } from "./seed/drafts";

/** Every route any Fastify instance registered: method (upper case) and URL as written in the handler. */
const registered = vi.hoisted(() => [] as Array<{ method: string; url: string }>);

vi.mock("fastify", async (importOriginal) => {
  const actual = await importOriginal<typeof import("fastify")>();
  const factory = actual.default as unknown as (...args: unknown[]) => FastifyInstance;
  const wrapped = (...args: unknown[]) => {
    const app = factory(...args);
    app.addHook("onRoute", (route) => {
      for (const method of [route.method].flat()) registered.push({ method: String(method).toUpperCase(), url: route.url });
    });
    return app;
  };
  return { ...actual, default: wrapped, fastify: wrapped };
});

/** A node of the parsed YAML document (untyped by nature). */
type Obj = Record<string, LooseJson>;

const SPEC_PATH = fileURLToPath(new URL("../docs/openapi.yaml", import.meta.url));
const spec = parseYaml(readFileSync(SPEC_PATH, "utf8"), { uniqueKeys: true, maxAliasCount: -1 }) as Obj;
const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

/** `/api/x/{id}` → `/api/x/:id` (Fastify's syntax). */
const toFastifyPath = (path: string) => path.replace(/\{([^}]+)\}/g, ":$1");

/** Every documented operation: `{method, path (OpenAPI), op}`. */
function documentedOperations() {
  const out: Array<{ method: string; path: string; op: Obj }> = [];
  for (const [path, item] of Object.entries(spec.paths as Obj)) {
    for (const m of HTTP_METHODS) if (item[m]) out.push({ method: m.toUpperCase(), path, op: item[m] });
  }
  return out;
}

/** Resolves a local `$ref` ("#/components/…"). */
function resolveRef(ref: string): Obj {
  expect(ref.startsWith("#/"), `only local $refs: ${ref}`).toBe(true);
  let node: unknown = spec;
  for (const part of ref.slice(2).split("/")) {
    node = (node as Obj | undefined)?.[part.replace(/~1/g, "/").replace(/~0/g, "~")];
  }
  if (node === undefined) throw new Error(`unresolved $ref ${ref}`);
  return node as Obj;
}
const deref = (node: Obj): Obj => (node && typeof node.$ref === "string" ? deref(resolveRef(node.$ref)) : node);

/**
 * A deliberately small JSON Schema (2020-12) checker for the keywords this document uses: $ref, allOf,
 * oneOf, const, enum, type (incl. type lists with "null"), required, properties, additionalProperties
 * false, unevaluatedProperties false (properties of the schema and its allOf/$ref), items, minItems,
 * maxItems, minimum, maximum, minLength, maxLength, pattern. `format` and everything else is ignored.
 * Returns the problems found (empty = valid).
 */
function check(schemaIn: Obj | boolean | undefined, value: unknown, at = "$"): string[] {
  if (schemaIn === undefined || schemaIn === true) return [];
  if (schemaIn === false) return [`${at}: not allowed`];
  const schema = schemaIn;
  const errors: string[] = [];
  if (typeof schema.$ref === "string") errors.push(...check(resolveRef(schema.$ref), value, at));
  for (const sub of (schema.allOf ?? []) as Obj[]) errors.push(...check(sub, value, at));
  if (schema.oneOf) {
    const matching = (schema.oneOf as Obj[]).filter((s) => check(s, value, at).length === 0).length;
    if (matching !== 1) errors.push(`${at}: matches ${matching} of the oneOf schemas`);
  }
  if ("const" in schema && JSON.stringify(schema.const) !== JSON.stringify(value))
    errors.push(`${at}: ≠ const ${JSON.stringify(schema.const)}`);
  if (schema.enum && !(schema.enum as unknown[]).some((e) => JSON.stringify(e) === JSON.stringify(value)))
    errors.push(`${at}: ${JSON.stringify(value)} not in enum`);
  if (schema.type) {
    const types = [schema.type].flat() as string[];
    const typeOf = (v: unknown) =>
      v === null ? "null" : Array.isArray(v) ? "array" : typeof v === "number" ? (Number.isInteger(v) ? "integer" : "number") : typeof v;
    const actual = typeOf(value);
    if (!types.some((t) => t === actual || (t === "number" && actual === "integer"))) {
      errors.push(`${at}: ${actual} is not ${types.join("|")}`);
      return errors;
    }
  }
  if (typeof value === "number") {
    if (schema.minimum !== undefined && value < schema.minimum) errors.push(`${at}: ${value} < ${schema.minimum}`);
    if (schema.maximum !== undefined && value > schema.maximum) errors.push(`${at}: ${value} > ${schema.maximum}`);
  }
  if (typeof value === "string") {
    if (schema.minLength !== undefined && [...value].length < schema.minLength) errors.push(`${at}: shorter than ${schema.minLength}`);
    if (schema.maxLength !== undefined && [...value].length > schema.maxLength) errors.push(`${at}: longer than ${schema.maxLength}`);
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, "u").test(value))
      errors.push(`${at}: ${JSON.stringify(value)} !~ /${schema.pattern}/`);
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) errors.push(`${at}: fewer than ${schema.minItems} items`);
    if (schema.maxItems !== undefined && value.length > schema.maxItems) errors.push(`${at}: more than ${schema.maxItems} items`);
    if (schema.items) value.forEach((v, i) => errors.push(...check(schema.items, v, `${at}[${i}]`)));
  }
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    for (const key of (schema.required ?? []) as string[]) if (!(key in record)) errors.push(`${at}: missing ${key}`);
    for (const [key, sub] of Object.entries((schema.properties ?? {}) as Obj)) {
      if (key in record) errors.push(...check(sub, record[key], `${at}.${key}`));
    }
    const closedBy = (allowed: Set<string>) => {
      for (const key of Object.keys(record)) if (!allowed.has(key)) errors.push(`${at}: unexpected property ${key}`);
    };
    if (schema.additionalProperties === false) closedBy(new Set(Object.keys(schema.properties ?? {})));
    if (schema.unevaluatedProperties === false) closedBy(evaluatedProperties(schema));
  }
  return errors;
}

/** Property names a schema declares itself or through allOf / $ref (for unevaluatedProperties). */
function evaluatedProperties(schema: Obj): Set<string> {
  const names = new Set(Object.keys(schema.properties ?? {}));
  const nested = [...((schema.allOf ?? []) as Obj[]), ...(typeof schema.$ref === "string" ? [resolveRef(schema.$ref)] : [])];
  for (const sub of nested) for (const n of evaluatedProperties(sub)) names.add(n);
  return names;
}

describe("docs/openapi.yaml", () => {
  let app: FastifyInstance;
  let config: UpstreamConfig;
  /** Documented operations exercised by the calls below ("METHOD /path"). */
  const exercised = new Set<string>();

  let google: OAuth2Server;
  let outbox: string;
  let t: TestApp;
  /** Milliseconds the account flows' clock is ahead of real time (to pass the 60 s code throttle). */
  let offsetMs = 0;
  const GOOGLE_CLIENT_ID = "openapi-test.apps.googleusercontent.com";

  beforeAll(async () => {
    google = new OAuth2Server();
    await google.issuer.keys.generate("RS256");
    await google.start(0, "127.0.0.1");
    // Listening lets the VNPay and ePay sandboxes deliver their IPNs to this very app (server to server).
    // DRAFT_MAX_FILE_MB 1: the manuscript uploads' 413 with a small body.
    const env = { GOOGLE_CLIENT_ID, GOOGLE_ISSUER: google.issuer.url!, DRAFT_MAX_FILE_MB: 1 };
    t = await testApp({
      env,
      mailer: null,
      clock: () => new Date(Date.now() + offsetMs),
      listen: true,
      selfUrls: ["vnpayIpnUrl", "epayIpnUrl"],
    });
    ({ app, config, outbox } = t);
  });
  afterAll(async () => {
    await t?.close();
    await google?.stop();
  });

  /** Registered routes without HEAD (added by Fastify for every GET) and the not-found handler's wildcards. */
  const registeredRoutes = () =>
    [...new Set(registered.filter((r) => r.method !== "HEAD" && !r.url.includes("*")).map((r) => `${r.method} ${r.url}`))].sort();
  const documentedRoutes = () =>
    documentedOperations()
      .map((o) => `${o.method} ${toFastifyPath(o.path)}`)
      .sort();

  it("is an OpenAPI 3.1 document for the embedded upstream", () => {
    expect(String(spec.openapi)).toMatch(/^3\.1\.\d+$/);
    expect((spec.servers as Obj[]).map((s) => s.url)).toContain("http://127.0.0.1:5080");
    for (const name of [
      "Envelope",
      "ProductSummary",
      "ProductDetail",
      "Category",
      "Banner",
      "ProductBlock",
      "City",
      "District",
      "Ward",
      "Cart",
      "CartLine",
      "LineProblem",
      "Order",
      "VnpayReturn",
      "IpnAnswer",
      "UserProfile",
      "RegistrationData",
      "AccountCart",
      "AccountCartLine",
      "CartAddress",
      "AppliedCode",
      "CodeProblem",
      "CodeProblemsEnvelope",
      "DiscountOffer",
      "EpayModel",
      "EpayFields",
      "EpayResult",
      "EpayIpnAnswer",
      "NewsItem",
      "NewsDetail",
      "NewsTagCount",
      "Course",
      "SelectionBlock",
      "PartnerLogo",
      "SiteLogo",
      "Feedback",
      "FeedbackWithProduct",
      "FlashSale",
      "LandingPage",
      "ContentPage",
      "RedirectTarget",
    ]) {
      expect(spec.components.schemas, name).toHaveProperty(name);
    }
  });

  it("collects the app's routes through the onRoute hook", () => {
    expect(registered.length).toBeGreaterThan(0);
    expect(registeredRoutes()).toContain("GET /health");
    // Sanity: what the hook saw is what the router routes.
    for (const r of registered) expect(app.hasRoute({ method: r.method as HTTPMethods, url: r.url }), `${r.method} ${r.url}`).toBe(true);
  });

  it("documents every registered route (same casing, {id} ↔ :id)", () => {
    const documented = new Set(documentedRoutes());
    const missing = registeredRoutes().filter((r) => !documented.has(r));
    expect(missing, "registered but not in docs/openapi.yaml").toEqual([]);
  });

  it("documents no route the app does not register", () => {
    const routes = new Set(registeredRoutes());
    const extra = documentedRoutes().filter((r) => !routes.has(r));
    expect(extra, "in docs/openapi.yaml but not registered").toEqual([]);
    for (const { method, path } of documentedOperations()) {
      expect(app.hasRoute({ method: method as HTTPMethods, url: toFastifyPath(path) }), `${method} ${path}`).toBe(true);
    }
  });

  it("describes every operation (summary, description, origin, responses, path parameters)", () => {
    const ids = new Set<string>();
    for (const { method, path, op } of documentedOperations()) {
      const name = `${method} ${path}`;
      expect(op.summary, name).toEqual(expect.any(String));
      expect(op.description, name).toEqual(expect.any(String));
      expect(["spec-§7", "reference-upstream", "vnpay", "epay", "momo", "sinvoice", "ghn"], name).toContain(op["x-source"]);
      expect(ids.has(op.operationId), `duplicate operationId ${op.operationId}`).toBe(false);
      ids.add(op.operationId);
      expect(Object.keys(op.responses ?? {}).length, name).toBeGreaterThan(0);
      const params = ((op.parameters ?? []) as Obj[]).map(deref);
      for (const [, param] of path.matchAll(/\{([^}]+)\}/g)) {
        expect(
          params.some((p) => p.in === "path" && p.name === param && p.required === true),
          `${name}: path parameter ${param}`,
        ).toBe(true);
      }
    }
  });

  it("has examples that match their own schemas", () => {
    const problems: string[] = [];
    const examplesOf = (media: Obj) => [
      ...(media.example !== undefined ? [media.example] : []),
      ...Object.values((media.examples ?? {}) as Obj).map((e) => deref(e as Obj).value),
    ];
    for (const { method, path, op } of documentedOperations()) {
      for (const [type, media] of Object.entries((deref(op.requestBody ?? {}).content ?? {}) as Obj)) {
        for (const ex of examplesOf(media)) problems.push(...check(media.schema, ex).map((e) => `${method} ${path} request ${type}: ${e}`));
      }
      for (const [status, responseIn] of Object.entries(op.responses as Obj)) {
        for (const [type, media] of Object.entries((deref(responseIn).content ?? {}) as Obj)) {
          for (const ex of examplesOf(media))
            problems.push(...check(media.schema, ex).map((e) => `${method} ${path} ${status} ${type}: ${e}`));
        }
      }
      for (const param of ((op.parameters ?? []) as Obj[]).map(deref)) {
        if (param.example !== undefined)
          problems.push(...check(param.schema, param.example).map((e) => `${method} ${path} parameter ${param.name}: ${e}`));
      }
    }
    expect(problems).toEqual([]);
  });

  /**
   * Sends a request and checks the answer against the documentation of the matching operation: the
   * status is documented, a JSON body matches the documented schema, other bodies have a documented
   * media type. Returns the response.
   */
  async function call(
    method: HTTPMethods,
    url: string,
    opts: { payload?: unknown; headers?: Record<string, string>; status: number },
  ): Promise<LightMyRequestResponse> {
    const res = await app.inject({ method, url, payload: opts.payload as string | object | undefined, headers: opts.headers });
    expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 300)}`).toBe(opts.status);
    const pathname = url.split("?")[0]!;
    // Like the router: a static segment wins over a parameter (`/api/Order/CheckInventory` is not `/api/Order/{id}`).
    const op = documentedOperations()
      .filter((o) => o.method === method && new RegExp(`^${o.path.replace(/[.]/g, "\\.").replace(/\{[^}]+\}/g, "[^/]+")}$`).test(pathname))
      .sort((a, b) => (a.path.match(/\{/g)?.length ?? 0) - (b.path.match(/\{/g)?.length ?? 0))[0];
    expect(op, `${method} ${pathname} is documented`).toBeDefined();
    exercised.add(`${op!.method} ${op!.path}`);
    const documented = op!.op.responses[String(res.statusCode)];
    expect(documented, `${method} ${op!.path}: status ${res.statusCode} is documented`).toBeDefined();
    const content = (deref(documented).content ?? {}) as Obj;
    const contentType = String(res.headers["content-type"] ?? "").split(";")[0]!;
    if (Object.keys(content).length === 0) {
      expect(res.body, `${method} ${url}: no body documented`).toBe("");
    } else {
      expect(Object.keys(content), `${method} ${url}: media type`).toContain(contentType);
      if (contentType === "application/json") expect(check(content[contentType].schema, res.json()), `${method} ${url}`).toEqual([]);
    }
    return res;
  }
  const json = (body: unknown) => ({ payload: body, headers: { "content-type": "application/json" } });

  it("matches what the catalog, home and location handlers answer", async () => {
    await call("GET", "/health", { status: 200 });
    await call("GET", "/api/HomePage/Blocks", { status: 200 });
    await call("GET", "/api/HomePage/BooksInBlock/1", { status: 200 });
    await call("GET", "/api/HomePage/BooksInBlock/999999", { status: 404 });
    await call("GET", "/api/HomePage/BooksInBlock/abc", { status: 400 });
    await call("GET", "/api/HomePage/Banner", { status: 200 });
    await call("GET", "/api/HomePage/Categories", { status: 200 });
    await call("GET", "/api/ProductPage?page=1&pageSize=60&sort=price-asc", { status: 200 });
    await call("GET", `/api/ProductPage?categoryId=1&searchContent=${encodeURIComponent("giáo trình")}`, { status: 200 });
    await call("GET", "/api/ProductPage?categoryId=999999", { status: 200 });
    await call("GET", "/api/ProductPage?page=0", { status: 400 });
    await call("GET", "/api/ProductPage?sort=abc&pageSize=100", { status: 400 });
    await call("GET", "/api/ProductPage/1", { status: 200 });
    await call("GET", "/api/ProductPage/999999", { status: 404 });
    await call("GET", "/api/ProductPage/0", { status: 400 });
    await call("GET", `/api/ProductPage?searchContent=${encodeURIComponent("giải tích zzqqxx")}`, { status: 200 });
    await call("GET", "/api/ProductPage?format=ebook&price=300000-0&inStock=1&year=2026&author=x", { status: 200 });
    await call("GET", "/api/ProductPage?price=abc", { status: 400 });
    await call("GET", `/api/ProductPage/Suggest?searchContent=${encodeURIComponent("giai ti")}`, { status: 200 });
    await call("GET", `/api/ProductPage/Suggest?searchContent=${"a".repeat(201)}`, { status: 400 });
    await call("GET", "/api/ProductPage/ProductSalesInCategory/1", { status: 200 });
    await call("GET", "/api/ProductPage/ProductSalesInCategory/999999", { status: 404 });
    await call("GET", "/api/Location/Cities", { status: 200 });
    await call("GET", "/api/Location/Districts/1", { status: 200 });
    await call("GET", "/api/Location/Districts/-1", { status: 400 });
    await call("GET", "/api/Location/Wards/5", { status: 200 });
    await call("GET", "/api/Location/Wards/999999", { status: 200 });
    await call("GET", "/api/Location/WardsOfProvince/1001", { status: 200 });
    await call("GET", "/api/Location/WardsOfProvince/2", { status: 400 });
    await call("GET", "/api/Location/ConvertWard/26740", { status: 200 });
    await call("GET", "/api/Location/ConvertWard/166", { status: 200 });
    await call("GET", "/api/Location/ConvertWard/-1", { status: 400 });
  });

  it("matches what the media host answers", async () => {
    const product = (await app.inject({ url: "/api/ProductPage/1" })).json().data as { image: string; thumbImage: string };
    const cover = await call("GET", product.image, { status: 200 });
    await call("GET", product.image, { headers: { "if-none-match": String(cover.headers.etag) }, status: 304 });
    await call("GET", product.thumbImage, { status: 200 });
    await call("GET", "/media/covers/khong-co.svg", { status: 404 });
    await call("GET", "/media/covers/..%2Fsecret.svg", { status: 404 });
    const banner = (await app.inject({ url: "/api/HomePage/Banner" })).json().data[0] as { image: string };
    await call("GET", banner.image, { status: 200 });
    await call("GET", "/media/banners/khong-co.svg", { status: 404 });
  });

  // The lesson media of the ADMIN host.
  it("matches what the lesson media route answers", async () => {
    const clip = await call("GET", "/media/video/bai-giang-mau.webm", { status: 200 });
    await call("GET", "/media/video/bai-giang-mau.vi.vtt", { status: 200 });
    await call("GET", "/media/video/bai-giang-mau.webm", { headers: { range: "bytes=0-1023" }, status: 206 });
    await call("GET", "/media/video/bai-giang-mau.webm", { headers: { range: "bytes=99999999-" }, status: 416 });
    await call("GET", "/media/video/bai-giang-mau.webm", { headers: { "if-none-match": String(clip.headers.etag) }, status: 304 });
    await call("GET", "/media/video/khong-co.webm", { status: 404 });
    await call("GET", "/media/video/..%2F..%2Fpackage.json", { status: 404 });
  });

  it("matches what the guest order, VNPay sandbox and payment handlers answer along a purchase", async () => {
    // Products to play with, from the catalog itself: one short of 99 units, one sold out.
    const all: Array<{ id: number; stock: number; isDigital: boolean }> = [];
    for (let page = 1, total = 1; page <= total; page++) {
      const res = (await app.inject({ url: `/api/ProductPage?pageSize=60&page=${page}` })).json();
      all.push(...res.data);
      total = res.totalPage;
    }
    const short = all.find((p) => !p.isDigital && p.stock > 0 && p.stock < 99)!;
    const soldOut = all.find((p) => !p.isDigital && p.stock === 0);
    expect(short).toBeDefined();
    const wardId = (await app.inject({ url: "/api/Location/WardsOfProvince/1001" })).json().data[0].wardId as number;
    const lines = [{ ProductSaleId: short.id, Quantity: 1 }];

    await call("POST", "/api/Order/CalculateUnAuthCart", {
      ...json({ CartDetails: [...lines, { ProductSaleId: 999999, Quantity: 1 }], WardId: wardId }),
      status: 200,
    });
    // A line of the running flash sale: priced at the flash price, `flashSale` set (schema LineFlashSale).
    const flashItem = (await app.inject({ url: "/api/FlashSale" })).json().data.items[0].product.id as number;
    const flashCart = await call("POST", "/api/Order/CalculateUnAuthCart", {
      ...json({ CartDetails: [{ ProductSaleId: flashItem, Quantity: 1 }] }),
      status: 200,
    });
    expect(flashCart.json().data.cartDetails[0].flashSale).not.toBeNull();
    await call("POST", "/api/Order/CalculateUnAuthCart", {
      ...json({ CartDetails: [{ ProductSaleId: short.id, Quantity: 0 }] }),
      status: 400,
    });
    await call("POST", "/api/Order/CalculateUnAuthCart", {
      payload: "{pas du JSON",
      headers: { "content-type": "application/json" },
      status: 400,
    });
    await call("POST", "/api/Order/CalculateUnAuthCart", {
      payload: "<gio-hang/>",
      headers: { "content-type": "application/xml" },
      status: 415,
    });
    await call("POST", "/api/Order/CalculateUnAuthCart", {
      payload: JSON.stringify({ CartDetails: [], x: "x".repeat(300 * 1024) }),
      headers: { "content-type": "application/json" },
      status: 413,
    });

    await call("POST", "/api/Order/check-inventory-without-login", { ...json({ CartDetails: lines }), status: 200 });
    await call("POST", "/api/Order/check-inventory-without-login", {
      ...json({ CartDetails: [{ ProductSaleId: short.id, Quantity: 99 }] }),
      status: 409,
    });
    await call("POST", "/api/Order/check-inventory-without-login", { ...json({ CartDetails: [] }), status: 400 });

    await call("POST", "/api/Order/shipping-fee-without-login", { ...json({ CartDetails: lines, WardId: wardId }), status: 200 });
    await call("POST", "/api/Order/shipping-fee-without-login", { ...json({ CartDetails: lines, WardId: 99_999_999 }), status: 400 });
    await call("POST", "/api/Shipping/Quote", { ...json({ CartDetails: lines, CityId: 1079, WardId: 126_740 }), status: 200 });
    await call("POST", "/api/Shipping/Quote", { ...json({ CartDetails: lines, CityId: 1001 }), status: 200 });
    await call("POST", "/api/Shipping/Quote", { ...json({ CartDetails: lines, WardId: 166 }), status: 400 });
    await call("POST", "/api/Shipping/Quote", { ...json({ CartDetails: lines, CityId: 999_999 }), status: 400 });
    await call("POST", "/api/Shipping/Quote", { ...json({ CartDetails: lines }), status: 400 });

    const key = "openapi-test-key-0001";
    const checkout = {
      CartDetails: lines,
      Name: "Nguyễn Thị Lan",
      Phone: "0912345678",
      Email: "lan.nguyen@example.vn",
      Address: "144 Xuân Thủy",
      WardId: wardId,
      PaymentMethod: "VNPay",
      IdempotencyKey: key,
      ReturnUrl: "http://127.0.0.1:3000/thanh-toan/vnpay-return",
      IpAddr: "203.113.148.21",
    };
    await call("POST", "/api/Order/checkout-without-login", { ...json({ ...checkout, Phone: "12345" }), status: 400 });
    await call("POST", "/api/Order/checkout-without-login", {
      ...json({ ...checkout, WardId: null, IdempotencyKey: "openapi-test-key-noaddr" }),
      status: 400,
    });
    if (soldOut) {
      await call("POST", "/api/Order/checkout-without-login", {
        ...json({ ...checkout, CartDetails: [{ ProductSaleId: soldOut.id, Quantity: 1 }], IdempotencyKey: "openapi-test-key-soldout" }),
        status: 400,
      });
    }
    const placed = await call("POST", "/api/Order/checkout-without-login", { ...json(checkout), status: 200 });
    const again = await call("POST", "/api/Order/checkout-without-login", { ...json(checkout), status: 200 });
    expect(again.json().data).toBe(placed.json().data);

    // The shopper on the sandbox page, then back with VNPay's parameters (the IPN goes first).
    const paymentUrl = new URL(placed.json().data as string);
    const page = await call("GET", paymentUrl.pathname + paymentUrl.search, { status: 200 });
    expect(page.body).toContain("Thanh toán");
    await call("GET", "/paymentv2/vpcpay.html?vnp_TmnCode=XXXXXXXX", { status: 400 });
    const form = (fields: Record<string, string>) => ({
      payload: new URLSearchParams(fields).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    await call("POST", "/paymentv2/vpcpay.html", { ...form({ payload: paymentUrl.search.slice(1), choice: "maybe" }), status: 400 });
    const back = await call("POST", "/paymentv2/vpcpay.html", {
      ...form({ payload: paymentUrl.search.slice(1), choice: "pay", simulate: "00" }),
      status: 302,
    });
    const returned = new URL(String(back.headers.location));

    const verified = await call("GET", `/api/Payment/vnpay-return${returned.search}`, { status: 200 });
    const { orderId, status } = verified.json().data as { orderId: number; status: string };
    expect(status).toBe("paid");
    const tampered = new URLSearchParams(returned.search);
    tampered.set("vnp_Amount", "100");
    await call("GET", `/api/Payment/vnpay-return?${tampered}`, { status: 400 });
    await call("GET", "/api/Payment/vnpay-return", { status: 400 });

    const ipn = await call("GET", `/api/Payment/vnpay-ipn${returned.search}`, { status: 200 });
    expect(ipn.json()).toEqual({ RspCode: "02", Message: "Order already confirmed" });
    expect((await call("GET", "/api/Payment/vnpay-ipn?vnp_TxnRef=DH000000-000000", { status: 200 })).json().RspCode).toBe("97");

    await call("GET", `/api/Order/order-without-login/${orderId}`, { headers: { "x-order-key": key }, status: 200 });
    await call("GET", `/api/Order/order-without-login/${orderId}`, {
      headers: { "x-order-key": "not-the-key-of-this-order" },
      status: 404,
    });
    await call("GET", "/api/Order/order-without-login/abc", { headers: { "x-order-key": key }, status: 400 });

    const closed = await call("POST", "/api/Order/checkout-without-login", { ...json(checkout), status: 409 });
    expect(closed.json().data).toEqual({ orderId, status: "paid" });
  });

  it("matches what the discount, ePay checkout, ePay sandbox and ePay payment handlers answer", async () => {
    // Offers.
    await call("GET", "/api/Codes", { status: 200 });
    await call("GET", "/api/Codes?page=2", { status: 200 });
    await call("GET", "/api/Codes?page=0", { status: 400 });
    await call("GET", "/api/PromotionCoupon?page=1", { headers: { authorization: "Bearer khong.hop.le" }, status: 200 });
    await call("GET", "/api/PromotionCoupon?page=abc", { status: 400 });

    // A printed book of at least 100 000 ₫ (GIAM10's minimum with one copy).
    const book = app.deps.db
      .select()
      .from(products)
      .where(eq(products.isDigital, false))
      .all()
      .find((p) => p.stock > 10 && p.salePrice >= 100_000)!;
    const CartDetails = [{ ProductSaleId: book.id, Quantity: 1 }];
    const withCodes = { CartDetails, WardId: 100_166, VoucherCode: "giam10", CouponCode: "SINHVIEN5", AffiliateCode: "CTV2024" };

    // Guest codes.
    const added = await call("POST", "/api/Order/add-voucher-without-login", { ...json(withCodes), status: 200 });
    expect(added.json().data.voucher.code).toBe("GIAM10");
    await call("POST", "/api/Order/add-voucher-without-login", { ...json({ ...withCodes, VoucherCode: "HETHAN2023" }), status: 400 });
    await call("POST", "/api/Order/add-voucher-without-login", { ...json({ ...withCodes, VoucherCode: "<b>x</b>" }), status: 400 });
    await call("POST", "/api/Order/add-voucher-without-login", {
      ...json({ ...withCodes, CartDetails: [{ ProductSaleId: book.id, Quantity: 0 }] }),
      status: 400,
    });
    await call("POST", "/api/Order/add-promotion-coupon-without-login", { ...json(withCodes), status: 200 });
    await call("POST", "/api/Order/add-promotion-coupon-without-login", {
      ...json({ ...withCodes, CouponCode: "DAHETLUOT" }),
      status: 400,
    });
    await call("POST", "/api/Order/add-affiliate-without-login", { ...json(withCodes), status: 200 });
    await call("POST", "/api/Order/add-affiliate-without-login", { ...json({ ...withCodes, AffiliateCode: "CTV2019" }), status: 400 });
    await call("POST", "/api/Order/remove-voucher-without-login", { ...json(withCodes), status: 200 });
    await call("POST", "/api/Order/remove-voucher-without-login", { ...json({ ...withCodes, CouponCode: "x".repeat(1000) }), status: 400 });
    await call("POST", "/api/Order/remove-promotion-coupon-without-login", { ...json(withCodes), status: 200 });
    await call("POST", "/api/Order/remove-promotion-coupon-without-login", { ...json({ CartDetails: "x" }), status: 400 });
    await call("POST", "/api/Order/remove-affiliate-without-login", { ...json(withCodes), status: 200 });
    await call("POST", "/api/Order/remove-affiliate-without-login", { ...json({ ...withCodes, VoucherCode: 42 }), status: 400 });
    const problems = await call("POST", "/api/Order/CalculateUnAuthCart", {
      ...json({ ...withCodes, VoucherCode: "KINHTE15" }),
      status: 200,
    });
    expect(problems.json().data.codeProblems.length).toBeGreaterThan(0);

    // ePay checkout with codes; a code that does not apply refuses it.
    const checkout = {
      ...withCodes,
      Name: "Nguyễn Thị Lan",
      Phone: "0912345678",
      Email: "lan.epay@example.vn",
      Address: "144 Xuân Thủy",
      PaymentMethod: "ePay",
      IdempotencyKey: "openapi-test-key-epay-0001",
      ReturnUrl: "http://127.0.0.1:3000/thanh-toan/epay-result",
    };
    await call("POST", "/api/Order/checkout-without-login", {
      ...json({ ...checkout, VoucherCode: "HETHAN2023", IdempotencyKey: "openapi-test-key-epay-0000" }),
      status: 400,
    });
    const placed = await call("POST", "/api/Order/checkout-without-login", { ...json(checkout), status: 200 });
    const model = placed.json().data as { gatewayUrl: string; fields: Record<string, string | number> };
    expect(placed.json().successMessage).toMatch(/ePay/);

    // The shopper on the sandbox page (the storefront's form post), then back with the callback.
    const form = (fields: Record<string, string | number>) => ({
      payload: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    const initPath = new URL(model.gatewayUrl).pathname;
    const page = await call("POST", initPath, { ...form(model.fields), status: 200 });
    expect(page.body).toContain("Hủy thanh toán");
    await call("POST", initPath, { ...form({ ...model.fields, merchantToken: "0".repeat(64) }), status: 400 });
    const payload = new URLSearchParams(Object.entries(model.fields).map(([k, v]) => [k, String(v)])).toString();
    await call("POST", "/pg_was/order/pay.do", { ...form({ payload, choice: "maybe" }), status: 400 });
    const back = await call("POST", "/pg_was/order/pay.do", { ...form({ payload, choice: "pay", simulate: "00_000" }), status: 302 });
    const returned = new URL(String(back.headers.location));

    const verified = await call("GET", `/api/Payment/epay-result${returned.search}`, { status: 200 });
    expect(verified.json().data).toMatchObject({ status: "paid", isPaid: true });
    const tampered = new URLSearchParams(returned.search);
    tampered.set("amount", "1000");
    await call("GET", `/api/Payment/epay-result?${tampered}`, { status: 400 });
    const ghost = {
      resultCd: "00_000",
      timeStamp: "20261122003105",
      merTrxId: "DH000000-000000_20261122003000",
      trxId: "EPAY000001DC1",
      merId: config.EPAY_MER_ID,
      amount: "1000",
    };
    await call(
      "GET",
      `/api/Payment/epay-result?${new URLSearchParams({ ...ghost, merchantToken: epayResultToken(ghost, config.EPAY_ENCODE_KEY) })}`,
      { status: 404 },
    );

    // The IPN (the sandbox's came first): a repeat is acknowledged, a forged one refused.
    const ipnBody = { ...Object.fromEntries(returned.searchParams), merId: config.EPAY_MER_ID };
    expect((await call("POST", "/api/Payment/epay-ipn", { ...json(ipnBody), status: 200 })).json()).toEqual({
      resultCd: "00_000",
      resultMsg: "SUCCESS",
    });
    expect((await call("POST", "/api/Payment/epay-ipn", { ...json({ ...ipnBody, amount: "1" }), status: 200 })).json().resultCd).toBe(
      "01_001",
    );
    await call("POST", "/api/Payment/epay-ipn", {
      payload: "{khong phai JSON",
      headers: { "content-type": "application/json" },
      status: 400,
    });
    await call("POST", "/api/Payment/epay-ipn", { payload: "<ipn/>", headers: { "content-type": "application/xml" }, status: 415 });

    const order = app.deps.db
      .select()
      .from(orders)
      .where(eq(orders.code, String(model.fields.invoiceNo)))
      .get()!;
    const read = await call("GET", `/api/Order/order-without-login/${order.id}`, {
      headers: { "x-order-key": checkout.IdempotencyKey },
      status: 200,
    });
    expect(read.json().data).toMatchObject({ status: "paid", voucherCode: "GIAM10", couponCode: "SINHVIEN5", affiliateCode: "CTV2024" });
  });

  it("matches what the authentication, user and account cart handlers answer", async () => {
    const withHeaders = (body: unknown, headers: Record<string, string>) => ({
      payload: body,
      headers: { "content-type": "application/json", ...headers },
    });
    const auth = (token: string) => ({ authorization: `Bearer ${token}` });

    // Sign-in.
    const signedIn = await call("POST", "/api/Authentication/Login", {
      ...json({ Email: "khachhang@example.com", Password: "MatKhau@123", remember: true }),
      status: 200,
    });
    const lan = signedIn.json().data.token as string;
    await call("POST", "/api/Authentication/Login", { ...json({ Email: "khachhang@example.com", Password: "khong-dung" }), status: 401 });
    await call("POST", "/api/Authentication/Login", {
      ...json({ Email: "chuakichhoat@example.com", Password: "MatKhau@123" }),
      status: 403,
    });
    await call("POST", "/api/Authentication/Login", { ...json({ Password: "x" }), status: 400 });
    const idToken = await google.issuer.buildToken({
      scopesOrTransform: (_header, payload) =>
        Object.assign(payload, {
          sub: "google-openapi-1",
          aud: GOOGLE_CLIENT_ID,
          email: "openapi.google@gmail.com",
          email_verified: true,
          name: "Hoàng Google",
        }),
    });
    const googleUser = (await call("POST", "/api/Authentication/SocialLoginGG", { ...json({ id_token: idToken }), status: 200 })).json()
      .data.token as string;
    await call("POST", "/api/Authentication/SocialLoginGG", { ...json({ id_token: "khong.phai.token" }), status: 401 });
    await call("POST", "/api/Authentication/SocialLoginGG", { ...json({}), status: 400 });
    // Logout ends the session (and every other one of the account).
    const leavingIdToken = await google.issuer.buildToken({
      scopesOrTransform: (_header, payload) =>
        Object.assign(payload, {
          sub: "google-openapi-2",
          aud: GOOGLE_CLIENT_ID,
          email: "openapi.logout@gmail.com",
          email_verified: true,
          name: "Đăng Xuất",
        }),
    });
    const leaving = (
      await app.inject({ method: "POST", url: "/api/Authentication/SocialLoginGG", payload: { id_token: leavingIdToken } })
    ).json().data.token as string;
    await call("POST", "/api/Auth/Logout", { headers: auth(leaving), status: 200 });
    await call("POST", "/api/Auth/Logout", { headers: auth(leaving), status: 401 });
    // The login throttle: the 11th failure for one e-mail from one address.
    for (let i = 0; i < 9; i++)
      await app.inject({
        method: "POST",
        url: "/api/Authentication/Login",
        payload: { Email: "openapi.logout@gmail.com", Password: "khong-dung" },
      });
    await call("POST", "/api/Authentication/Login", {
      ...json({ Email: "openapi.logout@gmail.com", Password: "khong-dung" }),
      status: 401,
    });
    const throttled = await call("POST", "/api/Authentication/Login", {
      ...json({ Email: "openapi.logout@gmail.com", Password: "khong-dung" }),
      status: 429,
    });
    expect(Number(throttled.headers["retry-after"])).toBeGreaterThan(0);

    // Registration: register → code → activate → step 2.
    const email = "openapi.dangky@example.vn";
    const registration = {
      Email: email,
      Phone: "0912345678",
      Name: "Đặng Ký",
      Password: "MatKhau@2026",
      Address: "1 Đại Cồ Việt",
      WardId: 100_166,
      Birthday: "1990-01-01",
    };
    const reg = (await call("POST", "/api/User/Register-client", { ...json(registration), status: 200 })).json().data as {
      userId: number;
      token: string;
    };
    await call("POST", "/api/User/Register-client", { ...json({ ...registration, Email: "khachhang@example.com" }), status: 409 });
    await call("POST", "/api/User/Register-client", { ...json({ ...registration, Email: "chuakichhoat@example.com" }), status: 409 });
    await call("POST", "/api/User/Register-client", { ...json({ ...registration, Name: "Lan\u202Egnuyen" }), status: 400 });
    await call("POST", "/api/User/ResendCode", { ...json({ token: reg.token, securityCode: "", email }), status: 429 });
    offsetMs += 61_000;
    await call("POST", "/api/User/ResendCode", { ...json({ token: reg.token, securityCode: "", email }), status: 200 });
    const code = (await readOutbox(outbox, email))[0]!.code!;
    await call("POST", "/api/User/ActiveAccount", {
      ...json({ token: reg.token, securityCode: code === "000000" ? "000001" : "000000", email }),
      status: 400,
    });
    await call("POST", "/api/User/ActiveAccount", { ...json({ token: reg.token, securityCode: code, email }), status: 200 });
    await call("POST", "/api/User/ResendCode", { ...json({ token: reg.token, email }), status: 400 });
    const step2 = { Address: "Số 5, ngõ 10 Tôn Thất Tùng", WardId: 100_166, Birthday: "15/08/2001", Phone: "0387654321", Name: "Đặng Ký" };
    await call("PATCH", `/api/User/UpdateUser/${reg.userId}`, {
      ...withHeaders(step2, { "x-registration-token": reg.token }),
      status: 200,
    });
    await call("PATCH", `/api/User/UpdateUser/${reg.userId}`, { ...json(step2), status: 401 });
    await call("PATCH", `/api/User/UpdateUser/${reg.userId}`, { ...withHeaders(step2, auth(lan)), status: 403 });
    await call("PATCH", "/api/User/UpdateUser/2", { ...withHeaders({ Birthday: "31/02/2000" }, auth(lan)), status: 400 });
    await call("GET", "/api/User/UserApp", { headers: auth(lan), status: 200 });
    await call("GET", "/api/User/UserApp", { status: 401 });

    // Re-activation, and a code killed by 5 wrong attempts.
    await call("POST", "/api/User/re-active", { ...json({ Email: "chuakichhoat@example.com", Password: "khong-dung" }), status: 401 });
    await call("POST", "/api/User/re-active", { ...json({ Email: "khachhang@example.com", Password: "MatKhau@123" }), status: 400 });
    const again = (
      await call("POST", "/api/User/re-active", { ...json({ Email: "chuakichhoat@example.com", Password: "MatKhau@123" }), status: 200 })
    ).json().data;
    const inactiveCode = (await readOutbox(outbox, "chuakichhoat@example.com"))[0]!.code!;
    const wrong = inactiveCode === "999999" ? "999998" : "999999";
    for (let i = 0; i < 5; i++)
      await app.inject({
        method: "POST",
        url: "/api/User/ActiveAccount",
        payload: { token: again.token, securityCode: wrong, email: "chuakichhoat@example.com" },
      });
    await call("POST", "/api/User/ActiveAccount", {
      ...json({ token: again.token, securityCode: inactiveCode, email: "chuakichhoat@example.com" }),
      status: 429,
    });

    // Forgotten password of the new account.
    await call("POST", "/api/User/SendSecurityCode", { ...json({ Email: email }), status: 200 });
    await call("POST", "/api/User/SendSecurityCode", { ...json({ Email: "khong-phai-email" }), status: 400 });
    const resetCode = (await readOutbox(outbox, email)).find((m) => m.purpose === "reset")!.code!;
    await call("POST", "/api/User/ValidateSecurityCode", { ...json({ Email: email, SecurityCode: resetCode }), status: 200 });
    await call("POST", "/api/User/ValidateSecurityCode", { ...json({ Email: email, SecurityCode: "12" }), status: 400 });
    await call("PATCH", "/api/User/ChangePasswordNoAuth", {
      ...json({ Email: email, SecurityCode: resetCode, NewPassword: "MatKhauMoi@2026" }),
      status: 200,
    });
    await call("PATCH", "/api/User/ChangePasswordNoAuth", {
      ...json({ Email: email, SecurityCode: resetCode, NewPassword: "MatKhauMoi@2027" }),
      status: 400,
    });

    // The account cart.
    const db = app.deps.db;
    const book = db
      .select()
      .from(products)
      .where(eq(products.isDigital, false))
      .all()
      .find((p) => p.stock > 5 && p.stock < 60)!;
    await call("GET", "/api/Order", { status: 401 });
    await call("GET", "/api/Order", { headers: auth(lan), status: 200 });
    const added = await call("POST", "/api/Order/add-product", {
      ...withHeaders({ ProductSaleId: book.id, Quantity: 2 }, auth(lan)),
      status: 200,
    });
    await call("POST", "/api/Order/add-product", { ...withHeaders({ ProductSaleId: book.id, Quantity: 99 }, auth(lan)), status: 400 });
    await call("POST", "/api/Order/add-product", {
      ...withHeaders({ ProductSaleId: SEED_FACTS.outOfStockProductId, Quantity: 1 }, auth(lan)),
      status: 400,
    });
    await call("POST", "/api/Order/add-product", { ...withHeaders({ ProductSaleId: 999_999, Quantity: 1 }, auth(lan)), status: 404 });
    const lineId = added.json().data.cartDetails[0].cartDetailId as number;
    await call("PATCH", `/api/Order/cartDetails/${lineId}`, { ...withHeaders({ Quantity: 3 }, auth(lan)), status: 200 });
    await call("PATCH", `/api/Order/cartDetails/${lineId}`, { ...withHeaders({ Quantity: 0 }, auth(lan)), status: 400 });
    await call("PATCH", `/api/Order/cartDetails/${lineId}`, { ...withHeaders({ Quantity: 1 }, auth(googleUser)), status: 404 });
    const digital = (
      await call("POST", "/api/Order/add-product", {
        ...withHeaders({ ProductSaleId: SEED_FACTS.digitalProductId, Quantity: 1 }, auth(lan)),
        status: 200,
      })
    ).json().data;
    const digitalLine = digital.cartDetails.find((l: { productSaleId: number }) => l.productSaleId === SEED_FACTS.digitalProductId)
      .cartDetailId as number;
    await call("DELETE", `/api/Order/cartDetails/${digitalLine}`, { headers: auth(lan), status: 200 });
    await call("DELETE", `/api/Order/cartDetails/${digitalLine}`, { headers: auth(lan), status: 404 });
    await call("DELETE", "/api/Order/cartDetails/abc", { headers: auth(lan), status: 400 });
    await call("GET", "/api/Order/CheckInventory", { headers: auth(lan), status: 200 });
    await call("GET", "/api/Order/CheckInventory", { headers: auth(googleUser), status: 400 });
    db.update(products).set({ stock: 1 }).where(eq(products.id, book.id)).run();
    await call("GET", "/api/Order", { headers: auth(lan), status: 200 }); // a line with a problem
    await call("GET", "/api/Order/CheckInventory", { headers: auth(lan), status: 409 });
    db.update(products).set({ stock: book.stock }).where(eq(products.id, book.id)).run();
    const contact = {
      Name: "Nguyễn Thị Lan",
      Phone: "0912345678",
      Email: "khachhang@example.com",
      Address: "Số 12, ngõ 165 Cầu Giấy",
      WardId: 100_166,
    };
    await call("PATCH", "/api/Order/Address", { ...withHeaders({ ...contact, WardId: null }, auth(lan)), status: 400 });
    await call("PATCH", "/api/Order/Address", { ...withHeaders(contact, auth(lan)), status: 200 });
    const checkout = {
      PaymentMethod: "VNPay",
      IdempotencyKey: "openapi-account-key-0001",
      ReturnUrl: "http://127.0.0.1:3000/thanh-toan/vnpay-return",
      IpAddr: "203.113.148.21",
    };

    // Codes on the account cart (added, shown, refused, removed before the checkout below).
    await call("POST", "/api/Order/add-voucher", { ...withHeaders({ VoucherCode: "GIAM10" }, {}), status: 401 });
    await call("POST", "/api/Order/add-voucher", { ...withHeaders({ VoucherCode: "HETHAN2023" }, auth(lan)), status: 400 });
    await call("POST", "/api/Order/add-voucher", { ...withHeaders({ VoucherCode: "giam10" }, auth(lan)), status: 200 });
    await call("POST", "/api/Order/add-promotion-coupon", { ...withHeaders({ CouponCode: "DAHETLUOT" }, auth(lan)), status: 400 });
    await call("POST", "/api/Order/add-promotion-coupon", { ...withHeaders({ CouponCode: "EBOOK20" }, auth(lan)), status: 400 });
    await call("POST", "/api/Order/add-affiliate?affiliateCode=CTV2019", { headers: auth(lan), status: 400 });
    await call("POST", "/api/Order/add-affiliate?affiliateCode=ctv2024", { headers: auth(lan), status: 200 });
    const withCodes = (await call("GET", "/api/Order", { headers: auth(lan), status: 200 })).json().data;
    expect(withCodes).toMatchObject({ voucher: { code: "GIAM10" }, affiliateCode: "CTV2024" });
    // A code that no longer applies (the cart below the minimum): listed, and CheckOut refuses it.
    db.update(products).set({ salePrice: 1_000 }).where(eq(products.id, book.id)).run();
    expect((await call("GET", "/api/Order", { headers: auth(lan), status: 200 })).json().data.codeProblems).toHaveLength(1);
    await call("POST", "/api/Order/CheckOut", {
      ...withHeaders({ ...checkout, IdempotencyKey: "openapi-account-key-0000" }, auth(lan)),
      status: 400,
    });
    db.update(products).set({ salePrice: book.salePrice }).where(eq(products.id, book.id)).run();
    await call("DELETE", "/api/Order/del-voucher", { headers: auth(lan), status: 200 });
    await call("DELETE", "/api/Order/del-voucher", { status: 401 });
    await call("POST", "/api/Order/add-promotion-coupon", { ...withHeaders({ CouponCode: "SINHVIEN5" }, auth(lan)), status: 200 });
    await call("DELETE", "/api/Order/del-promotion-coupon", { headers: auth(lan), status: 200 });
    await call("DELETE", "/api/Order/remove-affiliate", { headers: auth(lan), status: 200 });
    await call("DELETE", "/api/Order/remove-affiliate", { status: 401 });
    await call("DELETE", "/api/Order/del-promotion-coupon", { status: 401 });
    await call("POST", "/api/Order/add-affiliate?affiliateCode=CTV2024", { status: 401 });
    await call("POST", "/api/Order/add-promotion-coupon", { ...withHeaders({ CouponCode: "SINHVIEN5" }, {}), status: 401 });
    await call("POST", "/api/Order/CheckOut", { ...withHeaders(checkout, auth(googleUser)), status: 400 }); // empty cart
    const placed = await call("POST", "/api/Order/CheckOut", { ...withHeaders(checkout, auth(lan)), status: 200 });
    await call("POST", "/api/Order/CheckOut", { ...withHeaders(checkout, auth(googleUser)), status: 409 });
    const paymentUrl = new URL(placed.json().data as string);
    const form = {
      payload: new URLSearchParams({ payload: paymentUrl.search.slice(1), choice: "pay", simulate: "00" }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    };
    expect((await app.inject({ method: "POST", url: paymentUrl.pathname, ...form })).statusCode).toBe(302);
    const cart = (await call("GET", "/api/Order", { headers: auth(lan), status: 200 })).json().data;
    expect(cart.cartDetails).toEqual([]); // paid (the sandbox's IPN came first): the ordered lines left the cart
    const { id: orderId } = db.$client.prepare("SELECT id FROM orders WHERE code = ?").get(paymentUrl.searchParams.get("vnp_TxnRef")) as {
      id: number;
    };
    const read = await call("GET", `/api/Order/${orderId}`, { headers: auth(lan), status: 200 });
    expect(read.json().data.status).toBe("paid");
    await call("POST", "/api/Order/CheckOut", { ...withHeaders(checkout, auth(lan)), status: 409 });
    await call("GET", `/api/Order/${orderId}`, { headers: auth(googleUser), status: 404 });
    await call("GET", "/api/Order/abc", { headers: auth(lan), status: 400 });
  });

  it("matches what the home content, news, feedback, flash sale, landing page, short link and content page handlers answer", async () => {
    for (const block of ["SelectionBlock", "Libraries", "News", "TextbookBlock", "LogoPartner", "Logo"])
      await call("GET", `/api/HomePage/${block}`, { status: 200 });
    expect(
      (await call("GET", `/api/ProductPage/CourseInProductSale/${CONTENT_FACTS.productWithCoursesId}`, { status: 200 })).json().data.length,
    ).toBeGreaterThan(0);
    expect(
      (await call("GET", `/api/ProductPage/CourseInProductSale/${CONTENT_FACTS.productWithoutCoursesId}`, { status: 200 })).json().data,
    ).toEqual([]);
    await call("GET", "/api/ProductPage/CourseInProductSale/999999", { status: 404 });
    await call("GET", "/api/ProductPage/CourseInProductSale/abc", { status: 400 });

    await call("GET", "/api/News", { status: 200 });
    await call(
      "GET",
      `/api/News?page=2&pageSize=50&tag=${CONTENT_FACTS.newsTagSlug}&searchContent=${encodeURIComponent(CONTENT_FACTS.newsSearchTerm)}`,
      { status: 200 },
    );
    await call("GET", "/api/News?tag=khong-co-the-nay", { status: 200 });
    await call("GET", "/api/News?page=0", { status: 400 });
    await call("GET", "/api/News?page=abc", { status: 400 });
    await call("GET", "/api/News?pageSize=51", { status: 400 });
    await call("GET", "/api/News/Tag", { status: 200 });
    await call("GET", `/api/News/NewsUrl/${CONTENT_FACTS.newsSlug}`, { status: 200 });
    await call("GET", `/api/News/NewsUrl/${CONTENT_FACTS.unsafeNewsSlug}`, { status: 200 });
    await call("GET", "/api/News/NewsUrl/khong-co-bai-nay", { status: 404 });
    await call("GET", "/api/News/NewsUrl/a%20b", { status: 400 });
    await call("GET", "/api/News/GetNewNews/5", { status: 200 });
    await call("GET", "/api/News/GetNewNews/21", { status: 400 });
    await call("GET", "/api/News/GetNewNews/abc", { status: 400 });
    await call("GET", `/api/News/GetRelatedNews/${CONTENT_FACTS.newsSlug}`, { status: 200 });
    await call("GET", `/api/News/GetRelatedNews/${CONTENT_FACTS.newsId}`, { status: 200 });
    await call("GET", "/api/News/GetRelatedNews/khong-co-bai-nay", { status: 404 });
    await call("GET", "/api/News/GetRelatedNews/a%20b", { status: 400 });

    await call("GET", "/api/Library", { status: 200 });
    await call("GET", `/api/Library?page=2&pageSize=60&searchContent=${encodeURIComponent(CONTENT_FACTS.librarySearchTerm)}`, {
      status: 200,
    });
    await call("GET", "/api/Library?pageSize=60", { status: 200 }); // with a course no product sells (productId null)
    await call("GET", "/api/Library?page=0", { status: 400 });
    await call("GET", "/api/Library?pageSize=61", { status: 400 });
    await call("GET", "/api/Library/CourseDetail/2", { status: 200 });
    await call("GET", "/api/Library/CourseDetail/9999", { status: 404 });
    await call("GET", "/api/Library/CourseDetail/abc", { status: 400 });

    await call("GET", "/api/Feedback", { status: 200 });
    await call("GET", "/api/Feedback?page=2&pageSize=50&rating=1", { status: 200 });
    await call("GET", "/api/Feedback?page=-1", { status: 400 });
    await call("GET", `/api/Feedback/${CONTENT_FACTS.reviewedProductId}`, { status: 200 });
    await call("GET", `/api/Feedback/${CONTENT_FACTS.unreviewedProductId}?rating=5`, { status: 200 });
    await call("GET", `/api/Feedback/${CONTENT_FACTS.reviewedProductId}?page=1000000000`, { status: 400 });
    await call("GET", "/api/Feedback/abc", { status: 400 });
    await call("GET", "/api/Feedback/999999", { status: 404 });

    expect((await call("GET", "/api/FlashSale", { status: 200 })).json().data.items.length).toBeGreaterThan(0);

    await call("GET", `/api/LandingPages/${CONTENT_FACTS.landingPageId}`, { status: 200 });
    await call("GET", "/api/LandingPages/999", { status: 404 });
    await call("GET", "/api/LandingPages/abc", { status: 400 });
    expect(
      (await call("POST", "/api/Redirect/Check-url", { ...json({ Url: CONTENT_FACTS.shortLink.url }), status: 200 })).json().data,
    ).toEqual({ target: CONTENT_FACTS.shortLink.target });
    await call("POST", "/api/Redirect/Check-url", { ...json({ Url: "/h/khong-co" }), status: 404 });
    await call("POST", "/api/Redirect/Check-url", { ...json({ Url: "/san-pham/12" }), status: 404 });
    await call("POST", "/api/Redirect/Check-url", { ...json({}), status: 400 });
    await call("POST", "/api/Redirect/Check-url", { ...json({ Url: 12 }), status: 400 });
    await call("POST", "/api/Redirect/Check-url", {
      payload: "<Url>/h/1</Url>",
      headers: { "content-type": "application/xml" },
      status: 415,
    });
    await call("POST", "/api/Redirect/Check-url", {
      payload: JSON.stringify({ Url: "x".repeat(300 * 1024) }),
      headers: { "content-type": "application/json" },
      status: 413,
    });
    await call("GET", `/api/Pages/${CONTENT_FACTS.aboutPageSlug}`, { status: 200 });
    await call("GET", `/api/Pages/${CONTENT_FACTS.genericPageId}`, { status: 200 });
    await call("GET", "/api/Pages/khong-co-trang-nay", { status: 404 });
    await call("GET", "/api/Pages/a_b", { status: 400 });

    // The content pictures the answers above point to.
    const article = (await app.inject({ url: `/api/News/NewsUrl/${CONTENT_FACTS.newsSlug}` })).json().data as {
      id: number;
      image: string;
      thumbImage: string;
    };
    const lead = await call("GET", article.image, { status: 200 });
    await call("GET", article.image, { headers: { "if-none-match": String(lead.headers.etag) }, status: 304 });
    await call("GET", article.thumbImage, { status: 200 });
    await call("GET", `/media/news/tin-${article.id}-hinh-1.svg`, { status: 200 });
    await call("GET", "/media/news/tin-999999.svg", { status: 404 });
    await call("GET", "/media/news/thumb-tin-1-hinh-1.svg", { status: 404 });
    const first = async (url: string, key: string) => ((await app.inject({ url })).json().data[0] as Record<string, string>)[key]!;
    await call("GET", await first("/api/HomePage/SelectionBlock", "image"), { status: 200 });
    await call("GET", "/media/collections/khong-co.svg", { status: 404 });
    await call("GET", await first("/api/HomePage/Libraries", "image"), { status: 200 });
    await call("GET", "/media/courses/khong-co.svg", { status: 404 });
    await call("GET", await first("/api/HomePage/LogoPartner", "image"), { status: 200 });
    await call("GET", "/media/partners/khong-co.svg", { status: 404 });
    for (const logo of (await app.inject({ url: "/api/HomePage/Logo" })).json().data as { originalSizeURL: string }[])
      await call("GET", logo.originalSizeURL, { status: 200 });
    await call("GET", "/media/logos/khong-co.svg", { status: 404 });
    await call("GET", (await app.inject({ url: "/api/LandingPages/1" })).json().data.heroImage, { status: 200 });
    await call("GET", "/media/landing/khong-co.svg", { status: 404 });
  });

  it("matches what the customer's order handlers answer", async () => {
    const bearer = { authorization: `Bearer ${await t.login("khachhang@example.com", "MatKhau@123")}` };
    const other = { authorization: `Bearer ${await t.login("congtacvien@example.com", "CongTacVien@123")}` };
    const body = (payload: unknown) => ({ payload, headers: { ...bearer, "content-type": "application/json" } });
    await call("GET", "/api/User/orders", { status: 401 });
    await call("GET", "/api/User/orders?status=paid&from=2020-01-01&to=2030-12-31&q=DH", { headers: bearer, status: 200 });
    await call("GET", "/api/User/orders?page=0", { headers: bearer, status: 400 });
    await call("GET", "/api/User/orders/1", { headers: bearer, status: 200 });
    await call("GET", "/api/User/orders/4", { headers: bearer, status: 200 });
    await call("GET", "/api/User/orders/1", { headers: other, status: 404 });
    await call("GET", "/api/User/orders/abc", { headers: bearer, status: 400 });
    await call("POST", "/api/User/orders/6/repay", {
      ...body({ ReturnUrl: "http://127.0.0.1:3000/thanh-toan/vnpay-return" }),
      status: 200,
    });
    await call("POST", "/api/User/orders/1/repay", {
      ...body({ ReturnUrl: "http://127.0.0.1:3000/thanh-toan/vnpay-return" }),
      status: 409,
    });
    await call("POST", "/api/User/orders/1/repay", { ...body({ ReturnUrl: "nope" }), status: 400 });
    await call("PATCH", "/api/User/CancelOrder", { ...body({ OrderId: 1 }), status: 409 });
    await call("PATCH", "/api/User/CancelOrder", { ...body({ OrderId: 999999 }), status: 404 });
    await call("PATCH", "/api/User/CancelOrder", { ...body({ OrderId: "x" }), status: 400 });
    await call("PATCH", "/api/User/CancelOrder", { ...body({ OrderId: 6, Reason: "Đổi ý" }), status: 200 });
  });

  // VAT invoices (ADR 0025): a checkout asking for one, the S-Invoice sandbox issuing it, the PDF.
  it("matches what the VAT invoice, S-Invoice sandbox and invoice PDF handlers answer", async () => {
    const bearer = { authorization: `Bearer ${await t.login("khachhang@example.com", "MatKhau@123")}` };
    const other = { authorization: `Bearer ${await t.login("congtacvien@example.com", "CongTacVien@123")}` };
    const body = (payload: unknown) => ({ payload, headers: { ...bearer, "content-type": "application/json" } });
    const invoice = { BuyerName: "Công ty TNHH Sách Việt", TaxCode: "0100109106", Address: "Hà Nội", Email: "ketoan@example.com" };
    await call("POST", "/api/Order/add-product", { ...body({ ProductSaleId: 2, Quantity: 1 }), status: 200 });
    await call("POST", "/api/Order/CheckOut", {
      ...body({
        PaymentMethod: "VNPay",
        IdempotencyKey: "openapi-invoice-key-0001",
        ReturnUrl: "http://127.0.0.1:3000/r",
        Invoice: { ...invoice, TaxCode: "0100109107" },
      }),
      status: 400,
    });
    const placed = await call("POST", "/api/Order/CheckOut", {
      ...body({
        PaymentMethod: "VNPay",
        IdempotencyKey: "openapi-invoice-key-0002",
        ReturnUrl: "http://127.0.0.1:3000/r",
        Invoice: invoice,
      }),
      status: 200,
    });
    const code = new URL(placed.json().data as string).searchParams.get("vnp_TxnRef")!;
    const order = t.db.select().from(orders).where(eq(orders.code, code)).get()!;
    await call("GET", `/api/User/orders/${order.id}/invoice`, { headers: bearer, status: 404 });
    expect(t.db.transaction((tx) => markOrderPaid(tx, order.id))).toBe(true);

    const sandboxPath = `/sandbox/sinvoice/InvoiceAPI/InvoiceWS/createInvoice/${t.config.SELLER_TAX_CODE}`;
    const basic = `Basic ${Buffer.from(`${t.config.SINVOICE_USERNAME}:${t.config.SINVOICE_PASSWORD}`).toString("base64")}`;
    // The issuer's client, over the sandbox through `call` (the app does not listen here).
    const sinvoice: SinvoiceClient = {
      async createInvoice(request) {
        const res = await call("POST", sandboxPath, {
          payload: request,
          headers: { authorization: basic, "content-type": "application/json" },
          status: 200,
        });
        const r = res.json().result as { invoiceNo: string; reservationCode: string; transactionID: string };
        return { ok: true, invoiceNo: r.invoiceNo, reservationCode: r.reservationCode, transactionId: r.transactionID };
      },
    };
    expect(
      await issueDueInvoices(
        { db: t.db, config: t.config, mailer: { send: async () => {} }, clock: () => new Date(), sinvoice },
        { error: () => {} },
      ),
    ).toBe(1);
    await call("POST", sandboxPath, {
      payload: { nope: 1 },
      headers: { authorization: basic, "content-type": "application/json" },
      status: 400,
    });
    await call("POST", sandboxPath, {
      payload: {},
      headers: { authorization: "Basic eDp5", "content-type": "application/json" },
      status: 401,
    });

    await call("GET", `/api/User/orders/${order.id}`, { headers: bearer, status: 200 });
    const pdf = await call("GET", `/api/User/orders/${order.id}/invoice`, { headers: bearer, status: 200 });
    expect(pdf.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    await call("GET", `/api/User/orders/${order.id}/invoice`, { headers: other, status: 404 });
    await call("GET", `/api/User/orders/${order.id}/invoice`, { status: 401 });
    await call("GET", "/api/User/orders/abc/invoice", { headers: bearer, status: 400 });
  });

  // The customer's ebooks.
  it("matches what the ebook handlers answer", async () => {
    const login = await app.inject({
      method: "POST",
      url: "/api/Authentication/Login",
      payload: { Email: "congtacvien@example.com", Password: "CongTacVien@123" },
    });
    const token = login.json().data.token as string;
    const bearer = { authorization: `Bearer ${token}` };
    const ebook = SEED_FACTS.digitalProductId;
    await app.inject({ method: "POST", url: "/api/Order/add-product", headers: bearer, payload: { ProductSaleId: ebook, Quantity: 1 } });
    const placed = await app.inject({
      method: "POST",
      url: "/api/Order/CheckOut",
      headers: bearer,
      payload: { PaymentMethod: "VNPay", IdempotencyKey: "openapi-ebook-key-0001", ReturnUrl: "http://127.0.0.1:3000/r" },
    });
    const code = new URL(placed.json().data as string).searchParams.get("vnp_TxnRef")!;
    const order = t.db.select().from(orders).where(eq(orders.code, code)).get()!;
    expect(t.db.transaction((tx) => markOrderPaid(tx, order.id))).toBe(true);

    await call("GET", "/api/UserDigitalProduct", { headers: bearer, status: 200 });
    await call("GET", "/api/UserDigitalProduct?page=0", { headers: bearer, status: 400 });
    await call("GET", "/api/UserDigitalProduct", { status: 401 });
    await call("GET", `/api/UserDigitalProduct/${ebook}`, { headers: bearer, status: 200 });
    await call("GET", "/api/UserDigitalProduct/99999999", { headers: bearer, status: 404 });
    await call("GET", "/api/UserDigitalProduct/abc", { headers: bearer, status: 400 });
    await call("GET", `/api/UserDigitalProduct/${ebook}`, { status: 401 });
    const file = await call("GET", `/api/UserDigitalProduct/${ebook}/file`, { headers: bearer, status: 200 });
    await call("GET", `/api/UserDigitalProduct/${ebook}/file?inline=1`, { headers: { ...bearer, range: "bytes=0-99" }, status: 206 });
    await call("GET", `/api/UserDigitalProduct/${ebook}/file`, { headers: { ...bearer, range: "bytes=999999999-" }, status: 416 });
    await call("GET", `/api/UserDigitalProduct/${ebook}/file`, {
      headers: { ...bearer, "if-none-match": String(file.headers.etag) },
      status: 304,
    });
    await call("GET", `/api/UserDigitalProduct/99999999/file`, { headers: bearer, status: 404 });
    await call("GET", `/api/UserDigitalProduct/0/file`, { headers: bearer, status: 400 });
    await call("GET", `/api/UserDigitalProduct/${ebook}/file`, { status: 401 });
  });

  // The learner's courses.
  it("matches what the learner's course handlers answer", async () => {
    const signIn = async (email: string, password: string) => {
      const login = await app.inject({ method: "POST", url: "/api/Authentication/Login", payload: { Email: email, Password: password } });
      return { authorization: `Bearer ${login.json().data.token as string}` };
    };
    const lan = await signIn("khachhang@example.com", "MatKhau@123");
    const tuan = await signIn("congtacvien@example.com", "CongTacVien@123");
    await call("GET", "/api/UserCourse", { headers: lan, status: 200 });
    await call("GET", "/api/UserCourse?page=0", { headers: lan, status: 400 });
    await call("GET", "/api/UserCourse", { status: 401 });
    await call("GET", "/api/UserCourse/CourseDetail/1", { headers: lan, status: 200 });
    await call("GET", "/api/UserCourse/CourseDetail/1", { headers: tuan, status: 403 });
    await call("GET", "/api/UserCourse/CourseDetail/99999999", { headers: lan, status: 404 });
    await call("GET", "/api/UserCourse/CourseDetail/abc", { headers: lan, status: 400 });
    await call("GET", "/api/UserCourse/CourseDetail/1", { status: 401 });
    await call("GET", "/api/UserCourse/LessonDetail/2?courseId=1", { headers: lan, status: 200 });
    await call("GET", "/api/UserCourse/LessonDetail/3", { headers: tuan, status: 403 });
    await call("GET", "/api/UserCourse/LessonDetail/99999999", { headers: lan, status: 404 });
    await call("GET", "/api/UserCourse/LessonDetail/0", { headers: lan, status: 400 });
    await call("GET", "/api/UserCourse/LessonDetail/2", { status: 401 });
    await call("POST", "/api/UserCourse/LessonProgress/2", {
      ...json({ completed: true }),
      headers: { ...lan, "content-type": "application/json" },
      status: 200,
    });
    await call("POST", "/api/UserCourse/LessonProgress/2", {
      payload: { completed: "x" },
      headers: { ...lan, "content-type": "application/json" },
      status: 400,
    });
    await call("POST", "/api/UserCourse/LessonProgress/3", {
      payload: { completed: true },
      headers: { ...tuan, "content-type": "application/json" },
      status: 403,
    });
    await call("POST", "/api/UserCourse/LessonProgress/99999999", {
      payload: { completed: true },
      headers: { ...lan, "content-type": "application/json" },
      status: 404,
    });
    await call("POST", "/api/UserCourse/LessonProgress/2", { payload: { completed: true }, status: 401 });
  });

  // Reviews and the affiliate dashboard.
  it("matches what the review and affiliate dashboard handlers answer", async () => {
    const json2 = (body: unknown, token: string) => ({
      payload: body,
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    });
    const login = await app.inject({
      method: "POST",
      url: "/api/Authentication/Login",
      payload: { Email: "congtacvien@example.com", Password: "CongTacVien@123" },
    });
    const tuan = login.json().data.token as string;
    const auth = { authorization: `Bearer ${tuan}` };
    const product = t.db.select().from(products).where(eq(products.isDigital, true)).get()!;
    const { order } = createOrder(t.db, {
      lines: [{ productSaleId: product.id, quantity: 1 }],
      name: "Lê Minh Tuấn",
      phone: "0903456789",
      email: "congtacvien@example.com",
      address: "",
      wardId: null,
      paymentMethod: "VNPay",
      idempotencyKey: "openapi-review-order-key-0001",
      userId: 3,
      ttlMinutes: 15,
    });
    t.db.transaction((tx) => markOrderPaid(tx, order.id));

    await call("GET", "/api/Feedback/reviewable", { headers: auth, status: 200 });
    await call("GET", "/api/Feedback/reviewable?page=0", { headers: auth, status: 400 });
    await call("GET", "/api/Feedback/reviewable", { status: 401 });
    const body = { ProductSaleId: product.id, Rating: 5, Title: "Rất hữu ích", Content: "Giải thích <b>dễ hiểu</b>." };
    await call("POST", "/api/Feedback", { ...json2({ ...body, ProductSaleId: 999_999 }, tuan), status: 403 });
    await call("POST", "/api/Feedback", { ...json2({ ...body, Rating: 6 }, tuan), status: 400 });
    await call("POST", "/api/Feedback", { ...json({ ...body }), status: 401 });
    const created = await call("POST", "/api/Feedback", { ...json2(body, tuan), status: 201 });
    const id = created.json().data.id as number;
    await call("POST", "/api/Feedback", { ...json2(body, tuan), status: 409 });
    await call("GET", "/api/Feedback", { headers: auth, status: 200 });
    await call("GET", "/api/Feedback", { headers: { authorization: "Bearer khong.hop.le" }, status: 401 });
    await call("PUT", `/api/Feedback/${id}`, { ...json2({ Rating: 3, Title: "Tạm", Content: "Được." }, tuan), status: 200 });
    await call("PUT", "/api/Feedback/999999", { ...json2({ Rating: 3, Title: "Tạm", Content: "Được." }, tuan), status: 404 });
    await call("PUT", `/api/Feedback/${id}`, { ...json2({ Rating: 3, Title: "", Content: "Được." }, tuan), status: 400 });
    await call("PUT", `/api/Feedback/${id}`, { ...json({ Rating: 3, Title: "Tạm", Content: "Được." }), status: 401 });
    const pub = await call("GET", `/api/Feedback/${product.id}`, { status: 200 });
    expect(pub.json().data[0]).toMatchObject({ id, title: "Tạm", authorName: "Lê Minh Tuấn" });

    const dashboard = await call("GET", "/api/User/UserAffiliate", { headers: auth, status: 200 });
    expect(dashboard.json().data.code).toBe("CTV2024");
    await call("GET", "/api/User/UserAffiliate?page=abc", { headers: auth, status: 400 });
    await call("GET", "/api/User/UserAffiliate", { status: 401 });
  });

  // The address book and the password change.
  it("matches what the address book and change-password handlers answer", async () => {
    const auth = (token: string) => ({ authorization: `Bearer ${token}` });
    const login = async (email: string, password: string) =>
      (await app.inject({ method: "POST", url: "/api/Authentication/Login", payload: { Email: email, Password: password } })).json().data
        .token as string;
    const tuan = await login("congtacvien@example.com", "CongTacVien@123");
    const lan = await login("khachhang@example.com", "MatKhau@123");
    const body = { Name: "Trần Văn Tuấn", Phone: "0901234567", Address: "1 Nguyễn Huệ", WardId: 100_166 };
    await call("GET", "/api/UserAddress", { headers: auth(lan), status: 200 });
    await call("GET", "/api/UserAddress", { status: 401 });
    const created = (await call("POST", "/api/UserAddress", { payload: body, headers: auth(tuan), status: 201 })).json().data;
    await call("POST", "/api/UserAddress", { payload: { ...body, WardId: 99_999_999 }, headers: auth(tuan), status: 400 });
    await call("POST", "/api/UserAddress", { payload: { ...body, Phone: "1" }, headers: auth(tuan), status: 400 });
    for (let i = 1; i < 10; i++) await call("POST", "/api/UserAddress", { payload: body, headers: auth(tuan), status: 201 });
    await call("POST", "/api/UserAddress", { payload: body, headers: auth(tuan), status: 409 });
    await call("GET", `/api/UserAddress/userAddresses/${created.id}`, { headers: auth(tuan), status: 200 });
    await call("GET", `/api/UserAddress/userAddresses/${created.id}`, { headers: auth(lan), status: 404 });
    await call("GET", "/api/UserAddress/userAddresses/abc", { headers: auth(lan), status: 400 });
    await call("PUT", `/api/UserAddress/${created.id}`, { payload: { ...body, IsDefault: true }, headers: auth(tuan), status: 200 });
    await call("PUT", `/api/UserAddress/${created.id}`, { payload: { ...body, Name: "" }, headers: auth(tuan), status: 400 });
    await call("PUT", `/api/UserAddress/${created.id}`, { payload: body, headers: auth(lan), status: 404 });
    await call("PATCH", `/api/UserAddress/${created.id}/default`, { headers: auth(tuan), status: 200 });
    await call("PATCH", `/api/UserAddress/${created.id}/default`, { headers: auth(lan), status: 404 });
    await call("PATCH", "/api/UserAddress/0/default", { headers: auth(lan), status: 400 });
    await call("DELETE", `/api/UserAddress/${created.id}`, { headers: auth(lan), status: 404 });
    await call("DELETE", `/api/UserAddress/${created.id}`, { headers: auth(tuan), status: 200 });
    await call("DELETE", "/api/UserAddress/-1", { headers: auth(tuan), status: 400 });

    const pw = { OldPassword: "CongTacVien@123", NewPassword: "CongTacVienMoi@1" };
    await call("PATCH", "/api/User/ChangePassword", { payload: pw, status: 401 });
    await call("PATCH", "/api/User/ChangePassword", { payload: { ...pw, NewPassword: "ngan" }, headers: auth(tuan), status: 400 });
    await call("PATCH", "/api/User/ChangePassword", { payload: { ...pw, OldPassword: "sai-mat-khau" }, headers: auth(tuan), status: 400 });
    const fresh = (await call("PATCH", "/api/User/ChangePassword", { payload: pw, headers: auth(tuan), status: 200 })).json().data
      .token as string;
    const back = { OldPassword: pw.NewPassword, NewPassword: pw.OldPassword };
    for (let i = 0; i < 10; i++)
      await call("PATCH", "/api/User/ChangePassword", {
        payload: { ...back, OldPassword: `sai-${i}-xxxx` },
        headers: auth(fresh),
        status: 400,
      });
    await call("PATCH", "/api/User/ChangePassword", { payload: back, headers: auth(fresh), status: 429 });
  });

  // The textbook library.
  it("matches what the textbook handlers and their pictures answer", async () => {
    const F = TEXTBOOK_SEED_FACTS;
    await call("GET", "/api/Asset", { status: 200 });
    await call("GET", `/api/Asset?page=1&pageSize=60&searchContent=${F.searchWord}`, { status: 200 });
    await call("GET", `/api/Asset?searchContent=${"a".repeat(201)}`, { status: 400 });
    const book = (await call("GET", `/api/asset/${F.deepAssetId}`, { status: 200 })).json().data as { image: string; thumbImage: string };
    await call("GET", "/api/asset/99999", { status: 404 });
    await call("GET", "/api/asset/abc", { status: 400 });
    await call("GET", `/api/asset/${F.deepAssetId}/SubChapter/${F.deepLeafId}`, { status: 200 });
    const pages = (await call("GET", `/api/asset/${F.pagesAssetId}/SubChapter/${F.pagesLeafId}`, { status: 200 })).json().data as {
      pageImages: string[];
    };
    await call("GET", `/api/asset/${F.pagesAssetId}/SubChapter/${F.deepLeafId}`, { status: 404 });
    await call("GET", `/api/asset/${F.deepAssetId}/SubChapter/0`, { status: 400 });
    await call("GET", book.image, { status: 200 });
    await call("GET", book.thumbImage, { status: 200 });
    await call("GET", pages.pageImages[0]!, { status: 200 });
    await call("GET", "/media/sgk/khong-co.svg", { status: 404 });
  });

  it("matches what the public library's category, course outline and lesson handlers answer", async () => {
    await call("GET", "/api/Library?categoryId=2", { status: 200 });
    await call("GET", "/api/Library?categoryId=0", { status: 400 });
    await call("GET", "/api/Library/CourseCategories", { status: 200 });
    await call("GET", "/api/Library/CourseDetail/1", { status: 200 });
    await call("GET", "/api/Library/LessonDetail/1?courseId=1", { status: 200 });
    await call("GET", "/api/Library/LessonDetail/3", { status: 200 });
    await call("GET", "/api/Library/LessonDetail/19?courseId=1", { status: 404 });
    await call("GET", "/api/Library/LessonDetail/abc", { status: 400 });
  });

  // The question bank.
  it("matches what the question bank handlers answer", async () => {
    const signIn = async (email: string, password: string) => {
      const login = await app.inject({ method: "POST", url: "/api/Authentication/Login", payload: { Email: email, Password: password } });
      return { authorization: `Bearer ${login.json().data.token as string}` };
    };
    const lan = await signIn("khachhang@example.com", "MatKhau@123");
    const stranger = await signIn("quantri@example.com", "QuanTri@123"); // owns no course
    await call("GET", "/api/Examination/GetAssignments?lessonId=1", { status: 200 });
    await call("GET", "/api/Examination/GetAssignments?lessonId=99999999", { status: 404 });
    await call("GET", "/api/Examination/GetAssignments?lessonId=abc", { status: 400 });
    await call("GET", "/api/Examination/GetExaminations?courseId=1", { status: 200 });
    await call("GET", "/api/Examination/GetExaminations?courseId=99999999", { status: 404 });
    await call("GET", "/api/Examination/GetExaminations", { status: 400 });
    await call("GET", "/api/Examination/Detail/3", { headers: lan, status: 200 });
    await call("GET", "/api/Examination/Detail/5", { headers: lan, status: 200 });
    await call("GET", "/api/Examination/Detail/5", { headers: stranger, status: 403 });
    await call("GET", "/api/Examination/Detail/99999999", { headers: lan, status: 404 });
    await call("GET", "/api/Examination/Detail/0", { headers: lan, status: 400 });
    await call("GET", "/api/Examination/Detail/1", { status: 401 });
  });

  // The privacy centre (ADR 0027).
  it("matches what the consent, export and deletion handlers answer", async () => {
    insertUser(t.db, { email: "openapi.riengtu@example.vn", name: "Riêng Tư", passwordHash: hashSync("MatKhau@123", 4), isActive: true });
    const me = { authorization: `Bearer ${await t.login("openapi.riengtu@example.vn", "MatKhau@123")}` };
    const consent = { Purpose: "marketing", Granted: true, Text: "Nhận thông tin khuyến mãi qua email" };
    await call("GET", "/api/User/Consents", { headers: me, status: 200 });
    await call("GET", "/api/User/Consents", { status: 401 });
    await call("PUT", "/api/User/Consents", { payload: { Consents: [consent] }, headers: me, status: 200 });
    await call("PUT", "/api/User/Consents", { payload: { Consents: [{ ...consent, Purpose: "spam" }] }, headers: me, status: 400 });
    await call("PUT", "/api/User/Consents", { payload: { Consents: [consent] }, status: 401 });
    await call("GET", "/api/User/PersonalData", { headers: me, status: 200 });
    await call("GET", "/api/User/PersonalData", { status: 401 });
    await call("POST", "/api/User/DeleteAccount", { payload: { Password: "sai-mat-khau" }, headers: me, status: 400 });
    await call("POST", "/api/User/DeleteAccount", { payload: {}, headers: me, status: 400 });
    await call("POST", "/api/User/DeleteAccount", { payload: { Password: "MatKhau@123" }, status: 401 });
    await call("POST", "/api/User/DeleteAccount", { payload: { Password: "MatKhau@123" }, headers: me, status: 200 });
    await call("GET", "/api/User/Consents", { headers: me, status: 401 });
  });

  // Attempts at exercises and exams.
  it("matches what the attempt handlers answer", async () => {
    const E = EXAM_SEED_FACTS;
    const lan = { authorization: `Bearer ${await t.login("khachhang@example.com", "MatKhau@123")}` };
    // A fresh account that owns nothing (the preview exercise is open to it).
    insertUser(t.db, { email: "openapi.hocvien@example.vn", name: "Học Viên", passwordHash: hashSync("MatKhau@123", 4), isActive: true });
    const tuan = { authorization: `Bearer ${await t.login("openapi.hocvien@example.vn", "MatKhau@123")}` };
    const questions = activeQuestionsWithKeys(t.db, E.previewExerciseId);
    const [single, multiple, short, shortFree] = questions;
    await call("GET", `/api/Examination/MyAttempts/${E.examId}`, { headers: lan, status: 200 });
    await call("GET", `/api/Examination/MyAttempts/${E.examId}`, { status: 401 });
    await call("GET", "/api/Examination/MyAttempts/abc", { headers: lan, status: 400 });
    await call("GET", "/api/Examination/MyAttempts/99999", { headers: lan, status: 404 });
    await call("GET", `/api/Examination/MyAttempts/${E.examId}`, { headers: tuan, status: 403 });
    await call("POST", `/api/Examination/DoExam/${E.examId}`, { ...json({}), headers: tuan, status: 403 });
    await call("POST", "/api/Examination/DoExam/0", { headers: lan, status: 400 });
    await call("POST", "/api/Examination/DoExam/99999", { headers: lan, status: 404 });
    await call("POST", `/api/Examination/DoExam/${E.examId}`, { status: 401 });
    const attempt = (await call("POST", `/api/Examination/DoExam/${E.previewExerciseId}`, { headers: tuan, status: 200 })).json().data;
    const save = (answers: unknown, headers = tuan, status = 200) =>
      call("POST", `/api/Examination/SaveAnswers/${attempt.id}`, { payload: { answers }, headers, status });
    await save([{ questionId: single!.question.id, optionIds: [single!.options.find((o) => o.isCorrect)!.id] }]);
    await save([{ questionId: short!.question.id, text: "1".repeat(201) }], tuan, 400);
    await save("x", tuan, 400);
    await save([{ questionId: single!.question.id, optionIds: [] }], lan, 404);
    await save([], undefined, 400);
    await call("POST", `/api/Examination/SaveAnswers/${attempt.id}`, { payload: { answers: [] }, status: 401 });
    await call("GET", `/api/Examination/ReviewExam/${attempt.id}`, { headers: tuan, status: 409 });
    await call("POST", "/api/Examination/SubmitExam", { payload: { attemptId: attempt.id }, headers: tuan, status: 400 });
    await call("POST", "/api/Examination/SubmitExam", { payload: { attemptId: "1" }, headers: tuan, status: 400 });
    await call("POST", "/api/Examination/SubmitExam", { payload: { attemptId: 99_999 }, headers: tuan, status: 404 });
    await call("POST", "/api/Examination/SubmitExam", { payload: { attemptId: attempt.id }, status: 401 });
    const rest = [
      { questionId: multiple!.question.id, optionIds: multiple!.options.filter((o) => o.isCorrect).map((o) => o.id) },
      { questionId: short!.question.id, text: "7" },
      { questionId: shortFree!.question.id, text: "ha noi" },
    ];
    await call("POST", "/api/Examination/SubmitExam", { payload: { attemptId: attempt.id, answers: rest }, headers: tuan, status: 200 });
    await save([{ questionId: single!.question.id, optionIds: [] }], tuan, 409);
    await call("GET", `/api/Examination/ReviewExam/${attempt.id}`, { headers: tuan, status: 200 });
    await call("GET", `/api/Examination/ReviewExam/${attempt.id}`, { headers: lan, status: 404 });
    await call("GET", "/api/Examination/ReviewExam/-1", { headers: lan, status: 400 });
    await call("GET", `/api/Examination/ReviewExam/${attempt.id}`, { status: 401 });
    // Matching, ordering and cloze (ADR 0028): Detail, parts saved (one refused), a partial grade reviewed.
    const S = STRUCTURED_SEED_FACTS;
    await call("GET", `/api/Examination/Detail/${S.exerciseId}`, { headers: tuan, status: 200 });
    const parts = (await call("POST", `/api/Examination/DoExam/${S.exerciseId}`, { headers: tuan, status: 200 })).json().data;
    const partsQuestions = activeQuestionsWithKeys(t.db, S.exerciseId);
    const firstPart = (q: (typeof partsQuestions)[number]) => {
      const spec = JSON.parse(q.question.specJson!) as {
        prompts?: { key: string; answer: string }[];
        order?: string[];
        blanks?: { key: string; kind: string }[];
      };
      if (spec.prompts) return { [spec.prompts[0]!.key]: spec.prompts[0]!.answer };
      if (spec.order) return { [spec.order[0]!]: "1" };
      return { [spec.blanks!.find((b) => b.kind !== "select")!.key]: "x" };
    };
    const partAnswers = partsQuestions.map((q) => ({ questionId: q.question.id, parts: firstPart(q) }));
    await call("POST", `/api/Examination/SaveAnswers/${parts.id}`, { payload: { answers: partAnswers }, headers: tuan, status: 200 });
    await call("POST", `/api/Examination/SaveAnswers/${parts.id}`, {
      payload: { answers: [{ questionId: partsQuestions[0]!.question.id, parts: { luc: "n", cong: "n" } }] },
      headers: tuan,
      status: 400,
    });
    await call("POST", "/api/Examination/SubmitExam", { payload: { attemptId: parts.id }, headers: tuan, status: 200 });
    await call("GET", `/api/Examination/ReviewExam/${parts.id}`, { headers: tuan, status: 200 });
    // Certificates (ADR 0028): the demo customer's seeded one.
    const certs = (await call("GET", "/api/Certificate/Mine", { headers: lan, status: 200 })).json().data;
    await call("GET", "/api/Certificate/Mine", { status: 401 });
    await call("GET", `/api/Certificate/Verify/${certs[0].code}`, { status: 200 });
    await call("GET", "/api/Certificate/Verify/ABCDEFGHJKMNPQRS", { status: 404 });
    const base = encodeURIComponent("https://nhasach.example.vn");
    await call("GET", `/api/Certificate/Pdf/${certs[0].code}?verifyBase=${base}`, { headers: lan, status: 200 });
    await call("GET", `/api/Certificate/Pdf/${certs[0].code}?verifyBase=${base}`, { headers: tuan, status: 404 });
    await call("GET", `/api/Certificate/Pdf/${certs[0].code}?verifyBase=ftp%3A%2F%2Fx`, { headers: lan, status: 400 });
    await call("GET", `/api/Certificate/Pdf/${certs[0].code}?verifyBase=${base}`, { status: 401 });
    const exam = (await call("POST", `/api/Examination/DoExam/${E.examId}`, { headers: lan, status: 200 })).json().data;
    await call("GET", `/api/Examination/MyAttempts/${E.examId}`, { headers: lan, status: 200 });
    for (let n = exam.number; n <= E.examMaxAttempts; n++) {
      const open = (await call("POST", `/api/Examination/DoExam/${E.examId}`, { headers: lan, status: 200 })).json().data;
      const answers = activeQuestionsWithKeys(t.db, E.examId).map((q) =>
        q.options.length > 0 ? { questionId: q.question.id, optionIds: [q.options[0]!.id] } : { questionId: q.question.id, text: "x" },
      );
      await call("POST", "/api/Examination/SubmitExam", { payload: { attemptId: open.id, answers }, headers: lan, status: 200 });
    }
    await call("POST", `/api/Examination/DoExam/${E.examId}`, { headers: lan, status: 409 });
  });

  it("matches what the manuscript draft read handlers answer", async () => {
    const lan = { authorization: `Bearer ${await t.login("khachhang@example.com", "MatKhau@123")}` };
    // A fresh account with no drafts (the seeded ones were locked out by the sign-in tests above).
    insertUser(t.db, { email: "openapi.tacgia@example.vn", name: "Tác Giả", passwordHash: hashSync("MatKhau@123", 4), isActive: true });
    const tuan = { authorization: `Bearer ${await t.login("openapi.tacgia@example.vn", "MatKhau@123")}` };
    await call("GET", "/api/Draft/GetDraftList", { headers: lan, status: 200 });
    await call("GET", "/api/Draft/GetDraftList?page=2&pageSize=2", { headers: lan, status: 200 });
    await call("GET", "/api/Draft/GetDraftList?page=0", { headers: lan, status: 400 });
    await call("GET", "/api/Draft/GetDraftList", { status: 401 });
    await call("GET", `/api/Draft/GetDraftDetail/${DRAFT_SEED_FACTS.revisionDraftId}`, { headers: lan, status: 200 });
    await call("GET", `/api/Draft/GetDraftDetail/${DRAFT_SEED_FACTS.byStatus.accepted}`, { headers: lan, status: 200 });
    await call("GET", `/api/Draft/GetDraftDetail/${DRAFT_SEED_FACTS.revisionDraftId}`, { headers: tuan, status: 404 });
    await call("GET", "/api/Draft/GetDraftDetail/abc", { headers: lan, status: 400 });
    await call("GET", "/api/Draft/GetDraftDetail/1", { status: 401 });
  });

  // The multipart uploads and the download.
  it("matches what the manuscript upload and download handlers answer", async () => {
    const token = await t.login("khachhang@example.com", "MatKhau@123");
    const lan = { authorization: `Bearer ${token}` };
    const tuan = { authorization: `Bearer ${await t.login("openapi.tacgia@example.vn", "MatKhau@123")}` };
    const boundary = "----openapi-draft";
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
    /** A multipart body of text fields then (optionally) one file part, with its content-type header. */
    const form = (fields: Record<string, string>, file?: Buffer, headers: Record<string, string> = lan) => ({
      payload: Buffer.concat([
        ...Object.entries(fields).map(([k, v]) =>
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
        ),
        ...(file
          ? [
              Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="Bản thảo.pdf"\r\n\r\n`),
              file,
              Buffer.from("\r\n"),
            ]
          : []),
        Buffer.from(`--${boundary}--\r\n`),
      ]),
      headers: { ...headers, "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    const fields = {
      title: "Giáo trình Xác suất thống kê",
      authors: "TS. Lê Văn Cường",
      fieldOfStudy: "Toán học",
      kind: "giao-trinh",
      summary: "Giáo trình cho sinh viên năm hai.",
      estimatedPages: "240",
      expectedCompletionDate: "2030-09-01T00:00:00.000Z",
      contactPhone: "0912345678",
    };
    const created = (await call("POST", "/api/Draft/CreateDraft", { ...form(fields, pdf), status: 201 })).json().data;
    await call("POST", "/api/Draft/CreateDraft", { ...form({ ...fields, title: "x".repeat(1000) }, pdf), status: 400 });
    await call("POST", "/api/Draft/CreateDraft", { ...form(fields, Buffer.from("MZ\u0000\u0000")), status: 400 });
    await call("POST", "/api/Draft/CreateDraft", { ...form(fields), status: 400 });
    await call("POST", "/api/Draft/CreateDraft", {
      ...json({ title: "x" }),
      headers: { ...lan, "content-type": "application/json" },
      status: 400,
    });
    await call("POST", "/api/Draft/CreateDraft", { ...form(fields, pdf, {}), status: 401 });
    await call("POST", "/api/Draft/CreateDraft", { ...form(fields, Buffer.concat([pdf, Buffer.alloc(1_100_000, 0x20)])), status: 413 });

    const revision = String(DRAFT_SEED_FACTS.revisionDraftId);
    await call("POST", "/api/Draft/UploadNewDraftFile", { ...form({ draftId: revision }, pdf, tuan), status: 404 });
    await call("POST", "/api/Draft/UploadNewDraftFile", { ...form({ draftId: revision }, Buffer.alloc(0)), status: 400 });
    await call("POST", "/api/Draft/UploadNewDraftFile", { ...form({ draftId: "abc" }, pdf), status: 400 });
    await call("POST", "/api/Draft/UploadNewDraftFile", {
      ...form({ draftId: revision }, Buffer.concat([pdf, Buffer.alloc(1_100_000, 0x20)])),
      status: 413,
    });
    await call("POST", "/api/Draft/UploadNewDraftFile", { ...form({ draftId: revision }, pdf), status: 201 });
    await call("POST", "/api/Draft/UploadNewDraftFile", { ...form({ draftId: revision }, pdf), status: 409 });
    await call("POST", "/api/Draft/UploadNewDraftFile", { ...form({ draftId: revision }, pdf, {}), status: 401 });

    const fileUrl = `/api/Draft/${created.id}/Files/${created.files[0].id}`;
    const download = await call("GET", fileUrl, { headers: lan, status: 200 });
    expect(download.rawPayload).toEqual(pdf);
    await call("GET", fileUrl, { headers: tuan, status: 404 });
    await call("GET", `/api/Draft/${created.id}/Files/999999`, { headers: lan, status: 404 });
    await call("GET", `/api/Draft/${created.id}/Files/abc`, { headers: lan, status: 400 });
    await call("GET", fileUrl, { status: 401 });
  });

  it("matches what the display settings handlers answer", async () => {
    const lan = { authorization: `Bearer ${await t.login("khachhang@example.com", "MatKhau@123")}` };
    const settings = {
      layout: "layout1",
      mode: "boxed",
      navbar: { position: "right", style: "folded" },
      toolbar: true,
      footer: false,
      scheme: "contrast",
      fontScale: 120,
    };
    await call("GET", "/api/User/Settings", { status: 401 });
    await call("PUT", "/api/User/Settings", { payload: { settings }, headers: lan, status: 200 });
    await call("PUT", "/api/User/Settings", { payload: { settings: { ...settings, fontScale: 125 } }, headers: lan, status: 400 });
    await call("PUT", "/api/User/Settings", { payload: { settings }, status: 401 });
    await call("PUT", "/api/User/Shortcuts", { payload: { shortcuts: ["gio-hang"] }, headers: lan, status: 200 });
    await call("PUT", "/api/User/Shortcuts", { payload: { shortcuts: ["A"] }, headers: lan, status: 400 });
    await call("PUT", "/api/User/Shortcuts", { payload: { shortcuts: [] }, status: 401 });
    const read = await call("GET", "/api/User/Settings", { headers: lan, status: 200 });
    expect(read.json().data).toEqual({ settings, shortcuts: ["gio-hang"] });
  });

  // The inbox and the quick panel.
  it("matches what the inbox and quick panel handlers answer", async () => {
    const bearer = { authorization: `Bearer ${await t.login("khachhang@example.com", "MatKhau@123")}` };
    const other = { authorization: `Bearer ${await t.login("quantri@example.com", "QuanTri@123")}` };
    await call("POST", "/api/User/SendSecurityCode", {
      payload: { Email: "khachhang@example.com" },
      headers: { "content-type": "application/json" },
      status: 200,
    });
    const list = (await call("GET", "/api/User/Messages?page=1&pageSize=5", { headers: bearer, status: 200 })).json();
    const id = list.data[0].id as number;
    await call("GET", "/api/User/Messages", { status: 401 });
    await call("GET", "/api/User/Messages?page=0", { headers: bearer, status: 400 });
    await call("GET", `/api/User/Messages/${id}`, { headers: bearer, status: 200 });
    await call("GET", `/api/User/Messages/${id}`, { headers: other, status: 404 });
    await call("GET", "/api/User/Messages/abc", { headers: bearer, status: 400 });
    await call("GET", `/api/User/Messages/${id}`, { status: 401 });
    await call("POST", `/api/User/Messages/${id}/Read`, { headers: bearer, status: 200 });
    await call("POST", `/api/User/Messages/${id}/Read`, { headers: other, status: 404 });
    await call("POST", "/api/User/Messages/0/Read", { headers: bearer, status: 400 });
    await call("POST", `/api/User/Messages/${id}/Read`, { status: 401 });
    await call("GET", "/api/quick-panel/data", { status: 200 });
    await call("GET", "/api/quick-panel/data", { headers: bearer, status: 200 });
    await call("GET", "/api/quick-panel/data", { headers: { authorization: "Bearer x" }, status: 401 });
  });

  it("the bank and MoMo sandboxes (ADR 0022)", async () => {
    const form = (fields: Record<string, string>) => ({
      payload: new URLSearchParams(fields).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    // Webhook and IPN to this very app, never to port 5080.
    config.bankFeedUrl = `${t.base}/api/Payment/bank-feed`;
    config.momoIpnUrl = `${t.base}/api/Payment/momo-ipn`;
    // Bank: the page, a bad payload, a transfer whose webhook nobody answers yet (the receipt says so).
    const qr = buildVietQr({
      bankBin: config.BANK_BIN,
      accountNumber: config.BANK_ACCOUNT_NUMBER,
      amount: 125_000,
      memo: "DH261122004217",
    });
    const page = await call("GET", `/sandbox/bank?payload=${encodeURIComponent(qr)}`, { status: 200 });
    expect(page.body).toContain("Xác nhận chuyển khoản");
    await call("GET", "/sandbox/bank?payload=0002010102", { status: 400 });
    const receipt = await call("POST", "/sandbox/bank", {
      ...form({ payload: qr, amount: "125000", content: "DH261122004217" }),
      status: 200,
    });
    expect(receipt.body).toContain("Chuyển khoản thành công");
    // No order has this code: the shop records the money as unmatched and acknowledges it.
    expect(receipt.body).toContain("Cửa hàng đã nhận thông báo giao dịch (HTTP 200)");
    await call("POST", "/sandbox/bank", { ...form({ payload: qr, amount: "0", content: "x" }), status: 400 });

    // MoMo: create (and a bad signature), the payUrl page, pay → 302 to redirectUrl.
    const request: Record<string, unknown> = {
      partnerCode: config.MOMO_PARTNER_CODE,
      requestId: "openapi-momo-1",
      amount: 125_000,
      orderId: "DH261122-900001",
      orderInfo: "Thanh toán đơn hàng DH261122-900001",
      redirectUrl: "http://shop.test/thanh-toan/momo-return",
      ipnUrl: config.momoIpnUrl,
      requestType: "captureWallet",
      extraData: "",
      lang: "vi",
    };
    const signature = momoSignature(MOMO_CREATE_SIGNATURE_KEYS, { ...request, accessKey: config.MOMO_ACCESS_KEY }, config.MOMO_SECRET_KEY);
    await call("POST", "/sandbox/momo/v2/gateway/api/create", { ...json({ ...request, signature: "0".repeat(64) }), status: 400 });
    const created = await call("POST", "/sandbox/momo/v2/gateway/api/create", { ...json({ ...request, signature }), status: 200 });
    const payUrl = new URL(created.json().payUrl as string);
    const momoPage = await call("GET", payUrl.pathname + payUrl.search, { status: 200 });
    expect(momoPage.body).toContain("Hủy thanh toán");
    await call("GET", "/sandbox/momo/pay?t=x", { status: 400 });
    const back = await call("POST", "/sandbox/momo/pay", {
      ...form({ payload: payUrl.searchParams.get("t")!, choice: "pay" }),
      status: 302,
    });
    expect(new URL(String(back.headers.location)).searchParams.get("resultCode")).toBe("0");
  });

  it("matches what the payment-method, COD, VietQR, bank feed and MoMo handlers answer (ADR 0022)", async () => {
    config.momoIpnUrl = `${t.base}/api/Payment/momo-ipn`;
    config.momoHost = `${t.base}/sandbox/momo`; // the checkout's create request goes to this app's sandbox
    const bearer = { authorization: `Bearer ${await t.login("khachhang@example.com", "MatKhau@123")}` };
    const lines = [{ ProductSaleId: 320, Quantity: 1 }];
    const listed = await call("POST", "/api/Order/payment-methods-without-login", {
      ...json({ CartDetails: lines, WardId: 100_166 }),
      status: 200,
    });
    expect(listed.json().data.map((m: { code: string }) => m.code)).toEqual(["COD", "VIETQR", "MOMO", "VNPAY", "EPAY"]);
    await call("POST", "/api/Order/payment-methods-without-login", { ...json({ CartDetails: "x" }), status: 400 });
    await call("GET", "/api/Order/payment-methods", { headers: bearer, status: 200 });
    await call("GET", "/api/Order/payment-methods", { status: 401 });

    const checkout = (PaymentMethod: string, key: string) =>
      json({
        CartDetails: lines,
        Name: "Nguyễn Thị Lan",
        Phone: "0912345678",
        Email: "lan.nguyen@example.vn",
        Address: "144 Xuân Thủy",
        WardId: 100_166,
        PaymentMethod,
        IdempotencyKey: key,
        ReturnUrl: "http://127.0.0.1:3000/thanh-toan/momo-return",
      });
    const cod = await call("POST", "/api/Order/checkout-without-login", { ...checkout("COD", "openapi-cod-0000000001"), status: 200 });
    expect(cod.json().data.status).toBe("awaiting_delivery");
    const qr = await call("POST", "/api/Order/checkout-without-login", { ...checkout("VIETQR", "openapi-vietqr-00000001"), status: 200 });
    const placed = qr.json().data;
    await call("GET", `/api/Order/order-without-login/${placed.orderId}`, {
      headers: { "x-order-key": "openapi-vietqr-00000001" },
      status: 200,
    });
    const sepay = {
      id: 77_000_001,
      gateway: "MBBank",
      transactionDate: "2026-11-22 10:15:00",
      accountNumber: config.BANK_ACCOUNT_NUMBER,
      code: null,
      content: `IBFT ${placed.transfer.memo}`,
      transferType: "in",
      transferAmount: placed.total,
      accumulated: 0,
      referenceCode: "FT1",
    };
    const apikey = { "content-type": "application/json", authorization: `Apikey ${config.BANK_FEED_API_KEY}` };
    await call("POST", "/api/Payment/bank-feed", { payload: sepay, headers: { "content-type": "application/json" }, status: 401 });
    await call("POST", "/api/Payment/bank-feed", { payload: { id: "x" }, headers: apikey, status: 400 });
    const fed = await call("POST", "/api/Payment/bank-feed", { payload: sepay, headers: apikey, status: 200 });
    expect(fed.json()).toEqual({ success: true });
    const paid = await call("GET", `/api/Order/order-without-login/${placed.orderId}`, {
      headers: { "x-order-key": "openapi-vietqr-00000001" },
      status: 200,
    });
    expect(paid.json().data).toMatchObject({ status: "paid", transfer: { received: placed.total, shortBy: 0 } });

    const momo = await call("POST", "/api/Order/checkout-without-login", { ...checkout("MOMO", "openapi-momo-000000001"), status: 200 });
    const payUrl = new URL(momo.json().data as string);
    const back = await call("POST", "/sandbox/momo/pay", {
      payload: new URLSearchParams({ payload: payUrl.searchParams.get("t")!, choice: "pay" }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      status: 302,
    });
    const returned = new URL(String(back.headers.location));
    expect((await call("GET", `/api/Payment/momo-return${returned.search}`, { status: 200 })).json().data.status).toBe("paid");
    await call("GET", "/api/Payment/momo-return?orderId=x", { status: 400 });
    const ipn = Object.fromEntries(returned.searchParams);
    await call("POST", "/api/Payment/momo-ipn", { ...json(ipn), status: 204 }); // a replay: nothing changes
    await call("POST", "/api/Payment/momo-ipn", { ...json({ ...ipn, signature: "0".repeat(64) }), status: 401 });
    await call("POST", "/api/Payment/momo-ipn", { ...json({ ...ipn, amount: "1" }), status: 401 }); // amount is signed
    const unknown = { ...ipn, orderId: "DH000101-000001_1", amount: ipn.amount };
    const signature = momoSignature(MOMO_RESULT_SIGNATURE_KEYS, { ...unknown, accessKey: config.MOMO_ACCESS_KEY }, config.MOMO_SECRET_KEY);
    await call("POST", "/api/Payment/momo-ipn", { ...json({ ...unknown, signature }), status: 404 });
    const wrongAmount = { ...ipn, amount: "1000" };
    const signed = momoSignature(MOMO_RESULT_SIGNATURE_KEYS, { ...wrongAmount, accessKey: config.MOMO_ACCESS_KEY }, config.MOMO_SECRET_KEY);
    await call("POST", "/api/Payment/momo-ipn", { ...json({ ...wrongAmount, signature: signed }), status: 400 });
  });

  it("matches what the carrier webhook, order lookup and GHN sandbox handlers answer (ADR 0026)", async () => {
    const form = (fields: Record<string, string>) => ({
      payload: new URLSearchParams(fields).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    const ghn = { Token: config.GHN_TOKEN, ShopId: config.GHN_SHOP_ID, "content-type": "application/json" };
    await call("GET", "/sandbox/ghn/master-data/province", { headers: { Token: config.GHN_TOKEN }, status: 200 });
    await call("GET", "/sandbox/ghn/master-data/province", { headers: { Token: "wrong" }, status: 401 });
    await call("GET", "/sandbox/ghn/master-data/ward?province_id=201", { headers: { Token: config.GHN_TOKEN }, status: 200 });
    await call("GET", "/sandbox/ghn/master-data/ward?province_id=abc", { headers: { Token: config.GHN_TOKEN }, status: 400 });
    const fee = { to_province_id: 201, to_ward_code: "00004", weight: 850, insurance_value: 250_000, cod_value: 0 };
    await call("POST", "/sandbox/ghn/v2/shipping-order/fee", { payload: fee, headers: ghn, status: 200 });
    await call("POST", "/sandbox/ghn/v2/shipping-order/fee", { payload: { ...fee, to_ward_code: "99999" }, headers: ghn, status: 400 });
    await call("POST", "/sandbox/ghn/v2/shipping-order/create", { payload: { weight: 1 }, headers: ghn, status: 400 });

    // A guest's COD order ships at once; the webhook and the lookup follow it.
    const checkout = await call("POST", "/api/Order/checkout-without-login", {
      ...json({
        CartDetails: [{ ProductSaleId: 1, Quantity: 1 }],
        Name: "Trần Văn Giao",
        Phone: "0987000111",
        Email: "giao.openapi@example.com",
        Address: "1 Đội Cấn",
        WardId: 100_004,
        PaymentMethod: "COD",
        IdempotencyKey: "openapi-carrier-0000001",
        ReturnUrl: "http://shop.test/xac-nhan",
      }),
      status: 200,
    });
    const { orderId, orderCode } = checkout.json().data as { orderId: number; orderCode: string };
    const tracking = (
      t.db.$client.prepare("SELECT tracking_number AS code FROM shipments WHERE order_id = ?").get(orderId) as { code: string }
    ).code;
    const hook = (body: object, token = config.GHN_WEBHOOK_TOKEN) => ({
      payload: body,
      headers: { Token: token, "content-type": "application/json" },
    });
    const picked = { OrderCode: tracking, Status: "picked", Time: new Date(Date.now() + 60_000).toISOString(), Warehouse: "Bưu cục" };
    await call("POST", "/api/Carrier/ghn-webhook", { ...hook(picked, "forged"), status: 401 });
    await call("POST", "/api/Carrier/ghn-webhook", { ...hook(picked), status: 200 });
    await call("POST", "/api/Carrier/ghn-webhook", { ...hook({ ...picked, OrderCode: "NOPE1234" }), status: 404 });
    await call("POST", "/api/Carrier/ghn-webhook", { ...hook({ OrderCode: tracking }), status: 400 });
    const found = await call("POST", "/api/Order/lookup", { ...json({ Code: orderCode, Contact: "0987000111" }), status: 200 });
    expect(found.json().data.shipment.trackingNumber).toBe(tracking);
    await call("POST", "/api/Order/lookup", { ...json({ Code: orderCode, Contact: "0987000112" }), status: 404 });
    await call("GET", `/api/Order/order-without-login/${orderId}`, { headers: { "x-order-key": "openapi-carrier-0000001" }, status: 200 });

    const page = await call("GET", `/sandbox/ghn/shipments/${tracking}`, { status: 200 });
    expect(page.body).toContain("Hoàn hàng");
    await call("GET", "/sandbox/ghn/shipments/NOPE1234", { status: 404 });
    await call("POST", `/sandbox/ghn/shipments/${tracking}`, { ...form({ action: "fly" }), status: 400 });
    await call("POST", "/sandbox/ghn/shipments/NOPE1234", { ...form({ action: "deliver" }), status: 404 });
    await call("POST", `/sandbox/ghn/shipments/${tracking}`, { ...form({ action: "deliver" }), status: 303 });
    await call("POST", `/sandbox/ghn/shipments/${tracking}`, { ...form({ action: "return" }), status: 409 });
    const created = await call("POST", "/sandbox/ghn/v2/shipping-order/create", {
      payload: {
        client_order_code: orderCode,
        to_name: "x",
        to_phone: "0987000111",
        to_address: "x",
        to_province_id: 201,
        to_ward_code: "00004",
        weight: 500,
        cod_amount: 0,
        items: [],
      },
      headers: ghn,
      status: 400,
    });
    expect(created.json().message).toContain("đã tồn tại");
  });

  it("exercised every documented operation above", () => {
    const missing = documentedOperations()
      .map((o) => `${o.method} ${o.path}`)
      .filter((name) => !exercised.has(name));
    expect(missing).toEqual([]);
  });
});
