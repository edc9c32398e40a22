import { describe, expect, it } from "vitest";
import { countdownText, formatRemaining } from "./countdown-behaviour";

describe("formatRemaining", () => {
  it("shows hours, minutes and seconds, hours beyond a day included", () => {
    expect(formatRemaining(((2 * 60 + 13) * 60 + 45) * 1000 + 999)).toBe("02:13:45");
    expect(formatRemaining(30 * 3_600_000)).toBe("30:00:00");
  });
  it("never goes below zero", () => {
    expect(formatRemaining(0)).toBe("00:00:00");
    expect(formatRemaining(-5000)).toBe("00:00:00");
  });
});

describe("countdownText", () => {
  it("counts down to the end, then says it has ended", () => {
    const end = "2026-11-21T16:59:00.000Z";
    expect(countdownText(end, Date.parse(end) - 3_725_000)).toBe(" · Còn 01:02:05");
    expect(countdownText(end, Date.parse(end))).toBe(" · Đã kết thúc");
  });
});
