/**
 * Checkout form schemas (spec §5 rules, Vietnamese messages), shared by the server actions and,
 * with JavaScript, conform's client validation. Field names are the form's input names.
 */
import { z } from "zod";
import { PAYMENT_METHODS } from "~/upstream/schemas";
import { addressField, emailField, nameField, phoneField, requiredId } from "~/utils/fields";

export { VN_PHONE } from "~/utils/fields";

/** Contact fields, asked for every order (digital-only orders ask only these). */
const contactFields = { name: nameField, phone: phoneField, email: emailField };

/** Step 1 (shipping): contact + province → ward (2025 two-tier map, ADR 0024) + street address. */
export const shippingSchema = z.object({
  ...contactFields,
  cityId: requiredId("Vui lòng chọn Tỉnh/Thành phố."),
  wardId: requiredId("Vui lòng chọn Phường/Xã."),
  address: z
    .string({ required_error: "Vui lòng nhập địa chỉ (số nhà, tên đường)." })
    .trim()
    .min(5, "Vui lòng nhập địa chỉ (số nhà, tên đường).")
    .pipe(addressField),
});

/** Step 2 (payment): the method, the one-time key, and for digital-only orders the contact. */
export const paymentSchema = z.object({
  paymentMethod: z.enum(PAYMENT_METHODS, { errorMap: () => ({ message: "Vui lòng chọn phương thức thanh toán." }) }),
  checkoutKey: z
    .string({ required_error: "Phiên đặt hàng không hợp lệ, vui lòng tải lại trang." })
    .uuid("Phiên đặt hàng không hợp lệ, vui lòng tải lại trang."),
});
export const digitalPaymentSchema = paymentSchema.extend(contactFields);
