/**
 * Checkout form schemas (spec §5 rules, Vietnamese messages), shared by the server actions and,
 * with JavaScript, conform's client validation. Field names are the form's input names.
 */
import { z } from "zod";
import { PAYMENT_METHODS } from "~/upstream/schemas";
import { parseBuyerTaxId } from "~/utils/buyer-tax-id";
import { addressField, emailField, nameField, NO_CONTROL, phoneField, requiredId } from "~/utils/fields";

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

/**
 * The VAT invoice request of the payment step (ADR 0025): the "Xuất hóa đơn VAT" checkbox and its
 * four fields, checked only when it is ticked (the fields stay in the page without JavaScript and are
 * ignored while it is not). Lengths follow the e-invoice provider's (S-Invoice: name 400, address
 * 500 characters); the tax code by `parseBuyerTaxId`, one message per mistake.
 */
const invoiceFields = {
  vatInvoice: z.boolean().optional(),
  invoiceName: z.string().trim().max(400, "Tên đơn vị tối đa 400 ký tự.").regex(NO_CONTROL, "Tên đơn vị có ký tự không hợp lệ.").optional(),
  invoiceTaxCode: z.string().trim().max(30, "Mã số thuế không hợp lệ.").optional(),
  invoiceAddress: z
    .string()
    .trim()
    .max(500, "Địa chỉ xuất hóa đơn tối đa 500 ký tự.")
    .regex(NO_CONTROL, "Địa chỉ xuất hóa đơn có ký tự không hợp lệ.")
    .optional(),
  invoiceEmail: z
    .string()
    .trim()
    .max(100, "Email nhận hóa đơn tối đa 100 ký tự.")
    .email("Email nhận hóa đơn không đúng định dạng.")
    .optional(),
};

type InvoiceInput = { [K in keyof typeof invoiceFields]?: z.output<(typeof invoiceFields)[K]> };

/** Adds the invoice fields to `shape`, each required (and the tax code checked) when the box is ticked. */
function withInvoice<T extends z.ZodRawShape>(shape: T) {
  return z.object({ ...shape, ...invoiceFields }).superRefine((v: InvoiceInput, ctx) => {
    if (!v.vatInvoice) return;
    const need = (path: keyof InvoiceInput, message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
    if (!v.invoiceName) need("invoiceName", "Vui lòng nhập tên đơn vị (hoặc họ tên người mua) như trên đăng ký thuế.");
    if (!v.invoiceAddress) need("invoiceAddress", "Vui lòng nhập địa chỉ xuất hóa đơn.");
    if (!v.invoiceEmail) need("invoiceEmail", "Vui lòng nhập email nhận hóa đơn.");
    const id = parseBuyerTaxId(v.invoiceTaxCode ?? "");
    if (!id.ok) need("invoiceTaxCode", id.message);
  });
}

/** What the upstream is sent for a ticked "Xuất hóa đơn VAT" (the tax code as typed, spaces and dots removed), else null. */
export function invoiceRequestOf(v: InvoiceInput): { buyerName: string; taxCode: string; address: string; email: string } | null {
  if (!v.vatInvoice) return null;
  const id = parseBuyerTaxId(v.invoiceTaxCode ?? "");
  return {
    buyerName: v.invoiceName ?? "",
    taxCode: id.ok ? id.value : (v.invoiceTaxCode ?? ""),
    address: v.invoiceAddress ?? "",
    email: v.invoiceEmail ?? "",
  };
}

const paymentFields = {
  paymentMethod: z.enum(PAYMENT_METHODS, { errorMap: () => ({ message: "Vui lòng chọn phương thức thanh toán." }) }),
  checkoutKey: z
    .string({ required_error: "Phiên đặt hàng không hợp lệ, vui lòng tải lại trang." })
    .uuid("Phiên đặt hàng không hợp lệ, vui lòng tải lại trang."),
};

/** Step 2 (payment): the method, the one-time key, the optional VAT invoice request. */
export const paymentSchema = withInvoice(paymentFields);
/** Step 2 of a digital-only order: the same, and the contact (no shipping step came before). */
export const digitalPaymentSchema = withInvoice({ ...paymentFields, ...contactFields });
