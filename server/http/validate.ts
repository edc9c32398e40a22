/**
 * Request validation for upstream handlers: parses a body, query or params with zod and throws an
 * `ApiError(400)` whose message is the first issue's (Vietnamese) message.
 */
import { z } from "zod";
import { ApiError } from "../errors";

/**
 * Vietnamese messages for zod's built-in checks, used where a schema sets no message of its own:
 * the `errorMessage` of the envelope is shown to shoppers (spec §8), so it is never English.
 * A schema's own message — a check's message, `required_error` / `invalid_type_error`, a schema
 * `errorMap` — is kept: zod hands it over as `ctx.defaultError`, which then differs from zod's
 * English default for the issue.
 */
const vietnameseErrorMap: z.ZodErrorMap = (issue, ctx) => {
  const english = z.defaultErrorMap(issue, { data: ctx.data, defaultError: "" }).message;
  if (ctx.defaultError !== english) return { message: ctx.defaultError };
  switch (issue.code) {
    case z.ZodIssueCode.invalid_type:
      return { message: issue.received === "undefined" ? "Không được để trống" : "Sai kiểu dữ liệu" };
    case z.ZodIssueCode.too_small:
      return {
        message:
          issue.type === "array"
            ? `Cần ít nhất ${issue.minimum} mục`
            : issue.type === "string"
              ? `Cần ít nhất ${issue.minimum} ký tự`
              : `Phải lớn hơn hoặc bằng ${issue.minimum}`,
      };
    case z.ZodIssueCode.too_big:
      return {
        message:
          issue.type === "array"
            ? `Tối đa ${issue.maximum} mục`
            : issue.type === "string"
              ? `Tối đa ${issue.maximum} ký tự`
              : `Phải nhỏ hơn hoặc bằng ${issue.maximum}`,
      };
    case z.ZodIssueCode.invalid_string:
      return { message: "Định dạng không hợp lệ" };
    case z.ZodIssueCode.invalid_enum_value:
      return { message: `Giá trị không hợp lệ, chỉ nhận: ${issue.options.join(", ")}` };
    default:
      return { message: ctx.defaultError === "Required" ? "Không được để trống" : "Giá trị không hợp lệ" };
  }
};

/**
 * Parses `value` with `schema`.
 * @throws ApiError 400 `Dữ liệu không hợp lệ: …` with the failing fields in `data`.
 */
export function parse<S extends z.ZodTypeAny>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {}, { errorMap: vietnameseErrorMap });
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
  const first = issues[0];
  throw new ApiError(
    400,
    "VALIDATION_FAILED",
    `Dữ liệu không hợp lệ${first ? `: ${first.path ? `${first.path} – ` : ""}${first.message}` : ""}`,
    { issues },
  );
}
