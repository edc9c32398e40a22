/**
 * The bank feed's webhook, in SePay's shape: one POST per transaction on the shop's account.
 *
 * Chosen over payOS and Casso (ADR 0022): SePay reads the account's own statement (any bank, any
 * payer, the memo as the bank wrote it), which is exactly what VietQR transfers to the shop's own
 * account produce; payOS only reports payments of the links it created itself (its own order codes),
 * and Casso's signed v2 body is the same information behind a heavier signature.
 *
 * Source: SePay's webhook documentation (docs.sepay.vn "Tích hợp WebHooks"): JSON body
 * `{id, gateway, transactionDate, accountNumber, code, content, transferType, transferAmount,
 * accumulated, subAccount, referenceCode, description}`; `transactionDate` is "yyyy-MM-dd HH:mm:ss" in
 * Vietnam time (GMT+7); authentication by the header `Authorization: Apikey <API key>`; the receiver
 * answers HTTP 200 (or 201) with `{"success": true}`, otherwise SePay retries (up to 7 times over
 * about 5 hours). Money is integer VND.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { z } from "zod";

/** The body a SePay webhook carries; unknown extra fields are dropped, not refused (SePay adds fields). */
const sepayTransactionSchema = z.object({
  /** SePay's transaction id: the idempotency key of the bank feed (retries repeat it). */
  id: z.number().int().positive(),
  /** Bank's short name, e.g. "MBBank", "Vietcombank". */
  gateway: z.string().min(1).max(100),
  /** "yyyy-MM-dd HH:mm:ss", Vietnam time (GMT+7). */
  transactionDate: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, "yyyy-MM-dd HH:mm:ss"),
  accountNumber: z.string().min(1).max(50),
  /** The payment code SePay recognised in the memo (by the shop's configured prefix), or null. */
  code: z.string().max(100).nullable(),
  /** The transfer memo as the bank wrote it. */
  content: z.string().max(1000),
  /** "in" money received, "out" money sent. */
  transferType: z.enum(["in", "out"]),
  /** Amount of this transaction, integer VND. */
  transferAmount: z.number().int().nonnegative(),
  /** The account's balance after it (VND); some banks report 0. */
  accumulated: z.number().int(),
  subAccount: z.string().max(50).nullable().optional(),
  /** The bank's own reference (FT…). */
  referenceCode: z.string().max(100),
  /** The full statement line. */
  description: z.string().max(2000).optional(),
});

/** A parsed SePay transaction (see the schema's fields). */
export type SepayTransaction = z.infer<typeof sepayTransactionSchema>;

/** The answer SePay expects with HTTP 200; anything else is retried. */
export const SEPAY_ACK = { success: true } as const;

/**
 * Validates a webhook body. Never throws.
 * @returns the transaction, or `issues` naming each bad field ("transferAmount: Expected number …").
 */
export function parseSepayTransaction(body: unknown): { ok: true; transaction: SepayTransaction } | { ok: false; issues: string[] } {
  const parsed = sepayTransactionSchema.safeParse(body);
  if (parsed.success) return { ok: true, transaction: parsed.data };
  return { ok: false, issues: parsed.error.issues.map((i) => `${i.path.join(".") || "body"}: ${i.message}`) };
}

/** The `Authorization` header value SePay sends for `apiKey`. */
export function sepayAuthorization(apiKey: string): string {
  return `Apikey ${apiKey}`;
}

/**
 * Checks the webhook's `Authorization` header against the configured API key: scheme `Apikey`
 * (any case), one space, the key. Compares SHA-256 digests with `crypto.timingSafeEqual`, so the time
 * taken tells nothing about the key nor its length. An empty configured key never verifies.
 * Never throws (a missing or repeated header → false).
 */
export function verifySepayAuthorization(header: unknown, apiKey: string): boolean {
  if (typeof header !== "string" || !apiKey) return false;
  const m = /^apikey (.+)$/i.exec(header.trim());
  if (!m) return false;
  const digest = (s: string) => createHash("sha256").update(s, "utf8").digest();
  return timingSafeEqual(digest(m[1]!), digest(apiKey));
}

/**
 * The instant of a SePay `transactionDate` ("2026-11-22 10:15:00", GMT+7) → 2026-11-22T03:15:00Z;
 * null when it is not a real calendar time. Independent of the process time zone.
 */
export function sepayTransactionTime(transactionDate: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(transactionDate);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h, mi, s);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59 || s > 59)
    return null;
  return new Date(utc - 7 * 3_600_000);
}
