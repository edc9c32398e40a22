/**
 * Checkout form schemas (spec §5 rules, Vietnamese messages), shared by the server actions and,
 * with JavaScript, conform's client validation. Field names are the form's input names.
 */
import { z } from "zod";

/** The Vietnamese mobile phone rule of spec §5: 10 digits starting 09, 03, 07, 08 or 05. */
export const VN_PHONE = /^(09|03|07|08|05)\d{8}$/;

/** A chosen id of a select: conform's parseWithZod turns "" into undefined and digits into a number. */
const requiredId = (message: string) => z.number({ required_error: message, invalid_type_error: message }).int(message).positive(message).max(2_147_483_647, message);

/** Contact fields, asked for every order (digital-only orders ask only these). */
export const contactFields = {
  name: z.string({ required_error: "Vui lòng nhập họ và tên." }).trim().min(1, "Vui lòng nhập họ và tên.").max(60, "Họ và tên tối đa 60 ký tự."),
  phone: z
    .string({ required_error: "Vui lòng nhập số điện thoại." })
    .trim()
    .regex(VN_PHONE, "Số điện thoại không hợp lệ: cần 10 chữ số, bắt đầu bằng 09, 03, 07, 08 hoặc 05."),
  email: z.string({ required_error: "Email không được để trống." }).trim().email("Email không đúng định dạng.").max(100, "Email tối đa 100 ký tự."),
};

/** Step 1 (shipping): contact + province → district → ward + street address. */
export const shippingSchema = z.object({
  ...contactFields,
  cityId: requiredId("Vui lòng chọn Tỉnh/Thành phố."),
  districtId: requiredId("Vui lòng chọn Quận/Huyện."),
  wardId: requiredId("Vui lòng chọn Phường/Xã."),
  address: z.string({ required_error: "Vui lòng nhập địa chỉ (số nhà, tên đường)." }).trim().min(5, "Vui lòng nhập địa chỉ (số nhà, tên đường).").max(150, "Địa chỉ tối đa 150 ký tự."),
});

/** Step 2 (payment): the method, the one-time key, and for digital-only orders the contact. */
export const paymentSchema = z.object({
  paymentMethod: z.enum(["VNPay"], { errorMap: () => ({ message: "Vui lòng chọn phương thức thanh toán." }) }),
  checkoutKey: z.string({ required_error: "Phiên đặt hàng không hợp lệ, vui lòng tải lại trang." }).uuid("Phiên đặt hàng không hợp lệ, vui lòng tải lại trang."),
});
export const digitalPaymentSchema = paymentSchema.extend(contactFields);
