/**
 * Attempt rules that the routes cannot reach on their own: the insert that loses the race on the
 * partial unique index (another process started an attempt between the read and the insert) returns
 * the winner's attempt, and the exact edge of the deadline's grace. The demo customer (user 2) owns
 * course 1; exam 5 lasts 20 minutes.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { EXAM_DEADLINE_GRACE_MS } from "../constants";
import { openDatabase, type Db } from "../db/client";
import { activeQuestionsWithKeys } from "../data/examinations";
import * as data from "../data/exam-attempts";
import { seedDatabase } from "../seed";
import { EXAM_SEED_FACTS } from "../seed/examinations";
import { LEARNER_SEED_FACTS } from "../seed/user-courses";
import { saveAttemptAnswers, startOrResumeAttempt, submitAttempt } from "./exam-attempts";

/** When set, the next `findOpenAttempt` answers "none" once, as if the other process had not committed yet. */
const race = vi.hoisted(() => ({ blindOnce: false }));
vi.mock("../data/exam-attempts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../data/exam-attempts")>();
  return {
    ...actual,
    findOpenAttempt: (...args: Parameters<typeof actual.findOpenAttempt>) => {
      if (race.blindOnce) {
        race.blindOnce = false;
        return undefined;
      }
      return actual.findOpenAttempt(...args);
    },
  };
});

let db: Db;
const USER = LEARNER_SEED_FACTS.customerId;
const T0 = new Date("2026-11-25T08:00:00.000Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

beforeAll(() => {
  db = openDatabase(":memory:", seedDatabase);
});

describe("the open-attempt race", () => {
  it("a start that loses on the unique index returns the winner's open attempt", () => {
    const winner = startOrResumeAttempt(db, USER, EXAM_SEED_FACTS.exerciseWithInactiveId, T0);
    race.blindOnce = true;
    const loser = startOrResumeAttempt(db, USER, EXAM_SEED_FACTS.exerciseWithInactiveId, at(1));
    expect(race.blindOnce).toBe(false);
    expect(loser.id).toBe(winner.id);
    expect(data.countAttempts(db, USER, EXAM_SEED_FACTS.exerciseWithInactiveId)).toBe(1);
  });
});

describe("the deadline's grace", () => {
  it("saves until deadline + grace inclusive; one millisecond later the attempt is expired", () => {
    const limit = EXAM_SEED_FACTS.examTimeLimitSeconds * 1000;
    const attempt = startOrResumeAttempt(db, USER, EXAM_SEED_FACTS.examId, T0);
    const [q1, q2] = activeQuestionsWithKeys(db, EXAM_SEED_FACTS.examId);
    const right = (q: typeof q1) => ({ questionId: q!.question.id, optionIds: q!.options.filter((o) => o.isCorrect).map((o) => o.id) });
    expect(saveAttemptAnswers(db, USER, attempt.id, [right(q1)], at(limit + EXAM_DEADLINE_GRACE_MS)).answers).toHaveLength(1);
    expect(() => saveAttemptAnswers(db, USER, attempt.id, [right(q2)], at(limit + EXAM_DEADLINE_GRACE_MS + 1))).toThrow(
      expect.objectContaining({ status: 409, code: "ATTEMPT_CLOSED" }),
    );
    const closed = submitAttempt(db, USER, attempt.id, [], at(limit + EXAM_DEADLINE_GRACE_MS + 2));
    // Closed at its deadline, not when a call noticed it.
    expect(closed).toMatchObject({ status: "expired", score: 1, submittedAt: at(limit).toISOString() });
  });
});
