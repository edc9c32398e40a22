/**
 * One-time 6-digit security codes mailed to a user (spec §4 "Registration": activation code;
 * "Forgot password": send, validate, change; §9 code length 6).
 *
 * Rules:
 * - a code is drawn with `crypto.randomInt` and only a keyed hash of it is stored
 *   (HMAC-SHA256 of "{purpose}:{userId}:{code}", key derived from JWT_SECRET);
 * - it lives CODE_TTL_MINUTES (15) and is single-use;
 * - a new code for the same user and purpose revokes the previous ones;
 * - at most MAX_WRONG_ATTEMPTS (5) wrong attempts: the next attempt, right or wrong, is "locked" and
 *   the code is dead (a new one must be requested);
 * - at most one code per user and purpose every RESEND_INTERVAL_SECONDS (60).
 *
 * Every function is synchronous (better-sqlite3), so a check and its attempt count cannot interleave
 * with another request's.
 */
import { createHash, createHmac, randomInt, timingSafeEqual } from "node:crypto";
import type { Db } from "../db/client";
import {
  deleteCodeRow,
  insertCodeRow,
  latestCodeRow,
  latestUnrevokedCodeRow,
  markCodeUsed,
  revokeLiveCodes,
  setCodeAttempts,
} from "../data/security-codes";
import type { Tx } from "../data/tx";

export type CodePurpose = "activation" | "reset";

/** Lifetime of a code, minutes. */
export const CODE_TTL_MINUTES = 15;
/** Wrong attempts a code tolerates; the next attempt answers "locked". */
const MAX_WRONG_ATTEMPTS = 5;
/** Minimum time between two codes of the same user and purpose, seconds. */
const RESEND_INTERVAL_SECONDS = 60;

/** Thrown by `issueSecurityCode` when the previous code is younger than RESEND_INTERVAL_SECONDS. */
export class CodeThrottledError extends Error {
  constructor(
    /** Whole seconds until a new code may be requested (≥ 1). */
    public readonly retryAfterSeconds: number,
  ) {
    super(`security code throttled for ${retryAfterSeconds} s`);
  }
}

/** HMAC key of the code hashes, derived from the JWT secret (so the two uses never share a key). */
function codeKey(secret: string): Buffer {
  return createHash("sha256").update(`security-code-key:${secret}`).digest();
}

/** Hex HMAC-SHA256 of a code, bound to its user and purpose. */
function hashCode(secret: string, userId: number, purpose: CodePurpose, code: string): string {
  return createHmac("sha256", codeKey(secret)).update(`${purpose}:${userId}:${code}`).digest("hex");
}

/**
 * Seconds until a new code of `purpose` may be issued to the user: 0 when allowed now, else 1…60.
 */
export function secondsUntilNextCode(db: Db | Tx, userId: number, purpose: CodePurpose, now: Date): number {
  const last = latestCodeRow(db, userId, purpose);
  if (!last) return 0;
  const elapsedMs = now.getTime() - Date.parse(last.createdAt);
  const waitMs = RESEND_INTERVAL_SECONDS * 1000 - elapsedMs;
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}

/**
 * Issues a new 6-digit code ("000000"…"999999") for the user and purpose, revoking the live ones,
 * in one transaction. Returns the clear code (to mail; never stored) and the row id (for
 * `withdrawSecurityCode` when the mail cannot be sent).
 * @param args.secret the JWT secret (config.jwtSecret) the hash is keyed with.
 * @throws CodeThrottledError when the previous code of this purpose is younger than 60 s.
 */
export function issueSecurityCode(
  db: Db,
  args: { userId: number; purpose: CodePurpose; secret: string; now: Date },
): { id: number; code: string; expiresAt: string } {
  const { userId, purpose, secret, now } = args;
  return db.transaction((tx) => {
    const wait = secondsUntilNextCode(tx, userId, purpose, now);
    if (wait > 0) throw new CodeThrottledError(wait);
    revokeLiveCodes(tx, userId, purpose, now.toISOString());
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    const expiresAt = new Date(now.getTime() + CODE_TTL_MINUTES * 60_000).toISOString();
    const id = insertCodeRow(tx, {
      userId,
      purpose,
      codeHash: hashCode(secret, userId, purpose, code),
      expiresAt,
      createdAt: now.toISOString(),
    });
    return { id, code, expiresAt };
  });
}

/**
 * Deletes a code that could not be delivered (its mail failed), so it neither works nor throttles
 * the next request. The codes it revoked stay revoked.
 */
export function withdrawSecurityCode(db: Db, id: number): void {
  deleteCodeRow(db, id);
}

/** Result of `checkSecurityCode`: right; wrong, expired, used or none; or dead after 5 wrong attempts. */
export type CodeCheck = "ok" | "invalid" | "locked";

/**
 * Checks `code` against the user's latest live code of `purpose`.
 * - no live code, used, expired → "invalid" (no attempt counted);
 * - already MAX_WRONG_ATTEMPTS wrong attempts → "locked" (even when `code` is right);
 * - wrong → one more attempt counted, "invalid";
 * - right → "ok", and the code is marked used when `consume`.
 * `userId` null (unknown account) → "invalid".
 */
export function checkSecurityCode(
  db: Db,
  args: { userId: number | null; purpose: CodePurpose; code: string; secret: string; now: Date; consume: boolean },
): CodeCheck {
  const { userId, purpose, code, secret, now, consume } = args;
  if (userId === null) return "invalid";
  return db.transaction((tx) => {
    const row = latestUnrevokedCodeRow(tx, userId, purpose);
    if (!row || row.usedAt !== null || Date.parse(row.expiresAt) <= now.getTime()) return "invalid";
    if (row.attempts >= MAX_WRONG_ATTEMPTS) return "locked";
    const expected = Buffer.from(row.codeHash, "hex");
    const actual = Buffer.from(hashCode(secret, userId, purpose, code), "hex");
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
      setCodeAttempts(tx, row.id, row.attempts + 1);
      return "invalid";
    }
    if (consume) markCodeUsed(tx, row.id, now.toISOString());
    return "ok";
  });
}
