/**
 * THE FUZZ SUITE: nothing a client sends produces a 5xx, and malformed input changes no
 * state. Runs in the Playwright `fuzz` project (request API, no browser; alone, after the other projects) against the whole shop
 * Playwright starts (storefront + reference upstream, tests/e2e/env.ts).
 *
 * The routes come from `remix.config.js` itself (its `routes` function, run with a stub
 * `defineRoutes`): a new route joins the walk by being declared, and the first test fails when one
 * of its dynamic segments has no sample value in `SAMPLE_PARAMS`. Routes with an action are found
 * by reading their module for `export … action`.
 *
 * Phases, as a guest and as a freshly registered customer: GET with malformed query strings, path
 * parameters and cookies; POST with missing, mistyped, overlong, duplicated and non-UTF-8 fields,
 * unknown intents, garbage honeypots and wrong content types. Every answer must be below 500 (the
 * upstream is up: no 502/503/504 either). The number of users and orders in the upstream's database
 * (opened read-only) must not change, nor the customer's cart. A failure lists route, input and status.
 *
 * The payment webhooks and sandboxes of the reference upstream (bank feed, MoMo IPN and return, the
 * bank and MoMo sandboxes) get junk too: unsigned, forged, malformed or huge → a 4xx, no order and no
 * recorded transfer changed.
 *
 * Targeted regressions: slugs starting with "-", `redirectTo` above U+00FF, forged honeypot values,
 * the honeypot label, overlong gateway fields, a foreign Origin → 403 (implemented by the
 * storefront's server layer).
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, request as playwrightRequest, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import Database from "better-sqlite3";
import { DEMO_CERTIFICATE_FACTS } from "../../server/seed/certificates";
import { CERTIFICATE_SEED_FACTS, getExaminationSeed, STRUCTURED_SEED_FACTS } from "../../server/seed/examinations";
import { routeTable, type DefinedRoute } from "./route-table";
import { E2E_ENV } from "./env";
import { latestCode } from "./support";

const BASE = `http://127.0.0.1:${E2E_ENV.PORT}`;

// ---------------------------------------------------------------------------------------------
// The route table

type RouteEntry = DefinedRoute;

/** The dynamic segments of a route path (`:id`, the splat `*`). */
const paramsOf = (p: string) => p.split("/").flatMap((s) => (s.startsWith(":") ? [s.slice(1).replace(/\?$/, "")] : s === "*" ? ["*"] : []));

/** A real value for every dynamic segment, keyed by route path (seed data of the reference upstream). */
const NEWS_SLUG = "atlas-giai-phau-nguoi-dat-giai-khuyen-khich-giai-thuong-sach-quoc-gia-nam-2025";
const SAMPLE_PARAMS: Record<string, Record<string, string>> = {
  "/san-pham/danh-muc/:id": { id: "1" },
  "/hop-thu/:id": { id: "1" }, // a message (another customer's or none: the 404 page)
  "/san-pham/:id": { id: "1" },
  "/tin-sach/:id": { id: NEWS_SLUG },
  "/mobile/news/:id": { id: NEWS_SLUG },
  "/pages/:id": { id: "cau-hoi-thuong-gap" },
  "/chuong-trinh/:id": { id: "1" },
  "/h/:id": { id: "1" },
  "/p/:id": { id: "1" },
  "/m/:id": { id: "1" },
  "/xac-nhan-don-hang/:id": { id: "1" },
  "/tai-khoan/don-hang/:id": { id: "1" }, // a seeded order of the demo customer (another customer's for the fuzzing one)
  "/sitemap/:file": { file: "1.xml" },
  "/media/*": { "*": "covers/1.svg" },
  "/*": { "*": "khong-co-trang-nay" },
  "/tai-khoan/danh-gia-san-pham/:productSaleId": { productSaleId: "1" },
  "/product/:id": { id: "1" },
  "/confirm-order/:id": { id: "1" },
  "/news/:id": { id: NEWS_SLUG },
  // The seeded ebook (not owned by the fuzzing customer: the 404 page / file)
  "/tai-khoan/thu-vien-cua-toi/:id": { id: "1" },
  "/tai-khoan/thu-vien-cua-toi/:id/tep": { id: "1" },
  "/tai-khoan/don-hang/:id/hoa-don": { id: "1" }, // a seeded order without an invoice (another customer's for the fuzzing one): 404
  "/tai-khoan/so-dia-chi/:id": { id: "1" },
  "/account/orders/:id": { id: "1" },
  "/account/my-library/:id": { id: "1" },
  "/account/*": { "*": "don-hang" },
  // The learning aliases (301 to the course, lesson and textbook pages)
  "/library/course/:id": { id: "1" },
  "/library/lesson/:id": { id: "1" },
  "/course/:id": { id: "1" },
  "/lesson/:id": { id: "1" },
  "/sgk/thu-vien-sgk/:id": { id: "1" },
  // The textbook library (book 1, one of its sections).
  "/sach-giao-khoa/:id": { id: "1" },
  "/sach-giao-khoa/:id/muc/:subChapterId": { id: "1", subChapterId: "5" },
  "/mobile/sgk/thu-vien-sgk/:id": { id: "1" },
  "/mobile/sgk/thu-vien-sgk/:id/muc/:subChapterId": { id: "1", subChapterId: "5" },
  // Course 1 and its first (preview) lesson.
  "/thu-vien/khoa-hoc/:id": { id: "1" },
  "/mobile/course/:id": { id: "1" },
  "/thu-vien/bai-hoc/:id": { id: "1" },
  "/mobile/lesson/:id": { id: "1" },
  // Course 1 and its locked lesson 3 (not owned by the fuzzing customer: the 403 page)
  "/khoa-hoc/:id": { id: "1" },
  "/mobile/mycourse/:id": { id: "1" },
  "/bai-hoc/:id": { id: "3" },
  "/mobile/mycourse/lesson/:id": { id: "3" },
  // The demo customer's seeded attempt (another learner's for the fuzzing customer:
  // the 404 page) and the aliases of the exercise, exam and review pages.
  "/bai-tap-cua-toi/:id": { id: "1" },
  "/mobile/myExercise/:id": { id: "1" },
  "/bai-kiem-tra-cua-toi/:id": { id: "1" },
  "/mobile/myexam/:id": { id: "1" },
  "/exercise/:id": { id: "2" },
  "/exam/:id": { id: "5" },
  "/myexercise/:id": { id: "1" },
  "/myexam/:id": { id: "1" },
  // The preview lesson's exercise (open to any signed-in user) and
  // the exam of course 1 (the 403 page for the fuzzing customer).
  "/bai-tap/:id": { id: "1" },
  "/mobile/exercise/:id": { id: "1" },
  "/bai-kiem-tra/:id": { id: "5" },
  "/mobile/exam/:id": { id: "5" },
  // The demo author's draft asking for a revision and its v1 file (another
  // author's for the fuzzing customer: the 404 page / 404 text).
  "/chi-tiet-ban-thao/:id": { id: "3" },
  "/chi-tiet-ban-thao/:id/tep/:fileId": { id: "3", fileId: "4" },
  // The new-version upload of the same draft (another author's for the fuzzing customer: 404).
  "/chi-tiet-ban-thao/:id/phien-ban-moi": { id: "3" },
  // The demo customer's certificate: public verification; its PDF is another learner's for the fuzzing customer (404).
  "/xac-thuc-chung-chi/:code": { code: DEMO_CERTIFICATE_FACTS.code },
  "/tai-khoan/chung-chi/:code/tai": { code: DEMO_CERTIFICATE_FACTS.code },
};

/** The route's path with `params` (raw, already percent-encoded where wanted) in its segments. */
function fill(route: RouteEntry, params: Record<string, string>): string {
  return route.path
    .split("/")
    .map((s) => (s.startsWith(":") ? params[s.slice(1)] : s === "*" ? params["*"] : s))
    .join("/");
}

const ROUTES = routeTable();
const HAS_ACTION = new Map<string, boolean>();
/** Modules that read a `redirectTo` (directly or through the login form / access guard). */
const READS_REDIRECT = new Map<string, boolean>();
for (const r of ROUTES) {
  if (!HAS_ACTION.has(r.file)) {
    const source = readFileSync(path.join("app", r.file), "utf8");
    HAS_ACTION.set(r.file, /export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b/.test(source));
    READS_REDIRECT.set(r.file, /redirectTo|requireAccess|LoginForm/.test(source));
  }
}
/** One route per module gets the full walk; the others (same module, other path) a short one. */
const REPRESENTATIVE = new Set<string>();
{
  const seen = new Set<string>();
  for (const r of ROUTES) {
    if (seen.has(r.file)) continue;
    seen.add(r.file);
    REPRESENTATIVE.add(r.id);
  }
}
const samplePath = (r: RouteEntry) => fill(r, SAMPLE_PARAMS[r.path] ?? {});

// ---------------------------------------------------------------------------------------------
// Malformed inputs

const QUERY_NAMES = [
  "page",
  "reviewPage",
  "sort",
  "searchContent",
  "type",
  "tag",
  "id",
  "cityId",
  "districtId",
  "wardId",
  "savedAddressId",
  "tinh",
  "redirectTo",
  "vnp_SecureHash",
  "vnp_Amount",
  "merchantToken",
  "resultCd",
  "code",
  "state",
  "error",
];
/** Values, already percent-encoded for a query string or a path segment. */
const BAD_VALUES = [
  "-1",
  "0",
  "1e9",
  "99999999999999999999",
  "abc",
  "%FF%FE",
  "%00",
  "t%E1%BA%A1i",
  "%F0%9F%98%80",
  "%zz",
  "%3Cscript%3E'%20OR%201%3D1--",
];
const REDIRECT_VALUES = [
  "%2F%2Fevil.example",
  "%2F%5Cevil.example",
  "https%3A%2F%2Fevil.example",
  "%2Ft%E1%BA%A1i",
  "%2Ft%E1%BA%A1i%3Fq%3D%E1%BB%87",
  "%2F%0D%0ASet-Cookie%3Ax%3D1",
  "javascript%3Aalert(1)",
  "%2F%09%2Fevil.example",
  `%2F${"a".repeat(5000)}`,
  "%FF",
];
const PATH_VALUES = [
  "-1",
  "-",
  "-a-",
  "0",
  "1e9",
  "99999999999999999999",
  "%2e%2e",
  "..%2f..%2fetc%2fpasswd",
  "%FF%FE",
  "%00",
  "t%E1%BA%A1i",
  "%zz",
  "a".repeat(3000),
  "1%3B2",
];
const COOKIE_VALUES = [
  "__session=garbage; __cart=garbage; __toast=garbage",
  `__session=${"A".repeat(6000)}`,
  "__session=eyJ1c2VySWQiOjEsInRva2VuIjoieCJ9.Zm9yZ2Vk; __cart=eyJjaGVja291dEtleSI6MX0.Zm9yZ2Vk",
  "__toast=%FF%FE%00; __cart=%E1%BA%A1",
  '__session=; __session=a; __cart==; __toast="quoted"',
  "__oidc=garbage; __session=eyJ9.%ZZ",
];

const FIELDS = [
  "email",
  "password",
  "confirmPassword",
  "newPassword",
  "remember",
  "redirectTo",
  "name",
  "phone",
  "terms",
  "securityCode",
  "address",
  "cityId",
  "districtId",
  "wardId",
  "birthday",
  "productSaleId",
  "quantity",
  "code",
  "checkoutKey",
  "paymentMethod",
  "expectedTotal",
  "vatInvoice",
  "invoiceName",
  "invoiceTaxCode",
  "invoiceAddress",
  "invoiceEmail",
  "note",
  "vnp_SecureHash",
  "vnp_TxnRef",
  "merchantToken",
  "resultCd",
  "consentMarketing",
  "consentAffiliate",
  "consentPerformance",
];
const INTENTS = [
  "xyz",
  "",
  "activate",
  "add",
  "update",
  "remove",
  "apply-code",
  "apply-voucher",
  "apply-coupon",
  "apply-affiliate",
  "remove-voucher",
  "remove-coupon",
  "remove-affiliate",
  "cascade",
  "resend",
  "reset",
  "restart",
  "send",
  "consents",
  "delete",
];

/** A POST body with its headers; `describe` says what it is in a failure list. */
interface BodyCase {
  describe: string;
  /** "fields": what the form schemas see; "transport": encodings and content types; "honeypot": forged hp_from. */
  kind?: "fields" | "transport" | "honeypot";
  headers?: Record<string, string>;
  data?: string | Buffer;
  multipart?: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>;
}

const form = (pairs: [string, string][]) => new URLSearchParams(pairs).toString();
const urlencoded = { "Content-Type": "application/x-www-form-urlencoded" };

/**
 * Forged `hp_from` values in crypto-js's salted format ("Salted__", 8 bytes of salt, one AES block)
 * with random bytes. Many decrypt to bytes that are not UTF-8 under the shop's key, which crypto-js
 * answered with a thrown error (a 500 about one time in seven).
 */
const FORGED_HONEYPOTS = Array.from({ length: 40 }, () => Buffer.concat([Buffer.from("Salted__"), randomBytes(24)]).toString("base64"));

/** The malformed POST bodies sent to every route with an action; `hp` is a valid honeypot value. */
function bodyCases(hp: string): BodyCase[] {
  const honeypot: [string, string][] = [
    ["name__confirm", ""],
    ["hp_from", hp],
  ];
  const all = (v: string): [string, string][] => FIELDS.map((f) => [f, v]);
  const cases: BodyCase[] = [
    { kind: "transport", describe: "no body, no content type" },
    { kind: "transport", describe: "empty form", headers: urlencoded, data: "" },
    { describe: "fields without honeypot", headers: urlencoded, data: form(all("-1")) },
  ];
  for (const intent of INTENTS)
    cases.push({
      describe: `intent=${JSON.stringify(intent)}, fields -1`,
      headers: urlencoded,
      data: form([...honeypot, ["intent", intent], ...all("-1")]),
    });
  for (const intent of ["add", "update", "remove", "cascade"]) {
    cases.push({
      describe: `intent=${intent}, wrong types`,
      headers: urlencoded,
      data: form([
        ...honeypot,
        ["intent", intent],
        ["productSaleId", "1.5e3"],
        ["quantity", "abc"],
        ["cityId", "NaN"],
        ["districtId", "-0"],
        ["wardId", "0x10"],
        ["terms", "maybe"],
        ["remember", "2"],
      ]),
    });
  }
  // The 2025 address map (ADR 0024): a retired province (Hà Giang, 2), a retired ward (Phúc Xá, 1), a
  // ward of another province (Phường Sài Gòn under Hà Nội), an id past every map.
  for (const intent of ["cascade", "", "save-address", "save-profile"]) {
    for (const [cityId, wardId] of [
      ["2", "1"],
      ["1001", "1"],
      ["1001", "126740"],
      ["1079", "100004"],
      ["999999999", "999999999"],
    ] as const) {
      cases.push({
        describe: `intent=${JSON.stringify(intent)}, cityId=${cityId}, wardId=${wardId}`,
        headers: urlencoded,
        data: form([...honeypot, ["intent", intent], ["cityId", cityId], ["wardId", wardId], ["address", "1 Tràng Tiền"]]),
      });
    }
  }
  // Overlong values, two fields at a time (each request stays under a form-size limit of 64 KB).
  for (let i = 0; i < FIELDS.length; i += 2) {
    const long = FIELDS.slice(i, i + 2);
    const intent = INTENTS[(i / 2) % INTENTS.length] ?? "";
    const value = `${"ễ".repeat(1000)}${"x".repeat(5000)}`;
    cases.push({
      describe: `${long.join(", ")} of 6,000 characters, intent=${intent}`,
      headers: urlencoded,
      data: form([
        ...honeypot,
        ["intent", intent],
        ...all("-1").filter(([k]) => !long.includes(k)),
        ...long.map((f): [string, string] => [f, value]),
      ]),
    });
  }
  cases.push({
    kind: "transport",
    describe: "email of 100,000 characters",
    headers: urlencoded,
    data: form([...honeypot, ["email", "a".repeat(100_000)], ["password", "x"]]),
  });
  cases.push({
    describe: "control and bidi characters",
    headers: urlencoded,
    data: form([...honeypot, ...all("\u0000\u202e<script>\u2028;--")]),
  });
  for (const forged of [...FORGED_HONEYPOTS.slice(0, 8), "garbage", "", "%FF", "U2FsdGVkX1", "A".repeat(10_000)]) {
    cases.push({
      kind: "honeypot",
      describe: `hp_from=${JSON.stringify(forged.slice(0, 40))}`,
      headers: urlencoded,
      data: form([
        ["name__confirm", ""],
        ["hp_from", forged],
        ["email", "a@example.com"],
        ["password", "x"],
      ]),
    });
  }
  cases.push({
    describe: "hp_from twice",
    headers: urlencoded,
    data: form([
      ["name__confirm", ""],
      ["hp_from", hp],
      ["hp_from", hp],
      ["email", "a@example.com"],
    ]),
  });
  cases.push({
    describe: "honeypot name filled",
    headers: urlencoded,
    data: form([
      ["name__confirm", "bot"],
      ["hp_from", hp],
      ["email", "a@example.com"],
    ]),
  });
  cases.push({
    describe: "duplicated fields",
    headers: urlencoded,
    data: form([
      ...honeypot,
      ["intent", "add"],
      ["intent", "remove"],
      ...FIELDS.flatMap((f): [string, string][] => [
        [f, "1"],
        [f, "2"],
      ]),
    ]),
  });
  cases.push({
    kind: "transport",
    describe: "non-UTF-8 percent escapes",
    headers: urlencoded,
    data: `name__confirm=&hp_from=${encodeURIComponent(hp)}&email=%FF%FE&name=%C3%28&password=%00&intent=%E1%BA&address=%`,
  });
  cases.push({
    kind: "transport",
    describe: "raw non-UTF-8 bytes",
    headers: urlencoded,
    data: Buffer.concat([
      Buffer.from(`hp_from=${encodeURIComponent(hp)}&name__confirm=&email=`),
      Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0x00]),
    ]),
  });
  cases.push({
    kind: "transport",
    describe: "JSON body",
    headers: { "Content-Type": "application/json" },
    data: JSON.stringify({ email: "a@example.com", password: "x", intent: "add", hp_from: hp }),
  });
  cases.push({
    kind: "transport",
    describe: "JSON content type, form body",
    headers: { "Content-Type": "application/json" },
    data: form([...honeypot, ["email", "a"]]),
  });
  cases.push({
    kind: "transport",
    describe: "text/plain",
    headers: { "Content-Type": "text/plain" },
    data: "email=a@example.com\npassword=x",
  });
  cases.push({
    kind: "transport",
    describe: "octet-stream bytes",
    headers: { "Content-Type": "application/octet-stream" },
    data: Buffer.from([0xff, 0xfe, 0x00, 0x01]),
  });
  cases.push({ kind: "transport", describe: "form body without content type", data: form([...honeypot, ["email", "a"]]) });
  cases.push({
    kind: "transport",
    describe: "multipart with broken boundary",
    headers: { "Content-Type": "multipart/form-data; boundary=xyz" },
    data: "--abc\r\ngarbage",
  });
  cases.push({
    kind: "transport",
    describe: "multipart, honeypot and email as files",
    multipart: {
      name__confirm: "",
      hp_from: { name: "hp.txt", mimeType: "text/plain", buffer: Buffer.from(hp) },
      email: { name: "e.bin", mimeType: "application/octet-stream", buffer: Buffer.from([0xff, 0xfe]) },
      intent: "add",
      productSaleId: { name: "id.txt", mimeType: "text/plain", buffer: Buffer.from("1") },
    },
  });
  cases.push({ kind: "transport", describe: "multipart, fields -1", multipart: Object.fromEntries([...honeypot, ...all("-1")]) });
  return cases;
}

// ---------------------------------------------------------------------------------------------
// Sending and collecting

interface Probe {
  method: string;
  url: string;
  input: string;
  headers?: Record<string, string>;
  data?: string | Buffer;
  multipart?: BodyCase["multipart"];
}
interface Outcome {
  probe: Probe;
  status: number;
  body?: string;
}

/** Sends the probes `concurrency` at a time; never follows redirects. */
async function send(ctx: APIRequestContext, probes: Probe[], concurrency = 4): Promise<Outcome[]> {
  const out: Outcome[] = [];
  let next = 0;
  async function worker() {
    while (next < probes.length) {
      const probe = probes[next++]!;
      let res: APIResponse;
      try {
        res = await ctx.fetch(probe.url, {
          method: probe.method,
          headers: probe.headers,
          data: probe.data,
          multipart: probe.multipart as never,
          maxRedirects: 0,
          failOnStatusCode: false,
          timeout: 30_000,
        });
      } catch (error) {
        out.push({ probe, status: -1, body: String(error).slice(0, 200) });
        continue;
      }
      const status = res.status();
      out.push({ probe, status, body: status >= 500 ? (await res.text()).slice(0, 200) : undefined });
      await res.dispose();
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return out;
}

const line = (o: Outcome) =>
  `${o.probe.method} ${o.probe.url.length > 160 ? `${o.probe.url.slice(0, 160)}…` : o.probe.url} [${o.probe.input}] → ${o.status === -1 ? "no answer" : o.status}${o.body ? ` ${JSON.stringify(o.body)}` : ""}`;

/**
 * The 5xx answers as readable lines: method, URL (shortened), input, status and the start of the body.
 * Requests that got no answer at all (a connection reset while a large body was still being sent
 * to a route that answered without reading it — see the body policy of the storefront's
 * server) are reported as a test annotation, not counted here.
 */
function serverErrors(outcomes: Outcome[]): string[] {
  const unanswered = outcomes.filter((o) => o.status === -1).map(line);
  if (unanswered.length) {
    console.log(`no answer (connection reset) for ${unanswered.length} request(s):\n${unanswered.join("\n")}`);
    test.info().annotations.push({ type: "no answer (body drained?)", description: unanswered.join("\n") });
  }
  return outcomes.filter((o) => o.status >= 500).map(line);
}

/** The GET probes of the walk: query strings, redirectTo, path parameters, cookies. */
function getProbes(opts: { full: boolean }): Probe[] {
  const probes: Probe[] = [];
  for (const r of ROUTES) {
    const base = samplePath(r);
    const get = (url: string, input: string, headers?: Record<string, string>) =>
      probes.push({ method: "GET", url, input: `${r.id}: ${input}`, headers });
    get(base, "as is");
    if (!REPRESENTATIVE.has(r.id) || !opts.full) {
      get(`${base}?page=-1&redirectTo=%2Ft%E1%BA%A1i`, "page=-1, redirectTo unicode");
      if (!opts.full)
        for (const v of ["%FF%FE", "99999999999999999999"])
          get(`${base}?${QUERY_NAMES.map((n) => `${n}=${v}`).join("&")}`, `every parameter ${v}`);
      continue;
    }
    for (const v of BAD_VALUES) get(`${base}?${QUERY_NAMES.map((n) => `${n}=${v}`).join("&")}`, `every parameter ${v}`);
    get(`${base}?${QUERY_NAMES.map((n) => `${n}=${"x".repeat(700)}`).join("&")}`, "every parameter 700 characters");
    get(`${base}?searchContent=${"ễ".repeat(1500)}&page=${"9".repeat(3000)}`, "searchContent 1,500 × ễ, page of 3,000 digits");
    get(`${base}?searchContent=${"x".repeat(100_000)}`, "searchContent of 100,000 characters");
    get(`${base}?${QUERY_NAMES.map((n) => `${n}=1&${n}=2&${n}[]=3&${n}[a]=4`).join("&")}`, "duplicated and bracketed parameters");
    get(`${base}?&&=&%FF=1&=x&page`, "empty and nameless parameters");
    if (READS_REDIRECT.get(r.file)) for (const v of REDIRECT_VALUES) get(`${base}?redirectTo=${v}`, `redirectTo=${v.slice(0, 40)}`);
    for (const c of COOKIE_VALUES) get(base, `cookie ${c.slice(0, 60)}`, { Cookie: c });
    for (const name of paramsOf(r.path)) {
      for (const v of PATH_VALUES) get(fill(r, { ...SAMPLE_PARAMS[r.path], [name]: v }), `:${name}=${v.slice(0, 40)}`);
    }
  }
  return probes.map((p) => ({ ...p, url: BASE + p.url }));
}

/** The POST probes: every body case to every route with an action; two to routes without one. */
function postProbes(hp: string, opts: { skip?: (r: RouteEntry) => boolean; fieldsOnly?: boolean } = {}): Probe[] {
  const probes: Probe[] = [];
  const cases = bodyCases(hp).filter((c) => !opts.fieldsOnly || (c.kind ?? "fields") === "fields");
  for (const r of ROUTES) {
    if (opts.skip?.(r)) continue;
    const url = BASE + samplePath(r);
    const chosen = HAS_ACTION.get(r.file) && REPRESENTATIVE.has(r.id) ? cases : cases.slice(0, 2);
    for (const c of chosen)
      probes.push({ method: "POST", url, input: `${r.id}: ${c.describe}`, headers: c.headers, data: c.data, multipart: c.multipart });
  }
  return probes;
}

/** A valid honeypot `hp_from` as the login page renders it to a guest (it is bound to no session). */
async function validHoneypot(): Promise<string> {
  const guest = await playwrightRequest.newContext();
  const html = await (await guest.get(`${BASE}/dang-nhap`)).text();
  await guest.dispose();
  const hp = /name="hp_from"[^>]*value="([^"]+)"/.exec(html)?.[1];
  expect(hp, "the login page renders a honeypot hp_from").toBeTruthy();
  return hp!
    .replace(/&#x2F;|&#47;/g, "/")
    .replace(/&#x2B;|&#43;/g, "+")
    .replace(/&amp;/g, "&");
}

// ---------------------------------------------------------------------------------------------
// State

/** Counts of the upstream's rows that no malformed request may change, read from the e2e database. */
function stateOf(userEmail?: string) {
  const db = new Database(E2E_ENV.DATABASE_URL, { readonly: true, fileMustExist: true });
  try {
    const count = (table: string) => (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
    const cart = userEmail
      ? (db
          .prepare(
            "SELECT l.product_id AS p, l.quantity AS q FROM cart_lines l JOIN carts c ON c.id = l.cart_id JOIN users u ON u.id = c.user_id WHERE u.email = ? ORDER BY l.product_id",
          )
          .all(userEmail) as { p: number; q: number }[])
      : [];
    return { users: count("users"), orders: count("orders"), orderLines: count("order_lines"), cart };
  } finally {
    db.close();
  }
}

/** A form post through the storefront with a fresh honeypot (the way a browser without JavaScript posts). */
async function post(ctx: APIRequestContext, url: string, fields: Record<string, string>) {
  const hp = await validHoneypot();
  return ctx.post(BASE + url, { form: { name__confirm: "", hp_from: hp, ...fields }, maxRedirects: 0 });
}

/** Registers and activates a customer through the storefront's forms (request API), then logs in. */
async function newCustomer(): Promise<{ ctx: APIRequestContext; email: string; password: string; loginLocation: string | undefined }> {
  const email = `fuzz.${Date.now()}@example.com`;
  const password = "MatKhau@123";
  const reg = await playwrightRequest.newContext({ baseURL: BASE });
  const registered = await post(reg, "/dang-ky", {
    name: "Khách Thử Nghiệm",
    email,
    phone: "0912345678",
    password,
    confirmPassword: password,
    terms: "on",
  });
  expect(registered.status(), await registered.text().then((t) => t.slice(0, 300))).toBe(303);
  const activated = await post(reg, "/kich-hoat-tai-khoan", { intent: "activate", securityCode: latestCode(email) });
  expect(activated.status()).toBe(303);
  await reg.dispose();

  const ctx = await playwrightRequest.newContext({ baseURL: BASE });
  // Finding 4: a redirectTo above U+00FF made the login itself fail with a 500.
  const login = await post(ctx, "/dang-nhap", { email, password, redirectTo: "/tại" });
  expect(login.status(), "login with redirectTo=/tại").toBe(303);
  return { ctx, email, password, loginLocation: login.headers()["location"] };
}

// ---------------------------------------------------------------------------------------------
// Tests

test.describe.configure({ mode: "default" });

test("the walk covers every route of remix.config.js, each dynamic segment with a sample value", () => {
  expect(ROUTES.length).toBeGreaterThan(40);
  const missing = ROUTES.flatMap((r) =>
    paramsOf(r.path)
      .filter((p) => SAMPLE_PARAMS[r.path]?.[p] === undefined)
      .map((p) => `${r.path} (:${p})`),
  );
  expect(missing, "add a sample value to SAMPLE_PARAMS in tests/e2e/fuzz.http.spec.ts").toEqual([]);
  expect(ROUTES.some((r) => HAS_ACTION.get(r.file))).toBe(true);
});

test("slugs starting with '-' are a 404 page, not a 500", async ({ request }) => {
  for (const url of [
    "/tin-sach/-1",
    "/pages/-1",
    "/mobile/news/-1",
    "/tin-sach/-",
    "/pages/a--b",
    "/chuong-trinh/-1",
    "/san-pham/-1",
    "/xac-nhan-don-hang/-1",
  ]) {
    const res = await request.get(BASE + url, { maxRedirects: 0 });
    expect(res.status(), url).toBe(404);
    expect(await res.text(), url).toContain("Không tìm thấy");
  }
});

test("bad searches and facet values are a results page, never a 5xx", async ({ request }) => {
  const texts = [
    "a",
    "x".repeat(500),
    "giải tích ".repeat(50),
    '"',
    '"giải',
    "*",
    "giai*",
    "NEAR",
    "NEAR(a b, 2)",
    "-",
    "-toán",
    "a AND OR NOT b",
    "' OR 1=1; DROP TABLE products; --",
    "%",
    "\\",
    "📚😀🇻🇳",
    "\u0000",
    "{title}: x",
    "^giai",
  ];
  const facets = [
    "",
    "&price=300000-0",
    "&price=-",
    "&price=abc",
    "&price=99999999999-",
    "&year=abc",
    "&year=99999",
    "&format=pdf",
    "&author=Kh%C3%B4ng%20c%C3%B3%20ai",
    "&author=a&author=b",
    "&publisher=%00",
    "&inStock=maybe",
    "&sort=relevance&page=999",
  ];
  const paths = ["/san-pham", "/san-pham/danh-muc/1"];
  for (const path of paths) {
    for (const text of texts) {
      for (const facet of path === paths[0] ? facets : [""]) {
        const url = `${path}?searchContent=${encodeURIComponent(text)}${facet}`;
        const res = await request.get(BASE + url, { maxRedirects: 0 });
        expect(res.status(), url).toBe(200);
      }
    }
  }
  for (const text of texts) {
    const url = `/resources/search-suggestions?q=${encodeURIComponent(text)}`;
    const res = await request.get(BASE + url);
    expect(res.status(), url).toBe(200);
    expect((await res.json()).items.length, url).toBeLessThanOrEqual(10);
  }
  for (const path of ["/tin-sach", "/thu-vien"]) {
    for (const text of texts) {
      const res = await request.get(`${BASE}${path}?searchContent=${encodeURIComponent(text)}`, { maxRedirects: 0 });
      expect(res.status(), `${path} ${text.slice(0, 20)}`).toBeLessThan(500);
    }
  }
});

test("bad news and course searches are a results page with a count, and the upstream lists a 200 or a 400, never a 5xx", async ({
  request,
}) => {
  const texts = [
    '"',
    '""',
    '"giải',
    "*",
    "giai*",
    "NEAR(",
    "NEAR(giai tich, 2)",
    "giai OR tich",
    "OR",
    "-tich",
    "title:giai",
    "{title body}: x",
    "^",
    "a".repeat(200),
    "ễ".repeat(500),
    "📚",
    "\u0000",
    "'; DROP TABLE news; --",
  ];
  const extras: Record<string, string[]> = {
    "/tin-sach": ["", "&tag=khong-co-the", "&tag=%00", "&page=999", "&page=-1"],
    "/thu-vien": ["", "&categoryId=999999", "&categoryId=abc", "&categoryId=-1", "&page=999"],
  };
  for (const [path, more] of Object.entries(extras)) {
    for (const text of texts) {
      for (const extra of more) {
        const url = `${path}?searchContent=${encodeURIComponent(text)}${extra}`;
        const res = await request.get(BASE + url, { maxRedirects: 0 });
        expect(res.status(), url).toBe(200);
        // A search that finds nothing still says so with its count (or lists what it found with one).
        if (extra === "" && /[\p{L}\p{N}]/u.test(text)) expect(await res.text(), url).toMatch(/\d+ kết quả cho/);
      }
    }
  }
  const UPSTREAM = `http://127.0.0.1:${E2E_ENV.UPSTREAM_PORT}`;
  for (const path of ["/api/News", "/api/Library"]) {
    for (const text of texts) {
      const url = `${UPSTREAM}${path}?searchContent=${encodeURIComponent(text)}`;
      const res = await request.get(url);
      expect([200, 400], url).toContain(res.status());
      if (res.status() === 200) expect(typeof (await res.json()).totalItems, url).toBe("number");
    }
  }
});

test("a redirectTo above U+00FF is kept, percent-encoded, and the login still works", async ({ request }) => {
  const page = await request.get(`${BASE}/dang-nhap?redirectTo=/t%E1%BA%A1i`);
  expect(page.status()).toBe(200);
  const { ctx, loginLocation } = await newCustomer();
  expect(loginLocation).toBe("/t%E1%BA%A1i");
  // Logged in, the login page sends the customer on to the (encoded) redirectTo.
  const again = await ctx.get(`${BASE}/dang-nhap?redirectTo=/t%E1%BA%A1i%3Fq%3D%E1%BB%87`, { maxRedirects: 0 });
  expect(again.status()).toBe(302);
  expect(again.headers()["location"]).toBe("/t%E1%BA%A1i?q=%E1%BB%87");
  await ctx.dispose();
});

test("forged honeypot values are a 400 with a Vietnamese message, never a 500", async ({ request }) => {
  const statuses: string[] = [];
  for (const forged of FORGED_HONEYPOTS) {
    const res = await request.post(`${BASE}/dang-nhap`, {
      form: { name__confirm: "", hp_from: forged, email: "a@example.com", password: "x" },
      maxRedirects: 0,
    });
    statuses.push(`${forged} → ${res.status()}`);
    if (res.status() === 400) expect(await res.text()).toContain("Biểu mẫu không hợp lệ");
  }
  expect(statuses.filter((s) => !s.endsWith("→ 400"))).toEqual([]);
});

test("the honeypot has a Vietnamese label and stays hidden, out of the accessibility tree and tab order", async ({ request }) => {
  for (const url of ["/dang-nhap", "/dang-ky", "/quen-mat-khau"]) {
    const html = await (await request.get(BASE + url)).text();
    expect(html, url).not.toContain("Please leave this field blank");
    const wrap = /<div id="name__confirm_wrap"([^>]*)>([\s\S]*?)<\/div>/.exec(html);
    expect(wrap, url).not.toBeNull();
    const [, attrs = "", inner = ""] = wrap!;
    expect(attrs).toContain('aria-hidden="true"');
    expect(attrs).toMatch(/style="display:\s*none"/);
    expect(inner).toContain("Vui lòng để trống ô này");
    const inputs = inner.match(/<input[^>]*>/g) ?? [];
    expect(inputs.length).toBe(2);
    for (const input of inputs) expect(input).toContain('tabindex="-1"');
  }
});

test("overlong gateway fields are a 400 page, not a 502", async ({ request }) => {
  const long = "x".repeat(100_000);
  for (const [url, fields] of [
    ["/thanh-toan/vnpay-return", { vnp_SecureHash: "ab", vnp_TxnRef: "DH1", vnp_OrderInfo: long }],
    ["/thanh-toan/epay-result", { merchantToken: "ab", resultCd: "00_000", merTrxId: long }],
  ] as const) {
    const res = await request.post(BASE + url, { form: fields, maxRedirects: 0 });
    // 400 from the zod bound (413 once the body-size policy refuses such a body first).
    expect([400, 413], url).toContain(res.status());
    expect(await res.text(), url).toMatch(/không hợp lệ|quá lớn/);
    const get = await request.get(`${BASE}${url}?${new URLSearchParams({ ...fields, [Object.keys(fields)[2]!]: "x".repeat(5_000) })}`, {
      maxRedirects: 0,
    });
    expect(get.status(), `GET ${url}`).toBe(400);
    expect(await get.text()).toContain("Thông tin kết quả thanh toán không hợp lệ");
  }
});

test("no 5xx and no change of state: GET walk as a guest", async () => {
  test.setTimeout(150_000);
  const before = stateOf();
  const ctx = await playwrightRequest.newContext();
  const outcomes = await send(ctx, getProbes({ full: true }));
  await ctx.dispose();
  console.log(`fuzz GET (guest): ${outcomes.length} requests`);
  expect(serverErrors(outcomes)).toEqual([]);
  expect(stateOf()).toEqual(before);
});

test("no 5xx and no change of state: POST walk as a guest", async () => {
  test.setTimeout(150_000);
  const ctx = await playwrightRequest.newContext();
  const hp = await validHoneypot();
  const before = stateOf();
  const outcomes = await send(ctx, postProbes(hp));
  await ctx.dispose();
  console.log(`fuzz POST (guest): ${outcomes.length} requests`);
  expect(serverErrors(outcomes)).toEqual([]);
  expect(stateOf()).toEqual(before);
});

test("no 5xx and no change of state: GET and POST walks as a logged-in customer", async () => {
  test.setTimeout(150_000);
  const { ctx, email } = await newCustomer();
  // One book in the cart: malformed posts must leave it as it is.
  const added = await post(ctx, "/gio-hang", { intent: "add", productSaleId: "1", quantity: "2", redirectTo: "/gio-hang" });
  expect(added.status()).toBe(303);
  const before = stateOf(email);
  expect(before.cart).toEqual([{ p: 1, q: 2 }]);

  const gets = await send(ctx, getProbes({ full: false }));
  const hp = await validHoneypot();
  // Logging out is what /logout is for: it is walked as a guest only.
  const posts = await send(ctx, postProbes(hp, { skip: (r) => r.path === "/logout", fieldsOnly: true }));
  console.log(`fuzz as a customer: ${gets.length} GET, ${posts.length} POST`);
  expect(serverErrors([...gets, ...posts])).toEqual([]);
  expect(stateOf(email)).toEqual(before);
  // Still logged in: the account page answers 200, not a redirect to the login.
  expect((await ctx.get(`${BASE}/tai-khoan/thong-tin-tai-khoan`, { maxRedirects: 0 })).status()).toBe(200);
  await ctx.dispose();
});

test("a POST with a foreign Origin is a 403 page on every route with an action (the gateway returns excepted)", async () => {
  const ctx = await playwrightRequest.newContext();
  const hp = await validHoneypot();
  const gatewayReturns = new Set(["/thanh-toan/vnpay-return", "/thanh-toan/epay-result"]);
  const probes: Probe[] = ROUTES.filter((r) => HAS_ACTION.get(r.file)).map((r) => ({
    method: "POST",
    url: BASE + samplePath(r),
    input: r.id,
    headers: { ...urlencoded, Origin: "https://evil.example" },
    data: form([
      ["name__confirm", ""],
      ["hp_from", hp],
      ["email", "a@example.com"],
      ["password", "x"],
    ]),
  }));
  const outcomes = await send(ctx, probes, 2);
  await ctx.dispose();
  expect(serverErrors(outcomes)).toEqual([]);
  const wrong = outcomes
    .filter((o) => !gatewayReturns.has(new URL(o.probe.url).pathname) && o.status !== 403)
    .map((o) => `${o.probe.input} → ${o.status}`);
  expect(wrong).toEqual([]);
});

// The attempt form's action with junk — names, option ids, attempt ids, huge
// texts, repeated fields — as a customer, on the open preview exercise, a locked exercise and a
// course's exam not owned: always below 500.
test("the attempt forms answer junk with a 4xx or a redirect, never a 5xx", async () => {
  test.setTimeout(120_000);
  const { ctx } = await newCustomer();
  const huge = "Đ".repeat(60_000);
  const bodies: [string, string][][] = [];
  for (const intent of ["save", "submit", "autosave", "start", "", "xyz"]) {
    bodies.push([["intent", intent]]);
    bodies.push([
      ["intent", intent],
      ["q-1", huge],
      ["q-2", "abc"],
      ["q-3", "-1"],
      ["q-4", "99999999999999999999"],
      ["q-x", "1"],
    ]);
    for (const attemptId of ["-1", "abc", "0", "1", "99999999", "1e3", huge])
      bodies.push([
        ["intent", intent],
        ["attemptId", attemptId],
        ["q-1", "1"],
        ["q-1", "2"],
        ["q-3", huge],
      ]);
  }
  const probes: Probe[] = [];
  for (const url of ["/bai-tap/1", "/mobile/exercise/1", "/bai-tap/3", "/bai-kiem-tra/5", "/bai-kiem-tra/1", "/bai-tap/abc"])
    for (const body of bodies)
      probes.push({
        method: "POST",
        url: BASE + url,
        input: `${url} ${body.map(([k, v]) => `${k}=${v.slice(0, 20)}`).join("&")}`,
        headers: { ...urlencoded, Origin: BASE },
        data: new URLSearchParams(body).toString(),
      });
  const out = await send(ctx, probes, 2);
  expect(serverErrors(out)).toEqual([]);
  await ctx.dispose();
});

// The VAT invoice request at the payment step and the invoice download (ADR 0025), as a customer with
// a real checkout in progress: junk in the invoice fields (the box ticked, the rest of the form valid)
// is a 400 with the form, never a 5xx, and places no order; junk ids on the download route are 4xx.
test("the VAT invoice fields and the invoice download answer junk with a 4xx, never a 5xx, and place no order", async () => {
  test.setTimeout(120_000);
  const { ctx, email } = await newCustomer();
  expect((await post(ctx, "/gio-hang", { intent: "add", productSaleId: "1", quantity: "1", redirectTo: "/gio-hang" })).status()).toBe(303);
  expect((await post(ctx, "/gio-hang", { intent: "checkout" })).status()).toBe(303);
  const db = new Database(E2E_ENV.DATABASE_URL, { readonly: true, fileMustExist: true });
  const ward = db
    .prepare(
      "SELECT w.id AS wardId, w.city_id AS cityId FROM wards w JOIN cities c ON c.id = w.city_id WHERE c.current = 1 AND w.district_id IS NULL LIMIT 1",
    )
    .get() as { wardId: number; cityId: number };
  db.close();
  const shipped = await post(ctx, "/gio-hang/giao-hang", {
    name: "Khách Thử Nghiệm",
    phone: "0912345678",
    email,
    cityId: String(ward.cityId),
    wardId: String(ward.wardId),
    address: "144 Xuân Thủy",
  });
  expect(shipped.status()).toBe(303);
  const html = await (await ctx.get(`${BASE}/gio-hang/thanh-toan`)).text();
  const checkoutKey = /name="checkoutKey"[^>]*value="([^"]+)"/.exec(html)?.[1];
  const expectedTotal = /name="expectedTotal"[^>]*value="([^"]+)"/.exec(html)?.[1];
  expect(checkoutKey && expectedTotal, "the payment step renders its key and total").toBeTruthy();
  const before = stateOf(email);

  const huge = "Đ".repeat(60_000);
  const valid = { invoiceName: "Công ty A", invoiceTaxCode: "0100109106", invoiceAddress: "Hà Nội", invoiceEmail: "a@example.com" };
  // The probes below reach the form's validation (not a honeypot or key refusal): a wrong check digit says so.
  const refused = await post(ctx, "/gio-hang/thanh-toan", {
    checkoutKey: checkoutKey!,
    expectedTotal: expectedTotal!,
    paymentMethod: "VNPay",
    vatInvoice: "on",
    ...valid,
    invoiceTaxCode: "0100109107",
  });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain("sai chữ số kiểm tra");
  const junk: Record<string, string>[] = [
    { invoiceTaxCode: "0100109107" },
    { invoiceTaxCode: "01001091061" },
    { invoiceTaxCode: "01001O9106" },
    { invoiceTaxCode: "0100109106001" },
    { invoiceTaxCode: "0100109106-0001" },
    { invoiceTaxCode: "--------------" },
    { invoiceTaxCode: "０１００１０９１０６" },
    { invoiceTaxCode: huge },
    { invoiceTaxCode: "\u0000" + "0100109106" },
    { invoiceName: "" },
    { invoiceName: huge },
    { invoiceName: "Công ty\u202e A" },
    { invoiceAddress: huge },
    { invoiceEmail: "not-an-email" },
    { invoiceEmail: `${huge}@example.com` },
  ];
  const hp = await validHoneypot();
  const probes: Probe[] = junk.map((j) => {
    const body = new URLSearchParams({
      name__confirm: "",
      hp_from: hp,
      checkoutKey: checkoutKey!,
      expectedTotal: expectedTotal!,
      paymentMethod: "VNPay",
      vatInvoice: "on",
      ...valid,
      ...j,
    });
    return {
      method: "POST",
      url: `${BASE}/gio-hang/thanh-toan`,
      input: `invoice fields ${JSON.stringify(j).slice(0, 60)}`,
      headers: { ...urlencoded, Origin: BASE },
      data: body.toString(),
    };
  });
  // The box with a value no checkbox sends, and the fields repeated.
  probes.push({
    method: "POST",
    url: `${BASE}/gio-hang/thanh-toan`,
    input: "invoice fields repeated, the box 'yes'",
    headers: { ...urlencoded, Origin: BASE },
    data: `name__confirm=&hp_from=${encodeURIComponent(hp)}&checkoutKey=${checkoutKey}&expectedTotal=${expectedTotal}&paymentMethod=VNPay&vatInvoice=yes&vatInvoice=on&invoiceTaxCode=1&invoiceTaxCode=2`,
  });
  for (const id of ["0", "-1", "abc", "1e3", "99999999999999999999", "%00", encodeURIComponent(huge.slice(0, 3000)), "1"])
    probes.push({ method: "GET", url: `${BASE}/tai-khoan/don-hang/${id}/hoa-don`, input: `invoice download /${id.slice(0, 20)}` });
  const out = await send(ctx, probes, 2);
  expect(serverErrors(out)).toEqual([]);
  const accepted = out.filter((o) => o.status < 400).map((o) => `${o.probe.input} → ${o.status}`);
  expect(accepted).toEqual([]);
  expect(stateOf(email)).toEqual(before);
  await ctx.dispose();
});

// Numerical answers with junk (the preview lesson's numerical exercise, open to any signed-in user):
// exponents, repeated signs and separators, huge and non-ASCII texts, saved and submitted — graded or
// refused, never a 5xx.
test("numerical answers with junk are graded or refused, never a 5xx", async () => {
  test.setTimeout(120_000);
  const { ctx } = await newCustomer();
  const id = CERTIFICATE_SEED_FACTS.numericalExerciseId;
  const questionIds = getExaminationSeed()
    .questions.filter((q) => q.examinationId === id)
    .map((q) => q.id);
  const junk = [
    "1e400",
    "--1",
    "9,8,7",
    "NaN",
    "Infinity",
    "-0",
    "0x1F",
    "9,8 m/s²",
    "٩٫٨",
    "1".repeat(41),
    "Đ".repeat(5000),
    "9\n8",
    "\u202E8,9",
    "",
  ];
  const probes: Probe[] = [];
  for (const intent of ["save", "submit", "autosave"])
    for (const value of junk)
      probes.push({
        method: "POST",
        url: `${BASE}/bai-tap/${id}`,
        input: `${intent} ${value.slice(0, 20)}`,
        headers: { ...urlencoded, Origin: BASE },
        data: new URLSearchParams([["intent", intent], ...questionIds.map((q): [string, string] => [`q-${q}`, value])]).toString(),
      });
  const out = await send(ctx, probes, 2);
  expect(serverErrors(out)).toEqual([]);
  await ctx.dispose();
});

// Matching, ordering and cloze answers with junk (the preview lesson's exercise, open to any signed-in
// user): every part field given junk (foreign and duplicated choices, bad ranks, "1e400", huge,
// control and bidi characters), part fields of questions that have none, repeated part fields, and
// the upstream called with `parts` of the wrong shape — refused or graded, never a 5xx.
test("matching, ordering and cloze answers with junk are refused or graded, never a 5xx", async () => {
  test.setTimeout(120_000);
  const { ctx } = await newCustomer();
  const id = STRUCTURED_SEED_FACTS.exerciseId;
  const bank = getExaminationSeed().questions.filter((q) => q.examinationId === id);
  const partKeys = (specJson: string | null | undefined): string[] => {
    const spec = JSON.parse(specJson ?? "{}") as { prompts?: { key: string }[]; items?: { key: string }[]; blanks?: { key: string }[] };
    return (spec.prompts ?? spec.items ?? spec.blanks ?? []).map((p) => p.key);
  };
  const fields = bank.flatMap((q) => partKeys(q.specJson).map((k) => `q-${q.id}-${k}`));
  const junk = [
    "n",
    "kg",
    "zzz",
    "1",
    "0",
    "5",
    "99",
    "1e400",
    "--1",
    "-1",
    "2,5,5",
    "Đ".repeat(5000),
    "a\nb",
    "\u202Ethuận",
    "\u0000",
    "",
  ];
  const probes: Probe[] = [];
  for (const intent of ["save", "submit", "autosave"])
    for (const value of junk)
      probes.push({
        method: "POST",
        url: `${BASE}/bai-tap/${id}`,
        input: `${intent} parts ${value.slice(0, 20)}`,
        headers: { ...urlencoded, Origin: BASE },
        data: new URLSearchParams([["intent", intent], ...fields.map((f): [string, string] => [f, value])]).toString(),
      });
  // Part fields repeated, whole-question fields on part questions, part-like fields on no question.
  probes.push({
    method: "POST",
    url: `${BASE}/bai-tap/${id}`,
    input: "parts repeated and misplaced",
    headers: { ...urlencoded, Origin: BASE },
    data: new URLSearchParams([
      ["intent", "submit"],
      ...fields.flatMap((f): [string, string][] => [
        [f, "1"],
        [f, "2"],
      ]),
      ...bank.map((q): [string, string] => [`q-${q.id}`, "1"]),
      [`q-${bank[0]!.id}-__proto__`, "n"],
      ["q-1-luc", "n"],
    ]).toString(),
  });
  const out = await send(ctx, probes, 2);
  expect(serverErrors(out)).toEqual([]);
  await ctx.dispose();
});

// The manuscript routes with junk, as their owner (the demo author): garbage ids
// on the file and new-version routes, unusual methods, and multipart bodies no browser sends to
// /tao-ban-thao and /chi-tiet-ban-thao/{id}/phien-ban-moi (the file before the fields, two files, an
// empty file, bytes that are no manuscript, a body cut off before its closing boundary, no boundary).
// Always below 500, and no draft, no file row is added: the seeded draft asking for a revision
// (DRAFT_SEED_FACTS.revisionDraftId = 3, its file 4) accepts a new version, so only a junk file can be refused.
test("the manuscript routes answer junk with a 4xx or a redirect, never a 5xx, and keep no draft", async () => {
  test.setTimeout(120_000);
  const drafts = () => {
    const db = new Database(E2E_ENV.DATABASE_URL, { readonly: true, fileMustExist: true });
    try {
      return db.prepare("SELECT (SELECT count(*) FROM drafts) AS drafts, (SELECT count(*) FROM draft_files) AS files").get();
    } finally {
      db.close();
    }
  };
  const ctx = await playwrightRequest.newContext({ baseURL: BASE });
  const login = await post(ctx, "/dang-nhap", { email: "khachhang@example.com", password: "MatKhau@123" });
  expect(login.status(), "the demo author signs in").toBe(303);
  const before = drafts();

  const probes: Probe[] = [];
  const ids = ["-1", "0", "abc", "99999999999999999999", "1e3", "%FF%FE", "..%2f..%2fetc%2fpasswd", "a".repeat(3000)];
  for (const id of ids) {
    for (const url of [`/chi-tiet-ban-thao/3/tep/${id}`, `/chi-tiet-ban-thao/${id}/tep/4`, `/chi-tiet-ban-thao/${id}/phien-ban-moi`])
      probes.push({ method: "GET", url, input: "garbage id" });
    probes.push({
      method: "POST",
      url: `/chi-tiet-ban-thao/${id}/phien-ban-moi`,
      input: "garbage id, junk file",
      multipart: { file: junkFile() },
    });
  }
  // A file of another draft of the same author, and a file id that does not exist.
  for (const url of ["/chi-tiet-ban-thao/1/tep/4", "/chi-tiet-ban-thao/3/tep/1", "/chi-tiet-ban-thao/3/tep/99999"])
    probes.push({ method: "GET", url, input: "a file of another draft" });
  const routes = [
    "/tiep-nhan-ban-thao",
    "/tao-ban-thao",
    "/chi-tiet-ban-thao/3",
    "/chi-tiet-ban-thao/3/tep/4",
    "/chi-tiet-ban-thao/3/phien-ban-moi",
  ];
  for (const url of routes)
    for (const method of ["HEAD", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND"]) probes.push({ method, url, input: `method ${method}` });

  const fields: Record<string, string> = {
    title: "Giáo trình thử",
    authors: "Nguyễn Văn A",
    fieldOfStudy: "Toán học",
    kind: "giao-trinh",
    summary: "Tóm tắt",
    estimatedPages: "120",
    expectedCompletionDate: "31/12/2099",
    contactPhone: "0912345678",
  };
  const boundary = "----junk15";
  const part = (name: string, value: string | Buffer, filename?: string) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"\r\nContent-Type: application/pdf` : ""}\r\n\r\n`,
      ),
      Buffer.from(value),
      Buffer.from("\r\n"),
    ]);
  const textParts = Object.entries(fields).map(([k, v]) => part(k, v));
  const pdfStart = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n");
  const end = Buffer.from(`--${boundary}--\r\n`);
  const raw: [string, Buffer, string?][] = [
    ["the file before the fields", Buffer.concat([part("file", junkFile().buffer, "a.pdf"), ...textParts, end])],
    ["a file that is no manuscript", Buffer.concat([...textParts, part("file", junkFile().buffer, "a.pdf"), end])],
    ["an empty file", Buffer.concat([...textParts, part("file", "", "a.pdf"), end])],
    ["two files", Buffer.concat([...textParts, part("file", junkFile().buffer, "a.pdf"), part("file", junkFile().buffer, "b.pdf"), end])],
    ["a PDF cut off before the closing boundary", Buffer.concat([...textParts, part("file", pdfStart, "a.pdf").subarray(0, -2)])],
    ["a PDF with no part headers", Buffer.concat([...textParts, Buffer.from(`--${boundary}\r\n\r\n`), pdfStart, end])],
    [
      "fields of 6,000 characters and a junk file",
      Buffer.concat([...Object.keys(fields).map((k) => part(k, "ễ".repeat(6000))), part("file", junkFile().buffer, "a.pdf"), end]),
    ],
    ["garbage bytes", randomBytes(4096)],
    ["no boundary in the content type", Buffer.concat([...textParts, end]), "multipart/form-data"],
    ["a boundary that never comes", Buffer.concat([...textParts, end]), "multipart/form-data; boundary=other"],
  ];
  for (const url of ["/tao-ban-thao", "/chi-tiet-ban-thao/3/phien-ban-moi"]) {
    for (const [describe, data, type] of raw)
      probes.push({
        method: "POST",
        url,
        input: describe,
        headers: { "Content-Type": type ?? `multipart/form-data; boundary=${boundary}` },
        data,
      });
    probes.push({ method: "POST", url, input: "urlencoded fields", headers: urlencoded, data: form(Object.entries(fields)) });
    probes.push({ method: "POST", url, input: "fields only", multipart: fields });
  }
  const out = await send(
    ctx,
    probes.map((p) => ({ ...p, url: BASE + p.url })),
    2,
  );
  expect.soft(serverErrors(out)).toEqual([]);
  // Another author's draft and the garbage ids are the 404 page, not a redirect elsewhere.
  expect(out.filter((o) => o.probe.input === "a file of another draft").map((o) => o.status)).toEqual([404, 404, 404]);
  expect(drafts()).toEqual(before);
  await ctx.dispose();
});

/** Bytes that are no PDF, DOCX, ODT nor ZIP, named like a PDF. */
function junkFile() {
  return { name: "ban-thao.pdf", mimeType: "application/pdf", buffer: Buffer.from("MZ\x90\x00 this is not a manuscript ".repeat(50)) };
}

// The upstream's payment webhooks and sandboxes with junk: unsigned, forged, mistyped, huge, wrong content
// types. Always a 4xx; no order changes state and no bank transfer is recorded.
test("the payment webhooks and sandboxes answer junk with a 4xx and change nothing", async () => {
  const UPSTREAM = `http://127.0.0.1:${E2E_ENV.UPSTREAM_PORT}`;
  const snapshot = () => {
    const db = new Database(E2E_ENV.DATABASE_URL, { readonly: true, fileMustExist: true });
    try {
      return {
        orders: db.prepare("SELECT id, status, paid_at AS paidAt FROM orders ORDER BY id").all(),
        transfers: (db.prepare("SELECT count(*) AS n FROM bank_transfers").get() as { n: number }).n,
      };
    } finally {
      db.close();
    }
  };
  const before = snapshot();
  const sepay = (extra: Record<string, unknown> = {}) => ({
    id: 900_000_001,
    gateway: "Vietcombank",
    transactionDate: "2026-11-28 10:00:00",
    accountNumber: "0011223344",
    code: null,
    content: "DH000000000001 chuyen tien",
    transferType: "in",
    transferAmount: 100_000,
    accumulated: 100_000,
    subAccount: null,
    referenceCode: "FT0001",
    description: "",
    ...extra,
  });
  const json = { "Content-Type": "application/json" };
  const huge = "Đ".repeat(200_000);
  const probes: Probe[] = [
    // The bank feed: no key, a wrong key, a wrong scheme — each with a well-formed transaction.
    { method: "POST", url: `${UPSTREAM}/api/Payment/bank-feed`, input: "bank feed, no key", headers: json, data: JSON.stringify(sepay()) },
    {
      method: "POST",
      url: `${UPSTREAM}/api/Payment/bank-feed`,
      input: "bank feed, wrong key",
      headers: { ...json, Authorization: "Apikey wrong-key" },
      data: JSON.stringify(sepay()),
    },
    {
      method: "POST",
      url: `${UPSTREAM}/api/Payment/bank-feed`,
      input: "bank feed, bearer scheme",
      headers: { ...json, Authorization: "Bearer x" },
      data: JSON.stringify(sepay({ id: "1; DROP TABLE orders" })),
    },
    {
      method: "POST",
      url: `${UPSTREAM}/api/Payment/bank-feed`,
      input: "bank feed, text body",
      headers: { "Content-Type": "text/plain" },
      data: huge,
    },
    // MoMo's IPN: unsigned, forged, mistyped, huge, not JSON.
    { method: "POST", url: `${UPSTREAM}/api/Payment/momo-ipn`, input: "MoMo IPN, empty object", headers: json, data: "{}" },
    {
      method: "POST",
      url: `${UPSTREAM}/api/Payment/momo-ipn`,
      input: "MoMo IPN, forged signature",
      headers: json,
      data: JSON.stringify({
        partnerCode: "MOMO",
        orderId: "DH000000000001",
        requestId: "r1",
        amount: 100_000,
        orderInfo: "x",
        orderType: "momo_wallet",
        transId: 1,
        resultCode: 0,
        message: "Successful.",
        payType: "qr",
        responseTime: Date.now(),
        extraData: "",
        signature: "0".repeat(64),
      }),
    },
    {
      method: "POST",
      url: `${UPSTREAM}/api/Payment/momo-ipn`,
      input: "MoMo IPN, mistyped",
      headers: json,
      data: JSON.stringify({ amount: "-1", resultCode: [], orderId: {} }),
    },
    {
      method: "POST",
      url: `${UPSTREAM}/api/Payment/momo-ipn`,
      input: "MoMo IPN, huge field",
      headers: json,
      data: JSON.stringify({ orderId: huge, signature: huge }),
    },
    { method: "POST", url: `${UPSTREAM}/api/Payment/momo-ipn`, input: "MoMo IPN, broken JSON", headers: json, data: '{"orderId":' },
    {
      method: "POST",
      url: `${UPSTREAM}/api/Payment/momo-ipn`,
      input: "MoMo IPN, form body",
      headers: urlencoded,
      data: "orderId=DH1&resultCode=0",
    },
    // MoMo's return through the upstream and through the storefront: never trusted, refused.
    {
      method: "GET",
      url: `${UPSTREAM}/api/Payment/momo-return?orderId=DH000000000001&resultCode=0&amount=1&signature=00`,
      input: "MoMo return (upstream), forged",
    },
    {
      method: "GET",
      url: `${BASE}/thanh-toan/momo-return?orderId=DH000000000001&resultCode=0&amount=1&signature=00`,
      input: "MoMo return (storefront), forged",
    },
    {
      method: "GET",
      url: `${BASE}/thanh-toan/momo-return?orderId=${encodeURIComponent(huge.slice(0, 4000))}&signature=%FF`,
      input: "MoMo return (storefront), junk",
    },
    // The sandboxes: payloads with a bad CRC, no payload, junk tokens.
    {
      method: "GET",
      url: `${UPSTREAM}/sandbox/bank?payload=${encodeURIComponent("00020101021238570010A000000727012700069704360113001122334455")}`,
      input: "bank sandbox, bad CRC",
    },
    { method: "GET", url: `${UPSTREAM}/sandbox/bank`, input: "bank sandbox, no payload" },
    {
      method: "POST",
      url: `${UPSTREAM}/sandbox/bank`,
      input: "bank sandbox, junk payload",
      headers: urlencoded,
      data: "payload=%E2%82%AB%FF&amount=-1",
    },
    { method: "POST", url: `${UPSTREAM}/sandbox/bank`, input: "bank sandbox, JSON", headers: json, data: "[1,2]" },
    { method: "GET", url: `${UPSTREAM}/sandbox/momo/pay?t=%25%25%25`, input: "MoMo sandbox, junk token" },
    {
      method: "POST",
      url: `${UPSTREAM}/sandbox/momo/pay`,
      input: "MoMo sandbox, pay without token",
      headers: urlencoded,
      data: "action=pay",
    },
    {
      method: "POST",
      url: `${UPSTREAM}/sandbox/momo/v2/gateway/api/create`,
      input: "MoMo create, unsigned",
      headers: json,
      data: JSON.stringify({ partnerCode: "MOMO", amount: 1 }),
    },
    // The e-invoice provider's sandbox: no account, a wrong one, junk bodies, another seller.
    {
      method: "POST",
      url: `${UPSTREAM}/sandbox/sinvoice/InvoiceAPI/InvoiceWS/createInvoice/0100109106`,
      input: "S-Invoice, no account",
      headers: json,
      data: "{}",
    },
    {
      method: "POST",
      url: `${UPSTREAM}/sandbox/sinvoice/InvoiceAPI/InvoiceWS/createInvoice/0100109106`,
      input: "S-Invoice, wrong account",
      headers: { ...json, Authorization: `Basic ${Buffer.from("x:y").toString("base64")}` },
      data: JSON.stringify({ generalInvoiceInfo: { transactionUuid: "DH000000000001" } }),
    },
    {
      method: "POST",
      url: `${UPSTREAM}/sandbox/sinvoice/InvoiceAPI/InvoiceWS/createInvoice/${encodeURIComponent(huge.slice(0, 2000))}`,
      input: "S-Invoice, huge seller",
      headers: { ...json, Authorization: "Basic %%%" },
      data: '{"itemInfo":',
    },
    {
      method: "POST",
      url: `${UPSTREAM}/sandbox/sinvoice/InvoiceAPI/InvoiceWS/createInvoice/0100109106`,
      input: "S-Invoice, text body",
      headers: { "Content-Type": "text/plain" },
      data: huge,
    },
  ];
  const ctx = await playwrightRequest.newContext();
  const outcomes = await send(ctx, probes, 2);
  await ctx.dispose();
  expect(serverErrors(outcomes)).toEqual([]);
  const accepted = outcomes.filter((o) => o.status < 400).map((o) => `${o.probe.input} → ${o.status}`);
  expect(accepted).toEqual([]);
  expect(snapshot()).toEqual(before);
});

test("the carrier webhook, its sandbox and the order lookup answer junk with a 4xx and change nothing (ADR 0026)", async () => {
  const UPSTREAM = `http://127.0.0.1:${E2E_ENV.UPSTREAM_PORT}`;
  const snapshot = () => {
    const db = new Database(E2E_ENV.DATABASE_URL, { readonly: true, fileMustExist: true });
    try {
      return {
        orders: db.prepare("SELECT id, status, paid_at AS paidAt FROM orders ORDER BY id").all(),
        shipments: db.prepare("SELECT id, status, cod_collected AS cod FROM shipments ORDER BY id").all(),
        events: (db.prepare("SELECT count(*) AS n FROM shipment_events").get() as { n: number }).n,
      };
    } finally {
      db.close();
    }
  };
  const before = snapshot();
  const json = { "Content-Type": "application/json" };
  const huge = "Đ".repeat(200_000);
  // The newest shipment's code, when there is one: a forged or replayed event about a real parcel.
  const newest = () => {
    const db = new Database(E2E_ENV.DATABASE_URL, { readonly: true, fileMustExist: true });
    try {
      return (
        db.prepare("SELECT tracking_number AS code FROM shipments WHERE tracking_number IS NOT NULL ORDER BY id DESC").get() as
          { code: string } | undefined
      )?.code;
    } finally {
      db.close();
    }
  };
  const real = newest() ?? "AAAAAAAA";
  const delivered = JSON.stringify({ OrderCode: real, Status: "delivered", Time: new Date().toISOString(), CODAmount: 1, Warehouse: "x" });
  const hook = `${UPSTREAM}/api/Carrier/ghn-webhook`;
  const hp = await validHoneypot();
  const lookup = (fields: Record<string, string>) => new URLSearchParams({ name__confirm: "", hp_from: hp, ...fields }).toString();
  const probes: Probe[] = [
    { method: "POST", url: hook, input: "webhook, no token", headers: json, data: delivered },
    {
      method: "POST",
      url: hook,
      input: "webhook, forged token",
      headers: { ...json, Token: "SANDBOX-GHN-WEBHOOK-TOKEN-NXBDH-2025" },
      data: delivered,
    },
    { method: "POST", url: hook, input: "webhook, replayed with a forged token", headers: { ...json, Token: "x" }, data: delivered },
    { method: "POST", url: hook, input: "webhook, token array", headers: { ...json, Token: "a, b" }, data: delivered },
    { method: "POST", url: hook, input: "webhook, broken JSON", headers: json, data: '{"OrderCode":' },
    { method: "POST", url: hook, input: "webhook, huge", headers: json, data: JSON.stringify({ OrderCode: huge, Status: huge }) },
    { method: "POST", url: hook, input: "webhook, form body", headers: urlencoded, data: "OrderCode=X&Status=delivered" },
    { method: "GET", url: `${UPSTREAM}/sandbox/ghn/shipments/%25%25`, input: "GHN sandbox, junk code" },
    { method: "GET", url: `${UPSTREAM}/sandbox/ghn/shipments/${"A".repeat(500)}`, input: "GHN sandbox, long code" },
    {
      method: "POST",
      url: `${UPSTREAM}/sandbox/ghn/shipments/${real}`,
      input: "GHN sandbox, unknown action",
      headers: urlencoded,
      data: "action=%FF%FE",
    },
    { method: "POST", url: `${UPSTREAM}/sandbox/ghn/v2/shipping-order/create`, input: "GHN create, no token", headers: json, data: "{}" },
    { method: "GET", url: `${UPSTREAM}/sandbox/ghn/master-data/ward?province_id=1e9`, input: "GHN wards, no token" },
    {
      method: "POST",
      url: `${UPSTREAM}/api/Order/lookup`,
      input: "lookup (upstream), junk",
      headers: json,
      data: JSON.stringify({ Code: [], Contact: {} }),
    },
    {
      method: "POST",
      url: `${BASE}/tra-cuu-don-hang`,
      input: "lookup, wrong code",
      headers: urlencoded,
      data: lookup({ code: "DH000000-000000", contact: "0912345678" }),
    },
    {
      method: "POST",
      url: `${BASE}/tra-cuu-don-hang`,
      input: "lookup, SQL",
      headers: urlencoded,
      data: lookup({ code: "' OR 1=1 --", contact: "a@b" }),
    },
    {
      method: "POST",
      url: `${BASE}/tra-cuu-don-hang`,
      input: "lookup, overlong",
      headers: urlencoded,
      data: lookup({ code: huge.slice(0, 5000), contact: huge.slice(0, 5000) }),
    },
    { method: "POST", url: `${BASE}/tra-cuu-don-hang`, input: "lookup, empty", headers: urlencoded, data: lookup({}) },
    { method: "POST", url: `${BASE}/tra-cuu-don-hang`, input: "lookup, no honeypot", headers: urlencoded, data: "code=DH1&contact=1" },
    { method: "GET", url: `${BASE}/tra-cuu-don-hang?ma=${encodeURIComponent("<script>")}&ma=%FF`, input: "lookup page, junk code" },
  ];
  const ctx = await playwrightRequest.newContext();
  const outcomes = await send(ctx, probes, 2);
  await ctx.dispose();
  expect(serverErrors(outcomes)).toEqual([]);
  // Only the lookup page's GET may answer 200.
  const accepted = outcomes.filter((o) => o.status < 400 && o.probe.method !== "GET").map((o) => `${o.probe.input} → ${o.status}`);
  expect(accepted).toEqual([]);
  expect(snapshot()).toEqual(before);
});
