import { describe, expect, it } from "vitest";
import { isBarePath } from "./layout";

describe("isBarePath (spec §2 views without navbar or footer)", () => {
  it("is true for the mobile views and the preview pages", () => {
    for (const path of ["/mobile/news/abc", "/mobile/exam/3", "/xem-truoc", "/xem-truoc/", "/xem-truoc-khoa-hoc"])
      expect(isBarePath(path), path).toBe(true);
  });
  it("is false for every other page", () => {
    for (const path of ["/trang-chu", "/tin-sach/mobile", "/xem-truoc-abc", "/mobile", "/san-pham/1"])
      expect(isBarePath(path), path).toBe(false);
  });
});
