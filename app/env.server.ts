/**
 * The storefront's environment, validated with zod once at start-up (docs/conventions.md rule 3).
 * `scripts/start.mjs` fills SESSION_SECRET outside production (kept under ./data/) and stops with a
 * clear message in production without it; here it is simply required.
 *
 * - API_URL / AUTH_URL / ADMIN_URL: the three upstream hosts of spec §7 (unset = the embedded
 *   reference upstream at http://127.0.0.1:{UPSTREAM_PORT})
 * - SESSION_SECRET: comma-separated list, newest first (rotation: old ones still verify)
 * - COOKIE_SECURE: "true" to mark cookies Secure (default: true only when PUBLIC_URL is https)
 * - PUBLIC_URL: the shop's public origin, used for gateway return URLs (default: the request's own).
 *   Required when NODE_ENV=production, unless EMBEDDED_DEMO=true (ADR 0009)
 * - EMBEDDED_DEMO: "true" when scripts/start.mjs runs the bundled upstream (API_URL unset): the demo
 *   on a fresh machine needs no variables
 * - UPSTREAM_PUBLIC_URL: how browsers reach the upstream (the reference upstream's bank sandbox,
 *   linked from a VietQR order while the payments are sandboxes; the upstream reads the same variable);
 *   unset = API_URL (or the embedded upstream)
 * - PAYMENT_SANDBOX: "true"/"false" forces the "Môi trường thử nghiệm" notice on or off; unset, the
 *   upstream's GET /health `paymentSandbox` decides (app/utils/sandbox.server.ts)
 * - UPSTREAM_TIMEOUT_MS: per-call headers/body timeout (default 8000)
 * - UPSTREAM_SHORT_CACHE: "off" stops caching the `short` preset (content: books, banners, news …),
 *   keeping the `long` one (structure: block list, categories, logos) — for measuring uncached pages
 *   (`npm run bench`); default "on"
 * - GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET / GOOGLE_ISSUER: Google sign-in (OIDC code flow); hidden
 *   when no client id is set
 * - DRAFT_MAX_FILE_MB: largest manuscript file, MB of 1 048 576 bytes (default 50; the
 *   upstream reads the same variable): a larger upload is refused with 413 before it is sent on
 * - REDIS_URL: a redis:// or rediss:// (TLS) URL, e.g. redis://:password@cache:6379/0. Set, several
 *   storefront instances share the upstream cache and the rate-limit counters through it
 *   (app/utils/redis.server.ts); unset (default), both stay in process. An unreachable Redis never
 *   fails a page: each call falls back to the in-process store
 * - PAGE_CACHE: "off" stops the page cache (app/utils/page-cache.server.ts): every anonymous
 *   page is rendered again — for measuring uncached pages; default "on"
 * - PAGE_CACHE_MAX_MB: the page cache's memory bound in MB of 1 048 576 bytes (gzip bodies; default 32)
 * - PUBLISHER_NAME / PUBLISHER_TAX_CODE / PUBLISHER_ADDRESS / PUBLISHER_ESTABLISHMENT / PUBLISHER_RESPONSIBLE:
 *   the seller's registration details shown in the footer (defaults: app/constants.ts
 *   PUBLISHER_DISCLOSURE_DEFAULTS); MOIT_NOTIFICATION_URL: the https link of the Ministry of Industry
 *   and Trade notification (online.gov.vn), unset = no badge (ADR 0027)
 * - METRICS_TOKEN: the bearer token of `/metrics` (Prometheus, docs/operations.md "Metrics"), at least
 *   16 characters; unset, `/metrics` answers 404
 */
import { z } from "zod";
import { PUBLISHER_DISCLOSURE_DEFAULTS } from "~/constants";

const schema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("development"),
  UPSTREAM_PORT: z.coerce.number().int().min(1).max(65535).default(5080),
  API_URL: z.string().url().optional(),
  AUTH_URL: z.string().url().optional(),
  ADMIN_URL: z.string().url().optional(),
  SESSION_SECRET: z
    .string({ required_error: "SESSION_SECRET is required (a comma-separated list of secrets)" })
    .min(16, "SESSION_SECRET must be at least 16 characters"),
  COOKIE_SECURE: z.enum(["true", "false"]).optional(),
  PUBLIC_URL: z.string().url().optional(),
  EMBEDDED_DEMO: z.enum(["true", "false"]).optional(),
  PAYMENT_SANDBOX: z.enum(["true", "false"]).optional(),
  UPSTREAM_PUBLIC_URL: z.string().url().optional(),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  UPSTREAM_SHORT_CACHE: z.enum(["on", "off"]).default("on"),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.string().url().default("https://accounts.google.com"),
  PUBLISHER_NAME: z.string().trim().min(1).max(200).optional(),
  PUBLISHER_TAX_CODE: z.string().trim().min(1).max(50).optional(),
  PUBLISHER_ADDRESS: z.string().trim().min(1).max(300).optional(),
  PUBLISHER_ESTABLISHMENT: z.string().trim().min(1).max(300).optional(),
  PUBLISHER_RESPONSIBLE: z.string().trim().min(1).max(200).optional(),
  MOIT_NOTIFICATION_URL: z
    .string()
    .url()
    .refine((v) => /^https:\/\//.test(v), "MOIT_NOTIFICATION_URL must be an https URL")
    .optional(),
  REDIS_URL: z
    .string()
    .url()
    .refine((u) => /^rediss?:\/\//i.test(u), "REDIS_URL must be a redis:// or rediss:// URL")
    .optional(),
  PAGE_CACHE: z.enum(["on", "off"]).default("on"),
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(32),
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
  DRAFT_MAX_FILE_MB: z.coerce.number().int().min(1).max(500).default(50),
});

/**
 * Parses the storefront's environment (`source` defaults to `process.env`).
 * @throws Error naming every invalid or missing variable (PUBLIC_URL in production outside the demo).
 */
export function loadEnv(source: Record<string, string | undefined> = process.env) {
  const parsed = schema
    .superRefine((e, ctx) => {
      if (e.NODE_ENV === "production" && !e.PUBLIC_URL && e.EMBEDDED_DEMO !== "true") {
        ctx.addIssue({
          code: "custom",
          path: ["PUBLIC_URL"],
          message: "PUBLIC_URL is required when NODE_ENV=production (the shop's public origin, e.g. https://nhasach.example.vn)",
        });
      }
    })
    .safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid storefront environment:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const embedded = `http://127.0.0.1:${e.UPSTREAM_PORT}`;
  const strip = (u: string) => u.replace(/\/+$/, "");
  return {
    isProduction: e.NODE_ENV === "production",
    apiUrl: strip(e.API_URL ?? embedded),
    authUrl: strip(e.AUTH_URL ?? e.API_URL ?? embedded),
    adminUrl: strip(e.ADMIN_URL ?? e.API_URL ?? embedded),
    sessionSecrets: e.SESSION_SECRET.split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    cookieSecure: e.COOKIE_SECURE ? e.COOKIE_SECURE === "true" : (e.PUBLIC_URL ?? "").startsWith("https:"),
    publicUrl: e.PUBLIC_URL ? strip(e.PUBLIC_URL) : null,
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    /** Whether the `short` cache preset is used (UPSTREAM_SHORT_CACHE). */
    shortCache: e.UPSTREAM_SHORT_CACHE === "on",
    /** Whether anonymous pages are rendered once and served many times (PAGE_CACHE). */
    pageCache: e.PAGE_CACHE === "on",
    /** The page cache's bound in bytes (PAGE_CACHE_MAX_MB). */
    pageCacheMaxBytes: e.PAGE_CACHE_MAX_MB * 1024 * 1024,
    /** Google sign-in is offered only when a client id is configured. */
    googleClientId: e.GOOGLE_CLIENT_ID ?? null,
    googleClientSecret: e.GOOGLE_CLIENT_SECRET ?? null,
    googleIssuer: e.GOOGLE_ISSUER.replace(/\/+$/, ""),
    /** The seller's registration details of the footer (ADR 0027); the MoIT link null = no badge. */
    publisher: {
      name: e.PUBLISHER_NAME ?? PUBLISHER_DISCLOSURE_DEFAULTS.name,
      taxCode: e.PUBLISHER_TAX_CODE ?? PUBLISHER_DISCLOSURE_DEFAULTS.taxCode,
      address: e.PUBLISHER_ADDRESS ?? PUBLISHER_DISCLOSURE_DEFAULTS.address,
      establishment: e.PUBLISHER_ESTABLISHMENT ?? PUBLISHER_DISCLOSURE_DEFAULTS.establishment,
      responsible: e.PUBLISHER_RESPONSIBLE ?? PUBLISHER_DISCLOSURE_DEFAULTS.responsible,
      moitUrl: e.MOIT_NOTIFICATION_URL ?? null,
    },
    /** Redis shared by the instances (REDIS_URL), or null: everything stays in process. */
    redisUrl: e.REDIS_URL ?? null,
    /** The embedded demo runs (scripts/start.mjs with API_URL unset). */
    embeddedDemo: e.EMBEDDED_DEMO === "true",
    /** PAYMENT_SANDBOX forced on/off, or null: ask the upstream's /health. */
    paymentSandbox: e.PAYMENT_SANDBOX ? e.PAYMENT_SANDBOX === "true" : null,
    /** The upstream's origin as browsers reach it (UPSTREAM_PUBLIC_URL, else the API's). */
    upstreamPublicUrl: strip(e.UPSTREAM_PUBLIC_URL ?? e.API_URL ?? embedded),
    /** Largest manuscript file in MB of 1 048 576 bytes (DRAFT_MAX_FILE_MB). */
    draftMaxFileMb: e.DRAFT_MAX_FILE_MB,
    /** The bearer token of `/metrics` (METRICS_TOKEN), or null: `/metrics` is 404. */
    metricsToken: e.METRICS_TOKEN ?? null,
  };
}

/** The validated environment. */
export const env = loadEnv();
