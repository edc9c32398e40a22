/**
 * Data access of the privacy centre (ADR 0027): consent events, the rows an export gathers about one
 * customer, and the writes of an account deletion (anonymise, detach, delete). The rules — which
 * purposes, what is kept and why — are server/domain/privacy.ts.
 */
import { and, asc, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import {
  affiliates,
  attemptAnswers,
  carts,
  certificates,
  consentEvents,
  draftFiles,
  draftStatusHistory,
  drafts,
  examAttempts,
  examinations,
  feedbacks,
  lessonProgress,
  mailLog,
  orderLines,
  orders,
  products,
  securityCodes,
  userAddresses,
  userCourses,
  userDigitalProducts,
  users,
  userSettings,
  courses,
} from "../db/schema";
import type { DbOrTx } from "./tx";

/** A consent event row. */
export type ConsentEventRow = typeof consentEvents.$inferSelect;
/** Columns of a new consent event. */
export type NewConsentEvent = typeof consentEvents.$inferInsert;

/** The consent events of user `userId`, oldest first. */
export function selectConsentEvents(db: DbOrTx, userId: number): ConsentEventRow[] {
  return db.select().from(consentEvents).where(eq(consentEvents.userId, userId)).orderBy(asc(consentEvents.id)).all();
}

/** Appends consent events (no-op for an empty list). */
export function insertConsentEvents(db: DbOrTx, rows: NewConsentEvent[]): void {
  if (rows.length) db.insert(consentEvents).values(rows).run();
}

/** Everything the export of user `userId` lists besides the profile and consents (ADR 0027). */
export function selectPersonalRecords(db: DbOrTx, userId: number) {
  const orderRows = db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.id)).all();
  const lines = orderRows.length
    ? db
        .select()
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            orderRows.map((o) => o.id),
          ),
        )
        .all()
    : [];
  return {
    addresses: db.select().from(userAddresses).where(eq(userAddresses.userId, userId)).orderBy(asc(userAddresses.id)).all(),
    orders: orderRows.map((o) => ({ ...o, lines: lines.filter((l) => l.orderId === o.id) })),
    reviews: db
      .select({
        id: feedbacks.id,
        productId: feedbacks.productId,
        productName: products.name,
        rating: feedbacks.rating,
        title: feedbacks.title,
        content: feedbacks.content,
        createdAt: feedbacks.createdAt,
        updatedAt: feedbacks.updatedAt,
      })
      .from(feedbacks)
      .innerJoin(products, eq(products.id, feedbacks.productId))
      .where(eq(feedbacks.userId, userId))
      .orderBy(asc(feedbacks.id))
      .all(),
    courses: db
      .select({ courseId: userCourses.courseId, title: courses.title, grantedAt: userCourses.grantedAt, revokedAt: userCourses.revokedAt })
      .from(userCourses)
      .innerJoin(courses, eq(courses.id, userCourses.courseId))
      .where(eq(userCourses.userId, userId))
      .orderBy(asc(userCourses.id))
      .all(),
    lessonProgress: db.select().from(lessonProgress).where(eq(lessonProgress.userId, userId)).all(),
    examAttempts: db
      .select({
        id: examAttempts.id,
        examinationId: examAttempts.examinationId,
        examination: examinations.title,
        number: examAttempts.number,
        status: examAttempts.status,
        startedAt: examAttempts.startedAt,
        submittedAt: examAttempts.submittedAt,
        score: examAttempts.score,
        maxScore: examAttempts.maxScore,
      })
      .from(examAttempts)
      .innerJoin(examinations, eq(examinations.id, examAttempts.examinationId))
      .where(eq(examAttempts.userId, userId))
      .orderBy(asc(examAttempts.id))
      .all(),
    drafts: db.select().from(drafts).where(eq(drafts.userId, userId)).orderBy(asc(drafts.id)).all(),
    draftFiles: db
      .select({
        id: draftFiles.id,
        draftId: draftFiles.draftId,
        version: draftFiles.version,
        originalName: draftFiles.originalName,
        contentType: draftFiles.contentType,
        sizeBytes: draftFiles.sizeBytes,
        uploadedAt: draftFiles.uploadedAt,
      })
      .from(draftFiles)
      .innerJoin(drafts, eq(drafts.id, draftFiles.draftId))
      .where(eq(drafts.userId, userId))
      .orderBy(asc(draftFiles.id))
      .all(),
  };
}

/** Fields of the anonymised user row (ADR 0027). */
export interface AnonymousUser {
  email: string;
  name: string;
  passwordHash: string;
  deletedAt: string;
}

/**
 * The writes of an account deletion (ADR 0027), to be run inside one transaction: the user row
 * anonymised and closed (every session ends: `tokenVersion` + 1, `isActive` false); addresses,
 * consents, carts, codes, settings, the inbox, ebooks, courses, progress and manuscripts deleted;
 * exam attempts and certificates kept but anonymised ({@link anonymiseAssessments}); orders detached
 * (no user, contact fields anonymised) and reviews kept under `reviewerName`; the user's own
 * affiliate code switched off. `identity` is the name and e-mail the account had (scrubbed from typed
 * answers). Returns the ids of the deleted manuscript files, whose bytes the caller removes after the
 * commit.
 */
export function eraseUser(
  db: DbOrTx,
  userId: number,
  identity: { name: string; email: string },
  anon: AnonymousUser,
  reviewerName: string,
  tokenVersion: number,
): number[] {
  const draftIds = db.select({ id: drafts.id }).from(drafts).where(eq(drafts.userId, userId)).all().map((d) => d.id);
  const fileIds = draftIds.length
    ? db.select({ id: draftFiles.id }).from(draftFiles).where(inArray(draftFiles.draftId, draftIds)).all().map((f) => f.id)
    : [];
  if (draftIds.length) {
    db.delete(draftFiles).where(inArray(draftFiles.draftId, draftIds)).run();
    db.delete(draftStatusHistory).where(inArray(draftStatusHistory.draftId, draftIds)).run();
    db.delete(drafts).where(inArray(drafts.id, draftIds)).run();
  }
  anonymiseAssessments(db, userId, identity, reviewerName, anon.deletedAt);
  db.delete(lessonProgress).where(eq(lessonProgress.userId, userId)).run();
  db.delete(userCourses).where(eq(userCourses.userId, userId)).run();
  db.delete(userDigitalProducts).where(eq(userDigitalProducts.userId, userId)).run();
  db.delete(userAddresses).where(eq(userAddresses.userId, userId)).run();
  db.delete(consentEvents).where(eq(consentEvents.userId, userId)).run();
  db.delete(carts).where(eq(carts.userId, userId)).run();
  db.delete(securityCodes).where(eq(securityCodes.userId, userId)).run();
  db.delete(userSettings).where(eq(userSettings.userId, userId)).run();
  db.delete(mailLog).where(eq(mailLog.userId, userId)).run();
  db.update(affiliates).set({ isActive: false }).where(eq(affiliates.userId, userId)).run();
  db.update(feedbacks).set({ authorName: reviewerName }).where(eq(feedbacks.userId, userId)).run();
  db.update(orders)
    .set({ userId: null, customerName: reviewerName, phone: "", email: "", address: "", wardId: null, fullAddress: "" })
    .where(eq(orders.userId, userId))
    .run();
  db.update(users)
    .set({
      ...anon,
      phone: "",
      address: "",
      wardId: null,
      birthday: "1990-01-01",
      isActive: false,
      registrationTokenHash: null,
      registrationTokenExpiresAt: null,
      sessionsValidAfter: anon.deletedAt,
      tokenVersion: tokenVersion + 1,
    })
    .where(and(eq(users.id, userId)))
    .run();
  return fileIds;
}

/** `text` with every occurrence of each non-blank `needle` (case-insensitive) replaced by `by`. */
function scrub(text: string, needles: readonly string[], by: string): string {
  let out = text;
  for (const n of needles) {
    const needle = n.trim();
    if (needle.length < 2) continue;
    out = out.replace(new RegExp(needle.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "giu"), by);
  }
  return out;
}

/**
 * Keeps user `userId`'s assessment records without their identity (Circular 38/2020 asks partner
 * programmes to keep assessment records; ADR 0027): every exam attempt loses its owner (`userId`
 * null) but keeps its answers, status and score, so it still counts wherever an examination's
 * attempts are counted; the account's `identity` (name, e-mail) typed into an answer is replaced by
 * `anonymousName`. Every certificate is detached, its `holderName` replaced by `anonymousName` and
 * revoked at `at` (ISO-8601 UTC; an already revoked one keeps its date), so its public page says
 * `Đã thu hồi` under no name. Run inside the deletion's transaction.
 */
function anonymiseAssessments(
  db: DbOrTx,
  userId: number,
  identity: { name: string; email: string },
  anonymousName: string,
  at: string,
): void {
  const attemptIds = db.select({ id: examAttempts.id }).from(examAttempts).where(eq(examAttempts.userId, userId)).all().map((a) => a.id);
  if (attemptIds.length) {
    const typed = db
      .select({ attemptId: attemptAnswers.attemptId, questionId: attemptAnswers.questionId, text: attemptAnswers.text })
      .from(attemptAnswers)
      .where(and(inArray(attemptAnswers.attemptId, attemptIds), isNotNull(attemptAnswers.text)))
      .all();
    const needles = [identity.email, identity.name];
    for (const a of typed) {
      const clean = scrub(a.text!, needles, anonymousName);
      if (clean !== a.text) {
        db.update(attemptAnswers)
          .set({ text: clean })
          .where(and(eq(attemptAnswers.attemptId, a.attemptId), eq(attemptAnswers.questionId, a.questionId)))
          .run();
      }
    }
    db.update(examAttempts).set({ userId: null }).where(inArray(examAttempts.id, attemptIds)).run();
  }
  db.update(certificates)
    .set({ userId: null, holderName: anonymousName, revokedAt: sql`coalesce(${certificates.revokedAt}, ${at})` })
    .where(eq(certificates.userId, userId))
    .run();
}
