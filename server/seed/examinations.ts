/**
 * The question bank of the seeded courses (issue 14, ADR 0014): exercises attached to lessons and
 * exams attached to courses, each with ordered questions of the four kinds (single and multiple
 * choice, short answer, essay), points per question, explanations shown in the review.
 *
 * Written as data ({@link ExaminationSpec}) and turned into rows with deterministic ids: examinations
 * in list order from 1, then questions, options and answer keys in order. The demo customer's course
 * (course 1, "Giải tích 1 – Bài giảng video") comes first so its ids are fixed in
 * {@link EXAM_SEED_FACTS}; the other courses' banks follow.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { attemptAnswers, examAttempts, orders } from "../db/schema";
import type { examinations, questionAnswerKeys, questionOptions, questions } from "../db/schema";
import { p } from "./html";
import { LEARNER_SEED_FACTS } from "./user-courses";

/** One question as the seed writes it. `prompt`/`explanation` are HTML fragments. */
export interface QuestionSpec {
  kind: "single" | "multiple" | "short" | "essay";
  prompt: string;
  /** Positive integer; default 1. */
  points?: number;
  explanation?: string;
  /** Choice questions: `[text, isCorrect]` in display order (single: exactly one correct). */
  options?: readonly (readonly [string, boolean])[];
  /** Short answers: accepted answers (the first is shown in the review). */
  answers?: readonly string[];
  /** Short answers: accents not significant. */
  accentsOptional?: boolean;
  /** A retired question: kept for old attempts, not shown, required or graded. */
  inactive?: boolean;
}

/** One exercise (with its lesson) or exam (course-wide, timed, limited attempts). */
export interface ExaminationSpec {
  kind: "exercise" | "exam";
  courseId: number;
  /** Exercises only. */
  lessonId: number | null;
  title: string;
  description: string;
  /** Exams only; seconds. */
  timeLimitSeconds?: number;
  /** Exams only. */
  maxAttempts?: number;
  questions: readonly QuestionSpec[];
}

const opts = (correct: number | readonly number[], ...texts: string[]) =>
  texts.map((t, i) => [t, typeof correct === "number" ? i === correct : correct.includes(i)] as const);

/**
 * Course 1 (lessons 1–4 of chapter "Giới hạn và liên tục"): four exercises — lesson 1 is a free
 * preview, so its exercise is open to any signed-in user — and a timed mid-term exam.
 */
const COURSE_1: readonly ExaminationSpec[] = [
  {
    kind: "exercise",
    courseId: 1,
    lessonId: 1,
    title: "Bài tập: Làm quen với khóa học",
    description: p("Bốn câu hỏi ngắn để ôn lại kiến thức về hàm số trước khi vào chương Giới hạn."),
    questions: [
      {
        kind: "single",
        prompt: p("Tập xác định của hàm số <em>f(x) = 1/(x − 2)</em> là"),
        options: opts(1, "ℝ", "ℝ \\ {2}", "(2; +∞)", "[2; +∞)"),
        explanation: p("Mẫu số phải khác 0, nên x ≠ 2."),
      },
      {
        kind: "multiple",
        prompt: p("Những hàm số nào sau đây là hàm số chẵn? (chọn tất cả các đáp án đúng)"),
        options: opts([0, 2], "f(x) = x²", "f(x) = x³", "f(x) = cos x", "f(x) = sin x"),
        explanation: p("f(−x) = f(x) với x² và cos x; x³ và sin x là hàm số lẻ."),
      },
      {
        kind: "short",
        prompt: p("Giá trị của f(3) với f(x) = 2x + 1 là bao nhiêu?"),
        answers: ["7"],
        explanation: p("f(3) = 2·3 + 1 = 7."),
      },
      {
        kind: "short",
        prompt: p("Thủ đô của Việt Nam, nơi Nhà xuất bản đặt trụ sở, là thành phố nào? (có thể gõ không dấu)"),
        answers: ["Hà Nội", "Thành phố Hà Nội"],
        accentsOptional: true,
        explanation: p("Hà Nội."),
      },
    ],
  },
  {
    kind: "exercise",
    courseId: 1,
    lessonId: 2,
    title: "Bài tập: Giới hạn của dãy số",
    description: p("Tính giới hạn của các dãy số cơ bản. Câu tự luận sẽ được giảng viên chấm sau."),
    questions: [
      {
        kind: "single",
        prompt: p("lim (1/n) khi n → +∞ bằng"),
        options: opts(0, "0", "1", "+∞", "Không tồn tại"),
        explanation: p("1/n nhỏ tùy ý khi n đủ lớn."),
      },
      {
        kind: "single",
        prompt: p("lim (2n + 1)/(n + 3) khi n → +∞ bằng"),
        options: opts(2, "0", "1", "2", "1/3"),
        explanation: p("Chia cả tử và mẫu cho n: (2 + 1/n)/(1 + 3/n) → 2."),
      },
      {
        kind: "multiple",
        prompt: p("Những dãy số nào sau đây hội tụ?"),
        options: opts([0, 3], "uₙ = 1/n²", "uₙ = (−1)ⁿ", "uₙ = n", "uₙ = (1/2)ⁿ"),
        explanation: p("1/n² → 0 và (1/2)ⁿ → 0; (−1)ⁿ dao động, n → +∞."),
      },
      {
        kind: "short",
        prompt: p("lim (1 + 1/n)ⁿ khi n → +∞ bằng hằng số nào? (viết một chữ cái)"),
        answers: ["e"],
        explanation: p("Đây là định nghĩa của số e ≈ 2,71828."),
      },
      {
        kind: "essay",
        points: 2,
        prompt: p("Chứng minh rằng dãy uₙ = 1/n hội tụ về 0 theo định nghĩa ε – N."),
        explanation: p("Với mọi ε > 0, chọn N > 1/ε; khi n > N thì |1/n − 0| < ε."),
      },
    ],
  },
  {
    kind: "exercise",
    courseId: 1,
    lessonId: 3,
    title: "Bài tập: Giới hạn của hàm số",
    description: p("Giới hạn một phía, giới hạn vô cực và các dạng vô định thường gặp."),
    questions: [
      {
        kind: "single",
        prompt: p("lim (sin x)/x khi x → 0 bằng"),
        options: opts(1, "0", "1", "+∞", "Không tồn tại"),
        explanation: p("Giới hạn cơ bản: (sin x)/x → 1."),
      },
      {
        kind: "short",
        prompt: p("lim (x² − 4)/(x − 2) khi x → 2 bằng bao nhiêu?"),
        answers: ["4"],
        explanation: p("(x² − 4)/(x − 2) = x + 2 với x ≠ 2, nên giới hạn là 4."),
      },
      {
        kind: "multiple",
        prompt: p("Những dạng nào sau đây là dạng vô định?"),
        options: opts([0, 1, 3], "0/0", "∞/∞", "1/0⁺", "0·∞"),
        explanation: p("1/0⁺ = +∞ không phải dạng vô định."),
      },
      {
        kind: "single",
        prompt: p("Câu hỏi cũ đã được thay thế."),
        options: opts(0, "A", "B"),
        inactive: true,
      },
    ],
  },
  {
    kind: "exercise",
    courseId: 1,
    lessonId: 4,
    title: "Bài tập: Hàm số liên tục",
    description: p("Xét tính liên tục của hàm số tại một điểm và trên một khoảng."),
    questions: [
      {
        kind: "single",
        prompt: p("Hàm số f(x) = |x| tại x = 0"),
        options: opts(0, "liên tục", "gián đoạn loại một", "gián đoạn loại hai", "không xác định"),
        explanation: p("lim |x| = 0 = f(0) khi x → 0."),
      },
      {
        kind: "short",
        prompt: p("Tên định lý bảo đảm hàm liên tục trên [a; b] đạt mọi giá trị trung gian giữa f(a) và f(b)? (viết không dấu cũng được)"),
        answers: ["Định lý giá trị trung gian", "giá trị trung gian", "Bolzano–Cauchy", "Bolzano-Cauchy"],
        accentsOptional: true,
        explanation: p("Định lý giá trị trung gian (Bolzano – Cauchy)."),
      },
      {
        kind: "essay",
        points: 3,
        prompt: p("Chứng minh phương trình x³ + x − 1 = 0 có ít nhất một nghiệm trong khoảng (0; 1)."),
        explanation: p("f(0) = −1 < 0, f(1) = 1 > 0 và f liên tục trên [0; 1], nên có c ∈ (0; 1) với f(c) = 0."),
      },
    ],
  },
  {
    kind: "exam",
    courseId: 1,
    lessonId: null,
    title: "Kiểm tra giữa kỳ: Giới hạn và liên tục",
    description: p(
      "Bài kiểm tra 20 phút, được làm tối đa 3 lần. Thời gian tính từ lúc bắt đầu làm bài; hết giờ, bài được nộp với các câu trả lời đã lưu.",
    ),
    timeLimitSeconds: 20 * 60,
    maxAttempts: 3,
    questions: [
      {
        kind: "single",
        prompt: p("lim (3n² − n)/(n² + 1) khi n → +∞ bằng"),
        options: opts(3, "0", "1", "−1", "3"),
        explanation: p("Chia tử và mẫu cho n²."),
      },
      {
        kind: "multiple",
        prompt: p("Hàm số nào liên tục trên toàn bộ ℝ?"),
        options: opts([0, 1], "f(x) = x³ − 2x", "f(x) = eˣ", "f(x) = 1/x", "f(x) = ln x"),
        explanation: p("1/x và ln x không xác định tại 0 (ln x: với x ≤ 0)."),
      },
      {
        kind: "short",
        prompt: p("lim (1 − cos x)/x² khi x → 0 bằng bao nhiêu? (viết dạng phân số a/b hoặc số thập phân)"),
        answers: ["1/2", "0,5", "0.5"],
        points: 2,
        explanation: p("1 − cos x = 2 sin²(x/2) ~ x²/2."),
      },
      {
        kind: "essay",
        points: 3,
        prompt: p("Phát biểu định nghĩa hàm số liên tục tại một điểm và cho một ví dụ hàm số gián đoạn tại x = 1."),
        explanation: p("f liên tục tại x₀ khi lim f(x) = f(x₀) (x → x₀). Ví dụ: f(x) = 1/(x − 1)."),
      },
    ],
  },
];

/** Every examination of the seed, in id order (course 1 first; helper A appends the other courses). */
const EXAMINATIONS: readonly ExaminationSpec[] = [...COURSE_1];

/** The ids the seed fixes, for tests and the demo (course 1 is the demo customer's course). */
export const EXAM_SEED_FACTS = Object.freeze({
  courseId: 1,
  /** Exercise of lesson 1 (a free preview): open to any signed-in user; 4 questions (single, multiple, short, short accents optional). */
  previewExerciseId: 1,
  previewLessonId: 1,
  /** Exercise of lesson 2 (owners only): 5 questions incl. an essay. */
  exerciseId: 2,
  exerciseLessonId: 2,
  /** Exercise 3 has a retired (inactive) 4th question: 3 active questions. */
  exerciseWithInactiveId: 3,
  /** The demo course's timed exam: 20 minutes, 3 attempts, 4 questions (single, multiple, short 2 pts, essay 3 pts). */
  examId: 5,
  examTimeLimitSeconds: 20 * 60,
  examMaxAttempts: 3,
});

type ExaminationRow = typeof examinations.$inferInsert & { id: number };
type QuestionRow = typeof questions.$inferInsert & { id: number };
type OptionRow = typeof questionOptions.$inferInsert & { id: number };
type AnswerKeyRow = typeof questionAnswerKeys.$inferInsert & { id: number };

/** The rows of the question bank, ids assigned in order from 1 per table. Pure and deterministic. */
export function getExaminationSeed(): {
  examinations: ExaminationRow[];
  questions: QuestionRow[];
  options: OptionRow[];
  answerKeys: AnswerKeyRow[];
} {
  const out = {
    examinations: [] as ExaminationRow[],
    questions: [] as QuestionRow[],
    options: [] as OptionRow[],
    answerKeys: [] as AnswerKeyRow[],
  };
  const positions = new Map<string, number>();
  EXAMINATIONS.forEach((e, i) => {
    const id = i + 1;
    const slot = e.kind === "exercise" ? `l${e.lessonId}` : `c${e.courseId}`;
    const position = (positions.get(slot) ?? 0) + 1;
    positions.set(slot, position);
    out.examinations.push({
      id,
      kind: e.kind,
      courseId: e.courseId,
      lessonId: e.lessonId,
      title: e.title,
      descriptionHtml: e.description,
      timeLimitSeconds: e.timeLimitSeconds ?? null,
      maxAttempts: e.maxAttempts ?? null,
      position,
    });
    e.questions.forEach((q, qi) => {
      const questionId = out.questions.length + 1;
      out.questions.push({
        id: questionId,
        examinationId: id,
        position: qi + 1,
        kind: q.kind,
        promptHtml: q.prompt,
        points: q.points ?? 1,
        explanationHtml: q.explanation ?? "",
        accentsOptional: q.accentsOptional ?? false,
        isActive: !q.inactive,
      });
      (q.options ?? []).forEach(([text, isCorrect], oi) =>
        out.options.push({ id: out.options.length + 1, questionId, position: oi + 1, text, isCorrect }),
      );
      for (const text of q.answers ?? []) out.answerKeys.push({ id: out.answerKeys.length + 1, questionId, text });
    });
  });
  return out;
}

// ---------------------------------------------------------------------------------------------
// Issue 14 (helper D): the demo customer's submitted attempt, so that a review page has data on a
// clean start (`/bai-tap-cua-toi/{DEMO_ATTEMPT_FACTS.attemptId}`).

/**
 * The demo customer's (user 2) first attempt at exercise 2 (lesson 2), submitted the day after the
 * lesson was studied: questions 1, 3 and 4 right, question 2 wrong (`1` instead of `2`), the essay
 * (question 5, 2 points) pending → score 3 of 6, one essay waiting for a grader.
 */
export const DEMO_ATTEMPT_FACTS = Object.freeze({
  attemptId: 1,
  userId: LEARNER_SEED_FACTS.customerId,
  examinationId: EXAM_SEED_FACTS.exerciseId,
  number: 1,
  score: 3,
  maxScore: 6,
  pendingCount: 1,
  /** Question numbers (`Câu {n}`) by result. */
  correctNumbers: [1, 3, 4] as readonly number[],
  wrongNumber: 2,
  /** The wrong answer given and the correct option's text. */
  wrongAnswer: "1",
  wrongCorrectAnswer: "2",
  essayNumber: 5,
});

/**
 * Inserts {@link DEMO_ATTEMPT_FACTS}' attempt with its graded answers, unless the demo customer already
 * has an attempt at exercise 2 or the demo orders are missing (idempotent; for seedDatabase and
 * seedMissingLearning). Times are a day after the course order's payment. Needs the question bank.
 */
export function seedDemoAttempt(db: Db): void {
  const f = DEMO_ATTEMPT_FACTS;
  const existing = db
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .where(and(eq(examAttempts.userId, f.userId), eq(examAttempts.examinationId, f.examinationId)))
    .get();
  if (existing) return;
  const order = db.select({ paidAt: orders.paidAt }).from(orders).where(eq(orders.id, LEARNER_SEED_FACTS.orderId)).get();
  if (!order?.paidAt) return; // a database without the demo orders: no demo learner either
  const at = (minutes: number) => new Date(Date.parse(order.paidAt!) + 24 * 60 * 60_000 + minutes * 60_000).toISOString();
  const bank = getExaminationSeed();
  const qs = bank.questions.filter((q) => q.examinationId === f.examinationId && q.isActive).sort((a, b) => a.position! - b.position!);
  const optionOf = (questionId: number, text: string) => bank.options.find((o) => o.questionId === questionId && o.text === text)!.id;
  const correctOptions = (questionId: number) => bank.options.filter((o) => o.questionId === questionId && o.isCorrect).map((o) => o.id);
  const [q1, q2, q3, q4, q5] = qs as [QuestionRow, QuestionRow, QuestionRow, QuestionRow, QuestionRow];
  const taken = db.select({ id: examAttempts.id }).from(examAttempts).where(eq(examAttempts.id, f.attemptId)).get();
  const attempt = db
    .insert(examAttempts)
    .values({
      ...(taken ? {} : { id: f.attemptId }),
      examinationId: f.examinationId,
      userId: f.userId,
      number: f.number,
      status: "submitted",
      startedAt: at(0),
      deadlineAt: null,
      submittedAt: at(12),
      score: f.score,
      maxScore: f.maxScore,
      pendingCount: f.pendingCount,
    })
    .returning({ id: examAttempts.id })
    .get();
  const answer = (q: QuestionRow, minute: number, a: { optionIds?: number[]; text?: string }, points: number | null) => ({
    attemptId: attempt.id,
    questionId: q.id,
    optionIds: a.optionIds ? JSON.stringify(a.optionIds) : null,
    text: a.text ?? null,
    savedAt: at(minute),
    isCorrect: points === null ? null : points > 0,
    pointsAwarded: points,
  });
  db.insert(attemptAnswers)
    .values([
      answer(q1, 2, { optionIds: correctOptions(q1.id) }, 1),
      answer(q2, 4, { optionIds: [optionOf(q2.id, f.wrongAnswer)] }, 0),
      answer(q3, 6, { optionIds: correctOptions(q3.id) }, 1),
      answer(q4, 7, { text: "e" }, 1),
      answer(q5, 11, { text: "Với mọi ε > 0, chọn N là số tự nhiên lớn hơn 1/ε. Khi n > N thì |1/n − 0| = 1/n < 1/N < ε." }, null),
    ])
    .run();
}
