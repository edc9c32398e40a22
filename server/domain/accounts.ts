/**
 * Accounts of the reference upstream (spec §3 Login / Register / Update-user payloads, §4 Session and
 * Registration, §6 roles): look-ups by e-mail, password hashing and checking, the opaque registration
 * token of the registration flow, and the birthday format of §9 (dd/MM/yyyy).
 *
 * E-mail addresses are stored and looked up trimmed and in lower case. Passwords are bcrypt hashes
 * (bcryptjs, cost 10, like the seed); bcrypt reads at most 72 bytes of a password.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { compare, hash } from "bcryptjs";
import type { Db } from "../db/client";
import { bumpTokenVersion, selectUserByEmail, selectUserById, setRegistrationToken, type UserRow } from "../data/users";

export type User = UserRow;

/**
 * The account writes route plugins need (server/data/users.ts), offered here so that routes go
 * through the domain (ADR 0010). The registration, activation and reset rules are in
 * ./registration.ts.
 */
export { activateUser, deleteUser, insertUser, resetPasswordOf, updateUser, type UserChanges } from "../data/users";

/** bcrypt cost of new password hashes (same as the seed). */
const BCRYPT_COST = 10;

/** 401 message of a failed login (POST /api/Authentication/Login and POST /api/User/re-active). */
export const BAD_CREDENTIALS_MESSAGE = "Email hoặc mật khẩu không đúng";
/** Lifetime of a registration token, hours. */
const REGISTRATION_TOKEN_TTL_HOURS = 24;
/** Birthday stored when the registration does not give one (spec §3, §9). */
export const DEFAULT_BIRTHDAY = "1990-01-01";

/** The canonical form of an e-mail address: trimmed, lower case. */
function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The user with this e-mail address (any case), or null. */
export function findUserByEmail(db: Db, email: string): User | null {
  return selectUserByEmail(db, normalizeEmail(email));
}

/** The user with this id, or null. */
export function findUserById(db: Db, id: number): User | null {
  return selectUserById(db, id);
}

/** bcrypt hash (cost 10) of `password`. ~0.1 s. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, BCRYPT_COST);
}

let dummyHash: Promise<string> | undefined;

/**
 * Computes the dummy hash `checkPassword` compares unknown e-mails with, so that the first failed
 * login of the process does not take twice as long as the others. Call at start-up; idempotent.
 */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hash(randomBytes(16).toString("hex"), BCRYPT_COST);
  return dummyHash;
}

/**
 * Whether `password` is the password of `user`. With `user` null (unknown e-mail) the password is
 * compared with a dummy hash of the same cost and `false` returned, so the answer takes as long as
 * for a real account and timing does not reveal which e-mail addresses are registered.
 */
export async function checkPassword(user: Pick<User, "passwordHash"> | null, password: string): Promise<boolean> {
  if (!user) {
    await compare(password, await prepareDummyHash());
    return false;
  }
  return compare(password, user.passwordHash);
}

/** A bcrypt hash no password matches (accounts created by Google sign-in). */
export function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString("base64url"));
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/**
 * Issues a new registration token for the user (43 URL-safe characters, 256 random bits), valid 24 h
 * from `now`; only its SHA-256 is stored (users.registration_token_hash). Replaces any previous token.
 */
export function issueRegistrationToken(db: Db, userId: number, now: Date): string {
  const token = randomBytes(32).toString("base64url");
  setRegistrationToken(db, userId, sha256(token), new Date(now.getTime() + REGISTRATION_TOKEN_TTL_HOURS * 3_600_000).toISOString());
  return token;
}

/** Whether `token` is the user's unexpired registration token (constant-time comparison). */
export function checkRegistrationToken(
  user: Pick<User, "registrationTokenHash" | "registrationTokenExpiresAt">,
  token: string,
  now: Date,
): boolean {
  if (!user.registrationTokenHash || !user.registrationTokenExpiresAt) return false;
  if (Date.parse(user.registrationTokenExpiresAt) <= now.getTime()) return false;
  const expected = Buffer.from(user.registrationTokenHash, "hex");
  const actual = Buffer.from(sha256(token), "hex");
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Today's date in Vietnam (UTC+7, no daylight saving) as "yyyy-MM-dd". */
function vietnamToday(now: Date): string {
  return new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * Parses a birthday written "dd/MM/yyyy" (spec §3, §9; one-digit day or month accepted) or, when
 * `allowIso`, "yyyy-MM-dd". Returns "yyyy-MM-dd" for a real calendar date from 1900-01-01 up to
 * yesterday (Vietnam time), else null.
 */
export function parseBirthday(value: string, now: Date, opts: { allowIso?: boolean } = {}): string | null {
  let y: number, m: number, d: number;
  const vn = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  const iso = opts.allowIso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (vn) [d, m, y] = [Number(vn[1]), Number(vn[2]), Number(vn[3])];
  else if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  const out = date.toISOString().slice(0, 10);
  return out >= "1900-01-01" && out < vietnamToday(now) ? out : null;
}

/** "yyyy-MM-dd" → "dd/MM/yyyy" (spec §9). */
export function formatBirthday(isoDate: string): string {
  const [y, m, d] = isoDate.split("-");
  return `${d}/${m}/${y}`;
}

/**
 * Whether an access token issued at `issuedAtSeconds` (Unix seconds, the token's `iat`) with session
 * generation `version` (its `ver`, absent = 0 in tokens older than ADR 0009) still opens a session of
 * `user` (ADR 0009): the account is active, was not reset after the token was issued
 * (`sessionsValidAfter`, ISO-8601) and its `tokenVersion` is still `version` (logout and password
 * changes increment it).
 */
export function isSessionCurrent(
  user: Pick<User, "isActive" | "sessionsValidAfter" | "tokenVersion">,
  token: { issuedAtSeconds: number; version: number | undefined },
): boolean {
  if (!user.isActive) return false;
  if (user.sessionsValidAfter && token.issuedAtSeconds < Math.floor(Date.parse(user.sessionsValidAfter) / 1000)) return false;
  return (token.version ?? 0) === user.tokenVersion;
}

/**
 * Ends every session of user `userId` (ADR 0009): increments users.token_version, so every access
 * token issued before is refused from now on (401). Used by logout; password changes do the same in
 * their own write (server/data/users.ts).
 */
export function revokeSessions(db: Db, userId: number): void {
  bumpTokenVersion(db, userId);
}
