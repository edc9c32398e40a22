/**
 * Query fields of paged lists (`page`, `pageSize`) with Vietnamese messages. A page that is not an
 * integer from 1 to {@link MAX_PAGE} — "0", "-1", "1000000000", "abc", "" — fails validation (400
 * `Dữ liệu không hợp lệ: page – Trang không hợp lệ`), never a 500.
 */
import { z } from "zod";
import { MAX_PAGE } from "../constants";

/** `page`: 1-based page number, 1 … {@link MAX_PAGE}, default 1. */
export const pageField = z.coerce
  .number({ invalid_type_error: "Trang không hợp lệ" })
  .int("Trang không hợp lệ")
  .min(1, "Trang không hợp lệ")
  .max(MAX_PAGE, "Trang không hợp lệ")
  .default(1);

/** `pageSize`: items per page, 1 … `max`, default `def`. */
export function pageSizeField(def: number, max: number) {
  const message = `Số mục mỗi trang phải từ 1 đến ${max}`;
  return z.coerce.number({ invalid_type_error: message }).int(message).min(1, message).max(max, message).default(def);
}
