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
 * - ORDER_TTL_MINUTES: how long an unpaid order holds its stock (default 15)
 */
import { z } from "zod";

const schema = z.object({
  UPSTREAM_PORT: z.coerce.number().int().min(0).max(65535).default(5080),
  UPSTREAM_HOST: z.string().min(1).default("127.0.0.1"),
  DATABASE_URL: z.string().min(1).default("./data/upstream.sqlite"),
  UPSTREAM_PUBLIC_URL: z.string().url().optional(),
  VNPAY_TMN_CODE: z.string().length(8).default("NXBDHSB1"),
  VNPAY_HASH_SECRET: z.string().min(16).default("SANDBOXSECRETKEYFORVNPAYNXBDH2026"),
  VNPAY_HOST: z.string().url().optional(),
  VNPAY_IPN_URL: z.string().url().optional(),
  ORDER_TTL_MINUTES: z.coerce.number().int().positive().default(15),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type UpstreamConfig = z.infer<typeof schema> & {
  /** Base URL browsers use for this process (no trailing slash). */
  publicUrl: string;
  /** Base URL of the VNPay gateway (no trailing slash). */
  vnpayHost: string;
  /** URL the VNPay sandbox posts its IPN to. */
  vnpayIpnUrl: string;
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
  return {
    ...c,
    publicUrl,
    vnpayHost: (c.VNPAY_HOST ?? publicUrl).replace(/\/$/, ""),
    vnpayIpnUrl: c.VNPAY_IPN_URL ?? `${publicUrl}/api/Payment/vnpay-ipn`,
  };
}
