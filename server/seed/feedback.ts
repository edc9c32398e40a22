/**
 * The seeded product reviews (spec §3 Product sale detail "feedbacks", §7 `GET /api/Feedback`).
 *
 * Consistent with the catalogue: every product gets exactly `rating1` one-star reviews, `rating2`
 * two-star reviews … `rating5` five-star reviews, so a product's reviews add up to the counts and the
 * average its detail page shows (≈ 20 000 reviews for the ~350 books). Texts are Vietnamese, built
 * from sentence pools chosen by the stars (praise for 5, complaints for 1), by the kind of book
 * (textbook, IT, language, children, e-book …) and, for printed books, about the delivery. Authors
 * are Vietnamese names; dates fall between the product's creation and {@link CATALOG_AS_OF}, more of
 * them recent. Deterministic (seeded {@link Random}).
 */
import type { feedbacks } from "../db/schema";
import { CATALOG_AS_OF, categoryIdBySlug, getCatalog, personName, type Catalog, type ProductRow } from "./catalog";
import { Random, SEED } from "./random";

export type FeedbackRow = typeof feedbacks.$inferInsert & { id: number };

type Mood = "good" | "mixed" | "bad";
const moodOf = (stars: number): Mood => (stars >= 4 ? "good" : stars === 3 ? "mixed" : "bad");

const OPENERS: Record<number, readonly string[]> = {
  5: [
    "Sách rất hay và bổ ích.",
    "Nội dung đầy đủ, trình bày dễ hiểu.",
    "Rất hài lòng với cuốn sách này.",
    "Sách đúng như mô tả, chất lượng tốt.",
    "Cuốn sách tuyệt vời, rất đáng mua.",
    "Kiến thức được hệ thống rõ ràng, đọc rất cuốn.",
    "Mua cho em gái học năm nhất, em rất thích.",
  ],
  4: [
    "Sách hay, nội dung khá đầy đủ.",
    "Nhìn chung khá hài lòng.",
    "Sách tốt, đáng để tham khảo.",
    "Nội dung ổn, dễ đọc.",
    "Sách hữu ích cho việc ôn thi.",
  ],
  3: ["Sách tạm được.", "Nội dung ở mức trung bình.", "Sách ổn nhưng chưa như kỳ vọng.", "Có phần hay, có phần còn sơ sài."],
  2: ["Sách chưa như mong đợi.", "Nội dung khá sơ sài so với giá tiền.", "Hơi thất vọng với cuốn này."],
  1: ["Rất thất vọng.", "Không đáng tiền.", "Sách không đúng như mô tả."],
};

type Genre = "study" | "it" | "language" | "children" | "ebook" | "general";

const ASPECTS: Record<Genre, Record<Mood, readonly string[]>> = {
  study: {
    good: [
      "Giáo trình bám sát đề cương môn học, ví dụ minh họa rõ ràng.",
      "Bài tập cuối chương có lời giải giúp mình tự ôn rất tiện.",
      "Thầy cô trên lớp cũng dùng cuốn này nên học rất sát.",
      "Hình vẽ và bảng biểu rõ ràng, dễ theo dõi.",
    ],
    mixed: ["Một số chương trình bày hơi khô, phải đọc thêm tài liệu khác.", "Bài tập nhiều nhưng lời giải còn vắn tắt."],
    bad: ["Nhiều chỗ in sai công thức, đọc rất khó hiểu.", "Ví dụ cũ, chưa cập nhật theo chương trình mới."],
  },
  it: {
    good: [
      "Code mẫu chạy được ngay, giải thích từng bước.",
      "Phần bài tập thực hành rất sát với thực tế đi làm.",
      "Kiến thức từ cơ bản đến nâng cao, hợp cho người tự học.",
    ],
    mixed: ["Một vài ví dụ dùng phiên bản thư viện cũ, phải tự sửa lại.", "Lý thuyết ổn nhưng phần thực hành hơi ít."],
    bad: ["Code trong sách nhiều lỗi, không chạy được.", "Nội dung lạc hậu so với công nghệ hiện nay."],
  },
  language: {
    good: [
      "Có file nghe kèm theo, phát âm chuẩn.",
      "Từ vựng được sắp xếp theo chủ đề, rất dễ học.",
      "Bài mẫu hay, mình cải thiện điểm thi rõ rệt.",
    ],
    mixed: ["Bài tập hơi ít so với lý thuyết.", "Phần đáp án đôi chỗ giải thích chưa kỹ."],
    bad: ["Không tìm thấy file nghe như giới thiệu.", "Đáp án có nhiều chỗ sai."],
  },
  children: {
    good: [
      "Bé nhà mình rất thích, tranh minh họa đẹp.",
      "Chữ to, giấy dày, phù hợp cho trẻ tự đọc.",
      "Nội dung vừa học vừa chơi, con đọc say mê.",
    ],
    mixed: ["Tranh đẹp nhưng nội dung hơi ngắn.", "Phù hợp với bé lớn hơn độ tuổi ghi trên bìa."],
    bad: ["Màu in nhạt, không giống ảnh trên web.", "Nội dung quá đơn giản so với giá."],
  },
  ebook: {
    good: [
      "Đọc trên điện thoại mượt, tra mục lục rất nhanh.",
      "Nhận sách ngay sau khi thanh toán, quá tiện.",
      "Ghi chú và đánh dấu ngay trên sách rất tiện cho việc học.",
    ],
    mixed: ["Nội dung tốt nhưng định dạng trên điện thoại nhỏ hơi khó đọc.", "Một số hình ảnh hiển thị chưa rõ."],
    bad: ["Ứng dụng đọc hay bị thoát giữa chừng.", "Nhiều bảng biểu bị vỡ định dạng."],
  },
  general: {
    good: [
      "Kiến thức chuyên sâu, có nhiều ví dụ thực tế ở Việt Nam.",
      "Văn phong mạch lạc, dễ tiếp cận.",
      "Tài liệu tham khảo rất tốt cho luận văn của mình.",
    ],
    mixed: ["Nội dung tốt nhưng một số số liệu đã cũ.", "Hơi dài dòng ở vài chương."],
    bad: ["Nội dung lặp lại nhiều, thiếu chiều sâu.", "Số liệu cũ, không còn phù hợp."],
  },
};

const DELIVERY: Record<Mood, readonly string[]> = {
  good: [
    "Giao hàng nhanh, đóng gói cẩn thận.",
    "Sách mới, được bọc màng co cẩn thận.",
    "Đặt hôm trước, hôm sau đã nhận được.",
    "Shipper thân thiện, sách không bị móp.",
  ],
  mixed: ["Giao hàng hơi lâu nhưng sách nguyên vẹn.", "Hộp hơi móp nhưng sách bên trong không sao."],
  bad: ["Sách bị móp góc khi nhận.", "Giao chậm hơn dự kiến gần một tuần.", "Bìa sách bị trầy xước."],
};

const CLOSERS: Record<Mood, readonly string[]> = {
  good: ["Sẽ tiếp tục ủng hộ Nhà xuất bản.", "Rất nên mua cho các bạn sinh viên.", "Rất đáng tiền.", "Cảm ơn Nhà xuất bản!"],
  mixed: ["Mong lần tái bản sau được cải thiện.", "Tạm ổn so với giá tiền."],
  bad: ["Mong Nhà xuất bản kiểm tra lại chất lượng.", "Sẽ cân nhắc trước khi mua lần sau."],
};

const GENRE_BY_CATEGORY: Record<string, Genre> = {
  "giao-trinh": "study",
  "sach-tham-khao": "study",
  "khoa-hoc-tu-nhien": "study",
  "ky-thuat": "study",
  "cong-nghe-thong-tin": "it",
  "ngoai-ngu": "language",
  "sach-thieu-nhi": "children",
};

/** The kind of book, for the review's middle sentence. */
function genreOf(p: ProductRow): Genre {
  if (p.isDigital) return "ebook";
  for (const [slug, genre] of Object.entries(GENRE_BY_CATEGORY)) if (p.categoryId === categoryIdBySlug(slug)) return genre;
  return "general";
}

/** One review text of `stars` stars about `p` (of `genre`): an opener, then some of aspect, delivery and closer. */
function reviewText(rng: Random, p: ProductRow, genre: Genre, stars: number): string {
  const mood = moodOf(stars);
  const parts = [rng.pick(OPENERS[stars] as readonly string[])];
  if (rng.chance(0.75)) parts.push(rng.pick(ASPECTS[genre][mood]));
  if (!p.isDigital && rng.chance(0.45)) parts.push(rng.pick(DELIVERY[mood]));
  if (rng.chance(0.35)) parts.push(rng.pick(CLOSERS[mood]));
  return parts.join(" ");
}

const AS_OF_MS = Date.parse(`${CATALOG_AS_OF}T16:59:59.000Z`); // end of the day in Vietnam
const DAY_MS = 86_400_000;

/**
 * The reviews of every product of `catalog`, ids 1..N (products in id order, stars 1 to 5 in turn).
 * Pure and deterministic.
 */
function buildFeedbacks(catalog: Catalog): FeedbackRow[] {
  const rng = Random.forLabel(SEED, "content:feedback");
  const rows: FeedbackRow[] = [];
  for (const p of catalog.products) {
    const counts = [p.rating1 ?? 0, p.rating2 ?? 0, p.rating3 ?? 0, p.rating4 ?? 0, p.rating5 ?? 0];
    const from = Date.parse(p.createdAt ?? CATALOG_AS_OF) + DAY_MS;
    const span = Math.max(DAY_MS, AS_OF_MS - from);
    const genre = genreOf(p);
    counts.forEach((n, i) => {
      for (let k = 0; k < n; k++) {
        // More reviews lately: the square root pushes the draws towards the end of the span.
        const t = from + Math.floor(Math.sqrt(rng.next()) * span);
        rows.push({
          id: rows.length + 1,
          productId: p.id,
          rating: i + 1,
          content: reviewText(rng, p, genre, i + 1),
          authorName: personName(rng),
          createdAt: new Date(Math.floor(Math.min(t, AS_OF_MS) / 1000) * 1000).toISOString(),
        });
      }
    });
  }
  return rows;
}

let cached: FeedbackRow[] | undefined;

/** The reviews of the seeded catalogue, built on first use and shared afterwards. Treat them as read-only. */
export function getFeedbacks(): readonly FeedbackRow[] {
  cached ??= buildFeedbacks(getCatalog());
  return cached;
}
