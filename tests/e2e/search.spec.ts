/**
 * The catalogue search as a shopper uses it (ADR 0023), with JavaScript on and off: searching from the
 * header (the count in the heading, the query kept in the box, results before the categories),
 * narrowing by a facet (a GET form; with JavaScript it submits on change), an empty result's
 * suggestions, and — with JavaScript only — the header's suggestions combobox by keyboard.
 */
import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./support";

/** The field of the header's search form. */
const searchBox = (page: Page) => page.getByRole("banner").getByLabel("Tìm kiếm", { exact: true });

/** Opens the filters' disclosure when it is closed (phones, and desktop without JavaScript). */
async function openFilters(page: Page) {
  const filters = page.getByRole("form", { name: "Bộ lọc tìm kiếm" });
  if (!(await filters.isVisible())) await page.getByText("Bộ lọc", { exact: true }).click();
  await expect(filters).toBeVisible();
  return filters;
}

test("a search from the header counts its results, keeps the query and lists the books before the categories", async ({ page }) => {
  await page.goto("/trang-chu");
  await hydrated(page);
  await searchBox(page).fill("giai tich");
  await page.getByRole("button", { name: "Tìm", exact: true }).click();
  await expect(page).toHaveURL(/\/san-pham\?searchContent=giai(\+|%20)tich/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("4 kết quả cho “giai tich”");
  await expect(searchBox(page)).toHaveValue("giai tich");
  const results = page.getByRole("main").getByRole("link", { name: /giải tích/i });
  await expect(results.first()).toBeVisible();
  // Relevance first when there is a query.
  await expect(page.getByLabel("Sắp xếp")).toHaveValue("relevance");
  // The category list comes after the results (in reading order and on screen).
  const categories = page.getByRole("navigation", { name: "Danh mục sách" });
  const after = await results
    .first()
    .evaluate((el, nav) => (el.compareDocumentPosition(nav!) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0, await categories.elementHandle());
  expect(after).toBe(true);
});

test("a facet narrows the results to its count and can be cleared", async ({ page, javaScriptEnabled }) => {
  await page.goto(`/san-pham?searchContent=${encodeURIComponent("toán")}`);
  await hydrated(page);
  const heading = page.getByRole("heading", { level: 1 });
  const before = Number((await heading.innerText()).match(/^(\d+) kết quả/)![1]);
  const filters = await openFilters(page);
  for (const name of ["Tác giả", "Nhà xuất bản", "Năm xuất bản", "Khoảng giá", "Hình thức"]) {
    await expect(filters.getByRole("group", { name })).toBeVisible();
  }
  await expect(filters.getByRole("checkbox", { name: /^Còn hàng/ })).toBeVisible();
  const author = filters.getByRole("group", { name: "Tác giả" }).getByRole("radio").nth(1);
  const label = (await author.evaluate((el) => el.closest("label")!.textContent ?? "")).trim();
  const [, name, count] = label.match(/^(.*) \((\d+)\)$/)!;
  expect(Number(count)).toBeLessThan(before);
  await author.check();
  if (!javaScriptEnabled) await filters.getByRole("button", { name: "Áp dụng", exact: true }).click();
  await expect(page).toHaveURL(/author=/);
  await expect(heading).toHaveText(`${count} kết quả cho “toán”`);
  for (const card of await page
    .getByRole("region", { name: /kết quả/ })
    .getByRole("listitem")
    .all()) {
    await expect(card).toContainText(name!.slice(0, 12));
  }
  await expect(
    page.getByRole("group", { name: "Tác giả" }).getByRole("radio", { name: new RegExp(`^${name!.replace(/[.()]/g, "\\$&")}`) }),
  ).toBeChecked();
  await page.getByRole("link", { name: "Bỏ lọc" }).click();
  await expect(heading).toHaveText(`${before} kết quả cho “toán”`);
});

test("an empty result suggests a shorter search that finds books", async ({ page }) => {
  await page.goto(`/san-pham?searchContent=${encodeURIComponent("giải tích zzqqxx")}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("0 kết quả cho “giải tích zzqqxx”");
  await page.getByRole("link", { name: "“giải tích”" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("4 kết quả cho “giải tích”");
});

test("the header's search box suggests books as a combobox, by keyboard", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "suggestions need JavaScript; without it the box is a plain GET form (tested above)");
  await page.goto("/trang-chu");
  await hydrated(page);
  const box = page.getByRole("combobox", { name: "Tìm kiếm", exact: true });
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await box.pressSequentially("giai ti", { delay: 30 });
  await expect(box).toHaveAttribute("aria-expanded", "true");
  const listbox = page.getByRole("listbox", { name: "Gợi ý tìm kiếm" });
  await expect(box).toHaveAttribute("aria-controls", (await listbox.getAttribute("id"))!);
  const options = listbox.getByRole("option");
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBeLessThanOrEqual(10);
  await expect(options.first()).toContainText(/Giải tích/i);
  // ↓ highlights the first option (focus stays in the field), ↑ wraps to the last.
  await box.press("ArrowDown");
  await expect(box).toHaveAttribute("aria-activedescendant", (await options.first().getAttribute("id"))!);
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await box.press("ArrowUp");
  await expect(box).toHaveAttribute("aria-activedescendant", (await options.last().getAttribute("id"))!);
  // Escape closes the list and keeps the text.
  await box.press("Escape");
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await expect(box).not.toHaveAttribute("aria-activedescendant");
  await expect(box).toHaveValue("giai ti");
  // Enter on a highlighted option opens that book.
  await box.press("ArrowDown");
  const title = (await options.first().locator("span").first().innerText()).trim();
  await box.press("Enter");
  await expect(page).toHaveURL(/\/san-pham\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  // Enter without a highlighted option searches for the text as typed.
  await page.getByRole("combobox", { name: "Tìm kiếm", exact: true }).fill("toán");
  await page.getByRole("combobox", { name: "Tìm kiếm", exact: true }).press("Enter");
  await expect(page).toHaveURL(/\/san-pham\?searchContent=to%C3%A1n/);
});
