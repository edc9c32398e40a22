/**
 * News and course search (ADR 0023) over HTTP: GET /api/News and GET /api/Library with `searchContent`
 * find folded and toned queries alike ("giai tich" / "giải tích"), rank titles holding the typed tones
 * first ("toán" above "an toàn"), read an article's body text but not its markup, count the matches
 * (`totalItems`), follow writes through the index triggers, and take FTS syntax as plain text.
 * The seed is extended with a few rows of its own (inserted through the tables, so the triggers index them).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses, news } from "../db/schema";
import { htmlText } from "../db/sql-functions";
import { testApp, type LooseJson, type TestApp } from "../testing/app";

let t: TestApp;
const ids = { safety: 0, discrete: 0, safetyNews: 0, mathsNews: 0, bodyOnly: 0 };

beforeAll(async () => {
  t = await testApp({ listen: true });
  const course = (title: string, description: string, instructor: string) =>
    t.db
      .insert(courses)
      .values({ title, description, instructor, lessonsCount: 0, imageFile: "khoa-hoc-1.svg", position: 99 })
      .returning({ id: courses.id })
      .get().id;
  ids.safety = course("An toàn thông tin cơ bản", "Mật mã, xác thực và an toàn mạng cho sinh viên.", "TS. Lê Văn Bình");
  ids.discrete = course("Toán rời rạc – Bài giảng video", "Logic, tổ hợp và đồ thị.", "TS. Hoàng Thị Mai");
  const article = (url: string, title: string, summary: string, content: string) =>
    t.db
      .insert(news)
      .values({
        url,
        title,
        summary,
        content,
        searchText: "",
        author: "Ban biên tập",
        imageFile: "tin-1.svg",
        publishedAt: "2020-01-01T00:00:00.000Z",
      })
      .returning({ id: news.id })
      .get().id;
  ids.safetyNews = article(
    "tap-huan-an-toan",
    "Tập huấn an toàn thông tin cho biên tập viên",
    "Buổi tập huấn nội bộ.",
    "<p>Nội dung tập huấn.</p>",
  );
  ids.mathsNews = article("ra-mat-toan-roi-rac", "Ra mắt giáo trình Toán rời rạc", "Giáo trình mới của khoa Toán.", "<p>Sách mới.</p>");
  ids.bodyOnly = article(
    "hoi-thao-hoc-lieu",
    "Hội thảo học liệu mở",
    "Giảng viên chia sẻ kinh nghiệm.",
    '<p>Phiên chiều bàn về bài giảng <strong class="nhan-manh">Lượng giác cầu</strong> và <a href="/san-pham?searchContent=quang-hoc">tài liệu</a>.</p>',
  );
});

afterAll(async () => {
  await t?.close();
});

/** GET `url`; asserts no 5xx. */
async function get(url: string): Promise<{ status: number; body: LooseJson }> {
  const res = await t.api("GET", url);
  return { status: res.status, body: res.body };
}
const q = (s: string) => encodeURIComponent(s);
const newsIds = async (text: string, extra = "") =>
  (await get(`/api/News?pageSize=50&searchContent=${q(text)}${extra}`)).body.data.map((n: { id: number }) => n.id);
const courseIds = async (text: string) =>
  (await get(`/api/Library?pageSize=60&searchContent=${q(text)}`)).body.data.map((c: { id: number }) => c.id);

describe("course search", () => {
  it("finds the Giải tích course typed with or without tones, with a count", async () => {
    for (const text of ["giai tich", "giải tích", "GIẢI TÍCH"]) {
      const res = await get(`/api/Library?searchContent=${q(text)}`);
      expect(res.body.data.map((c: { title: string }) => c.title)).toContain("Giải tích 1 – Bài giảng video");
      expect(res.body.totalItems).toBe(res.body.data.length);
    }
  });

  it("typed with tones, ranks titles holding those tones first; folded, finds both", async () => {
    const toned = await courseIds("toán");
    expect(toned.indexOf(ids.discrete)).toBeGreaterThanOrEqual(0);
    expect(toned.indexOf(ids.safety)).toBeGreaterThan(toned.indexOf(ids.discrete));
    const plain = await courseIds("toan");
    expect(plain).toEqual(expect.arrayContaining([ids.discrete, ids.safety]));
    // "an toàn" typed with its own tones puts the safety course ahead of "Toán rời rạc".
    const safety = await courseIds("toàn");
    expect(safety.indexOf(ids.safety)).toBeLessThan(safety.indexOf(ids.discrete));
  });

  it("follows a renamed course through the index triggers", async () => {
    t.db.update(courses).set({ title: "Toán rời rạc và lý thuyết đồ thị" }).where(eq(courses.id, ids.discrete)).run();
    expect(await courseIds("ly thuyet do thi")).toContain(ids.discrete);
    expect(await courseIds("bai giang video toan roi rac")).not.toContain(ids.discrete);
  });

  it("counts every match across pages", async () => {
    const page = await get(`/api/Library?pageSize=1&searchContent=${q("toan")}`);
    expect(page.body.data).toHaveLength(1);
    expect(page.body.totalItems).toBeGreaterThanOrEqual(2);
    expect(page.body.totalPage).toBe(page.body.totalItems);
  });
});

describe("news search", () => {
  it("finds “giải tích” in the seeded news typed with or without tones, every one of them", async () => {
    const folded = await newsIds("giai tich");
    expect(folded.length).toBeGreaterThan(0);
    expect(await newsIds("giải tích")).toEqual(expect.arrayContaining(folded));
    expect(await newsIds("GIAI TICH")).toEqual(folded);
  });

  it("typed with tones, ranks titles holding those tones first", async () => {
    const toned = await newsIds("toán");
    expect(toned[0]).toBe(ids.mathsNews);
    expect(toned.indexOf(ids.safetyNews)).toBeGreaterThan(0);
    expect(await newsIds("toan")).toEqual(expect.arrayContaining([ids.mathsNews, ids.safetyNews]));
  });

  it("reads the body's text, not its markup", async () => {
    expect(await newsIds("luong giac cau")).toEqual([ids.bodyOnly]);
    expect(await newsIds("lượng giác")).toContain(ids.bodyOnly);
    for (const markup of ["strong", "nhan manh", "href", "quang hoc"]) expect(await newsIds(markup)).not.toContain(ids.bodyOnly);
  });

  it("follows edits and deletions through the index triggers", async () => {
    t.db.update(news).set({ content: "<p>Chủ đề: hình học xạ ảnh.</p>" }).where(eq(news.id, ids.bodyOnly)).run();
    expect(await newsIds("hinh hoc xa anh")).toEqual([ids.bodyOnly]);
    expect(await newsIds("luong giac cau")).toEqual([]);
    t.db.delete(news).where(eq(news.id, ids.bodyOnly)).run();
    expect(await newsIds("hinh hoc xa anh")).toEqual([]);
  });

  it("answers totalItems beside totalPage, within a tag too", async () => {
    const all = await get(`/api/News?pageSize=1&searchContent=${q("sach")}`);
    expect(all.body.totalItems).toBeGreaterThan(1);
    expect(all.body.totalPage).toBe(all.body.totalItems);
    const tags = (await get("/api/News/Tag")).body.data as { slug: string }[];
    const tagged = await get(`/api/News?pageSize=50&searchContent=${q("sach")}&tag=${tags[0]!.slug}`);
    expect(tagged.body.totalItems).toBe(tagged.body.data.length);
    expect(tagged.body.totalItems).toBeLessThanOrEqual(all.body.totalItems);
    const plain = await get("/api/News?pageSize=5");
    expect(plain.body.totalItems).toBeGreaterThan(5);
  });
});

describe("FTS syntax and junk are plain text", () => {
  const junk = [
    '"',
    '"giai',
    "giai*",
    "*",
    "NEAR(giai tich)",
    "giai OR tich",
    "title:giai",
    "-tich",
    "giai AND NOT tich",
    "')--",
    "📚",
    "a".repeat(200),
  ];
  it.each(junk)("%s → 200 on both lists", async (text) => {
    for (const path of ["/api/News?pageSize=50", "/api/Library?pageSize=60"]) {
      const res = await get(`${path}&searchContent=${q(text)}`);
      expect(res.status).toBe(200);
      expect(res.body.totalItems).toBe(res.body.data.length);
    }
  });
});

describe("htmlText", () => {
  it("keeps the words, drops tags, comments and scripts, decodes entities", () => {
    expect(htmlText("<p>Giải&nbsp;tích <strong>1</strong></p><p>Đạo hàm</p>")).toBe("Giải tích 1 Đạo hàm");
    expect(htmlText('<script>var x = "a";</script><!-- ghi chú --><a href="/x">Liên kết</a> &amp; &#7843;&#x1EA3;')).toBe("Liên kết & ảả");
    expect(htmlText("a < b và c > d")).toBe("a < b và c > d");
    expect(htmlText("&#99999999; &bogus;")).toBe("&#99999999; &bogus;");
  });
});
