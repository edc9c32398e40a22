/**
 * Configuration of the reference upstream, read once from the environment and validated with zod.
 * Start-up stops with a clear message when a value is malformed.
 *
 * Variables (all optional):
 * - UPSTREAM_PORT (default 5080), UPSTREAM_HOST (default 127.0.0.1)
 * - DATABASE_URL: SQLite file path, `file:` URL or `:memory:` (default ./data/upstream.sqlite)
 * - UPSTREAM_PUBLIC_URL: how browsers reach this process (media and the gateway sandboxes);
 *   default http://127.0.0.1:{UPSTREAM_PORT}
 * - VNPAY_TMN_CODE, VNPAY_HASH_SECRET: merchant terminal code and hash secret. Sandbox values by
 *   default only while VNPAY_HOST is this process's own sandbox; with a real VNPAY_HOST both are
 *   required and must differ from the sandbox values printed here (ADR 0009), else start-up refuses
 * - VNPAY_HOST: gateway host the shopper is sent to (default: this process's sandbox)
 * - VNPAY_IPN_URL: where the sandbox sends its IPN (default: this process's IPN endpoint)
 * - EPAY_MER_ID, EPAY_ENCODE_KEY: ePay (MegaPay) merchant id and encode key (the key is ≥ 32
 *   characters); sandbox defaults only while EPAY_HOST is this process's sandbox, like VNPay's
 * - NODE_ENV: "production" makes JWT_SECRET required, unless EMBEDDED_DEMO=true (ADR 0009)
 * - EMBEDDED_DEMO: "true" when scripts/start.mjs runs this process as the shop's bundled upstream
 *   (API_URL unset); not meant to be set by hand
 * - TRUSTED_PROXIES: comma-separated addresses/CIDRs (or proxy-addr names: loopback, linklocal,
 *   uniquelocal) whose X-Forwarded-For is believed for the client address of the login throttle;
 *   default "loopback" (the storefront on the same machine). "none" trusts no one
 * - REDIS_URL: redis:// or rediss:// — the login throttle's counters are shared through it
 *   (in memory when unset or while it is unreachable)
 * - EPAY_HOST: ePay gateway host the shopper's form is posted to (default: this process's sandbox,
 *   i.e. `publicUrl`)
 * - EPAY_IPN_URL: the merchant's notification URL (`notiUrl`) sent to ePay, where the sandbox posts its
 *   IPN (default: this process's `/api/Payment/epay-ipn`)
 * - ORDER_TTL_MINUTES: how long an unpaid order holds its stock (default 15)
 * - COD_MAX_VND: the largest order total (integer VND) paid cash on delivery (default 3 000 000;
 *   carriers cap the cash they collect)
 * - BANK_BIN, BANK_ACCOUNT_NUMBER, BANK_ACCOUNT_NAME, BANK_NAME: the account VietQR transfers go to
 *   (default: a demo MB Bank account, 970422). The demo account is served by this process's bank
 *   sandbox (`/sandbox/bank`); a real account (BANK_BIN or BANK_ACCOUNT_NUMBER set to anything else)
 *   turns the sandbox off
 * - BANK_FEED_API_KEY: the key the bank feed (SePay) sends as `Authorization: Apikey <key>` (≥ 32
 *   characters). Sandbox default only with the demo account; with a real account it is required and
 *   must differ from the sandbox value printed here, else start-up refuses (as for VNPay)
 * - BANK_FEED_URL: where the bank sandbox posts its webhook (default: this process's
 *   `/api/Payment/bank-feed`)
 * - MOMO_HOST: MoMo's API host (default: this process's sandbox, `{public URL}/sandbox/momo`; real:
 *   https://payment.momo.vn, test: https://test-payment.momo.vn)
 * - MOMO_PARTNER_CODE, MOMO_ACCESS_KEY, MOMO_SECRET_KEY: MoMo merchant keys; sandbox defaults only
 *   while MOMO_HOST is this process's sandbox, like VNPay's
 * - MOMO_IPN_URL: the `ipnUrl` sent to MoMo (default: this process's `/api/Payment/momo-ipn`)
 * - SINVOICE_HOST: the e-invoice provider's API base, Viettel S-Invoice's shape (ADR 0025; default:
 *   this process's sandbox, `{public URL}/sandbox/sinvoice`; real: https://api-vinvoice.viettel.vn)
 * - SINVOICE_USERNAME, SINVOICE_PASSWORD: the provider account (HTTP Basic); sandbox defaults only
 *   while SINVOICE_HOST is this process's sandbox, like the gateways' keys
 * - SELLER_NAME, SELLER_ADDRESS: the seller as the invoice names it (defaults: the demo publisher)
 * - SELLER_TAX_CODE: the publisher's MST, the seller on every invoice and the provider's
 *   `supplierTaxCode` (default: the demo 0100109106)
 * - INVOICE_TEMPLATE_CODE, INVOICE_SERIES: the registered invoice template and series (defaults
 *   `1/770`, `K26TNB`)
 * - GHN_HOST: the carrier's API host, GHN's shape (default: this process's sandbox, `{public URL}/sandbox/ghn`;
 *   real: https://online-gateway.ghn.vn/shiip/public-api, test: https://dev-online-gateway.ghn.vn/shiip/public-api)
 * - GHN_TOKEN, GHN_SHOP_ID: the shop's API token and ShopId at the carrier; GHN_WEBHOOK_TOKEN: the secret
 *   the carrier sends in the `Token` header of its status webhook (≥ 32 characters). Sandbox defaults
 *   only while GHN_HOST is this process's sandbox, like MoMo's keys (ADR 0026)
 * - GHN_WEBHOOK_URL: where the carrier sandbox posts its status webhook (default: this process's
 *   `/api/Carrier/ghn-webhook`)
 * - JWT_SECRET: HS256 key of the access tokens (≥ 32 characters). Required when NODE_ENV=production
 *   outside the embedded demo (scripts/start.mjs keeps one in ./data/jwt-secret for it). Otherwise,
 *   when unset, a random secret is generated at start-up: tokens (and pending security codes, whose
 *   hashes are keyed with it) then do not survive a restart, and server/main.ts logs a warning.
 * - GOOGLE_CLIENT_ID: OAuth client id of "Đăng nhập bằng Google" (the `aud` of Google id_tokens);
 *   unset = Google sign-in refused with 400.
 * - GOOGLE_ISSUER: OpenID issuer of the id_tokens (default https://accounts.google.com; tests point
 *   it at oauth2-mock-server). Its `/.well-known/openid-configuration` gives the `jwks_uri`.
 * - OUTBOX_DIR: folder where mail is written as JSON files when SMTP_URL is unset (default ./data/outbox)
 * - SMTP_URL: e.g. smtps://user:pass@smtp.example.com:465 — when set, mail is sent through it
 * - MAIL_FROM: sender of the mail (default `"Nhà sách Đại học" <no-reply@nxbdhqg.vn>`)
 * - DRAFT_FILES_DIR: folder of the manuscript files (ADR 0015; default ./data/drafts),
 *   outside any served path; files are named by their `draft_files.id`
 * - DRAFT_MAX_FILE_MB: largest manuscript file accepted, in MB of 1 048 576 bytes (default 50, 1…500);
 *   the storefront reads the same variable to refuse larger uploads before sending them on
 * - UPSTREAM_LATENCY_MS: artificial latency for benchmarks and slow-upstream tests (default 0 = off,
 *   at most 60 000). When > 0, every `/api/*` request (any casing, including unknown `/api` paths) is
 *   held that many milliseconds before it is handled, so each answer arrives at least that much later
 *   (an `onRequest` hook in server/app.ts). Media (`/media/*`), the gateway sandboxes and `/health`
 *   are not delayed. Read on every request: tests may change `config.UPSTREAM_LATENCY_MS` at run time.
 */
import { randomBytes } from "node:crypto";
import { z } from "zod";

/** An optional variable where an empty value (`SMTP_URL=` in an .env file) means unset. */
const unsetWhenEmpty = <T extends z.ZodTypeAny>(inner: T) => z.preprocess((v) => (v === "" ? undefined : v), inner);

const schema = z.object({
  UPSTREAM_PORT: z.coerce.number().int().min(0).max(65535).default(5080),
  UPSTREAM_HOST: z.string().min(1).default("127.0.0.1"),
  DATABASE_URL: z.string().min(1).default("./data/upstream.sqlite"),
  UPSTREAM_PUBLIC_URL: z.string().url().optional(),
  NODE_ENV: z.enum(["production", "development", "test"]).optional(),
  EMBEDDED_DEMO: unsetWhenEmpty(z.enum(["true", "false"]).optional()),
  TRUSTED_PROXIES: z.string().min(1).default("loopback"),
  REDIS_URL: unsetWhenEmpty(
    z
      .string()
      .url()
      .refine((u) => /^rediss?:\/\//i.test(u), "must be a redis:// or rediss:// URL")
      .optional(),
  ),
  VNPAY_TMN_CODE: unsetWhenEmpty(z.string().length(8).optional()),
  VNPAY_HASH_SECRET: unsetWhenEmpty(z.string().min(16).optional()),
  VNPAY_HOST: z.string().url().optional(),
  VNPAY_IPN_URL: z.string().url().optional(),
  EPAY_MER_ID: unsetWhenEmpty(
    z
      .string()
      .min(1)
      .max(20)
      .regex(/^[A-Za-z0-9_-]+$/, "letters, digits, _ or - only")
      .optional(),
  ),
  EPAY_ENCODE_KEY: unsetWhenEmpty(z.string().min(32, "must be at least 32 characters").optional()),
  EPAY_HOST: unsetWhenEmpty(z.string().url().optional()),
  EPAY_IPN_URL: unsetWhenEmpty(z.string().url().optional()),
  ORDER_TTL_MINUTES: z.coerce.number().int().positive().default(15),
  COD_MAX_VND: z.coerce.number().int().positive().default(3_000_000),
  BANK_BIN: unsetWhenEmpty(
    z
      .string()
      .regex(/^\d{6}$/, "a 6-digit NAPAS bank BIN")
      .optional(),
  ),
  BANK_ACCOUNT_NUMBER: unsetWhenEmpty(
    z
      .string()
      .regex(/^[A-Za-z0-9]{1,19}$/, "1–19 letters or digits")
      .optional(),
  ),
  BANK_ACCOUNT_NAME: z.string().min(1).max(70).default("NHA XUAT BAN DAI HOC"),
  BANK_NAME: z.string().min(1).max(70).default("MB Bank"),
  BANK_FEED_API_KEY: unsetWhenEmpty(z.string().min(32, "must be at least 32 characters").optional()),
  BANK_FEED_URL: unsetWhenEmpty(z.string().url().optional()),
  MOMO_HOST: unsetWhenEmpty(z.string().url().optional()),
  MOMO_PARTNER_CODE: unsetWhenEmpty(
    z
      .string()
      .min(1)
      .max(50)
      .regex(/^[A-Za-z0-9_-]+$/, "letters, digits, _ or - only")
      .optional(),
  ),
  MOMO_ACCESS_KEY: unsetWhenEmpty(z.string().min(8).optional()),
  MOMO_SECRET_KEY: unsetWhenEmpty(z.string().min(16).optional()),
  MOMO_IPN_URL: unsetWhenEmpty(z.string().url().optional()),
  SINVOICE_HOST: unsetWhenEmpty(z.string().url().optional()),
  SINVOICE_USERNAME: unsetWhenEmpty(z.string().min(1).max(100).optional()),
  SINVOICE_PASSWORD: unsetWhenEmpty(z.string().min(8).max(200).optional()),
  SELLER_NAME: z.string().min(1).max(200).default("Nhà xuất bản Đại học Quốc gia Hà Nội"),
  SELLER_ADDRESS: z.string().min(1).max(300).default("16 Hàng Chuối, phường Hai Bà Trưng, thành phố Hà Nội"),
  SELLER_TAX_CODE: z
    .string()
    .regex(/^\d{10}(-\d{3})?$/, "10 digits, or 10-3 for a branch")
    .default("0100109106"),
  INVOICE_TEMPLATE_CODE: z.string().min(1).max(20).default("1/770"),
  INVOICE_SERIES: z
    .string()
    .regex(/^[A-Z0-9]{6}$/, "6 capital letters or digits, e.g. K26TNB")
    .default("K26TNB"),
  GHN_HOST: unsetWhenEmpty(z.string().url().optional()),
  GHN_TOKEN: unsetWhenEmpty(z.string().min(8).max(200).optional()),
  GHN_SHOP_ID: unsetWhenEmpty(
    z
      .string()
      .regex(/^\d{1,12}$/, "digits only")
      .optional(),
  ),
  GHN_WEBHOOK_TOKEN: unsetWhenEmpty(z.string().min(32, "must be at least 32 characters").optional()),
  GHN_WEBHOOK_URL: unsetWhenEmpty(z.string().url().optional()),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  JWT_SECRET: unsetWhenEmpty(z.string().min(32, "must be at least 32 characters").optional()),
  GOOGLE_CLIENT_ID: unsetWhenEmpty(z.string().min(1).max(255).optional()),
  GOOGLE_ISSUER: z.string().url().default("https://accounts.google.com"),
  OUTBOX_DIR: z.string().min(1).default("./data/outbox"),
  SMTP_URL: unsetWhenEmpty(z.string().url().optional()),
  MAIL_FROM: z.string().min(3).default('"Nhà sách Đại học" <no-reply@nxbdhqg.vn>'),
  UPSTREAM_LATENCY_MS: unsetWhenEmpty(z.coerce.number().int().min(0).max(60_000).default(0)),
  DRAFT_FILES_DIR: z.string().min(1).default("./data/drafts"),
  DRAFT_MAX_FILE_MB: unsetWhenEmpty(z.coerce.number().int().min(1).max(500).default(50)),
});

/**
 * The sandbox merchant keys (public: they are in this repository). Used only while the gateway host is
 * this process's own sandbox; refused with a real gateway host (ADR 0009).
 */
export const SANDBOX_KEYS = {
  VNPAY_TMN_CODE: "NXBDHSB1",
  VNPAY_HASH_SECRET: "SANDBOXSECRETKEYFORVNPAYNXBDH2026",
  EPAY_MER_ID: "EPAY000001",
  EPAY_ENCODE_KEY: "SANDBOX-ENCODE-KEY-FOR-EPAY-MEGAPAY-NXBDH-2026",
  MOMO_PARTNER_CODE: "MOMONXBDH2026",
  MOMO_ACCESS_KEY: "SANDBOXMOMOACCESS",
  MOMO_SECRET_KEY: "SANDBOX-MOMO-SECRET-KEY-NXBDH-2026",
  BANK_FEED_API_KEY: "SANDBOX-BANK-FEED-API-KEY-NXBDH-2026",
  SINVOICE_USERNAME: "0100109106-sandbox",
  SINVOICE_PASSWORD: "SANDBOX-SINVOICE-PASSWORD-2026",
  GHN_TOKEN: "SANDBOX-GHN-TOKEN-NXBDH",
  GHN_SHOP_ID: "2026001",
  GHN_WEBHOOK_TOKEN: "SANDBOX-GHN-WEBHOOK-TOKEN-NXBDH-2026",
} as const;

/** Where the carrier (GHN-shaped) sandbox is mounted on this process: GHN_HOST defaults to `{publicUrl}` + this. */
export const GHN_SANDBOX_PATH = "/sandbox/ghn";

/** Where the MoMo sandbox is mounted on this process: MOMO_HOST defaults to `{publicUrl}` + this. */
export const MOMO_SANDBOX_PATH = "/sandbox/momo";

/** Where the e-invoice sandbox is mounted on this process: SINVOICE_HOST defaults to `{publicUrl}` + this. */
export const SINVOICE_SANDBOX_PATH = "/sandbox/sinvoice";

/** The demo bank account of the embedded demo (served by the bank sandbox; no real bank has it). */
export const DEMO_BANK_ACCOUNT = { BANK_BIN: "970422", BANK_ACCOUNT_NUMBER: "0801202600000" } as const;

type Parsed = z.infer<typeof schema>;

export type UpstreamConfig = Omit<Parsed, keyof typeof SANDBOX_KEYS | keyof typeof DEMO_BANK_ACCOUNT> & {
  VNPAY_TMN_CODE: string;
  VNPAY_HASH_SECRET: string;
  EPAY_MER_ID: string;
  EPAY_ENCODE_KEY: string;
  MOMO_PARTNER_CODE: string;
  MOMO_ACCESS_KEY: string;
  MOMO_SECRET_KEY: string;
  GHN_TOKEN: string;
  GHN_SHOP_ID: string;
  GHN_WEBHOOK_TOKEN: string;
  BANK_BIN: string;
  BANK_ACCOUNT_NUMBER: string;
  /** The bank feed's API key: BANK_FEED_API_KEY, or the sandbox value with the demo account. */
  BANK_FEED_API_KEY: string;
  SINVOICE_USERNAME: string;
  SINVOICE_PASSWORD: string;
  /** True while SINVOICE_HOST is this process's sandbox: its routes are served (else 404). */
  sinvoiceSandbox: boolean;
  /** Base URL of the e-invoice provider (no trailing slash): SINVOICE_HOST, else `{publicUrl}/sandbox/sinvoice` (follows, assignable). */
  sinvoiceHost: string;
  /**
   * True while the bank account is the demo one: the bank sandbox (`/sandbox/bank`) is served and may
   * sign webhooks with the sandbox key. False with a real account: the sandbox answers 404.
   */
  bankSandbox: boolean;
  /**
   * True while MOMO_HOST is this process's sandbox (`{publicUrl}/sandbox/momo`): the MoMo sandbox
   * routes are served. False with a real host: they answer 404 (nobody may sign IPNs with real keys).
   */
  momoSandbox: boolean;
  /**
   * True while GHN_HOST is this process's carrier sandbox (`{publicUrl}/sandbox/ghn`): the sandbox's API
   * and its shipment pages are served, and the storefront links "Giả lập vận chuyển". False with a real
   * carrier: they answer 404 (nobody may sign webhooks with real tokens).
   */
  ghnSandbox: boolean;
  /** Base URL of the carrier's API (no trailing slash): GHN_HOST, else `{publicUrl}/sandbox/ghn` (follows, assignable). */
  ghnHost: string;
  /** Where the carrier sandbox posts its webhook: GHN_WEBHOOK_URL, else `{publicUrl}/api/Carrier/ghn-webhook` (follows, assignable). */
  ghnWebhookUrl: string;
  /**
   * True while VNPAY_HOST / EPAY_HOST is unset or this process's own address: only then are the VNPay /
   * ePay sandbox pages served. A sandbox signs with the configured merchant keys, so beside a real
   * gateway it would let anyone replay a genuine checkout URL here and get a signed "paid" IPN.
   */
  vnpaySandbox: boolean;
  epaySandbox: boolean;
  /**
   * True while every gateway (VNPay, ePay, MoMo) is this process's own sandbox and the bank account
   * is the demo one (no real money moves): logged at
   * start-up and reported by GET /health as `paymentSandbox` (the storefront's notice).
   */
  paymentSandbox: boolean;
  /** Base URL browsers use for this process (no trailing slash). */
  publicUrl: string;
  /**
   * Base URL of MoMo's API (no trailing slash): MOMO_HOST, else `{publicUrl}/sandbox/momo` (follows
   * `publicUrl` like `epayHost`; assignable).
   */
  momoHost: string;
  /** The merchant's MoMo `ipnUrl`: MOMO_IPN_URL, else `{publicUrl}/api/Payment/momo-ipn` (follows, assignable). */
  momoIpnUrl: string;
  /** Where the bank sandbox posts: BANK_FEED_URL, else `{publicUrl}/api/Payment/bank-feed` (follows, assignable). */
  bankFeedUrl: string;
  /** Base URL of the VNPay gateway (no trailing slash). */
  vnpayHost: string;
  /** URL the VNPay sandbox posts its IPN to. */
  vnpayIpnUrl: string;
  /**
   * Base URL of the ePay (MegaPay) gateway (no trailing slash): EPAY_HOST, else `publicUrl` (this
   * process's sandbox). Without EPAY_HOST it follows `publicUrl` when that is changed after loading
   * (tests listening on a random port); assigning it overrides both.
   */
  epayHost: string;
  /**
   * The merchant's ePay notification URL (`notiUrl`): EPAY_IPN_URL, else
   * `{publicUrl}/api/Payment/epay-ipn` (follows `publicUrl` like `epayHost`; assignable).
   */
  epayIpnUrl: string;
  /** The HS256 key of access tokens: JWT_SECRET, or a random one generated by `loadConfig`. */
  jwtSecret: string;
  /** True when JWT_SECRET was unset and `jwtSecret` is random (tokens do not survive a restart). */
  jwtSecretGenerated: boolean;
};

/**
 * Parses the upstream's configuration from `env` (defaults to `process.env`).
 * Production rules (ADR 0009): a VNPAY_HOST / EPAY_HOST / MOMO_HOST other than this process's sandbox
 * needs its merchant id and secrets set, and not to the sandbox values; so does a real bank account
 * (BANK_BIN / BANK_ACCOUNT_NUMBER other than the demo one) for BANK_FEED_API_KEY; JWT_SECRET is required when
 * NODE_ENV=production unless EMBEDDED_DEMO=true.
 * @throws Error with every invalid or missing variable named, when the environment is malformed.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<Parsed> = {}): UpstreamConfig {
  const parsed = schema.safeParse({ ...env, ...overrides });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid upstream environment:\n${lines.join("\n")}`);
  }
  const c = parsed.data;
  const publicUrl = (c.UPSTREAM_PUBLIC_URL ?? `http://127.0.0.1:${c.UPSTREAM_PORT}`).replace(/\/$/, "");
  const problems: string[] = [];
  const ownHost = (host: string | undefined, sandboxPath = "") =>
    host === undefined || host.replace(/\/$/, "") === `${publicUrl}${sandboxPath}`;
  const bankSandbox =
    (c.BANK_BIN ?? DEMO_BANK_ACCOUNT.BANK_BIN) === DEMO_BANK_ACCOUNT.BANK_BIN &&
    (c.BANK_ACCOUNT_NUMBER ?? DEMO_BANK_ACCOUNT.BANK_ACCOUNT_NUMBER) === DEMO_BANK_ACCOUNT.BANK_ACCOUNT_NUMBER;
  const momoSandbox = ownHost(c.MOMO_HOST, MOMO_SANDBOX_PATH);
  const sinvoiceSandbox = ownHost(c.SINVOICE_HOST, SINVOICE_SANDBOX_PATH);
  const ghnSandbox = ownHost(c.GHN_HOST, GHN_SANDBOX_PATH);
  const keys: Record<keyof typeof SANDBOX_KEYS, string> = { ...SANDBOX_KEYS };
  // [what makes it real (for the message), is it this process's sandbox, its keys]
  const gateways: Array<[string, boolean, Array<keyof typeof SANDBOX_KEYS>]> = [
    [`VNPAY_HOST is a real gateway (${c.VNPAY_HOST})`, ownHost(c.VNPAY_HOST), ["VNPAY_TMN_CODE", "VNPAY_HASH_SECRET"]],
    [`EPAY_HOST is a real gateway (${c.EPAY_HOST})`, ownHost(c.EPAY_HOST), ["EPAY_MER_ID", "EPAY_ENCODE_KEY"]],
    [`MOMO_HOST is a real gateway (${c.MOMO_HOST})`, momoSandbox, ["MOMO_PARTNER_CODE", "MOMO_ACCESS_KEY", "MOMO_SECRET_KEY"]],
    [`GHN_HOST is a real carrier (${c.GHN_HOST})`, ghnSandbox, ["GHN_TOKEN", "GHN_SHOP_ID", "GHN_WEBHOOK_TOKEN"]],
    [
      `BANK_BIN / BANK_ACCOUNT_NUMBER is a real account (${c.BANK_BIN ?? DEMO_BANK_ACCOUNT.BANK_BIN} ${c.BANK_ACCOUNT_NUMBER ?? DEMO_BANK_ACCOUNT.BANK_ACCOUNT_NUMBER})`,
      bankSandbox,
      ["BANK_FEED_API_KEY"],
    ],
    [`SINVOICE_HOST is a real provider (${c.SINVOICE_HOST})`, sinvoiceSandbox, ["SINVOICE_USERNAME", "SINVOICE_PASSWORD"]],
  ];
  for (const [real, sandbox, vars] of gateways) {
    if (sandbox) {
      for (const v of vars) keys[v] = c[v] ?? SANDBOX_KEYS[v];
      continue;
    }
    const missing = vars.filter((v) => c[v] === undefined);
    if (missing.length) problems.push(`  ${missing.join(", ")}: required when ${real}`);
    const sandboxValues = vars.filter((v) => c[v] !== undefined && c[v] === SANDBOX_KEYS[v]);
    if (sandboxValues.length)
      problems.push(`  ${sandboxValues.join(", ")}: the sandbox value printed in the repository cannot be used when ${real}`);
    for (const v of vars) keys[v] = c[v] ?? "";
  }
  if (c.NODE_ENV === "production" && c.JWT_SECRET === undefined && c.EMBEDDED_DEMO !== "true") {
    problems.push(
      "  JWT_SECRET: required when NODE_ENV=production (≥ 32 random characters; sign-ins would otherwise end at every restart)",
    );
  }
  if (problems.length) throw new Error(`Invalid upstream environment:\n${problems.join("\n")}`);
  const config = {
    ...c,
    ...keys,
    BANK_BIN: c.BANK_BIN ?? DEMO_BANK_ACCOUNT.BANK_BIN,
    BANK_ACCOUNT_NUMBER: c.BANK_ACCOUNT_NUMBER ?? DEMO_BANK_ACCOUNT.BANK_ACCOUNT_NUMBER,
    bankSandbox,
    momoSandbox,
    sinvoiceSandbox,
    ghnSandbox,
    vnpaySandbox: ownHost(c.VNPAY_HOST),
    epaySandbox: ownHost(c.EPAY_HOST),
    paymentSandbox: ownHost(c.VNPAY_HOST) && ownHost(c.EPAY_HOST) && momoSandbox && bankSandbox,
    publicUrl,
    vnpayHost: (c.VNPAY_HOST ?? publicUrl).replace(/\/$/, ""),
    vnpayIpnUrl: c.VNPAY_IPN_URL ?? `${publicUrl}/api/Payment/vnpay-ipn`,
    jwtSecret: c.JWT_SECRET ?? randomBytes(32).toString("base64url"),
    jwtSecretGenerated: c.JWT_SECRET === undefined,
  } as UpstreamConfig;
  // ePay's, MoMo's and the bank feed's URLs follow `publicUrl` unless configured or assigned (see the type's docs).
  let epayHost: string | undefined = c.EPAY_HOST?.replace(/\/$/, "");
  let epayIpnUrl: string | undefined = c.EPAY_IPN_URL;
  let momoHost: string | undefined = c.MOMO_HOST?.replace(/\/$/, "");
  let momoIpnUrl: string | undefined = c.MOMO_IPN_URL;
  let bankFeedUrl: string | undefined = c.BANK_FEED_URL;
  let sinvoiceHost: string | undefined = c.SINVOICE_HOST?.replace(/\/$/, "");
  let ghnHost: string | undefined = c.GHN_HOST?.replace(/\/$/, "");
  let ghnWebhookUrl: string | undefined = c.GHN_WEBHOOK_URL;
  const base = () => config.publicUrl.replace(/\/$/, "");
  Object.defineProperties(config, {
    momoHost: {
      enumerable: true,
      get: () => momoHost ?? `${base()}${MOMO_SANDBOX_PATH}`,
      set: (v: string) => void (momoHost = String(v).replace(/\/$/, "")),
    },
    momoIpnUrl: {
      enumerable: true,
      get: () => momoIpnUrl ?? `${base()}/api/Payment/momo-ipn`,
      set: (v: string) => void (momoIpnUrl = String(v)),
    },
    sinvoiceHost: {
      enumerable: true,
      get: () => sinvoiceHost ?? `${base()}${SINVOICE_SANDBOX_PATH}`,
      set: (v: string) => void (sinvoiceHost = String(v).replace(/\/$/, "")),
    },
    ghnHost: {
      enumerable: true,
      get: () => ghnHost ?? `${base()}${GHN_SANDBOX_PATH}`,
      set: (v: string) => void (ghnHost = String(v).replace(/\/$/, "")),
    },
    ghnWebhookUrl: {
      enumerable: true,
      get: () => ghnWebhookUrl ?? `${base()}/api/Carrier/ghn-webhook`,
      set: (v: string) => void (ghnWebhookUrl = String(v)),
    },
    bankFeedUrl: {
      enumerable: true,
      get: () => bankFeedUrl ?? `${base()}/api/Payment/bank-feed`,
      set: (v: string) => void (bankFeedUrl = String(v)),
    },
    epayHost: {
      enumerable: true,
      get: () => epayHost ?? config.publicUrl.replace(/\/$/, ""),
      set: (v: string) => void (epayHost = String(v).replace(/\/$/, "")),
    },
    epayIpnUrl: {
      enumerable: true,
      get: () => epayIpnUrl ?? `${config.publicUrl.replace(/\/$/, "")}/api/Payment/epay-ipn`,
      set: (v: string) => void (epayIpnUrl = String(v)),
    },
  });
  return config;
}
