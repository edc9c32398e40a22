/**
 * The round trip of a Vietnam calendar date between the storefront (app/utils/dates.ts) and the
 * upstream (server/domain/vn-date.ts) in §7's multipart wire form, under three time zones (ADR 0015).
 */
import { afterAll, describe, expect, it } from "vitest";
import { formatCalendarDateVn, parseCalendarDate, toMultipartDate, todayInVietnam as todayOnShop } from "~/utils/dates";
import { parseMultipartDate, todayInVietnam } from "../../server/domain/vn-date";

const originalTz = process.env.TZ;
afterAll(() => {
  process.env.TZ = originalTz;
});

// Node re-reads TZ when it is assigned: each block runs under that zone.
describe.each(["UTC", "Asia/Ho_Chi_Minh", "America/Los_Angeles"])("Vietnam dates under TZ=%s (ADR 0015)", (tz) => {
  it("round-trips a typed date through the multipart wire form exactly", () => {
    process.env.TZ = tz;
    for (const typed of ["15/03/2027", "1/1/2027", "31/12/2026", "29/02/2028", "2027-03-15"]) {
      const date = parseCalendarDate(typed)!;
      const wire = toMultipartDate(date);
      expect(wire).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/);
      expect(parseMultipartDate(wire)).toBe(date);
      expect(parseCalendarDate(formatCalendarDateVn(date))).toBe(date);
    }
    expect(parseCalendarDate("15/03/2027")).toBe("2027-03-15");
  });

  it("knows Vietnam's today at both ends of its day", () => {
    process.env.TZ = tz;
    // 16:59:59Z is 23:59:59 in Vietnam; 17:00Z is already the next day there.
    expect(todayInVietnam(new Date("2026-11-25T16:59:59.999Z"))).toBe("2026-11-25");
    expect(todayInVietnam(new Date("2026-11-25T17:00:00.000Z"))).toBe("2026-11-26");
    expect(todayOnShop(new Date("2026-11-25T17:00:00.000Z"))).toBe("2026-11-26");
  });

  it("refuses what is not a real day or not a wire form", () => {
    process.env.TZ = tz;
    for (const bad of ["30/02/2027", "32/01/2027", "2027-13-01", "15-03-2027", "", "ngày mai", "1899-12-31"])
      expect(parseCalendarDate(bad)).toBeNull();
    for (const bad of ["2027-02-30T00:00:00.000Z", "2027-03-15T17:00:00.000Z", "2027-03-15T00:00:00+07:00", "15/03/2027", "1e9"])
      expect(parseMultipartDate(bad)).toBeNull();
    expect(parseMultipartDate("2027-03-15")).toBe("2027-03-15");
  });
});
