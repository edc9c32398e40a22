/**
 * The seeded catalogue: book categories and ~350 books of a university publishing house (spec §3
 * "categories", "Product sale detail").
 *
 * Titles are built from per-category title patterns and subject lists (no duplicates across the
 * whole catalogue); every other attribute (authors, ISBN, year, pages, prices, stock, ratings, sales)
 * comes from a seeded {@link Random}, so the catalogue is identical on every run. Money is integer VND.
 *
 * Guarantees other code and tests rely on:
 * - product ids are 1..N in a stable order (categories in menu order, then selection order);
 * - products 1–5 are printed books with at least 20 in stock (tests buy them);
 * - at least one printed book is out of stock and at least one book is digital-only, named in
 *   {@link SEED_FACTS};
 * - every ISBN is a valid, unique ISBN-13 of the Vietnamese group (978-604), stored hyphenated;
 * - `coverFile` is `{isbn}.svg` (served by server/routes/media.ts, spec §9 covers and `thumb-`).
 */
import { formatIsbn13, isbn13CheckDigit, VIETNAM_ISBN_PREFIX } from "../domain/isbn";
import type { categories, products } from "../db/schema";
import { Random, SEED } from "./random";
import { slugify, toSearchText } from "../domain/text";

export type CategoryRow = typeof categories.$inferInsert & { id: number };
export type ProductRow = typeof products.$inferInsert & { id: number };

/** The publishing house all seeded books come from (the storefront is its own shop). */
export const PUBLISHER = "Nhà xuất bản Đại học Quốc gia Hà Nội";
/**
 * Registrant element of the seeded ISBNs, after 978-604: illustrative demo data, not a statement
 * of the publisher's real ISBN block.
 */
const ISBN_REGISTRANT = "62";
/** The latest moment a seeded product may have been created (keeps `createdAt` deterministic). */
export const CATALOG_AS_OF = "2026-10-31";

/** Book formats (spec §3 product detail "size"), as printed in Vietnamese colophons. */
const SIZE = { standard: "16 x 24 cm", small: "14,5 x 20,5 cm", large: "19 x 27 cm" } as const;
type SizeKey = keyof typeof SIZE;

/** A title family: every pattern can be applied to every subject. */
interface TitleFamily {
  patterns: ((subject: string) => string)[];
  subjects: string[];
}

/** Everything the generator needs to know about one category. */
interface CategoryDef {
  name: string;
  description: string;
  /** Cover colour (hex); white text must stay readable on it. */
  color: string;
  /** How many books of this category the seed creates. */
  count: number;
  titles: TitleFamily[];
  /** "academic": authors carry degrees (GS.TS., PGS.TS., TS., ThS.); "plain": names only. */
  authorStyle: "academic" | "plain";
  pages: [min: number, max: number];
  /** Typical list price per page, VND. */
  pricePerPage: number;
  sizes: Partial<Record<SizeKey, number>>;
  /** Share of digital-only books (1 = all). */
  digitalShare: number;
  /** First sentence of the description, about the title. */
  intros: ((title: string) => string)[];
  /** Middle sentences (one or two are used). */
  body: string[];
  /** Extra middle sentences about the printed object (paper, colour printing): printed books only. */
  printBody?: string[];
  /** Who the book is for (used in about half the descriptions). */
  audience: string[];
}

/** The same subject with its first letter in lower case ("Tiếng Nhật" → "tiếng Nhật"). */
const lowerFirst = (s: string) => s.charAt(0).toLocaleLowerCase("vi") + s.slice(1);
/** The subject in lower case ("Luật Dân sự" → "luật dân sự"), for names without proper nouns. */
const lowerAll = (s: string) => s.toLocaleLowerCase("vi");
/** A family of titles used as they are. */
const asIs = (...titles: string[]): TitleFamily => ({ patterns: [(s) => s], subjects: titles });

const DIGITAL_SENTENCE = "Sách điện tử: đọc ngay trên máy tính, máy tính bảng và điện thoại sau khi thanh toán, không mất phí giao hàng.";

/**
 * The categories in menu order (ids 1..n = positions). Kept as data so that adding a subject or a
 * category is a one-line change.
 */
const CATEGORY_DEFS: CategoryDef[] = [
  {
    name: "Giáo trình",
    description: "Giáo trình chính thức dùng trong giảng dạy và học tập ở bậc đại học, biên soạn theo chương trình đào tạo mới.",
    color: "#1d4e89",
    count: 30,
    titles: [
      {
        patterns: [(s) => `Giáo trình ${s}`, (s) => `Bài giảng ${s}`, (s) => `Giáo trình ${s} (Dùng cho sinh viên các trường đại học)`],
        subjects: [
          "Kinh tế vi mô",
          "Kinh tế vĩ mô",
          "Giải tích 1",
          "Giải tích 2",
          "Đại số tuyến tính",
          "Xác suất thống kê",
          "Vật lý đại cương",
          "Hóa học đại cương",
          "Triết học Mác – Lênin",
          "Kinh tế chính trị Mác – Lênin",
          "Chủ nghĩa xã hội khoa học",
          "Tư tưởng Hồ Chí Minh",
          "Lịch sử Đảng Cộng sản Việt Nam",
          "Pháp luật đại cương",
          "Tâm lý học đại cương",
          "Cơ sở văn hóa Việt Nam",
          "Phương pháp nghiên cứu khoa học",
          "Toán rời rạc",
          "Cơ học lý thuyết",
          "Sức bền vật liệu",
          "Nguyên lý kế toán",
          "Marketing căn bản",
          "Quản trị học",
          "Logic học đại cương",
          "Tiếng Việt thực hành",
          "Dẫn luận ngôn ngữ học",
          "Xã hội học đại cương",
          "Sinh học đại cương",
          "Hóa phân tích",
          "Địa lý tự nhiên đại cương",
        ],
      },
    ],
    authorStyle: "academic",
    pages: [180, 520],
    pricePerPage: 300,
    sizes: { standard: 8, large: 2 },
    digitalShare: 0.03,
    intros: [
      (t) => `“${t}” được biên soạn theo chương trình đào tạo đại học hiện hành, bám sát chuẩn đầu ra của học phần.`,
      (t) => `Cuốn giáo trình “${t}” do tập thể giảng viên nhiều năm đứng lớp biên soạn và được hội đồng khoa học thẩm định.`,
      (t) => `“${t}” trình bày có hệ thống các khái niệm, nguyên lý và phương pháp cơ bản của học phần.`,
    ],
    body: [
      "Mỗi chương gồm phần lý thuyết, ví dụ minh họa và câu hỏi ôn tập giúp người học tự kiểm tra mức độ nắm vững kiến thức.",
      "Lần tái bản này đã được sửa chữa, cập nhật và bổ sung nhiều nội dung mới so với các lần xuất bản trước.",
      "Cuối sách có danh mục tài liệu tham khảo và bảng tra cứu thuật ngữ.",
      "Nội dung được trình bày ngắn gọn, chặt chẽ, thuận tiện cho cả giảng dạy trên lớp lẫn tự học.",
    ],
    audience: [
      "Sách dùng làm tài liệu học tập chính cho sinh viên đại học, cao đẳng và là tài liệu tham khảo hữu ích cho giảng viên.",
      "Đây là tài liệu cần thiết cho sinh viên các khối ngành và những ai muốn ôn tập, hệ thống hóa kiến thức.",
    ],
  },
  {
    name: "Sách tham khảo",
    description: "Bài tập, đề thi, sách hướng dẫn và tài liệu ôn tập bổ trợ cho các học phần đại học.",
    color: "#2a7f62",
    count: 26,
    titles: [
      {
        patterns: [
          (s) => `Bài tập ${s}`,
          (s) => `Hướng dẫn giải bài tập ${s}`,
          (s) => `${s}: Lý thuyết và bài tập`,
          (s) => `Câu hỏi trắc nghiệm ${s}`,
          (s) => `Ôn tập và kiểm tra ${s}`,
        ],
        subjects: [
          "Giải tích",
          "Đại số tuyến tính",
          "Xác suất thống kê",
          "Vật lý đại cương",
          "Hóa học hữu cơ",
          "Hóa học vô cơ",
          "Toán cao cấp",
          "Phương trình vi phân",
          "Kinh tế vi mô",
          "Kinh tế vĩ mô",
          "Nguyên lý kế toán",
          "Lý thuyết tài chính – tiền tệ",
          "Thống kê kinh tế",
          "Triết học Mác – Lênin",
          "Kinh tế chính trị Mác – Lênin",
          "Tư tưởng Hồ Chí Minh",
          "Cơ học lý thuyết",
          "Sức bền vật liệu",
          "Toán rời rạc",
          "Tiếng Việt thực hành",
        ],
      },
    ],
    authorStyle: "academic",
    pages: [150, 450],
    pricePerPage: 280,
    sizes: { standard: 6, small: 2, large: 2 },
    digitalShare: 0.03,
    intros: [
      (t) => `“${t}” là tài liệu bổ trợ thiết thực, đi kèm giáo trình chính của học phần.`,
      (t) => `Cuốn sách “${t}” tuyển chọn hệ thống bài tập từ cơ bản đến nâng cao, có hướng dẫn giải chi tiết.`,
    ],
    body: [
      "Các dạng bài được phân loại theo chủ đề; mỗi dạng có phương pháp giải và ví dụ mẫu.",
      "Phần cuối sách giới thiệu một số đề thi kết thúc học phần của các năm gần đây kèm đáp án.",
      "Lời giải được trình bày từng bước và chỉ ra những lỗi sinh viên thường mắc phải.",
    ],
    audience: ["Sách phù hợp với sinh viên đang học học phần, ôn thi cuối kỳ hoặc chuẩn bị dự thi Olympic sinh viên."],
  },
  {
    name: "Kinh tế",
    description: "Kinh tế học, quản trị kinh doanh, tài chính – ngân hàng, kế toán và marketing.",
    color: "#b5561d",
    count: 28,
    titles: [
      {
        patterns: [
          (s) => `${s}: Lý luận và thực tiễn ở Việt Nam`,
          (s) => `${s} trong bối cảnh hội nhập quốc tế`,
          (s) => `${s}: Kinh nghiệm quốc tế và bài học cho Việt Nam`,
          (s) => `${s} ở Việt Nam: Thực trạng và giải pháp`,
        ],
        subjects: [
          "Kinh tế số",
          "Thương mại điện tử",
          "Quản trị chuỗi cung ứng",
          "Ngân hàng thương mại",
          "Thị trường chứng khoán",
          "Kinh tế tuần hoàn",
          "Quản lý nhà nước về kinh tế",
          "Doanh nghiệp nhỏ và vừa",
          "Logistics",
          "Kinh tế nông nghiệp",
          "Tài chính công",
          "Khởi nghiệp đổi mới sáng tạo",
          "Chuyển đổi số trong doanh nghiệp",
          "Chính sách thuế",
        ],
      },
      {
        patterns: [(s) => `Giáo trình ${s}`, (s) => `${s} – Những vấn đề cơ bản`, (s) => `${s} – Lý thuyết và thực hành`],
        subjects: [
          "Kinh tế lượng",
          "Kế toán quản trị",
          "Phân tích báo cáo tài chính",
          "Quản trị chiến lược",
          "Tài chính doanh nghiệp",
          "Marketing số",
          "Quản trị nguồn nhân lực",
          "Kinh tế quốc tế",
          "Đầu tư quốc tế",
          "Kinh tế phát triển",
          "Quản trị rủi ro tài chính",
        ],
      },
    ],
    authorStyle: "academic",
    pages: [200, 600],
    pricePerPage: 380,
    sizes: { standard: 8, small: 2 },
    digitalShare: 0.03,
    intros: [
      (t) => `“${t}” phân tích những vấn đề lý luận và thực tiễn nổi bật của kinh tế Việt Nam giai đoạn hiện nay.`,
      (t) => `Cuốn sách “${t}” là kết quả nghiên cứu của nhóm tác giả thuộc các trường đại học và viện nghiên cứu kinh tế hàng đầu.`,
      (t) => `“${t}” cung cấp khung lý thuyết hiện đại cùng nhiều tình huống thực tế từ doanh nghiệp Việt Nam.`,
    ],
    body: [
      "Số liệu được cập nhật từ Tổng cục Thống kê, Ngân hàng Nhà nước và các tổ chức quốc tế.",
      "Bên cạnh lý thuyết, sách phân tích nhiều tình huống kinh doanh điển hình và kinh nghiệm quốc tế.",
      "Các tác giả đề xuất một số khuyến nghị chính sách có giá trị tham khảo cho cơ quan quản lý và doanh nghiệp.",
    ],
    audience: ["Sách dành cho sinh viên, học viên cao học khối ngành kinh tế, nhà nghiên cứu và các nhà quản lý doanh nghiệp."],
  },
  {
    name: "Công nghệ thông tin",
    description: "Lập trình, cơ sở dữ liệu, mạng máy tính, trí tuệ nhân tạo và an toàn thông tin.",
    color: "#0f6f8f",
    count: 30,
    titles: [
      {
        patterns: [(s) => `Giáo trình ${s}`, (s) => `${s} – Lý thuyết và thực hành`, (s) => `Nhập môn ${s}`, (s) => `Bài tập ${s}`],
        subjects: [
          "Cấu trúc dữ liệu và giải thuật",
          "Lập trình hướng đối tượng với Java",
          "Lập trình Python",
          "Cơ sở dữ liệu",
          "Hệ quản trị cơ sở dữ liệu",
          "Mạng máy tính",
          "Hệ điều hành",
          "Kiến trúc máy tính",
          "Trí tuệ nhân tạo",
          "Học máy",
          "Học sâu",
          "Xử lý ngôn ngữ tự nhiên",
          "An toàn thông tin",
          "Công nghệ phần mềm",
          "Phân tích và thiết kế hệ thống thông tin",
          "Lập trình web",
          "Điện toán đám mây",
          "Khai phá dữ liệu",
          "Internet vạn vật (IoT)",
          "Đồ họa máy tính",
          "Thị giác máy tính",
          "Lập trình C++",
          "Kiểm thử phần mềm",
          "Công nghệ chuỗi khối (Blockchain)",
        ],
      },
    ],
    authorStyle: "academic",
    pages: [220, 700],
    pricePerPage: 420,
    sizes: { standard: 7, large: 3 },
    digitalShare: 0.04,
    intros: [
      (t) => `“${t}” đi từ nền tảng lý thuyết đến kỹ năng thực hành, bám sát chương trình đào tạo ngành Công nghệ thông tin.`,
      (t) => `Cuốn sách “${t}” được biên soạn bởi các giảng viên và kỹ sư giàu kinh nghiệm giảng dạy, phát triển phần mềm.`,
    ],
    body: [
      "Mỗi chương có mã nguồn minh họa, bài tập thực hành và gợi ý dự án nhỏ.",
      "Mã nguồn các ví dụ được viết rõ ràng, dễ chạy thử và mở rộng.",
      "Nội dung được cập nhật theo các công nghệ và xu hướng mới của ngành.",
    ],
    audience: [
      "Sách phù hợp với sinh viên các ngành Công nghệ thông tin, Khoa học máy tính, Kỹ thuật phần mềm và lập trình viên muốn củng cố nền tảng.",
    ],
  },
  {
    name: "Ngoại ngữ",
    description: "Tiếng Anh chuyên ngành, luyện thi chứng chỉ quốc tế và giáo trình các ngoại ngữ khác.",
    color: "#6f2c91",
    count: 26,
    titles: [
      {
        patterns: [(s) => `Tiếng Anh chuyên ngành ${s}`],
        subjects: [
          "Y",
          "Kinh tế",
          "Công nghệ thông tin",
          "Luật",
          "Du lịch",
          "Xây dựng",
          "Ngân hàng – Tài chính",
          "Điện tử – Viễn thông",
          "Báo chí – Truyền thông",
          "Môi trường",
        ],
      },
      {
        patterns: [(s) => `${s} sơ cấp 1`, (s) => `${s} sơ cấp 2`, (s) => `${s} trung cấp`, (s) => `Ngữ pháp ${lowerFirst(s)} thực hành`],
        subjects: ["Tiếng Nhật", "Tiếng Hàn", "Tiếng Trung", "Tiếng Pháp", "Tiếng Nga", "Tiếng Đức"],
      },
      {
        patterns: [(s) => `Luyện thi IELTS – Kỹ năng ${s}`, (s) => `Rèn luyện kỹ năng ${lowerFirst(s)} tiếng Anh`],
        subjects: ["Nghe", "Nói", "Đọc", "Viết"],
      },
      asIs(
        "Ngữ pháp tiếng Anh thực hành",
        "Luyện dịch Anh – Việt, Việt – Anh",
        "Từ vựng tiếng Anh học thuật",
        "Ngữ âm học tiếng Anh",
        "Tiếng Việt cho người nước ngoài – Trình độ A",
        "Tiếng Việt cho người nước ngoài – Trình độ B",
        "Luyện thi VSTEP bậc 3–5",
      ),
    ],
    authorStyle: "academic",
    pages: [120, 360],
    pricePerPage: 420,
    sizes: { large: 5, standard: 5 },
    digitalShare: 0.03,
    intros: [
      (t) => `“${t}” giúp người học phát triển đồng thời bốn kỹ năng nghe, nói, đọc, viết theo định hướng giao tiếp.`,
      (t) => `Cuốn sách “${t}” được biên soạn theo Khung năng lực ngoại ngữ 6 bậc dùng cho Việt Nam.`,
    ],
    body: [
      "Các bài học được thiết kế theo chủ đề gần gũi, có hệ thống từ vựng, ngữ pháp và bài tập vận dụng.",
      "Sách kèm tệp âm thanh do người bản ngữ thu âm, nghe trực tuyến qua mã QR.",
      "Phụ lục gồm bảng từ vựng theo chủ đề và đáp án bài tập.",
    ],
    audience: ["Sách phù hợp với sinh viên, người đi làm và những ai đang chuẩn bị cho các kỳ thi chứng chỉ ngoại ngữ."],
  },
  {
    name: "Luật",
    description: "Giáo trình, bình luận khoa học và sách tra cứu pháp luật Việt Nam và quốc tế.",
    color: "#8b1e2d",
    count: 26,
    titles: [
      {
        patterns: [
          (s) => `Giáo trình ${s} Việt Nam`,
          (s) => `${s} Việt Nam – Bình luận khoa học`,
          (s) => `Tình huống ${lowerAll(s)}`,
          (s) => `Hỏi – đáp ${lowerAll(s)}`,
        ],
        subjects: [
          "Luật Dân sự",
          "Luật Hình sự",
          "Luật Hiến pháp",
          "Luật Hành chính",
          "Luật Thương mại",
          "Luật Lao động",
          "Luật Đất đai",
          "Luật Hôn nhân và gia đình",
          "Luật Doanh nghiệp",
          "Luật Tố tụng dân sự",
          "Luật Tố tụng hình sự",
          "Luật Sở hữu trí tuệ",
          "Luật Cạnh tranh",
          "Luật Ngân hàng",
          "Luật Thuế",
          "Luật Môi trường",
          "Luật Đầu tư",
          "Luật Bảo hiểm",
        ],
      },
      {
        patterns: [(s) => `Giáo trình ${s}`, (s) => `${s}: Những vấn đề lý luận và thực tiễn`],
        subjects: ["Công pháp quốc tế", "Tư pháp quốc tế", "Luật Thương mại quốc tế", "Luật Biển quốc tế", "Luật Nhân quyền quốc tế"],
      },
      asIs(
        "Lý luận chung về nhà nước và pháp luật",
        "Xã hội học pháp luật",
        "Kỹ năng tư vấn pháp luật",
        "Kỹ năng soạn thảo hợp đồng",
        "Án lệ Việt Nam – Tuyển chọn và bình luận",
      ),
    ],
    authorStyle: "academic",
    pages: [250, 900],
    pricePerPage: 330,
    sizes: { standard: 9, small: 1 },
    digitalShare: 0.03,
    intros: [
      (t) => `“${t}” phân tích có hệ thống các quy định hiện hành, có đối chiếu với thực tiễn áp dụng pháp luật.`,
      (t) => `Cuốn sách “${t}” do các chuyên gia pháp lý, giảng viên luật và luật sư giàu kinh nghiệm biên soạn.`,
    ],
    body: [
      "Nội dung được cập nhật theo các văn bản quy phạm pháp luật mới nhất.",
      "Sách bình luận nhiều bản án, án lệ tiêu biểu và chỉ ra những điểm còn vướng mắc trong thực tiễn xét xử.",
      "Mỗi chuyên đề có câu hỏi thảo luận và tình huống pháp lý để người đọc tự nghiên cứu.",
    ],
    audience: ["Sách là tài liệu cần thiết cho sinh viên luật, luật sư, thẩm phán, kiểm sát viên và cán bộ pháp chế doanh nghiệp."],
  },
  {
    name: "Y học",
    description: "Tài liệu đào tạo y khoa, dược học, điều dưỡng và sách chăm sóc sức khỏe.",
    color: "#b03a2e",
    count: 24,
    titles: [
      {
        patterns: [
          (s) => `Giáo trình ${s}`,
          (s) => `Bài giảng ${s}`,
          (s) => `${s} (Dùng cho đào tạo bác sĩ đa khoa)`,
          (s) => `Câu hỏi trắc nghiệm ${s}`,
        ],
        subjects: [
          "Giải phẫu học",
          "Sinh lý học",
          "Hóa sinh",
          "Dược lý học",
          "Bệnh học nội khoa",
          "Bệnh học ngoại khoa",
          "Nhi khoa",
          "Sản phụ khoa",
          "Dịch tễ học",
          "Vi sinh vật y học",
          "Ký sinh trùng y học",
          "Mô phôi học",
          "Sinh lý bệnh",
          "Điều dưỡng cơ bản",
          "Y học cổ truyền",
          "Dinh dưỡng lâm sàng",
          "Chẩn đoán hình ảnh",
          "Y đức",
          "Tâm thần học",
          "Da liễu",
        ],
      },
      asIs(
        "Atlas giải phẫu người",
        "Sổ tay sử dụng thuốc thiết yếu",
        "Cấp cứu ban đầu",
        "Chăm sóc sức khỏe ban đầu",
        "Dinh dưỡng cho người cao tuổi",
      ),
    ],
    authorStyle: "academic",
    pages: [200, 800],
    pricePerPage: 450,
    sizes: { large: 5, standard: 5 },
    digitalShare: 0.03,
    intros: [
      (t) => `“${t}” được biên soạn theo chương trình đào tạo bác sĩ đa khoa và các ngành khoa học sức khỏe.`,
      (t) => `Cuốn sách “${t}” tổng hợp kiến thức cơ bản và cập nhật những tiến bộ mới của y học trong nước và thế giới.`,
    ],
    body: [
      "Sách có nhiều hình ảnh, sơ đồ minh họa và bảng tóm tắt giúp người học dễ ghi nhớ.",
      "Mỗi bài có mục tiêu học tập, nội dung chính và câu hỏi lượng giá cuối bài.",
      "Các phác đồ và số liệu được đối chiếu với hướng dẫn chẩn đoán, điều trị của Bộ Y tế.",
    ],
    audience: ["Sách dành cho sinh viên y, dược, điều dưỡng, học viên sau đại học và cán bộ y tế."],
  },
  {
    name: "Khoa học tự nhiên",
    description: "Toán học, vật lý, hóa học, sinh học và khoa học Trái Đất.",
    color: "#3b6e22",
    count: 24,
    titles: [
      {
        patterns: [(s) => `Cơ sở ${lowerFirst(s)}`, (s) => `Nhập môn ${lowerFirst(s)}`, (s) => `Giáo trình ${s}`, (s) => `${s} hiện đại`],
        subjects: [
          "Cơ học lượng tử",
          "Nhiệt động lực học",
          "Điện động lực học",
          "Quang học",
          "Vật lý chất rắn",
          "Hóa học hữu cơ",
          "Hóa lý",
          "Sinh học phân tử",
          "Di truyền học",
          "Sinh thái học",
          "Vi sinh vật học",
          "Địa chất học",
          "Khí tượng học",
          "Hải dương học",
          "Thiên văn học",
          "Lý thuyết số",
          "Hình học vi phân",
          "Giải tích hàm",
          "Lý thuyết xác suất",
          "Phương trình đạo hàm riêng",
          "Khoa học môi trường",
          "Hóa học phân tích",
        ],
      },
    ],
    authorStyle: "academic",
    pages: [180, 560],
    pricePerPage: 340,
    sizes: { standard: 9, large: 1 },
    digitalShare: 0.03,
    intros: [
      (t) => `“${t}” trình bày chặt chẽ các khái niệm và kết quả nền tảng, kèm nhiều ví dụ và ứng dụng.`,
      (t) => `Cuốn sách “${t}” được biên soạn từ các bài giảng nhiều năm của tác giả tại trường đại học khoa học tự nhiên.`,
    ],
    body: [
      "Các chứng minh và lập luận được trình bày chi tiết, dễ theo dõi với người mới tiếp cận.",
      "Cuối mỗi chương có bài tập với mức độ khó tăng dần và gợi ý lời giải.",
      "Sách giới thiệu một số hướng nghiên cứu hiện đại và ứng dụng trong công nghệ.",
    ],
    audience: ["Sách dành cho sinh viên, học viên cao học các ngành khoa học cơ bản và giáo viên trung học phổ thông chuyên."],
  },
  {
    name: "Lịch sử – Văn hóa",
    description: "Lịch sử Việt Nam và thế giới, văn hóa, tín ngưỡng, di sản và lễ hội.",
    color: "#8a5a14",
    count: 24,
    titles: [
      {
        patterns: [(s) => `Lịch sử Việt Nam ${s}`],
        subjects: [
          "từ nguồn gốc đến thế kỷ X",
          "thời Lý – Trần",
          "thời Lê sơ",
          "thế kỷ XVI – XVIII",
          "thời Nguyễn (1802 – 1858)",
          "cận đại (1858 – 1945)",
          "hiện đại (1945 – 1975)",
          "từ 1975 đến nay",
        ],
      },
      {
        patterns: [(s) => `Văn hóa ${s}`, (s) => `Văn hóa ${s}: Truyền thống và biến đổi`, (s) => `Tìm hiểu văn hóa ${s}`],
        subjects: [
          "Thăng Long – Hà Nội",
          "Nam Bộ",
          "Tây Nguyên",
          "Huế",
          "làng Việt",
          "ẩm thực Việt Nam",
          "Chăm",
          "các dân tộc thiểu số Việt Bắc",
        ],
      },
      asIs(
        "Tiến trình lịch sử Việt Nam",
        "Lịch sử thế giới cổ trung đại",
        "Lịch sử thế giới cận đại",
        "Lịch sử thế giới hiện đại",
        "Khảo cổ học Việt Nam",
        "Tín ngưỡng thờ Mẫu ở Việt Nam",
        "Lễ hội truyền thống Việt Nam",
        "Làng nghề thủ công truyền thống Việt Nam",
        "Hoàng thành Thăng Long – Di sản văn hóa thế giới",
        "Lịch sử Đông Nam Á",
        "Lịch sử văn minh Trung Hoa",
        "Đại cương lịch sử văn hóa Việt Nam",
      ),
    ],
    authorStyle: "academic",
    pages: [200, 700],
    pricePerPage: 360,
    sizes: { standard: 6, small: 4 },
    digitalShare: 0.03,
    intros: [
      (t) => `“${t}” khắc họa bức tranh sinh động về lịch sử và văn hóa dựa trên nguồn tư liệu phong phú, tin cậy.`,
      (t) => `Cuốn sách “${t}” là công trình nghiên cứu công phu của các nhà sử học và văn hóa học.`,
    ],
    body: [
      "Sách sử dụng nhiều tư liệu gốc, hiện vật khảo cổ và kết quả điền dã mới công bố.",
      "Hệ thống ảnh tư liệu, bản đồ và niên biểu giúp người đọc dễ hình dung tiến trình lịch sử.",
      "Các tác giả lý giải nhiều vấn đề còn tranh luận bằng cách tiếp cận liên ngành.",
    ],
    audience: ["Sách dành cho sinh viên các ngành khoa học xã hội, nhà nghiên cứu và bạn đọc yêu lịch sử, văn hóa dân tộc."],
  },
  {
    name: "Kỹ năng",
    description: "Kỹ năng học tập, làm việc, giao tiếp và phát triển bản thân cho sinh viên.",
    color: "#c2185b",
    count: 20,
    titles: [
      {
        patterns: [
          (s) => `Kỹ năng ${s}`,
          (s) => `Rèn luyện kỹ năng ${s}`,
          (s) => `Phát triển kỹ năng ${s} cho sinh viên`,
          (s) => `Cẩm nang kỹ năng ${s}`,
        ],
        subjects: [
          "giao tiếp",
          "thuyết trình",
          "làm việc nhóm",
          "quản lý thời gian",
          "tư duy phản biện",
          "giải quyết vấn đề",
          "viết báo cáo khoa học",
          "nghiên cứu khoa học",
          "học tập hiệu quả",
          "lãnh đạo",
          "đàm phán",
          "phỏng vấn xin việc",
          "tự học",
          "tư duy sáng tạo",
          "quản lý cảm xúc",
          "ra quyết định",
        ],
      },
    ],
    authorStyle: "plain",
    pages: [120, 320],
    pricePerPage: 400,
    sizes: { small: 9, standard: 1 },
    digitalShare: 0.05,
    intros: [
      (t) => `“${t}” hướng dẫn người đọc rèn luyện kỹ năng qua từng bước cụ thể, dễ áp dụng ngay.`,
      (t) => `Cuốn sách “${t}” đúc kết kinh nghiệm nhiều năm làm công tác đào tạo kỹ năng cho sinh viên.`,
    ],
    body: [
      "Mỗi chủ đề có ví dụ thực tế, bài tập tình huống và bảng tự đánh giá.",
      "Văn phong gần gũi, trình bày trực quan với nhiều sơ đồ tư duy.",
    ],
    audience: ["Sách phù hợp với sinh viên, người mới đi làm và bất kỳ ai muốn phát triển bản thân."],
  },
  {
    name: "Sách thiếu nhi",
    description: "Sách khoa học, lịch sử, truyện và sách rèn kỹ năng cho thiếu nhi.",
    color: "#d8572a",
    count: 20,
    titles: [
      {
        patterns: [(s) => `Mười vạn câu hỏi vì sao – ${s}`],
        subjects: ["Vũ trụ", "Trái Đất", "Động vật", "Thực vật", "Cơ thể người", "Khoa học kỹ thuật"],
      },
      {
        patterns: [(s) => `Lịch sử Việt Nam bằng tranh – ${s}`],
        subjects: [
          "Hùng Vương dựng nước",
          "Hai Bà Trưng",
          "Ngô Quyền đại phá quân Nam Hán",
          "Lý Thường Kiệt",
          "Hội nghị Diên Hồng",
          "Lê Lợi khởi nghĩa Lam Sơn",
        ],
      },
      { patterns: [(s) => `Toán tư duy cho bé ${s}`], subjects: ["4–5 tuổi", "5–6 tuổi", "6–7 tuổi"] },
      { patterns: [(s) => `Em yêu khoa học – ${s}`], subjects: ["Nước và không khí", "Ánh sáng và âm thanh", "Điện và nam châm"] },
      asIs(
        "Truyện cổ tích Việt Nam chọn lọc",
        "Danh nhân Việt Nam kể chuyện",
        "Tiếng Anh cho bé – Quyển 1",
        "Tiếng Anh cho bé – Quyển 2",
        "Những câu chuyện về lòng biết ơn",
        "Đồng dao và trò chơi dân gian Việt Nam",
      ),
    ],
    authorStyle: "plain",
    pages: [80, 200],
    pricePerPage: 600,
    sizes: { large: 7, small: 3 },
    digitalShare: 0.03,
    intros: [
      (t) => `“${t}” mang đến cho các em những kiến thức bổ ích qua lời kể sinh động và hình minh họa đẹp mắt.`,
      (t) => `Cuốn sách “${t}” khơi gợi trí tò mò và niềm yêu thích khám phá thế giới xung quanh của trẻ.`,
    ],
    body: [
      "Mỗi trang kết hợp hình minh họa sinh động với lời văn ngắn gọn, giàu cảm xúc.",
      "Nội dung được các chuyên gia giáo dục thẩm định, phù hợp với lứa tuổi.",
    ],
    printBody: ["Sách in màu toàn bộ trên giấy tốt, chữ to, dễ đọc."],
    audience: ["Sách dành cho các em từ 6 đến 12 tuổi đọc cùng cha mẹ hoặc tự đọc."],
  },
  {
    name: "Ebook",
    description: "Sách điện tử đọc trực tuyến trên máy tính, máy tính bảng và điện thoại; không mất phí giao hàng.",
    color: "#2c3e50",
    count: 24,
    titles: [
      asIs(
        "Chuyển đổi số trong giáo dục đại học",
        "Dữ liệu lớn: Cơ hội và thách thức",
        "Trí tuệ nhân tạo và tương lai của việc làm",
        "Kinh tế số Việt Nam: Triển vọng đến năm 2030",
        "Phương pháp học tập chủ động ở đại học",
        "Hướng dẫn viết luận văn thạc sĩ",
        "Đạo đức trong nghiên cứu khoa học",
        "Công bố quốc tế: Từ ý tưởng đến bài báo",
        "Giáo dục STEM trong nhà trường",
        "Đại học tự chủ: Kinh nghiệm quốc tế",
        "Biến đổi khí hậu và an ninh nguồn nước",
        "Đổi mới sáng tạo trong doanh nghiệp Việt Nam",
        "Văn hóa đọc trong thời đại số",
        "Sở hữu trí tuệ trong trường đại học",
        "Tư duy thiết kế trong giáo dục",
        "Quản trị đại học hiện đại",
        "Năng lượng tái tạo ở Việt Nam",
        "Thư viện số và tài nguyên học liệu mở",
      ),
      {
        patterns: [(s) => `Kỷ yếu Hội thảo khoa học quốc gia “${s}”`],
        subjects: [
          "Giáo dục đại học trong kỷ nguyên số",
          "Phát triển bền vững vùng Đồng bằng sông Cửu Long",
          "Ngôn ngữ học Việt Nam: Những vấn đề mới",
          "Khoa học dữ liệu và ứng dụng",
          "Kinh tế Việt Nam sau đại dịch",
          "Di sản Hán Nôm và văn hóa Việt Nam",
          "Vật lý và công nghệ nano",
          "Tâm lý học học đường",
        ],
      },
    ],
    authorStyle: "academic",
    pages: [100, 400],
    pricePerPage: 250,
    sizes: { standard: 1 },
    digitalShare: 1,
    intros: [
      (t) => `“${t}” là ấn phẩm điện tử của ${PUBLISHER}.`,
      (t) => `Cuốn sách điện tử “${t}” tập hợp các nghiên cứu mới của nhiều nhà khoa học trong và ngoài nước.`,
    ],
    body: [
      "Nội dung phân tích những vấn đề thời sự của giáo dục, khoa học và công nghệ.",
      "Các bài viết được tuyển chọn và biên tập kỹ lưỡng, có tóm tắt và tài liệu tham khảo.",
    ],
    audience: ["Sách dành cho giảng viên, nhà nghiên cứu, nhà quản lý giáo dục và sinh viên sau đại học."],
  },
  {
    name: "Khoa học xã hội",
    description: "Xã hội học, tâm lý học, chính trị học, báo chí, ngôn ngữ học và giáo dục học.",
    color: "#5d4037",
    count: 22,
    titles: [
      {
        patterns: [
          (s) => `Nhập môn ${lowerFirst(s)}`,
          (s) => `Cơ sở ${lowerFirst(s)}`,
          (s) => `${s}: Những vấn đề lý luận và thực tiễn`,
          (s) => `${s} ở Việt Nam hiện nay`,
        ],
        subjects: [
          "Xã hội học",
          "Nhân học",
          "Tâm lý học xã hội",
          "Chính trị học",
          "Quan hệ quốc tế",
          "Báo chí học",
          "Khoa học quản lý",
          "Công tác xã hội",
          "Giáo dục học",
          "Ngôn ngữ học",
          "Tôn giáo học",
          "Địa lý kinh tế – xã hội",
          "Nghiên cứu giới",
          "Văn học so sánh",
          "Đông phương học",
          "Thư viện học",
        ],
      },
    ],
    authorStyle: "academic",
    pages: [200, 520],
    pricePerPage: 350,
    sizes: { standard: 7, small: 3 },
    digitalShare: 0.03,
    intros: [
      (t) => `“${t}” cung cấp những kiến thức lý luận cơ bản và phương pháp tiếp cận của ngành.`,
      (t) => `Cuốn sách “${t}” tổng hợp kết quả nghiên cứu nhiều năm của các tác giả tại các viện và trường đại học.`,
    ],
    body: [
      "Sách phân tích nhiều trường hợp nghiên cứu tại Việt Nam bằng dữ liệu điều tra mới.",
      "Các khái niệm được giải thích rõ ràng, có liên hệ với thực tiễn xã hội Việt Nam.",
    ],
    audience: ["Sách dành cho sinh viên, học viên sau đại học ngành khoa học xã hội và nhân văn, nhà nghiên cứu và cán bộ quản lý."],
  },
  {
    name: "Kỹ thuật",
    description: "Cơ khí, điện – điện tử, xây dựng, tự động hóa và năng lượng.",
    color: "#4a4e9c",
    count: 22,
    titles: [
      {
        patterns: [
          (s) => `Giáo trình ${s}`,
          (s) => `${s} – Lý thuyết và bài tập`,
          (s) => `Cơ sở ${lowerFirst(s)}`,
          (s) => `Sổ tay ${lowerFirst(s)}`,
        ],
        subjects: [
          "Cơ học kỹ thuật",
          "Kỹ thuật điện",
          "Điện tử số",
          "Kỹ thuật vi xử lý",
          "Lý thuyết điều khiển tự động",
          "Vật liệu xây dựng",
          "Kết cấu bê tông cốt thép",
          "Thủy lực và máy thủy lực",
          "Kỹ thuật nhiệt",
          "Công nghệ chế tạo máy",
          "Vẽ kỹ thuật",
          "Năng lượng tái tạo",
          "Kỹ thuật môi trường",
          "Hệ thống nhúng",
          "Robot công nghiệp",
        ],
      },
    ],
    authorStyle: "academic",
    pages: [200, 640],
    pricePerPage: 380,
    sizes: { standard: 8, large: 2 },
    digitalShare: 0.03,
    intros: [
      (t) => `“${t}” trình bày các nguyên lý cơ bản và phương pháp tính toán, thiết kế trong kỹ thuật.`,
      (t) => `Cuốn sách “${t}” kết hợp chặt chẽ lý thuyết với thực hành, bám sát các tiêu chuẩn kỹ thuật hiện hành.`,
    ],
    body: [
      "Sách có nhiều hình vẽ kỹ thuật, bảng tra và ví dụ tính toán bằng số.",
      "Các bài tập cuối chương được lấy từ thực tế sản xuất và thi công.",
    ],
    audience: ["Sách dành cho sinh viên các trường kỹ thuật, kỹ sư và cán bộ kỹ thuật."],
  },
];

/** Categories as table rows (ids and positions 1..n in menu order). */
export const CATEGORIES: readonly CategoryRow[] = CATEGORY_DEFS.map((def, i) => ({
  id: i + 1,
  name: def.name,
  slug: slugify(def.name),
  description: def.description,
  position: i + 1,
  color: def.color,
}));

/**
 * Id of the category with this slug (e.g. "kinh-te", "ebook", "giao-trinh").
 * @throws Error for an unknown slug, so a renamed category breaks loudly where it is referenced.
 */
export function categoryIdBySlug(slug: string): number {
  const found = CATEGORIES.find((c) => c.slug === slug);
  if (!found) throw new Error(`Unknown seeded category slug "${slug}"`);
  return found.id;
}

// ---------------------------------------------------------------------------------------------
// Authors

const FAMILY_NAMES: [name: string, weight: number][] = [
  ["Nguyễn", 31],
  ["Trần", 11],
  ["Lê", 9.5],
  ["Phạm", 7],
  ["Hoàng", 5],
  ["Phan", 4.5],
  ["Vũ", 4],
  ["Huỳnh", 3],
  ["Võ", 3],
  ["Đặng", 2],
  ["Bùi", 2],
  ["Đỗ", 1.5],
  ["Hồ", 1.3],
  ["Ngô", 1.3],
  ["Dương", 1],
  ["Đinh", 1],
  ["Trịnh", 0.8],
  ["Đào", 0.8],
  ["Lương", 0.6],
  ["Hà", 0.6],
  ["Mai", 0.5],
  ["Cao", 0.5],
  ["Lý", 0.5],
  ["Lâm", 0.4],
  ["Chu", 0.4],
  ["Phùng", 0.4],
  ["Tạ", 0.4],
  ["Kiều", 0.3],
];
const MALE_MIDDLE = [
  "Văn",
  "Đức",
  "Minh",
  "Quang",
  "Hữu",
  "Xuân",
  "Thanh",
  "Ngọc",
  "Mạnh",
  "Quốc",
  "Tuấn",
  "Công",
  "Đình",
  "Trọng",
  "Hoàng",
  "Anh",
];
const MALE_GIVEN = [
  "An",
  "Bình",
  "Cường",
  "Dũng",
  "Đức",
  "Hải",
  "Hùng",
  "Huy",
  "Khánh",
  "Long",
  "Minh",
  "Nam",
  "Phong",
  "Quân",
  "Sơn",
  "Thắng",
  "Thành",
  "Trung",
  "Tuấn",
  "Việt",
  "Vinh",
  "Hiếu",
  "Hoàng",
  "Kiên",
  "Lâm",
  "Phúc",
  "Tùng",
  "Hưng",
  "Khoa",
  "Đạt",
];
const FEMALE_MIDDLE = ["Thị", "Thu", "Thanh", "Ngọc", "Thùy", "Minh", "Hồng", "Bích", "Kim", "Phương", "Mai", "Hải"];
const FEMALE_GIVEN = [
  "Anh",
  "Chi",
  "Dung",
  "Giang",
  "Hà",
  "Hạnh",
  "Hằng",
  "Hoa",
  "Hương",
  "Huyền",
  "Lan",
  "Liên",
  "Linh",
  "Loan",
  "Mai",
  "Nga",
  "Ngọc",
  "Nhung",
  "Oanh",
  "Phương",
  "Quỳnh",
  "Thảo",
  "Thủy",
  "Trang",
  "Vân",
  "Yến",
  "Hiền",
  "Hồng",
];
const DEGREES: [degree: string, weight: number][] = [
  ["GS.TS.", 1],
  ["PGS.TS.", 2.5],
  ["TS.", 3.5],
  ["ThS.", 2],
  ["", 1],
];

/** A Vietnamese full name (family, middle, given), e.g. "Nguyễn Thị Lan". */
export function personName(rng: Random): string {
  const family = rng.weighted(FAMILY_NAMES, ([, w]) => w)[0];
  const female = rng.chance(0.45);
  // No repeated word such as "Mai Mai Trang": middle and given names are drawn among the unused ones.
  const middles = (female ? FEMALE_MIDDLE : MALE_MIDDLE).filter((m) => m !== family);
  const middle = rng.pick(middles);
  const givens = (female ? FEMALE_GIVEN : MALE_GIVEN).filter((g) => g !== family && g !== middle);
  return `${family} ${middle} ${rng.pick(givens)}`;
}

/** A pool of authors for one category, so the same people write several of its books. */
function authorPool(rng: Random, style: CategoryDef["authorStyle"], size: number): string[] {
  const pool = new Set<string>();
  while (pool.size < size) {
    const name = personName(rng);
    const degree = style === "academic" ? rng.weighted(DEGREES, ([, w]) => w)[0] : "";
    pool.add(degree ? `${degree} ${name}` : name);
  }
  return [...pool];
}

const AUTHOR_COUNTS: [count: number, weight: number][] = [
  [1, 50],
  [2, 33],
  [3, 17],
];

/** 1–3 distinct authors; with several, the first is often the editor-in-chief ("Chủ biên"). */
function authorsOf(rng: Random, pool: readonly string[]): string {
  const [n] = rng.weighted(AUTHOR_COUNTS, ([, w]) => w);
  const chosen = rng.sample(pool, n);
  if (chosen.length > 1 && rng.chance(0.6)) chosen[0] = `${chosen[0]} (Chủ biên)`;
  return chosen.join(", ");
}

// ---------------------------------------------------------------------------------------------
// Titles

/**
 * Picks `def.count` distinct titles of one category, spreading them over subjects: first one
 * title per subject (families interleaved), then a second pattern per subject, and so on.
 * @param taken titles already used by earlier categories; extended with the chosen ones.
 * @throws Error when the patterns and subjects cannot give `def.count` new titles.
 */
function chooseTitles(rng: Random, def: CategoryDef, taken: Set<string>): string[] {
  const queues = def.titles.map((family) =>
    rng.shuffle(family.subjects).map((subject) => rng.shuffle(family.patterns).map((pattern) => pattern(subject))),
  );
  const chosen: string[] = [];
  const rounds = Math.max(...def.titles.map((f) => f.patterns.length));
  for (let round = 0; round < rounds && chosen.length < def.count; round++) {
    // Interleave families so a category with several families shows all of them early.
    const longest = Math.max(...queues.map((q) => q.length));
    for (let i = 0; i < longest && chosen.length < def.count; i++) {
      for (const queue of queues) {
        const title = queue[i]?.[round];
        if (title === undefined || taken.has(title) || chosen.length >= def.count) continue;
        taken.add(title);
        chosen.push(title);
      }
    }
  }
  if (chosen.length < def.count) {
    throw new Error(`Category "${def.name}": only ${chosen.length} distinct titles for ${def.count} books; add subjects`);
  }
  return chosen;
}

// ---------------------------------------------------------------------------------------------
// Attributes

const roundTo1000 = (vnd: number) => Math.round(vnd / 1000) * 1000;
const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** List and sale price, VND: 35 000–450 000 rounded to 1 000; sale = list or 5–30 % off. */
/**
 * Shipping weight (g) of a printed copy: about 1.3 g a page (70 g/m² paper, 16 × 24 cm) plus 60 g of
 * cover and packing. The same formula fills the column for databases seeded before it (migration 0015).
 */
function bookWeightGrams(pageCount: number): number {
  return Math.round(pageCount * 1.3 + 60);
}

function pricesOf(rng: Random, def: CategoryDef, pages: number, isDigital: boolean): { price: number; salePrice: number } {
  const raw = pages * def.pricePerPage * rng.float(0.85, 1.2) * (isDigital ? 0.7 : 1);
  const price = clamp(roundTo1000(raw), 35_000, 450_000);
  if (rng.chance(0.35)) return { price, salePrice: price };
  const percentOff = rng.int(5, 30);
  return { price, salePrice: Math.min(price, roundTo1000((price * (100 - percentOff)) / 100)) };
}

/** Review counts per star (index 0 = 1 star): most books 3–200 reviews leaning to 4–5 stars, ~12 % none. */
function ratingsOf(rng: Random): [number, number, number, number, number] {
  const counts: [number, number, number, number, number] = [0, 0, 0, 0, 0];
  if (rng.chance(0.12)) return counts;
  const total = 3 + Math.floor(197 * rng.next() ** 2.5);
  const q = rng.next(); // how well liked this book is
  const weights = [0.02 + 0.05 * (1 - q), 0.03 + 0.06 * (1 - q), 0.07 + 0.12 * (1 - q), 0.3, 0.33 + 0.3 * q];
  const stars = [0, 1, 2, 3, 4] as const;
  for (let i = 0; i < total; i++) counts[rng.weighted(stars, (s) => weights[s] ?? 0)]++;
  return counts;
}

/** Publication year 2015–2026, recent years more likely. */
function yearOf(rng: Random): number {
  return 2026 - Math.floor(12 * rng.next() ** 1.6);
}

/** A deterministic creation timestamp within the publication year, never after CATALOG_AS_OF. */
function createdAtOf(rng: Random, year: number): string {
  const lastMonth = year === Number(CATALOG_AS_OF.slice(0, 4)) ? Number(CATALOG_AS_OF.slice(5, 7)) : 12;
  const month = String(rng.int(1, lastMonth)).padStart(2, "0");
  const day = String(rng.int(1, 28)).padStart(2, "0");
  const hour = String(rng.int(1, 10)).padStart(2, "0");
  return `${year}-${month}-${day}T${hour}:00:00.000Z`;
}

/** A 2–4 sentence description: intro about the title, one or two facts, audience or digital note. */
function descriptionOf(rng: Random, def: CategoryDef, title: string, isDigital: boolean): string {
  const body = isDigital ? def.body : [...def.body, ...(def.printBody ?? [])];
  const sentences = [rng.pick(def.intros)(title), ...rng.sample(body, rng.int(1, 2))];
  if (isDigital) sentences.push(DIGITAL_SENTENCE);
  else if (rng.chance(0.6)) sentences.push(rng.pick(def.audience));
  return sentences.slice(0, 4).join(" ");
}

// ---------------------------------------------------------------------------------------------
// The catalogue

/** The seeded catalogue: category rows and product rows (ids 1..N), ready to insert. */
export interface Catalog {
  categories: readonly CategoryRow[];
  products: readonly ProductRow[];
}

/** How many of the first products must be printed and in stock (tests buy them). */
const BUYABLE_FIRST = 5;
const BUYABLE_MIN_STOCK = 20;
/** Share of printed books seeded with stock 0. */
const OUT_OF_STOCK_SHARE = 0.08;

/**
 * Builds the whole catalogue from {@link SEED}. Pure and deterministic: two calls give deep-equal
 * results. Prefer {@link getCatalog}, which builds it once.
 */
export function buildCatalog(): Catalog {
  const titleRng = Random.forLabel(SEED, "catalog:titles");
  const authorRng = Random.forLabel(SEED, "catalog:authors");
  const attrRng = Random.forLabel(SEED, "catalog:attributes");
  const isbnRng = Random.forLabel(SEED, "catalog:isbn");

  const taken = new Set<string>();
  const total = CATEGORY_DEFS.reduce((n, d) => n + d.count, 0);
  // Distinct 4-digit publication elements: 978-604-62-PPPP-C.
  const publicationNumbers = isbnRng.sample(
    Array.from({ length: 10_000 }, (_, i) => i),
    total,
  );

  const rows: ProductRow[] = [];
  CATEGORY_DEFS.forEach((def, c) => {
    const category = CATEGORIES[c] as CategoryRow;
    const pool = authorPool(authorRng, def.authorStyle, Math.max(8, Math.ceil(def.count / 2)));
    for (const title of chooseTitles(titleRng, def, taken)) {
      const id = rows.length + 1;
      const mustBeBuyable = id <= BUYABLE_FIRST;
      const isDigital = !mustBeBuyable && attrRng.chance(def.digitalShare);
      const authors = authorsOf(authorRng, pool);
      const pageCount = clamp(attrRng.int(def.pages[0], def.pages[1]), 80, 900);
      const { price, salePrice } = pricesOf(attrRng, def, pageCount, isDigital);
      const stock = isDigital ? 0 : attrRng.int(mustBeBuyable ? BUYABLE_MIN_STOCK : 1, 200);
      const [rating1, rating2, rating3, rating4, rating5] = ratingsOf(attrRng);
      const reviews = rating1 + rating2 + rating3 + rating4 + rating5;
      const publishYear = yearOf(attrRng);
      const first12 = `${VIETNAM_ISBN_PREFIX}${ISBN_REGISTRANT}${String(publicationNumbers[id - 1]).padStart(4, "0")}`;
      const isbn = formatIsbn13(`${first12}${isbn13CheckDigit(first12)}`, { group: 3, registrant: ISBN_REGISTRANT.length });
      rows.push({
        id,
        name: title,
        searchText: toSearchText(`${title} ${authors}`),
        slug: slugify(title),
        authors,
        isbn,
        publisher: PUBLISHER,
        publishYear,
        pageCount,
        size: SIZE[attrRng.weighted(Object.keys(def.sizes) as SizeKey[], (k) => def.sizes[k] ?? 0)],
        description: descriptionOf(attrRng, def, title, isDigital),
        price,
        salePrice,
        stock,
        isDigital,
        weightGrams: isDigital ? 0 : bookWeightGrams(pageCount),
        categoryId: category.id,
        rating1,
        rating2,
        rating3,
        rating4,
        rating5,
        soldCount: reviews > 0 ? reviews * attrRng.int(4, 15) + attrRng.int(0, 40) : attrRng.int(0, 30),
        coverFile: `${isbn}.svg`,
        createdAt: createdAtOf(attrRng, publishYear),
      });
    }
  });

  // Exactly OUT_OF_STOCK_SHARE of the printed books (at least one, never 1..BUYABLE_FIRST) are sold out.
  const printed = rows.filter((p) => !p.isDigital && p.id > BUYABLE_FIRST);
  const soldOut = Math.max(1, Math.round(printed.length * OUT_OF_STOCK_SHARE));
  for (const p of Random.forLabel(SEED, "catalog:sold-out").sample(printed, soldOut)) p.stock = 0;
  return { categories: CATEGORIES, products: rows };
}

let cached: Catalog | undefined;

/** The catalogue, built on first use and shared afterwards. Treat it as read-only. */
export function getCatalog(): Catalog {
  cached ??= buildCatalog();
  return cached;
}

/**
 * Seeded products with a known situation, for tests and demos:
 * - `outOfStockProductId`: the first printed book with stock 0;
 * - `digitalProductId`: the first digital-only book.
 */
export const SEED_FACTS: Readonly<{ outOfStockProductId: number; digitalProductId: number }> = Object.freeze({
  outOfStockProductId: firstId((p) => !p.isDigital && p.stock === 0, "printed book out of stock"),
  digitalProductId: firstId((p) => p.isDigital === true, "digital-only book"),
});

function firstId(predicate: (p: ProductRow) => boolean, what: string): number {
  const found = getCatalog().products.find(predicate);
  if (!found) throw new Error(`The seeded catalogue has no ${what}`);
  return found.id;
}
