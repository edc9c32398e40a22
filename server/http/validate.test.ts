import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "../errors";
import { parse } from "./validate";

const body = z.object({ Quantity: z.number().int().min(1).max(99), Email: z.string().email() });

function failure(value: unknown): ApiError {
  try {
    parse(body, value);
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected a 400");
}

describe("parse", () => {
  it("returns the parsed value", () => {
    expect(parse(body, { Quantity: 2, Email: "a@b.vn" })).toEqual({ Quantity: 2, Email: "a@b.vn" });
  });

  it("answers 400 in Vietnamese, naming the field, for zod's built-in checks", () => {
    const missing = failure({ Email: "a@b.vn" });
    expect(missing.status).toBe(400);
    expect(missing.message).toBe("Dữ liệu không hợp lệ: Quantity – Không được để trống");
    expect(failure({ Quantity: 100, Email: "a@b.vn" }).message).toContain("Phải nhỏ hơn hoặc bằng 99");
    expect(failure({ Quantity: "x", Email: "a@b.vn" }).message).toContain("Sai kiểu dữ liệu");
    expect(failure({ Quantity: 1, Email: "nope" }).message).toContain("Định dạng không hợp lệ");
  });

  it("keeps a schema's own messages (required_error, invalid_type_error, check messages)", () => {
    const own = z.object({
      Email: z
        .string({ required_error: "Email không được để trống", invalid_type_error: "Email phải là chuỗi ký tự" })
        .min(3, "Email quá ngắn"),
    });
    const message = (value: unknown) => {
      try {
        parse(own, value);
      } catch (error) {
        return (error as ApiError).message;
      }
      return null;
    };
    expect(message({})).toBe("Dữ liệu không hợp lệ: Email – Email không được để trống");
    expect(message({ Email: 1 })).toBe("Dữ liệu không hợp lệ: Email – Email phải là chuỗi ký tự");
    expect(message({ Email: "a" })).toBe("Dữ liệu không hợp lệ: Email – Email quá ngắn");
  });
});
