/**
 * The error-code catalogue (server/error-codes.ts) against docs/openapi.yaml's `ErrorCode` enum, and the
 * codes real failures answer: a few failing calls per route group, each with its documented code
 * (the storefront branches on these, e.g. `DISCOUNT_WRONG_KIND`). Every failed envelope must carry a
 * code of the catalogue; every success `errorCode: null`.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { orders } from "./db/schema";
import { ALL_ERROR_CODES } from "./error-codes";
import { SEED_FACTS } from "./seed/catalog";
import { testApp, type LooseJson, type TestApp } from "./testing/app";

const spec = parseYaml(readFileSync(fileURLToPath(new URL("../docs/openapi.yaml", import.meta.url)), "utf8"));

describe("error codes", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  /** One call; asserts the status, and that the envelope's errorCode is a catalogue code exactly when it failed. */
  async function call(method: "GET" | "POST", url: string, status: number, payload?: object) {
    const res = await t.app.inject({ method, url, payload });
    const body = res.json();
    expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 300)}`).toBe(status);
    if (body.isSuccess) expect(body.errorCode).toBeNull();
    else expect(ALL_ERROR_CODES).toContain(body.errorCode);
    return body as { isSuccess: boolean; errorCode: string | null; errorMessage: string | null; data: LooseJson };
  }

  it("are UPPER_SNAKE, unique and exactly the ErrorCode enum of docs/openapi.yaml", () => {
    for (const code of ALL_ERROR_CODES) expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
    expect(new Set(ALL_ERROR_CODES).size).toBe(ALL_ERROR_CODES.length);
    expect([...spec.components.schemas.ErrorCode.enum].sort()).toEqual([...ALL_ERROR_CODES].sort());
    expect(spec.components.schemas.Envelope.required).toContain("errorCode");
  });

  it("common failures: unknown path, validation, bad JSON, missing token", async () => {
    expect((await call("GET", "/api/khong-co", 404)).errorCode).toBe("NOT_FOUND");
    expect((await call("GET", "/api/ProductPage/0", 400)).errorCode).toBe("VALIDATION_FAILED");
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/Order/CalculateUnAuthCart",
      headers: { "content-type": "application/json" },
      payload: "{",
    });
    expect(bad.json()).toMatchObject({ isSuccess: false, errorCode: "BAD_REQUEST" });
    expect((await call("GET", "/api/User/UserApp", 401)).errorCode).toBe("UNAUTHORIZED");
    expect((await call("GET", "/api/ProductPage/999999", 404)).errorCode).toBe("PRODUCT_NOT_FOUND");
    expect((await call("GET", "/api/ProductPage/1", 200)).errorCode).toBeNull();
  });

  it("codes: a coupon in the voucher field (and the reverse) is DISCOUNT_WRONG_KIND, not prose", async () => {
    const cart = { CartDetails: [{ ProductSaleId: SEED_FACTS.digitalProductId, Quantity: 1 }] };
    const asVoucher = await call("POST", "/api/Order/add-voucher-without-login", 400, { ...cart, VoucherCode: "SINHVIEN5" });
    expect(asVoucher).toMatchObject({ errorCode: "DISCOUNT_WRONG_KIND", errorMessage: "Mã SINHVIEN5 là coupon, không phải voucher" });
    const asCoupon = await call("POST", "/api/Order/add-promotion-coupon-without-login", 400, { ...cart, CouponCode: "GIAM10" });
    expect(asCoupon.errorCode).toBe("DISCOUNT_WRONG_KIND");
    expect((await call("POST", "/api/Order/add-voucher-without-login", 400, { ...cart, VoucherCode: "KHONGCO" })).errorCode).toBe(
      "DISCOUNT_CODE_INVALID",
    );
    expect((await call("POST", "/api/Order/add-voucher-without-login", 400, { ...cart, VoucherCode: "HETHAN2023" })).errorCode).toBe(
      "DISCOUNT_NOT_APPLICABLE",
    );
    expect((await call("POST", "/api/Order/add-voucher-without-login", 400, { ...cart, VoucherCode: "" })).errorCode).toBe(
      "DISCOUNT_CODE_REQUIRED",
    );
    expect((await call("POST", "/api/Order/add-voucher-without-login", 400, { ...cart, VoucherCode: "<b>" })).errorCode).toBe(
      "DISCOUNT_CODE_INVALID",
    );
  });

  it("accounts: wrong credentials, not activated, e-mail taken", async () => {
    const login = (Email: string, Password: string, status: number) =>
      call("POST", "/api/Authentication/Login", status, { Email, Password });
    expect((await login("khachhang@example.com", "khong-dung", 401)).errorCode).toBe("INVALID_CREDENTIALS");
    expect((await login("khong-co@example.com", "khong-dung", 401)).errorCode).toBe("INVALID_CREDENTIALS");
    expect((await login("chuakichhoat@example.com", "MatKhau@123", 403)).errorCode).toBe("ACCOUNT_NOT_ACTIVATED");
    const registration = {
      Phone: "0912345678",
      Name: "Đặng Ký",
      Password: "MatKhau@2026",
      Address: "1 Đại Cồ Việt",
      WardId: 100_166,
      Birthday: "1990-01-01",
    };
    expect((await call("POST", "/api/User/Register-client", 409, { ...registration, Email: "khachhang@example.com" })).errorCode).toBe(
      "EMAIL_TAKEN",
    );
    expect((await call("POST", "/api/User/Register-client", 409, { ...registration, Email: "chuakichhoat@example.com" })).errorCode).toBe(
      "ACCOUNT_NOT_ACTIVATED",
    );
  });

  it("orders and payments: closed order on retry, unknown order, bad gateway signatures", async () => {
    const checkout = {
      CartDetails: [{ ProductSaleId: SEED_FACTS.digitalProductId, Quantity: 1 }],
      Name: "Nguyễn Văn Mã",
      Phone: "0912345678",
      Email: "ma.loi@example.vn",
      PaymentMethod: "VNPay",
      IdempotencyKey: "error-codes-test-key-0001",
      ReturnUrl: "http://127.0.0.1:3000/thanh-toan/ket-qua",
    };
    expect((await call("POST", "/api/Order/checkout-without-login", 200, checkout)).errorCode).toBeNull();
    t.db.update(orders).set({ status: "cancelled" }).where(eq(orders.idempotencyKey, checkout.IdempotencyKey)).run();
    const retry = await call("POST", "/api/Order/checkout-without-login", 409, checkout);
    expect(retry).toMatchObject({ errorCode: "ORDER_CLOSED", data: { status: "cancelled" } });
    expect(
      (await call("POST", "/api/Order/checkout-without-login", 400, { ...checkout, CartDetails: [{ ProductSaleId: 1, Quantity: 0 }] }))
        .errorCode,
    ).toBe("VALIDATION_FAILED");
    expect((await call("GET", "/api/Order/order-without-login/999999", 404)).errorCode).toBe("ORDER_NOT_FOUND");
    expect((await call("GET", "/api/Payment/vnpay-return?vnp_Amount=abc", 400)).errorCode).toBe("PAYMENT_SIGNATURE_INVALID");
    expect((await call("GET", "/api/Payment/epay-result?merTrxId=x&amount=1", 400)).errorCode).toBe("PAYMENT_SIGNATURE_INVALID");
  });
});
