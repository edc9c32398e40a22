import { describe, expect, it } from "vitest";
import { publicLessonHref, publicViewOf } from "./public-library";

describe("public library links", () => {
  it("tells the mobile view from the normal page by its path", () => {
    expect(publicViewOf("/thu-vien/khoa-hoc/1")).toBe("public");
    expect(publicViewOf("/mobile/course/1")).toBe("mobile");
    expect(publicViewOf("/mobile/lesson/1")).toBe("mobile");
  });

  it("sends a preview to its public lesson page and a locked lesson to the learner's page, staying in mobile views", () => {
    expect(publicLessonHref({ id: 1, isPreview: true }, "public")).toBe("/thu-vien/bai-hoc/1");
    expect(publicLessonHref({ id: 3, isPreview: false }, "public")).toBe("/bai-hoc/3");
    expect(publicLessonHref({ id: 1, isPreview: true }, "mobile")).toBe("/mobile/lesson/1");
    expect(publicLessonHref({ id: 3, isPreview: false }, "mobile")).toBe("/mobile/mycourse/lesson/3");
  });
});
