/**
 * The textbook library (spec §2 /sach-giao-khoa, §3 "Textbook asset"; ADR 0013) with
 * JavaScript on and off: accent-insensitive search, a clamped overlong search, a book's chapters in
 * reading order (in the page and on the screen), its tree walked down to a depth-3 leaf by opening closed `<details>` (native: no JavaScript needed),
 * its section with `Mục tiếp theo`, page images, the chrome-less mobile views, and bad ids → 404.
 */
import { TEXTBOOK_SEED_FACTS as F } from "../../server/seed/textbooks";
import { expect, test } from "./support";

test("the header links the textbook library, whose search finds “Toán 10” without accents", async ({ page }) => {
  await page.goto("/trang-chu");
  await page.getByRole("navigation", { name: "Điều hướng chính" }).getByRole("link", { name: "Sách giáo khoa", exact: true }).click();
  await expect(page).toHaveURL(/\/sach-giao-khoa$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sách giáo khoa");
  const cards = page.getByRole("main").getByRole("article");
  expect(await cards.count()).toBeGreaterThanOrEqual(10);
  await expect(cards.first().locator("img")).toHaveAttribute("width", /\d+/);

  await page.getByLabel("Tìm sách giáo khoa").fill(F.searchWord);
  await page.getByRole("main").getByRole("button", { name: "Tìm", exact: true }).click();
  await expect(page).toHaveURL(/\/sach-giao-khoa\?searchContent=toan$/);
  const titles = page.getByRole("main").getByRole("article").getByRole("heading", { level: 2 });
  await expect(titles.filter({ hasText: F.searchTitle })).toHaveCount(1);
  expect(await titles.count()).toBeLessThan(F.assetCount);
  await expect(page.getByRole("main").getByRole("article").first()).toContainText("Toán · ");
  await expect(page.getByLabel("Tìm sách giáo khoa")).toHaveValue(F.searchWord);

  await page.goto("/sach-giao-khoa?searchContent=khong-co-sach-nay");
  await expect(page.getByRole("main")).toContainText("Không tìm thấy sách giáo khoa phù hợp.");
});

test("a 1 000-character search and odd page numbers never break the list", async ({ page }) => {
  const res = await page.goto(`/sach-giao-khoa?searchContent=${"toan ".repeat(200)}`);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole("main").getByRole("status")).toContainText("chỉ 200 ký tự đầu tiên");
  for (const q of ["page=0", "page=-1", "page=abc", "page=99999999"]) {
    expect((await page.goto(`/sach-giao-khoa?${q}`))?.status(), q).toBe(200);
  }
  await page.goto("/sach-giao-khoa?page=9999");
  await expect(page.getByRole("main")).toContainText("Không tìm thấy sách giáo khoa phù hợp.");
});

test("a book's contents read in order, I, II, III, IV, on a phone and on a desktop", async ({ page }) => {
  for (const width of [412, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/sach-giao-khoa/${F.deepAssetId}`);
    const chapters = page
      .getByRole("region", { name: "Mục lục" })
      .locator("summary")
      .filter({ hasText: /^Chương [IVX]+\./ });
    await expect(chapters).toHaveText([/^Chương I\./, /^Chương II\./, /^Chương III\./, /^Chương IV\./]);
    // On the screen too: each chapter starts below the one before it (no chapter beside an earlier one).
    const tops: number[] = [];
    for (let i = 0; i < 4; i++) tops.push((await chapters.nth(i).boundingBox())!.y);
    expect(tops, `${width} px`).toEqual([...tops].sort((a, b) => a - b));
    expect(new Set(tops).size).toBe(4);
  }
});

test("a book's tree opens down to a depth-3 leaf, whose section leads to the next one", async ({ page }) => {
  await page.goto("/sach-giao-khoa");
  await page.getByRole("link", { name: F.searchTitle, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/sach-giao-khoa/${F.deepAssetId}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(F.searchTitle);
  const tree = page.getByRole("region", { name: "Mục lục" });
  // The first chapter is open, the others closed: the leaf is hidden until its branches are opened.
  await expect(tree.locator("details").first()).toHaveAttribute("open", "");
  const leaf = tree.getByRole("link", { name: F.deepLeafTitle, exact: true });
  await expect(leaf).toBeHidden();
  for (const title of F.deepLeafTrail) {
    await tree.locator("summary", { hasText: title }).first().click();
  }
  await expect(leaf).toBeVisible();
  await leaf.click();
  await expect(page).toHaveURL(new RegExp(`/sach-giao-khoa/${F.deepAssetId}/muc/${F.deepLeafId}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(F.deepLeafTitle);
  const crumbs = page.getByRole("navigation", { name: "Đường dẫn" });
  for (const title of [F.searchTitle, ...F.deepLeafTrail]) await expect(crumbs).toContainText(title);
  await expect(page.getByRole("main").getByRole("heading", { level: 2, name: F.deepLeafTitle })).toBeVisible();
  // The sanitized HTML section: its sub-headings and formula.
  await expect(page.getByRole("main").getByRole("heading", { level: 3, name: "Công thức cần nhớ" })).toBeVisible();

  await page.getByRole("link", { name: /^Mục tiếp theo/ }).click();
  await expect(page).toHaveURL(new RegExp(`/sach-giao-khoa/${F.deepAssetId}/muc/\\d+$`));
  await expect(page).not.toHaveURL(new RegExp(`/muc/${F.deepLeafId}$`));
  await page.getByRole("link", { name: /^Mục trước/ }).click();
  await expect(page).toHaveURL(new RegExp(`/muc/${F.deepLeafId}$`));
  await page.getByRole("link", { name: "Về mục lục của sách" }).click();
  await expect(page).toHaveURL(new RegExp(`/sach-giao-khoa/${F.deepAssetId}#muc-luc$`));
});

test("a scanned section shows its page images with their size and alternative text", async ({ page }) => {
  await page.goto(`/sach-giao-khoa/${F.pagesAssetId}/muc/${F.pagesLeafId}`);
  const pages = page.getByRole("main").getByRole("img", { name: /^Trang \d+ – / });
  expect(await pages.count()).toBeGreaterThan(0);
  await expect(pages.first()).toHaveAttribute("width", "800");
  await expect(pages.first()).toHaveAttribute("height", "1100");
  const src = await pages.first().getAttribute("src");
  const img = await page.request.get(src!);
  expect(img.status()).toBe(200);
  expect(img.headers()["content-type"]).toContain("image/svg+xml");
});

test("the mobile views have no header or footer and keep their links in mobile views", async ({ page }) => {
  await page.goto(`/mobile/sgk/thu-vien-sgk/${F.deepAssetId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(F.searchTitle);
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  const first = page.getByRole("region", { name: "Mục lục" }).getByRole("link").first();
  await expect(first).toHaveAttribute("href", new RegExp(`^/mobile/sgk/thu-vien-sgk/${F.deepAssetId}/muc/\\d+$`));
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/mobile/sgk/thu-vien-sgk/${F.deepAssetId}/muc/\\d+$`));
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await page.getByRole("link", { name: /^Mục tiếp theo/ }).click();
  await expect(page).toHaveURL(new RegExp(`/mobile/sgk/thu-vien-sgk/${F.deepAssetId}/muc/\\d+$`));
});

test("unknown, malformed and foreign ids are the 404 page", async ({ page }) => {
  for (const url of [
    "/sach-giao-khoa/99999",
    "/sach-giao-khoa/0",
    "/sach-giao-khoa/-1",
    "/sach-giao-khoa/abc",
    "/sach-giao-khoa/99999999999999",
    `/sach-giao-khoa/${F.deepAssetId}/muc/999999`,
    `/sach-giao-khoa/${F.deepAssetId}/muc/abc`,
    `/sach-giao-khoa/${F.pagesAssetId}/muc/${F.deepLeafId}`,
    `/mobile/sgk/thu-vien-sgk/99999`,
    `/mobile/sgk/thu-vien-sgk/${F.pagesAssetId}/muc/${F.deepLeafId}`,
  ]) {
    const res = await page.goto(url);
    expect(res?.status(), url).toBe(404);
  }
});
