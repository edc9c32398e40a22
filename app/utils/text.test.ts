import { describe, expect, it } from "vitest";
import { truncateName } from "./text";

describe("truncateName", () => {
  it("keeps a name of at most 15 characters whole", () => {
    expect(truncateName("Nguyễn Văn An", 15)).toBe("Nguyễn Văn An");
    expect(truncateName("Trần Thị Thu Hà", 15)).toBe("Trần Thị Thu Hà"); // exactly 15
  });

  it("cuts a longer name at 15 characters and adds an ellipsis", () => {
    expect(truncateName("Nguyễn Văn Thành Long", 15)).toBe("Nguyễn Văn Thàn…");
    expect(truncateName("Trần Thị Thu Hằng", 15)).toBe("Trần Thị Thu Hằ…");
  });

  it("defaults to 15 characters", () => {
    expect(truncateName("Nguyễn Thị Minh Khai")).toBe("Nguyễn Thị Minh…");
  });

  it("counts a decomposed Vietnamese letter as one character", () => {
    const decomposed = "Nguyễn Văn Thành Long".normalize("NFD");
    expect(decomposed.length).toBeGreaterThan(21);
    expect(truncateName(decomposed, 15)).toBe("Nguyễn Văn Thàn…");
    expect(truncateName("Phạm Ngọc Ánh".normalize("NFD"), 15)).toBe("Phạm Ngọc Ánh");
  });

  it("does not split characters outside the BMP", () => {
    expect(truncateName("😀😀😀", 2)).toBe("😀😀…");
  });

  it("trims surrounding spaces before counting", () => {
    expect(truncateName("   Lê Văn Tám  ", 15)).toBe("Lê Văn Tám");
    expect(truncateName("", 15)).toBe("");
  });
});
