import { describe, expect, it } from "vitest";
import { bodyHasLead, mainNewsOf } from "./news";

describe("the main news (spec §3)", () => {
  it("is the first focused item", () => {
    expect(
      mainNewsOf([
        { id: 1, isFocus: false },
        { id: 2, isFocus: true },
        { id: 3, isFocus: true },
      ])?.id,
    ).toBe(2);
  });
  it("else the first item, and nothing for an empty list", () => {
    expect(
      mainNewsOf([
        { id: 7, isFocus: false },
        { id: 8, isFocus: false },
      ])?.id,
    ).toBe(7);
    expect(mainNewsOf([])).toBeUndefined();
  });
});

describe("bodyHasLead", () => {
  const lead = "Từ 15/11 đến 25/11/2025, toàn bộ sách chuyên khảo giảm 20% – “ưu đãi” cho thầy cô & sinh viên.";
  it("finds the lead when the body opens with it (tags and entities aside)", () => {
    expect(
      bodyHasLead(
        lead,
        `<p><strong>Từ 15/11 đến 25/11/2025, toàn bộ sách chuyên khảo giảm 20% – “ưu đãi” cho thầy cô &amp; sinh viên.</strong></p><h2>Chi tiết</h2>`,
      ),
    ).toBe(true);
  });
  it("does not when the body lacks it", () => {
    expect(bodyHasLead(lead, "<p>Nội dung khác.</p>")).toBe(false);
    expect(bodyHasLead("", "<p>x</p>")).toBe(false);
  });
});
