/**
 * The course model's seed (ADR 0013; spec §3 lesson, §7 Library): the course categories
 * and, for each of the 16 courses of ./content.ts (ids 1–16 in `COURSE_DEFS` order), its chapters
 * and lessons (5–30 each), with durations, HTML bodies, the team's sample clip as every video
 * lesson's `videoUrl` and the first two lessons of the first chapter as free previews.
 *
 * Durations tell the truth: a video lesson lasts as long as the clip it plays
 * ({@link SAMPLE_CLIP_SECONDS}, checked against the files by server/media/lesson-files.test.ts); a
 * reading's duration is its estimated reading time (5–15 minutes).
 *
 * Pure and deterministic ({@link getCourseSeed}); ids are stable so tests can name them
 * ({@link COURSE_SEED_FACTS}). `courses.category_id` and `courses.lessons_count` are set from here
 * (`categoryByCourse`, the lesson counts).
 */
import { type courseCategories, type courseChapters, type lessons } from "../db/schema";
import { h2, p, ul } from "./html";
import { SAMPLE_CLIP_SECONDS } from "../media/lesson-files";
import { Random, SEED } from "./random";

type CategoryRow = typeof courseCategories.$inferInsert & { id: number };
type ChapterRow = typeof courseChapters.$inferInsert & { id: number };
type LessonRow = typeof lessons.$inferInsert & { id: number };

/** The sample clip and its captions on the ADMIN host (server/routes/media.ts serves them). */
const SAMPLE_VIDEO_URL = "/media/video/bai-giang-mau.webm";
const SAMPLE_CAPTIONS_URL = "/media/video/bai-giang-mau.vi.vtt";

const CATEGORIES: readonly [slug: string, name: string][] = [
  ["toan-hoc", "Toán học"],
  ["cong-nghe-thong-tin", "Công nghệ thông tin"],
  ["ngoai-ngu", "Ngoại ngữ"],
  ["kinh-te", "Kinh tế"],
  ["khoa-hoc-tu-nhien", "Khoa học tự nhiên"],
  ["chinh-tri-phap-luat", "Chính trị – Pháp luật"],
  ["ky-nang", "Kỹ năng"],
];

/** Per course (index = course id − 1): its category slug and chapters `[title, lesson titles]`. */
const OUTLINES: readonly { category: string; chapters: readonly [string, readonly string[]][] }[] = [
  {
    category: "toan-hoc",
    chapters: [
      ["Giới hạn và liên tục", ["Giới thiệu khóa học", "Giới hạn của dãy số", "Giới hạn của hàm số", "Hàm số liên tục"]],
      [
        "Đạo hàm và vi phân",
        ["Khái niệm đạo hàm", "Các quy tắc tính đạo hàm", "Vi phân và ứng dụng", "Định lý giá trị trung bình", "Quy tắc L'Hospital"],
      ],
      [
        "Tích phân",
        ["Nguyên hàm", "Tích phân xác định", "Các phương pháp tính tích phân", "Tích phân suy rộng", "Ứng dụng hình học của tích phân"],
      ],
      ["Chuỗi số", ["Chuỗi số dương", "Chuỗi đan dấu", "Chuỗi lũy thừa", "Ôn tập cuối khóa"]],
    ],
  },
  {
    category: "cong-nghe-thong-tin",
    chapters: [
      [
        "Làm quen với Python",
        ["Cài đặt Python và trình soạn thảo", "Biến, kiểu dữ liệu và phép toán", "Câu lệnh điều kiện", "Vòng lặp for và while"],
      ],
      ["Cấu trúc dữ liệu", ["Danh sách và bộ", "Từ điển và tập hợp", "Xử lý chuỗi"]],
      ["Hàm và mô-đun", ["Định nghĩa hàm", "Tham số và giá trị trả về", "Mô-đun và gói"]],
      ["Lập trình hướng đối tượng", ["Lớp và đối tượng", "Kế thừa", "Xử lý ngoại lệ", "Dự án cuối khóa: quản lý thư viện"]],
    ],
  },
  {
    category: "cong-nghe-thong-tin",
    chapters: [
      ["Tổng quan về trí tuệ nhân tạo", ["Trí tuệ nhân tạo là gì?", "Tác tử thông minh"]],
      ["Tìm kiếm", ["Tìm kiếm mù", "Tìm kiếm có thông tin và thuật toán A*", "Tìm kiếm đối kháng"]],
      ["Biểu diễn tri thức", ["Logic mệnh đề", "Logic vị từ", "Suy diễn"]],
      ["Học máy", ["Hồi quy tuyến tính", "Cây quyết định", "Mạng nơ-ron nhân tạo", "Đánh giá mô hình"]],
    ],
  },
  {
    category: "ngoai-ngu",
    chapters: [
      [
        "Task 1",
        ["Tổng quan bài thi IELTS Writing", "Biểu đồ đường và biểu đồ cột", "Bảng số liệu và biểu đồ tròn", "Quy trình và bản đồ"],
      ],
      ["Task 2", ["Phân tích đề bài", "Dạng bài Opinion", "Dạng bài Discussion", "Dạng bài Problem – Solution"]],
      ["Nâng band điểm", ["Từ vựng học thuật", "Ngữ pháp đa dạng và chính xác", "Chữa bài mẫu band 6.5"]],
    ],
  },
  {
    category: "kinh-te",
    chapters: [
      ["Nhập môn", ["Kinh tế học và những vấn đề cơ bản", "Giới hạn khả năng sản xuất"]],
      ["Cung và cầu", ["Cầu hàng hóa", "Cung hàng hóa", "Cân bằng thị trường", "Độ co giãn"]],
      ["Lý thuyết hành vi", ["Lý thuyết lựa chọn của người tiêu dùng", "Lý thuyết sản xuất và chi phí"]],
      ["Cấu trúc thị trường", ["Cạnh tranh hoàn hảo", "Độc quyền", "Cạnh tranh độc quyền và độc quyền nhóm"]],
    ],
  },
  {
    category: "ky-nang",
    chapters: [
      ["Bắt đầu nghiên cứu", ["Nghiên cứu khoa học là gì?", "Chọn đề tài nghiên cứu", "Tổng quan tài liệu"]],
      ["Thiết kế nghiên cứu", ["Câu hỏi và giả thuyết nghiên cứu", "Phương pháp định lượng", "Phương pháp định tính"]],
      ["Viết và trình bày", ["Viết báo cáo khoa học", "Trích dẫn và tài liệu tham khảo", "Trình bày kết quả nghiên cứu"]],
    ],
  },
  {
    category: "ngoai-ngu",
    chapters: [
      ["Bảng chữ cái", ["Hiragana hàng a đến hàng sa", "Hiragana hàng ta đến hàng wa", "Katakana", "Âm đục và âm ghép"]],
      ["Giao tiếp cơ bản", ["Chào hỏi và tự giới thiệu", "Số đếm và thời gian", "Mua sắm", "Hỏi đường"]],
      ["Ngữ pháp sơ cấp", ["Câu khẳng định và phủ định", "Trợ từ は, が, を", "Thể ます của động từ"]],
    ],
  },
  {
    category: "chinh-tri-phap-luat",
    chapters: [
      ["Chủ nghĩa duy vật biện chứng", ["Vật chất và ý thức", "Phép biện chứng duy vật", "Lý luận nhận thức"]],
      ["Chủ nghĩa duy vật lịch sử", ["Hình thái kinh tế – xã hội", "Giai cấp và dân tộc", "Nhà nước và cách mạng xã hội"]],
      ["Ôn tập và luyện đề", ["Hệ thống kiến thức trọng tâm", "Luyện đề trắc nghiệm"]],
    ],
  },
  {
    category: "cong-nghe-thong-tin",
    chapters: [
      ["HTML", ["Cấu trúc một trang HTML", "Văn bản, liên kết và hình ảnh", "Biểu mẫu"]],
      ["CSS", ["Bộ chọn và thuộc tính", "Bố cục Flexbox và Grid", "Thiết kế đáp ứng"]],
      ["JavaScript", ["Cú pháp cơ bản", "DOM và sự kiện", "Gọi API với fetch"]],
      ["Dự án", ["Xây dựng trang bán sách", "Triển khai trang web"]],
    ],
  },
  {
    category: "cong-nghe-thong-tin",
    chapters: [
      ["Cơ bản", ["Chương trình C++ đầu tiên", "Biến và kiểu dữ liệu", "Câu lệnh rẽ nhánh và vòng lặp"]],
      ["Hàm và con trỏ", ["Hàm", "Mảng và chuỗi", "Con trỏ và tham chiếu"]],
      ["Hướng đối tượng và STL", ["Lớp và đối tượng", "Nạp chồng toán tử", "vector, map và thuật toán của STL"]],
    ],
  },
  {
    category: "cong-nghe-thong-tin",
    chapters: [
      ["Mô hình dữ liệu", ["Cơ sở dữ liệu là gì?", "Mô hình thực thể – liên kết", "Mô hình quan hệ"]],
      ["SQL", ["Truy vấn SELECT", "Kết nối bảng", "Gom nhóm và hàm tổng hợp", "Truy vấn lồng"]],
      ["Thiết kế", ["Chuẩn hóa dữ liệu", "Chỉ mục và hiệu năng", "Thiết kế cơ sở dữ liệu quản lý bán sách"]],
    ],
  },
  {
    category: "toan-hoc",
    chapters: [
      ["Xác suất", ["Biến cố và xác suất", "Xác suất có điều kiện", "Công thức Bayes"]],
      ["Biến ngẫu nhiên", ["Biến ngẫu nhiên rời rạc", "Biến ngẫu nhiên liên tục", "Phân phối chuẩn"]],
      ["Thống kê", ["Mẫu và thống kê mô tả", "Ước lượng khoảng tin cậy", "Kiểm định giả thuyết", "Hồi quy tuyến tính đơn"]],
    ],
  },
  {
    category: "toan-hoc",
    chapters: [
      ["Ma trận và định thức", ["Ma trận và các phép toán", "Định thức", "Ma trận nghịch đảo"]],
      ["Hệ phương trình tuyến tính", ["Phương pháp Gauss", "Hạng của ma trận", "Hệ Cramer"]],
      ["Không gian vectơ", ["Không gian và không gian con", "Cơ sở và số chiều", "Ánh xạ tuyến tính"]],
      ["Trị riêng", ["Trị riêng và vectơ riêng", "Chéo hóa ma trận"]],
    ],
  },
  {
    category: "khoa-hoc-tu-nhien",
    chapters: [
      [
        "Cơ học",
        [
          "Động học chất điểm",
          "Các định luật Newton",
          "Công và năng lượng",
          "Định luật bảo toàn động lượng",
          "Chuyển động quay của vật rắn",
        ],
      ],
      ["Nhiệt học", ["Thuyết động học phân tử", "Nguyên lý thứ nhất của nhiệt động lực học", "Nguyên lý thứ hai và entropy"]],
    ],
  },
  {
    category: "chinh-tri-phap-luat",
    chapters: [
      ["Những vấn đề chung", ["Khái quát về luật dân sự", "Chủ thể của quan hệ dân sự"]],
      ["Tài sản và quyền sở hữu", ["Tài sản", "Quyền sở hữu", "Thừa kế"]],
      ["Nghĩa vụ và hợp đồng", ["Nghĩa vụ dân sự", "Hợp đồng dân sự", "Bồi thường thiệt hại ngoài hợp đồng"]],
    ],
  },
  {
    category: "ky-nang",
    chapters: [
      ["Thuyết trình", ["Chuẩn bị nội dung", "Thiết kế trang chiếu", "Nói trước đám đông"]],
      ["Làm việc nhóm", ["Vai trò trong nhóm", "Giải quyết bất đồng", "Đánh giá kết quả làm việc nhóm"]],
    ],
  },
];

export interface CourseSeed {
  categories: CategoryRow[];
  /** course id → category id. */
  categoryByCourse: Map<number, number>;
  chapters: ChapterRow[];
  lessons: LessonRow[];
}

/** The lesson body: objectives, an explanation and a summary (trusted seed HTML, still sanitized by the storefront). */
function lessonBody(courseTitle: string, chapterTitle: string, title: string, hasVideo: boolean): string {
  return [
    h2("Mục tiêu bài học"),
    ul([
      `Nắm được nội dung chính của bài “${title}”.`,
      `Liên hệ với các bài trước trong chương “${chapterTitle}”.`,
      "Tự làm được các ví dụ minh họa.",
    ]),
    h2("Nội dung"),
    p(
      `Bài học này thuộc khóa “${courseTitle}”.`,
      hasVideo
        ? "Hãy xem video bài giảng (có phụ đề tiếng Việt) rồi đọc lại phần tóm tắt bên dưới."
        : "Đây là bài đọc: hãy đọc kỹ từng phần và ghi chép những ý chính.",
    ),
    p("Giảng viên trình bày khái niệm, phân tích ví dụ điển hình và chỉ ra những lỗi người học hay mắc."),
    h2("Tóm tắt"),
    p("Sau bài học, hãy đánh dấu “đã học” để theo dõi tiến độ và chuyển sang bài tiếp theo."),
  ].join("");
}

/**
 * Builds the course categories, chapters and lessons. Ids: categories 1–7, chapters and lessons
 * numbered consecutively over the courses in id order. Pure and deterministic.
 * @throws Error when a course has fewer than 5 or more than 30 lessons.
 */
function buildCourseSeed(courseTitles: readonly string[]): CourseSeed {
  const rng = Random.forLabel(SEED, "courses:lessons");
  const categories = CATEGORIES.map(([slug, name], i): CategoryRow => ({ id: i + 1, slug, name, position: i + 1 }));
  const categoryId = new Map(categories.map((c) => [c.slug, c.id]));
  const categoryByCourse = new Map<number, number>();
  const chapters: ChapterRow[] = [];
  const lessonRows: LessonRow[] = [];
  OUTLINES.forEach((outline, i) => {
    const courseId = i + 1;
    categoryByCourse.set(courseId, categoryId.get(outline.category) as number);
    let inCourse = 0;
    outline.chapters.forEach(([chapterTitle, titles], c) => {
      const chapterId = chapters.length + 1;
      chapters.push({ id: chapterId, courseId, title: chapterTitle, position: c + 1 });
      titles.forEach((title, l) => {
        inCourse += 1;
        // Every fourth lesson of a course is a reading; the rest are video lessons.
        const hasVideo = inCourse % 4 !== 0;
        lessonRows.push({
          id: lessonRows.length + 1,
          courseId,
          chapterId,
          title,
          position: l + 1,
          durationSeconds: hasVideo ? SAMPLE_CLIP_SECONDS : rng.int(5, 15) * 60,
          bodyHtml: lessonBody(courseTitles[i] ?? "", chapterTitle, title, hasVideo),
          videoUrl: hasVideo ? SAMPLE_VIDEO_URL : null,
          captionsUrl: hasVideo ? SAMPLE_CAPTIONS_URL : null,
          isPreview: c === 0 && l < 2,
        });
      });
    });
    if (inCourse < 5 || inCourse > 30) throw new Error(`seed courses: course ${courseId} has ${inCourse} lessons`);
  });
  return { categories, categoryByCourse, chapters, lessons: lessonRows };
}

let cached: CourseSeed | undefined;

/**
 * The course seed, built once per process. `courseTitles` (course id − 1 → title) are the titles of
 * ./content.ts, used in the lesson bodies.
 */
export function getCourseSeed(courseTitles: readonly string[]): CourseSeed {
  cached ??= buildCourseSeed(courseTitles);
  return cached;
}

/**
 * Ids named by tests and demos. Course 1 ("Giải tích 1 – Bài giảng video", sold by two books):
 * lessons 1–2 are free previews with video, lesson 3 is locked; lesson 4 is a reading (no video).
 */
export const COURSE_SEED_FACTS = Object.freeze({
  courseId: 1,
  previewLessonId: 1,
  secondPreviewLessonId: 2,
  lockedLessonId: 3,
  readingLessonId: 4,
  /** How many lessons course 1 has (what its page must say). */
  courseLessonsCount: OUTLINES[0]!.chapters.reduce((n, [, titles]) => n + titles.length, 0),
  /** Course 2's first lesson: "a lesson of another course". */
  otherCourseLessonId: 19,
  coursesCount: OUTLINES.length,
});
