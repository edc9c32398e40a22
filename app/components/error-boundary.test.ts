import { describe, expect, it } from "vitest";
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from "@remix-run/router";
import { describeError } from "./error-boundary";

describe("describeError", () => {
  it("shows Vietnamese copy, not the router's English text, for an unknown URL", () => {
    const routerError = new ErrorResponseImpl(404, "Not Found", new Error('No route matches URL "/khong-co"'), true);
    const d = describeError(routerError);
    expect(d).toMatchObject({ status: 404, title: "Không tìm thấy trang", message: "Trang bạn tìm không tồn tại hoặc đã được chuyển đi." });
    expect(d.message).not.toMatch(/Error|route|URL/);
  });

  it("never shows English or exception text carried by a thrown Response", () => {
    for (const [status, data] of [
      [405, "Error: Method Not Allowed"],
      [400, "Bad Request"],
      [500, "TypeError: x is undefined"],
      [418, "I'm a teapot"],
    ] as const) {
      const d = describeError(new ErrorResponseImpl(status, "", data));
      expect(d.message).toMatch(/[ạảãàáâậầấẩẫăắằặẳẵóòọõỏôộổỗồốơờớợởỡéèẻẹẽêếềệểễúùụủũưựữửừứíìịỉĩýỳỷỵỹđ]/i);
      expect(d.message).not.toContain(data);
    }
  });

  it("keeps a Vietnamese message the app threw on purpose", () => {
    const d = describeError(new ErrorResponseImpl(404, "", "Không tìm thấy sách bạn yêu cầu."));
    expect(d.message).toBe("Không tìm thấy sách bạn yêu cầu.");
  });
});
