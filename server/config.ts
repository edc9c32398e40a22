/**
 * Configuration of the reference upstream, read once from the environment and validated with zod.
 * Start-up stops with a clear message when a value is malformed.
 *
 * Variables (all optional):
 * - UPSTREAM_PORT (default 5080), UPSTREAM_HOST (default 127.0.0.1)
 * - DATABASE_URL: SQLite file path, `file:` URL or `:memory:` (default ./data/upstream.sqlite)
 * - UPSTREAM_PUBLIC_URL: how browsers reach this process (media and the gateway sandboxes);
 *   default http://127.0.0.1:{UPSTREAM_PORT}
 * - VNPAY_TMN_CODE, VNPAY_HASH_SECRET: merchant terminal code and hash secret (sandbox defaults)
 * - VNPAY_HOST: gateway host the shopper is sent to (default: this process's sandbox)
 * - VNPAY_IPN_URL: where the sandbox sends its IPN (default: this process's IPN endpoint)
 * - EPAY_MER_ID, EPAY_ENCODE_KEY: ePay (MegaPay) merchant id and encode key (sandbox defaults; the key
 *   is ≥ 32 characters)
 * - EPAY_HOST: ePay gateway host the shopper's form is posted to (default: this process's sandbox,
 *   i.e. `publicUrl`)
 * - EPAY_IPN_URL: the merchant's notification URL (`notiUrl`) sent to ePay, where the sandbox posts its
 *   IPN (default: this process's `/api/Payment/epay-ipn`)
 * - ORDER_TTL_MINUTES: how long an unpaid order holds its stock (default 15)
 * - JWT_SECRET: HS256 key of the access tokens (≥ 32 characters). When unset, a random secret is
 *   generated at start-up: tokens (and pending security codes, whose hashes are keyed with it) then
 *   do not survive a restart, and server/main.ts logs a warning.
 * - GOOGLE_CLIENT_ID: OAuth client id of "Đăng nhập bằng Google" (the `aud` of Google id_tokens);
 *   unset = Google sign-in refused with 400.
 * - GOOGLE_ISSUER: OpenID issuer of the id_tokens (default https://accounts.google.com; tests point
 *   it at oauth2-mock-server). Its `/.well-known/openid-configuration` gives the `jwks_uri`.
 * - OUTBOX_DIR: folder where mail is written as JSON files when SMTP_URL is unset (default ./data/outbox)
 * - SMTP_URL: e.g. smtps://user:pass@smtp.example.com:465 — when set, mail is sent through it
 * - MAIL_FROM: sender of the mail (default `"Nhà sách Đại học" <no-reply@nxbdhqg.vn>`)
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
  VNPAY_TMN_CODE: z.string().length(8).default("NXBDHSB1"),
  VNPAY_HASH_SECRET: z.string().min(16).default("SANDBOXSECRETKEYFORVNPAYNXBDH2026"),
  VNPAY_HOST: z.string().url().optional(),
  VNPAY_IPN_URL: z.string().url().optional(),
  EPAY_MER_ID: z.string().min(1).max(20).regex(/^[A-Za-z0-9_-]+$/, "letters, digits, _ or - only").default("EPAY000001"),
  EPAY_ENCODE_KEY: z.string().min(32, "must be at least 32 characters").default("SANDBOX-ENCODE-KEY-FOR-EPAY-MEGAPAY-NXBDH-2026"),
  EPAY_HOST: unsetWhenEmpty(z.string().url().optional()),
  EPAY_IPN_URL: unsetWhenEmpty(z.string().url().optional()),
  ORDER_TTL_MINUTES: z.coerce.number().int().positive().default(15),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  JWT_SECRET: unsetWhenEmpty(z.string().min(32, "must be at least 32 characters").optional()),
  GOOGLE_CLIENT_ID: unsetWhenEmpty(z.string().min(1).max(255).optional()),
  GOOGLE_ISSUER: z.string().url().default("https://accounts.google.com"),
  OUTBOX_DIR: z.string().min(1).default("./data/outbox"),
  SMTP_URL: unsetWhenEmpty(z.string().url().optional()),
  MAIL_FROM: z.string().min(3).default('"Nhà sách Đại học" <no-reply@nxbdhqg.vn>'),
  UPSTREAM_LATENCY_MS: unsetWhenEmpty(z.coerce.number().int().min(0).max(60_000).default(0)),
});

export type UpstreamConfig = z.infer<typeof schema> & {
  /** Base URL browsers use for this process (no trailing slash). */
  publicUrl: string;
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
 * @throws Error with every invalid variable listed, when the environment is malformed.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<z.infer<typeof schema>> = {}): UpstreamConfig {
  const parsed = schema.safeParse({ ...env, ...overrides });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid upstream environment:\n${lines.join("\n")}`);
  }
  const c = parsed.data;
  const publicUrl = (c.UPSTREAM_PUBLIC_URL ?? `http://127.0.0.1:${c.UPSTREAM_PORT}`).replace(/\/$/, "");
  const config = {
    ...c,
    publicUrl,
    vnpayHost: (c.VNPAY_HOST ?? publicUrl).replace(/\/$/, ""),
    vnpayIpnUrl: c.VNPAY_IPN_URL ?? `${publicUrl}/api/Payment/vnpay-ipn`,
    jwtSecret: c.JWT_SECRET ?? randomBytes(32).toString("base64url"),
    jwtSecretGenerated: c.JWT_SECRET === undefined,
  } as UpstreamConfig;
  // ePay's URLs follow `publicUrl` unless configured or assigned (see the type's docs).
  let epayHost: string | undefined = c.EPAY_HOST?.replace(/\/$/, "");
  let epayIpnUrl: string | undefined = c.EPAY_IPN_URL;
  Object.defineProperties(config, {
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
