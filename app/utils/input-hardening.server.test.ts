/**
 * Input hardening at the unit level: redirect targets above U+00FF, forged honeypot values,
 * slug and id parameters, and overlong gateway parameters never become a 500.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";

let http: typeof import("~/utils/http.server");
let session: typeof import("~/session.server");
let hp: typeof import("~/utils/honeypot.server");
let params: typeof import("~/routing/params.server");
let payment: typeof import("~/upstream/payment.server");
beforeAll(async () => {
  process.env.SESSION_SECRET = "unit-test-secret-0123456789";
  http = await import("~/utils/http.server");
  session = await import("~/session.server");
  hp = await import("~/utils/honeypot.server");
  params = await import("~/routing/params.server");
  payment = await import("~/upstream/payment.server");
});

describe("safeRedirectTo", () => {
  it.each([
    ["/tại", "/t%E1%BA%A1i"],
    ["/t%E1%BA%A1i", "/t%E1%BA%A1i"],
    ["/san-pham?searchContent=giải tích#top", "/san-pham?searchContent=gi%E1%BA%A3i%20t%C3%ADch#top"],
    ["/gio-hang/giao-hang?step=1", "/gio-hang/giao-hang?step=1"],
    ["/\ud800", "/%EF%BF%BD"],
  ])("%s → %s: ASCII, usable in a Location header", (to, expected) => {
    const target = http.safeRedirectTo(to);
    expect(target).toBe(expected);
    expect(() => new Headers({ Location: target })).not.toThrow();
  });

  it.each([
    "//evil.example",
    "/\\evil.example",
    "https://evil.example/",
    "/\t/evil.example",
    "javascript:alert(1)",
    `/${"a".repeat(2001)}`,
  ])("unsafe target #%# → the fallback", (to) => {
    expect(http.safeRedirectTo(to, "/")).toBe("/");
  });

  it("a 303 with a toast to a Vietnamese path does not throw", async () => {
    const res = await session.redirectWithToast("/tại", { type: "success", message: "Đăng nhập thành công" });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/t%E1%BA%A1i");
  });
});

describe("checkHoneypot", () => {
  const formOf = (validFrom: string | Blob | null, extra: [string, string][] = []) => {
    const f = new FormData();
    f.set("name__confirm", "");
    if (validFrom !== null) f.append("hp_from", validFrom);
    for (const [k, v] of extra) f.append(k, v);
    return f;
  };
  const status = (f: FormData) => {
    try {
      hp.checkHoneypot(f);
      return 200;
    } catch (error) {
      if (error instanceof Response) return error.status;
      throw error;
    }
  };

  it("passes a real value", async () => {
    const { encryptedValidFrom } = await hp.honeypot.getInputProps({ validFromTimestamp: Date.now() - 5_000 });
    expect(status(formOf(encryptedValidFrom!))).toBe(200);
  });

  it("refuses a value that decrypts to anything but a 13-digit ms timestamp (7, 0, a 12-digit time) with 400", async () => {
    // Encrypted with the real key, as a forged value that happens to decrypt to these digits would be.
    for (const validFromTimestamp of [7, 0, 123_456_789_012]) {
      const { encryptedValidFrom } = await hp.honeypot.getInputProps({ validFromTimestamp });
      expect(status(formOf(encryptedValidFrom!))).toBe(400);
    }
  });

  it("refuses 200 random salted values with a 400, never another error", () => {
    for (let i = 0; i < 200; i++) {
      expect(status(formOf(Buffer.concat([Buffer.from("Salted__"), randomBytes(8 + 16 * (1 + (i % 3)))]).toString("base64")))).toBe(400);
    }
  });

  it.each([
    ["missing", null],
    ["garbage", "garbage"],
    ["empty", ""],
    ["10,000 characters", "A".repeat(10_000)],
    ["a file", new Blob(["x"])],
  ])("refuses a %s hp_from with 400", (_, value) => {
    expect(status(formOf(value as string | Blob | null))).toBe(400);
  });

  it("refuses a repeated hp_from with 400", async () => {
    const { encryptedValidFrom } = await hp.honeypot.getInputProps({ validFromTimestamp: Date.now() - 5_000 });
    expect(status(formOf(encryptedValidFrom!, [["hp_from", encryptedValidFrom!]]))).toBe(400);
  });
});

describe("path parameters", () => {
  it.each(["-1", "-", "a--b", "a-", "tại", "..", "a".repeat(101), ""])("slug %j → 404", (v) => {
    expect(() => params.paramOr404(params.slugParam, v, "x")).toThrow(Response);
  });
  it.each(["gioi-thieu", "a1-b2", "cau-hoi-thuong-gap"])("slug %j is kept", (v) => {
    expect(params.paramOr404(params.slugParam, v, "x")).toBe(v);
  });
  it.each(["-1", "0", "01", "1e3", "1.5", "2147483648", "99999999999999999999", " 1", ""])("id %j → 404", (v) => {
    expect(() => params.paramOr404(params.idParam, v, "x")).toThrow(Response);
  });
  it("id 2147483647 → the number", () => {
    expect(params.paramOr404(params.idParam, "2147483647", "x")).toBe(2_147_483_647);
  });
});

describe("gatewayParams", () => {
  it("refuses a value over 255 characters, more than 50 parameters, a repeated one", () => {
    const ok = new URLSearchParams({ vnp_TxnRef: "DH1", vnp_OrderInfo: "x".repeat(255) });
    expect(payment.gatewayParams(ok)).toMatchObject({ vnp_TxnRef: "DH1" });
    for (const bad of [
      new URLSearchParams({ vnp_OrderInfo: "x".repeat(100_000) }),
      new URLSearchParams(Array.from({ length: 51 }, (_, i) => [`vnp_${i}`, "1"])),
      new URLSearchParams([
        ["vnp_TxnRef", "a"],
        ["vnp_TxnRef", "b"],
      ]),
    ]) {
      expect(() => payment.gatewayParams(bad)).toThrow(payment.GatewayParamsError);
    }
  });
});
