/**
 * Account deletion keeps assessment records (Circular 38/2020; ADR 0027): the learner's attempts stay,
 * with their answers and scores, but belong to no one and carry neither the name nor the e-mail; the
 * certificates stay verifiable as revoked under "Khách hàng". Two deleted learners' first attempts at
 * the same exercise live side by side (the unique index on learner, examination and number).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { openDatabase, type Db } from "../db/client";
import { attemptAnswers, certificates, examAttempts, users } from "../db/schema";
import { activeQuestionsWithKeys } from "./examinations";
import { eraseUser } from "./privacy";
import { seedDatabase } from "../seed";
import { EXAM_SEED_FACTS } from "../seed/examinations";
import { LEARNER_SEED_FACTS } from "../seed/user-courses";
import { startOrResumeAttempt, saveAttemptAnswers, submitAttempt } from "../domain/exam-attempts";
import { verifyCertificate } from "../domain/certificates";

const T0 = new Date("2026-11-25T08:00:00.000Z");
const ANON = "Khách hàng";
let db: Db;

/** Starts the preview exercise for `userId` and submits it with every question answered; the first short answer says who wrote it. */
function attemptWithSignature(userId: number, signature: string): number {
  const attempt = startOrResumeAttempt(db, userId, EXAM_SEED_FACTS.previewExerciseId, T0);
  const answers = activeQuestionsWithKeys(db, EXAM_SEED_FACTS.previewExerciseId).map((q, i) =>
    q.question.kind === "single" || q.question.kind === "multiple"
      ? { questionId: q.question.id, optionIds: [q.options[0]!.id] }
      : { questionId: q.question.id, text: i === 2 ? signature : "đáp án" },
  );
  saveAttemptAnswers(db, userId, attempt.id, answers, T0);
  submitAttempt(db, userId, attempt.id, [], T0);
  return attempt.id;
}

function erase(userId: number) {
  const u = db.select().from(users).where(eq(users.id, userId)).get()!;
  const anon = { email: `xoa-${userId}-test@deleted.invalid`, name: ANON, passwordHash: "x", deletedAt: T0.toISOString() };
  db.transaction((tx) => eraseUser(tx, userId, { name: u.name, email: u.email }, anon, ANON, u.tokenVersion));
  return u;
}

beforeAll(() => {
  db = openDatabase(":memory:", seedDatabase);
});

describe("account deletion and assessment records", () => {
  it("keeps the attempts and their answers without owner, name or e-mail, and revokes the certificates under no name", () => {
    const userId = LEARNER_SEED_FACTS.customerId;
    const before = db.select().from(users).where(eq(users.id, userId)).get()!;
    const attemptId = attemptWithSignature(userId, `${before.name} (${before.email.toUpperCase()})`);
    const attemptsBefore = db.select().from(examAttempts).where(eq(examAttempts.userId, userId)).all();
    const certificate = db.select().from(certificates).where(eq(certificates.userId, userId)).get();
    expect(certificate, "the seed gives the demo customer a certificate").toBeDefined();
    expect(verifyCertificate(db, certificate!.code).status).not.toBe("revoked");

    const u = erase(userId);

    const kept = db
      .select()
      .from(examAttempts)
      .where(
        inArray(
          examAttempts.id,
          attemptsBefore.map((a) => a.id),
        ),
      )
      .all();
    expect(kept).toHaveLength(attemptsBefore.length);
    expect(kept.every((a) => a.userId === null)).toBe(true);
    expect(kept.find((a) => a.id === attemptId)).toMatchObject({ status: "submitted", score: expect.any(Number) });
    expect(db.select().from(examAttempts).where(eq(examAttempts.userId, userId)).all()).toHaveLength(0);

    const answers = db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attemptId)).all();
    expect(answers.length).toBe(activeQuestionsWithKeys(db, EXAM_SEED_FACTS.previewExerciseId).length);
    const dump = JSON.stringify({ kept, answers }).toLowerCase();
    expect(dump).not.toContain(u.name.toLowerCase());
    expect(dump).not.toContain(u.email.toLowerCase());
    expect(answers.some((a) => a.text === `${ANON} (${ANON})`)).toBe(true);

    const verified = verifyCertificate(db, certificate!.code);
    expect(verified).toMatchObject({ holderName: ANON, status: "revoked", courseTitle: certificate!.courseTitle });
    expect(db.select().from(certificates).where(eq(certificates.code, certificate!.code)).get()!.userId).toBeNull();
  });

  it("a second deleted learner's first attempt at the same exercise is kept beside the first's", () => {
    const other = 3;
    const attemptId = attemptWithSignature(other, "đáp án");
    erase(other);
    const firsts = db.select().from(examAttempts).where(eq(examAttempts.examinationId, EXAM_SEED_FACTS.previewExerciseId)).all();
    expect(firsts.filter((a) => a.number === 1 && a.userId === null).length).toBeGreaterThanOrEqual(2);
    expect(firsts.some((a) => a.id === attemptId)).toBe(true);
  });
});
