import { describe, expect, it } from "vitest";
import { formatCount, formatRating, ratingLabel, ratingStats } from "./rating";

const none = { rating1: 0, rating2: 0, rating3: 0, rating4: 0, rating5: 0 };

describe("ratingStats", () => {
  it("defaults to an average of 5 when nobody has rated", () => {
    expect(ratingStats(none)).toEqual({ total: 0, average: 5 });
  });

  it("sums the five counts and takes the weighted mean", () => {
    expect(ratingStats({ ...none, rating5: 2, rating4: 1 })).toEqual({ total: 3, average: 14 / 3 });
    expect(ratingStats({ rating1: 1, rating2: 1, rating3: 1, rating4: 1, rating5: 1 })).toEqual({ total: 5, average: 3 });
    expect(ratingStats({ ...none, rating1: 4 })).toEqual({ total: 4, average: 1 });
  });

  it("ignores negative, fractional and non-finite counts", () => {
    expect(ratingStats({ ...none, rating5: 2, rating1: -3, rating2: Number.NaN, rating3: 1.7 })).toEqual({
      total: 3,
      average: (2 * 5 + 1 * 3) / 3,
    });
  });
});

describe("formatting", () => {
  it("formats the average with one decimal and a comma", () => {
    expect(formatRating(14 / 3)).toBe("4,7");
    expect(formatRating(5)).toBe("5,0");
    expect(formatRating(4.6)).toBe("4,6");
  });

  it("groups thousands with a dot", () => {
    expect(formatCount(1234)).toBe("1.234");
    expect(formatCount(7)).toBe("7");
  });

  it("builds the screen-reader sentence", () => {
    expect(ratingLabel(4.6, 123)).toBe("4,6 trên 5 sao, 123 đánh giá");
    expect(ratingLabel(5, 0)).toBe("Chưa có đánh giá");
  });
});
