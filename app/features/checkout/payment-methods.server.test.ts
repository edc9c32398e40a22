/**
 * The payment step's method refusals (payment-methods.server.ts). The environment is read on the
 * first import of ~/env.server (through the upstream client): set first.
 */
import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.SESSION_SECRET ??= "unit-test-secret-0123456789";
});

import { UpstreamError } from "~/upstream/client.server";
import type { PaymentMethodOption } from "~/upstream/schemas";
import { COD_PHONE_MISSING, invoiceRefusal, METHOD_NOT_OFFERED, methodRefusal, refuseUnavailable } from "./payment-methods.server";

const offered: PaymentMethodOption[] = [
  { code: "COD", name: "Thanh toán khi nhận hàng (COD)", available: false, reason: "Đơn trên 3.000.000 ₫ không áp dụng COD" },
  { code: "VietQR", name: "Chuyển khoản ngân hàng (VietQR)", available: true, reason: null },
];

describe("refuseUnavailable", () => {
  it("lets an available method through", () => {
    expect(refuseUnavailable("VietQR", offered)).toBeNull();
  });
  it("refuses a method listed unavailable with its reason, and one not listed at all", () => {
    expect(refuseUnavailable("COD", offered)).toEqual({
      field: "paymentMethod",
      message: "Thanh toán khi nhận hàng (COD): Đơn trên 3.000.000 ₫ không áp dụng COD.",
    });
    expect(refuseUnavailable("MoMo", offered)).toEqual({ field: "paymentMethod", message: METHOD_NOT_OFFERED });
  });
});

describe("methodRefusal", () => {
  const err = (code: string | null, data: unknown, message = "Từ chối", status = 400) =>
    new UpstreamError(status, message, data, null, code);

  it("PAYMENT_METHOD_UNAVAILABLE → the reason at the methods", () => {
    expect(
      methodRefusal(
        err("PAYMENT_METHOD_UNAVAILABLE", { paymentMethod: "COD", reason: "COD không áp dụng cho sách điện tử và khóa học" }),
        false,
      ),
    ).toEqual({
      field: "paymentMethod",
      message: "COD không áp dụng cho sách điện tử và khóa học",
    });
    expect(methodRefusal(err("PAYMENT_METHOD_UNAVAILABLE", null, "Không áp dụng"), false)?.message).toBe("Không áp dụng");
  });

  it("a COD order without a phone → the phone field when the form has one, else the methods", () => {
    const noPhone = err("VALIDATION_FAILED", { issues: [{ path: "Phone", message: "Vui lòng nhập số điện thoại" }] });
    expect(methodRefusal(noPhone, true)).toEqual({ field: "phone", message: "Vui lòng nhập số điện thoại" });
    expect(methodRefusal(noPhone, false)).toEqual({ field: "paymentMethod", message: "Vui lòng nhập số điện thoại" });
    expect(methodRefusal(err("VALIDATION_FAILED", { issues: [{ path: ["Phone"] }] }, ""), false)?.message).toBe(COD_PHONE_MISSING);
  });

  it("anything else is not a method refusal", () => {
    expect(methodRefusal(err("VALIDATION_FAILED", { issues: [{ path: "Email" }] }), true)).toBeNull();
    expect(methodRefusal(err("OUT_OF_STOCK", null), true)).toBeNull();
    expect(methodRefusal(err("PAYMENT_METHOD_UNAVAILABLE", null, "x", 409), true)).toBeNull();
    expect(methodRefusal(new Error("boom"), true)).toBeNull();
  });
});

describe("invoiceRefusal", () => {
  it("puts the upstream's Invoice.* issues at the payment form's invoice fields", () => {
    const error = new UpstreamError(
      400,
      "Dữ liệu không hợp lệ",
      {
        issues: [
          { path: "Invoice.TaxCode", message: "Mã số thuế không hợp lệ (sai chữ số kiểm tra). Vui lòng kiểm tra lại." },
          { path: "Invoice.Email", message: "Email nhận hóa đơn không đúng định dạng" },
        ],
      },
      null,
      "VALIDATION_FAILED",
    );
    expect(invoiceRefusal(error)).toEqual({
      invoiceTaxCode: ["Mã số thuế không hợp lệ (sai chữ số kiểm tra). Vui lòng kiểm tra lại."],
      invoiceEmail: ["Email nhận hóa đơn không đúng định dạng"],
    });
  });

  it("is null for any other refusal", () => {
    expect(
      invoiceRefusal(new UpstreamError(400, "x", { issues: [{ path: "Phone", message: "x" }] }, null, "VALIDATION_FAILED")),
    ).toBeNull();
    expect(invoiceRefusal(new UpstreamError(409, "x", null, null, "ORDER_CLOSED"))).toBeNull();
    expect(invoiceRefusal(new Error("x"))).toBeNull();
  });
});
