/**
 * The account forms' rules (spec §5, §9) with the Vietnamese messages a shopper reads next to the
 * field: login, register (terms, confirmation), activation code, reset password, registration step 2
 * (birthday dd/MM/yyyy), oversized input, and which names are accepted (any script, emoji) or refused
 * (control characters, direction overrides).
 *
 * Forms reach the actions as FormData through conform's `parseWithZod` (a checkbox is "on", an empty
 * field is missing): the rules are checked that way, as the actions see them.
 */
import { parseWithZod } from "@conform-to/zod";
import { format, addDays } from "date-fns";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  activationSchema,
  birthdayField,
  loginSchema,
  profileSchema,
  reactivateSchema,
  registerSchema,
  resetPasswordSchema,
  sendCodeSchema,
} from "./schemas";

type Fields = Record<string, string>;

function form(fields: Fields): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  return fd;
}

/** What the action would do with the form: the parsed value, or the messages per field. */
function submit<S extends z.ZodTypeAny>(schema: S, fields: Fields) {
  const submission = parseWithZod(form(fields), { schema });
  if (submission.status === "success")
    return { ok: true as const, value: submission.value as z.output<S>, errors: {} as Record<string, string[]> };
  const errors = (submission.reply().error ?? {}) as Record<string, string[] | null>;
  return { ok: false as const, value: null, errors: Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v ?? []])) };
}

/** Asserts the form is refused with `message` on `field` (and returns every message for more checks). */
function expectRefused(schema: z.ZodTypeAny, fields: Fields, field: string, message: string) {
  const out = submit(schema, fields);
  expect(out.ok, `${JSON.stringify(fields).slice(0, 200)} should be refused`).toBe(false);
  expect(out.errors[field] ?? [], `messages of ${field}: ${JSON.stringify(out.errors)}`).toContain(message);
  return out.errors;
}

const LOGIN = { email: "khachhang@example.com", password: "MatKhau@123" };
const REGISTER = {
  name: "Nguyễn Văn An",
  email: "an.nguyen@example.com",
  phone: "0912345678",
  password: "MatKhau@123",
  confirmPassword: "MatKhau@123",
  terms: "on",
};
const PROFILE = { name: "Nguyễn Văn An", phone: "0912345678", address: "144 Xuân Thủy", birthday: "25/08/2001" };
const LONG = "a".repeat(10_000);
const LONG_DIGITS = "9".repeat(10_000);

describe("login (§5)", () => {
  it("accepts an email and a password; “Ghi nhớ đăng nhập” ticked means remember", () => {
    expect(submit(loginSchema, LOGIN)).toMatchObject({
      ok: true,
      value: { email: LOGIN.email, password: LOGIN.password, remember: false },
    });
    expect(submit(loginSchema, { ...LOGIN, remember: "on", redirectTo: "/gio-hang" })).toMatchObject({
      ok: true,
      value: { remember: true, redirectTo: "/gio-hang" },
    });
  });

  it("an empty email → “Email không được để trống.”", () => {
    expectRefused(loginSchema, { ...LOGIN, email: "" }, "email", "Email không được để trống.");
    expectRefused(loginSchema, { password: LOGIN.password }, "email", "Email không được để trống.");
    expectRefused(loginSchema, { ...LOGIN, email: "   " }, "email", "Email không được để trống.");
  });

  it("an empty password → “Mật khẩu không được để trống.”", () => {
    expectRefused(loginSchema, { ...LOGIN, password: "" }, "password", "Mật khẩu không được để trống.");
    expectRefused(loginSchema, { email: LOGIN.email }, "password", "Mật khẩu không được để trống.");
  });

  it("a malformed email → “Email không đúng định dạng.”", () => {
    for (const email of ["khachhang", "khachhang@", "@example.com", "khach hang@example.com"]) {
      expectRefused(loginSchema, { ...LOGIN, email }, "email", "Email không đúng định dạng.");
    }
  });

  it("re-activation and “Gửi mã” ask the same email and password", () => {
    expectRefused(reactivateSchema, { email: "", password: "x" }, "email", "Email không được để trống.");
    expectRefused(reactivateSchema, { email: LOGIN.email }, "password", "Mật khẩu không được để trống.");
    expectRefused(sendCodeSchema, { email: "not-an-email" }, "email", "Email không đúng định dạng.");
    expect(submit(sendCodeSchema, { email: ` ${LOGIN.email} ` })).toMatchObject({ ok: true, value: { email: LOGIN.email } });
  });
});

describe("register (§5)", () => {
  it("accepts the complete form", () => {
    const out = submit(registerSchema, REGISTER);
    expect(out.ok).toBe(true);
    expect(out.value).toMatchObject({ name: REGISTER.name, email: REGISTER.email, phone: REGISTER.phone, terms: true });
  });

  it("the full name is required → “Họ và tên không được để trống.”", () => {
    expectRefused(registerSchema, { ...REGISTER, name: "" }, "name", "Họ và tên không được để trống.");
    expectRefused(registerSchema, { ...REGISTER, name: "   " }, "name", "Họ và tên không được để trống.");
  });

  it("the email is required and well formed", () => {
    expectRefused(registerSchema, { ...REGISTER, email: "" }, "email", "Email không được để trống.");
    expectRefused(registerSchema, { ...REGISTER, email: "an.nguyen@" }, "email", "Email không đúng định dạng.");
  });

  it("the phone is a Vietnamese mobile number: 10 digits starting 09, 03, 07, 08 or 05", () => {
    const message = "Số điện thoại không hợp lệ: cần 10 chữ số, bắt đầu bằng 09, 03, 07, 08 hoặc 05.";
    for (const phone of ["0912345678", "0312345678", "0712345678", "0812345678", "0512345678", " 0912345678 "]) {
      expect(submit(registerSchema, { ...REGISTER, phone }).ok, phone).toBe(true);
    }
    for (const phone of [
      "",
      "091234567",
      "09123456789",
      "0112345678",
      "0212345678",
      "0412345678",
      "0612345678",
      "1912345678",
      "09 1234 5678",
      "+84912345678",
      "091234567a",
    ]) {
      expectRefused(registerSchema, { ...REGISTER, phone }, "phone", phone === "" ? "Số điện thoại không được để trống." : message);
    }
  });

  it("the password has at least 8 characters → “Mật khẩu phải có ít nhất 8 ký tự.”", () => {
    expectRefused(
      registerSchema,
      { ...REGISTER, password: "Abc@123", confirmPassword: "Abc@123" },
      "password",
      "Mật khẩu phải có ít nhất 8 ký tự.",
    );
    expectRefused(registerSchema, { ...REGISTER, password: "", confirmPassword: "" }, "password", "Mật khẩu không được để trống.");
    expect(submit(registerSchema, { ...REGISTER, password: "Abcd@123", confirmPassword: "Abcd@123" }).ok).toBe(true);
  });

  it("the confirmation is required and equal → “Mật khẩu xác nhận không trùng khớp.”", () => {
    expectRefused(
      registerSchema,
      { ...REGISTER, confirmPassword: "MatKhau@124" },
      "confirmPassword",
      "Mật khẩu xác nhận không trùng khớp.",
    );
    // Case matters in a password.
    expectRefused(
      registerSchema,
      { ...REGISTER, confirmPassword: "matkhau@123" },
      "confirmPassword",
      "Mật khẩu xác nhận không trùng khớp.",
    );
    const { confirmPassword: _omit, ...withoutConfirmation } = REGISTER;
    expectRefused(registerSchema, withoutConfirmation, "confirmPassword", "Vui lòng xác nhận mật khẩu.");
  });

  it("the terms must be ticked → “Bạn cần đồng ý với Điều khoản sử dụng.”", () => {
    const { terms: _omit, ...unticked } = REGISTER;
    expectRefused(registerSchema, unticked, "terms", "Bạn cần đồng ý với Điều khoản sử dụng.");
    expectRefused(registerSchema, { ...REGISTER, terms: "" }, "terms", "Bạn cần đồng ý với Điều khoản sử dụng.");
  });
});

describe("activation and reset codes (§5, §9: exactly 6 digits)", () => {
  it("accepts 6 digits (surrounding spaces ignored), including leading zeros", () => {
    expect(submit(activationSchema, { securityCode: "123456" })).toMatchObject({ ok: true, value: { securityCode: "123456" } });
    expect(submit(activationSchema, { securityCode: " 000042 " })).toMatchObject({ ok: true, value: { securityCode: "000042" } });
  });

  it("an activation code is required → “Mã kích hoạt không được để trống.”", () => {
    expectRefused(activationSchema, {}, "securityCode", "Mã kích hoạt không được để trống.");
    expectRefused(activationSchema, { securityCode: "" }, "securityCode", "Mã kích hoạt không được để trống.");
  });

  it("anything but exactly 6 ASCII digits → “Mã kích hoạt gồm 6 chữ số.”", () => {
    for (const securityCode of ["12345", "1234567", "12345a", "123 456", "12-456", "１２３４５６", "١٢٣٤٥٦", "-12345", "1e5000"]) {
      expectRefused(activationSchema, { securityCode }, "securityCode", "Mã kích hoạt gồm 6 chữ số.");
    }
  });

  it("reset password: code of 6 digits, new password ≥ 8, confirmation equal", () => {
    const ok = { securityCode: "654321", newPassword: "MatKhauMoi@1", confirmPassword: "MatKhauMoi@1" };
    expect(submit(resetPasswordSchema, ok)).toMatchObject({ ok: true, value: { securityCode: "654321", newPassword: ok.newPassword } });
    expectRefused(resetPasswordSchema, { ...ok, securityCode: "65432" }, "securityCode", "Mã xác nhận gồm 6 chữ số.");
    expectRefused(resetPasswordSchema, { ...ok, securityCode: "" }, "securityCode", "Mã xác nhận không được để trống.");
    expectRefused(
      resetPasswordSchema,
      { ...ok, newPassword: "Ngan@12", confirmPassword: "Ngan@12" },
      "newPassword",
      "Mật khẩu phải có ít nhất 8 ký tự.",
    );
    expectRefused(resetPasswordSchema, { ...ok, newPassword: "" }, "newPassword", "Mật khẩu không được để trống.");
    expectRefused(
      resetPasswordSchema,
      { ...ok, confirmPassword: "MatKhauMoi@2" },
      "confirmPassword",
      "Mật khẩu xác nhận không trùng khớp.",
    );
    expectRefused(
      resetPasswordSchema,
      { securityCode: ok.securityCode, newPassword: ok.newPassword },
      "confirmPassword",
      "Vui lòng xác nhận mật khẩu.",
    );
  });
});

describe("registration step 2 and the birthday dd/MM/yyyy (§3, §5, §9)", () => {
  const BAD_BIRTHDAY = "Ngày sinh không hợp lệ (định dạng dd/MM/yyyy).";

  it("accepts the form with or without address, ward and birthday (ward left empty → none)", () => {
    expect(submit(profileSchema, PROFILE)).toMatchObject({ ok: true, value: { ...PROFILE } });
    const bare = submit(profileSchema, { name: PROFILE.name, phone: PROFILE.phone, cityId: "", districtId: "", wardId: "", birthday: "" });
    expect(bare.ok).toBe(true);
    expect(bare.value?.wardId).toBeUndefined();
    expect(bare.value?.birthday).toBeUndefined();
    expect(submit(profileSchema, { ...PROFILE, cityId: "1", districtId: "1", wardId: "1" })).toMatchObject({
      ok: true,
      value: { cityId: 1, districtId: 1, wardId: 1 },
    });
  });

  it("real dates are accepted, leap days included", () => {
    for (const birthday of ["25/08/2001", "29/02/2000", "31/12/1999", "01/01/1990", "02/01/1900"]) {
      expect(birthdayField.safeParse(birthday).success, birthday).toBe(true);
    }
  });

  it("31/02/2001 and other impossible dates are refused with the Vietnamese message", () => {
    for (const birthday of ["31/02/2001", "29/02/2001", "31/04/2001", "00/01/2001", "32/01/2001", "15/13/2001", "15/00/2001"]) {
      expectRefused(profileSchema, { ...PROFILE, birthday }, "birthday", BAD_BIRTHDAY);
    }
  });

  it("a future date is refused (tomorrow, next year)", () => {
    const tomorrow = format(addDays(new Date(), 1), "dd/MM/yyyy");
    const nextYear = format(addDays(new Date(), 366), "dd/MM/yyyy");
    for (const birthday of [tomorrow, nextYear, "01/01/2999"]) {
      expectRefused(profileSchema, { ...PROFILE, birthday }, "birthday", BAD_BIRTHDAY);
    }
  });

  // Regression test (bad input).
  it("today is refused like the upstream does", () => {
    expectRefused(profileSchema, { ...PROFILE, birthday: format(new Date(), "dd/MM/yyyy") }, "birthday", BAD_BIRTHDAY);
  });

  it("other formats and dates before 1900 are refused", () => {
    for (const birthday of [
      "2001-08-25",
      "08/25/2001",
      "25-08-2001",
      "25.08.2001",
      "25/8/2001",
      "25/08/01",
      "25/08/2001 00:00",
      "hôm qua",
      "31/12/1899",
      "01/01/0001",
    ]) {
      expectRefused(profileSchema, { ...PROFILE, birthday }, "birthday", BAD_BIRTHDAY);
    }
  });

  it("ids that are not positive whole numbers are refused with the field's message", () => {
    expectRefused(profileSchema, { ...PROFILE, cityId: "abc" }, "cityId", "Tỉnh/Thành phố không hợp lệ.");
    expectRefused(profileSchema, { ...PROFILE, districtId: "-3" }, "districtId", "Quận/Huyện không hợp lệ.");
    expectRefused(profileSchema, { ...PROFILE, wardId: "1.5" }, "wardId", "Phường/Xã không hợp lệ.");
    expectRefused(profileSchema, { ...PROFILE, wardId: "99999999999" }, "wardId", "Phường/Xã không hợp lệ.");
  });
});

describe("10 000-character fields are refused with a clear message, never accepted or crashing", () => {
  it("login", () => {
    expectRefused(loginSchema, { ...LOGIN, email: `${LONG}@example.com` }, "email", "Email tối đa 100 ký tự.");
    expectRefused(loginSchema, { ...LOGIN, password: LONG }, "password", "Mật khẩu tối đa 128 ký tự.");
  });

  it("register", () => {
    expectRefused(registerSchema, { ...REGISTER, name: LONG }, "name", "Họ và tên tối đa 60 ký tự.");
    expectRefused(registerSchema, { ...REGISTER, email: `${LONG}@example.com` }, "email", "Email tối đa 100 ký tự.");
    expectRefused(
      registerSchema,
      { ...REGISTER, phone: LONG_DIGITS },
      "phone",
      "Số điện thoại không hợp lệ: cần 10 chữ số, bắt đầu bằng 09, 03, 07, 08 hoặc 05.",
    );
    expectRefused(registerSchema, { ...REGISTER, password: LONG, confirmPassword: LONG }, "password", "Mật khẩu tối đa 128 ký tự.");
  });

  it("codes, reset password and step 2", () => {
    expectRefused(activationSchema, { securityCode: LONG_DIGITS }, "securityCode", "Mã kích hoạt gồm 6 chữ số.");
    expectRefused(
      resetPasswordSchema,
      { securityCode: LONG_DIGITS, newPassword: LONG, confirmPassword: LONG },
      "securityCode",
      "Mã xác nhận gồm 6 chữ số.",
    );
    expectRefused(
      resetPasswordSchema,
      { securityCode: "123456", newPassword: LONG, confirmPassword: LONG },
      "newPassword",
      "Mật khẩu tối đa 128 ký tự.",
    );
    expectRefused(profileSchema, { ...PROFILE, name: LONG }, "name", "Họ và tên tối đa 60 ký tự.");
    expectRefused(profileSchema, { ...PROFILE, address: LONG }, "address", "Địa chỉ tối đa 150 ký tự.");
    expectRefused(profileSchema, { ...PROFILE, birthday: LONG }, "birthday", "Ngày sinh không hợp lệ (định dạng dd/MM/yyyy).");
    expectRefused(profileSchema, { ...PROFILE, wardId: LONG_DIGITS }, "wardId", "Phường/Xã không hợp lệ.");
  });

  it("the limits themselves: 60 characters of name and 150 of address are accepted", () => {
    expect(submit(profileSchema, { ...PROFILE, name: "ễ".repeat(60), address: "ữ".repeat(150) }).ok).toBe(true);
    expectRefused(profileSchema, { ...PROFILE, name: "ễ".repeat(61) }, "name", "Họ và tên tối đa 60 ký tự.");
    expectRefused(profileSchema, { ...PROFILE, address: "ữ".repeat(151) }, "address", "Địa chỉ tối đa 150 ký tự.");
  });
});

describe("names: any script and emoji are welcome; control characters and direction overrides are not", () => {
  const accepted = [
    "Nguyễn Thị Lan 🌸",
    "Trần 😀 Văn Bình",
    "محمد بن علي",
    "שרה כהן",
    "Nguyễn (مريم) Lan",
    "O'Brien-Đặng",
    "Lê Văn <An>",
    "'; DROP TABLE users;--",
  ];
  for (const name of accepted) {
    it(`accepts ${JSON.stringify(name)} and keeps it as typed`, () => {
      expect(submit(registerSchema, { ...REGISTER, name })).toMatchObject({ ok: true, value: { name } });
      expect(submit(profileSchema, { ...PROFILE, name })).toMatchObject({ ok: true, value: { name } });
    });
  }

  // In the middle of the name (trimming would remove some of them at the ends).
  const refused: [string, string][] = [
    ["NUL", "\u0000"],
    ["tab", "\t"],
    ["line feed", "\n"],
    ["carriage return", "\r"],
    ["escape", "\u001b"],
    ["delete", "\u007f"],
    ["right-to-left override U+202E", "\u202e"],
    ["left-to-right embedding U+202A", "\u202a"],
    ["right-to-left isolate U+2067", "\u2067"],
    ["pop directional isolate U+2069", "\u2069"],
  ];
  for (const [what, ch] of refused) {
    it(`refuses a name with ${what} → “Họ và tên có ký tự không hợp lệ.”`, () => {
      expectRefused(registerSchema, { ...REGISTER, name: `Nguyễn${ch}Văn An` }, "name", "Họ và tên có ký tự không hợp lệ.");
      expectRefused(profileSchema, { ...PROFILE, name: `Nguyễn${ch}Văn An` }, "name", "Họ và tên có ký tự không hợp lệ.");
    });
  }

  it("refuses a U+202E that disguises the name (“An” followed by a reversed text)", () => {
    expectRefused(registerSchema, { ...REGISTER, name: "An \u202egnp.exe" }, "name", "Họ và tên có ký tự không hợp lệ.");
  });

  // Regression test (bad input).
  for (const [what, ch] of [
    ["the C1 control U+0085 (next line)", "\u0085"],
    ["the C1 control U+009B (CSI)", "\u009b"],
    ["the line separator U+2028", "\u2028"],
  ] as const) {
    it(`refuses a name with ${what}`, () => {
      expectRefused(registerSchema, { ...REGISTER, name: `Nguyễn${ch}Văn An` }, "name", "Họ và tên có ký tự không hợp lệ.");
    });
  }

  // Regression test (bad input).
  it("counts an emoji as one character: a 40-emoji name is within 60 characters", () => {
    expect(submit(registerSchema, { ...REGISTER, name: "😀".repeat(40) }).ok).toBe(true);
  });

  it("refuses control characters in the address too", () => {
    expectRefused(profileSchema, { ...PROFILE, address: "144 Xuân Thủy\u0000" }, "address", "Địa chỉ có ký tự không hợp lệ.");
    expectRefused(profileSchema, { ...PROFILE, address: "144 \u202eXuân Thủy" }, "address", "Địa chỉ có ký tự không hợp lệ.");
  });
});
