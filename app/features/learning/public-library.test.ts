import { describe, expect, it } from "vitest";
import { isLockedForPublic, publicLessonHref, publicViewOf } from "./public-library";

describe("public library links", () => {
  it("tells the mobile view from the normal page by its path", () => {
    expect(publicViewOf("/thu-vien/khoa-hoc/1")).toBe("public");
    expect(publicViewOf("/mobile/course/1")).toBe("mobile");
    expect(publicViewOf("/mobile/lesson/1")).toBe("mobile");
  });

  it("sends every lesson, locked or not, to its public page (never the login wall), staying in mobile views", () => {
    expect(publicLessonHref({ id: 1 }, "public")).toBe("/thu-vien/bai-hoc/1");
    expect(publicLessonHref({ id: 3 }, "public")).toBe("/thu-vien/bai-hoc/3");
    expect(publicLessonHref({ id: 1 }, "mobile")).toBe("/mobile/lesson/1");
    expect(publicLessonHref({ id: 3 }, "mobile")).toBe("/mobile/lesson/3");
  });

  it("shows every lesson but the free previews as locked", () => {
    expect(isLockedForPublic({ isPreview: true })).toBe(false);
    expect(isLockedForPublic({ isPreview: false })).toBe(true);
  });
});
