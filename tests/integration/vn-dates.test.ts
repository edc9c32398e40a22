/**
 * The round trip of a Vietnam calendar date between the storefront (app/utils/dates.ts) and the
 * upstream (server/domain/vn-date.ts) in §7's multipart wire form, under three time zones (ADR 0015),
 * and through the running upstream: typed date → wire form → POST /api/Draft/CreateDraft →
 * GET /api/Draft/GetDraftDetail/{id} → the date shown, plus "not in the past" at Vietnam's midnight.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatCalendarDateVn, parseCalendarDate, toMultipartDate, todayInVietnam as todayOnShop } from "~/utils/dates";
import { parseMultipartDate, todayInVietnam } from "../../server/domain/vn-date";
import { DEMO_ACCOUNTS } from "../../server/seed/accounts";
import { testApp, type LooseJson, type TestApp } from "../../server/testing/app";

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

/** 2026-11-25T17:00Z: already 26/11/2026 in Vietnam, still the 25th in UTC and in Los Angeles. */
const VIETNAM_JUST_AFTER_MIDNIGHT = new Date("2026-11-25T17:00:00.000Z");

describe("Vietnam dates through the upstream (CreateDraft → GetDraftDetail)", () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await testApp({ listen: true, clock: () => VIETNAM_JUST_AFTER_MIDNIGHT });
    token = await t.login(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Sends CreateDraft with the date the author typed (dd/MM/yyyy), converted as the storefront does. */
  async function createWithDate(typed: string): Promise<{ status: number; body: LooseJson }> {
    const form = new FormData();
    const fields = {
      title: `Giáo trình hạn ${typed}`,
      authors: "TS. Phạm Thị Hoa",
      fieldOfStudy: "Lịch sử",
      kind: "tham-khao",
      summary: "Sách tham khảo về lịch sử Việt Nam.",
      estimatedPages: "150",
      expectedCompletionDate: toMultipartDate(parseCalendarDate(typed)!),
      contactPhone: "0912345678",
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append("file", new Blob(["%PDF-1.4\n%%EOF\n"]), "ban-thao.pdf");
    const res = await fetch(`${t.base}/api/Draft/CreateDraft`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: res.status, body: await res.json() };
  }

  describe.each(["UTC", "Asia/Ho_Chi_Minh"])("under TZ=%s", (tz) => {
    it("keeps the typed day exactly, there and back", async () => {
      process.env.TZ = tz;
      for (const typed of ["15/03/2027", "01/01/2027", "31/12/2026", "29/02/2028"]) {
        const { status, body } = await createWithDate(typed);
        expect(status, typed).toBe(201);
        const detail = await t.api("GET", `/api/Draft/GetDraftDetail/${body.data.id}`, token);
        expect(detail.body.data.expectedCompletionDate, typed).toBe(parseCalendarDate(typed));
        expect(formatCalendarDateVn(detail.body.data.expectedCompletionDate), typed).toBe(typed);
      }
    });

    it("takes today in Vietnam as the first allowed day, whatever the server's zone", async () => {
      process.env.TZ = tz;
      const today = await createWithDate("26/11/2026");
      expect(today.status).toBe(201);
      expect(today.body.data.expectedCompletionDate).toBe("2026-11-26");
      const yesterday = await createWithDate("25/11/2026");
      expect([yesterday.status, yesterday.body.errorCode]).toEqual([400, "VALIDATION_FAILED"]);
      expect(yesterday.body.data.issues).toContainEqual({
        path: "expectedCompletionDate",
        message: "Ngày dự kiến hoàn thành không được ở quá khứ",
      });
    });
  });
});
