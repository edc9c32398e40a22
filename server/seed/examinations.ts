/**
 * The question bank of the seeded courses (ADR 0014): exercises attached to lessons and
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
import type { StructuredSpec } from "../domain/structured-questions";
import { p } from "./html";
import { LEARNER_SEED_FACTS } from "./user-courses";

/** One question as the seed writes it. `prompt`/`explanation` are HTML fragments. */
interface QuestionSpec {
  kind: "single" | "multiple" | "short" | "essay" | "numerical" | "matching" | "ordering" | "cloze";
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
  /** Numerical questions: the right value, the absolute tolerance and the unit (null = none). */
  numerical?: { value: number; tolerance: number; unit: string | null };
  /** Matching, ordering and cloze questions: the structure and keys (stored as `spec_json`). */
  structured?: StructuredSpec;
}

/** One exercise (with its lesson) or exam (course-wide, timed, limited attempts). */
interface ExaminationSpec {
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
  /** Exams only: ISO-8601 UTC when it closes (right answers of a timed exam show from then on). */
  closesAt?: string;
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

// ── The other courses' banks (courses 2–16), after course 1 (ids fixed above). ──

/** A single-choice question: `correct` is the index of the right option among `options`. */
const single = (prompt: string, correct: number, options: string[], explanation: string, points = 1): QuestionSpec => ({
  kind: "single",
  prompt: p(prompt),
  points,
  options: opts(correct, ...options),
  explanation: p(explanation),
});
/** A multiple-choice question: `correct` are the indexes of the right options. */
const multiple = (prompt: string, correct: number[], options: string[], explanation: string, points = 1): QuestionSpec => ({
  kind: "multiple",
  prompt: p(prompt),
  points,
  options: opts(correct, ...options),
  explanation: p(explanation),
});
/** A short answer compared to `answers` (accents significant unless `accentsOptional`). */
const short = (
  prompt: string,
  answers: string[],
  explanation: string,
  o: { points?: number; accentsOptional?: boolean } = {},
): QuestionSpec => ({
  kind: "short",
  prompt: p(prompt),
  answers,
  explanation: p(explanation),
  points: o.points ?? 1,
  accentsOptional: o.accentsOptional ?? false,
});
/** An essay, graded later by the lecturer; `explanation` is the marking guide shown in the review. */
const essay = (prompt: string, explanation: string, points = 2): QuestionSpec => ({
  kind: "essay",
  prompt: p(prompt),
  points,
  explanation: p(explanation),
});

/** `spec` closing at `closesAt` (ISO-8601 UTC). */
const withCloseDate = (closesAt: string, spec: ExaminationSpec): ExaminationSpec => ({ ...spec, closesAt });

/** A numerical question: right when |answer − value| ≤ tolerance; `unit` shown beside the field. */
const numerical = (
  prompt: string,
  value: number,
  tolerance: number,
  unit: string | null,
  explanation: string,
  points = 1,
): QuestionSpec => ({
  kind: "numerical",
  prompt: p(prompt),
  points,
  numerical: { value, tolerance, unit },
  explanation: p(explanation),
});

/** A matching, ordering or cloze question; give it as many `points` as it has units (pairs, items − 1, blanks). */
const structured = (prompt: string, spec: StructuredSpec, explanation: string, points: number): QuestionSpec => ({
  kind: spec.kind,
  prompt: p(prompt),
  points,
  structured: spec,
  explanation: p(explanation),
});

/** An exercise of lesson `lessonId` (of course `courseId`). */
const exercise = (courseId: number, lessonId: number, title: string, description: string, questions: QuestionSpec[]): ExaminationSpec => ({
  kind: "exercise",
  courseId,
  lessonId,
  title: `Bài tập: ${title}`,
  description: p(description),
  questions,
});
/** A course's exam: `minutes` time limit, `maxAttempts` attempts. */
const exam = (courseId: number, title: string, minutes: number, maxAttempts: number, questions: QuestionSpec[]): ExaminationSpec => ({
  kind: "exam",
  courseId,
  lessonId: null,
  title,
  description: p(
    `Bài kiểm tra ${minutes} phút, được làm tối đa ${maxAttempts} lần.`,
    "Thời gian tính từ lúc bắt đầu làm bài; hết giờ, bài được nộp với các câu trả lời đã lưu.",
  ),
  timeLimitSeconds: minutes * 60,
  maxAttempts,
  questions,
});

/** Course 2: Python (lessons 19–32; 19–20 previews). Lesson 22 has two exercises (the list's order). */
const COURSE_2: readonly ExaminationSpec[] = [
  exercise(2, 20, "Biến và kiểu dữ liệu", "Kiểu dữ liệu cơ bản và phép toán trong Python 3.", [
    single(
      "Kết quả của biểu thức <code>7 // 2</code> trong Python 3 là",
      1,
      ["3.5", "3", "4", "1"],
      "<code>//</code> là phép chia lấy phần nguyên: 7 // 2 = 3.",
    ),
    single(
      "Hàm nào cho biết kiểu của một giá trị?",
      2,
      ["len()", "str()", "type()", "id()"],
      "<code>type(x)</code> trả về kiểu của x, ví dụ <code>&lt;class 'int'&gt;</code>.",
    ),
    short("Kết quả của <code>2 ** 10</code> là bao nhiêu?", ["1024"], "<code>**</code> là phép lũy thừa: 2¹⁰ = 1024."),
    multiple(
      "Những tên nào là tên biến hợp lệ trong Python?",
      [0, 2],
      ["so_luong", "2lan", "_tong", "class"],
      "Tên biến không bắt đầu bằng chữ số và không trùng từ khóa (<code>class</code> là từ khóa); <code>_tong</code> hợp lệ vì được bắt đầu bằng dấu gạch dưới.",
    ),
  ]),
  exercise(2, 22, "Vòng lặp for và while", "Đếm số lần lặp và dùng range() cho đúng.", [
    single(
      "<code>range(2, 10, 3)</code> sinh ra dãy nào?",
      0,
      ["2, 5, 8", "2, 5, 8, 11", "3, 6, 9", "2, 4, 6, 8"],
      "Bắt đầu từ 2, bước 3, dừng trước 10.",
    ),
    short(
      "Vòng lặp <code>for i in range(5): print(i)</code> in ra bao nhiêu dòng?",
      ["5", "năm"],
      "range(5) gồm 0, 1, 2, 3, 4: năm giá trị.",
      { accentsOptional: true },
    ),
    single(
      "Câu lệnh nào thoát ngay khỏi vòng lặp gần nhất?",
      1,
      ["continue", "break", "pass", "return"],
      "<code>break</code> kết thúc vòng lặp; <code>continue</code> chỉ bỏ qua phần còn lại của lượt hiện tại.",
    ),
  ]),
  exercise(2, 22, "Luyện tập vòng lặp while", "Bài luyện tập thêm: điều kiện dừng của vòng lặp while.", [
    single(
      "Đoạn <code>n = 10</code> rồi <code>while n &gt; 0: n -= 3</code> kết thúc với n bằng",
      2,
      ["0", "1", "−2", "−1"],
      "n lần lượt là 10, 7, 4, 1, −2; khi n = −2 điều kiện sai.",
    ),
    essay(
      "Viết chương trình dùng vòng lặp while tính tổng các chữ số của một số nguyên dương n nhập từ bàn phím.",
      "Dùng <code>n % 10</code> lấy chữ số cuối, cộng dồn, rồi <code>n //= 10</code> cho đến khi n = 0.",
    ),
  ]),
  exercise(2, 26, "Định nghĩa hàm", "Khai báo hàm, tham số mặc định và giá trị trả về.", [
    single(
      "Từ khóa dùng để định nghĩa hàm trong Python là",
      3,
      ["function", "func", "define", "def"],
      "Hàm được định nghĩa bằng <code>def ten_ham(...):</code>.",
    ),
    single(
      "Một hàm không có câu lệnh <code>return</code> trả về giá trị gì?",
      0,
      ["None", "0", "False", "Chuỗi rỗng"],
      "Mặc định hàm trả về <code>None</code>.",
    ),
    short(
      "Với <code>def f(x, y=2): return x * y</code>, lời gọi <code>f(5)</code> trả về bao nhiêu?",
      ["10"],
      "y nhận giá trị mặc định 2: 5 × 2 = 10.",
    ),
  ]),
  exam(2, "Kiểm tra giữa khóa: Python cơ bản", 30, 3, [
    single("Kiểu dữ liệu nào là bất biến (immutable)?", 2, ["list", "dict", "tuple", "set"], "Tuple không thay đổi được sau khi tạo."),
    multiple(
      "Những cách nào tạo ra một danh sách rỗng?",
      [0, 1],
      ["[]", "list()", "{}", "()"],
      "<code>{}</code> là từ điển rỗng, <code>()</code> là tuple rỗng.",
    ),
    short('<code>len("Hà Nội")</code> bằng bao nhiêu?', ["6"], "Chuỗi có 6 ký tự: H, à, dấu cách, N, ộ, i."),
    single(
      'Kết quả của <code>"abc"[::-1]</code> là',
      1,
      ['"abc"', '"cba"', '"a"', "Lỗi cú pháp"],
      "Lát cắt với bước −1 đảo ngược chuỗi.",
      2,
    ),
    essay(
      "Giải thích sự khác nhau giữa <code>list</code> và <code>tuple</code>, cho ví dụ khi nào nên dùng mỗi loại.",
      "list thay đổi được (thêm, xóa phần tử), tuple bất biến; tuple dùng cho dữ liệu cố định như tọa độ, làm khóa từ điển.",
      3,
    ),
  ]),
];

/** Course 3: Artificial intelligence (lessons 33–44; 33–34 previews). */
const COURSE_3: readonly ExaminationSpec[] = [
  exercise(3, 33, "Trí tuệ nhân tạo là gì?", "Các cách tiếp cận trí tuệ nhân tạo và phép thử Turing.", [
    single(
      "Phép thử Turing đánh giá khả năng nào của máy?",
      0,
      ["Hành xử như con người trong hội thoại", "Tính toán nhanh hơn con người", "Tự sửa chữa phần cứng", "Ghi nhớ dữ liệu lớn"],
      "Người thẩm định trò chuyện và phải phân biệt máy với người.",
    ),
    multiple(
      "Những lĩnh vực nào thuộc trí tuệ nhân tạo?",
      [0, 1, 3],
      ["Xử lý ngôn ngữ tự nhiên", "Thị giác máy tính", "Kế toán tài chính", "Học máy"],
      "Kế toán không phải là một nhánh của trí tuệ nhân tạo.",
    ),
  ]),
  exercise(3, 36, "Thuật toán A*", "Hàm đánh giá f(n) = g(n) + h(n) và heuristic chấp nhận được.", [
    single(
      "Trong A*, g(n) là",
      1,
      ["Ước lượng chi phí từ n đến đích", "Chi phí thực từ trạng thái đầu đến n", "Độ sâu của cây tìm kiếm", "Số nút đã mở"],
      "h(n) là ước lượng, g(n) là chi phí đã đi.",
    ),
    single(
      "Heuristic chấp nhận được (admissible) là heuristic",
      2,
      ["luôn bằng 0", "luôn lớn hơn chi phí thật", "không bao giờ vượt quá chi phí thật đến đích", "chỉ dùng cho đồ thị có hướng"],
      "Với heuristic chấp nhận được, A* tìm kiếm trên cây cho lời giải tối ưu.",
    ),
    short("Tìm kiếm theo chiều rộng được viết tắt bằng ba chữ cái tiếng Anh nào?", ["BFS"], "Breadth-First Search."),
  ]),
  exercise(3, 41, "Hồi quy tuyến tính", "Mô hình tuyến tính và hàm mất mát bình phương.", [
    single(
      "Hàm mất mát thường dùng cho hồi quy tuyến tính là",
      0,
      ["Sai số bình phương trung bình (MSE)", "Entropy chéo", "Hàm bản lề (hinge)", "Độ chính xác"],
      "MSE đo trung bình bình phương sai lệch giữa dự đoán và giá trị thật.",
    ),
    essay(
      "Nêu hiện tượng quá khớp (overfitting) và hai cách hạn chế nó.",
      "Mô hình khớp dữ liệu huấn luyện nhưng kém trên dữ liệu mới; hạn chế bằng chính quy hóa, thêm dữ liệu, kiểm định chéo, giảm độ phức tạp.",
    ),
  ]),
  exam(3, "Kiểm tra cuối khóa: Nhập môn Trí tuệ nhân tạo", 45, 2, [
    single(
      "Thuật toán minimax được dùng trong",
      2,
      ["Tìm kiếm mù", "Hồi quy", "Trò chơi đối kháng", "Phân cụm"],
      "Minimax chọn nước đi tốt nhất giả định đối thủ chơi tối ưu.",
    ),
    multiple(
      "Những phép toán nào là phép nối logic mệnh đề?",
      [0, 1, 2],
      ["∧ (và)", "∨ (hoặc)", "→ (kéo theo)", "∀ (với mọi)"],
      "∀ là lượng từ của logic vị từ.",
    ),
    short(
      "Cây quyết định ID3 chọn thuộc tính có độ lợi thông tin lớn nhất, dựa trên đại lượng nào? (một từ)",
      ["entropy", "entrôpi"],
      "Độ lợi thông tin = entropy trước − entropy có trọng số sau khi chia.",
      { accentsOptional: true },
    ),
    single(
      "Độ chính xác (accuracy) 0,9 trên dữ liệu có 90% mẫu thuộc một lớp cho thấy",
      3,
      ["Mô hình rất tốt", "Mô hình quá khớp", "Dữ liệu bị thiếu", "Cần xem thêm precision và recall"],
      "Một mô hình luôn đoán lớp đa số cũng đạt 0,9.",
      2,
    ),
    essay(
      "Mô tả cấu trúc của một mạng nơ-ron nhân tạo nhiều lớp và vai trò của hàm kích hoạt.",
      "Lớp vào, các lớp ẩn, lớp ra; hàm kích hoạt phi tuyến (ReLU, sigmoid) cho phép mạng biểu diễn quan hệ phi tuyến.",
      3,
    ),
  ]),
];

/** Course 4: IELTS Writing (lessons 45–55; 45–46 previews). */
const COURSE_4: readonly ExaminationSpec[] = [
  exercise(4, 46, "Biểu đồ đường và biểu đồ cột", "Ngôn ngữ mô tả xu hướng trong Task 1.", [
    single(
      "Từ nào mô tả một mức tăng mạnh và nhanh?",
      1,
      ["fluctuate", "soar", "level off", "dip"],
      "<em>soar</em> = tăng vọt; <em>level off</em> = chững lại.",
    ),
    multiple(
      "Những cụm nào dùng để nêu xu hướng chung (overview)?",
      [0, 2],
      ["Overall, …", "For example, …", "It is clear that …", "In my opinion, …"],
      "Task 1 không nêu ý kiến cá nhân.",
    ),
    short("Bài Task 1 cần tối thiểu bao nhiêu từ?", ["150"], "Task 1: ít nhất 150 từ; Task 2: ít nhất 250 từ."),
  ]),
  exercise(4, 50, "Dạng bài Opinion", "Cấu trúc bài nghị luận nêu quan điểm.", [
    single(
      "Câu nêu quan điểm (thesis statement) thường nằm ở đâu?",
      0,
      ["Cuối đoạn mở bài", "Đầu đoạn thân bài thứ hai", "Giữa đoạn kết luận", "Không cần có"],
      "Mở bài: diễn đạt lại đề và nêu quan điểm.",
    ),
    short("Task 2 cần tối thiểu bao nhiêu từ?", ["250"], "Viết dưới 250 từ bị trừ điểm tiêu chí Task Response."),
    essay(
      "Viết đoạn mở bài cho đề: <em>Some people think university education should be free. To what extent do you agree?</em>",
      "Diễn đạt lại đề bằng từ đồng nghĩa và nêu rõ mức độ đồng ý.",
    ),
  ]),
  exam(4, "Kiểm tra: Từ vựng và cấu trúc IELTS Writing", 20, 3, [
    single(
      "Từ nối nào diễn đạt sự đối lập?",
      2,
      ["Moreover", "Therefore", "Nevertheless", "Furthermore"],
      "<em>Nevertheless</em> = tuy nhiên.",
    ),
    multiple(
      "Những cụm nào phù hợp văn phong học thuật?",
      [1, 3],
      ["a lot of", "a significant number of", "kids", "a considerable proportion of"],
      "Tránh từ thân mật như <em>a lot of</em>, <em>kids</em>.",
    ),
    short(
      "Danh từ của động từ <em>decline</em> (sự suy giảm) viết thế nào?",
      ["decline"],
      "<em>decline</em> vừa là động từ vừa là danh từ: <em>a sharp decline in …</em>.",
    ),
    essay(
      "Viết một câu tổng quan (overview) cho biểu đồ: tỷ lệ dùng điện thoại thông minh ở Việt Nam tăng từ 20% (2012) lên 75% (2022).",
      "Overall, smartphone ownership in Vietnam rose considerably over the decade.",
      3,
    ),
  ]),
];

/** Course 5: Microeconomics (lessons 56–66; 56–57 previews). */
const COURSE_5: readonly ExaminationSpec[] = [
  exercise(5, 57, "Giới hạn khả năng sản xuất", "Chi phí cơ hội và đường PPF.", [
    single(
      "Một điểm nằm bên trong đường giới hạn khả năng sản xuất cho thấy",
      1,
      ["Nền kinh tế không thể đạt tới", "Nguồn lực chưa được sử dụng hết", "Sản xuất hiệu quả", "Tăng trưởng kinh tế"],
      "Điểm bên trong PPF: có thể sản xuất nhiều hơn cả hai hàng hóa.",
    ),
    short(
      "Giá trị của phương án tốt nhất bị bỏ qua khi lựa chọn gọi là chi phí gì? (hai chữ)",
      ["cơ hội", "chi phí cơ hội"],
      "Chi phí cơ hội.",
      { accentsOptional: true },
    ),
  ]),
  exercise(5, 58, "Cầu hàng hóa", "Luật cầu và các yếu tố làm dịch chuyển đường cầu.", [
    single(
      "Khi giá cà phê tăng (các yếu tố khác không đổi), lượng cầu cà phê",
      1,
      ["tăng", "giảm", "không đổi", "đường cầu dịch sang phải"],
      "Luật cầu: giá tăng thì lượng cầu giảm — di chuyển dọc đường cầu.",
    ),
    multiple(
      "Những yếu tố nào làm dịch chuyển đường cầu?",
      [0, 1, 3],
      ["Thu nhập của người tiêu dùng", "Giá hàng hóa thay thế", "Giá của chính hàng hóa đó", "Thị hiếu"],
      "Giá của chính hàng hóa chỉ làm di chuyển dọc đường cầu.",
    ),
    single("Trà và cà phê là hai hàng hóa", 0, ["thay thế", "bổ sung", "thứ cấp", "không liên quan"], "Giá cà phê tăng làm cầu trà tăng."),
  ]),
  exercise(5, 61, "Độ co giãn", "Độ co giãn của cầu theo giá và doanh thu.", [
    short(
      "Giá tăng 10%, lượng cầu giảm 20%. Độ lớn của hệ số co giãn của cầu theo giá là bao nhiêu?",
      ["2"],
      "|E| = 20% / 10% = 2: cầu co giãn.",
    ),
    single(
      "Khi cầu co giãn nhiều (|E| &gt; 1), giảm giá làm tổng doanh thu",
      0,
      ["tăng", "giảm", "không đổi", "bằng 0"],
      "Lượng bán tăng theo tỷ lệ lớn hơn mức giảm giá.",
    ),
  ]),
  exam(5, "Kiểm tra giữa kỳ: Kinh tế vi mô", 40, 2, [
    single(
      "Giá trần thấp hơn giá cân bằng dẫn đến",
      1,
      ["dư thừa", "thiếu hụt", "cân bằng mới", "không ảnh hưởng"],
      "Lượng cầu vượt lượng cung.",
    ),
    multiple(
      "Đặc điểm của thị trường cạnh tranh hoàn hảo?",
      [0, 1, 2],
      ["Nhiều người bán và người mua", "Sản phẩm đồng nhất", "Tự do gia nhập và rút lui", "Doanh nghiệp định giá"],
      "Doanh nghiệp cạnh tranh hoàn hảo là người chấp nhận giá.",
    ),
    short(
      "Doanh nghiệp tối đa hóa lợi nhuận sản xuất tại mức sản lượng mà MR bằng đại lượng nào? (viết tắt)",
      ["MC"],
      "Điều kiện MR = MC.",
    ),
    single(
      "Đường cung dịch sang phải khi",
      3,
      ["giá hàng hóa tăng", "thu nhập người mua tăng", "thuế tăng", "công nghệ sản xuất cải tiến"],
      "Công nghệ tốt hơn làm giảm chi phí.",
      2,
    ),
    essay(
      "Vì sao nhà độc quyền thường đặt giá cao hơn và sản xuất ít hơn so với thị trường cạnh tranh? Vẽ và giải thích bằng đồ thị.",
      "MR nằm dưới đường cầu; MR = MC cho sản lượng thấp hơn, giá đọc trên đường cầu cao hơn MC; gây tổn thất phúc lợi.",
      3,
    ),
  ]),
];

/** Course 6: Research skills (lessons 67–75; 67–68 previews). */
const COURSE_6: readonly ExaminationSpec[] = [
  exercise(6, 68, "Chọn đề tài nghiên cứu", "Tiêu chí một đề tài tốt.", [
    multiple(
      "Một đề tài nghiên cứu tốt cần",
      [0, 1, 3],
      ["có tính mới", "khả thi với thời gian và nguồn lực", "càng rộng càng tốt", "có ý nghĩa khoa học hoặc thực tiễn"],
      "Đề tài quá rộng khó thực hiện trọn vẹn.",
    ),
    essay(
      "Nêu một đề tài nghiên cứu bạn quan tâm và trình bày ngắn gọn tính cấp thiết của nó.",
      "Tên đề tài rõ đối tượng, phạm vi; tính cấp thiết dựa trên khoảng trống nghiên cứu hoặc vấn đề thực tiễn.",
    ),
  ]),
  exercise(6, 74, "Trích dẫn và tài liệu tham khảo", "Trích dẫn theo APA và đạo văn.", [
    single(
      "Theo APA, trích dẫn trong bài viết có dạng",
      0,
      ["(Nguyễn, 2020)", "[Nguyễn 2020, tr. 5]", "Nguyễn – 2020", "¹ Nguyễn"],
      "APA dùng họ tác giả và năm trong ngoặc đơn.",
    ),
    single(
      "Dùng ý tưởng của người khác mà không ghi nguồn là",
      2,
      ["tóm tắt", "diễn giải", "đạo văn", "trích dẫn gián tiếp"],
      "Kể cả khi diễn đạt lại bằng lời của mình vẫn phải ghi nguồn.",
    ),
    short("Viết tắt của chuẩn trích dẫn của Hiệp hội Tâm lý học Hoa Kỳ?", ["APA"], "American Psychological Association."),
  ]),
  exam(6, "Kiểm tra: Phương pháp nghiên cứu khoa học", 25, 3, [
    single(
      "Phỏng vấn sâu là phương pháp thu thập dữ liệu",
      1,
      ["định lượng", "định tính", "thực nghiệm", "thứ cấp"],
      "Phỏng vấn sâu cho dữ liệu định tính.",
    ),
    multiple(
      "Những phương pháp nào thường cho dữ liệu định lượng?",
      [0, 2],
      ["Khảo sát bằng bảng hỏi", "Quan sát tham dự", "Thực nghiệm có đo lường", "Thảo luận nhóm tập trung"],
      "Quan sát tham dự và thảo luận nhóm cho dữ liệu định tính.",
    ),
    short(
      "Câu phát biểu dự đoán quan hệ giữa các biến, sẽ được kiểm chứng, gọi là gì?",
      ["giả thuyết", "giả thuyết nghiên cứu"],
      "Giả thuyết nghiên cứu.",
      { accentsOptional: true },
    ),
    essay(
      "Viết một câu hỏi nghiên cứu và một giả thuyết tương ứng cho đề tài về thói quen đọc sách của sinh viên.",
      "Câu hỏi rõ biến và đối tượng; giả thuyết có thể kiểm chứng, nêu chiều hướng quan hệ.",
      3,
    ),
  ]),
];

/** Course 7: Japanese (lessons 76–86; 76–77 previews). */
const COURSE_7: readonly ExaminationSpec[] = [
  exercise(7, 76, "Hiragana hàng a đến hàng sa", "Nhận mặt chữ và cách đọc.", [
    single("Chữ あ đọc là", 0, ["a", "o", "i", "e"], "あ (a), い (i), う (u), え (e), お (o)."),
    single("Chữ nào đọc là “ki”?", 2, ["さ", "く", "き", "こ"], "か き く け こ = ka ki ku ke ko."),
    short("Chữ す đọc là gì? (viết bằng chữ Latinh)", ["su"], "さ し す せ そ = sa shi su se so."),
  ]),
  exercise(7, 80, "Chào hỏi và tự giới thiệu", "Những câu chào hỏi thông dụng.", [
    single(
      "“Ohayou gozaimasu” được dùng khi",
      0,
      ["chào buổi sáng", "chào buổi tối", "chúc ngủ ngon", "tạm biệt"],
      "おはようございます: chào buổi sáng (lịch sự).",
    ),
    multiple(
      "Những câu nào dùng khi tự giới thiệu lần đầu?",
      [0, 2],
      ["はじめまして", "いただきます", "よろしくおねがいします", "おやすみなさい"],
      "いただきます nói trước bữa ăn; おやすみなさい: chúc ngủ ngon.",
    ),
    short(
      "Cách nói “xin cảm ơn” lịch sự (viết romaji)",
      ["arigatou gozaimasu", "arigatō gozaimasu", "arigato gozaimasu"],
      "ありがとうございます.",
      { accentsOptional: true },
    ),
  ]),
  exam(7, "Kiểm tra: Tiếng Nhật sơ cấp 1", 15, 3, [
    single("Katakana của “ko-hi-” (cà phê) là", 1, ["コーラ", "コーヒー", "ケーキ", "コピー"], "コーヒー = cà phê."),
    single("Trợ từ đánh dấu tân ngữ trực tiếp là", 2, ["は", "が", "を", "に"], "を (đọc o) đứng sau tân ngữ: パンを たべます."),
    short("Số 3 tiếng Nhật đọc là gì? (romaji)", ["san"], "いち、に、さん."),
    multiple("Những động từ nào ở thể ます?", [0, 3], ["たべます", "たべる", "いく", "のみます"], "たべる, いく là thể từ điển."),
  ]),
];

/** Course 8: Marxist–Leninist philosophy (lessons 87–94; 87–88 previews). */
const COURSE_8: readonly ExaminationSpec[] = [
  exercise(8, 87, "Vật chất và ý thức", "Quan điểm duy vật biện chứng về vật chất và ý thức.", [
    single(
      "Theo chủ nghĩa duy vật biện chứng, vật chất",
      0,
      ["có trước và quyết định ý thức", "do ý thức sinh ra", "và ý thức song song tồn tại", "chỉ là cảm giác của con người"],
      "Vật chất có trước, ý thức có sau; ý thức tác động trở lại vật chất.",
    ),
    short(
      "Định nghĩa vật chất kinh điển trong tác phẩm “Chủ nghĩa duy vật và chủ nghĩa kinh nghiệm phê phán” là của ai?",
      ["Lênin", "V.I. Lênin", "Lenin"],
      "V.I. Lênin (1908).",
      { accentsOptional: true },
    ),
  ]),
  exercise(8, 89, "Lý luận nhận thức", "Thực tiễn và nhận thức.", [
    multiple(
      "Vai trò của thực tiễn đối với nhận thức?",
      [0, 1, 2],
      ["Cơ sở của nhận thức", "Mục đích của nhận thức", "Tiêu chuẩn của chân lý", "Thay thế nhận thức lý tính"],
      "Thực tiễn là cơ sở, động lực, mục đích và tiêu chuẩn kiểm tra chân lý.",
    ),
    single(
      "Nhận thức lý tính gồm các hình thức",
      1,
      ["cảm giác, tri giác, biểu tượng", "khái niệm, phán đoán, suy luận", "thực nghiệm, quan sát", "niềm tin, cảm xúc"],
      "Cảm giác, tri giác, biểu tượng thuộc nhận thức cảm tính.",
    ),
  ]),
  exam(8, "Luyện đề trắc nghiệm: Triết học Mác – Lênin", 30, 3, [
    single(
      "Quy luật nào chỉ ra nguồn gốc của sự vận động và phát triển?",
      0,
      [
        "Quy luật thống nhất và đấu tranh của các mặt đối lập",
        "Quy luật lượng – chất",
        "Quy luật phủ định của phủ định",
        "Quy luật cung – cầu",
      ],
      "Mâu thuẫn là nguồn gốc, động lực của phát triển.",
    ),
    single(
      "Yếu tố nào là quan trọng nhất trong lực lượng sản xuất?",
      2,
      ["Công cụ lao động", "Đối tượng lao động", "Người lao động", "Khoa học"],
      "Người lao động là chủ thể sáng tạo.",
    ),
    multiple(
      "Hình thái kinh tế – xã hội gồm",
      [0, 1, 2],
      ["Lực lượng sản xuất", "Quan hệ sản xuất", "Kiến trúc thượng tầng", "Địa lý tự nhiên"],
      "Ba yếu tố cơ bản của hình thái kinh tế – xã hội.",
    ),
    essay(
      "Phân tích mối quan hệ biện chứng giữa cơ sở hạ tầng và kiến trúc thượng tầng.",
      "Cơ sở hạ tầng quyết định kiến trúc thượng tầng; kiến trúc thượng tầng tác động trở lại, có thể thúc đẩy hoặc kìm hãm.",
      3,
    ),
  ]),
];

/** Course 9: Web (lessons 95–105; 95–96 previews). */
const COURSE_9: readonly ExaminationSpec[] = [
  exercise(9, 95, "Cấu trúc một trang HTML", "Các thẻ cơ bản của một tài liệu HTML.", [
    single(
      "Thẻ nào chứa tiêu đề hiển thị trên tab trình duyệt?",
      1,
      ["<h1>", "<title>", "<header>", "<meta>"],
      "<code>&lt;title&gt;</code> nằm trong <code>&lt;head&gt;</code>.",
    ),
    short(
      "Thuộc tính nào của thẻ <code>&lt;html&gt;</code> khai báo ngôn ngữ trang? (tên thuộc tính)",
      ["lang"],
      '<code>&lt;html lang="vi"&gt;</code>.',
    ),
  ]),
  exercise(9, 99, "Bố cục Flexbox và Grid", "Căn chỉnh với Flexbox và chia lưới với Grid.", [
    single(
      "Thuộc tính căn các phần tử theo trục chính của flex container là",
      0,
      ["justify-content", "align-items", "flex-wrap", "grid-template"],
      "<code>align-items</code> căn theo trục phụ.",
    ),
    multiple(
      "Những giá trị nào hợp lệ cho <code>display</code>?",
      [0, 1, 3],
      ["flex", "grid", "center", "inline-block"],
      "<code>center</code> không phải giá trị của display.",
    ),
    short("Đơn vị chia phần không gian còn lại trong CSS Grid (hai chữ cái)?", ["fr"], "<code>grid-template-columns: 1fr 2fr</code>."),
  ]),
  exercise(9, 103, "Gọi API với fetch", "Promise, async/await và xử lý lỗi.", [
    single(
      "<code>fetch()</code> trả về",
      2,
      ["dữ liệu JSON", "một chuỗi", "một Promise", "một đối tượng XMLHttpRequest"],
      "Promise được giải quyết với một đối tượng Response.",
    ),
    single(
      "Với mã trạng thái 404, <code>fetch</code>",
      1,
      ["ném lỗi", "vẫn giải quyết Promise, response.ok là false", "tự gửi lại yêu cầu", "trả về null"],
      "fetch chỉ từ chối khi lỗi mạng; cần kiểm tra <code>response.ok</code>.",
    ),
    essay(
      "Viết hàm async lấy danh sách sách từ <code>/api/books</code> và in tên từng cuốn, có xử lý lỗi.",
      "Dùng try/catch, kiểm tra response.ok, gọi response.json(), duyệt mảng.",
    ),
  ]),
  exam(9, "Kiểm tra cuối khóa: Lập trình web", 35, 2, [
    single("Bộ chọn CSS nào chọn phần tử có id là <code>menu</code>?", 1, [".menu", "#menu", "menu", "*menu"], "# cho id, . cho class."),
    multiple(
      "Những thẻ nào là thẻ ngữ nghĩa (semantic) của HTML5?",
      [0, 1, 2],
      ["<nav>", "<article>", "<footer>", "<div>"],
      "<code>&lt;div&gt;</code> không mang ngữ nghĩa.",
    ),
    short(
      "Phương thức DOM chọn phần tử đầu tiên khớp một bộ chọn CSS?",
      ["querySelector", "document.querySelector"],
      '<code>document.querySelector("#menu")</code>.',
    ),
    single(
      "Media query <code>@media (max-width: 600px)</code> áp dụng khi",
      0,
      ["màn hình rộng tối đa 600px", "màn hình rộng ít nhất 600px", "khi in", "luôn luôn"],
      "max-width: chiều rộng ≤ 600px.",
      2,
    ),
    essay(
      "Giải thích vì sao trang phải dùng được khi tắt JavaScript và nêu cách làm một biểu mẫu như vậy.",
      "Tiến bộ dần (progressive enhancement): biểu mẫu HTML với action và method, máy chủ xử lý; JavaScript chỉ bổ sung.",
      3,
    ),
  ]),
];

/** Course 10: C++ (lessons 106–114; 106–107 previews). */
const COURSE_10: readonly ExaminationSpec[] = [
  exercise(10, 106, "Chương trình C++ đầu tiên", "Cấu trúc chương trình và nhập xuất.", [
    single(
      "Thư viện cần khai báo để dùng <code>std::cout</code> là",
      0,
      ["<iostream>", "<stdio.h>", "<string>", "<vector>"],
      "<code>#include &lt;iostream&gt;</code>.",
    ),
    short("Hàm bắt đầu thực thi của mọi chương trình C++ tên là gì?", ["main"], "<code>int main()</code>."),
  ]),
  exercise(10, 111, "Con trỏ và tham chiếu", "Địa chỉ, con trỏ, tham chiếu.", [
    single(
      "Toán tử lấy địa chỉ của biến x là",
      1,
      ["*x", "&x", "->x", "x&"],
      "<code>&amp;x</code> cho địa chỉ; <code>*p</code> lấy giá trị tại địa chỉ p.",
    ),
    single(
      "Sau <code>int a = 5; int&amp; r = a; r = 8;</code> giá trị của a là",
      2,
      ["5", "0", "8", "Lỗi biên dịch"],
      "r là tên khác của a.",
    ),
    multiple(
      "Những phát biểu đúng về tham chiếu?",
      [0, 2],
      ["Phải được khởi tạo khi khai báo", "Có thể trỏ lại sang biến khác", "Không thể là null", "Chiếm bộ nhớ động"],
      "Tham chiếu gắn cố định với một đối tượng.",
    ),
  ]),
  exam(10, "Kiểm tra: Lập trình C++ cơ bản", 30, 3, [
    single(
      "Kết quả của <code>7 / 2</code> với hai toán hạng kiểu int là",
      0,
      ["3", "3.5", "4", "Lỗi"],
      "Phép chia số nguyên bỏ phần thập phân.",
    ),
    short("Từ khóa cấp phát động một đối tượng trong C++?", ["new"], "<code>new</code> cấp phát, <code>delete</code> giải phóng."),
    multiple(
      "Những container nào thuộc STL?",
      [0, 1, 3],
      ["vector", "map", "array_list", "set"],
      "<code>array_list</code> không có trong STL.",
    ),
    essay(
      "Viết hàm hoán đổi giá trị hai số nguyên bằng tham chiếu và giải thích vì sao truyền tham trị không làm được.",
      "<code>void swap(int&amp; a, int&amp; b)</code>; truyền tham trị chỉ đổi bản sao.",
      3,
    ),
  ]),
];

/** Course 11: Databases and SQL (lessons 115–124; 115–116 previews). */
const COURSE_11: readonly ExaminationSpec[] = [
  exercise(11, 118, "Truy vấn SELECT", "Lọc, sắp xếp và giới hạn kết quả.", [
    single("Mệnh đề lọc các dòng trước khi gom nhóm là", 0, ["WHERE", "HAVING", "ORDER BY", "GROUP BY"], "HAVING lọc sau khi gom nhóm."),
    short("Từ khóa loại bỏ các dòng trùng lặp trong SELECT?", ["DISTINCT"], "<code>SELECT DISTINCT ten_tinh FROM khach_hang</code>."),
    single(
      "<code>ORDER BY gia DESC</code> sắp xếp theo giá",
      1,
      ["tăng dần", "giảm dần", "ngẫu nhiên", "theo bảng chữ cái"],
      "DESC: giảm dần; ASC (mặc định): tăng dần.",
    ),
  ]),
  exercise(11, 119, "Kết nối bảng", "INNER JOIN và LEFT JOIN.", [
    single(
      "LEFT JOIN trả về",
      2,
      [
        "chỉ các dòng khớp ở cả hai bảng",
        "mọi dòng của bảng bên phải",
        "mọi dòng của bảng bên trái, kèm dòng khớp (nếu có) của bảng bên phải",
        "tích Descartes",
      ],
      "Không khớp thì các cột bên phải là NULL.",
    ),
    multiple(
      "Những kiểu kết nối nào có trong SQL chuẩn?",
      [0, 1, 2],
      ["INNER JOIN", "LEFT JOIN", "FULL OUTER JOIN", "MIDDLE JOIN"],
      "Không có MIDDLE JOIN.",
    ),
  ]),
  exercise(11, 122, "Chuẩn hóa dữ liệu", "Phụ thuộc hàm và các dạng chuẩn.", [
    single(
      "Một bảng ở dạng chuẩn 1 (1NF) khi",
      0,
      ["mọi thuộc tính đều nguyên tố", "không có phụ thuộc bắc cầu", "không có khóa ngoại", "có đúng một khóa"],
      "Mỗi ô chứa một giá trị nguyên tố.",
    ),
    essay(
      "Bảng DON_HANG(ma_don, ma_kh, ten_kh, ngay) vi phạm dạng chuẩn nào? Hãy tách bảng cho đúng.",
      "ten_kh phụ thuộc ma_kh (phụ thuộc bắc cầu) → vi phạm 3NF; tách KHACH_HANG(ma_kh, ten_kh).",
    ),
  ]),
  exam(11, "Kiểm tra giữa kỳ: Cơ sở dữ liệu", 40, 2, [
    single(
      "Ràng buộc bảo đảm giá trị cột tồn tại ở bảng khác là",
      1,
      ["PRIMARY KEY", "FOREIGN KEY", "UNIQUE", "CHECK"],
      "Khóa ngoại tham chiếu khóa của bảng khác.",
    ),
    short("Hàm tổng hợp đếm số dòng?", ["COUNT", "COUNT(*)"], "<code>SELECT COUNT(*) FROM sach</code>."),
    multiple("Những câu lệnh nào thuộc nhóm DML?", [0, 1, 3], ["INSERT", "UPDATE", "CREATE TABLE", "DELETE"], "CREATE TABLE thuộc DDL."),
    single(
      "Chỉ mục (index) giúp",
      2,
      ["giảm dung lượng lưu trữ", "tăng tốc mọi câu INSERT", "tăng tốc tìm kiếm theo cột được đánh chỉ mục", "bảo đảm khóa chính"],
      "Đổi lại, ghi dữ liệu chậm hơn một chút.",
      2,
    ),
    essay(
      "Viết câu SQL liệt kê 5 cuốn sách bán chạy nhất năm 2025 từ các bảng SACH(ma, ten) và CHI_TIET_DON(ma_sach, so_luong, ngay).",
      "JOIN, WHERE theo năm, GROUP BY ma, ORDER BY SUM(so_luong) DESC, LIMIT 5.",
      3,
    ),
  ]),
];

/** Course 12: Probability and statistics (lessons 125–134; 125–126 previews). */
const COURSE_12: readonly ExaminationSpec[] = [
  exercise(12, 125, "Biến cố và xác suất", "Định nghĩa cổ điển của xác suất.", [
    single("Gieo một con xúc xắc cân đối. Xác suất ra mặt chẵn là", 2, ["1/6", "1/3", "1/2", "2/3"], "Có 3 mặt chẵn trong 6 mặt."),
    short(
      "Gieo hai đồng xu cân đối. Xác suất cả hai đều sấp là bao nhiêu? (phân số a/b hoặc số thập phân)",
      ["1/4", "0,25", "0.25"],
      "Bốn kết quả đồng khả năng, một kết quả thuận lợi.",
    ),
  ]),
  exercise(12, 127, "Công thức Bayes", "Xác suất có điều kiện và công thức Bayes.", [
    single(
      "Hai biến cố A, B độc lập khi",
      0,
      ["P(A∩B) = P(A)·P(B)", "P(A∪B) = P(A) + P(B)", "P(A) = P(B)", "A∩B = ∅"],
      "Độc lập khác với xung khắc.",
    ),
    short("P(A) = 0,5; P(B|A) = 0,4. Tính P(A∩B) (số thập phân).", ["0,2", "0.2"], "P(A∩B) = P(A)·P(B|A) = 0,2."),
    essay(
      "Một xét nghiệm đúng 99% với người bệnh và 95% với người không bệnh; tỷ lệ mắc bệnh 1%. Tính xác suất một người có kết quả dương tính thực sự mắc bệnh.",
      "Bayes: 0,01·0,99 / (0,01·0,99 + 0,99·0,05) ≈ 0,167.",
    ),
  ]),
  exam(12, "Kiểm tra: Xác suất thống kê", 45, 2, [
    single("Phân phối chuẩn tắc có kỳ vọng và phương sai là", 1, ["0 và 0", "0 và 1", "1 và 0", "1 và 1"], "N(0; 1)."),
    multiple(
      "Những đại lượng nào đo độ phân tán?",
      [1, 2],
      ["Trung bình", "Phương sai", "Độ lệch chuẩn", "Trung vị"],
      "Trung bình và trung vị đo xu hướng trung tâm.",
    ),
    short("Biến ngẫu nhiên X có E(X) = 3. Tính E(2X + 1).", ["7"], "E(aX + b) = aE(X) + b."),
    single(
      "Khi tăng cỡ mẫu, khoảng tin cậy 95% cho trung bình",
      0,
      ["hẹp lại", "rộng ra", "không đổi", "thành 99%"],
      "Sai số chuẩn σ/√n giảm.",
      2,
    ),
    essay(
      "Phân biệt sai lầm loại I và sai lầm loại II trong kiểm định giả thuyết, cho ví dụ.",
      "Loại I: bác bỏ H₀ khi H₀ đúng (mức α); loại II: không bác bỏ H₀ khi H₀ sai.",
      3,
    ),
  ]),
];

/** Course 13: Linear algebra (lessons 135–145; 135–136 previews). */
const COURSE_13: readonly ExaminationSpec[] = [
  exercise(13, 136, "Định thức", "Tính định thức cấp 2, cấp 3 và tính chất.", [
    short("Định thức của ma trận [[2, 1], [3, 4]] bằng bao nhiêu?", ["5"], "2·4 − 1·3 = 5."),
    single(
      "Đổi chỗ hai hàng của ma trận vuông thì định thức",
      1,
      ["không đổi", "đổi dấu", "bằng 0", "nhân đôi"],
      "Mỗi phép đổi hai hàng đổi dấu định thức.",
    ),
    multiple(
      "Ma trận vuông A khả nghịch khi và chỉ khi",
      [0, 2],
      ["det A ≠ 0", "A có một hàng bằng 0", "hạng của A bằng cấp của A", "A đối xứng"],
      "det A ≠ 0 ⇔ hạng đầy đủ.",
    ),
  ]),
  exercise(13, 138, "Phương pháp Gauss", "Biến đổi sơ cấp trên hàng.", [
    single(
      "Phép biến đổi nào KHÔNG phải là phép biến đổi sơ cấp trên hàng?",
      3,
      ["Đổi chỗ hai hàng", "Nhân một hàng với số khác 0", "Cộng vào một hàng bội của hàng khác", "Nhân một hàng với 0"],
      "Nhân với 0 làm mất thông tin.",
    ),
    essay("Giải hệ x + y + z = 6; 2x − y + z = 3; x + 2y − z = 2 bằng phương pháp Gauss.", "Nghiệm x = 1, y = 2, z = 3."),
  ]),
  exam(13, "Kiểm tra giữa kỳ: Đại số tuyến tính", 45, 3, [
    short("Hạng của ma trận [[1, 2], [2, 4]] bằng bao nhiêu?", ["1"], "Hàng hai bằng hai lần hàng một."),
    single("Số chiều của không gian ℝ³ là", 2, ["1", "2", "3", "vô hạn"], "Cơ sở chính tắc gồm ba vectơ."),
    multiple(
      "Những tập nào là không gian con của ℝ²?",
      [0, 1],
      ["{(0; 0)}", "Đường thẳng y = 2x", "Đường thẳng y = x + 1", "Góc phần tư thứ nhất"],
      "y = x + 1 không chứa gốc; góc phần tư không đóng với phép nhân số âm.",
    ),
    short(
      "Trị riêng của ma trận đường chéo diag(2, 5) là 2 và bao nhiêu?",
      ["5"],
      "Trị riêng của ma trận đường chéo là các phần tử trên đường chéo.",
      { points: 2 },
    ),
    essay(
      "Chéo hóa ma trận A = [[4, 1], [2, 3]]: tìm trị riêng, vectơ riêng và ma trận P.",
      "Trị riêng 2 và 5; vectơ riêng (1; −2) và (1; 1); P gồm hai vectơ riêng làm cột.",
      3,
    ),
  ]),
];

/** Course 14: Physics (lessons 146–153; 146–147 previews). */
const COURSE_14: readonly ExaminationSpec[] = [
  exercise(14, 147, "Các định luật Newton", "Lực, khối lượng và gia tốc.", [
    single(
      "Một vật 2 kg chịu hợp lực 10 N. Gia tốc của vật là",
      1,
      ["0,2 m/s²", "5 m/s²", "20 m/s²", "12 m/s²"],
      "a = F/m = 10/2 = 5 m/s².",
    ),
    multiple(
      "Phát biểu nào đúng với định luật III Newton?",
      [0, 2],
      [
        "Lực và phản lực cùng độ lớn, ngược chiều",
        "Lực và phản lực cân bằng nhau",
        "Lực và phản lực đặt vào hai vật khác nhau",
        "Phản lực xuất hiện sau lực",
      ],
      "Chúng đặt vào hai vật khác nhau nên không cân bằng nhau.",
    ),
    short("Đơn vị của lực trong hệ SI? (viết đầy đủ)", ["newton", "niutơn"], "1 N = 1 kg·m/s².", { accentsOptional: true }),
  ]),
  exercise(14, 148, "Công và năng lượng", "Công, động năng và thế năng.", [
    short("Động năng của vật 4 kg chuyển động với vận tốc 3 m/s bằng bao nhiêu jun?", ["18", "18 J"], "W = mv²/2 = 4·9/2 = 18 J."),
    single(
      "Công của trọng lực khi vật chuyển động trên đường nằm ngang bằng",
      0,
      ["0", "mgh", "mv²/2", "mg"],
      "Trọng lực vuông góc với độ dời.",
    ),
  ]),
  withCloseDate(
    "2030-12-31T16:59:59.000Z",
    exam(14, "Kiểm tra: Cơ học và nhiệt học", 40, 2, [
      single(
        "Trong chuyển động ném ngang (bỏ qua sức cản), thành phần vận tốc theo phương ngang",
        0,
        ["không đổi", "tăng đều", "giảm đều", "bằng 0"],
        "Không có lực theo phương ngang.",
      ),
      short("Nhiệt độ 27 °C ứng với bao nhiêu kelvin?", ["300", "300 K"], "T = t + 273."),
      multiple(
        "Đại lượng nào được bảo toàn trong va chạm đàn hồi?",
        [0, 1],
        ["Động lượng", "Động năng", "Vận tốc của từng vật", "Gia tốc"],
        "Va chạm mềm chỉ bảo toàn động lượng.",
      ),
      numerical(
        "Thả rơi tự do một vật từ độ cao 20 m (lấy g = 9,8 m/s²). Thời gian rơi là bao nhiêu giây? (làm tròn đến 0,01)",
        2.02,
        0.01,
        "s",
        "h = gt²/2 ⇒ t = √(2h/g) = √(40/9,8) ≈ 2,02 s.",
        3,
      ),
    ]),
  ),
];

/** Course 15: Vietnamese civil law (lessons 154–161; 154–155 previews). */
const COURSE_15: readonly ExaminationSpec[] = [
  exercise(15, 155, "Chủ thể của quan hệ dân sự", "Năng lực pháp luật và năng lực hành vi dân sự.", [
    single("Theo Bộ luật Dân sự 2015, người thành niên là người từ đủ bao nhiêu tuổi?", 2, ["16", "17", "18", "21"], "Điều 20 BLDS 2015."),
    multiple(
      "Chủ thể của quan hệ dân sự gồm",
      [0, 1],
      ["Cá nhân", "Pháp nhân", "Hộ kinh doanh cá thể", "Phòng ban của công ty"],
      "BLDS 2015 quy định cá nhân và pháp nhân; hộ gia đình, tổ hợp tác tham gia qua thành viên.",
    ),
  ]),
  exercise(15, 158, "Thừa kế", "Thừa kế theo di chúc và theo pháp luật.", [
    single(
      "Hàng thừa kế thứ nhất gồm",
      0,
      [
        "vợ, chồng, cha đẻ, mẹ đẻ, cha nuôi, mẹ nuôi, con đẻ, con nuôi",
        "ông bà nội ngoại, anh chị em ruột",
        "cụ nội, cụ ngoại",
        "cháu ruột",
      ],
      "Điều 651 BLDS 2015.",
    ),
    short(
      "Thời hiệu để người thừa kế yêu cầu chia di sản đối với bất động sản là bao nhiêu năm?",
      ["30", "30 năm", "ba mươi năm"],
      "Điều 623 BLDS 2015: 30 năm với bất động sản, 10 năm với động sản.",
      { accentsOptional: true },
    ),
  ]),
  exercise(15, 160, "Hợp đồng dân sự", "Giao kết và hiệu lực của hợp đồng.", [
    single(
      "Hợp đồng được giao kết vào thời điểm",
      1,
      [
        "bên đề nghị gửi đề nghị",
        "bên đề nghị nhận được chấp nhận giao kết",
        "hai bên gặp nhau",
        "hợp đồng được công chứng trong mọi trường hợp",
      ],
      "Điều 400 BLDS 2015.",
    ),
    essay(
      "Tình huống: A bán xe máy cho B (17 tuổi, không có tài sản riêng) mà không có sự đồng ý của cha mẹ B. Hợp đồng có hiệu lực không? Vì sao?",
      "Người từ đủ 15 đến dưới 18 tuổi xác lập giao dịch động sản phải đăng ký cần người đại diện đồng ý; hợp đồng có thể bị tuyên vô hiệu.",
    ),
  ]),
  exam(15, "Kiểm tra: Luật Dân sự Việt Nam", 35, 2, [
    single(
      "Tài sản theo BLDS 2015 gồm",
      3,
      ["chỉ vật và tiền", "vật, tiền, giấy tờ có giá", "chỉ bất động sản", "vật, tiền, giấy tờ có giá và quyền tài sản"],
      "Điều 105 BLDS 2015.",
    ),
    multiple(
      "Quyền sở hữu gồm những quyền nào?",
      [0, 1, 2],
      ["Quyền chiếm hữu", "Quyền sử dụng", "Quyền định đoạt", "Quyền thừa kế"],
      "Điều 158 BLDS 2015.",
    ),
    short(
      "Bồi thường thiệt hại ngoài hợp đồng phát sinh khi có thiệt hại, có hành vi vi phạm và mối quan hệ gì giữa chúng? (hai chữ)",
      ["nhân quả"],
      "Quan hệ nhân quả giữa hành vi và thiệt hại.",
      { accentsOptional: true },
    ),
    essay(
      "So sánh thừa kế theo di chúc và thừa kế theo pháp luật.",
      "Theo di chúc: theo ý chí người để lại; theo pháp luật: theo hàng thừa kế, khi không có di chúc hoặc di chúc không hợp pháp; người thừa kế không phụ thuộc nội dung di chúc.",
      3,
    ),
  ]),
];

/** Course 16: Presentation and teamwork (lessons 162–167; 162–163 previews). */
const COURSE_16: readonly ExaminationSpec[] = [
  exercise(16, 163, "Thiết kế trang chiếu", "Nguyên tắc trình bày trang chiếu rõ ràng.", [
    single(
      "Nguyên tắc 10-20-30 của Guy Kawasaki khuyên cỡ chữ tối thiểu là",
      2,
      ["10", "20", "30", "40"],
      "10 trang chiếu, 20 phút, chữ cỡ 30 trở lên.",
    ),
    multiple(
      "Những việc nào giúp trang chiếu dễ đọc?",
      [0, 2],
      ["Mỗi trang một ý chính", "Chép nguyên văn bài nói lên trang", "Màu chữ tương phản với nền", "Dùng nhiều hiệu ứng chuyển động"],
      "Chữ dày đặc và hiệu ứng làm người nghe mất tập trung.",
    ),
  ]),
  exercise(16, 166, "Giải quyết bất đồng", "Các phong cách xử lý xung đột trong nhóm.", [
    single(
      "Phong cách xử lý xung đột tìm giải pháp thỏa mãn cả hai bên là",
      1,
      ["né tránh", "hợp tác", "nhượng bộ", "cạnh tranh"],
      "Mô hình Thomas – Kilmann.",
    ),
    essay(
      "Kể một bất đồng từng gặp khi làm bài tập nhóm và cách bạn sẽ xử lý nếu gặp lại.",
      "Nêu tình huống, lắng nghe các bên, tập trung vào mục tiêu chung, thống nhất tiêu chí quyết định.",
    ),
  ]),
  exam(16, "Kiểm tra: Kỹ năng thuyết trình và làm việc nhóm", 15, 3, [
    single(
      "Phần mở đầu bài thuyết trình nên",
      0,
      ["thu hút sự chú ý và nêu mục tiêu", "trình bày toàn bộ số liệu", "xin lỗi vì chuẩn bị chưa kỹ", "đọc mục lục"],
      "Câu mở đầu ấn tượng và lộ trình rõ ràng.",
    ),
    multiple(
      "Những vai trò nào thường có trong nhóm làm việc?",
      [0, 1, 2],
      ["Người điều phối", "Người ghi chép", "Người phản biện", "Người đứng ngoài"],
      "Mỗi thành viên đều có đóng góp.",
    ),
    short(
      "Mô hình đặt mục tiêu SMART: chữ M là viết tắt của từ tiếng Anh nào?",
      ["Measurable"],
      "Specific, Measurable, Achievable, Relevant, Time-bound.",
    ),
  ]),
];

/** The banks of courses 2–16, in course order (ids follow course 1's). */
const OTHER_COURSES: readonly ExaminationSpec[] = [
  ...COURSE_2,
  ...COURSE_3,
  ...COURSE_4,
  ...COURSE_5,
  ...COURSE_6,
  ...COURSE_7,
  ...COURSE_8,
  ...COURSE_9,
  ...COURSE_10,
  ...COURSE_11,
  ...COURSE_12,
  ...COURSE_13,
  ...COURSE_14,
  ...COURSE_15,
  ...COURSE_16,
];

/**
 * The numerical exercise of course 14's first lesson (146, a free preview), after every other bank so
 * that no earlier id moves. Answers read with a decimal comma or point, the unit optional.
 */
const STEM_NUMERICAL: readonly ExaminationSpec[] = [
  exercise(
    14,
    146,
    "Đại lượng vật lý và phép tính gần đúng",
    "Tính toán với số thập phân và đơn vị; dùng dấu phẩy hoặc dấu chấm thập phân.",
    [
      numerical(
        "Gia tốc rơi tự do gần mặt đất bằng bao nhiêu m/s²? (một chữ số sau dấu phẩy)",
        9.8,
        0.05,
        "m/s²",
        "g ≈ 9,8 m/s² (giá trị chuẩn 9,80665 m/s²).",
      ),
      numerical(
        "Một ô tô đi 150 km trong 2,5 giờ. Tốc độ trung bình của ô tô là bao nhiêu km/h?",
        60,
        0.5,
        "km/h",
        "v = s/t = 150/2,5 = 60 km/h.",
      ),
      numerical(
        "Vật rơi tự do từ trạng thái nghỉ trong 2 s (lấy g = 9,8 m/s²). Quãng đường vật rơi được là bao nhiêu mét?",
        19.6,
        0.1,
        "m",
        "s = gt²/2 = 9,8 · 4 / 2 = 19,6 m.",
      ),
    ],
  ),
];

/**
 * The matching, ordering and cloze exercise of course 14's second lesson (147, a free preview), last so
 * that no earlier id moves. Points equal the units graded (pairs, items − 1, blanks): partial credit is exact.
 */
const STEM_STRUCTURED: readonly ExaminationSpec[] = [
  exercise(
    14,
    147,
    "Ghép cặp, sắp xếp và điền vào chỗ trống",
    "Ghép mỗi đại lượng với đơn vị, sắp xếp các bước và điền vào chỗ trống. Câu trả lời đúng một phần được tính điểm theo phần đúng.",
    [
      structured(
        "Ghép mỗi đại lượng với đơn vị đo của nó trong hệ SI (mỗi đơn vị dùng một lần).",
        {
          kind: "matching",
          spec: {
            prompts: [
              { key: "luc", text: "Lực", answer: "n" },
              { key: "cong", text: "Công", answer: "j" },
              { key: "congsuat", text: "Công suất", answer: "w" },
              { key: "apsuat", text: "Áp suất", answer: "pa" },
            ],
            choices: [
              { key: "j", text: "jun (J)" },
              { key: "pa", text: "paxcan (Pa)" },
              { key: "kg", text: "kilôgam (kg)" },
              { key: "n", text: "niutơn (N)" },
              { key: "w", text: "oát (W)" },
            ],
            allowReuse: false,
          },
        },
        "Lực: N; công: J; công suất: W = J/s; áp suất: Pa = N/m². Kilôgam là đơn vị khối lượng.",
        4,
      ),
      structured(
        "Ghép mỗi chuyển động với loại chuyển động của nó (một loại có thể dùng nhiều lần).",
        {
          kind: "matching",
          spec: {
            prompts: [
              { key: "roi", text: "Vật rơi tự do", answer: "nhanh" },
              { key: "oto", text: "Ô tô chạy thẳng với tốc độ không đổi", answer: "deu" },
              { key: "nem", text: "Vật ném thẳng đứng lên, khi đang đi lên", answer: "cham" },
              { key: "phanh", text: "Xe đạp đang phanh trên đường thẳng", answer: "cham" },
            ],
            choices: [
              { key: "deu", text: "thẳng đều" },
              { key: "nhanh", text: "nhanh dần đều" },
              { key: "cham", text: "chậm dần đều" },
            ],
            allowReuse: true,
          },
        },
        "Rơi tự do: a = g cùng chiều chuyển động; ném lên và phanh: gia tốc ngược chiều vận tốc.",
        4,
      ),
      structured(
        "Sắp xếp các bước giải một bài toán động lực học theo đúng trình tự (1 là bước đầu tiên).",
        {
          kind: "ordering",
          spec: {
            items: [
              { key: "chieu", text: "Chiếu phương trình lên các trục tọa độ và giải" },
              { key: "heqc", text: "Chọn hệ quy chiếu và chiều dương" },
              { key: "newton", text: "Viết định luật II Newton dạng vectơ" },
              { key: "luc", text: "Vẽ và phân tích các lực tác dụng lên vật" },
            ],
            order: ["heqc", "luc", "newton", "chieu"],
          },
        },
        "Chọn hệ quy chiếu → phân tích lực → định luật II Newton → chiếu và giải.",
        3,
      ),
      structured(
        "Sắp xếp các bức xạ điện từ theo bước sóng tăng dần (1 là bước sóng ngắn nhất).",
        {
          kind: "ordering",
          spec: {
            items: [
              { key: "vis", text: "Ánh sáng nhìn thấy" },
              { key: "gamma", text: "Tia gamma" },
              { key: "radio", text: "Sóng vô tuyến" },
              { key: "x", text: "Tia X" },
            ],
            order: ["gamma", "x", "vis", "radio"],
          },
        },
        "Gamma < tia X < ánh sáng nhìn thấy < sóng vô tuyến.",
        3,
      ),
      structured(
        "Điền vào chỗ trống.",
        {
          kind: "cloze",
          spec: {
            text: "Theo định luật II Newton, gia tốc của vật tỉ lệ [[a]] với hợp lực tác dụng và tỉ lệ nghịch với [[b]] của vật. Vật 2 kg chịu hợp lực 5 N có gia tốc [[c]] m/s².",
            blanks: [
              { key: "a", kind: "select", choices: ["thuận", "nghịch"], answer: "thuận" },
              { key: "b", kind: "text", answers: ["khối lượng"], accentsOptional: true },
              { key: "c", kind: "numerical", value: 2.5, tolerance: 0.01, unit: "m/s²" },
            ],
          },
        },
        "a = F/m: tỉ lệ thuận với F, nghịch với khối lượng m; a = 5/2 = 2,5 m/s².",
        3,
      ),
      structured(
        "Điền vào chỗ trống.",
        {
          kind: "cloze",
          spec: {
            text: "Đơn vị của công suất là [[a]]. Một bóng đèn 60 W sáng trong 2 giờ tiêu thụ [[b]] kWh điện năng.",
            blanks: [
              { key: "a", kind: "select", choices: ["jun (J)", "oát (W)", "niutơn (N)"], answer: "oát (W)" },
              { key: "b", kind: "numerical", value: 0.12, tolerance: 0.001, unit: "kWh" },
            ],
          },
        },
        "A = P·t = 0,06 kW · 2 h = 0,12 kWh.",
        2,
      ),
    ],
  ),
];

/**
 * Every examination of the seed, in id order (course 1 first, then courses 2–16, then the numerical
 * exercise, then the matching, ordering and cloze exercise).
 */
const EXAMINATIONS: readonly ExaminationSpec[] = [...COURSE_1, ...OTHER_COURSES, ...STEM_NUMERICAL, ...STEM_STRUCTURED];

/** The ids the seed fixes, for tests and the demo (course 1 is the demo customer's course). */
export const EXAM_SEED_FACTS = Object.freeze({
  courseId: 1,
  /** Exercise of lesson 1 (a free preview): open to any signed-in user; 4 questions (single, multiple, short, short accents optional). */
  previewExerciseId: 1,
  previewLessonId: 1,
  /**
   * Exercise of lesson 2: 5 questions incl. an essay. NB lesson 2 is also a free preview (server/seed/courses.ts:
   * the first two lessons of a course), so this exercise is open to any signed-in user; the first
   * owners-only exercise is {@link EXAM_SEED_FACTS.lockedExerciseId}.
   */
  exerciseId: 2,
  exerciseLessonId: 2,
  /** Exercise 3 has a retired (inactive) 4th question: 3 active questions. */
  exerciseWithInactiveId: 3,
  /** The demo course's timed exam: 20 minutes, 3 attempts, 4 questions (single, multiple, short 2 pts, essay 3 pts). */
  examId: 5,
  examTimeLimitSeconds: 20 * 60,
  examMaxAttempts: 3,
  /** Exercise 3 (lesson 3, not a preview): owners only (403 COURSE_NOT_OWNED for others). */
  lockedExerciseId: 3,
  /** Lesson 22 (course 2, "Vòng lặp for và while") has two exercises, 7 then 8 (`position` order). */
  twoExercisesLessonId: 22,
  twoExercisesIds: [7, 8] as const,
  /** Course 2's exam (Python, 30 minutes, 3 attempts). */
  course2ExamId: 10,
  /** A lesson without exercises (course 1, "Khái niệm đạo hàm"). */
  lessonWithoutExercisesId: 5,
  exercisesCount: 43,
  examsCount: 16,
});

/**
 * The course a test completes quickly (ADR 0028): course 14 ("Vật lý đại cương", STEM), whose
 * completion rule asks for its first lesson (146, a free preview) and its exam passed at 50 %.
 * The exam is timed, closes at {@link CERTIFICATE_SEED_FACTS.examClosesAt}: right answers stay hidden
 * in its review until then. Lesson 146's exercise has three numerical questions (m/s², km/h, m).
 */
export const CERTIFICATE_SEED_FACTS = Object.freeze({
  courseId: 14,
  ruleLessonIds: [146] as readonly number[],
  /** The course's only exam (server/routes/certificate.test.ts checks the ids against the bank). */
  examId: 50,
  examPassPercent: 50,
  examClosesAt: "2030-12-31T16:59:59.000Z",
  /** Course 14's exam: questions in order — single, short (kelvin), multiple, numerical 2,02 s ± 0,01 (3 points). */
  examAnswers: {
    singleCorrect: "không đổi",
    short: "300",
    multipleCorrect: ["Động lượng", "Động năng"] as readonly string[],
    numerical: { right: "2,02", unit: "s" },
  },
  numericalExerciseId: 58,
  numericalLessonId: 146,
});

/**
 * The matching, ordering and cloze exercise (ADR 0028), on course 14's lesson 147 (a free preview:
 * any signed-in learner may do it). Questions in order (points): matching units without reuse (4),
 * matching motions with reuse (4), ordering dynamics steps (3), ordering wavelengths (3), cloze
 * thuận / khối lượng / 2,5 (3), cloze oát / 0,12 (2). The answers below are the texts the learner picks
 * or types.
 */
export const STRUCTURED_SEED_FACTS = Object.freeze({
  exerciseId: 59,
  lessonId: 147,
  maxScore: 19,
  unitsMatching: { Lực: "niutơn (N)", Công: "jun (J)", "Công suất": "oát (W)", "Áp suất": "paxcan (Pa)" } as Readonly<
    Record<string, string>
  >,
  motionsMatching: {
    "Vật rơi tự do": "nhanh dần đều",
    "Ô tô chạy thẳng với tốc độ không đổi": "thẳng đều",
    "Vật ném thẳng đứng lên, khi đang đi lên": "chậm dần đều",
    "Xe đạp đang phanh trên đường thẳng": "chậm dần đều",
  } as Readonly<Record<string, string>>,
  /** Item text → right rank. */
  dynamicsOrdering: {
    "Chọn hệ quy chiếu và chiều dương": "1",
    "Vẽ và phân tích các lực tác dụng lên vật": "2",
    "Viết định luật II Newton dạng vectơ": "3",
    "Chiếu phương trình lên các trục tọa độ và giải": "4",
  } as Readonly<Record<string, string>>,
  wavesOrdering: { "Tia gamma": "1", "Tia X": "2", "Ánh sáng nhìn thấy": "3", "Sóng vô tuyến": "4" } as Readonly<Record<string, string>>,
  /** Blank number → value (select: the choice's text). */
  newtonCloze: ["thuận", "khoi luong", "2,5"] as readonly string[],
  powerCloze: ["oát (W)", "0.12"] as readonly string[],
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
      closesAt: e.closesAt ?? null,
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
        numericAnswer: q.numerical?.value ?? null,
        numericTolerance: q.numerical?.tolerance ?? null,
        numericUnit: q.numerical?.unit ?? null,
        specJson: q.structured ? JSON.stringify(q.structured.spec) : null,
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
// The demo customer's submitted attempt, so that a review page has data on a
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
