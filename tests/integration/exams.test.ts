/**
 * The attempt pages against a real reference upstream (ADR 0014 "Pages"): `/bai-tap/{id}`
 * and `/bai-kiem-tra/{id}` for a guest (→ login), a learner who does not own the course (403 with the
 * product to buy; the preview exercise still open), the owner (Detail + MyAttempts, sanitized HTML,
 * private); the action's flows: save (303 + toast, answers kept), a refused submit (400 with
 * everything typed and the unanswered list), an over-long answer and junk values (400 under the
 * question, nothing sent), a complete submit (303 to the review), the exam's start (never by a GET
 * or a save), the expired submit, ATTEMPT_CLOSED and ATTEMPTS_EXHAUSTED, the autosave answers, and an
 * upstream failure on save, submit and autosave (503, the form as typed).
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../server/seed/accounts";
import { EXAM_SEED_FACTS as F } from "../../server/seed/examinations";
import { LEARNER_SEED_FACTS } from "../../server/seed/user-courses";
import { browse, CookieJar, getRequest, pendingToast, postRequest, useUpstream, signedIn } from "./support";

const upstream = useUpstream();
let attemptRoute: typeof import("~/routes/attempt");

beforeAll(async () => {
  attemptRoute = await import("~/routes/attempt");
});

type Question = { id: number; number: number; kind: string; promptHtml: string; options: { id: number }[] };
type PageData = {
  kind: "page";
  examination: { kind: string; descriptionHtml: string; questionActives: Question[] };
  mine: {
    openAttempt: {
      id: number;
      deadlineAt: string | null;
      answers: { questionId: number; optionIds: number[]; text: string | null }[];
    } | null;
    attemptsUsed: number;
    attemptsLeft: number | null;
  };
};
type FormResult = {
  kind: "form";
  values: Record<string, string[]>;
  fieldErrors: Record<string, string>;
  unanswered: { number: number }[];
  formError: string | null;
};

const page = async (jar: CookieJar, path: string, id: number) => {
  const out = await browse(jar, attemptRoute.loader, getRequest(`${path}/${id}`, jar), { id: String(id) });
  return { ...out, page: out.data as PageData };
};
const post = (jar: CookieJar, path: string, id: number, fields: [string, string][]) =>
  browse(jar, attemptRoute.action, postRequest(`${path}/${id}`, new URLSearchParams(fields), jar), { id: String(id) });

/** A full answer to each question of `questions` (the first option; `text` for typed ones) as form fields. */
function answerAll(questions: Question[], except: number[] = []): [string, string][] {
  return questions
    .filter((q) => !except.includes(q.number))
    .map((q): [string, string] => [`q-${q.id}`, q.options.length ? String(q.options[0]!.id) : q.kind === "short" ? "7" : "Bài làm."]);
}

describe("access", () => {
  it("sends a guest to log in, shows a non-owner the 403 page but the preview exercise, and 404s bad ids", async () => {
    const guest = await page(new CookieJar(), "/bai-tap", F.exerciseId);
    expect(guest.location).toBe(`/login?redirectTo=${encodeURIComponent(`/bai-tap/${F.exerciseId}`)}`);

    const tuan = await signedIn(DEMO_ACCOUNTS.collaborator.email, DEMO_ACCOUNTS.collaborator.password);
    // Exercise 3 is on lesson 3, the first locked lesson (lessons 1–2 are free previews, so exercises 1–2 are open).
    const locked = await page(tuan, "/bai-tap", F.lockedExerciseId);
    expect(locked.status).toBe(403);
    expect(locked.data).toMatchObject({ kind: "notOwned", notOwned: { productId: LEARNER_SEED_FACTS.productId } });
    expect((await page(tuan, "/bai-kiem-tra", F.examId)).status).toBe(403);
    const posted = await post(tuan, "/bai-tap", F.lockedExerciseId, [["intent", "save"]]);
    expect([posted.status, posted.thrown]).toEqual([403, true]);

    const preview = await page(tuan, "/bai-tap", F.previewExerciseId);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("Cache-Control")).toBe("private, no-store");
    expect(preview.page.examination.questionActives).toHaveLength(4);
    expect(preview.page.mine.openAttempt).toBeNull();

    for (const id of ["-1", "abc", "99999999", "0"]) {
      const out = await browse(tuan, attemptRoute.loader, getRequest(`/bai-tap/${id}`, tuan), { id });
      expect(out.status, id).toBe(404);
    }
  });

  it("sends an exam's id on the exercise page (and the reverse) to the right page, in the same view", async () => {
    const lan = await signedIn(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    const wrong = await page(lan, "/mobile/exercise", F.examId);
    expect(wrong.location).toBe(`/mobile/exam/${F.examId}`);
    const back = await page(lan, "/bai-kiem-tra", F.exerciseId);
    expect(back.location).toBe(`/bai-tap/${F.exerciseId}`);
  });
});

describe("an exercise", () => {
  it("saves, refuses an incomplete submit with everything typed, refuses junk under the question, then submits to the review", async () => {
    const lan = await signedIn(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    const first = await page(lan, "/bai-tap", F.exerciseId);
    const questions = first.page.examination.questionActives;
    expect(questions.length).toBe(5);
    expect(first.page.examination.descriptionHtml).not.toMatch(/<script/i);
    const essay = questions.find((q) => q.kind === "essay")!;
    const short = questions.find((q) => q.kind === "short")!;

    // Save without an attempt: the exercise starts and keeps the answers; unknown names are ignored.
    const partial = answerAll(questions, [essay.number]);
    const saved = await post(lan, "/bai-tap", F.exerciseId, [...partial, ["q-999999", "x"], ["intent", "save"]]);
    expect(saved.status).toBe(303);
    expect(saved.location).toBe(`/bai-tap/${F.exerciseId}`);
    expect(pendingToast(lan)?.message).toBe("Đã lưu bài làm");
    const resumed = await page(lan, "/bai-tap", F.exerciseId);
    const attempt = resumed.page.mine.openAttempt!;
    expect(attempt.answers).toHaveLength(questions.length - 1);

    // Submit with one question unanswered: 400, the list, everything typed.
    const withId: [string, string][] = [["attemptId", String(attempt.id)], ...partial];
    const refused = await post(lan, "/bai-tap", F.exerciseId, [...withId, ["intent", "submit"]]);
    expect(refused.status).toBe(400);
    const r = refused.data as FormResult;
    expect(r.formError).toBe("Bạn chưa trả lời 1 câu:");
    expect(r.unanswered).toEqual([expect.objectContaining({ number: essay.number })]);
    expect(r.values[String(short.id)]).toEqual(["7"]);
    expect(r.fieldErrors[String(essay.id)]).toBe("Bạn chưa trả lời câu này.");

    // Too long a short answer and an option of another question: messages under the fields, nothing sent, text kept.
    const long = "a".repeat(201);
    const choice = questions.find((q) => q.options.length)!;
    const junk = await post(lan, "/bai-tap", F.exerciseId, [
      ...withId.filter(([n]) => n !== `q-${short.id}` && n !== `q-${choice.id}`),
      [`q-${short.id}`, long],
      [`q-${choice.id}`, "123456"],
      ["intent", "save"],
    ]);
    expect(junk.status).toBe(400);
    const j = junk.data as FormResult;
    expect(j.fieldErrors[String(short.id)]).toMatch(/^Câu trả lời ngắn tối đa 200 ký tự/);
    expect(j.fieldErrors[String(choice.id)]).toBe("Lựa chọn không hợp lệ, vui lòng chọn lại.");
    expect(j.values[String(short.id)]).toEqual([long]);
    const unchanged = (await page(lan, "/bai-tap", F.exerciseId)).page.mine.openAttempt!;
    expect(unchanged.answers.find((a) => a.questionId === short.id)?.text).toBe("7");

    // Autosave answers JSON, never a redirect.
    const auto = await post(lan, "/bai-tap", F.exerciseId, [...withId, ["intent", "autosave"]]);
    expect(auto.status).toBe(200);
    expect(auto.data).toMatchObject({ kind: "autosave", savedAt: expect.any(String) });
    const autoBad = await post(lan, "/bai-tap", F.exerciseId, [
      ...withId.filter(([n]) => n !== `q-${short.id}`),
      [`q-${short.id}`, long],
      ["intent", "autosave"],
    ]);
    expect(autoBad.status).toBe(400);
    expect(autoBad.data).toMatchObject({ kind: "autosave", saveError: expect.stringMatching(/200 ký tự/) });

    // The upstream failing (a 500 while it saves): the form comes back as typed with a 503 that says so, never an error page.
    const all: [string, string][] = [["attemptId", String(attempt.id)], ...answerAll(questions), ["intent", "submit"]];
    upstream.db.run(sql`ALTER TABLE attempt_answers RENAME TO attempt_answers_off`);
    try {
      const failed = await post(lan, "/bai-tap", F.exerciseId, all);
      expect([failed.status, failed.thrown]).toEqual([503, false]);
      const f = failed.data as FormResult;
      expect(f.formError).toMatch(/^Chưa nộp được bài do lỗi kết nối tới máy chủ\. Câu trả lời của bạn vẫn còn trong biểu mẫu/);
      expect(f.values[String(essay.id)]).toEqual(["Bài làm."]);
      const failedSave = await post(lan, "/bai-tap", F.exerciseId, [...withId, ["intent", "save"]]);
      expect([failedSave.status, (failedSave.data as FormResult).formError]).toEqual([503, expect.stringMatching(/^Chưa lưu được bài/)]);
      const failedAuto = await post(lan, "/bai-tap", F.exerciseId, [...withId, ["intent", "autosave"]]);
      expect([failedAuto.status, failedAuto.thrown, failedAuto.data]).toEqual([
        503,
        false,
        { kind: "autosave", saveError: "Chưa lưu được" },
      ]);
    } finally {
      upstream.db.run(sql`ALTER TABLE attempt_answers_off RENAME TO attempt_answers`);
    }

    // The complete submit lands on the review; submitting again (a double click) shows the same attempt.
    const done = await post(lan, "/mobile/exercise", F.exerciseId, all);
    expect(done.status).toBe(303);
    expect(done.location).toBe(`/mobile/myExercise/${attempt.id}`);
    expect(pendingToast(lan)?.message).toBe("Đã nộp bài");
    const again = await post(lan, "/bai-tap", F.exerciseId, all);
    expect(again.location).toBe(`/bai-tap-cua-toi/${attempt.id}`);
    // Saving into the closed attempt → its review with a toast.
    const late = await post(lan, "/bai-tap", F.exerciseId, [...all.slice(0, -1), ["intent", "save"]]);
    expect(late.status).toBe(303);
    expect(late.location).toBe(`/bai-tap-cua-toi/${attempt.id}`);
    expect((await page(lan, "/bai-tap", F.exerciseId)).page.mine.openAttempt).toBeNull();

    // An unknown intent, no intent: 400, never 500.
    expect((await post(lan, "/bai-tap", F.exerciseId, [["intent", "x"]])).status).toBe(400);
    expect((await post(lan, "/bai-tap", F.exerciseId, [])).status).toBe(400);
  });
});

describe("an exam", () => {
  it("starts only by Bắt đầu làm bài, shows the deadline, expires by the server's clock, and runs out of attempts", async () => {
    const lan = await signedIn(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    const intro = await page(lan, "/bai-kiem-tra", F.examId);
    expect(intro.status).toBe(200);
    expect(intro.page.mine.openAttempt).toBeNull();
    const used = intro.page.mine.attemptsUsed;

    // A save without an attempt starts nothing.
    const early = await post(lan, "/bai-kiem-tra", F.examId, [["intent", "save"]]);
    expect(early.location).toBe(`/bai-kiem-tra/${F.examId}`);
    expect((await page(lan, "/bai-kiem-tra", F.examId)).page.mine.openAttempt).toBeNull();

    const started = await post(lan, "/bai-kiem-tra", F.examId, [["intent", "start"]]);
    expect([started.status, started.location]).toEqual([303, `/bai-kiem-tra/${F.examId}`]);
    const open = (await page(lan, "/bai-kiem-tra", F.examId)).page;
    const attempt = open.mine.openAttempt!;
    expect(Date.parse(attempt.deadlineAt!)).toBeGreaterThan(Date.now());

    // Past the deadline (and the grace): the submit is graded with what was saved, the review says so.
    upstream.db.run(
      sql`UPDATE exam_attempts SET started_at = '2020-01-01T00:00:00.000Z', deadline_at = '2020-01-01T00:20:00.000Z' WHERE id = ${attempt.id}`,
    );
    const qs = open.examination.questionActives;
    const expired = await post(lan, "/bai-kiem-tra", F.examId, [["attemptId", String(attempt.id)], ...answerAll(qs), ["intent", "submit"]]);
    expect([expired.status, expired.location]).toEqual([303, `/bai-kiem-tra-cua-toi/${attempt.id}`]);
    expect(pendingToast(lan)?.message).toBe("Đã hết giờ: bài được chấm với các câu trả lời đã lưu trước hạn");

    // Use up the attempts, then Bắt đầu làm bài → 409 with the message.
    for (let i = used + 1; i < F.examMaxAttempts; i++) {
      await post(lan, "/bai-kiem-tra", F.examId, [["intent", "start"]]);
      const a = (await page(lan, "/bai-kiem-tra", F.examId)).page.mine.openAttempt!;
      const out = await post(lan, "/bai-kiem-tra", F.examId, [["attemptId", String(a.id)], ...answerAll(qs), ["intent", "submit"]]);
      expect(out.location).toBe(`/bai-kiem-tra-cua-toi/${a.id}`);
    }
    const last = (await page(lan, "/bai-kiem-tra", F.examId)).page.mine;
    expect(last.attemptsLeft).toBe(0);
    const refused = await post(lan, "/bai-kiem-tra", F.examId, [["intent", "start"]]);
    expect(refused.status).toBe(409);
    expect((refused.data as FormResult).formError).toMatch(/^Bạn đã dùng hết 3 lượt/);
  });
});
