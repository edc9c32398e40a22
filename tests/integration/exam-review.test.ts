/**
 * The review pages against a real reference upstream: `/bai-tap-cua-toi/{id}`
 * for a guest (→ login), the demo customer (their seeded attempt: sanitized, private), another
 * learner (404), bad ids (404), the wrong family (`/bai-kiem-tra-cua-toi/{exercise attempt}` → the
 * exercise review, mobile kept) and an open attempt (→ its exercise page).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../server/seed/accounts";
import { DEMO_ATTEMPT_FACTS, EXAM_SEED_FACTS } from "../../server/seed/examinations";
import { eq } from "drizzle-orm";
import { examAttempts, users } from "../../server/db/schema";
import { browse, CookieJar, getRequest, useUpstream, signedIn } from "./support";

const upstream = useUpstream();
let reviewRoute: typeof import("~/routes/my-attempt");

beforeAll(async () => {
  reviewRoute = await import("~/routes/my-attempt");
});

const id = String(DEMO_ATTEMPT_FACTS.attemptId);
const open = (jar: CookieJar, path: string, param: string) => browse(jar, reviewRoute.loader, getRequest(path, jar), { id: param });

type ReviewPage = {
  review: { attempt: { score: number }; questions: { result: string; promptHtml: string }[] };
  view: string;
  kind: string;
};

describe("the review of an attempt", () => {
  it("sends a guest to log in", async () => {
    const out = await open(new CookieJar(), `/bai-tap-cua-toi/${id}`, id);
    expect(out.location).toBe(`/login?redirectTo=${encodeURIComponent(`/bai-tap-cua-toi/${id}`)}`);
  });

  it("shows the demo customer their graded attempt, privately; the wrong family and bad ids are handled", async () => {
    const lan = await signedIn(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    const out = await open(lan, `/bai-tap-cua-toi/${id}`, id);
    expect(out.status).toBe(200);
    expect(out.headers.get("Cache-Control")).toBe("private, no-store");
    const page = out.data as ReviewPage;
    expect(page).toMatchObject({ view: "learner", kind: "exercise", review: { attempt: { score: 3 } } });
    expect(page.review.questions.map((q) => q.result)).toEqual(["correct", "incorrect", "correct", "correct", "pending"]);
    expect(page.review.questions[0]!.promptHtml).toMatch(/^<p>/);

    const wrongFamily = await open(lan, `/mobile/myexam/${id}?x=1`, id);
    expect(wrongFamily.status).toBe(302);
    expect(wrongFamily.location).toBe(`/mobile/myExercise/${id}?x=1`);
    for (const bad of ["0", "-1", "abc", "99999999999", "1e3", "99999999"]) {
      const miss = await open(lan, `/bai-tap-cua-toi/${bad}`, bad);
      expect(miss.status, bad).toBe(404);
    }
  });

  it("is a 404 for another learner, and an open attempt sends its learner back to the exercise", async () => {
    const jar = await signedIn(DEMO_ACCOUNTS.collaborator.email, DEMO_ACCOUNTS.collaborator.password);
    expect((await open(jar, `/bai-tap-cua-toi/${id}`, id)).status).toBe(404);
    const db = upstream.db;
    const user = db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.collaborator.email)).get()!;
    const started = db
      .insert(examAttempts)
      .values({
        examinationId: EXAM_SEED_FACTS.previewExerciseId,
        userId: user.id,
        number: 1,
        startedAt: new Date().toISOString(),
        maxScore: 4,
      })
      .returning({ id: examAttempts.id })
      .get();
    const mine = String(started.id);
    const back = await open(jar, `/mobile/myExercise/${mine}`, mine);
    expect(back.status).toBe(302);
    expect(back.location).toBe(`/mobile/exercise/${EXAM_SEED_FACTS.previewExerciseId}`);
  });
});
