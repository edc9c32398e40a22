/**
 * Form schemas of the account area (spec §5 rules, Vietnamese messages), shared by the
 * actions and, with JavaScript, conform's client validation. Field names are the forms' input names.
 */
import { z } from "zod";
import { shippingSchema } from "~/features/checkout/checkout-schema";
import { confirmPasswordField, newPasswordField, passwordField } from "~/utils/fields";

/** `/tai-khoan/doi-mat-khau`: current password, new one (≥ PASSWORD_MIN_LENGTH), its confirmation. */
export const changePasswordSchema = z
  .object({
    currentPassword: passwordField,
    newPassword: newPasswordField,
    confirmPassword: confirmPasswordField,
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ["confirmPassword"], message: "Mật khẩu xác nhận không trùng khớp." })
  .refine((v) => v.newPassword !== v.currentPassword, { path: ["newPassword"], message: "Mật khẩu mới phải khác mật khẩu hiện tại." });

/** An address of the book: the checkout's contact (without email) and address fields, and `isDefault`. */
export const addressBookSchema = shippingSchema.omit({ email: true }).extend({ isDefault: z.boolean().optional() });
