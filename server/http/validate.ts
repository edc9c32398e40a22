/**
 * Request validation for upstream handlers: parses a body, query or params with zod and throws an
 * `ApiError(400)` whose message is the first issue's (Vietnamese) message.
 */
import type { z } from "zod";
import { ApiError } from "./envelope";

/**
 * Parses `value` with `schema`.
 * @throws ApiError 400 `Dữ liệu không hợp lệ: …` with the failing fields in `data`.
 */
export function parse<S extends z.ZodTypeAny>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
  const first = issues[0];
  throw new ApiError(400, `Dữ liệu không hợp lệ${first ? `: ${first.path ? `${first.path} – ` : ""}${first.message}` : ""}`, { issues });
}
