/**
 * The one fixture that builds the reference upstream for server tests: a fresh seeded in-memory
 * database (or the caller's), a config from `loadConfig({}, env)` with a temporary mail outbox, and
 * `buildApp`, optionally listening on a random loopback port with the gateway URLs pointed at itself.
 * Tests call `close()` in `afterAll` (closes the app, removes the outbox folder).
 *
 * E.g. `const t = await testApp({ listen: true, selfUrls: ["publicUrl"] }); … t.base … await t.close();`
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { buildApp } from "../app";
import { loadConfig, type UpstreamConfig } from "../config";
import { openDatabase, type Db } from "../db/client";
import { OutboxMailer, type Mailer } from "../mail";
import { seedDatabase } from "../seed";

/** Config URLs `testApp` can point at the listening app itself (`base`; the IPN URLs get their paths). */
type SelfUrl = "publicUrl" | "vnpayHost" | "vnpayIpnUrl" | "epayIpnUrl";

export interface TestAppOptions {
  /** Overrides of the config (environment names, e.g. `{ JWT_SECRET, GOOGLE_CLIENT_ID }`); OUTBOX_DIR and DRAFT_FILES_DIR default to temp folders. */
  env?: Parameters<typeof loadConfig>[1];
  /** The app's clock (default: the system clock). */
  clock?: () => Date;
  /** The mailer (default: an `OutboxMailer` over the temp outbox); `null` for the app's default from the config. */
  mailer?: Mailer | null;
  /** The database (default: a fresh in-memory one, seeded). */
  db?: Db;
  /** Runs on the database before the app is built (e.g. to move the flash sale's daily window). */
  prepare?: (db: Db) => void;
  /** Listen on 127.0.0.1 at a random port (default false: use `app.inject`). */
  listen?: boolean;
  /** With `listen`: config URLs set to this app's address (gateway sandboxes and IPNs served by the app itself). */
  selfUrls?: readonly SelfUrl[];
}

/**
 * A parsed JSON value as route tests read it (envelope `data`, list rows): any shape, pinned down by the
 * assertions. The one place server tests opt out of typing, instead of `any` scattered over the tests.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary shapes
export type LooseJson = any;

/** An answer of `TestApp.api`: status, parsed envelope (loosely typed for tests) and headers. */
export interface ApiAnswer {
  status: number;
  /** The parsed JSON: an envelope, or an IPN answer (`{RspCode, Message}`, `{resultCd, resultMsg}`). */
  body: LooseJson;
  headers: Headers;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** The app's config, by reference (tests may adjust URLs). */
  config: UpstreamConfig;
  /** The temporary outbox folder (mails of the security codes). */
  outbox: string;
  /** `http://127.0.0.1:{port}` when listening, else "". */
  base: string;
  /**
   * One JSON call over real HTTP (needs `listen`), with a bearer `token` when given; asserts the answer
   * is never a 5xx and parses it.
   */
  api(method: string, url: string, token?: string | null, body?: unknown): Promise<ApiAnswer>;
  /** Signs in through POST /api/Authentication/Login; returns the bearer token (throws on failure). */
  login(email: string, password: string, remember?: boolean): Promise<string>;
  /** Closes the app and removes the temporary outbox and manuscript folders. */
  close(): Promise<void>;
}

/** Builds (and optionally starts) the upstream for a test; see the module docstring. */
export async function testApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), "nxb-test-outbox-"));
  // Manuscript files go to a temporary folder too (never ./data/drafts of the working copy).
  const drafts = fs.mkdtempSync(path.join(os.tmpdir(), "nxb-test-drafts-"));
  const config = loadConfig({}, { OUTBOX_DIR: outbox, DRAFT_FILES_DIR: drafts, LOG_LEVEL: "silent", ...opts.env });
  const db = opts.db ?? openDatabase(":memory:", seedDatabase);
  opts.prepare?.(db);
  const mailer = opts.mailer === null ? undefined : (opts.mailer ?? new OutboxMailer(config.OUTBOX_DIR ?? outbox));
  const app = await buildApp({ db, config, mailer, ...(opts.clock ? { clock: opts.clock } : {}) });
  let base = "";
  if (opts.listen) {
    await app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    // The carrier sandbox is always this app's own (its webhook too): never a process on the default port.
    if (config.ghnSandbox) {
      config.ghnHost = `${base}/sandbox/ghn`;
      config.ghnWebhookUrl = `${base}/api/Carrier/ghn-webhook`;
    }
    for (const url of opts.selfUrls ?? []) {
      if (url === "vnpayIpnUrl") config.vnpayIpnUrl = `${base}/api/Payment/vnpay-ipn`;
      else if (url === "epayIpnUrl") config.epayIpnUrl = `${base}/api/Payment/epay-ipn`;
      else config[url] = base;
    }
  }
  return {
    app,
    db,
    config,
    outbox,
    base,
    async api(method, url, token, body) {
      const res = await fetch(base + url, {
        method,
        headers: {
          ...(body !== undefined ? { "content-type": "application/json" } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      expect(res.status, `${method} ${url}: ${text.slice(0, 300)}`).toBeLessThan(500);
      return { status: res.status, body: JSON.parse(text), headers: res.headers };
    },
    async login(email, password, remember) {
      const res = await app.inject({
        method: "POST",
        url: "/api/Authentication/Login",
        payload: { Email: email, Password: password, remember },
      });
      const token = res.json().data?.token;
      if (res.statusCode !== 200 || typeof token !== "string")
        throw new Error(`login ${email}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      return token;
    },
    async close() {
      await app.close();
      fs.rmSync(outbox, { recursive: true, force: true });
      fs.rmSync(drafts, { recursive: true, force: true });
    },
  };
}
