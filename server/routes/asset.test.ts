/**
 * GET /api/Asset, /api/asset/{id}, /api/asset/{id}/SubChapter/{subChapterId} (spec §2 /sach-giao-khoa,
 * §3 "Textbook asset", §7; ADR 0013) over real HTTP on a fresh seeded database: paging and
 * accent-insensitive search, the flat chapter lists, reading order with ancestors and neighbours,
 * page images the media host draws, and 400/404 answers (never 500).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp, type LooseJson, type TestApp } from "../testing/app";
import { TEXTBOOK_SEED_FACTS as F } from "../seed/textbooks";

let t: TestApp;

beforeAll(async () => {
  t = await testApp({ listen: true });
});

afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.api("GET", url);
const q = encodeURIComponent;

describe("GET /api/Asset", () => {
  it("pages the textbooks with totalPage, each with its cover paths and chapter count", async () => {
    expect(F.assetCount).toBeGreaterThanOrEqual(10);
    const all = await get("/api/Asset?pageSize=60");
    expect(all.status).toBe(200);
    expect(all.body.data).toHaveLength(F.assetCount);
    expect(all.body.totalPage).toBe(1);
    const first = all.body.data[0];
    expect(Object.keys(first).sort()).toEqual([
      "authors",
      "chaptersCount",
      "description",
      "grade",
      "id",
      "image",
      "subject",
      "thumbImage",
      "title",
    ]);
    expect(first.image).toBe(`/media/sgk/sgk-${first.id}.svg`);
    expect(first.thumbImage).toBe(`/media/sgk/thumb-sgk-${first.id}.svg`);
    expect(first.chaptersCount).toBeGreaterThan(0);
    const paged = await get("/api/Asset?pageSize=5&page=2");
    expect(paged.body.data.map((a: LooseJson) => a.id)).toEqual(all.body.data.slice(5, 10).map((a: LooseJson) => a.id));
    expect(paged.body.totalPage).toBe(Math.ceil(F.assetCount / 5));
    expect((await get("/api/Asset?page=999")).body).toMatchObject({ isSuccess: true, data: [] });
    // The path is case-insensitive.
    expect((await get("/api/asset?pageSize=60")).body.data).toHaveLength(F.assetCount);
  });

  it("searches title, subject, grade and authors accent- and case-insensitively", async () => {
    const titles = async (s: string) =>
      (await get(`/api/Asset?pageSize=60&searchContent=${q(s)}`)).body.data.map((a: LooseJson) => a.title);
    expect(await titles(F.searchWord)).toContain(F.searchTitle);
    expect(await titles("TOÁN 10")).toContain(F.searchTitle);
    expect(await titles("lop 11")).toEqual(expect.arrayContaining(["Ngữ văn 11 – Tập một", "Lịch sử 11"]));
    expect(await titles("dai hoc kinh te")).toEqual(["Giáo trình Kinh tế vi mô"]);
    expect(await titles("Cung Thế Anh")).toEqual([F.searchTitle]);
    expect(await titles("khong co sach nay")).toEqual([]);
  });

  it("refuses a search over 200 characters and bad paging with 400", async () => {
    expect((await get(`/api/Asset?searchContent=${"a".repeat(200)}`)).status).toBe(200);
    for (const url of [
      `/api/Asset?searchContent=${"a".repeat(201)}`,
      "/api/Asset?page=0",
      "/api/Asset?page=abc",
      "/api/Asset?pageSize=61",
    ]) {
      const res = await get(url);
      expect(res.status, url).toBe(400);
      expect(res.body.errorCode).toBe("VALIDATION_FAILED");
    }
  });
});

describe("GET /api/asset/{id}", () => {
  it("answers the flat chapters and sub-chapters (§3), with hasContent and ids not in display order", async () => {
    const res = await get(`/api/asset/${F.deepAssetId}`);
    expect(res.status).toBe(200);
    const a = res.body.data;
    expect(a.chapters.length).toBe(a.chaptersCount);
    for (const c of a.chapters) expect([1, 2]).toContain(c.column);
    const ids = new Set(a.subChapters.map((s: LooseJson) => s.subChapterId));
    for (const s of a.subChapters) {
      expect(s.parentId === 0 || ids.has(s.parentId)).toBe(true);
      expect(Object.keys(s).sort()).toEqual(["chapterId", "hasContent", "parentId", "position", "subChapterId", "title"]);
    }
    const leaf = a.subChapters.find((s: LooseJson) => s.subChapterId === F.deepLeafId);
    expect(leaf).toMatchObject({ title: F.deepLeafTitle, hasContent: true });
    // Siblings whose ids run against their positions: only `position` gives the order.
    const top = a.subChapters.filter((s: LooseJson) => s.parentId === 0 && s.chapterId === a.chapters[0].chapterId);
    const byPosition = [...top].sort((x: LooseJson, y: LooseJson) => x.position - y.position).map((s: LooseJson) => s.subChapterId);
    expect(byPosition).not.toEqual([...byPosition].sort((x, y) => x - y));
  });

  it("answers 404 for an unknown textbook and 400 for a malformed id", async () => {
    expect((await get("/api/asset/99999")).status).toBe(404);
    expect((await get("/api/asset/abc")).status).toBe(400);
    expect((await get("/api/asset/-1")).status).toBe(400);
  });
});

describe("GET /api/asset/{id}/SubChapter/{subChapterId}", () => {
  it("answers a depth-3 section with its HTML, ancestors (top first) and neighbours in reading order", async () => {
    const res = await get(`/api/asset/${F.deepAssetId}/SubChapter/${F.deepLeafId}`);
    expect(res.status).toBe(200);
    const s = res.body.data;
    expect(s).toMatchObject({ assetId: F.deepAssetId, subChapterId: F.deepLeafId, title: F.deepLeafTitle, pageImages: [] });
    expect(s.contentHtml).toContain("<h2>");
    expect(s.path.map((p: LooseJson) => p.title)).toEqual(F.deepLeafTrail.slice(1));
    // Walking `nextId` from the first section visits every readable node once, chapter by chapter in position order.
    const detail = (await get(`/api/asset/${F.deepAssetId}`)).body.data;
    const readable = detail.subChapters.filter((x: LooseJson) => x.hasContent).map((x: LooseJson) => x.subChapterId);
    let first = s;
    while (first.previousId !== null) first = (await get(`/api/asset/${F.deepAssetId}/SubChapter/${first.previousId}`)).body.data;
    const visited: number[] = [];
    for (let cur = first; cur;) {
      visited.push(cur.subChapterId);
      cur = cur.nextId === null ? null : (await get(`/api/asset/${F.deepAssetId}/SubChapter/${cur.nextId}`)).body.data;
    }
    expect([...visited].sort((x, y) => x - y)).toEqual([...readable].sort((x: number, y: number) => x - y));
    expect(visited.indexOf(s.subChapterId)).toBeGreaterThan(-1);
    // The first section is in the first chapter, at its first position: "Bài 1 …" then "1. …" — not the lowest id.
    expect(first.title).toBe("Bài 1. Mệnh đề");
    expect(visited[1]).not.toBe(Math.min(...visited.slice(1)));
  });

  it("answers page images of a scanned section, which the media host draws", async () => {
    const res = await get(`/api/asset/${F.pagesAssetId}/SubChapter/${F.pagesLeafId}`);
    expect(res.body.data.contentHtml).toBeNull();
    expect(res.body.data.pageImages.length).toBeGreaterThan(0);
    for (const src of res.body.data.pageImages) {
      expect(src).toMatch(/^\/media\/sgk\/sgk-\d+-\d+-\d+\.svg$/);
      const img = await fetch(t.base + src);
      expect(img.status).toBe(200);
      expect(img.headers.get("content-type")).toContain("image/svg+xml");
      expect(await img.text()).toContain("Trang ");
    }
    const cover = await fetch(`${t.base}/media/sgk/sgk-${F.pagesAssetId}.svg`);
    expect(cover.status).toBe(200);
    expect((await fetch(`${t.base}/media/sgk/thumb-sgk-${F.pagesAssetId}.svg`)).status).toBe(200);
    expect((await fetch(`${t.base}/media/sgk/sgk-${F.pagesAssetId}-${F.deepLeafId}-1.svg`)).status).toBe(404);
    expect((await fetch(`${t.base}/media/sgk/sgk-999.svg`)).status).toBe(404);
  });

  it("answers 404 for a node of another textbook, an unknown node or textbook, and a branch without content", async () => {
    expect((await get(`/api/asset/${F.pagesAssetId}/SubChapter/${F.deepLeafId}`)).status).toBe(404);
    expect((await get(`/api/asset/${F.deepAssetId}/SubChapter/999999`)).status).toBe(404);
    expect((await get(`/api/asset/99999/SubChapter/${F.deepLeafId}`)).status).toBe(404);
    const detail = (await get(`/api/asset/${F.deepAssetId}`)).body.data;
    const branch = detail.subChapters.find((x: LooseJson) => !x.hasContent);
    expect((await get(`/api/asset/${F.deepAssetId}/SubChapter/${branch.subChapterId}`)).status).toBe(404);
    expect((await get(`/api/asset/${F.deepAssetId}/SubChapter/0`)).status).toBe(400);
  });
});
