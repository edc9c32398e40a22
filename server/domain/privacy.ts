/**
 * The customer's personal data under Law 91/2025/QH15 (ADR 0027): consent per purpose, the export
 * of everything the shop keeps about a customer, and the deletion of an account.
 *
 * - Consents: an append-only list of events (`consent_events`); a purpose's current state is its
 *   latest event, no event = not given (silence is not consent). Each event keeps the exact text the
 *   customer saw and its time.
 * - Export: profile, addresses, consents (state and history), orders with their lines, reviews,
 *   courses and lesson progress, exam attempts (scores, not answers' text), manuscript metadata.
 * - Deletion (password re-entered; no undo): the profile anonymised and closed (every session ends,
 *   the e-mail address is freed), orders kept for accounting but detached from the person, reviews
 *   kept under "Khách hàng", exam attempts kept without an owner (Circular 38/2020) and certificates
 *   revoked under "Khách hàng", manuscripts deleted with their files, the rest deleted.
 */
import fs from "node:fs";
import { randomBytes } from "node:crypto";
import type { Db } from "../db/client";
import { CONSENT_PURPOSES } from "../constants";
import { eraseUser, insertConsentEvents, selectConsentEvents, selectPersonalRecords } from "../data/privacy";
import { checkPassword, unusablePasswordHash, type User } from "./accounts";
import { draftFilePath } from "./draft-files";
import { ApiError } from "../errors";
import type { UpstreamConfig } from "../config";
import type { LoginThrottle } from "./login-throttle";

/** What an account deletion needs (the app's composition, server/deps.ts). */
interface PrivacyDeps {
  db: Db;
  config: Pick<UpstreamConfig, "DRAFT_FILES_DIR">;
  clock: () => Date;
  loginThrottle: LoginThrottle;
}

type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** The name shown for a deleted customer's reviews and orders. */
const ANONYMOUS_NAME = "Khách hàng";

/** Messages of the privacy calls. */
export const PRIVACY_MESSAGES = {
  consentsSaved: "Đã lưu lựa chọn đồng ý của bạn",
  deleted: "Tài khoản đã được xóa. Dữ liệu cá nhân của bạn đã được xóa hoặc ẩn danh.",
  wrongPassword: "Mật khẩu không đúng, tài khoản chưa bị xóa",
} as const;

/** One change asked for: a purpose, its new state, and the text shown beside its box. */
interface ConsentChange {
  purpose: ConsentPurpose;
  granted: boolean;
  text: string;
}

/** A purpose's current state: given or not, and when it last changed (ISO-8601 UTC; null = never). */
interface ConsentState {
  granted: boolean;
  at: string | null;
}

/** The consents of a customer: the current state per purpose and the full history, newest first. */
export interface Consents {
  current: Record<ConsentPurpose, ConsentState>;
  events: Array<{ purpose: ConsentPurpose; granted: boolean; text: string; source: "register" | "account"; at: string }>;
}

/** The consents of user `userId` (see `Consents`). */
export function consentsOf(db: Db, userId: number): Consents {
  const rows = selectConsentEvents(db, userId);
  const current = Object.fromEntries(CONSENT_PURPOSES.map((p) => [p, { granted: false, at: null }])) as Record<
    ConsentPurpose,
    ConsentState
  >;
  for (const r of rows) current[r.purpose] = { granted: r.granted, at: r.createdAt };
  return {
    current,
    events: rows.map((r) => ({ purpose: r.purpose, granted: r.granted, text: r.text, source: r.source, at: r.createdAt })).reverse(),
  };
}

/**
 * Records the changes among `changes` (a purpose whose state differs from its current one; at
 * registration only the consents given, since no event already means "not given"), each with its
 * text and `now`. Returns the consents afterwards.
 */
export function recordConsents(db: Db, userId: number, changes: ConsentChange[], source: "register" | "account", now: Date): Consents {
  const before = consentsOf(db, userId).current;
  const seen = new Set<ConsentPurpose>();
  const rows = changes
    .filter((c) => {
      if (seen.has(c.purpose)) return false;
      seen.add(c.purpose);
      return c.granted !== before[c.purpose].granted;
    })
    .map((c) => ({ userId, purpose: c.purpose, granted: c.granted, text: c.text, source, createdAt: now.toISOString() }));
  insertConsentEvents(db, rows);
  return consentsOf(db, userId);
}

/**
 * The export of GET /api/User/PersonalData (ADR 0027): a JSON-ready object with `exportedAt` and every
 * record the shop keeps about `user` — never the password hash, tokens or security codes.
 */
export function exportOf(db: Db, user: User, now: Date) {
  const records = selectPersonalRecords(db, user.id);
  return {
    exportedAt: now.toISOString(),
    profile: {
      id: user.id,
      email: user.email,
      name: user.name,
      phone: user.phone,
      address: user.address,
      wardId: user.wardId,
      birthday: user.birthday,
      createdAt: user.createdAt,
    },
    consents: consentsOf(db, user.id),
    addresses: records.addresses.map((a) => ({
      id: a.id,
      name: a.name,
      phone: a.phone,
      address: a.address,
      wardId: a.wardId,
      isDefault: a.isDefault,
    })),
    orders: records.orders.map((o) => ({
      id: o.id,
      code: o.code,
      status: o.status,
      paymentMethod: o.paymentMethod,
      createdAt: o.createdAt,
      paidAt: o.paidAt,
      customerName: o.customerName,
      phone: o.phone,
      email: o.email,
      fullAddress: o.fullAddress,
      subTotal: o.subTotal,
      discount: o.discount,
      shippingFee: o.shippingFee,
      total: o.total,
      lines: o.lines.map((l) => ({ productId: l.productId, name: l.name, unitPrice: l.unitPrice, quantity: l.quantity })),
    })),
    reviews: records.reviews,
    courses: records.courses,
    lessonProgress: records.lessonProgress.map((p) => ({
      lessonId: p.lessonId,
      courseId: p.courseId,
      lastOpenedAt: p.lastOpenedAt,
      completedAt: p.completedAt,
    })),
    examAttempts: records.examAttempts,
    manuscripts: records.drafts.map((d) => ({
      id: d.id,
      title: d.title,
      authors: d.authors,
      fieldOfStudy: d.fieldOfStudy,
      kind: d.kind,
      status: d.status,
      contactPhone: d.contactPhone,
      createdAt: d.createdAt,
      files: records.draftFiles.filter((f) => f.draftId === d.id).map(({ draftId: _draftId, ...f }) => f),
    })),
  };
}

/**
 * POST /api/User/DeleteAccount: deletes `user`'s account once `password` is theirs (see the module
 * docs for what is kept). A wrong password counts in the login throttle like a failed login.
 * @throws ApiError 400 PASSWORD_INCORRECT (nothing changed), 429 RATE_LIMITED when locked.
 */
export async function deleteAccount(deps: PrivacyDeps, user: User, password: string, clientIp: string): Promise<void> {
  const { db, config, clock, loginThrottle } = deps;
  await loginThrottle.check(clientIp, user.email);
  if (!(await checkPassword(user, password))) {
    await loginThrottle.failed(clientIp, user.email);
    throw new ApiError(400, "PASSWORD_INCORRECT", PRIVACY_MESSAGES.wrongPassword, { field: "Password" });
  }
  const passwordHash = await unusablePasswordHash();
  const now = clock().toISOString();
  const anon = {
    email: `xoa-${user.id}-${randomBytes(6).toString("hex")}@deleted.invalid`,
    name: ANONYMOUS_NAME,
    passwordHash,
    deletedAt: now,
  };
  const fileIds = db.transaction((tx) =>
    eraseUser(tx, user.id, { name: user.name, email: user.email }, anon, ANONYMOUS_NAME, user.tokenVersion),
  );
  await loginThrottle.reset(user.email, clientIp);
  // The bytes go after the commit: a failed removal leaves an orphan file, never a half-deleted account.
  await Promise.all(fileIds.map((id) => fs.promises.rm(draftFilePath(config.DRAFT_FILES_DIR, id), { force: true }).catch(() => undefined)));
}
