/**
 * The textbook library's seed (ADR 0013; spec §2 /sach-giao-khoa, §3 "Textbook asset",
 * §7 `Asset`): 12 school and university textbooks with their chapters (column 1 or 2) and sub-chapter
 * trees (Chương → Bài → Mục → Tiểu mục, up to depth 3 below a chapter). Each leaf, and some branches,
 * is readable: an HTML section (headings, paragraphs, a formula or a table where it fits; trusted
 * seed HTML that the storefront sanitizes anyway) or page images (`sgk-{assetId}-{subChapterId}-{n}.svg`,
 * rendered on request by the media host under `/media/sgk/`). Covers are `sgk-{id}.svg`.
 *
 * Pure and deterministic ({@link getTextbookSeed}); ids are stable so tests can name them
 * ({@link TEXTBOOK_SEED_FACTS}). Some books store siblings in reverse order (`reversed`), so their
 * ids do not follow the display order and only `position` gives it.
 */
import type { Db } from "../db/client";
import { assetChapters, assets, assetSubChapters } from "../db/schema";
import { toSearchText } from "../domain/text";
import { escapeHtml, h2, h3, p, table, ul } from "./html";

type AssetRow = typeof assets.$inferInsert & { id: number };
type ChapterRow = typeof assetChapters.$inferInsert & { id: number };
type SubChapterRow = typeof assetSubChapters.$inferInsert & { id: number; parentId: number };

/** A node of a book's outline: a title, and either children or nothing (a leaf); `intro` makes a branch readable too. */
type Node = string | { t: string; intro?: boolean; c: readonly Node[] };
interface ChapterDef {
  title: string;
  column: 1 | 2;
  nodes: readonly Node[];
}
interface BookDef {
  title: string;
  subject: string;
  grade: string;
  authors: string;
  description: string;
  /** What a section shows: HTML (with a formula or a table by `kind`) or scanned pages. */
  kind: "formula" | "table" | "text" | "pages";
  /** Siblings stored in reverse display order (ids do not follow positions). */
  reversed?: boolean;
  chapters: readonly ChapterDef[];
}

const BOOKS: readonly BookDef[] = [
  {
    title: "Toán 10 – Tập một",
    subject: "Toán",
    grade: "Lớp 10",
    authors: "Hà Huy Khoái, Cung Thế Anh, Trần Văn Tấn, Đặng Hùng Thắng",
    description:
      "Sách giáo khoa Toán lớp 10 theo chương trình giáo dục phổ thông 2018: mệnh đề và tập hợp, bất phương trình bậc nhất hai ẩn, hệ thức lượng trong tam giác và vectơ, với hoạt động khám phá, ví dụ và bài tập cuối mỗi bài.",
    kind: "formula",
    reversed: true,
    chapters: [
      {
        title: "Chương I. Mệnh đề và tập hợp",
        column: 1,
        nodes: [
          {
            t: "Bài 1. Mệnh đề",
            intro: true,
            c: [
              { t: "1. Mệnh đề, mệnh đề chứa biến", c: ["a) Khái niệm mệnh đề", "b) Mệnh đề chứa biến"] },
              { t: "2. Mệnh đề phủ định", c: ["a) Phủ định của một mệnh đề", "b) Ví dụ và luyện tập"] },
              "3. Mệnh đề kéo theo, mệnh đề đảo",
              "4. Mệnh đề tương đương",
            ],
          },
          {
            t: "Bài 2. Tập hợp và các phép toán trên tập hợp",
            c: ["1. Tập hợp con và hai tập hợp bằng nhau", "2. Giao, hợp và hiệu của hai tập hợp"],
          },
          "Bài tập cuối chương I",
        ],
      },
      {
        title: "Chương II. Bất phương trình và hệ bất phương trình bậc nhất hai ẩn",
        column: 1,
        nodes: [
          {
            t: "Bài 3. Bất phương trình bậc nhất hai ẩn",
            c: [
              { t: "1. Khái niệm bất phương trình bậc nhất hai ẩn", c: ["a) Định nghĩa", "b) Nghiệm của bất phương trình"] },
              { t: "2. Biểu diễn miền nghiệm", c: ["a) Cách biểu diễn miền nghiệm", "b) Ví dụ minh họa"] },
            ],
          },
          { t: "Bài 4. Hệ bất phương trình bậc nhất hai ẩn", c: ["1. Khái niệm hệ bất phương trình", "2. Ứng dụng vào bài toán thực tế"] },
        ],
      },
      {
        title: "Chương III. Hệ thức lượng trong tam giác",
        column: 2,
        nodes: [
          { t: "Bài 5. Giá trị lượng giác của một góc từ 0° đến 180°", c: ["1. Định nghĩa", "2. Mối quan hệ giữa các giá trị lượng giác"] },
          { t: "Bài 6. Hệ thức lượng trong tam giác", c: ["1. Định lí côsin", "2. Định lí sin", "3. Công thức tính diện tích tam giác"] },
        ],
      },
      {
        title: "Chương IV. Vectơ",
        column: 2,
        nodes: ["Bài 7. Các khái niệm mở đầu", "Bài 8. Tổng và hiệu của hai vectơ", "Bài 9. Tích của một vectơ với một số"],
      },
    ],
  },
  {
    title: "Ngữ văn 11 – Tập một",
    subject: "Ngữ văn",
    grade: "Lớp 11",
    authors: "Bùi Mạnh Hùng, Phan Huy Dũng, Nguyễn Thị Ngân Hoa",
    description:
      "Sách giáo khoa Ngữ văn lớp 11: đọc hiểu truyện thơ, thơ trữ tình và văn bản nghị luận, thực hành tiếng Việt, viết và nói – nghe theo từng bài học.",
    kind: "text",
    chapters: [
      {
        title: "Bài 1. Câu chuyện và điểm nhìn trong truyện kể",
        column: 1,
        nodes: [
          { t: "Đọc", c: ["Văn bản 1. Vợ nhặt (Kim Lân)", "Văn bản 2. Chí Phèo (Nam Cao)"] },
          "Thực hành tiếng Việt",
          "Viết: Viết văn bản nghị luận về một tác phẩm truyện",
        ],
      },
      {
        title: "Bài 2. Cấu tứ và hình ảnh trong thơ trữ tình",
        column: 1,
        nodes: [{ t: "Đọc", c: ["Văn bản 1. Nhớ đồng (Tố Hữu)", "Văn bản 2. Tràng giang (Huy Cận)"] }, "Nói và nghe"],
      },
      {
        title: "Bài 3. Cấu trúc của văn bản nghị luận",
        column: 2,
        nodes: ["Đọc: Cầu hiền chiếu (Ngô Thì Nhậm)", "Thực hành tiếng Việt", "Viết: Viết văn bản nghị luận về một vấn đề xã hội"],
      },
    ],
  },
  {
    title: "Vật lý 12",
    subject: "Vật lý",
    grade: "Lớp 12",
    authors: "Vũ Văn Hùng, Nguyễn Văn Biên, Tưởng Duy Hải",
    description: "Sách giáo khoa Vật lý lớp 12: vật lý nhiệt, khí lí tưởng, từ trường và vật lý hạt nhân, kèm thí nghiệm thực hành.",
    kind: "formula",
    chapters: [
      {
        title: "Chương I. Vật lý nhiệt",
        column: 1,
        nodes: [
          { t: "Bài 1. Cấu trúc của chất. Sự chuyển thể", c: ["1. Mô hình động học phân tử", "2. Sự chuyển thể của các chất"] },
          { t: "Bài 2. Nội năng. Định luật I của nhiệt động lực học", c: ["1. Nội năng", "2. Định luật I"] },
        ],
      },
      {
        title: "Chương II. Khí lí tưởng",
        column: 1,
        nodes: [{ t: "Bài 3. Phương trình trạng thái khí lí tưởng", c: ["1. Định luật Boyle", "2. Định luật Charles"] }],
      },
      {
        title: "Chương III. Từ trường",
        column: 2,
        nodes: ["Bài 4. Khái niệm từ trường", "Bài 5. Lực từ tác dụng lên dây dẫn mang dòng điện", "Bài 6. Cảm ứng điện từ"],
      },
      { title: "Chương IV. Vật lý hạt nhân", column: 2, nodes: ["Bài 7. Cấu trúc hạt nhân", "Bài 8. Phóng xạ"] },
    ],
  },
  {
    title: "Hóa học 10",
    subject: "Hóa học",
    grade: "Lớp 10",
    authors: "Lê Kim Long, Đặng Xuân Thư, Nguyễn Đăng Đạt",
    description:
      "Sách giáo khoa Hóa học lớp 10: cấu tạo nguyên tử, bảng tuần hoàn, liên kết hóa học, phản ứng oxi hóa – khử và tốc độ phản ứng.",
    kind: "table",
    chapters: [
      {
        title: "Chương 1. Cấu tạo nguyên tử",
        column: 1,
        nodes: [
          { t: "Bài 1. Thành phần của nguyên tử", c: ["1. Các hạt cấu tạo nên nguyên tử", "2. Kích thước và khối lượng nguyên tử"] },
          "Bài 2. Nguyên tố hóa học",
          "Bài 3. Cấu trúc lớp vỏ electron của nguyên tử",
        ],
      },
      {
        title: "Chương 2. Bảng tuần hoàn các nguyên tố hóa học",
        column: 1,
        nodes: ["Bài 4. Cấu tạo của bảng tuần hoàn", "Bài 5. Xu hướng biến đổi tính chất"],
      },
      {
        title: "Chương 3. Liên kết hóa học",
        column: 2,
        nodes: ["Bài 6. Quy tắc octet", "Bài 7. Liên kết ion", "Bài 8. Liên kết cộng hóa trị"],
      },
    ],
  },
  {
    title: "Lịch sử 11",
    subject: "Lịch sử",
    grade: "Lớp 11",
    authors: "Vũ Minh Giang, Nghiêm Đình Vỳ, Nguyễn Văn Ninh",
    description:
      "Sách giáo khoa Lịch sử lớp 11 (bản quét theo trang): cách mạng tư sản và sự phát triển của chủ nghĩa tư bản, chủ nghĩa xã hội từ năm 1917, các cuộc cải cách lớn trong lịch sử Việt Nam.",
    kind: "pages",
    chapters: [
      {
        title: "Chủ đề 1. Cách mạng tư sản và sự phát triển của chủ nghĩa tư bản",
        column: 1,
        nodes: [
          {
            t: "Bài 1. Một số vấn đề chung về cách mạng tư sản",
            c: ["1. Nguyên nhân", "2. Mục tiêu và nhiệm vụ", "3. Kết quả và ý nghĩa"],
          },
        ],
      },
      {
        title: "Chủ đề 2. Một số cuộc cải cách lớn trong lịch sử Việt Nam",
        column: 2,
        nodes: ["Bài 2. Cải cách Hồ Quý Ly", "Bài 3. Cuộc cải cách của Lê Thánh Tông", "Bài 4. Cải cách của Minh Mạng"],
      },
    ],
  },
  {
    title: "Tiếng Anh 10 – Global Success",
    subject: "Tiếng Anh",
    grade: "Lớp 10",
    authors: "Hoàng Văn Vân, Lương Quỳnh Trang, Nguyễn Thị Chi",
    description: "Sách giáo khoa Tiếng Anh lớp 10: mười đơn vị bài học theo chủ đề, luyện bốn kỹ năng nghe, nói, đọc, viết và ngữ pháp.",
    kind: "table",
    chapters: [
      {
        title: "Unit 1. Family Life",
        column: 1,
        nodes: ["Getting Started", { t: "Language", c: ["Pronunciation", "Vocabulary", "Grammar"] }, "Reading"],
      },
      { title: "Unit 2. Humans and the Environment", column: 1, nodes: ["Getting Started", "Speaking", "Writing"] },
      { title: "Unit 3. Music", column: 2, nodes: ["Getting Started", "Listening", "Communication and Culture"] },
    ],
  },
  {
    title: "Giáo trình Giải tích 1",
    subject: "Toán",
    grade: "Đại học",
    authors: "PGS.TS. Nguyễn Thủy Thanh, TS. Đỗ Đức Thái",
    description:
      "Giáo trình cho sinh viên năm thứ nhất các ngành khoa học tự nhiên và kỹ thuật: số thực, giới hạn, hàm liên tục, đạo hàm và tích phân hàm một biến.",
    kind: "formula",
    chapters: [
      {
        title: "Chương 1. Số thực và dãy số",
        column: 1,
        nodes: [
          { t: "1.1. Tập số thực", c: ["1.1.1. Tiên đề về cận trên đúng", "1.1.2. Giá trị tuyệt đối"] },
          {
            t: "1.2. Giới hạn của dãy số",
            intro: true,
            c: ["1.2.1. Định nghĩa", { t: "1.2.2. Tiêu chuẩn hội tụ", c: ["Dãy đơn điệu bị chặn", "Tiêu chuẩn Cauchy"] }],
          },
        ],
      },
      { title: "Chương 2. Hàm số một biến", column: 1, nodes: ["2.1. Giới hạn hàm số", "2.2. Hàm số liên tục"] },
      { title: "Chương 3. Phép tính vi phân", column: 2, nodes: ["3.1. Đạo hàm", "3.2. Công thức Taylor", "3.3. Khảo sát hàm số"] },
      {
        title: "Chương 4. Phép tính tích phân",
        column: 2,
        nodes: ["4.1. Nguyên hàm", "4.2. Tích phân xác định", "4.3. Tích phân suy rộng"],
      },
    ],
  },
  {
    title: "Giáo trình Kinh tế vi mô",
    subject: "Kinh tế",
    grade: "Đại học",
    authors: "PGS.TS. Phạm Văn Minh, TS. Vũ Kim Dung",
    description:
      "Giáo trình Kinh tế vi mô: cung cầu, lý thuyết người tiêu dùng, lý thuyết hãng, các cấu trúc thị trường và thất bại thị trường.",
    kind: "table",
    chapters: [
      {
        title: "Chương 1. Tổng quan về kinh tế học",
        column: 1,
        nodes: ["1.1. Kinh tế học và nền kinh tế", "1.2. Ba vấn đề kinh tế cơ bản", "1.3. Đường giới hạn khả năng sản xuất"],
      },
      {
        title: "Chương 2. Cung và cầu",
        column: 1,
        nodes: [{ t: "2.1. Cầu", c: ["2.1.1. Luật cầu", "2.1.2. Các yếu tố ảnh hưởng đến cầu"] }, "2.2. Cung", "2.3. Cân bằng thị trường"],
      },
      { title: "Chương 3. Co giãn của cung và cầu", column: 2, nodes: ["3.1. Co giãn của cầu theo giá", "3.2. Co giãn của cung"] },
      {
        title: "Chương 4. Lý thuyết hành vi người tiêu dùng",
        column: 2,
        nodes: ["4.1. Lợi ích và lợi ích cận biên", "4.2. Đường bàng quan"],
      },
    ],
  },
  {
    title: "Sinh học 11",
    subject: "Sinh học",
    grade: "Lớp 11",
    authors: "Phạm Văn Lập, Lê Đình Tuấn, Nguyễn Như Hiền",
    description:
      "Sách giáo khoa Sinh học lớp 11: trao đổi chất và chuyển hóa năng lượng, cảm ứng, sinh trưởng và phát triển, sinh sản ở sinh vật.",
    kind: "text",
    chapters: [
      {
        title: "Chương 1. Trao đổi chất và chuyển hóa năng lượng ở sinh vật",
        column: 1,
        nodes: [
          "Bài 1. Khái quát về trao đổi chất",
          { t: "Bài 2. Trao đổi nước và khoáng ở thực vật", c: ["1. Hấp thụ nước", "2. Vận chuyển nước"] },
        ],
      },
      { title: "Chương 2. Cảm ứng ở sinh vật", column: 2, nodes: ["Bài 3. Cảm ứng ở thực vật", "Bài 4. Cảm ứng ở động vật"] },
    ],
  },
  {
    title: "Địa lí 10",
    subject: "Địa lí",
    grade: "Lớp 10",
    authors: "Lê Huỳnh, Nguyễn Đức Vũ, Phạm Thị Thu Phương",
    description: "Sách giáo khoa Địa lí lớp 10: bản đồ, Trái Đất, thạch quyển, khí quyển, thủy quyển và địa lí dân cư.",
    kind: "pages",
    chapters: [
      {
        title: "Chương 1. Sử dụng bản đồ",
        column: 1,
        nodes: ["Bài 1. Môn Địa lí với định hướng nghề nghiệp", "Bài 2. Phương pháp biểu hiện đối tượng trên bản đồ"],
      },
      {
        title: "Chương 2. Trái Đất",
        column: 2,
        nodes: ["Bài 3. Trái Đất. Thuyết kiến tạo mảng", "Bài 4. Hệ quả chuyển động của Trái Đất"],
      },
    ],
  },
  {
    title: "Giáo trình Triết học Mác – Lênin",
    subject: "Lý luận chính trị",
    grade: "Đại học",
    authors: "Bộ Giáo dục và Đào tạo",
    description:
      "Giáo trình dành cho sinh viên đại học khối không chuyên lý luận chính trị: triết học và vai trò của triết học, chủ nghĩa duy vật biện chứng, chủ nghĩa duy vật lịch sử.",
    kind: "text",
    chapters: [
      {
        title: "Chương 1. Khái luận về triết học",
        column: 1,
        nodes: [{ t: "I. Triết học và vấn đề cơ bản của triết học", c: ["1. Khái lược về triết học", "2. Vấn đề cơ bản của triết học"] }],
      },
      { title: "Chương 2. Chủ nghĩa duy vật biện chứng", column: 2, nodes: ["I. Vật chất và ý thức", "II. Phép biện chứng duy vật"] },
    ],
  },
  {
    title: "Tin học 10",
    subject: "Tin học",
    grade: "Lớp 10",
    authors: "Hồ Sĩ Đàm, Hồ Cẩm Hà, Nguyễn Đình Hóa",
    description:
      "Sách giáo khoa Tin học lớp 10: máy tính và xã hội tri thức, mạng máy tính, đạo đức và pháp luật trong môi trường số, lập trình Python cơ bản.",
    kind: "table",
    reversed: true,
    chapters: [
      {
        title: "Chủ đề A. Máy tính và xã hội tri thức",
        column: 1,
        nodes: ["Bài 1. Thông tin và xử lí thông tin", "Bài 2. Vai trò của thiết bị thông minh"],
      },
      {
        title: "Chủ đề F. Giải quyết vấn đề với sự trợ giúp của máy tính",
        column: 2,
        nodes: [
          { t: "Bài 16. Ngôn ngữ lập trình bậc cao và Python", c: ["1. Làm quen với Python", "2. Câu lệnh gán và biểu thức"] },
          "Bài 17. Biến và lệnh gán",
        ],
      },
    ],
  },
];

/** Pages of a scanned section (books of kind "pages"). */
const PAGES_PER_SECTION = 2;

/** The HTML section of a readable node `title` of `book` (reading `n` in the book, to vary the content). */
function sectionHtml(book: BookDef, title: string, parents: readonly string[], n: number): string {
  const t = escapeHtml(title);
  const where = parents.length ? ` (${escapeHtml(parents.join(" › "))})` : "";
  const intro = p(
    `Mục <strong>${t}</strong>${where} thuộc sách <em>${escapeHtml(book.title)}</em>, môn ${escapeHtml(book.subject)} – ${escapeHtml(book.grade)}.`,
    "Đọc kĩ nội dung, ghi lại các ý chính vào vở rồi làm các câu hỏi luyện tập ở cuối mục.",
  );
  let body: string;
  if (book.kind === "formula") {
    const formulas = [
      "Δ = b<sup>2</sup> − 4ac, x<sub>1,2</sub> = (−b ± √Δ) / 2a",
      "a<sup>2</sup> = b<sup>2</sup> + c<sup>2</sup> − 2bc·cos A",
      "S = ½·a·b·sin C",
      "pV = nRT",
      "lim<sub>n→∞</sub> (1 + 1/n)<sup>n</sup> = e",
    ];
    body =
      h3("Công thức cần nhớ") +
      `<p><strong>${formulas[n % formulas.length]}</strong></p>` +
      p("Áp dụng công thức trên cho ví dụ sau, chú ý điều kiện xác định của từng đại lượng.") +
      h3("Ví dụ") +
      p(`Ví dụ ${n + 1}. Trình bày lời giải từng bước, kiểm tra lại kết quả bằng cách thay số.`);
  } else if (book.kind === "table") {
    body =
      h3("Bảng tóm tắt") +
      table(
        `Các ý chính của mục ${t}`,
        ["Nội dung", "Ví dụ", "Ghi chú"],
        [
          ["Khái niệm", "Ví dụ minh họa trong sách", "Học thuộc định nghĩa"],
          ["Tính chất", "Bài tập 1, 2", "Chú ý trường hợp đặc biệt"],
          ["Vận dụng", "Bài tập 3", "Liên hệ thực tế"],
        ],
      );
  } else {
    body =
      h3("Nội dung chính") +
      p("Phần này giới thiệu bối cảnh, các khái niệm then chốt và những nhận định quan trọng mà người học cần nắm vững.") +
      ul(["Nắm được ý chính của văn bản.", "Phân tích được các chi tiết tiêu biểu.", "Liên hệ với trải nghiệm của bản thân."]);
  }
  return h2(t) + intro + body + h3("Câu hỏi luyện tập") + p("1. Nêu các ý chính của mục này. 2. Cho một ví dụ của riêng em và giải thích.");
}

/**
 * The textbooks, their chapters and sub-chapters as rows (ids from 1 in each table). Pure: the same
 * rows every call.
 */
function getTextbookSeed(): { assets: AssetRow[]; chapters: ChapterRow[]; subChapters: SubChapterRow[] } {
  const assetRows: AssetRow[] = [];
  const chapterRows: ChapterRow[] = [];
  const subRows: SubChapterRow[] = [];
  BOOKS.forEach((book, i) => {
    const assetId = i + 1;
    assetRows.push({
      id: assetId,
      title: book.title,
      subject: book.subject,
      grade: book.grade,
      authors: book.authors,
      description: book.description,
      coverFile: `sgk-${assetId}.svg`,
      searchText: toSearchText(`${book.title} ${book.subject} ${book.grade} ${book.authors}`),
      position: i + 1,
    });
    let reading = 0;
    const order = <T>(xs: readonly T[]) => xs.map((x, k) => [x, k + 1] as const).sort((a, b) => (book.reversed ? b[1] - a[1] : 0));
    book.chapters.forEach((ch, c) => {
      const chapterId = chapterRows.length + 1;
      chapterRows.push({ id: chapterId, assetId, title: ch.title, position: c + 1, column: ch.column });
      const add = (nodes: readonly Node[], parentId: number, parents: readonly string[]) => {
        for (const [node, position] of order(nodes)) {
          const id = subRows.length + 1;
          const title = typeof node === "string" ? node : node.t;
          const children = typeof node === "string" ? [] : node.c;
          const readable = children.length === 0 || (typeof node !== "string" && node.intro === true);
          const row: SubChapterRow = { id, assetId, chapterId, parentId, title, position, contentHtml: null, pageImages: null };
          if (readable) {
            reading++;
            if (book.kind === "pages") {
              row.pageImages = JSON.stringify(Array.from({ length: PAGES_PER_SECTION }, (_, k) => `sgk-${assetId}-${id}-${k + 1}.svg`));
            } else {
              row.contentHtml = sectionHtml(book, title, parents, reading);
            }
          }
          subRows.push(row);
          add(children, id, [...parents, title]);
        }
      };
      add(ch.nodes, 0, []);
    });
  });
  return { assets: assetRows, chapters: chapterRows, subChapters: subRows };
}

/** Rows per INSERT statement (sub-chapters have 8 columns: far below SQLite's parameter limit). */
const ROWS_PER_INSERT = 200;

/**
 * Inserts the textbooks of {@link getTextbookSeed} into an empty `assets` table (and its chapters and
 * sub-chapters). Synchronous; call it inside a transaction. Throws on a database that already has them.
 */
export function seedTextbooks(db: Db): void {
  const seed = getTextbookSeed();
  db.insert(assets).values(seed.assets).run();
  db.insert(assetChapters).values(seed.chapters).run();
  for (let i = 0; i < seed.subChapters.length; i += ROWS_PER_INSERT) {
    db.insert(assetSubChapters)
      .values(seed.subChapters.slice(i, i + ROWS_PER_INSERT))
      .run();
  }
}

/** Ids of the seed that tests and demo scripts name (derived from the rows, so they stay true). */
export const TEXTBOOK_SEED_FACTS = (() => {
  const seed = getTextbookSeed();
  const byId = new Map(seed.subChapters.map((s) => [s.id, s]));
  const depth = (id: number): number => {
    const parent = byId.get(id)?.parentId ?? 0;
    return parent === 0 ? 1 : 1 + depth(parent);
  };
  const isLeaf = (id: number) => !seed.subChapters.some((s) => s.parentId === id);
  const firstChapterOf = (assetId: number) => seed.chapters.find((c) => c.assetId === assetId && c.position === 1)?.id;
  const deepAssetId = 1;
  const deep = seed.subChapters
    .filter((s) => s.assetId === deepAssetId && s.chapterId !== firstChapterOf(deepAssetId) && depth(s.id) === 3)
    .sort((a, b) => a.chapterId - b.chapterId || a.id - b.id)[0];
  const withPages = seed.subChapters.find((s) => s.pageImages !== null);
  if (!deep || !withPages) throw new Error("textbook seed: missing facts");
  const deepChapter = seed.chapters.find((c) => c.id === deep.chapterId);
  return {
    /** How many textbooks the seed has. */
    assetCount: seed.assets.length,
    /** A book whose tree reaches depth 3 (Chương → Bài → Mục → Tiểu mục), with ids not in display order. */
    deepAssetId,
    /** A readable depth-3 leaf of that book, outside its first chapter (closed in the tree); HTML section. */
    deepLeafId: deep.id,
    deepLeafTitle: deep.title,
    /** Titles on the way to it: its chapter, then its ancestors (top first). */
    deepLeafTrail: [deepChapter?.title ?? "", ...ancestorsOf(byId, deep.id).map((s) => s.title)],
    /** A leaf of the deep book with an HTML section (the lowest such id; not the first in reading order). */
    htmlLeafId: seed.subChapters.find((s) => s.assetId === deepAssetId && s.contentHtml !== null && isLeaf(s.id))?.id ?? 0,
    /** A leaf shown as page images, and its book. */
    pagesLeafId: withPages.id,
    pagesAssetId: withPages.assetId,
    /** A search word without diacritics that finds "Toán 10 – Tập một" (and other mathematics books). */
    searchWord: "toan",
    searchTitle: "Toán 10 – Tập một",
  };
})();

/** The ancestors of sub-chapter `id`, top first. */
function ancestorsOf(byId: ReadonlyMap<number, SubChapterRow>, id: number): SubChapterRow[] {
  const out: SubChapterRow[] = [];
  let parent = byId.get(id)?.parentId ?? 0;
  while (parent !== 0) {
    const row = byId.get(parent);
    if (!row) break;
    out.unshift(row);
    parent = row.parentId;
  }
  return out;
}
