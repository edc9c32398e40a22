/**
 * The manuscript form's text fields (docs/openapi.yaml `POST /api/Draft/CreateDraft`): the zod
 * schema shared by the `/tao-ban-thao` action (validated as the text parts stream in, before the
 * file) and, with JavaScript, conform's client validation. Vietnamese messages; lengths in characters
 * (code points); `expectedCompletionDate` typed `dd/MM/yyyy`, a real day, today in Vietnam or later,
 * output as "YYYY-MM-DD"; the phone follows the shop's rule (app/utils/fields.ts `phoneField`).
 */
import { z } from "zod";
import { DRAFT_KIND_LABELS } from "~/constants";
import { parseCalendarDate, todayInVietnam } from "~/utils/dates";
import { phoneField } from "~/utils/fields";

const chars = (v: string) => [...v].length;

/** A required trimmed text of at most `max` characters, with messages naming the field. */
const text = (name: string, max: number) =>
  z
    .string({ required_error: `${name} không được để trống.` })
    .trim()
    .min(1, `${name} không được để trống.`)
    .refine((v) => chars(v) <= max, `${name} tối đa ${max} ký tự.`);

/** The draft's metadata as the author types it; `expectedCompletionDate` comes out as "YYYY-MM-DD". */
export const draftSchema = z.object({
  title: text("Tên bản thảo", 300),
  authors: text("Tác giả", 500),
  fieldOfStudy: text("Lĩnh vực", 200),
  kind: z.enum(Object.keys(DRAFT_KIND_LABELS) as [keyof typeof DRAFT_KIND_LABELS, ...(keyof typeof DRAFT_KIND_LABELS)[]], {
    errorMap: () => ({ message: "Vui lòng chọn loại bản thảo." }),
  }),
  summary: text("Tóm tắt", 5000),
  estimatedPages: z
    .string({ required_error: "Số trang dự kiến không được để trống." })
    .trim()
    .min(1, "Số trang dự kiến không được để trống.")
    .regex(/^\d{1,4}$/, "Số trang dự kiến phải là số nguyên từ 1 đến 5000.")
    .transform(Number)
    .refine((n) => n >= 1 && n <= 5000, "Số trang dự kiến phải là số nguyên từ 1 đến 5000."),
  expectedCompletionDate: z
    .string({ required_error: "Ngày dự kiến hoàn thành không được để trống." })
    .trim()
    .min(1, "Ngày dự kiến hoàn thành không được để trống.")
    .max(20, "Ngày dự kiến hoàn thành phải có dạng dd/MM/yyyy.")
    .transform((v, ctx) => {
      const day = parseCalendarDate(v);
      if (!day) {
        ctx.addIssue({ code: "custom", message: "Ngày dự kiến hoàn thành phải là một ngày có thật, dạng dd/MM/yyyy." });
        return z.NEVER;
      }
      if (day < todayInVietnam()) {
        ctx.addIssue({ code: "custom", message: "Ngày dự kiến hoàn thành không được ở quá khứ." });
        return z.NEVER;
      }
      return day;
    }),
  contactPhone: phoneField,
});
