/**
 * Course completion and certificates (ADR 0028; wire shapes in docs/openapi.yaml "Certificates").
 *
 * - A course's completion rule is data (`course_completion_rules`): the lessons to mark done (null =
 *   all) and the final exam to pass at its `passPercent`. Without a row: every lesson and the course's
 *   last exam (when it has one).
 * - When a learner marks a lesson done or closes an attempt and the rule is met, they get a
 *   certificate (one per learner and course; never issued twice, never re-issued when revoked).
 * - The code is {@link CERTIFICATE_CODE_LENGTH} random Crockford base32 characters (80 bits from the
 *   CSPRNG): not derived from any id, so a code cannot be guessed from another.
 * - The public verification shows the holder's name, the course, the date and whether it is valid —
 *   nothing else about the person.
 */
import { randomBytes } from "node:crypto";
import { ApiError } from "../errors";
import { lessonsOfCourse } from "../data/courses";
import {
  certificateByCode,
  certificateOf,
  certificatesOfUser,
  closedAttemptScores,
  completedLessonIds,
  completionRuleRow,
  examinationRow,
  examsOfCourseLastFirst,
  holderAndCourse,
  insertCertificate,
  type CertificateRow,
} from "../data/certificates";
import type { DbOrTx } from "../data/tx";

/** Characters of a certificate code. */
const CERTIFICATE_CODE_LENGTH = 16;

/** Crockford's base32 alphabet (no I, L, O, U: nothing to misread on paper). */
const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** What a certificate code looks like; anything else is refused before the database is asked. */
export const CERTIFICATE_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{16}$/;

/** A fresh random code: 16 Crockford base32 characters (80 bits). */
export function newCertificateCode(): string {
  const bytes = randomBytes(CERTIFICATE_CODE_LENGTH);
  // 256 is a multiple of 32: taking each byte modulo 32 keeps the characters uniform.
  return Array.from(bytes, (b) => CROCKFORD[b % 32]).join("");
}

/** A course's completion rule, resolved: the lesson ids to finish and the exam to pass (or null). */
interface CompletionRule {
  lessonIds: number[];
  finalExam: { id: number; passPercent: number } | null;
}

/** Reads a stored `lesson_ids` JSON array; anything but an array of positive integers → null (all lessons). */
function parseLessonIds(json: string | null): number[] | null {
  if (json === null) return null;
  try {
    const value: unknown = JSON.parse(json);
    if (Array.isArray(value) && value.every((v) => Number.isInteger(v) && v > 0)) return value as number[];
  } catch {
    // Malformed: the safe reading is "every lesson".
  }
  return null;
}

/** The completion rule of `courseId` (stored row or the default), resolved against its lessons and exams. */
export function completionRule(db: DbOrTx, courseId: number): CompletionRule {
  const row = completionRuleRow(db, courseId);
  const all = lessonsOfCourse(db, courseId).map((l) => l.id);
  const listed = parseLessonIds(row?.lessonIds ?? null);
  const lessonIds = listed === null ? all : listed.filter((id) => all.includes(id));
  const exam = row ? (row.finalExamId === null ? undefined : examinationRow(db, row.finalExamId)) : examsOfCourseLastFirst(db, courseId)[0];
  return { lessonIds, finalExam: exam && exam.courseId === courseId ? { id: exam.id, passPercent: exam.passPercent } : null };
}

/** Whether `score` of `maxScore` reaches `passPercent` % (integers: no rounding doubt). A 0-point exam passes. */
export function passes(score: number, maxScore: number, passPercent: number): boolean {
  return score * 100 >= passPercent * maxScore;
}

/** Whether the learner meets the course's rule now (every listed lesson done; some closed attempt passing). */
export function isCourseComplete(db: DbOrTx, userId: number, courseId: number): boolean {
  const rule = completionRule(db, courseId);
  const done = completedLessonIds(db, userId, courseId);
  if (!rule.lessonIds.every((id) => done.has(id))) return false;
  if (rule.lessonIds.length === 0 && rule.finalExam === null) return false; // an empty rule completes nothing
  if (rule.finalExam === null) return true;
  const { id, passPercent } = rule.finalExam;
  return closedAttemptScores(db, userId, id).some((a) => a.score !== null && passes(a.score, a.maxScore, passPercent));
}

/**
 * Issues the learner's certificate of `courseId` when the course is complete and they hold none.
 * Run in the transaction that recorded the progress. Returns the new certificate, or null.
 */
export function issueCertificateIfComplete(db: DbOrTx, userId: number, courseId: number, now: Date): CertificateRow | null {
  if (certificateOf(db, userId, courseId)) return null;
  if (!isCourseComplete(db, userId, courseId)) return null;
  const names = holderAndCourse(db, userId, courseId);
  if (!names) return null;
  return (
    insertCertificate(db, {
      code: newCertificateCode(),
      userId,
      courseId,
      holderName: names.name,
      courseTitle: names.courseTitle,
      issuedAt: now.toISOString(),
    }) ?? null
  );
}

/** A certificate as its owner sees it (wire: Certificate). */
export interface Certificate {
  code: string;
  courseId: number;
  courseTitle: string;
  holderName: string;
  /** ISO-8601 UTC. */
  issuedAt: string;
  status: "valid" | "revoked";
}

/** What the public verification page shows (wire: CertificateVerification): no id, e-mail or anything else. */
export interface CertificateVerification {
  code: string;
  holderName: string;
  courseTitle: string;
  issuedAt: string;
  status: "valid" | "revoked";
}

const statusOf = (c: CertificateRow) => (c.revokedAt === null ? ("valid" as const) : ("revoked" as const));

/** GET /api/Certificate/Mine: the learner's certificates, newest first. */
export function myCertificates(db: DbOrTx, userId: number): Certificate[] {
  return certificatesOfUser(db, userId).map((c) => ({
    code: c.code,
    courseId: c.courseId,
    courseTitle: c.courseTitle,
    holderName: c.holderName,
    issuedAt: c.issuedAt,
    status: statusOf(c),
  }));
}

/** 404 CERTIFICATE_NOT_FOUND `Không tìm thấy chứng chỉ với mã này`. */
export const certificateNotFound = () => new ApiError(404, "CERTIFICATE_NOT_FOUND", "Không tìm thấy chứng chỉ với mã này");

/**
 * GET /api/Certificate/Verify/{code} (public).
 * @throws 404 CERTIFICATE_NOT_FOUND for an unknown code (a malformed one never reaches the database).
 */
export function verifyCertificate(db: DbOrTx, code: string): CertificateVerification {
  const c = CERTIFICATE_CODE_PATTERN.test(code) ? certificateByCode(db, code) : undefined;
  if (!c) throw certificateNotFound();
  return { code: c.code, holderName: c.holderName, courseTitle: c.courseTitle, issuedAt: c.issuedAt, status: statusOf(c) };
}

/**
 * The owner's certificate `code`, for its PDF.
 * @throws 404 CERTIFICATE_NOT_FOUND (unknown, or another learner's: the same answer, so owners cannot be probed).
 */
export function ownCertificate(db: DbOrTx, userId: number, code: string): CertificateRow {
  const c = CERTIFICATE_CODE_PATTERN.test(code) ? certificateByCode(db, code) : undefined;
  if (!c || c.userId !== userId) throw certificateNotFound();
  return c;
}
