import { describe, expect, it } from "vitest";
import { formatClockTime, formatCount, formatDeadline, formatTimeLeft, typedLimit } from "./format";

describe("attempt page formats", () => {
  it("says the deadline and the save time in Vietnam time, whatever the machine's zone", () => {
    expect(formatDeadline("2026-11-25T03:25:00.000Z")).toBe("10:25, 25/11/2026");
    expect(formatDeadline("2026-12-31T17:05:00.000Z")).toBe("00:05, 01/01/2027");
    expect(formatClockTime("2026-11-25T03:21:05.400Z")).toBe("10:21:05");
  });

  it("counts down in minutes and seconds, never below zero, rounding up a started second", () => {
    expect(formatTimeLeft(754_000)).toBe("12:34");
    expect(formatTimeLeft(753_100)).toBe("12:34");
    expect(formatTimeLeft(75 * 60_000)).toBe("75:00");
    expect(formatTimeLeft(0)).toBe("00:00");
    expect(formatTimeLeft(-5_000)).toBe("00:00");
  });

  it("gives typed questions their limit with Vietnamese grouping", () => {
    expect(typedLimit({ kind: "short", maxLength: null })).toBe(200);
    expect(typedLimit({ kind: "essay", maxLength: null })).toBe(10_000);
    expect(typedLimit({ kind: "essay", maxLength: 500 })).toBe(500);
    expect(formatCount(10_000)).toBe("10.000");
  });
});
