/**
 * The seeded home-page and content data beside the catalogue (spec §3 "Home page", "Product sale
 * detail", §7 "Home page and content"): course library items and the courses sold with some books,
 * curated collections, partner universities, the site logos, the daily flash sale, campaign landing
 * pages and the short links of spec §2 (`/h/{id}`, `/p/{id}`, `/m/{id}`).
 *
 * Also {@link CONTENT_FACTS}: seeded slugs and ids with a known situation that tests and demos can
 * rely on (like `SEED_FACTS` of ./catalog.ts).
 */
import type {
  courses,
  flashSaleItems,
  flashSales,
  landingPageProducts,
  landingPages,
  partnerLogos,
  productCourses,
  selectionBlocks,
  shortLinks,
  siteLogos,
} from "../db/schema";
import { rankRelated } from "../domain/news";
import { a, escapeHtml, formatVnd, h2, h3, p, table, ul, vnInstant } from "./html";
import { categoryIdBySlug, getCatalog, type Catalog, type ProductRow } from "./catalog";
import { getNews } from "./news";
import { GENERIC_PAGE_SLUGS, POLICY_PAGE_SLUGS } from "./pages";
import { getCourseSeed } from "./courses";
import { Random, SEED } from "./random";

type CourseRow = typeof courses.$inferInsert & { id: number };
type ProductCourseRow = typeof productCourses.$inferInsert;
type SelectionBlockRow = typeof selectionBlocks.$inferInsert & { id: number };
type PartnerLogoRow = typeof partnerLogos.$inferInsert & { id: number };
type SiteLogoRow = typeof siteLogos.$inferInsert & { id: number };
type FlashSaleRow = typeof flashSales.$inferInsert & { id: number };
type FlashSaleItemRow = typeof flashSaleItems.$inferInsert;
type LandingPageRow = typeof landingPages.$inferInsert & { id: number };
type LandingPageProductRow = typeof landingPageProducts.$inferInsert;
type ShortLinkRow = typeof shortLinks.$inferInsert & { id: number };

/** The rows of the content tables of this module. */
export interface HomeAndContent {
  courses: CourseRow[];
  productCourses: ProductCourseRow[];
  selectionBlocks: SelectionBlockRow[];
  partnerLogos: PartnerLogoRow[];
  siteLogos: SiteLogoRow[];
  flashSales: FlashSaleRow[];
  flashSaleItems: FlashSaleItemRow[];
  landingPages: LandingPageRow[];
  landingPageProducts: LandingPageProductRow[];
  shortLinks: ShortLinkRow[];
}

/** The product of `catalog` with exactly this name. @throws Error when there is none. */
function productNamed(catalog: Catalog, name: string): ProductRow {
  const found = catalog.products.find((p) => p.name === name);
  if (!found) throw new Error(`Seeded content names an unknown product "${name}"`);
  return found;
}

const firstAuthor = (authors: string) => (authors.split(", ")[0] ?? authors).replace(" (Chủ biên)", "");
const isAvailable = (p: ProductRow) => p.isDigital === true || (p.stock ?? 0) > 0;

/**
 * The course library (spec §2 /thu-vien): more than 12 courses so that its list has a second page.
 * `books` are the products that sell the course (the first one is its main book, whose first author
 * teaches it); a course without books names its `instructor` and is sold by no product.
 */
const COURSE_DEFS: readonly { title: string; description: string; books: readonly string[]; instructor?: string }[] = [
  {
    title: "Giải tích 1 – Bài giảng video",
    description: "Giới hạn, đạo hàm, tích phân và chuỗi qua các bài giảng ngắn, kèm bài tập tự luyện sau mỗi bài.",
    books: ["Bài giảng Giải tích 1", "Ôn tập và kiểm tra Giải tích"],
  },
  {
    title: "Lập trình Python từ cơ bản đến nâng cao",
    description: "Học Python qua dự án: từ cú pháp, cấu trúc dữ liệu đến xử lý tệp, thư viện và lập trình hướng đối tượng.",
    books: ["Lập trình Python – Lý thuyết và thực hành"],
  },
  {
    title: "Nhập môn Trí tuệ nhân tạo",
    description: "Tìm kiếm, biểu diễn tri thức, học máy cơ bản và mạng nơ-ron, với ví dụ minh họa bằng Python.",
    books: ["Giáo trình Trí tuệ nhân tạo", "Nhập môn Trí tuệ nhân tạo"],
  },
  {
    title: "Luyện thi IELTS Writing cùng tác giả",
    description: "Chiến lược làm bài Task 1 và Task 2, chữa bài mẫu và lỗi thường gặp để đạt band 6.5 trở lên.",
    books: ["Luyện thi IELTS – Kỹ năng Viết"],
  },
  {
    title: "Kinh tế vi mô – Học cùng giảng viên",
    description: "Cung cầu, hành vi người tiêu dùng, chi phí sản xuất và cấu trúc thị trường qua bài giảng và bài tập có lời giải.",
    books: ["Giáo trình Kinh tế vi mô (Dùng cho sinh viên các trường đại học)", "Ôn tập và kiểm tra Kinh tế vi mô"],
  },
  {
    title: "Kỹ năng nghiên cứu khoa học cho sinh viên",
    description: "Từ chọn đề tài, tổng quan tài liệu, thiết kế nghiên cứu đến viết và trình bày báo cáo khoa học.",
    books: [
      "Rèn luyện kỹ năng nghiên cứu khoa học",
      "Kỹ năng nghiên cứu khoa học",
      "Giáo trình Phương pháp nghiên cứu khoa học (Dùng cho sinh viên các trường đại học)",
    ],
  },
  {
    title: "Tiếng Nhật sơ cấp 1 – Học qua video",
    description: "Bảng chữ Hiragana, Katakana, 300 từ vựng và các mẫu câu giao tiếp cơ bản, có bài luyện nghe sau mỗi bài.",
    books: ["Tiếng Nhật sơ cấp 1"],
  },
  {
    title: "Triết học Mác – Lênin: Ôn tập và luyện đề",
    description: "Hệ thống kiến thức trọng tâm theo chương trình mới và luyện đề trắc nghiệm có giải thích đáp án.",
    books: ["Bài giảng Triết học Mác – Lênin", "Câu hỏi trắc nghiệm Triết học Mác – Lênin"],
  },
  {
    title: "Lập trình web với HTML, CSS và JavaScript",
    description: "Xây dựng trang web hoàn chỉnh từ giao diện đến xử lý phía máy chủ, mỗi chương kết thúc bằng một bài thực hành nhỏ.",
    books: ["Lập trình web – Lý thuyết và thực hành", "Giáo trình Lập trình web"],
  },
  {
    title: "Lập trình C++ cho người mới bắt đầu",
    description: "Biến, hàm, con trỏ, lớp và thư viện chuẩn STL qua các bài tập tăng dần độ khó, phù hợp sinh viên năm nhất.",
    books: ["Lập trình C++ – Lý thuyết và thực hành"],
  },
  {
    title: "Cơ sở dữ liệu và SQL thực hành",
    description: "Mô hình thực thể – liên kết, chuẩn hóa, truy vấn SQL và thiết kế cơ sở dữ liệu cho một ứng dụng quản lý thực tế.",
    books: ["Cơ sở dữ liệu – Lý thuyết và thực hành"],
  },
  {
    title: "Xác suất thống kê – Học qua ví dụ",
    description: "Biến ngẫu nhiên, các phân phối thường gặp, ước lượng và kiểm định giả thuyết, minh họa bằng số liệu thực tế.",
    books: ["Giáo trình Xác suất thống kê", "Xác suất thống kê: Lý thuyết và bài tập"],
  },
  {
    title: "Đại số tuyến tính – Bài giảng và bài tập",
    description: "Ma trận, định thức, hệ phương trình tuyến tính, không gian vectơ và trị riêng, kèm lời giải chi tiết.",
    books: ["Giáo trình Đại số tuyến tính", "Ôn tập và kiểm tra Đại số tuyến tính"],
  },
  {
    title: "Vật lý đại cương 1: Cơ – Nhiệt",
    description: "Động học, động lực học, các định luật bảo toàn và nhiệt động lực học qua thí nghiệm ảo và bài tập có hướng dẫn.",
    books: ["Bài giảng Vật lý đại cương", "Bài tập Vật lý đại cương"],
  },
  {
    title: "Luật Dân sự Việt Nam – Bình luận và tình huống",
    description: "Các chế định cơ bản của Bộ luật Dân sự phân tích qua bản án và tình huống thực tế, có câu hỏi ôn tập cuối mỗi chủ đề.",
    books: ["Luật Dân sự Việt Nam – Bình luận khoa học"],
  },
  {
    title: "Kỹ năng thuyết trình và làm việc nhóm",
    description: "Chuẩn bị nội dung, thiết kế trang chiếu, nói trước đám đông và phối hợp nhóm hiệu quả trong học tập và nghiên cứu.",
    books: [],
    instructor: "ThS. Nguyễn Thu Trang",
  },
];

const PARTNERS: readonly { name: string; shortName: string; link: string }[] = [
  { name: "Trường Đại học Khoa học Tự nhiên", shortName: "HUS", link: "https://hus.vnu.edu.vn" },
  { name: "Trường Đại học Khoa học Xã hội và Nhân văn", shortName: "USSH", link: "https://ussh.vnu.edu.vn" },
  { name: "Trường Đại học Ngoại ngữ", shortName: "ULIS", link: "https://ulis.vnu.edu.vn" },
  { name: "Trường Đại học Công nghệ", shortName: "UET", link: "https://uet.vnu.edu.vn" },
  { name: "Trường Đại học Kinh tế", shortName: "UEB", link: "https://ueb.vnu.edu.vn" },
  { name: "Trường Đại học Giáo dục", shortName: "UEd", link: "https://education.vnu.edu.vn" },
  { name: "Trường Đại học Y Dược", shortName: "UMP", link: "https://ump.vnu.edu.vn" },
  { name: "Trường Đại học Luật", shortName: "UL", link: "https://law.vnu.edu.vn" },
  { name: "Trường Đại học Việt Nhật", shortName: "VJU", link: "https://vju.ac.vn" },
];

/** Products 1…this keep their catalogue price: never in the flash sale. */
const STABLE_PRICE_PRODUCTS = 10;

/** Id of the daily flash sale (the only seeded schedule). */
const DAILY_FLASH_SALE_ID = 1;

/**
 * Builds every table of this module from the catalogue and the news (for short links to articles).
 * Pure and deterministic.
 * @throws Error when a course or landing page names an unknown product.
 */
function buildHomeAndContent(catalog: Catalog): HomeAndContent {
  const rng = Random.forLabel(SEED, "content:home");
  const category = (slug: string) => `/san-pham/danh-muc/${categoryIdBySlug(slug)}`;

  const courseRows: CourseRow[] = [];
  const productCourseRows: ProductCourseRow[] = [];
  // Chapters and lessons give each course its category and its real lesson count.
  const courseSeed = getCourseSeed(COURSE_DEFS.map((d) => d.title));
  const lessonsOf = new Map<number, number>();
  for (const l of courseSeed.lessons) lessonsOf.set(l.courseId, (lessonsOf.get(l.courseId) ?? 0) + 1);
  COURSE_DEFS.forEach((def, i) => {
    const id = i + 1;
    const books = def.books.map((n) => productNamed(catalog, n));
    const instructor = def.instructor ?? firstAuthor((books[0] as ProductRow).authors);
    courseRows.push({
      id,
      title: def.title,
      description: def.description,
      instructor,
      lessonsCount: lessonsOf.get(id) ?? 0,
      categoryId: courseSeed.categoryByCourse.get(id) ?? null,
      imageFile: `khoa-hoc-${id}.svg`,
      position: id,
    });
    books.forEach((b, j) => productCourseRows.push({ productId: b.id, courseId: id, position: j + 1 }));
  });

  const selections: Omit<SelectionBlockRow, "id" | "imageFile" | "position">[] = [
    {
      title: "Tủ sách Giáo trình",
      description: "Giáo trình chính thức cho các học phần đại cương và chuyên ngành, biên soạn theo chương trình đào tạo mới.",
      link: category("giao-trinh"),
    },
    {
      title: "Sách điện tử – đọc ngay",
      description: "Nhận sách ngay sau khi thanh toán, đọc trên máy tính, máy tính bảng và điện thoại.",
      link: category("ebook"),
    },
    { title: "Flash Sale hôm nay", description: "Mỗi ngày hàng chục đầu sách giá sốc, số lượng có hạn.", link: "/flashSale" },
    { title: "Khóa học trực tuyến", description: "Học cùng chính tác giả của những cuốn giáo trình bạn đang dùng.", link: "/thu-vien" },
    {
      title: "Kỹ năng cho sinh viên",
      description: "Tự học, làm việc nhóm, thuyết trình, nghiên cứu khoa học: hành trang cho những năm đại học.",
      link: category("ky-nang"),
    },
    {
      title: "Sách cho thiếu nhi",
      description: "Khoa học, lịch sử và tư duy cho các bạn nhỏ, hình minh họa sinh động.",
      link: category("sach-thieu-nhi"),
    },
  ];

  // The daily flash sale: available printed books with enough stock, 15–40 % under their sale price.
  // The first ten books are never in it: they keep their catalogue price all day, so demos and tests
  // that price a cart with them (e.g. tests/e2e/codes-and-payments.spec.ts) know what it costs.
  const candidates = catalog.products.filter(
    (p) => p.id > STABLE_PRICE_PRODUCTS && !p.isDigital && (p.stock ?? 0) >= 20 && p.salePrice >= 60_000,
  );
  const flashItems: FlashSaleItemRow[] = rng.sample(candidates, 12).map((p, i) => {
    const percentOff = rng.int(15, 40);
    const flashPrice = Math.min(p.salePrice - 1_000, Math.round((p.salePrice * (100 - percentOff)) / 100 / 1_000) * 1_000);
    const quantity = Math.min(p.stock ?? 0, rng.int(2, 10) * 10);
    return {
      flashSaleId: DAILY_FLASH_SALE_ID,
      productId: p.id,
      flashPrice,
      quantity,
      sold: Math.floor(quantity * rng.float(0.05, 0.9)),
      position: i + 1,
    };
  });

  const landing = buildLandingPages(catalog, rng);
  const newsArticles = getNews().articles;
  const newsBySubstring = (text: string) => {
    const found = newsArticles.find((n) => n.title.includes(text));
    if (!found) throw new Error(`Short link to unknown news "${text}"`);
    return `/tin-sach/${found.url}`;
  };
  const links: Omit<ShortLinkRow, "id">[] = [
    { kind: "h", code: "1", target: "/flashSale" },
    { kind: "h", code: "2", target: "/pages/cau-hoi-thuong-gap" },
    { kind: "h", code: "tuutruong", target: category("giao-trinh") },
    { kind: "h", code: "gioithieu", target: "/gioi-thieu" },
    { kind: "h", code: "uudai", target: "/chuong-trinh/1" },
    { kind: "p", code: "12", target: "/san-pham/12" },
    { kind: "p", code: "python", target: `/san-pham/${productNamed(catalog, "Lập trình Python – Lý thuyết và thực hành").id}` },
    { kind: "p", code: "ielts", target: `/san-pham/${productNamed(catalog, "Luyện thi IELTS – Kỹ năng Viết").id}` },
    { kind: "m", code: "1", target: newsBySubstring("Flash Sale mỗi ngày") },
    { kind: "m", code: "hoisach", target: newsBySubstring("Hội sách đại học 2026") },
    { kind: "m", code: "doitra", target: "/chinh-sach-doi-tra" },
  ];

  return {
    courses: courseRows,
    productCourses: productCourseRows,
    selectionBlocks: selections.map((s, i) => ({ id: i + 1, ...s, imageFile: `bo-suu-tap-${i + 1}.svg`, position: i + 1 })),
    partnerLogos: PARTNERS.map((pt, i) => ({ id: i + 1, ...pt, imageFile: `doi-tac-${i + 1}.svg`, position: i + 1 })),
    siteLogos: [
      { id: 1, name: "Nhà xuất bản Đại học Quốc gia Hà Nội", isMobile: false, imageFile: "logo.svg", width: 440, height: 96 },
      { id: 2, name: "Nhà xuất bản Đại học Quốc gia Hà Nội", isMobile: true, imageFile: "logo-mobile.svg", width: 96, height: 96 },
    ],
    flashSales: [
      {
        id: DAILY_FLASH_SALE_ID,
        title: "Flash Sale mỗi ngày – Sách giá sốc",
        dailyStart: "00:00",
        dailyEnd: "24:00",
        validFrom: "2024-01-01",
        validUntil: null,
        priority: 0,
      },
    ],
    flashSaleItems: flashItems,
    landingPages: landing.pages,
    landingPageProducts: landing.products,
    shortLinks: links.map((l, i) => ({ id: i + 1, ...l })),
  };
}

/** Three campaign landing pages with their hero, HTML content and featured products. */
function buildLandingPages(catalog: Catalog, rng: Random): { pages: LandingPageRow[]; products: LandingPageProductRow[] } {
  const inCategory = (slug: string) => catalog.products.filter((p) => p.categoryId === categoryIdBySlug(slug) && isAvailable(p));
  const defs: { title: string; summary: string; updated: string; picks: ProductRow[]; body: (picks: ProductRow[]) => string[] }[] = [
    {
      title: "Mùa tựu trường 2026 – Giáo trình năm nhất giảm đến 35%",
      summary: "Combo giáo trình các môn đại cương cho tân sinh viên, miễn phí giao hàng cho đơn từ 500.000 ₫.",
      updated: "2026-08-04",
      picks: rng.sample(inCategory("giao-trinh"), 8),
      body: (picks) => [
        h2("Sẵn sàng cho năm học mới"),
        p(
          "Chào mừng các tân sinh viên! Nhà xuất bản dành tặng ưu đãi đến 35% cho bộ giáo trình các môn đại cương, áp dụng đến hết ngày 30/9/2026.",
        ),
        h3("Ưu đãi"),
        ul([
          "Giảm đến 35% giáo trình các môn đại cương",
          "Miễn phí giao hàng cho đơn từ 500.000 ₫",
          "Dùng thêm mã GIAM10 để được giảm 10%, tối đa 50.000 ₫",
        ]),
        table(
          "Giáo trình trong chương trình",
          ["Giáo trình", "Giá bán"],
          picks.map((b) => [a(`/san-pham/${b.id}`, escapeHtml(b.name)), formatVnd(b.salePrice)]),
        ),
      ],
    },
    {
      title: "Ngày Sách và Văn hóa đọc Việt Nam 21/4",
      summary: "Sách kỹ năng và sách thiếu nhi giảm giá, giao lưu tác giả và quà tặng cho bạn đọc.",
      updated: "2026-04-08",
      picks: [...rng.sample(inCategory("ky-nang"), 4), ...rng.sample(inCategory("sach-thieu-nhi"), 4)],
      body: () => [
        h2("Lan tỏa văn hóa đọc"),
        p(
          "Hưởng ứng Ngày Sách và Văn hóa đọc Việt Nam, Nhà xuất bản giới thiệu những cuốn sách kỹ năng cho sinh viên và sách khoa học cho thiếu nhi với giá ưu đãi.",
        ),
        h3("Hoạt động"),
        ul(["Giảm 25% sách kỹ năng và sách thiếu nhi", "Tặng bookmark cho mọi đơn hàng", "Giao lưu trực tuyến với tác giả"]),
        p(`Đọc thêm tại ${a("/tin-sach", "Tin sách")}.`),
      ],
    },
    {
      title: "Tủ sách Chuyển đổi số và Trí tuệ nhân tạo",
      summary: "Những cuốn sách nền tảng về công nghệ thông tin, dữ liệu và trí tuệ nhân tạo cho sinh viên và người đi làm.",
      updated: "2026-09-08",
      picks: [...rng.sample(inCategory("cong-nghe-thong-tin"), 5), ...rng.sample(inCategory("ebook"), 3)],
      body: () => [
        h2("Kiến thức cho thời đại số"),
        p("Từ lập trình, cơ sở dữ liệu đến học máy và học sâu: tủ sách giúp bạn xây nền tảng vững chắc và cập nhật xu hướng công nghệ."),
        h3("Vì sao nên đọc"),
        ul([
          "Tác giả là giảng viên các trường đại học kỹ thuật hàng đầu",
          "Nhiều ví dụ và bài tập thực hành",
          "Có bản sách điện tử đọc ngay",
        ]),
        p(`Xem thêm các ${a(`/san-pham/danh-muc/${categoryIdBySlug("cong-nghe-thong-tin")}`, "sách Công nghệ thông tin")}.`),
      ],
    },
  ];
  const pages: LandingPageRow[] = [];
  const products: LandingPageProductRow[] = [];
  defs.forEach((d, i) => {
    const id = i + 1;
    pages.push({
      id,
      title: d.title,
      summary: d.summary,
      content: d.body(d.picks).join("\n"),
      heroImageFile: `chien-dich-${id}.svg`,
      updatedAt: vnInstant(d.updated, 8),
    });
    d.picks.forEach((b, j) => products.push({ landingPageId: id, productId: b.id, position: j + 1 }));
  });
  return { pages, products };
}

let cached: HomeAndContent | undefined;

/** The content of this module, built on first use and shared afterwards. Treat it as read-only. */
export function getHomeAndContent(): HomeAndContent {
  cached ??= buildHomeAndContent(getCatalog());
  return cached;
}

/** Computes {@link CONTENT_FACTS} from the seeded data. */
function contentFacts() {
  const catalog = getCatalog();
  const { articles, links, tags } = getNews();
  const content = getHomeAndContent();
  const tagsOf = (id: number) => links.filter((l) => l.newsId === id).map((l) => l.tagId);
  const news = articles.find((n) => n.title.startsWith("Hội thảo “Trí tuệ nhân tạo")) as (typeof articles)[number];
  const related = rankRelated(
    tagsOf(news.id),
    articles.filter((n) => n.id !== news.id).map((n) => ({ id: n.id, publishedAt: n.publishedAt, tagIds: tagsOf(n.id) })),
    6,
  );
  const relatedNews = articles.find((n) => n.id === related[0]) as (typeof articles)[number];
  const reviews = (p: ProductRow) => (p.rating1 ?? 0) + (p.rating2 ?? 0) + (p.rating3 ?? 0) + (p.rating4 ?? 0) + (p.rating5 ?? 0);
  const reviewed = catalog.products.find((p) => reviews(p) >= 20) as ProductRow;
  const unreviewed = catalog.products.find((p) => reviews(p) === 0) as ProductRow;
  const withCourses = content.productCourses[0] as ProductCourseRow;
  const linked = new Set(content.productCourses.map((pc) => pc.productId));
  const shortLink = content.shortLinks.find((l) => l.kind === "p" && l.code === "12") as ShortLinkRow;
  const newsLink = content.shortLinks.find((l) => l.kind === "m" && l.target.startsWith("/tin-sach/")) as ShortLinkRow;
  return {
    /** Slug of a news article (the AI seminar) with several tags. */
    newsSlug: news.url,
    newsId: news.id,
    /** Slug of the first article `GET /api/News/GetRelatedNews/{newsSlug}` answers (shares a tag with it). */
    relatedNewsSlug: relatedNews.url,
    /** A tag slug with at least 10 articles, and its display name. */
    newsTagSlug: "giao-trinh",
    newsTagName: "Giáo trình",
    /** An accent-free query that matches titles with "Giáo dục". */
    newsSearchTerm: "giao duc",
    /** The article whose body contains a `<script>`, an `onerror=` attribute and a `javascript:` link. */
    unsafeNewsSlug: (articles.find((n) => n.content.includes("<script")) as (typeof articles)[number]).url,
    /** An article that embeds a YouTube video. */
    videoNewsSlug: (articles.find((n) => n.content.includes("youtube.com/embed/")) as (typeof articles)[number]).url,
    newsCount: articles.length,
    newsTagCount: tags.length,
    /** A short link and where it leads (`POST /api/Redirect/Check-url` with `{Url: "/p/12"}`). */
    shortLink: { url: `/${shortLink.kind}/${shortLink.code}`, target: shortLink.target },
    /** A short link to a news article. */
    newsShortLink: { url: `/${newsLink.kind}/${newsLink.code}`, target: newsLink.target },
    landingPageId: 1,
    /** A short link to the landing page. */
    landingShortLink: { url: "/h/uudai", target: "/chuong-trinh/1" },
    /** A generic `/pages/{id}` page: the id is the slug. */
    genericPageId: GENERIC_PAGE_SLUGS[0],
    aboutPageSlug: "gioi-thieu",
    policyPageSlugs: POLICY_PAGE_SLUGS,
    /** A product sold with courses, and one without. */
    productWithCoursesId: withCourses.productId,
    productWithoutCoursesId: (catalog.products.find((p) => !linked.has(p.id)) as ProductRow).id,
    /** A product with at least 20 reviews (4+ pages of 5), its review count, and a product without reviews. */
    reviewedProductId: reviewed.id,
    reviewedProductReviewCount: reviews(reviewed),
    unreviewedProductId: unreviewed.id,
    flashSaleId: DAILY_FLASH_SALE_ID,
    /** Courses of the library (`GET /api/Library`, 12 a page: more than one page). */
    courseCount: content.courses.length,
    /** An accent-free library search and a word of the titles it finds ("Lập trình Python…", "Lập trình web…"). */
    librarySearchTerm: "lap trinh",
    librarySearchTitle: "Lập trình",
    /** A course no product sells (`productId: null` in the library). */
    unsoldCourseId: (content.courses.find((c) => !content.productCourses.some((pc) => pc.courseId === c.id)) as CourseRow).id,
  } as const;
}

/**
 * Seeded content with a known situation, for tests and demos (see the field docs). Computed from the
 * same builders as the seed, so it always matches a freshly seeded database.
 */
export const CONTENT_FACTS = Object.freeze(contentFacts());
