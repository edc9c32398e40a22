/**
 * Reusable zod fields with the Vietnamese messages of spec §5, shared by every form schema (and by
 * conform on the client). Lengths are bounded so nothing oversized reaches the upstream or a cookie.
 */
import { z } from "zod";
import { CODE_LENGTH, MAX_ID, PASSWORD_MIN_LENGTH } from "~/constants";

/** The Vietnamese mobile phone rule of spec §5: 10 digits starting 09, 03, 07, 08 or 05. */
export const VN_PHONE = /^(09|03|07|08|05)\d{8}$/;

/** Control characters (and the Unicode direction overrides) have no place in names or addresses. */
export const NO_CONTROL = /^[^\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]*$/;

/** Length in characters (code points), as people count them: an emoji is one. */
const chars = (v: string) => [...v].length;

export const emailField = z
  .string({ required_error: "Email không được để trống." })
  .trim()
  .min(1, "Email không được để trống.")
  .max(100, "Email tối đa 100 ký tự.")
  .email("Email không đúng định dạng.");

export const phoneField = z
  .string({ required_error: "Số điện thoại không được để trống." })
  .trim()
  .regex(VN_PHONE, "Số điện thoại không hợp lệ: cần 10 chữ số, bắt đầu bằng 09, 03, 07, 08 hoặc 05.");

export const nameField = z
  .string({ required_error: "Họ và tên không được để trống." })
  .trim()
  .min(1, "Họ và tên không được để trống.")
  .max(240, "Họ và tên tối đa 60 ký tự.")
  .regex(NO_CONTROL, "Họ và tên có ký tự không hợp lệ.")
  .refine((v) => chars(v) <= 60, "Họ và tên tối đa 60 ký tự.");

/** A new password (spec §5: at least 8 characters). */
export const newPasswordField = z
  .string({ required_error: "Mật khẩu không được để trống." })
  .min(PASSWORD_MIN_LENGTH, `Mật khẩu phải có ít nhất ${PASSWORD_MIN_LENGTH} ký tự.`)
  .max(128, "Mật khẩu tối đa 128 ký tự.");

/** The password of a login (any length the account may have). */
export const passwordField = z
  .string({ required_error: "Mật khẩu không được để trống." })
  .min(1, "Mật khẩu không được để trống.")
  .max(128, "Mật khẩu tối đa 128 ký tự.");

/** A 6-digit code (spec §5, §9: code length 6). */
export const codeField = (what: "Mã kích hoạt" | "Mã xác nhận") =>
  z
    .string({ required_error: `${what} không được để trống.` })
    .trim()
    .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), `${what} gồm ${CODE_LENGTH} chữ số.`);

export const addressField = z.string().trim().max(150, "Địa chỉ tối đa 150 ký tự.").regex(NO_CONTROL, "Địa chỉ có ký tự không hợp lệ.");

/** A chosen id of a select: conform's parseWithZod turns "" into undefined and digits into a number. */
export const requiredId = (message: string) =>
  z.number({ required_error: message, invalid_type_error: message }).int(message).positive(message).max(MAX_ID, message);

/** A password confirmation (compared with the new password by the form's refine). */
export const confirmPasswordField = z.string({ required_error: "Vui lòng xác nhận mật khẩu." }).max(128, "Mật khẩu tối đa 128 ký tự.");

/**
 * A hidden `redirectTo` of a form: at most 2 000 characters (`MAX_REDIRECT_TARGET` of
 * utils/http.server.ts), made safe by `safeRedirectTo` where it is used.
 */
export const redirectToField = z.string().max(2000, "Địa chỉ trang quay lại quá dài.").optional();
