/**
 * Zod fields of the account calls (spec §5 "Validation rules", §3 payloads), with Vietnamese messages.
 * Used by server/routes/auth.ts, user.ts and account-cart.ts.
 *
 * Text fields are trimmed and normalised to Unicode NFC (Vietnamese typed on some systems arrives
 * decomposed); lengths count characters (code points), so an emoji counts as one. Control characters
 * (tab, new line, C1 …), lone surrogates and the bidirectional override/isolate marks (used to
 * disguise text) are refused with a message. Everything else — letters of any script (an Arabic or
 * Hebrew name is accepted), emoji, quotes, `<`, `;`, `--` — is stored verbatim as text: the database
 * is only reached through bound parameters and the storefront escapes on output.
 */
import { z } from "zod";
import { CONSENT_PURPOSES, MAX_ID } from "../constants";

/** The Vietnamese mobile phone rule of spec §5: 10 digits starting 09, 03, 07, 08 or 05. */
export const VN_PHONE = /^(09|03|07|08|05)\d{8}$/;

/** Characters refused in text fields: controls, lone surrogates, line/paragraph separators, bidi overrides and isolates. */
const FORBIDDEN = /[\p{Cc}\p{Cs}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

const length = (s: string) => [...s].length;

/**
 * A trimmed, NFC-normalised text of `min`…`max` characters without forbidden characters.
 * @param label the field's Vietnamese name, used in the messages (`Họ và tên`, `Địa chỉ` …).
 */
function textField(label: string, opts: { min?: number; max: number }) {
  const min = opts.min ?? 0;
  return z
    .string({ required_error: `${label} không được để trống`, invalid_type_error: `${label} phải là chuỗi ký tự` })
    .max(opts.max * 4, `${label} tối đa ${opts.max} ký tự`)
    .transform((s) => s.trim().normalize("NFC"))
    .refine((s) => min === 0 || s.length > 0, `${label} không được để trống`)
    .refine((s) => length(s) <= opts.max, `${label} tối đa ${opts.max} ký tự`)
    .refine((s) => length(s) >= min, `${label} cần ít nhất ${min} ký tự`)
    .refine((s) => !FORBIDDEN.test(s), `${label} chứa ký tự không hợp lệ (ký tự điều khiển, xuống dòng hoặc ký tự đảo chiều)`);
}

/** Full name: 1–60 characters with at least one letter (of any script); emoji allowed. */
export const nameField = textField("Họ và tên", { min: 1, max: 60 }).refine(
  (s) => /\p{L}/u.test(s),
  "Họ và tên phải có ít nhất một chữ cái",
);

/** E-mail address: trimmed, lower case, ≤ 254 characters, format checked. */
export const emailField = z
  .string({ required_error: "Email không được để trống", invalid_type_error: "Email phải là chuỗi ký tự" })
  .trim()
  .min(1, "Email không được để trống")
  .max(254, "Email tối đa 254 ký tự")
  .email("Email không đúng định dạng")
  .transform((s) => s.toLowerCase());

/** A login e-mail: only required and bounded (an unknown or malformed address is a failed login, 401). */
export const loginEmailField = z
  .string({ required_error: "Email không được để trống", invalid_type_error: "Email phải là chuỗi ký tự" })
  .trim()
  .min(1, "Email không được để trống")
  .max(254, "Email tối đa 254 ký tự");

/** A login password: only required and bounded (not trimmed). */
export const loginPasswordField = z
  .string({ required_error: "Mật khẩu không được để trống", invalid_type_error: "Mật khẩu phải là chuỗi ký tự" })
  .min(1, "Mật khẩu không được để trống")
  .max(128, "Mật khẩu tối đa 128 ký tự");

/** A new password (spec §5, §9): 8–128 characters, not trimmed. */
export const newPasswordField = z
  .string({ required_error: "Mật khẩu không được để trống", invalid_type_error: "Mật khẩu phải là chuỗi ký tự" })
  .min(8, "Mật khẩu cần ít nhất 8 ký tự")
  .max(128, "Mật khẩu tối đa 128 ký tự")
  .refine((s) => !/[\p{Cc}\p{Cs}]/u.test(s), "Mật khẩu chứa ký tự không hợp lệ");

/** Phone (spec §5): trimmed, 10 digits starting 09, 03, 07, 08 or 05. */
export const phoneField = z
  .string({ required_error: "Số điện thoại không được để trống", invalid_type_error: "Số điện thoại phải là chuỗi ký tự" })
  .max(20, "Số điện thoại không hợp lệ")
  .trim()
  .regex(VN_PHONE, "Số điện thoại không hợp lệ (10 chữ số, bắt đầu bằng 09, 03, 07, 08 hoặc 05)");

/** Street address: ≤ 300 characters, may be empty. */
export const addressField = textField("Địa chỉ", { max: 300 });

/** A ward id (`Ward.wardId`), or null for none. Existence is checked by the handler. */
export const wardIdField = z
  .number({ invalid_type_error: "Phường/Xã không hợp lệ" })
  .int("Phường/Xã không hợp lệ")
  .positive("Phường/Xã không hợp lệ")
  .max(MAX_ID, "Phường/Xã không hợp lệ")
  .nullable();

/** A 6-digit security code (spec §5 "gom 6 chu so", §9), surrounding spaces ignored. */
export const securityCodeField = (label = "Mã xác nhận") =>
  z
    .string({ required_error: `${label} không được để trống`, invalid_type_error: `${label} phải là chuỗi ký tự` })
    .max(20, `${label} gồm 6 chữ số`)
    .trim()
    .regex(/^\d{6}$/, `${label} gồm 6 chữ số`);

/** The largest id the upstream accepts (server/constants.ts). */
export { MAX_ID };

/** The checks of an id field, for `idField`'s `only`: not a number, not an integer, too small, too large. */
export type IdCheck = "type" | "int" | "min" | "max";

/**
 * An id (1 … MAX_ID, or 0 … with `allowZero`), coerced from a path or query string. `message` is the
 * Vietnamese message of every failing check, or only of the `only` ones (the others keep the generic
 * message of server/http/validate.ts); without `message`, every check keeps the generic one.
 */
export function idField(message?: string, opts: { only?: readonly IdCheck[]; allowZero?: boolean } = {}) {
  const m = (check: IdCheck) => (message !== undefined && (!opts.only || opts.only.includes(check)) ? message : undefined);
  const type = m("type");
  const int = z.coerce.number(type === undefined ? undefined : { invalid_type_error: type }).int(m("int"));
  return (opts.allowZero ? int.nonnegative(m("min")) : int.positive(m("min"))).max(MAX_ID, m("max"));
}

/**
 * The path parameters `{id}` of every route (an `idField`), e.g. `idParams("Mã khóa học không hợp lệ")`
 * (that message for every failure) or `idParams("Mã sản phẩm không hợp lệ", { only: ["min"] })`.
 */
export function idParams(message?: string, opts: { only?: readonly IdCheck[]; allowZero?: boolean } = {}) {
  return z.object({ id: idField(message, opts) });
}

/** One consent as sent by the storefront: the purpose, the new state and the text shown beside its box. */
const consentItem = z.object({
  Purpose: z.enum(CONSENT_PURPOSES, { errorMap: () => ({ message: "Mục đích đồng ý không hợp lệ" }) }),
  Granted: z.boolean({ required_error: "Thiếu lựa chọn đồng ý", invalid_type_error: "Lựa chọn đồng ý không hợp lệ" }),
  Text: z
    .string({ required_error: "Thiếu nội dung đồng ý", invalid_type_error: "Nội dung đồng ý không hợp lệ" })
    .trim()
    .min(1, "Thiếu nội dung đồng ý")
    .max(500, "Nội dung đồng ý quá dài"),
});
/** The list of consents of a request body (at most one per purpose is recorded). */
export const consentList = z.array(consentItem).max(CONSENT_PURPOSES.length * 2, "Quá nhiều lựa chọn đồng ý");
