import { describe, expect, it } from "vitest";
import { readOrderFilters } from "./order-filters.server";
import { orderListHref } from "./order-list-href";

const read = (query: string) => readOrderFilters(new URL(`http://shop.test/tai-khoan/don-hang?${query}`));

describe("readOrderFilters", () => {
  it("keeps valid filters and builds the list's links from them", () => {
    const f = read("status=paid&from=2026-11-01&to=2026-11-30&q=%20dh2611%20&page=3");
    expect(f).toEqual({ page: 3, status: "paid", from: "2026-11-01", to: "2026-11-30", q: "dh2611", errors: {} });
    expect(orderListHref(f, 2)).toBe("/tai-khoan/don-hang?status=paid&from=2026-11-01&to=2026-11-30&q=dh2611&page=2");
    expect(orderListHref({ status: "", from: "", to: "", q: "" }, 1)).toBe("/tai-khoan/don-hang");
  });

  it("normalises bad pages and statuses with a message", () => {
    for (const page of ["0", "-1", "abc", "1.5", "100000", "1e3"]) {
      const f = read(`page=${page}`);
      expect([page, f.page, Boolean(f.errors.page)]).toEqual([page, 1, true]);
    }
    expect(read("status=shipped")).toMatchObject({ status: "", errors: { status: expect.stringContaining("Trạng thái") } });
  });

  it("accepts dd/MM/yyyy, refuses days that do not exist, and drops a reversed range", () => {
    expect(read("from=5/11/2026").from).toBe("2026-11-05");
    expect(read("from=2026-02-30")).toMatchObject({ from: "", errors: { from: expect.stringContaining("Ngày không hợp lệ") } });
    expect(read("to=abc")).toMatchObject({ to: "", errors: { to: expect.any(String) } });
    expect(read("from=2026-12-01&to=2026-11-01")).toMatchObject({ from: "", to: "", errors: { to: expect.stringContaining("Đến ngày") } });
  });

  it("cuts the code search at 50 characters", () => {
    expect(read(`q=${"x".repeat(80)}`).q).toHaveLength(50);
  });
});
