/**
 * The flash sale schedule (server/domain/flash-sale.ts): windows in Vietnam time, overnight windows,
 * validity days, priorities; and the related-news ranking of server/domain/news.ts.
 */
import { describe, expect, it } from "vitest";
import { minutesOf, runningSale } from "./flash-sale";
import { rankRelated } from "./news";

const sale = (
  over: Partial<{ id: number; dailyStart: string; dailyEnd: string; validFrom: string; validUntil: string | null; priority: number }> = {},
) => ({
  id: 1,
  dailyStart: "00:00",
  dailyEnd: "24:00",
  validFrom: "2024-01-01",
  validUntil: null,
  priority: 0,
  ...over,
});

describe("minutesOf", () => {
  it("reads HH:mm from 00:00 to 24:00 and refuses anything else", () => {
    expect(minutesOf("00:00")).toBe(0);
    expect(minutesOf("12:30")).toBe(750);
    expect(minutesOf("24:00")).toBe(1440);
    for (const bad of ["24:01", "7:00", "12:60", "ab:cd", ""]) expect(() => minutesOf(bad), bad).toThrow(RangeError);
  });
});

describe("runningSale", () => {
  it("runs an all-day sale on the Vietnam calendar day of now", () => {
    expect(runningSale([sale()], new Date("2026-11-21T05:00:00.000Z"))).toMatchObject({
      startsAt: "2026-11-20T17:00:00.000Z",
      endsAt: "2026-11-21T16:59:59.999Z",
    });
    // 23:30 UTC is already the next day in Hà Nội.
    expect(runningSale([sale()], new Date("2026-11-21T23:30:00.000Z"))).toMatchObject({
      startsAt: "2026-11-21T17:00:00.000Z",
      endsAt: "2026-11-22T16:59:59.999Z",
    });
  });

  it("respects the daily window, end exclusive", () => {
    const lunch = sale({ dailyStart: "12:00", dailyEnd: "14:00" });
    expect(runningSale([lunch], new Date("2026-11-21T04:59:59.999Z"))).toBeNull(); // 11:59:59.999
    expect(runningSale([lunch], new Date("2026-11-21T05:00:00.000Z"))).toMatchObject({
      startsAt: "2026-11-21T05:00:00.000Z",
      endsAt: "2026-11-21T06:59:59.999Z",
    });
    expect(runningSale([lunch], new Date("2026-11-21T07:00:00.000Z"))).toBeNull(); // 14:00
  });

  it("runs overnight windows across midnight, counted from the day they start", () => {
    const night = sale({ dailyStart: "22:00", dailyEnd: "02:00", validFrom: "2026-11-21", validUntil: "2026-11-21" });
    expect(runningSale([night], new Date("2026-11-21T16:00:00.000Z"))).toMatchObject({
      startsAt: "2026-11-21T15:00:00.000Z",
      endsAt: "2026-11-21T18:59:59.999Z",
    }); // 23:00
    expect(runningSale([night], new Date("2026-11-21T18:30:00.000Z"))).toMatchObject({ startsAt: "2026-11-21T15:00:00.000Z" }); // 01:30 the next day
    expect(runningSale([night], new Date("2026-11-22T16:00:00.000Z"))).toBeNull(); // the next night is past validUntil
  });

  it("honours validFrom and validUntil (Vietnam days, inclusive)", () => {
    const week = sale({ validFrom: "2026-11-20", validUntil: "2026-11-26" });
    expect(runningSale([week], new Date("2026-11-19T16:59:59.999Z"))).toBeNull(); // 23:59 on the 19th
    expect(runningSale([week], new Date("2026-11-19T17:00:00.000Z"))).not.toBeNull(); // 00:00 on the 20th
    expect(runningSale([week], new Date("2026-11-26T16:59:59.999Z"))).not.toBeNull();
    expect(runningSale([week], new Date("2026-11-26T17:00:00.000Z"))).toBeNull();
  });

  it("prefers the highest priority, then the lowest id", () => {
    const daily = sale({ id: 1 });
    const golden = sale({ id: 2, dailyStart: "20:00", dailyEnd: "22:00", priority: 5 });
    expect(runningSale([daily, golden], new Date("2026-11-21T13:30:00.000Z"))?.sale.id).toBe(2); // 20:30
    expect(runningSale([daily, golden], new Date("2026-11-21T16:00:00.000Z"))?.sale.id).toBe(1); // 23:00
    expect(runningSale([sale({ id: 3 }), sale({ id: 2 })], new Date())?.sale.id).toBe(2);
  });
});

describe("rankRelated", () => {
  it("keeps articles sharing a tag, most shared first, then newest, at most the limit", () => {
    const c = (id: number, publishedAt: string, tagIds: number[]) => ({ id, publishedAt, tagIds });
    const candidates = [
      c(1, "2026-01-01", [9]),
      c(2, "2026-02-01", [1]),
      c(3, "2026-03-01", [1, 2]),
      c(4, "2026-04-01", [2]),
      c(5, "2026-05-01", []),
    ];
    expect(rankRelated([1, 2], candidates, 6)).toEqual([3, 4, 2]);
    expect(rankRelated([1, 2], candidates, 2)).toEqual([3, 4]);
    expect(rankRelated([], candidates, 6)).toEqual([]);
  });
});
