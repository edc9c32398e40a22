/**
 * The review form (docs/ui-contract.md "review": `Số sao`, `Tiêu đề`, `Nội dung`): 1–5
 * stars, a title of 1–120 characters and a text of 1–2000 characters (trimmed), with Vietnamese
 * messages. The same rules as the upstream's (POST/PUT /api/Feedback), checked first here so the
 * shopper sees them under each field, with JavaScript (on input) or without (after the POST).
 */
import { z } from "zod";

/** Longest title and text, characters (the upstream's limits). */
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_CONTENT_MAX = 2000;

const chars = (s: string) => [...s].length;

export const reviewSchema = z.object({
  rating: z.coerce
    .number({ required_error: "Vui lòng chọn số sao.", invalid_type_error: "Vui lòng chọn số sao." })
    .int("Số sao phải từ 1 đến 5.")
    .min(1, "Số sao phải từ 1 đến 5.")
    .max(5, "Số sao phải từ 1 đến 5."),
  title: z
    .string({ required_error: "Vui lòng nhập tiêu đề." })
    .trim()
    .min(1, "Vui lòng nhập tiêu đề.")
    .refine((s) => chars(s) <= REVIEW_TITLE_MAX, `Tiêu đề tối đa ${REVIEW_TITLE_MAX} ký tự.`),
  content: z
    .string({ required_error: "Vui lòng nhập nội dung đánh giá." })
    .trim()
    .min(1, "Vui lòng nhập nội dung đánh giá.")
    .refine((s) => chars(s) <= REVIEW_CONTENT_MAX, `Nội dung tối đa ${REVIEW_CONTENT_MAX} ký tự.`),
});
