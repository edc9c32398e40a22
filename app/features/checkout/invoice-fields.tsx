/**
 * The VAT invoice request of the payment step (ADR 0025): the checkbox "Xuất hóa đơn VAT" and the
 * fields "Tên đơn vị", "Mã số thuế", "Địa chỉ xuất hóa đơn", "Email nhận hóa đơn" (docs/ui-contract.md).
 * Native controls in the one form layer: the fields are revealed by CSS when the box is ticked, so the
 * page needs no JavaScript; a refused field keeps every value typed (conform's `initialValue`).
 */
import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { ErrorList, Field } from "~/components/forms";
import * as ui from "~/components/ui/form.css";
import * as s from "./invoice-fields.css";

type Meta = FieldMetadata<string | number | null | undefined>;

/** The invoice box; `fields` are the payment form's conform fields of the same names. */
export function InvoiceFields({
  fields,
}: {
  fields: {
    vatInvoice: FieldMetadata<boolean | undefined>;
    invoiceName: Meta;
    invoiceTaxCode: Meta;
    invoiceAddress: Meta;
    invoiceEmail: Meta;
  };
}) {
  const { key, ...toggleProps } = getInputProps(fields.vatInvoice, { type: "checkbox" });
  return (
    <div className={s.box}>
      <label className={ui.checkboxLabel}>
        <input key={key} {...toggleProps} className={`${ui.checkbox} ${s.toggle}`} />
        <span>Xuất hóa đơn VAT</span>
      </label>
      <ErrorList id={fields.vatInvoice.errorId} errors={fields.vatInvoice.errors} />
      <div className={s.fields}>
        <p className={s.hint}>
          Ghi đúng như đăng ký thuế. Hóa đơn điện tử được xuất khi đơn hàng đã thanh toán (COD: khi đã giao) và gửi đến email bên dưới.
        </p>
        <Field label="Tên đơn vị" meta={fields.invoiceName} inputProps={{ autoComplete: "organization", maxLength: 400 }} />
        <Field
          label="Mã số thuế"
          meta={fields.invoiceTaxCode}
          hint="10 chữ số, chi nhánh ghi thêm -001…; đơn vị dự toán ghi mã ĐVQHNS; cá nhân ghi số CCCD 12 chữ số."
          inputProps={{ autoComplete: "off", maxLength: 30, spellCheck: false }}
        />
        <Field label="Địa chỉ xuất hóa đơn" meta={fields.invoiceAddress} inputProps={{ autoComplete: "off", maxLength: 500 }} />
        <Field label="Email nhận hóa đơn" meta={fields.invoiceEmail} type="email" inputProps={{ autoComplete: "email", maxLength: 100 }} />
      </div>
    </div>
  );
}
