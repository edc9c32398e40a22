import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { invoiceRequestOf, paymentSchema, shippingSchema, VN_PHONE } from "./checkout-schema";

const form = (values: Record<string, string>) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) fd.set(k, v);
  return fd;
};
const valid = {
  name: "Trần Minh Khoa",
  phone: "0987654321",
  email: "khoa@example.com",
  cityId: "1001",
  wardId: "100004",
  address: "16 Hàng Chuối",
};

describe("VN_PHONE (spec §5)", () => {
  it.each(["0912345678", "0387654321", "0701234567", "0812345678", "0591234567"])("accepts %s", (p) => expect(VN_PHONE.test(p)).toBe(true));
  it.each(["0112345678", "091234567", "09123456789", "+84912345678", "09a2345678"])("refuses %s", (p) =>
    expect(VN_PHONE.test(p)).toBe(false),
  );
});

describe("shippingSchema", () => {
  it("accepts a complete address and turns ids into numbers", () => {
    const s = parseWithZod(form(valid), { schema: shippingSchema });
    expect(s.status).toBe("success");
    if (s.status === "success") expect(s.value.wardId).toBe(100_004);
  });

  it("explains each missing or malformed field in Vietnamese", () => {
    const s = parseWithZod(form({ ...valid, phone: "12345", email: "khoa@", cityId: "", wardId: "" }), { schema: shippingSchema });
    expect(s.status).toBe("error");
    const errors = s.reply().error ?? {};
    expect(errors.phone?.[0]).toContain("Số điện thoại không hợp lệ");
    expect(errors.email?.[0]).toBe("Email không đúng định dạng.");
    expect(errors.cityId?.[0]).toBe("Vui lòng chọn Tỉnh/Thành phố.");
    expect(errors.districtId).toBeUndefined(); // no district since 1 July 2025
    expect(errors.wardId?.[0]).toBe("Vui lòng chọn Phường/Xã.");
  });
});

describe("paymentSchema", () => {
  it("needs VNPay and a one-time key", () => {
    expect(
      parseWithZod(form({ paymentMethod: "VNPay", checkoutKey: "1b4e28ba-2fa1-41d2-883f-0016d3cca427" }), { schema: paymentSchema }).status,
    ).toBe("success");
    expect(
      parseWithZod(form({ paymentMethod: "Cash", checkoutKey: "1b4e28ba-2fa1-41d2-883f-0016d3cca427" }), { schema: paymentSchema }).status,
    ).toBe("error");
    expect(parseWithZod(form({ paymentMethod: "VNPay", checkoutKey: "x" }), { schema: paymentSchema }).status).toBe("error");
  });
});

describe("paymentSchema: the VAT invoice request", () => {
  const base = { paymentMethod: "VNPay", checkoutKey: "1b4e28ba-2fa1-41d2-883f-0016d3cca427" };
  const invoice = {
    vatInvoice: "on",
    invoiceName: "Công ty TNHH Sách Việt",
    invoiceTaxCode: "0100109106-001",
    invoiceAddress: "16 Hàng Chuối, Hà Nội",
    invoiceEmail: "ketoan@example.com",
  };

  it("ignores the fields while the box is unticked", () => {
    const s = parseWithZod(form({ ...base, invoiceTaxCode: "abc", invoiceEmail: "x" }), { schema: paymentSchema });
    expect(s.status).toBe("error"); // the email is still malformed
    const t = parseWithZod(form({ ...base, invoiceTaxCode: "abc" }), { schema: paymentSchema });
    expect(t.status).toBe("success");
    if (t.status === "success") expect(invoiceRequestOf(t.value)).toBeNull();
  });

  it("turns a ticked box into the request, the tax code canonical", () => {
    const s = parseWithZod(form({ ...base, ...invoice, invoiceTaxCode: "0100 109 106-001" }), { schema: paymentSchema });
    expect(s.status).toBe("success");
    if (s.status === "success")
      expect(invoiceRequestOf(s.value)).toEqual({
        buyerName: "Công ty TNHH Sách Việt",
        taxCode: "0100109106-001",
        address: "16 Hàng Chuối, Hà Nội",
        email: "ketoan@example.com",
      });
  });

  it("requires every field once ticked, with a message each", () => {
    const s = parseWithZod(form({ ...base, vatInvoice: "on" }), { schema: paymentSchema });
    const errors = s.reply().error ?? {};
    expect(errors.invoiceName?.[0]).toContain("tên đơn vị");
    expect(errors.invoiceTaxCode?.[0]).toContain("mã số thuế");
    expect(errors.invoiceAddress?.[0]).toBe("Vui lòng nhập địa chỉ xuất hóa đơn.");
    expect(errors.invoiceEmail?.[0]).toBe("Vui lòng nhập email nhận hóa đơn.");
  });

  it("explains a wrong check digit at the tax code and keeps what was typed", () => {
    const s = parseWithZod(form({ ...base, ...invoice, invoiceTaxCode: "0100109107" }), { schema: paymentSchema });
    const reply = s.reply();
    expect(reply.error?.invoiceTaxCode?.[0]).toContain("sai chữ số kiểm tra");
    expect(reply.initialValue).toMatchObject({ ...invoice, invoiceTaxCode: "0100109107" });
  });
});
