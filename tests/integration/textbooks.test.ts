/**
 * The textbook pages' loaders over the real reference upstream: the list clamps an
 * overlong search instead of failing, the book's tree is built from §3's flat lists, the section's
 * upstream HTML is sanitized, and unknown, malformed or foreign ids are a 404 — never a 500.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { assetSubChapters } from "../../server/db/schema";
import { TEXTBOOK_SEED_FACTS as F } from "../../server/seed/textbooks";
import { call, getRequest, useUpstream } from "./support";

const upstream = useUpstream();

let list: typeof import("~/routes/textbooks");
let book: typeof import("~/routes/textbook");
let section: typeof import("~/routes/textbook-section");

beforeAll(async () => {
  list = await import("~/routes/textbooks");
  book = await import("~/routes/textbook");
  section = await import("~/routes/textbook-section");
});

describe("textbook loaders", () => {
  it("clamps a 1 000-character search to 200 characters and says so", async () => {
    const res = await call(list.loader, getRequest(`/sach-giao-khoa?searchContent=${"toan ".repeat(200)}&page=-1`));
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ clamped: true, page: 1 });
    expect((res.data as { searchContent: string }).searchContent.length).toBeLessThanOrEqual(200);
    const found = await call(list.loader, getRequest(`/sach-giao-khoa?searchContent=${F.searchWord}`));
    expect((found.data as { textbooks: { title: string }[] }).textbooks.map((b) => b.title)).toContain(F.searchTitle);
  });

  it("builds the book's tree, the deep leaf at depth 3, in both views", async () => {
    for (const path of [`/sach-giao-khoa/${F.deepAssetId}`, `/mobile/sgk/thu-vien-sgk/${F.deepAssetId}`]) {
      const res = await call(book.loader, getRequest(path), { id: String(F.deepAssetId) });
      expect(res.status).toBe(200);
      type Node = { id: number; depth: number; children: Node[] };
      const all: Node[] = [];
      const walk = (nodes: Node[]) => nodes.forEach((n) => (all.push(n), walk(n.children)));
      walk((res.data as { tree: { children: Node[] }[] }).tree.flatMap((c) => c.children));
      expect(all.find((n) => n.id === F.deepLeafId)?.depth).toBe(3);
      expect((res.data as { view: string }).view).toBe(path.startsWith("/mobile/") ? "mobile" : "web");
    }
  });

  it("sanitizes the section's HTML from the upstream", async () => {
    upstream.db
      .update(assetSubChapters)
      .set({ contentHtml: `<h2>Mục</h2><p onclick="alert(1)">Nội dung</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>` })
      .where(eq(assetSubChapters.id, F.htmlLeafId))
      .run();
    const res = await call(section.loader, getRequest(`/sach-giao-khoa/${F.deepAssetId}/muc/${F.htmlLeafId}`), {
      id: String(F.deepAssetId),
      subChapterId: String(F.htmlLeafId),
    });
    expect(res.status).toBe(200);
    const html = (res.data as { section: { contentHtml: string } }).section.contentHtml;
    expect(html).toContain("<p>Nội dung</p>");
    expect(html).not.toMatch(/script|onclick|javascript:/);
  });

  it("answers 404 for unknown, malformed and foreign ids", async () => {
    const cases: [Parameters<typeof call>[0], string, Record<string, string>][] = [
      [book.loader, "/sach-giao-khoa/99999", { id: "99999" }],
      [book.loader, "/sach-giao-khoa/abc", { id: "abc" }],
      [book.loader, "/sach-giao-khoa/0", { id: "0" }],
      [
        section.loader,
        `/sach-giao-khoa/${F.pagesAssetId}/muc/${F.deepLeafId}`,
        { id: String(F.pagesAssetId), subChapterId: String(F.deepLeafId) },
      ],
      [section.loader, `/sach-giao-khoa/${F.deepAssetId}/muc/-5`, { id: String(F.deepAssetId), subChapterId: "-5" }],
      [section.loader, `/sach-giao-khoa/${F.deepAssetId}/muc/99999999999`, { id: String(F.deepAssetId), subChapterId: "99999999999" }],
    ];
    for (const [loader, path, params] of cases) expect((await call(loader, getRequest(path), params)).status, path).toBe(404);
  });
});
