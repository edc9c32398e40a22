/**
 * Shared harness of the integration tests.
 *
 * - `useUpstream()` registers a `beforeAll` that opens a fresh in-memory seeded database, builds the
 *   reference upstream, listens on 127.0.0.1:0 and points the storefront's environment (API_URL,
 *   AUTH_URL, ADMIN_URL, SESSION_SECRET) at it, and an `afterAll` that closes it. The storefront
 *   reads `process.env` once, when `~/env.server` is first imported: test files must therefore import
 *   app modules dynamically (`await import("~/routes/cart")`) in a `beforeAll` registered AFTER
 *   `useUpstream()` (hooks run in registration order). vitest runs every file in its own process
 *   (`pool: "forks"`), so every file gets its own upstream and its own storefront module graph.
 * - `call()` runs a loader/action as Remix would and normalises whatever it returns or throws
 *   (`data(...)`, a `Response`, a thrown `Response`, a plain object) to `{ status, headers, data }`.
 * - `CookieJar` keeps the cookies a browser would keep between calls.
 */
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import type { FastifyInstance } from "fastify";
import type { AppLoadContext } from "@remix-run/node";
import { buildApp } from "../../server/app";
import { loadConfig, type UpstreamConfig } from "../../server/config";
import { openDatabase, type Db } from "../../server/db/client";
import { readOutbox, type MailPurpose } from "../../server/mail";
import { seedDatabase } from "../../server/seed";

/** Origin the storefront requests are made on (never contacted: only used to build Request URLs). */
const SHOP = "http://shop.test";

/** A secret of at least 16 characters for the signed cookies and the honeypot. */
export const TEST_SESSION_SECRET = "integration-test-secret-0123456789";

export interface Upstream {
  /** Base URL of the running upstream, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  app: FastifyInstance;
  db: Db;
  config: UpstreamConfig;
  /** Temporary OUTBOX_DIR the upstream writes its mail to (removed when the upstream is closed). */
  outboxDir: string;
}

/**
 * Starts a reference upstream over a fresh seeded in-memory database on a random port.
 * The configuration's public URL, VNPay host and IPN URL are set to the real port once it is known
 * (the gateway reads them lazily, on the first request). Mail (activation and reset codes) goes to a
 * fresh temporary OUTBOX_DIR (`outboxDir`; read it with `mailCode`), never to ./data/outbox.
 */
async function startUpstream(overrides: UpstreamOverrides): Promise<Upstream> {
  const outboxDir = mkdtempSync(path.join(tmpdir(), "nxb-outbox-"));
  const config = loadConfig({}, { DATABASE_URL: ":memory:", UPSTREAM_PORT: 0, LOG_LEVEL: "silent", OUTBOX_DIR: outboxDir, ...overrides });
  const db = openDatabase(":memory:", seedDatabase);
  const app = await buildApp({ db, config });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  config.publicUrl = url;
  config.vnpayHost = url;
  config.vnpayIpnUrl = `${url}/api/Payment/vnpay-ipn`;
  return { url, app, db, config, outboxDir };
}

/**
 * The code of the newest mail the upstream sent to `email` (for `purpose`, when given), as a
 * shopper would read it in the mailbox; null when none was sent.
 */
export async function mailCode(upstream: Pick<Upstream, "outboxDir">, email: string, purpose?: MailPurpose): Promise<string | null> {
  const mail = (await readOutbox(upstream.outboxDir, email)).find((m) => m.code && (!purpose || m.purpose === purpose));
  return mail?.code ?? null;
}

/** Upstream settings a test file may set (e.g. DRAFT_FILES_DIR, a temporary folder). */
type UpstreamOverrides = Partial<Record<"DRAFT_FILES_DIR", string>>;

/**
 * Registers the upstream's `beforeAll`/`afterAll` for the calling test file and returns a handle
 * whose fields are filled once `beforeAll` has run. Sets the storefront's environment to it.
 */
export function useUpstream(overrides: UpstreamOverrides = {}): Upstream {
  const handle = {} as Upstream;
  beforeAll(async () => {
    Object.assign(handle, await startUpstream(overrides));
    process.env.API_URL = handle.url;
    process.env.AUTH_URL = handle.url;
    process.env.ADMIN_URL = handle.url;
    process.env.SESSION_SECRET = TEST_SESSION_SECRET;
    // Whatever the shell has: return URLs use the request's origin, cookies are not Secure-only.
    delete process.env.PUBLIC_URL;
    delete process.env.COOKIE_SECURE;
  });
  afterAll(async () => {
    await handle.app?.close();
    handle.db?.$client.close();
    if (handle.outboxDir) rmSync(handle.outboxDir, { recursive: true, force: true });
  });
  return handle;
}

/** What a loader/action produced, whichever way it produced it. */
export interface Outcome {
  status: number;
  headers: Headers;
  /** `data(...)` payload, a plain returned object, or the body of a Response (JSON when it parses). */
  data: unknown;
  /** True when the value was thrown (a thrown Response). */
  thrown: boolean;
  /** `Location` of a redirect, else null. */
  location: string | null;
}

interface DataWithResponseInit {
  type: "DataWithResponseInit";
  data: unknown;
  init: ResponseInit | null;
}

function isDataWithResponseInit(value: unknown): value is DataWithResponseInit {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { type?: unknown }).type === "DataWithResponseInit" &&
    "data" in value &&
    "init" in value
  );
}

async function bodyOf(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Normalises a returned or thrown value of a loader/action. Non-Response throws are re-thrown. */
async function normalise(value: unknown, thrown = false): Promise<Outcome> {
  if (value instanceof Response) {
    return { status: value.status, headers: value.headers, data: await bodyOf(value), thrown, location: value.headers.get("Location") };
  }
  if (isDataWithResponseInit(value)) {
    const headers = new Headers(value.init?.headers ?? undefined);
    return { status: value.init?.status ?? 200, headers, data: value.data, thrown, location: headers.get("Location") };
  }
  return { status: 200, headers: new Headers(), data: value ?? null, thrown, location: null };
}

type RouteFn = (args: { request: Request; params: Record<string, string | undefined>; context: AppLoadContext }) => unknown;

/**
 * Calls a loader or action with `request` (and route `params`) as Remix would, returning its outcome.
 * Its `context` is built by the storefront's own factory (`getLoadContext` → `createRequestContext`, ADR 0011), as the
 * server does per request; pass `context` to run several loaders in one request (root + page).
 * The context's changed cookies are then written back onto the outcome by the server's own
 * `commitCookies`, as the storefront's server does on every answer (a thrown Response included; a
 * cart too large for its cookie becomes the 400 page, `thrown: true`). With a shared `context`, each
 * call writes back everything changed so far (a browser keeps the last value of each cookie).
 * A thrown `Response` becomes an outcome with `thrown: true`; any other exception propagates (so a
 * test sees it as a failure: a shopper would have seen a 500).
 */
export async function call(fn: RouteFn, request: Request, params: Record<string, string> = {}, context?: AppLoadContext): Promise<Outcome> {
  // Imported here, not at the top: app modules read process.env when first imported (see above).
  const { commitCookies, getLoadContext } = await import("~/context.server");
  const ctx = context ?? getLoadContext(request);
  let outcome: Outcome;
  try {
    outcome = await normalise(await fn({ request, params, context: ctx }));
  } catch (error) {
    if (!(error instanceof Response)) throw error;
    outcome = await normalise(error, true);
  }
  const written = await commitCookies(ctx, new Response(null, { status: outcome.status, headers: outcome.headers }));
  if (written.status !== outcome.status) return normalise(written, true);
  return { ...outcome, headers: written.headers };
}

/** The cookies a browser keeps: `Set-Cookie` values in, a `Cookie` header out. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** Stores every Set-Cookie of `headers` (a cookie expired or emptied is removed). */
  take(headers: Headers): this {
    for (const line of headers.getSetCookie()) {
      const [pair = "", ...attrs] = line.split(";");
      const eq = pair.indexOf("=");
      if (eq < 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => {
        const [k = "", v = ""] = a.split("=").map((s) => s.trim());
        if (k.toLowerCase() === "max-age") return Number(v) <= 0;
        if (k.toLowerCase() === "expires") return Date.parse(v) <= Date.now();
        return false;
      });
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return this;
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): this {
    this.cookies.set(name, value);
    return this;
  }

  delete(name: string): this {
    this.cookies.delete(name);
    return this;
  }

  /** A copy (e.g. to try something without changing this browser's state). */
  clone(): CookieJar {
    const copy = new CookieJar();
    for (const [k, v] of this.cookies) copy.set(k, v);
    return copy;
  }

  /** The `Cookie` header value ("" when empty). */
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

/**
 * The data inside a signed cookie of the jar (Remix cookie format: URI-encoded base64 JSON, a dot,
 * the signature), without checking the signature: what the storefront stored, e.g. a toast.
 * Returns null when the jar has no such cookie or it does not decode.
 */
export function peekCookie(jar: CookieJar, name: string): unknown {
  const raw = jar.get(name);
  if (!raw) return null;
  const value = decodeURIComponent(raw);
  const dot = value.lastIndexOf(".");
  try {
    return JSON.parse(Buffer.from(dot < 0 ? value : value.slice(0, dot), "base64").toString("utf8"));
  } catch {
    return null;
  }
}

/** The toasts the next page would show (the `__toast` flash cookie, newest first): type and message. */
function pendingToasts(jar: CookieJar): { type: string; message: string }[] {
  const data = peekCookie(jar, "__toast") as Record<string, { type: string; message: string }[] | undefined> | null;
  return (data?.["__flash_toasts__"] ?? []).map(({ type, message }) => ({ type, message }));
}

/** The newest toast the next page would show (type and message), or null. */
export function pendingToast(jar: CookieJar): { type: string; message: string } | null {
  return pendingToasts(jar)[0] ?? null;
}

/** A GET request of the storefront at `path` with the jar's cookies. */
export function getRequest(path: string, jar?: CookieJar): Request {
  const headers = new Headers();
  const cookie = jar?.header();
  if (cookie) headers.set("Cookie", cookie);
  return new Request(new URL(path, SHOP), { method: "GET", headers });
}

/** A form POST of the storefront at `path` with the jar's cookies. */
export function postRequest(path: string, fields: Record<string, string> | URLSearchParams, jar?: CookieJar): Request {
  const headers = new Headers({ "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8" });
  const cookie = jar?.header();
  if (cookie) headers.set("Cookie", cookie);
  const body = fields instanceof URLSearchParams ? fields : new URLSearchParams(fields);
  return new Request(new URL(path, SHOP), { method: "POST", body, headers });
}

/**
 * Runs `fn` with `request`, then stores the Set-Cookie values of the outcome in `jar` (as a browser
 * would, whatever the status).
 */
export async function browse(jar: CookieJar, fn: RouteFn, request: Request, params: Record<string, string> = {}): Promise<Outcome> {
  const outcome = await call(fn, request, params);
  jar.take(outcome.headers);
  return outcome;
}

/**
 * A new browser (cookie jar) signed in as `email` through the login page's action, its honeypot
 * fields filled as the page fills them.
 * @throws Error when the login does not answer 303 (wrong password, inactive account, throttled).
 */
export async function signedIn(email: string, password: string): Promise<CookieJar> {
  const [{ action }, { honeypot }] = await Promise.all([import("~/routes/login"), import("~/utils/honeypot.server")]);
  const jar = new CookieJar();
  const props = honeypot.getInputProps();
  const fields = { [props.nameFieldName]: "", [props.validFromFieldName!]: props.encryptedValidFrom!, email, password };
  const out = await browse(jar, action, postRequest("/dang-nhap", fields, jar));
  if (out.status !== 303) throw new Error(`signing in ${email} answered ${out.status}`);
  return jar;
}
