/**
 * The seeded news and events (spec §2 /tin-sach, §3 News): 66 articles of the publishing house from
 * January 2025 to October 2026 and 16 tags.
 *
 * Every article has a title, a slug (`url`), a summary, an author, a view count and an HTML body
 * written the way the publisher's editors write: a lead paragraph, `h2`/`h3` headings, paragraphs, a
 * figure (a generated SVG at `/media/news/tin-{id}-hinh-{n}.svg`), a list and a table. A few embed a
 * YouTube video (`<iframe>`; the video ids are placeholders), and ONE article (`unsafe: true`) contains
 * what an editor pastes from other sites — a `<script>`, an `onerror=` attribute and a `javascript:`
 * link — for the storefront's sanitizer tests: the upstream stores and serves HTML as written.
 *
 * Articles about a book (launches, awards, author talks) name a real seeded product and link to it
 * (`/san-pham/{id}`); their date is after the product's creation. Ids are 1..N in publication order.
 * Deterministic: texts come from fixed specs, details (venues, numbers, times) from a seeded Random.
 */
import type { news, newsTagLinks, newsTags } from "../db/schema";
import { slugify, toSearchText } from "../domain/text";
import { a, addDays, escapeHtml, figure, formatCount, formatDay, formatVnd, h2, h3, ol, p, table, ul, vnInstant, weekdayOf } from "./html";
import { categoryIdBySlug, getCatalog, personName, PUBLISHER, type ProductRow } from "./catalog";
import { Random, SEED } from "./random";

type NewsTagRow = typeof newsTags.$inferInsert & { id: number };
type NewsRow = typeof news.$inferInsert & { id: number };
type NewsTagLinkRow = typeof newsTagLinks.$inferInsert;

/** The news tags, in menu order (ids 1..n). */
const NEWS_TAG_NAMES = [
  "Ra mắt sách",
  "Giáo trình",
  "Giáo dục đại học",
  "Hội thảo",
  "Hội sách",
  "Văn hóa đọc",
  "Giải thưởng",
  "Khuyến mãi",
  "Sách điện tử",
  "Chuyển đổi số",
  "Bản quyền",
  "Hợp tác quốc tế",
  "Hoạt động cộng đồng",
  "Giao lưu tác giả",
  "Tuyển dụng",
  "Thông báo",
] as const;
type TagName = (typeof NEWS_TAG_NAMES)[number];

/** Size of the in-article figures (server/media/content-svg.ts `renderFigureSvg`). */
const NEWS_FIGURE_SIZE = { width: 1200, height: 675 } as const;
/** Figures an article may reference: `tin-{id}-hinh-1.svg` … `tin-{id}-hinh-9.svg`. */
export const MAX_NEWS_FIGURES = 9;

/** File name of an article's lead image (and, with `thumb-`, of its thumbnail). */
const newsImageFile = (id: number) => `tin-${id}.svg`;
/** Path of figure `n` of article `id` on the media host. */
const newsFigurePath = (id: number, n: number) => `/media/news/tin-${id}-hinh-${n}.svg`;

type Kind =
  | "launch"
  | "award"
  | "talk"
  | "seminar"
  | "bookfair"
  | "promo"
  | "digital"
  | "community"
  | "copyright"
  | "cooperation"
  | "textbook"
  | "recruit"
  | "notice";

/** What a body builder gets. */
interface Ctx {
  id: number;
  title: string;
  summary: string;
  /** Publication day, "yyyy-MM-dd" (Vietnam). */
  day: string;
  rng: Random;
  book: ProductRow | undefined;
  spec: ArticleSpec;
  /** Figure `n` of this article with its caption. */
  fig: (n: number, caption: string) => string;
}

/** One article as written by hand; book articles get their title and summary from the book. */
interface ArticleSpec {
  /** Publication day in Vietnam, "yyyy-MM-dd". */
  day: string;
  kind: Kind;
  tags: readonly TagName[];
  title?: string;
  summary?: string;
  /** Exact name of the seeded product the article is about. */
  book?: string;
  focus?: true;
  /** YouTube video id of an embedded video (placeholder ids). */
  video?: string;
  /** Paste an embed script, an onerror handler and a javascript: link into the body. */
  unsafe?: true;
  /** List items replacing the kind's default list. */
  points?: readonly string[];
  /** Who received books (community articles): name and number of books. */
  recipients?: readonly (readonly [name: string, books: number])[];
  /** Table replacing the kind's default table. */
  table?: { caption: string; head: readonly string[]; rows: readonly (readonly string[])[] };
  /** A hand-written body replacing the kind's builder (after the lead paragraph). */
  body?: (ctx: Ctx) => string[];
}

const VENUES = [
  "Hội trường Nguyễn Văn Đạo, Đại học Quốc gia Hà Nội",
  "Hội trường tầng 8, Nhà điều hành Đại học Quốc gia Hà Nội",
  "Thư viện Quốc gia Việt Nam",
  "Phố Sách Hà Nội",
  "Trung tâm Thông tin – Thư viện, Đại học Quốc gia Hà Nội",
  "khu đô thị Đại học Quốc gia Hà Nội tại Hòa Lạc",
  "Đường sách Thành phố Hồ Chí Minh",
] as const;

const BYLINES = ["Minh Anh", "Thu Hà", "Quang Huy", "Ngọc Lan", "Hoàng Nam", "Phương Thảo", "Ban Truyền thông"] as const;

const LAUNCH_POINTS = [
  "Hệ thống hóa kiến thức nền tảng theo chương trình đào tạo mới của các trường đại học",
  "Nhiều ví dụ, tình huống và bài tập gắn với thực tiễn Việt Nam",
  "Câu hỏi ôn tập và bài tập có lời giải cuối mỗi chương",
  "Danh mục thuật ngữ Việt – Anh giúp tra cứu nhanh",
  "Tài liệu tham khảo được cập nhật đến năm xuất bản",
  "Hình vẽ, sơ đồ và bảng biểu được thiết kế lại rõ ràng, dễ theo dõi",
  "Phù hợp cho cả sinh viên chính quy, học viên sau đại học và người tự học",
] as const;

const JURY_POINTS = [
  "Nội dung khoa học, chính xác, được thẩm định kỹ lưỡng",
  "Cách trình bày mạch lạc, hấp dẫn với nhiều đối tượng bạn đọc",
  "Đóng góp thiết thực cho công tác đào tạo và nghiên cứu",
  "Hình thức xuất bản đẹp, đầu tư công phu về minh họa",
  "Góp phần lan tỏa văn hóa đọc trong cộng đồng",
] as const;

const TALK_TIPS = [
  "Đọc giáo trình trước mỗi buổi học và ghi lại những câu hỏi của mình",
  "Làm đủ bài tập cuối chương trước khi tìm đến lời giải",
  "Học nhóm để trao đổi, giải thích cho nhau những phần khó",
  "Đọc thêm các tài liệu tham khảo được giới thiệu trong sách",
  "Ghi chép bằng sơ đồ tư duy để hệ thống hóa kiến thức",
  "Đặt mục tiêu đọc ít nhất 20 trang sách chuyên ngành mỗi ngày",
] as const;

/** The article specs, in any order (ids follow the publication day). */
const SPECS: readonly ArticleSpec[] = [
  // ----- 2025
  {
    day: "2025-01-08",
    kind: "notice",
    tags: ["Thông báo"],
    title: "Thông báo lịch nghỉ Tết Nguyên đán Ất Tỵ 2025 và lịch giao hàng",
    summary:
      "Nhà xuất bản thông báo lịch nghỉ Tết Nguyên đán Ất Tỵ 2025 của bộ phận bán hàng và thời gian giao các đơn hàng đặt trực tuyến trong dịp Tết.",
    table: {
      caption: "Lịch làm việc dịp Tết Nguyên đán Ất Tỵ 2025",
      head: ["Thời gian", "Hoạt động"],
      rows: [
        ["Đến hết ngày 22/01/2025", "Giao hàng bình thường trên toàn quốc"],
        ["Từ 23/01/2025 đến 02/02/2025", "Nghỉ Tết; website vẫn nhận đơn, sách điện tử được gửi ngay sau khi thanh toán"],
        ["Từ 03/02/2025", "Giao các đơn hàng đã đặt trong dịp Tết theo thứ tự"],
      ],
    },
    body: (c) => [
      p(
        "Thực hiện lịch nghỉ Tết Nguyên đán theo quy định của Nhà nước, Nhà xuất bản Đại học Quốc gia Hà Nội thông báo lịch nghỉ của bộ phận bán hàng và chăm sóc khách hàng như sau.",
      ),
      h2("Lịch nghỉ và lịch giao hàng"),
      c.spec.table ? table(c.spec.table.caption, c.spec.table.head, c.spec.table.rows) : "",
      c.fig(1, "Kho sách của Nhà xuất bản chuẩn bị cho mùa cao điểm Tết"),
      h2("Lưu ý khi đặt hàng dịp Tết"),
      h3("Đơn hàng sách in"),
      p(
        "Các đơn hàng sách in đặt sau ngày 20/01/2025 có thể được giao sau Tết do các đơn vị vận chuyển tạm ngừng nhận hàng. Quý khách vui lòng kiểm tra trạng thái đơn trong mục Tài khoản.",
      ),
      h3("Sách điện tử"),
      ul([
        "Sách điện tử được gửi vào thư viện của tài khoản ngay sau khi thanh toán thành công",
        "Thanh toán qua VNPay và ePay hoạt động 24/7 trong suốt kỳ nghỉ",
        "Yêu cầu hỗ trợ gửi qua email sẽ được trả lời từ ngày 03/02/2025",
      ]),
      p("Nhà xuất bản kính chúc Quý bạn đọc một năm mới an khang, thịnh vượng."),
    ],
  },
  { day: "2025-01-20", kind: "launch", tags: ["Ra mắt sách", "Chuyển đổi số"], book: "Bài tập Học sâu" },
  {
    day: "2025-02-05",
    kind: "talk",
    tags: ["Giao lưu tác giả", "Giáo trình"],
    book: "Giáo trình Kinh tế vi mô (Dùng cho sinh viên các trường đại học)",
  },
  {
    day: "2025-02-20",
    kind: "seminar",
    tags: ["Hội thảo", "Giáo trình", "Giáo dục đại học"],
    title: "Hội thảo “Biên soạn giáo trình đại học theo tiếp cận năng lực”",
    summary:
      "Hơn 150 giảng viên, nhà khoa học đã cùng trao đổi về cách biên soạn giáo trình gắn với chuẩn đầu ra và năng lực của người học.",
    points: [
      "Xây dựng mục tiêu chương gắn với chuẩn đầu ra của học phần",
      "Thiết kế câu hỏi và bài tập đánh giá năng lực",
      "Kết hợp giáo trình in với học liệu số",
      "Quy trình thẩm định và nghiệm thu giáo trình",
    ],
  },
  {
    day: "2025-03-05",
    kind: "digital",
    tags: ["Sách điện tử", "Chuyển đổi số"],
    title: "Ra mắt ứng dụng đọc sách điện tử trên điện thoại",
    summary: "Bạn đọc nay có thể đọc các sách điện tử đã mua trên điện thoại, máy tính bảng, kể cả khi không có kết nối mạng.",
  },
  { day: "2025-03-12", kind: "launch", tags: ["Ra mắt sách", "Sách điện tử", "Chuyển đổi số"], book: "Dữ liệu lớn: Cơ hội và thách thức" },
  {
    day: "2025-03-18",
    kind: "community",
    tags: ["Hoạt động cộng đồng", "Văn hóa đọc"],
    title: "Trao tặng 2.000 cuốn sách cho thư viện các trường vùng cao Hà Giang",
    summary:
      "Đoàn công tác của Nhà xuất bản đã trao tặng 2.000 cuốn sách và tủ sách cho năm trường học tại các huyện vùng cao của tỉnh Hà Giang.",
    recipients: [
      ["Trường Phổ thông Dân tộc nội trú tỉnh Hà Giang", 500],
      ["Trường THPT Đồng Văn", 400],
      ["Trường THCS Bán trú Mèo Vạc", 400],
      ["Trường Tiểu học Sà Phìn", 350],
      ["Trường Tiểu học Lũng Cú", 350],
    ],
  },
  {
    day: "2025-04-10",
    kind: "bookfair",
    tags: ["Hội sách", "Văn hóa đọc", "Khuyến mãi"],
    title: "Hưởng ứng Ngày Sách và Văn hóa đọc Việt Nam 21/4/2025",
    summary:
      "Chuỗi hoạt động giới thiệu sách, giao lưu tác giả và ưu đãi giảm giá đến 30% diễn ra tại Phố Sách Hà Nội và trên website của Nhà xuất bản.",
    video: "pQ7vR2mXk9A",
  },
  { day: "2025-04-22", kind: "award", tags: ["Giải thưởng", "Văn hóa đọc"], book: "Hoàng thành Thăng Long – Di sản văn hóa thế giới" },
  {
    day: "2025-05-06",
    kind: "copyright",
    tags: ["Bản quyền", "Thông báo"],
    title: "Cảnh báo tình trạng giáo trình in lậu bán trên mạng xã hội",
    summary:
      "Nhiều giáo trình của Nhà xuất bản bị in lậu, bán với giá rẻ trên mạng xã hội. Bạn đọc nên mua sách tại các kênh chính thức để được bảo đảm chất lượng.",
  },
  { day: "2025-05-20", kind: "talk", tags: ["Giao lưu tác giả", "Chuyển đổi số"], book: "Lập trình Python – Lý thuyết và thực hành" },
  {
    day: "2025-05-30",
    kind: "seminar",
    tags: ["Hội thảo", "Giáo dục đại học"],
    title: "Tọa đàm “Tự chủ đại học và vai trò của nhà xuất bản đại học”",
    summary: "Các chuyên gia bàn về mô hình nhà xuất bản trong trường đại học tự chủ: từ đặt hàng giáo trình đến phát hành học liệu mở.",
    points: [
      "Cơ chế đặt hàng và tài trợ biên soạn giáo trình",
      "Quyền tác giả của giảng viên đối với giáo trình",
      "Liên kết xuất bản giữa các trường đại học",
      "Mô hình học liệu mở và bền vững tài chính",
    ],
  },
  {
    day: "2025-06-03",
    kind: "cooperation",
    tags: ["Hợp tác quốc tế", "Bản quyền"],
    title: "Ký kết hợp tác xuất bản sách song ngữ với các nhà xuất bản đại học Hàn Quốc",
    summary: "Biên bản ghi nhớ mở ra kế hoạch chuyển nhượng bản quyền và xuất bản song ngữ Việt – Hàn 30 đầu sách trong ba năm.",
  },
  {
    day: "2025-06-17",
    kind: "textbook",
    tags: ["Giáo trình", "Giáo dục đại học"],
    title: "Tập huấn nghiệp vụ biên tập giáo trình cho giảng viên năm 2025",
    summary:
      "Khóa tập huấn giúp giảng viên nắm quy trình biên soạn, trình bày và thẩm định giáo trình trước khi gửi bản thảo đến Nhà xuất bản.",
  },
  { day: "2025-06-18", kind: "launch", tags: ["Ra mắt sách", "Giáo trình"], book: "Giáo trình Xác suất thống kê" },
  {
    day: "2025-07-15",
    kind: "recruit",
    tags: ["Tuyển dụng"],
    title: "Tuyển dụng biên tập viên và nhân viên kinh doanh năm 2025",
    summary:
      "Nhà xuất bản tuyển 5 biên tập viên các mảng khoa học xã hội, kinh tế, công nghệ thông tin và 3 nhân viên kinh doanh, hạn nộp hồ sơ 15/8/2025.",
    table: {
      caption: "Các vị trí tuyển dụng năm 2025",
      head: ["Vị trí", "Số lượng", "Nơi làm việc"],
      rows: [
        ["Biên tập viên khoa học xã hội và nhân văn", "2", "Hà Nội"],
        ["Biên tập viên kinh tế – luật", "2", "Hà Nội"],
        ["Biên tập viên công nghệ thông tin", "1", "Hà Nội"],
        ["Nhân viên kinh doanh", "3", "Hà Nội, TP. Hồ Chí Minh"],
      ],
    },
  },
  {
    day: "2025-07-16",
    kind: "launch",
    tags: ["Ra mắt sách", "Giáo trình"],
    book: "Giáo trình Địa lý tự nhiên đại cương (Dùng cho sinh viên các trường đại học)",
  },
  {
    day: "2025-07-28",
    kind: "copyright",
    tags: ["Bản quyền", "Giáo trình"],
    title: "Những điều tác giả cần biết về hợp đồng xuất bản và nhuận bút",
    summary:
      "Từ quyền tác giả, thời hạn hợp đồng đến cách tính nhuận bút sách in và sách điện tử: những câu hỏi thường gặp của giảng viên khi xuất bản giáo trình.",
    table: {
      caption: "Các khoản tác giả nhận được",
      head: ["Khoản", "Sách in", "Sách điện tử"],
      rows: [
        ["Nhuận bút", "Theo tỷ lệ phần trăm giá bìa nhân số bản in", "Theo tỷ lệ phần trăm doanh thu"],
        ["Thời điểm thanh toán", "Sau khi phát hành", "Hằng quý"],
        ["Sách biếu tác giả", "10 bản", "Tài khoản đọc miễn phí"],
      ],
    },
  },
  {
    day: "2025-08-01",
    kind: "promo",
    tags: ["Khuyến mãi", "Giáo trình"],
    title: "Mùa tựu trường 2025: giảm đến 30% giáo trình và sách tham khảo",
    summary:
      "Từ 01/8 đến 30/9/2025, hàng trăm đầu giáo trình và sách tham khảo được giảm giá đến 30%, miễn phí giao hàng cho đơn từ 500.000 ₫.",
  },
  {
    day: "2025-08-12",
    kind: "digital",
    tags: ["Sách điện tử", "Giáo dục đại học"],
    title: "Miễn phí học liệu số cho tân sinh viên khóa 2025",
    summary:
      "Tân sinh viên các trường thành viên được đọc miễn phí 20 đầu sách điện tử về kỹ năng học tập và nghiên cứu trong học kỳ đầu tiên.",
  },
  {
    day: "2025-08-26",
    kind: "seminar",
    tags: ["Hội thảo", "Chuyển đổi số", "Giáo dục đại học"],
    title: "Hội thảo khoa học “Chuyển đổi số trong giáo dục đại học: Từ chính sách đến thực tiễn”",
    summary: "Hội thảo tập trung vào học liệu số, dữ liệu người học và năng lực số của giảng viên trong các trường đại học Việt Nam.",
    points: [
      "Khung năng lực số cho giảng viên và sinh viên",
      "Học liệu số và bản quyền trong môi trường trực tuyến",
      "Phân tích dữ liệu học tập để hỗ trợ người học",
      "Kinh nghiệm triển khai đào tạo kết hợp",
    ],
  },
  { day: "2025-09-22", kind: "launch", tags: ["Ra mắt sách", "Sách điện tử"], book: "Nhập môn sinh học phân tử" },
  {
    day: "2025-09-23",
    kind: "community",
    tags: ["Hoạt động cộng đồng", "Văn hóa đọc"],
    title: "Chương trình “Sách hay cho sinh viên”: 5.000 cuốn sách đến với ký túc xá",
    summary: "Năm tủ sách với 5.000 cuốn sách chuyên ngành và kỹ năng đã được đặt tại các ký túc xá sinh viên ở Hà Nội.",
    recipients: [
      ["Ký túc xá Mỹ Đình", 1200],
      ["Ký túc xá Mễ Trì", 1000],
      ["Ký túc xá Ngoại ngữ", 1000],
      ["Ký túc xá tại Hòa Lạc", 1000],
      ["Ký túc xá Ngoại thương", 800],
    ],
  },
  {
    day: "2025-09-30",
    kind: "digital",
    tags: ["Sách điện tử"],
    title: "Hướng dẫn đọc sách điện tử trên máy tính, máy tính bảng và điện thoại",
    summary: "Các bước để mua, mở và đọc sách điện tử của Nhà xuất bản trên mọi thiết bị, kèm video hướng dẫn chi tiết.",
    video: "Xk3Jd9qL2vA",
  },
  {
    day: "2025-10-07",
    kind: "bookfair",
    tags: ["Hội sách", "Văn hóa đọc"],
    title: "Gian hàng Nhà xuất bản tại Hội sách Thủ đô mùa thu 2025",
    summary: "Gần 1.500 đầu sách, nhiều hoạt động giao lưu và ưu đãi đến 40% chờ đón bạn đọc tại gian hàng của Nhà xuất bản.",
  },
  { day: "2025-10-21", kind: "talk", tags: ["Giao lưu tác giả", "Văn hóa đọc"], book: "Phát triển kỹ năng giao tiếp cho sinh viên" },
  {
    day: "2025-11-04",
    kind: "award",
    tags: ["Giải thưởng", "Văn hóa đọc"],
    title: "Nhà xuất bản nhận Bằng khen vì thành tích phát triển văn hóa đọc",
    summary:
      "Nhà xuất bản được ghi nhận vì những đóng góp trong phong trào phát triển văn hóa đọc, đặc biệt là các chương trình tặng sách cho vùng khó khăn.",
  },
  {
    day: "2025-11-18",
    kind: "promo",
    tags: ["Khuyến mãi", "Giáo dục đại học"],
    title: "Tri ân Ngày Nhà giáo Việt Nam 20/11: ưu đãi 20% cho thầy cô",
    summary:
      "Từ 15/11 đến 25/11/2025, toàn bộ sách chuyên khảo và sách tham khảo giảm 20%; thầy cô nhận thêm quà tặng với đơn hàng từ 300.000 ₫.",
  },
  { day: "2025-11-26", kind: "launch", tags: ["Ra mắt sách"], book: "Lịch sử Việt Nam cận đại (1858 – 1945)" },
  {
    day: "2025-11-28",
    kind: "promo",
    tags: ["Khuyến mãi", "Sách điện tử"],
    title: "Black Friday: sách điện tử giảm thêm 15% trong ba ngày",
    summary: "Từ 28/11 đến 30/11/2025, toàn bộ sách điện tử được giảm thêm 15% so với giá bán, áp dụng cùng các mã khuyến mãi hiện hành.",
  },
  { day: "2025-12-02", kind: "award", tags: ["Giải thưởng", "Văn hóa đọc"], book: "Mười vạn câu hỏi vì sao – Cơ thể người" },
  {
    day: "2025-12-09",
    kind: "seminar",
    tags: ["Hội thảo", "Văn hóa đọc"],
    title: "Tọa đàm “Văn hóa đọc của sinh viên trong thời đại số”",
    summary:
      "Sinh viên đọc gì, đọc ở đâu và đọc như thế nào khi điện thoại luôn trong tầm tay? Các diễn giả chia sẻ kết quả khảo sát hơn 3.000 sinh viên.",
    points: [
      "Thói quen đọc sách giấy và sách điện tử của sinh viên",
      "Vai trò của thư viện đại học trong thời đại số",
      "Câu lạc bộ đọc sách và các mô hình lan tỏa",
      "Gợi ý tủ sách cho sinh viên năm nhất",
    ],
  },
  { day: "2025-12-18", kind: "launch", tags: ["Ra mắt sách", "Giáo trình"], book: "Nhập môn Mạng máy tính" },
  // ----- 2026
  {
    day: "2026-01-06",
    kind: "notice",
    tags: ["Thông báo", "Ra mắt sách"],
    title: "Tổng kết năm 2025: hơn 300 đầu sách mới đến tay bạn đọc",
    summary:
      "Năm 2025, Nhà xuất bản đã xuất bản 312 đầu sách mới, trong đó có 86 giáo trình và 54 sách điện tử, phục vụ hàng trăm nghìn sinh viên trên cả nước.",
    table: {
      caption: "Một số kết quả năm 2025",
      head: ["Chỉ tiêu", "Năm 2024", "Năm 2025"],
      rows: [
        ["Đầu sách mới", "287", "312"],
        ["Giáo trình", "79", "86"],
        ["Sách điện tử", "31", "54"],
        ["Đơn hàng trực tuyến", "41.200", "58.900"],
      ],
    },
    body: (c) => [
      h2("Một năm nhiều dấu ấn"),
      p(
        "Năm 2025 đánh dấu bước phát triển mạnh của mảng sách điện tử và bán hàng trực tuyến. Bên cạnh các giáo trình truyền thống, Nhà xuất bản đã phát hành nhiều sách chuyên khảo, kỷ yếu hội thảo và sách kỹ năng cho sinh viên.",
      ),
      c.fig(1, "Hội nghị tổng kết công tác năm 2025 của Nhà xuất bản"),
      h2("Kết quả nổi bật"),
      c.spec.table ? table(c.spec.table.caption, c.spec.table.head, c.spec.table.rows) : "",
      h3("Chất lượng xuất bản"),
      p(
        "Tất cả bản thảo đều qua quy trình thẩm định, biên tập ba vòng và đọc duyệt trước khi in. Tỷ lệ sách tái bản có chỉnh lý tiếp tục tăng, cho thấy sự tin cậy của giảng viên và sinh viên.",
      ),
      h3("Kế hoạch năm 2026"),
      ul([
        "Xuất bản ít nhất 100 giáo trình theo chương trình đào tạo mới",
        "Nâng số sách điện tử lên 100 đầu sách",
        "Mở rộng hợp tác bản quyền với các đối tác quốc tế",
        "Rút ngắn thời gian giao hàng nội thành Hà Nội xuống 24 giờ",
      ]),
      p("Nhà xuất bản trân trọng cảm ơn các tác giả, bạn đọc và đối tác đã đồng hành trong năm qua."),
    ],
  },
  {
    day: "2026-01-20",
    kind: "notice",
    tags: ["Thông báo"],
    title: "Thông báo lịch nghỉ Tết Nguyên đán Bính Ngọ 2026",
    summary:
      "Bộ phận bán hàng nghỉ Tết từ 13/02 đến 22/02/2026; các đơn hàng sách in đặt trong thời gian này sẽ được giao từ ngày 23/02/2026.",
    table: {
      caption: "Lịch làm việc dịp Tết Nguyên đán Bính Ngọ 2026",
      head: ["Thời gian", "Hoạt động"],
      rows: [
        ["Đến hết ngày 12/02/2026", "Giao hàng bình thường trên toàn quốc"],
        ["Từ 13/02/2026 đến 22/02/2026", "Nghỉ Tết; website vẫn nhận đơn, sách điện tử được gửi ngay sau khi thanh toán"],
        ["Từ 23/02/2026", "Giao các đơn hàng đã đặt trong dịp Tết theo thứ tự"],
      ],
    },
    body: (c) => [
      p("Nhà xuất bản Đại học Quốc gia Hà Nội trân trọng thông báo lịch nghỉ Tết Nguyên đán Bính Ngọ 2026 và kế hoạch giao hàng như sau."),
      h2("Lịch nghỉ và lịch giao hàng"),
      c.spec.table ? table(c.spec.table.caption, c.spec.table.head, c.spec.table.rows) : "",
      c.fig(1, "Những đơn hàng cuối cùng trước kỳ nghỉ Tết Bính Ngọ"),
      h2("Để nhận sách trước Tết"),
      h3("Thời hạn đặt hàng"),
      p("Để nhận sách trước Tết, Quý khách ở Hà Nội vui lòng đặt hàng trước ngày 10/02/2026, ở các tỉnh thành khác trước ngày 07/02/2026."),
      h3("Hỗ trợ trong kỳ nghỉ"),
      ul([
        "Thanh toán qua VNPay và ePay hoạt động bình thường",
        "Sách điện tử được gửi ngay vào thư viện của tài khoản",
        "Yêu cầu hỗ trợ qua email được trả lời từ ngày 23/02/2026",
      ]),
      p("Chúc Quý bạn đọc và gia đình năm mới Bính Ngọ bình an, hạnh phúc."),
    ],
  },
  {
    day: "2026-01-28",
    kind: "promo",
    tags: ["Khuyến mãi"],
    title: "Lì xì đầu xuân: tặng mã giảm giá cho đơn hàng đầu năm",
    summary: "Từ mùng 6 Tết, mỗi đơn hàng từ 200.000 ₫ nhận ngay mã lì xì giảm 20.000 ₫ cho lần mua tiếp theo.",
  },
  {
    day: "2026-02-03",
    kind: "bookfair",
    tags: ["Hội sách", "Văn hóa đọc"],
    title: "Đường sách Tết Bính Ngọ 2026: gian hàng sách đại học",
    summary: "Lần đầu tiên sách đại học có mặt tại Đường sách Tết với không gian trưng bày giáo trình, sách khoa học và sách thiếu nhi.",
  },
  { day: "2026-02-12", kind: "launch", tags: ["Ra mắt sách", "Văn hóa đọc"], book: "Em yêu khoa học – Ánh sáng và âm thanh" },
  {
    day: "2026-02-24",
    kind: "copyright",
    tags: ["Bản quyền"],
    title: "Hướng dẫn nhận biết sách thật qua tem chống giả và mã QR",
    summary:
      "Từ năm 2026, mọi sách in của Nhà xuất bản đều có tem chống giả kèm mã QR. Bài viết hướng dẫn cách kiểm tra chỉ trong vài giây.",
  },
  {
    day: "2026-03-17",
    kind: "cooperation",
    tags: ["Chuyển đổi số", "Giáo dục đại học"],
    title: "Hợp tác với thư viện các trường đại học xây dựng kho học liệu mở",
    summary: "Mười thư viện đại học và Nhà xuất bản cùng xây dựng kho học liệu mở với hơn 500 bài giảng, giáo trình điện tử dùng chung.",
  },
  { day: "2026-03-30", kind: "launch", tags: ["Ra mắt sách", "Giáo trình"], book: "Bài giảng Vật lý đại cương" },
  { day: "2026-03-31", kind: "award", tags: ["Giải thưởng"], book: "Atlas giải phẫu người" },
  {
    day: "2026-04-08",
    kind: "bookfair",
    tags: ["Hội sách", "Văn hóa đọc"],
    title: "Ngày Sách và Văn hóa đọc Việt Nam 2026: chuỗi hoạt động tại 10 trường đại học",
    summary: "Từ 15/4 đến 25/4/2026, hội sách lưu động, giao lưu tác giả và thi tìm hiểu sách sẽ diễn ra tại 10 trường đại học ở Hà Nội.",
  },
  {
    day: "2026-04-21",
    kind: "promo",
    tags: ["Khuyến mãi", "Văn hóa đọc"],
    title: "Ưu đãi đặc biệt ngày 21/4: giảm 25% toàn bộ sách tham khảo",
    summary: "Chỉ trong ngày 21/4/2026, toàn bộ sách tham khảo trên website giảm 25%, áp dụng cùng mã GIAM10.",
  },
  { day: "2026-04-28", kind: "launch", tags: ["Ra mắt sách", "Sách điện tử", "Văn hóa đọc"], book: "Văn hóa đọc trong thời đại số" },
  {
    day: "2026-05-05",
    kind: "seminar",
    tags: ["Hội thảo", "Bản quyền", "Giáo dục đại học"],
    title: "Hội thảo quốc gia “Xuất bản học thuật và liêm chính khoa học”",
    summary: "Các nhà xuất bản đại học và tạp chí khoa học bàn giải pháp ngăn chặn đạo văn, bảo đảm chất lượng công bố khoa học.",
    points: [
      "Kiểm tra trùng lặp và chống đạo văn trong xuất bản",
      "Bình duyệt độc lập đối với sách chuyên khảo",
      "Quyền tác giả trong nghiên cứu có sử dụng trí tuệ nhân tạo",
      "Chuẩn mực trích dẫn và công bố dữ liệu",
    ],
  },
  {
    day: "2026-05-19",
    kind: "textbook",
    tags: ["Giáo trình", "Ra mắt sách"],
    title: "Phát hành bộ giáo trình lý luận chính trị tái bản có chỉnh lý",
    summary:
      "Bộ giáo trình các môn lý luận chính trị được tái bản có chỉnh lý, cập nhật theo chương trình mới, sẵn sàng cho năm học 2026–2027.",
  },
  {
    day: "2026-05-26",
    kind: "notice",
    tags: ["Thông báo", "Giáo trình"],
    title: "Thông báo tiếp nhận bản thảo đợt 2 năm 2026",
    summary: "Nhà xuất bản tiếp nhận bản thảo giáo trình, sách chuyên khảo và sách tham khảo đợt 2 năm 2026 đến hết ngày 31/7/2026.",
    table: {
      caption: "Tiến độ xét duyệt bản thảo đợt 2 năm 2026",
      head: ["Bước", "Thời gian"],
      rows: [
        ["Tiếp nhận bản thảo", "01/6 – 31/7/2026"],
        ["Thẩm định nội dung", "Tháng 8/2026"],
        ["Thông báo kết quả", "Trước 15/9/2026"],
        ["Ký hợp đồng xuất bản", "Tháng 9 – 10/2026"],
      ],
    },
    body: (c) => [
      h2("Đối tượng và thể loại"),
      p(
        `Nhà xuất bản tiếp nhận bản thảo của giảng viên, nhà khoa học trong và ngoài Đại học Quốc gia Hà Nội. Bản thảo gửi trực tuyến tại mục ${a("/tiep-nhan-ban-thao", "Tiếp nhận bản thảo")} trên website.`,
      ),
      c.fig(1, "Biên tập viên trao đổi với tác giả về bản thảo"),
      h2("Yêu cầu hồ sơ"),
      h3("Bản thảo"),
      ul([
        "Bản thảo hoàn chỉnh dạng tệp Word hoặc PDF",
        "Đề cương chi tiết và tóm tắt nội dung",
        "Lý lịch khoa học của tác giả",
        "Ý kiến của đơn vị đặt hàng (đối với giáo trình)",
      ]),
      h3("Tiến độ"),
      c.spec.table ? table(c.spec.table.caption, c.spec.table.head, c.spec.table.rows) : "",
      p("Mọi thắc mắc xin gửi về email bientap@nxbdhqg.vn hoặc gọi số 024 3972 4770 trong giờ hành chính."),
    ],
  },
  {
    day: "2026-06-02",
    kind: "community",
    tags: ["Hoạt động cộng đồng"],
    title: "Tặng sách cho thiếu nhi nhân Ngày Quốc tế Thiếu nhi 1/6",
    summary:
      "Hơn 1.200 cuốn sách thiếu nhi đã được trao tặng cho các em nhỏ tại Trung tâm Bảo trợ xã hội và trường tiểu học vùng khó khăn.",
    recipients: [
      ["Trung tâm Bảo trợ xã hội tỉnh Thái Nguyên", 400],
      ["Làng trẻ em SOS Hà Nội", 500],
      ["Trường Tiểu học Sà Phìn", 300],
    ],
  },
  {
    day: "2026-06-16",
    kind: "digital",
    tags: ["Sách điện tử", "Chuyển đổi số"],
    title: "Thư viện số mở cửa miễn phí mùa ôn thi",
    summary: "Từ 15/6 đến 15/7/2026, sinh viên được đọc miễn phí 50 đầu sách điện tử ôn thi các môn đại cương.",
  },
  {
    day: "2026-06-30",
    kind: "recruit",
    tags: ["Tuyển dụng"],
    title: "Tuyển dụng biên tập viên mảng khoa học tự nhiên và kỹ thuật",
    summary: "Nhà xuất bản cần tuyển 3 biên tập viên có chuyên môn toán học, vật lý hoặc kỹ thuật; hạn nộp hồ sơ 31/7/2026.",
    table: {
      caption: "Các vị trí tuyển dụng tháng 7/2026",
      head: ["Vị trí", "Số lượng", "Nơi làm việc"],
      rows: [
        ["Biên tập viên toán học", "1", "Hà Nội"],
        ["Biên tập viên vật lý", "1", "Hà Nội"],
        ["Biên tập viên kỹ thuật", "1", "Hà Nội"],
      ],
    },
  },
  { day: "2026-07-01", kind: "launch", tags: ["Ra mắt sách", "Giáo trình", "Chuyển đổi số"], book: "Giáo trình Trí tuệ nhân tạo" },
  { day: "2026-07-08", kind: "talk", tags: ["Giao lưu tác giả"], book: "Luyện thi IELTS – Kỹ năng Viết" },
  {
    day: "2026-07-14",
    kind: "seminar",
    tags: ["Hội thảo", "Giáo dục đại học"],
    title: "Hội thảo “Giáo dục STEM trong nhà trường”",
    summary:
      "Giáo viên phổ thông và giảng viên sư phạm chia sẻ kinh nghiệm tổ chức dạy học STEM và giới thiệu bộ tài liệu mới của Nhà xuất bản.",
    points: [
      "Thiết kế chủ đề STEM liên môn",
      "Đánh giá năng lực học sinh qua dự án",
      "Bồi dưỡng giáo viên dạy STEM",
      "Tài liệu và học liệu số cho giáo dục STEM",
    ],
  },
  {
    day: "2026-08-04",
    kind: "promo",
    tags: ["Khuyến mãi", "Giáo trình"],
    title: "Mùa tựu trường 2026: combo giáo trình năm nhất giảm đến 35%",
    summary:
      "Combo giáo trình các môn đại cương cho tân sinh viên giảm đến 35%, miễn phí giao hàng cho đơn từ 500.000 ₫, áp dụng đến 30/9/2026.",
    focus: true,
  },
  { day: "2026-08-08", kind: "launch", tags: ["Ra mắt sách", "Giáo trình"], book: "Giáo trình Kinh tế vĩ mô" },
  {
    day: "2026-08-18",
    kind: "textbook",
    tags: ["Giáo trình", "Giáo dục đại học"],
    title: "Hướng dẫn tân sinh viên chọn giáo trình và tài liệu học tập",
    summary: "Nên mua giáo trình nào, khi nào mua và mua ở đâu? Những gợi ý thiết thực giúp tân sinh viên chuẩn bị cho năm học đầu tiên.",
  },
  {
    day: "2026-08-28",
    kind: "notice",
    tags: ["Thông báo", "Sách điện tử"],
    title: "Nâng cấp website: thanh toán qua VNPay và ePay, nhận sách điện tử ngay",
    summary:
      "Website của Nhà xuất bản đã hỗ trợ thanh toán qua VNPay và ePay; sách điện tử được gửi vào thư viện của tài khoản ngay khi thanh toán thành công.",
    table: {
      caption: "Các phương thức thanh toán",
      head: ["Phương thức", "Hình thức", "Thời gian xác nhận"],
      rows: [
        ["VNPay", "Thẻ ATM nội địa, ứng dụng ngân hàng, mã VNPAY-QR", "Ngay lập tức"],
        ["ePay", "Thẻ quốc tế Visa, Mastercard, JCB; chuyển khoản", "Ngay lập tức"],
      ],
    },
    body: (c) => [
      h2("Thanh toán nhanh chóng, an toàn"),
      p(
        "Từ ngày 28/8/2026, bạn đọc có thể thanh toán đơn hàng trực tuyến qua hai cổng thanh toán VNPay và ePay. Thông tin thẻ được nhập trực tiếp trên trang của cổng thanh toán, Nhà xuất bản không lưu trữ thông tin thẻ.",
      ),
      c.spec.table ? table(c.spec.table.caption, c.spec.table.head, c.spec.table.rows) : "",
      c.fig(1, "Thanh toán đơn hàng trên điện thoại qua VNPay"),
      h2("Những thay đổi khác"),
      h3("Giữ hàng trong khi thanh toán"),
      p(
        "Sau khi đặt hàng, sách được giữ cho bạn trong 15 phút để hoàn tất thanh toán. Quá thời hạn này, đơn hàng chưa thanh toán sẽ tự động hủy.",
      ),
      h3("Sách điện tử"),
      ul([
        "Sách điện tử không mất phí giao hàng",
        "Đơn hàng chỉ gồm sách điện tử không cần nhập địa chỉ giao hàng",
        "Sách có ngay trong mục Thư viện của tôi sau khi thanh toán",
      ]),
      p(`Xem thêm ${a("/huong-dan-dat-hang", "hướng dẫn đặt hàng")} và ${a("/chinh-sach-mua-hang", "chính sách mua hàng")}.`),
    ],
  },
  {
    day: "2026-09-08",
    kind: "seminar",
    tags: ["Hội thảo", "Chuyển đổi số"],
    title: "Hội thảo “Trí tuệ nhân tạo trong biên soạn học liệu”",
    summary:
      "Trí tuệ nhân tạo có thể giúp gì cho người biên soạn giáo trình và đâu là giới hạn? Hội thảo quy tụ các chuyên gia công nghệ, giảng viên và biên tập viên.",
    points: [
      "Công cụ trí tuệ nhân tạo hỗ trợ soạn câu hỏi và bài tập",
      "Kiểm soát chất lượng nội dung do máy tạo ra",
      "Quyền tác giả đối với sản phẩm có sự hỗ trợ của trí tuệ nhân tạo",
      "Trải nghiệm học tập cá nhân hóa với học liệu số",
    ],
    focus: true,
    video: "aT9cW4nBv1E",
  },
  {
    day: "2026-09-15",
    kind: "cooperation",
    tags: ["Hợp tác quốc tế", "Bản quyền"],
    title: "Chuyển nhượng bản quyền 20 đầu sách với đối tác Nhật Bản",
    summary: "Hai bên sẽ chuyển nhượng bản quyền và dịch 20 đầu sách về giáo dục, văn hóa và kỹ thuật trong giai đoạn 2026–2028.",
  },
  {
    day: "2026-09-29",
    kind: "community",
    tags: ["Hoạt động cộng đồng", "Văn hóa đọc"],
    title: "Sinh viên tình nguyện mang sách đến vùng lũ miền Trung",
    summary:
      "Ba nghìn cuốn sách giáo khoa, sách tham khảo và đồ dùng học tập đã được trao cho học sinh các trường bị ảnh hưởng bởi lũ lụt tại Quảng Bình.",
    recipients: [
      ["Trường THPT Lệ Thủy", 900],
      ["Trường THCS Tân Ninh", 700],
      ["Trường Tiểu học An Thủy", 600],
      ["Thư viện tỉnh Quảng Bình", 800],
    ],
  },
  {
    day: "2026-10-06",
    kind: "bookfair",
    tags: ["Hội sách", "Văn hóa đọc"],
    title: "Hội sách đại học 2026 tại Làng Đại học",
    summary:
      "Hội sách đại học lần đầu tổ chức tại khu đô thị Đại học Quốc gia Hà Nội ở Hòa Lạc với hơn 2.000 đầu sách, giao lưu tác giả và ưu đãi đến 50%.",
    unsafe: true,
  },
  {
    day: "2026-10-13",
    kind: "award",
    tags: ["Giải thưởng"],
    title: "Ba cuốn sách của Nhà xuất bản vào chung khảo Giải thưởng Sách Quốc gia 2026",
    summary: "Ba ấn phẩm về lịch sử, y học và khoa học cho thiếu nhi của Nhà xuất bản được Ban tổ chức công bố vào vòng chung khảo.",
  },
  { day: "2026-10-15", kind: "launch", tags: ["Ra mắt sách", "Giáo trình"], book: "Kiểm thử phần mềm – Lý thuyết và thực hành" },
  {
    day: "2026-10-20",
    kind: "promo",
    tags: ["Khuyến mãi"],
    title: "Flash Sale mỗi ngày: săn sách giá sốc trên website",
    summary:
      "Mỗi ngày một chương trình Flash Sale với hàng chục đầu sách giá sốc, số lượng có hạn; giá Flash Sale thấp hơn giá bán thông thường.",
    focus: true,
    table: {
      caption: "Quy định của chương trình Flash Sale",
      head: ["Nội dung", "Quy định"],
      rows: [
        ["Thời gian", "Từ 00:00 đến 23:59 mỗi ngày (giờ Việt Nam)"],
        ["Số lượng", "Có hạn cho từng đầu sách, hiển thị trên trang Flash Sale"],
        ["Áp dụng", "Mua trực tuyến trên website, không áp dụng tại cửa hàng"],
        ["Mã khuyến mãi", "Được dùng cùng mã GIAM10"],
      ],
    },
  },
  { day: "2026-10-24", kind: "launch", tags: ["Ra mắt sách"], book: "Tiến trình lịch sử Việt Nam", focus: true, video: "mL5sH8rTq2Y" },
];

// ---------------------------------------------------------------------------------------------
// Body builders

const ebookCategoryPath = () => `/san-pham/danh-muc/${categoryIdBySlug("ebook")}`;
const textbookCategoryPath = () => `/san-pham/danh-muc/${categoryIdBySlug("giao-trinh")}`;
const firstAuthor = (authors: string) => (authors.split(", ")[0] ?? authors).replace(" (Chủ biên)", "");
const productLink = (b: ProductRow, text = "trang sản phẩm") => a(`/san-pham/${b.id}`, text);
const customTable = (c: Ctx, fallback: () => string) =>
  c.spec.table ? table(c.spec.table.caption, c.spec.table.head, c.spec.table.rows) : fallback();
const points = (c: Ctx, fallback: readonly string[]) => c.spec.points ?? fallback;

function launch(c: Ctx): string[] {
  const b = c.book as ProductRow;
  const name = escapeHtml(b.name);
  const venue = c.rng.pick(VENUES);
  const chapters = c.rng.int(6, 12);
  const year = c.day.slice(0, 4);
  return [
    h2("Nội dung chính của cuốn sách"),
    p(escapeHtml(b.description)),
    p(
      `Sách gồm ${chapters} chương. Mỗi chương đều có mục tiêu, phần tóm tắt, câu hỏi ôn tập và danh mục tài liệu tham khảo để người đọc tự học và mở rộng kiến thức.`,
    ),
    c.fig(1, `Buổi giới thiệu cuốn “${b.name}” tại ${venue}`),
    h2("Điểm mới của lần xuất bản này"),
    h3("Cập nhật kiến thức"),
    p(
      `Nhóm tác giả (${escapeHtml(b.authors)}) đã cập nhật các kết quả nghiên cứu và số liệu mới đến năm ${year}, đồng thời bổ sung nhiều ví dụ gắn với thực tiễn Việt Nam.`,
    ),
    h3("Hình thức trình bày"),
    p(
      b.isDigital
        ? "Phiên bản điện tử hỗ trợ tra cứu nhanh, đánh dấu trang, ghi chú và đọc trên máy tính, máy tính bảng, điện thoại."
        : `Sách in khổ ${b.size}, dày ${b.pageCount} trang, trên giấy định lượng cao; hình vẽ và bảng biểu rõ nét.`,
    ),
    ul(points(c, c.rng.sample(LAUNCH_POINTS, 4))),
    h2("Thông tin xuất bản"),
    table(
      "Thông tin cuốn sách",
      ["Mục", "Thông tin"],
      [
        ["Tên sách", name],
        ["Tác giả", escapeHtml(b.authors)],
        ["Nhà xuất bản", PUBLISHER],
        ["Năm phát hành", year],
        ["Số trang", String(b.pageCount)],
        ["Hình thức", b.isDigital ? "Sách điện tử" : `Sách in, khổ ${b.size}`],
        ["ISBN", b.isbn],
        ["Giá bìa", formatVnd(b.price)],
      ],
    ),
    p(`Bạn đọc có thể đặt mua sách tại ${productLink(b)} trên website hoặc tại hệ thống phát hành của Nhà xuất bản trên toàn quốc.`),
  ];
}

function award(c: Ctx): string[] {
  const b = c.book;
  // Well-liked books published before the years they are listed for.
  const year = Number(c.day.slice(0, 4));
  const winners = getCatalog()
    .products.filter((p) => p.id !== b?.id && (p.rating5 ?? 0) > 40 && p.publishYear <= year - 4)
    .slice(0, 40);
  const rows = c.rng
    .sample(winners, 3)
    .map((w, i) => [
      String(year - i - 1),
      c.rng.pick([
        "Giải B – Giải thưởng Sách Quốc gia",
        "Giải Sách hay",
        "Giải C – Giải thưởng Sách Quốc gia",
        "Sách được bạn đọc yêu thích",
      ]),
      productLink(w, escapeHtml(w.name)),
    ]);
  const about = b
    ? [
        h3("Tác giả"),
        p(
          `${escapeHtml(b.authors)} ${b.authors.includes(",") ? "là những người" : "là người"} có nhiều năm giảng dạy và nghiên cứu trong lĩnh vực của cuốn sách. ${escapeHtml(b.description)}`,
        ),
      ]
    : [
        h3("Các ấn phẩm được đề cử"),
        p(
          "Các ấn phẩm được đề cử đều là kết quả của quá trình nghiên cứu, biên soạn nhiều năm, được hội đồng khoa học của Nhà xuất bản thẩm định kỹ lưỡng.",
        ),
      ];
  return [
    h2("Ghi nhận xứng đáng"),
    p(
      `Tại lễ công bố tổ chức ở ${c.rng.pick(VENUES)}, Ban tổ chức đánh giá cao chất lượng nội dung và hình thức của các ấn phẩm đến từ Nhà xuất bản Đại học Quốc gia Hà Nội.`,
    ),
    p(
      "Giải thưởng là sự ghi nhận đối với công sức của tác giả, biên tập viên, họa sĩ và những người làm sách, đồng thời khẳng định hướng đi của Nhà xuất bản: sách học thuật phải vừa chuẩn mực, vừa gần gũi với người đọc.",
    ),
    c.fig(1, b ? `Đại diện nhóm tác giả cuốn “${b.name}” nhận giải` : "Lễ công bố các ấn phẩm vào vòng chung khảo"),
    h2("Về tác phẩm"),
    ...about,
    h3("Nhận xét của Hội đồng giám khảo"),
    ul(points(c, c.rng.sample(JURY_POINTS, 3))),
    h2("Các ấn phẩm được vinh danh những năm gần đây"),
    table("Ấn phẩm của Nhà xuất bản đạt giải", ["Năm", "Giải thưởng", "Ấn phẩm"], rows),
    p(
      b
        ? `Mời bạn đọc tìm đọc cuốn sách tại ${productLink(b)}.`
        : `Mời bạn đọc tìm đọc các ấn phẩm tại ${a("/san-pham", "trang sách")} của Nhà xuất bản.`,
    ),
  ];
}

function talk(c: Ctx): string[] {
  const b = c.book as ProductRow;
  const author = escapeHtml(firstAuthor(b.authors));
  const venue = c.rng.pick(VENUES);
  const eventDay = addDays(c.day, -c.rng.int(1, 3));
  return [
    h2("Không khí buổi giao lưu"),
    p(
      `Buổi giao lưu diễn ra sáng ${weekdayOf(eventDay).toLocaleLowerCase("vi")} ngày ${formatDay(eventDay)} tại ${venue}. Nhiều sinh viên đã đến sớm để được tác giả ký tặng sách và đặt câu hỏi.`,
    ),
    c.fig(1, `Tác giả ${firstAuthor(b.authors)} ký tặng sách cho sinh viên`),
    h2("Những chia sẻ của tác giả"),
    h3("Về quá trình biên soạn"),
    p(
      `“Cuốn sách là kết quả của nhiều năm giảng dạy. Mỗi ví dụ trong sách đều xuất phát từ câu hỏi của sinh viên trên lớp”, ${author} chia sẻ.`,
    ),
    h3("Lời khuyên dành cho sinh viên"),
    ul(points(c, c.rng.sample(TALK_TIPS, 4))),
    h2("Thông tin chương trình"),
    table(
      "Chương trình giao lưu",
      ["Nội dung", "Chi tiết"],
      [
        ["Thời gian", `08:30, ${weekdayOf(eventDay)} ngày ${formatDay(eventDay)}`],
        ["Địa điểm", venue],
        ["Hình thức", "Trực tiếp và phát trực tuyến trên trang Facebook của Nhà xuất bản"],
        ["Ưu đãi", "Giảm 20% khi mua sách tại chương trình, kèm chữ ký của tác giả"],
      ],
    ),
    p(`Cuốn “${escapeHtml(b.name)}” hiện có bán tại ${productLink(b)}.`),
  ];
}

function seminar(c: Ctx): string[] {
  const venue = c.rng.pick(VENUES);
  const eventDay = addDays(c.day, -c.rng.int(1, 4));
  const people = c.rng.int(12, 30) * 10;
  const chair = `PGS.TS. ${personName(c.rng)}`;
  return [
    h2("Bối cảnh và mục tiêu"),
    p(
      `Hội thảo do Nhà xuất bản Đại học Quốc gia Hà Nội phối hợp với các trường đại học thành viên tổ chức ngày ${formatDay(eventDay)} tại ${venue}, với sự tham dự của hơn ${people} nhà khoa học, giảng viên và cán bộ quản lý giáo dục.`,
    ),
    p(
      `Phát biểu khai mạc, ${chair} nhấn mạnh: đổi mới giáo dục đại học chỉ thành công khi có học liệu tốt, và nhà xuất bản đại học phải đồng hành cùng giảng viên ngay từ khâu ý tưởng.`,
    ),
    c.fig(1, `Quang cảnh hội thảo tại ${venue}`),
    h2("Nội dung thảo luận"),
    h3("Phiên toàn thể"),
    p(
      `Phiên toàn thể gồm ${c.rng.int(4, 6)} báo cáo đề dẫn, tập trung vào kinh nghiệm quốc tế và thực tiễn tại các trường đại học Việt Nam.`,
    ),
    h3("Các phiên chuyên đề"),
    ul(points(c, ["Kinh nghiệm quốc tế", "Thực tiễn tại Việt Nam", "Đề xuất chính sách"])),
    h2("Chương trình hội thảo"),
    customTable(c, () =>
      table(
        "Chương trình làm việc",
        ["Thời gian", "Nội dung"],
        [
          ["08:00 – 08:30", "Đón tiếp đại biểu"],
          ["08:30 – 09:00", "Khai mạc, phát biểu chào mừng"],
          ["09:00 – 11:30", "Phiên toàn thể: các báo cáo đề dẫn"],
          ["13:30 – 16:00", "Các phiên chuyên đề song song"],
          ["16:00 – 16:30", "Tổng kết và bế mạc"],
        ],
      ),
    ),
    p(`Kỷ yếu hội thảo sẽ được phát hành dưới dạng ${a(ebookCategoryPath(), "sách điện tử")} trong thời gian tới.`),
  ];
}

function bookfair(c: Ctx): string[] {
  const start = addDays(c.day, c.rng.int(3, 8));
  const titles = c.rng.int(12, 20) * 100;
  return [
    h2("Không gian sách đại học"),
    p(
      `Gian hàng của Nhà xuất bản giới thiệu hơn ${formatCount(titles)} đầu sách thuộc các lĩnh vực giáo trình, khoa học tự nhiên, khoa học xã hội, kinh tế, luật, ngoại ngữ và sách thiếu nhi.`,
    ),
    p("Khu trưng bày được thiết kế theo chủ đề, có góc đọc sách miễn phí và khu vực trải nghiệm sách điện tử trên máy tính bảng."),
    c.fig(1, "Bạn đọc tìm sách tại gian hàng của Nhà xuất bản"),
    h2("Hoạt động nổi bật"),
    h3("Giao lưu, ký tặng sách"),
    p("Nhiều tác giả quen thuộc với sinh viên sẽ có mặt để giao lưu, ký tặng sách và trả lời câu hỏi của bạn đọc."),
    h3("Ưu đãi tại gian hàng"),
    ul(
      points(c, [
        "Giảm 20–40% cho giáo trình và sách tham khảo",
        "Tặng bookmark và túi vải cho hóa đơn từ 200.000 ₫",
        "Quét mã QR để nhận thêm mã giảm giá mua trực tuyến",
      ]),
    ),
    h2("Lịch hoạt động"),
    customTable(c, () =>
      table(
        "Lịch hoạt động tại gian hàng",
        ["Ngày", "Hoạt động", "Giờ"],
        [
          [formatDay(start), "Khai mạc, giới thiệu sách mới", "09:00"],
          [formatDay(addDays(start, 1)), "Giao lưu tác giả sách kỹ năng cho sinh viên", "14:30"],
          [formatDay(addDays(start, 2)), "Tọa đàm “Đọc sách thế nào cho hiệu quả?”", "09:30"],
          [formatDay(addDays(start, 3)), "Thi tìm hiểu sách, trao giải", "15:00"],
        ],
      ),
    ),
    p(`Bạn đọc ở xa có thể mua sách trực tuyến với cùng mức ưu đãi tại ${a("/san-pham", "trang sách")} của website.`),
  ];
}

function promo(c: Ctx): string[] {
  return [
    h2("Chương trình ưu đãi"),
    p(
      "Chương trình áp dụng cho đơn hàng đặt trên website của Nhà xuất bản, với sách in và sách điện tử còn hàng. Giá ưu đãi được hiển thị trực tiếp trên trang sản phẩm và trong giỏ hàng.",
    ),
    c.fig(1, "Sách ưu đãi được giới thiệu trên website"),
    h2("Cách tham gia"),
    h3("Mua hàng trực tuyến"),
    ol([
      "Chọn sách và bấm “Thêm vào giỏ hàng”",
      "Mở giỏ hàng, nhập mã khuyến mãi nếu có (ví dụ GIAM10: giảm 10%, tối đa 50.000 ₫ cho đơn từ 100.000 ₫)",
      "Nhập địa chỉ giao hàng và chọn thanh toán qua VNPay hoặc ePay",
      "Nhận sách điện tử ngay sau khi thanh toán; sách in được giao trong 2–5 ngày",
    ]),
    h3("Lưu ý"),
    ul(
      points(c, [
        "Mỗi đơn hàng được dùng một mã voucher và một mã coupon",
        "Miễn phí giao hàng cho đơn từ 500.000 ₫",
        "Số lượng sách ưu đãi có hạn",
      ]),
    ),
    h2("Mức ưu đãi"),
    customTable(c, () =>
      table(
        "Mức ưu đãi theo nhóm sách",
        ["Nhóm sách", "Mức giảm", "Ghi chú"],
        [
          [a(textbookCategoryPath(), "Giáo trình"), "Đến 30%", "Áp dụng cho giáo trình còn hàng"],
          ["Sách tham khảo", "Đến 25%", "Không áp dụng cho sách mới phát hành"],
          [a(ebookCategoryPath(), "Sách điện tử"), "15%", "Nhận sách ngay sau khi thanh toán"],
        ],
      ),
    ),
    p(`Xem các đầu sách đang giảm giá tại ${a("/flashSale", "trang Flash Sale")} và ${a("/san-pham", "danh mục sách")}.`),
  ];
}

function digital(c: Ctx): string[] {
  return [
    h2("Đọc sách mọi lúc, mọi nơi"),
    p(
      "Sách điện tử của Nhà xuất bản được gửi vào mục Thư viện của tôi ngay sau khi thanh toán thành công. Bạn đọc không mất phí giao hàng và có thể đọc trên nhiều thiết bị với cùng một tài khoản.",
    ),
    c.fig(1, "Đọc sách điện tử trên máy tính bảng"),
    h2("Tính năng nổi bật"),
    h3("Trải nghiệm đọc"),
    p("Cỡ chữ, độ sáng và chế độ nền tối có thể điều chỉnh; mục lục và tìm kiếm giúp tra cứu nhanh nội dung cần thiết."),
    h3("Tiện ích cho người học"),
    ul(
      points(c, [
        "Đánh dấu, tô sáng và ghi chú ngay trên trang sách",
        "Đồng bộ vị trí đang đọc giữa các thiết bị",
        "Đọc ngoại tuyến sau khi tải sách về máy",
        "Trích dẫn nhanh theo chuẩn APA",
      ]),
    ),
    h2("Thiết bị được hỗ trợ"),
    customTable(c, () =>
      table(
        "Thiết bị và cách đọc",
        ["Thiết bị", "Yêu cầu", "Cách đọc"],
        [
          ["Máy tính", "Trình duyệt Chrome, Edge, Firefox hoặc Safari mới", "Đọc trực tiếp trên website"],
          ["Điện thoại Android", "Android 9 trở lên", "Ứng dụng đọc sách của Nhà xuất bản"],
          ["iPhone, iPad", "iOS 15 trở lên", "Ứng dụng đọc sách của Nhà xuất bản"],
        ],
      ),
    ),
    p(`Khám phá các đầu sách điện tử tại ${a(ebookCategoryPath(), "danh mục Ebook")}.`),
  ];
}

function community(c: Ctx): string[] {
  // Students get skills books; children and schools get books for children.
  const pool = (name: string) =>
    getCatalog().products.filter(
      (p) => !p.isDigital && p.categoryId === categoryIdBySlug(name.startsWith("Ký túc xá") ? "ky-nang" : "sach-thieu-nhi"),
    );
  const recipients = c.spec.recipients ?? [["Thư viện trường học", 500] as const];
  return [
    h2("Hành trình mang sách đến với bạn đọc"),
    p(
      "Chương trình nằm trong kế hoạch phát triển văn hóa đọc của Nhà xuất bản, với sự tham gia của cán bộ, biên tập viên và sinh viên tình nguyện các trường đại học thành viên.",
    ),
    p("Ngoài sách, đoàn còn trao tặng tủ sách, đồ dùng học tập và tổ chức các buổi đọc sách cùng học sinh."),
    c.fig(1, "Trao tặng sách cho học sinh và thư viện địa phương"),
    h2("Những món quà ý nghĩa"),
    h3("Sách cho thư viện"),
    p(
      "Các đầu sách được lựa chọn theo đề xuất của thư viện và nhà trường, ưu tiên sách tham khảo, sách kỹ năng và sách khoa học cho thiếu nhi.",
    ),
    h3("Hoạt động đi kèm"),
    ul(points(c, ["Giờ đọc sách cùng sinh viên tình nguyện", "Hướng dẫn sắp xếp, bảo quản sách", "Trao học bổng cho học sinh vượt khó"])),
    h2("Số sách trao tặng"),
    table(
      "Danh sách đơn vị nhận sách",
      ["Đơn vị nhận", "Số sách", "Đầu sách tiêu biểu"],
      recipients.map(([name, books]) => [name, formatCount(books), escapeHtml(c.rng.pick(pool(name)).name)]),
    ),
    p("Nhà xuất bản cảm ơn các nhà hảo tâm, tác giả và bạn đọc đã đóng góp cho chương trình."),
  ];
}

function copyright(c: Ctx): string[] {
  return [
    h2("Thực trạng đáng lo ngại"),
    p(
      "Thời gian gần đây, nhiều giáo trình và sách tham khảo của Nhà xuất bản bị sao chụp, in lậu và rao bán trên mạng xã hội, sàn thương mại điện tử với giá chỉ bằng 30–50% giá bìa.",
    ),
    p("Sách in lậu thường sai lệch nội dung, thiếu trang, chất lượng in kém, ảnh hưởng đến việc học tập và quyền lợi của tác giả."),
    c.fig(1, "So sánh một cuốn giáo trình chính hãng và bản in lậu"),
    h2("Cách nhận biết sách thật"),
    h3("Tem chống giả và mã QR"),
    p(
      "Mỗi cuốn sách in của Nhà xuất bản có tem chống giả dán ở bìa sau. Quét mã QR trên tem bằng điện thoại sẽ hiện tên sách, mã ISBN và nơi phát hành.",
    ),
    h3("Chất lượng in ấn"),
    ul(
      points(c, [
        "Chữ in sắc nét, không nhòe, không lệch trang",
        "Bìa cán màng, màu sắc đồng đều",
        "Có đầy đủ thông tin xuất bản và mã ISBN ở trang cuối",
      ]),
    ),
    h2("So sánh sách thật và sách giả"),
    customTable(c, () =>
      table(
        "Một số đặc điểm nhận biết",
        ["Đặc điểm", "Sách chính hãng", "Sách in lậu"],
        [
          ["Tem chống giả", "Có, quét được mã QR", "Không có hoặc tem giả"],
          ["Giá bán", "Theo giá bìa hoặc chương trình khuyến mãi công khai", "Rẻ bất thường"],
          ["Giấy in", "Trắng, dày, không lóa", "Mỏng, ngả màu"],
          ["Nơi bán", "Website, nhà sách và đại lý chính thức", "Trang cá nhân, nhóm mua bán"],
        ],
      ),
    ),
    p("Khi phát hiện sách in lậu, bạn đọc vui lòng báo cho Nhà xuất bản qua hotline 024 3971 4896 hoặc email kinhdoanh@nxbdhqg.vn."),
  ];
}

function cooperation(c: Ctx): string[] {
  const y = Number(c.day.slice(0, 4));
  return [
    h2("Nội dung hợp tác"),
    p(
      "Theo thỏa thuận, hai bên sẽ phối hợp lựa chọn đầu sách, chuyển nhượng bản quyền, tổ chức dịch thuật và biên tập, đồng thời chia sẻ kinh nghiệm về xuất bản học thuật và học liệu số.",
    ),
    c.fig(1, "Lễ ký kết thỏa thuận hợp tác"),
    h2("Kế hoạch triển khai"),
    h3("Giai đoạn đầu"),
    p("Trong năm đầu tiên, các bên tập trung vào những đầu sách giáo trình và chuyên khảo có nhu cầu cao của sinh viên và giảng viên."),
    h3("Mục tiêu dài hạn"),
    ul(
      points(c, [
        "Xây dựng danh mục sách dịch chất lượng cao",
        "Đào tạo biên tập viên, dịch giả chuyên ngành",
        "Phát hành đồng thời bản in và bản điện tử",
      ]),
    ),
    h2("Lộ trình"),
    customTable(c, () =>
      table(
        "Lộ trình thực hiện",
        ["Giai đoạn", "Nội dung", "Thời gian"],
        [
          ["1", "Lựa chọn đầu sách, ký hợp đồng bản quyền", `Năm ${y}`],
          ["2", "Dịch thuật, biên tập, thẩm định", `Năm ${y + 1}`],
          ["3", "Phát hành và giới thiệu sách", `Năm ${y + 2}`],
        ],
      ),
    ),
    p("Thỏa thuận góp phần đưa tri thức quốc tế đến bạn đọc Việt Nam và giới thiệu sách Việt Nam ra thế giới."),
  ];
}

function textbook(c: Ctx): string[] {
  const tb = categoryIdBySlug("giao-trinh");
  const books = c.rng.sample(
    getCatalog().products.filter((p) => p.categoryId === tb),
    5,
  );
  return [
    h2("Giáo trình chuẩn cho từng học phần"),
    p(
      "Giáo trình của Nhà xuất bản được biên soạn bởi giảng viên có nhiều năm kinh nghiệm, bám sát đề cương học phần và được hội đồng khoa học thẩm định trước khi xuất bản.",
    ),
    c.fig(1, "Giáo trình các môn đại cương của Nhà xuất bản"),
    h2("Những điều cần biết"),
    h3("Chọn đúng giáo trình"),
    p(
      "Sinh viên nên xem đề cương học phần do giảng viên cung cấp để biết giáo trình chính và tài liệu tham khảo bắt buộc, tránh mua thừa hoặc mua nhầm phiên bản cũ.",
    ),
    h3("Gợi ý"),
    ul(
      points(c, [
        "Ưu tiên bản tái bản mới nhất có chỉnh lý",
        "Kết hợp sách in với sách điện tử để tiện tra cứu",
        "Mua theo combo để được giá tốt hơn",
        "Giữ hóa đơn để được hỗ trợ đổi sách lỗi",
      ]),
    ),
    h2("Giáo trình tiêu biểu"),
    table(
      "Một số giáo trình tiêu biểu",
      ["Giáo trình", "Tác giả", "Giá bán"],
      books.map((b) => [productLink(b, escapeHtml(b.name)), escapeHtml(b.authors), formatVnd(b.salePrice)]),
    ),
    p(`Xem toàn bộ giáo trình tại ${a(textbookCategoryPath(), "danh mục Giáo trình")}.`),
  ];
}

function recruit(c: Ctx): string[] {
  return [
    h2("Vị trí tuyển dụng"),
    customTable(c, () => table("Vị trí tuyển dụng", ["Vị trí", "Số lượng", "Nơi làm việc"], [["Biên tập viên", "2", "Hà Nội"]])),
    h2("Yêu cầu và quyền lợi"),
    h3("Yêu cầu"),
    ul([
      "Tốt nghiệp đại học trở lên, chuyên ngành phù hợp với vị trí dự tuyển",
      "Có chứng chỉ hành nghề biên tập là một lợi thế",
      "Sử dụng thành thạo tin học văn phòng, đọc hiểu tài liệu tiếng Anh",
      "Cẩn thận, trung thực, có khả năng làm việc nhóm",
    ]),
    h3("Quyền lợi"),
    ul([
      "Thu nhập theo năng lực, thưởng theo kết quả xuất bản",
      "Đóng bảo hiểm đầy đủ theo quy định",
      "Được đào tạo nghiệp vụ biên tập, xuất bản",
      "Môi trường làm việc học thuật, thân thiện",
    ]),
    c.fig(1, "Phòng biên tập của Nhà xuất bản"),
    h2("Hồ sơ ứng tuyển"),
    p(
      "Hồ sơ gồm đơn dự tuyển, sơ yếu lý lịch, bản sao văn bằng, chứng chỉ và giấy khám sức khỏe, gửi bản mềm về email tuyendung@nxbdhqg.vn hoặc nộp trực tiếp tại 16 Hàng Chuối, Hai Bà Trưng, Hà Nội.",
    ),
    p("Nhà xuất bản chỉ liên hệ với các ứng viên có hồ sơ phù hợp."),
  ];
}

function notice(c: Ctx): string[] {
  return [
    h2("Nội dung thông báo"),
    p(escapeHtml(c.summary)),
    c.fig(1, c.title),
    h2("Chi tiết"),
    h3("Thời gian áp dụng"),
    p(`Thông báo có hiệu lực từ ngày ${formatDay(c.day)}.`),
    h3("Lưu ý"),
    ul(
      points(c, [
        "Mọi thắc mắc xin liên hệ hotline 024 3971 4896",
        "Thông tin cập nhật được đăng trên website và trang Facebook của Nhà xuất bản",
      ]),
    ),
    customTable(c, () =>
      table(
        "Thông tin liên hệ",
        ["Bộ phận", "Liên hệ"],
        [
          ["Bán hàng", "kinhdoanh@nxbdhqg.vn"],
          ["Biên tập", "bientap@nxbdhqg.vn"],
        ],
      ),
    ),
  ];
}

const BUILDERS: Record<Kind, (c: Ctx) => string[]> = {
  launch,
  award,
  talk,
  seminar,
  bookfair,
  promo,
  digital,
  community,
  copyright,
  cooperation,
  textbook,
  recruit,
  notice,
};

/** The YouTube embed code as YouTube's "Share → Embed" gives it (editors paste it as is). */
function youtube(videoId: string, title: string): string {
  return [
    h2("Video"),
    p("Mời bạn đọc xem lại video về chương trình:"),
    `<p><iframe width="560" height="315" src="https://www.youtube.com/embed/${videoId}" title="${escapeHtml(title)}" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe></p>`,
  ].join("");
}

/**
 * What an editor pastes from other tools into an article: the Facebook page plugin with its SDK
 * `<script>`, an analytics snippet, a registration button wired with `javascript:` and an image with
 * an `onerror` fallback. The storefront must strip all of it (docs/conventions.md rule 7: HTML from the
 * upstream is sanitized before rendering).
 */
function pastedEmbeds(id: number): string {
  return [
    h2("Đăng ký tham dự"),
    `<p>Bạn đọc đăng ký tham dự các buổi giao lưu tại đây: <a href="javascript:void(0)" onclick="openRegisterForm()">Đăng ký ngay</a></p>`,
    `<div class="fb-page" data-href="https://www.facebook.com/nxbdhqghn" data-tabs="timeline" data-width="500"></div>`,
    `<script async defer crossorigin="anonymous" src="https://connect.facebook.net/vi_VN/sdk.js#xfbml=1&version=v19.0"></script>`,
    `<script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('event', 'xem_hoi_sach');</script>`,
    `<p><img src="/media/news/tin-${id}-hinh-2.svg" alt="Sơ đồ gian hàng" onerror="this.onerror=null;this.src='/images/no-image.png'"></p>`,
  ].join("");
}

// ---------------------------------------------------------------------------------------------
// The news

/** The seeded news: tags, articles (ids 1..N by publication) and their tag links. */
export interface NewsContent {
  tags: NewsTagRow[];
  articles: NewsRow[];
  links: NewsTagLinkRow[];
}

const LAUNCH_TITLES = [
  (n: string) => `Ra mắt cuốn “${n}”`,
  (n: string) => `Sách mới: “${n}”`,
  (n: string) => `Nhà xuất bản phát hành “${n}”`,
];

/** Title and summary of an article about a book. */
function bookText(spec: ArticleSpec, b: ProductRow, rng: Random): { title: string; summary: string } {
  const who = firstAuthor(b.authors);
  switch (spec.kind) {
    case "launch":
      return {
        title: rng.pick(LAUNCH_TITLES)(b.name),
        summary: b.isDigital
          ? `Cuốn “${b.name}” của ${who} vừa được phát hành dưới dạng sách điện tử, đọc ngay sau khi thanh toán, không mất phí giao hàng.`
          : `Cuốn “${b.name}” của ${who} vừa được Nhà xuất bản phát hành, dày ${b.pageCount} trang, khổ ${b.size}, giá bìa ${formatVnd(b.price)}.`,
      };
    case "award": {
      // Prizes are announced in the spring for the previous year's books.
      const year = String(Number(spec.day.slice(0, 4)) - (Number(spec.day.slice(5, 7)) <= 6 ? 1 : 0));
      const prize = rng.pick(["B", "C", "Khuyến khích"]);
      return {
        title: `“${b.name}” đạt giải ${prize} Giải thưởng Sách Quốc gia năm ${year}`,
        summary: `Cuốn “${b.name}” của ${who} được trao giải ${prize} Giải thưởng Sách Quốc gia năm ${year}, ghi nhận giá trị học thuật và đóng góp cho văn hóa đọc.`,
      };
    }
    case "talk":
      return {
        title: `Giao lưu với tác giả cuốn “${b.name}”`,
        summary: `Buổi giao lưu với ${who}, tác giả cuốn “${b.name}”, đã thu hút hơn ${rng.int(15, 40) * 10} sinh viên và giảng viên tham dự.`,
      };
    default:
      throw new Error(`Article of kind ${spec.kind} needs a title and a summary`);
  }
}

/**
 * Builds the tags, the articles and their links from the specs. Pure and deterministic.
 * @throws Error when a spec names an unknown book or tag, a book created after the article, or two
 *   articles get the same slug.
 */
function buildNews(): NewsContent {
  const catalog = getCatalog();
  const rng = Random.forLabel(SEED, "content:news");
  const tags: NewsTagRow[] = NEWS_TAG_NAMES.map((name, i) => ({ id: i + 1, name, slug: slugify(name), position: i + 1 }));
  const tagId = new Map(tags.map((t) => [t.name, t.id]));
  const specs = [...SPECS].sort((x, y) => x.day.localeCompare(y.day));
  const articles: NewsRow[] = [];
  const links: NewsTagLinkRow[] = [];
  const slugs = new Set<string>();
  specs.forEach((spec, i) => {
    const id = i + 1;
    const book = spec.book === undefined ? undefined : catalog.products.find((p) => p.name === spec.book);
    if (spec.book !== undefined && !book) throw new Error(`News: unknown book "${spec.book}"`);
    if (book && (book.createdAt ?? "") > `${spec.day}T00:00:00.000Z`)
      throw new Error(`News ${spec.day}: "${book.name}" is created after the article`);
    const text = spec.title && spec.summary ? { title: spec.title, summary: spec.summary } : bookText(spec, book as ProductRow, rng);
    const url = slugify(text.title);
    if (slugs.has(url) || /^\d+$/.test(url)) throw new Error(`News: duplicate or numeric slug "${url}"`);
    slugs.add(url);
    const ctx: Ctx = {
      id,
      ...text,
      day: spec.day,
      rng,
      book,
      spec,
      fig: (n, caption) => figure(newsFigurePath(id, n), caption, NEWS_FIGURE_SIZE),
    };
    const body = [
      p(`<strong>${escapeHtml(text.summary)}</strong>`),
      ...(spec.body ?? BUILDERS[spec.kind])(ctx),
      spec.video ? youtube(spec.video, text.title) : "",
      spec.unsafe ? pastedEmbeds(id) : "",
    ]
      .filter(Boolean)
      .join("\n");
    const daysOld = (Date.parse("2026-11-01") - Date.parse(spec.day)) / 86_400_000;
    const tagNames = spec.tags.map((t) => {
      const found = tagId.get(t);
      if (!found) throw new Error(`News: unknown tag "${t}"`);
      links.push({ newsId: id, tagId: found });
      return t;
    });
    articles.push({
      id,
      url,
      title: text.title,
      summary: text.summary,
      content: body,
      searchText: toSearchText(`${text.title} ${text.summary} ${tagNames.join(" ")}`),
      author: rng.pick(BYLINES),
      imageFile: newsImageFile(id),
      publishedAt: vnInstant(spec.day, rng.int(7, 17), rng.int(0, 59)),
      isFocus: spec.focus === true,
      viewCount: Math.round(daysOld * rng.float(6, 30)) + rng.int(120, 900) + (spec.focus ? 5_000 : 0),
    });
  });
  return { tags, articles, links };
}

let cached: NewsContent | undefined;

/** The seeded news, built on first use and shared afterwards. Treat it as read-only. */
export function getNews(): NewsContent {
  cached ??= buildNews();
  return cached;
}
