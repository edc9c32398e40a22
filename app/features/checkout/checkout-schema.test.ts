import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { paymentSchema, shippingSchema, VN_PHONE } from "./checkout-schema";

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
