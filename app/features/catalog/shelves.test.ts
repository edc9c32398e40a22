import { describe, expect, it } from "vitest";
import { dedupeShelves, shelfHref } from "./shelves";

const shelf = (name: string, ids: number[]) => ({ name, products: ids.map((id) => ({ id })) });
const ids = (s: { products: { id: number }[] }) => s.products.map((p) => p.id);

describe("dedupeShelves", () => {
  it("keeps each book on the first shelf that has it, in each shelf's order", () => {
    const out = dedupeShelves([shelf("a", [1, 2, 3, 4, 5, 6]), shelf("b", [7, 2, 8, 9, 1, 10, 11])], { min: 3 });
    expect(out.map(ids)).toEqual([
      [1, 2, 3, 4, 5, 6],
      [7, 8, 9, 10, 11],
    ]);
  });

  it("cuts a shelf to max books and drops one left with fewer than min", () => {
    const out = dedupeShelves([shelf("a", [1, 2, 3, 4, 5, 6, 7]), shelf("b", [1, 2, 3, 8]), shelf("c", [9, 10, 11, 12])], {
      max: 5,
      min: 3,
    });
    expect(out.map((s) => s.name)).toEqual(["a", "c"]);
    expect(out.map(ids)).toEqual([
      [1, 2, 3, 4, 5],
      [9, 10, 11, 12],
    ]);
  });

  it("books cut from a shelf may appear on a later one; a repeat inside a shelf counts once", () => {
    const out = dedupeShelves([shelf("a", [1, 1, 2, 3]), shelf("b", [4, 3, 5, 6])], { max: 2, min: 2 });
    expect(out.map(ids)).toEqual([
      [1, 2],
      [4, 3],
    ]);
  });
});

describe("shelfHref", () => {
  const categories = [
    { id: 1, name: "Giáo trình" },
    { id: 13, name: "Ebook" },
    { id: 5, name: "Kinh tế" },
  ];
  it("leads to the category the shelf is named after, marks and case aside", () => {
    expect(shelfHref("Giáo trình tiêu biểu", categories)).toBe("/san-pham/danh-muc/1");
    expect(shelfHref("Sách giáo trình", categories)).toBe("/san-pham/danh-muc/1");
    expect(shelfHref("EBOOK nổi bật", categories)).toBe("/san-pham/danh-muc/13");
  });
  it("best sellers by sales, anything else to the whole catalogue", () => {
    expect(shelfHref("Sách bán chạy", categories)).toBe("/san-pham?sort=bestselling");
    expect(shelfHref("Sách mới phát hành", categories)).toBe("/san-pham");
    expect(shelfHref("Sách giảm giá", [])).toBe("/san-pham");
  });
});
