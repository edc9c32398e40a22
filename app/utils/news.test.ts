import { describe, expect, it } from "vitest";
import { mainNewsOf } from "./news";

describe("the main news (spec §3)", () => {
  it("is the first focused item", () => {
    expect(mainNewsOf([{ id: 1, isFocus: false }, { id: 2, isFocus: true }, { id: 3, isFocus: true }])?.id).toBe(2);
  });
  it("else the first item, and nothing for an empty list", () => {
    expect(mainNewsOf([{ id: 7, isFocus: false }, { id: 8, isFocus: false }])?.id).toBe(7);
    expect(mainNewsOf([])).toBeUndefined();
  });
});
