/**
 * Form schemas of the account pages (spec §5 rules; Vietnamese messages with diacritics), shared by
 * the actions and, with JavaScript, conform's client validation.
 */
import { z } from "zod";
import {
  addressField,
  codeField,
  confirmPasswordField,
  emailField,
  nameField,
  newPasswordField,
  passwordField,
  phoneField,
  redirectToField,
  requiredId,
} from "~/utils/fields";
import { isBefore, isValid, parse as parseDate, startOfDay } from "date-fns";
import { consentFields } from "~/features/privacy/consents";

/** Login (§3 payload Email, Password, remember). */
export const loginSchema = z.object({
  email: emailField,
  password: passwordField,
  remember: z.boolean().default(false),
  redirectTo: redirectToField,
});

/** Register (§5): name, email, phone, password ≥ 8, confirmation equal, terms ticked. */
export const registerSchema = z
  .object({
    name: nameField,
    email: emailField,
    phone: phoneField,
    password: newPasswordField,
    confirmPassword: confirmPasswordField,
    terms: z
      .boolean({ required_error: "Bạn cần đồng ý với Điều khoản sử dụng.", invalid_type_error: "Bạn cần đồng ý với Điều khoản sử dụng." })
      .refine((v) => v, "Bạn cần đồng ý với Điều khoản sử dụng."),
    // Consent per purpose (ADR 0027): optional, unticked by default.
    ...consentFields,
  })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: "Mật khẩu xác nhận không trùng khớp." });

/** Activation code (§5: required; 6 digits). */
export const activationSchema = z.object({ securityCode: codeField("Mã kích hoạt") });

/** A birthday typed as dd/MM/yyyy (spec §3, §9): a real date between 1900 and today. */
export const birthdayField = z
  .string()
  .trim()
  .max(10, "Ngày sinh không hợp lệ (định dạng dd/MM/yyyy).")
  .refine((v) => {
    const d = parseDate(v, "dd/MM/yyyy", new Date());
    return /^\d{2}\/\d{2}\/\d{4}$/.test(v) && isValid(d) && !isBefore(d, new Date(1900, 0, 1)) && isBefore(d, startOfDay(new Date()));
  }, "Ngày sinh không hợp lệ (định dạng dd/MM/yyyy).");

/** Registration step 2, "Thông tin cá nhân" (§5: validates on change; ward may be left empty → null). */
export const profileSchema = z.object({
  name: nameField,
  phone: phoneField,
  address: addressField.optional(),
  cityId: requiredId("Tỉnh/Thành phố không hợp lệ.").optional(),
  districtId: requiredId("Quận/Huyện không hợp lệ.").optional(),
  wardId: requiredId("Phường/Xã không hợp lệ.").optional(),
  birthday: birthdayField.optional(),
});

/** Re-activation request (§3: Email, Password). */
export const reactivateSchema = z.object({ email: emailField, password: passwordField });

/** Forgot password, step 1: the email to send the code to. */
export const sendCodeSchema = z.object({ email: emailField });

/** Forgot password, step 2 (§5: code exactly 6; new password ≥ 8; confirmation equal). */
export const resetPasswordSchema = z
  .object({
    securityCode: codeField("Mã xác nhận"),
    newPassword: newPasswordField,
    confirmPassword: confirmPasswordField,
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ["confirmPassword"], message: "Mật khẩu xác nhận không trùng khớp." });
