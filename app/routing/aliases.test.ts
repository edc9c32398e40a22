/**
 * The English aliases of the account area (spec §2 "/tai-khoan (alias /account) with children …"):
 * every `/account/...` path answers 301 to its `/tai-khoan/...` page, query kept.
 * The learning pages' legacy paths (`/library/…`, `/course/{id}`, `/lesson/{id}`,
 * `/sgk/thu-vien-sgk[/{id}]`).
 */
import { describe, expect, it } from "vitest";
import { loader } from "~/routes/alias-redirect";

const redirectOf = (path: string) => {
  const res = loader({ request: new Request(`http://localhost${path}`), params: {}, context: {} } as Parameters<typeof loader>[0]);
  return { status: res.status, location: res.headers.get("location") };
};

describe("account area aliases", () => {
  it.each([
    ["/account", "/tai-khoan"],
    ["/account/profile", "/tai-khoan/thong-tin-tai-khoan"],
    ["/account/addresses", "/tai-khoan/so-dia-chi"],
    ["/account/orders?page=2", "/tai-khoan/don-hang?page=2"],
    ["/account/orders/12", "/tai-khoan/don-hang/12"],
    ["/account/change-password", "/tai-khoan/doi-mat-khau"],
    ["/account/affiliate", "/tai-khoan/affiliate"],
    ["/account/my-library", "/tai-khoan/thu-vien-cua-toi"],
    ["/account/my-library/7", "/tai-khoan/thu-vien-cua-toi/7"],
    ["/account/reviews", "/tai-khoan/danh-gia-san-pham"],
    ["/my-documents", "/tai-lieu-cua-toi"],
    // Every Vietnamese child name under /account.
    ["/account/thong-tin-tai-khoan", "/tai-khoan/thong-tin-tai-khoan"],
    ["/account/so-dia-chi/them", "/tai-khoan/so-dia-chi/them"],
    ["/account/don-hang/12?x=1", "/tai-khoan/don-hang/12?x=1"],
    ["/account/doi-mat-khau", "/tai-khoan/doi-mat-khau"],
    ["/account/thu-vien-cua-toi/3", "/tai-khoan/thu-vien-cua-toi/3"],
    ["/account/danh-gia-san-pham", "/tai-khoan/danh-gia-san-pham"],
  ])("%s answers 301 to %s", (from, to) => {
    expect(redirectOf(from)).toEqual({ status: 301, location: to });
  });
});

// Every alias of the learning pages (spec §2), query kept.
describe("learning aliases", () => {
  it.each([
    ["/library/libraryCourses", "/thu-vien"],
    ["/library/libraryCourses?page=2&searchContent=lap%20trinh", "/thu-vien?page=2&searchContent=lap%20trinh"],
    ["/library/course/3", "/thu-vien/khoa-hoc/3"],
    ["/library/course/3?ref=app", "/thu-vien/khoa-hoc/3?ref=app"],
    ["/library/lesson/12", "/thu-vien/bai-hoc/12"],
    ["/course/1", "/khoa-hoc/1"],
    ["/lesson/5?courseId=1", "/bai-hoc/5?courseId=1"],
    ["/sgk/thu-vien-sgk", "/sach-giao-khoa"],
    ["/sgk/thu-vien-sgk?searchContent=toan&page=2", "/sach-giao-khoa?searchContent=toan&page=2"],
    ["/sgk/thu-vien-sgk/4", "/sach-giao-khoa/4"],
    // Case-insensitive like the other aliases; the id is passed on as it is (the page itself 404s a bad one).
    ["/Library/Course/7", "/thu-vien/khoa-hoc/7"],
    ["/course/abc", "/khoa-hoc/abc"],
  ])("%s answers 301 to %s", (from, to) => {
    expect(redirectOf(from)).toEqual({ status: 301, location: to });
  });

  it("declares each once, none over a canonical path or another alias", async () => {
    const { ROUTE_ALIASES } = await import("~/routing/aliases");
    const froms = ROUTE_ALIASES.map((a) => a.from.toLowerCase());
    expect(new Set(froms).size).toBe(froms.length);
    for (const from of [
      "/library/course/:id",
      "/library/lesson/:id",
      "/course/:id",
      "/lesson/:id",
      "/sgk/thu-vien-sgk",
      "/sgk/thu-vien-sgk/:id",
    ]) {
      expect(froms, from).toContain(from.toLowerCase());
    }
    // No alias may shadow a canonical Vietnamese page.
    for (const alias of ROUTE_ALIASES)
      expect(
        alias.from.startsWith("/thu-vien") ||
          alias.from.startsWith("/khoa-hoc") ||
          alias.from.startsWith("/bai-hoc") ||
          alias.from.startsWith("/sach-giao-khoa"),
        alias.from,
      ).toBe(false);
  });
});

// The exercise and exam pages and the reviews of attempts (spec §2, ADR 0014), query kept.
describe("exercise and exam aliases", () => {
  it.each([
    ["/exercise/2", "/bai-tap/2"],
    ["/exercise/2?ref=app", "/bai-tap/2?ref=app"],
    ["/exam/5", "/bai-kiem-tra/5"],
    ["/Exam/5?x=1&y=2", "/bai-kiem-tra/5?x=1&y=2"],
    ["/myexercise/1", "/bai-tap-cua-toi/1"],
    ["/myExercise/1?tab=lich-su", "/bai-tap-cua-toi/1?tab=lich-su"],
    ["/myexam/7", "/bai-kiem-tra-cua-toi/7"],
    ["/myexam/abc", "/bai-kiem-tra-cua-toi/abc"],
  ])("%s answers 301 to %s", (from, to) => {
    expect(redirectOf(from)).toEqual({ status: 301, location: to });
  });

  it("leaves the mobile views alone (they are pages, not aliases)", async () => {
    const { ROUTE_ALIASES } = await import("~/routing/aliases");
    for (const alias of ROUTE_ALIASES) expect(alias.from.toLowerCase().startsWith("/mobile/"), alias.from).toBe(false);
    expect(() => redirectOf("/mobile/myexam/7")).toThrow();
  });
});

// The template toolbar's user menu (spec §2): My Profile, Login, Register.
describe("user menu aliases", () => {
  it.each([
    ["/pages/profile", "/tai-khoan"],
    ["/login?redirectTo=%2Fhop-thu", "/dang-nhap?redirectTo=%2Fhop-thu"],
    ["/register", "/dang-ky"],
  ])("%s answers 301 to %s", (from, to) => {
    expect(redirectOf(from)).toEqual({ status: 301, location: to });
  });
});
