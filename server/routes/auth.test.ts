/**
 * Sign-in and account calls over real HTTP (spec §4 Session, Registration, Forgot password; §7
 * "Authentication and user"; §8 messages): the upstream listens on a random port over a seeded
 * in-memory database, mails go to an outbox in a temporary folder, the clock can be moved, and Google
 * sign-in is verified against oauth2-mock-server.
 */
import { eq } from "drizzle-orm";
import { decodeJwt, SignJWT } from "jose";
import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig, type UpstreamConfig } from "../config";
import type { Db } from "../db/client";
import { securityCodes, users } from "../db/schema";
import { OutboxMailer, readOutbox, type Mailer } from "../mail";
import { testApp, type TestApp, type LooseJson } from "../testing/app";
import { DEMO_ACCOUNTS } from "../seed/accounts";

const GOOGLE_CLIENT_ID = "nxb-test-client.apps.googleusercontent.com";
const JWT_SECRET = "test-jwt-secret-0123456789-abcdefghijklmnop";

let db: Db;
let base: string;
let outbox: string;
let t: TestApp;
let config: UpstreamConfig;
let google: OAuth2Server;
/** Milliseconds added to the real time by the app's clock. */
let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);

beforeAll(async () => {
  google = new OAuth2Server();
  await google.issuer.keys.generate("RS256");
  await google.start(0, "127.0.0.1");
  t = await testApp({ env: { JWT_SECRET, GOOGLE_CLIENT_ID, GOOGLE_ISSUER: google.issuer.url! }, clock: now, listen: true });
  ({ db, base, outbox, config } = t);
});

afterAll(async () => {
  await t?.close();
  await google?.stop();
});

interface Answer {
  status: number;
  body: { isSuccess: boolean; errorMessage: string | null; successMessage: string | null; data: LooseJson; totalPage: number | null };
  headers: Headers;
}

/** One call over HTTP; every answer must be the envelope and never a 5xx. */
async function api(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(base + url, {
    method,
    headers: { ...(body !== undefined ? { "content-type": "application/json" } : {}), ...headers },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await res.text();
  expect(res.status, `${method} ${url}: ${text.slice(0, 300)}`).toBeLessThan(500);
  const json = JSON.parse(text);
  expect(Object.keys(json).sort()).toEqual(["data", "errorCode", "errorMessage", "isSuccess", "successMessage", "totalPage"]);
  expect(json.errorCode === null, `errorCode ${json.errorCode} with isSuccess ${json.isSuccess}`).toBe(json.isSuccess);
  return { status: res.status, body: json, headers: res.headers };
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The newest code mailed to `email` for `purpose`. */
async function latestCode(email: string, purpose: "activation" | "reset"): Promise<string> {
  const mail = (await readOutbox(outbox, email)).find((m) => m.purpose === purpose);
  expect(mail, `a ${purpose} mail to ${email}`).toBeDefined();
  return mail!.code!;
}

async function login(email: string, password: string, remember?: boolean): Promise<string> {
  const res = await api("POST", "/api/Authentication/Login", {
    Email: email,
    Password: password,
    ...(remember === undefined ? {} : { remember }),
  });
  expect(res.status, res.body.errorMessage ?? "").toBe(200);
  return res.body.data.token as string;
}

let registrations = 0;
/** Registers a fresh account; returns its e-mail, password and the Register-client data. */
async function register(overrides: Record<string, unknown> = {}) {
  registrations += 1;
  const email = `sinhvien${registrations}.${Date.now()}@example.vn`;
  const password = "MatKhauMoi@2026";
  const res = await api("POST", "/api/User/Register-client", {
    Email: email,
    Phone: "0912345678",
    Name: "Trần Minh Anh",
    Password: password,
    ...overrides,
  });
  expect(res.status, res.body.errorMessage ?? "").toBe(200);
  const data = res.body.data as { userId: number; token: string; email: string };
  expect(data.email).toBe(email);
  return { password, ...data };
}

describe("POST /api/Authentication/Login", () => {
  it("answers a JWT (sub, email, name, role, iat, exp 24 h; 30 days with remember)", async () => {
    const res = await api("POST", "/api/Authentication/Login", {
      Email: DEMO_ACCOUNTS.customer.email,
      Password: DEMO_ACCOUNTS.customer.password,
      remember: false,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isSuccess: true, successMessage: "Đăng nhập thành công" });
    expect(res.headers.get("cache-control")).toBe("no-store");
    const claims = decodeJwt(res.body.data.token);
    expect(claims).toMatchObject({ sub: "2", email: "khachhang@example.com", name: "Nguyễn Thị Lan", role: "user" });
    expect(claims.exp! - claims.iat!).toBe(24 * 3600);
    expect(Math.abs(claims.iat! - Date.now() / 1000)).toBeLessThan(60);

    const remembered = decodeJwt(await login("  KhachHang@Example.com ", DEMO_ACCOUNTS.customer.password, true));
    expect(remembered.exp! - remembered.iat!).toBe(30 * 24 * 3600);
    expect(decodeJwt(await login(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).role).toBe("admin");
  });

  it("answers the same 401 for a wrong password and an unknown e-mail", async () => {
    const wrong = await api("POST", "/api/Authentication/Login", { Email: DEMO_ACCOUNTS.customer.email, Password: "SaiMatKhau@1" });
    const unknown = await api("POST", "/api/Authentication/Login", { Email: "khongtontai@example.com", Password: "SaiMatKhau@1" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.errorMessage).toBe("Email hoặc mật khẩu không đúng");
  });

  it("refuses an inactive account with the right password (403, needsActivation) and a wrong one like any other (401)", async () => {
    const res = await api("POST", "/api/Authentication/Login", {
      Email: DEMO_ACCOUNTS.inactive.email,
      Password: DEMO_ACCOUNTS.inactive.password,
    });
    expect(res.status).toBe(403);
    expect(res.body.errorMessage).toBe("Tài khoản chưa được kích hoạt. Vui lòng kích hoạt lại tài khoản.");
    expect(res.body.data).toEqual({ needsActivation: true });
    expect((await api("POST", "/api/Authentication/Login", { Email: DEMO_ACCOUNTS.inactive.email, Password: "khongphai123" })).status).toBe(
      401,
    );
  });

  it("validates the body with Vietnamese messages (spec §5), never a 500", async () => {
    expect((await api("POST", "/api/Authentication/Login", { Password: "x" })).body.errorMessage).toBe(
      "Dữ liệu không hợp lệ: Email – Email không được để trống",
    );
    expect((await api("POST", "/api/Authentication/Login", { Email: "a@b.vn", Password: "" })).body.errorMessage).toBe(
      "Dữ liệu không hợp lệ: Password – Mật khẩu không được để trống",
    );
    expect((await api("POST", "/api/Authentication/Login", { Email: "a".repeat(10_000), Password: "x".repeat(10_000) })).status).toBe(400);
    expect((await api("POST", "/api/Authentication/Login", { Email: "a@b.vn", Password: "12345678", remember: "maybe" })).status).toBe(400);
    expect((await api("POST", "/api/Authentication/Login", { Email: ["a@b.vn"], Password: 12345678 })).status).toBe(400);
    expect((await api("POST", "/api/Authentication/Login", "{không phải JSON")).status).toBe(400);
    expect((await api("POST", "/api/Authentication/Login", { Email: "' OR 1=1 --", Password: "' OR '1'='1" })).status).toBe(401);
  });
});

describe("registration (spec §4: register → activation code → step 2 → login)", () => {
  it("register → code in the outbox → activate → login", async () => {
    const reg = await register({ Address: "144 Xuân Thủy", WardId: 100_160, Birthday: "1990-01-01" });
    expect(reg.email).toBe(reg.email.toLowerCase());
    expect(reg.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = db.select().from(users).where(eq(users.id, reg.userId)).get()!;
    expect(row).toMatchObject({ isActive: false, role: "user", birthday: "1990-01-01", wardId: 100_160, phone: "0912345678" });
    expect(row.registrationTokenHash).not.toContain(reg.token);

    const [mail] = await readOutbox(outbox, reg.email);
    expect(mail).toMatchObject({ to: reg.email, purpose: "activation", code: expect.stringMatching(/^\d{6}$/) });
    expect(mail!.subject).toBe(`Mã kích hoạt tài khoản Nhà sách Đại học: ${mail!.code} (hiệu lực 15 phút)`);
    expect(mail!.text).toContain(mail!.code!);
    expect(mail!.html).toContain(mail!.code!);
    expect(Date.parse(mail!.sentAt)).not.toBeNaN();
    const stored = db.select().from(securityCodes).where(eq(securityCodes.userId, reg.userId)).all();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(`"${mail!.code}"`);
    expect(stored[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);

    // Not active yet: login says so.
    expect((await api("POST", "/api/Authentication/Login", { Email: reg.email, Password: reg.password })).status).toBe(403);
    const activated = await api("POST", "/api/User/ActiveAccount", { token: reg.token, securityCode: mail!.code, email: reg.email });
    expect(activated.status).toBe(200);
    expect(activated.body).toMatchObject({ data: { userId: reg.userId }, successMessage: "Kích hoạt tài khoản thành công" });
    expect(decodeJwt(await login(reg.email, reg.password)).sub).toBe(String(reg.userId));

    // The code was used: the same call again finds the account active.
    const again = await api("POST", "/api/User/ActiveAccount", { token: reg.token, securityCode: mail!.code, email: reg.email });
    expect(again.status).toBe(400);
    expect(again.body.errorMessage).toBe("Tài khoản đã được kích hoạt, vui lòng đăng nhập");
  });

  it("refuses an e-mail already registered (409), pointing inactive ones to re-activation", async () => {
    const body = { Phone: "0912345678", Name: "Người Thứ Hai", Password: "MatKhau@123" };
    const active = await api("POST", "/api/User/Register-client", { ...body, Email: "KHACHHANG@example.com" });
    expect(active.status).toBe(409);
    expect(active.body.errorMessage).toBe("Email đã được sử dụng");
    const inactive = await api("POST", "/api/User/Register-client", { ...body, Email: DEMO_ACCOUNTS.inactive.email });
    expect(inactive.status).toBe(409);
    expect(inactive.body.errorMessage).toBe("Email đã được đăng ký nhưng chưa kích hoạt, vui lòng kích hoạt lại tài khoản");
  });

  it("refuses a wrong code (400), an expired code (400) and a wrong registration token", async () => {
    const reg = await register();
    const code = await latestCode(reg.email, "activation");
    const wrong = code === "000000" ? "111111" : "000000";
    const bad = await api("POST", "/api/User/ActiveAccount", { token: reg.token, securityCode: wrong, email: reg.email });
    expect(bad.status).toBe(400);
    expect(bad.body.errorMessage).toBe("Mã kích hoạt không hợp lệ hoặc đã hết hạn");
    const badToken = await api("POST", "/api/User/ActiveAccount", { token: "x".repeat(43), securityCode: code, email: reg.email });
    expect(badToken.status).toBe(400);
    expect(badToken.body.errorMessage).toBe("Phiên đăng ký không hợp lệ hoặc đã hết hạn, vui lòng kích hoạt lại tài khoản");
    const otherEmail = await api("POST", "/api/User/ActiveAccount", {
      token: reg.token,
      securityCode: code,
      email: DEMO_ACCOUNTS.inactive.email,
    });
    expect(otherEmail.status).toBe(400);
    expect(
      (await api("POST", "/api/User/ActiveAccount", { token: reg.token, securityCode: "12345", email: reg.email })).body.errorMessage,
    ).toBe("Dữ liệu không hợp lệ: securityCode – Mã kích hoạt gồm 6 chữ số");

    offsetMs += 16 * 60_000; // the code lives 15 minutes
    try {
      const expired = await api("POST", "/api/User/ActiveAccount", { token: reg.token, securityCode: code, email: reg.email });
      expect(expired.status).toBe(400);
      expect(expired.body.errorMessage).toBe("Mã kích hoạt không hợp lệ hoặc đã hết hạn");
    } finally {
      offsetMs -= 16 * 60_000;
    }
  });

  it("kills a code after 5 wrong attempts: the 6th answers 429, even with the right code", async () => {
    const reg = await register();
    const code = await latestCode(reg.email, "activation");
    const wrong = code === "999999" ? "888888" : "999999";
    for (let i = 0; i < 5; i++) {
      expect((await api("POST", "/api/User/ActiveAccount", { token: reg.token, securityCode: wrong, email: reg.email })).status).toBe(400);
    }
    const locked = await api("POST", "/api/User/ActiveAccount", { token: reg.token, securityCode: code, email: reg.email });
    expect(locked.status).toBe(429);
    expect(locked.body.errorMessage).toMatch(/^Bạn đã nhập sai quá nhiều lần, vui lòng yêu cầu mã mới \(sau \d+ giây\)$/);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    // A new code (after the 60 s throttle) works.
    offsetMs += 61_000;
    expect((await api("POST", "/api/User/ResendCode", { token: reg.token, email: reg.email })).status).toBe(200);
    const fresh = await latestCode(reg.email, "activation");
    expect((await api("POST", "/api/User/ActiveAccount", { token: reg.token, securityCode: fresh, email: reg.email })).status).toBe(200);
  });

  it("throttles ResendCode to one code a minute (429 + Retry-After); a new code revokes the old one", async () => {
    const reg = await register();
    const first = await latestCode(reg.email, "activation");
    const throttled = await api("POST", "/api/User/ResendCode", { token: reg.token, securityCode: "", email: reg.email });
    expect(throttled.status).toBe(429);
    const retryAfter = Number(throttled.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(55);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(throttled.body.errorMessage).toBe(`Vui lòng đợi ${retryAfter} giây trước khi yêu cầu mã mới`);
    expect(throttled.body.data).toEqual({ retryAfter });

    offsetMs += 60_000;
    const resent = await api("POST", "/api/User/ResendCode", { token: reg.token, email: reg.email });
    expect(resent.status).toBe(200);
    expect(resent.body.data).toEqual({ userId: reg.userId });
    expect(await readOutbox(outbox, reg.email)).toHaveLength(2);
    const second = await latestCode(reg.email, "activation");
    if (second !== first) {
      expect((await api("POST", "/api/User/ActiveAccount", { token: reg.token, securityCode: first, email: reg.email })).status).toBe(400);
    }
    expect((await api("POST", "/api/User/ActiveAccount", { token: reg.token, securityCode: second, email: reg.email })).status).toBe(200);
    expect((await api("POST", "/api/User/ResendCode", { token: reg.token, email: reg.email })).body.errorMessage).toBe(
      "Tài khoản đã được kích hoạt, vui lòng đăng nhập",
    );
  });

  it("re-active: right credentials of an inactive account give a new token and code", async () => {
    const { email, password } = DEMO_ACCOUNTS.inactive;
    const wrong = await api("POST", "/api/User/re-active", { Email: email, Password: "SaiMatKhau@1" });
    expect(wrong.status).toBe(401);
    expect(wrong.body.errorMessage).toBe("Email hoặc mật khẩu không đúng");
    expect((await api("POST", "/api/User/re-active", { Email: "khongco@example.com", Password: "SaiMatKhau@1" })).body).toEqual(wrong.body);
    const active = await api("POST", "/api/User/re-active", {
      Email: DEMO_ACCOUNTS.customer.email,
      Password: DEMO_ACCOUNTS.customer.password,
    });
    expect(active.status).toBe(400);
    expect(active.body.errorMessage).toBe("Tài khoản đã được kích hoạt, vui lòng đăng nhập");

    const res = await api("POST", "/api/User/re-active", { Email: email, Password: password });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ userId: 4, token: expect.any(String), email });
    const code = await latestCode(email, "activation");
    // Within the minute: a new token, no new code (the one just sent stays valid).
    const again = await api("POST", "/api/User/re-active", { Email: email, Password: password });
    expect(again.status).toBe(200);
    expect(again.body.successMessage).toBe("Mã kích hoạt vừa được gửi tới email của bạn, vui lòng kiểm tra hộp thư");
    expect(await readOutbox(outbox, email)).toHaveLength(1);
    // The first token was replaced.
    expect((await api("POST", "/api/User/ActiveAccount", { token: res.body.data.token, securityCode: code, email })).status).toBe(400);
    expect((await api("POST", "/api/User/ActiveAccount", { token: again.body.data.token, securityCode: code, email })).status).toBe(200);
    expect(decodeJwt(await login(email, password)).sub).toBe("4");
  });

  it("undoes the registration when the activation mail cannot be sent (503)", async () => {
    const failing: Mailer = { send: async () => Promise.reject(new Error("SMTP down")) };
    const other = await buildApp({ db, config, mailer: failing, clock: now });
    try {
      const body = { Email: "thu.loi.mail@example.vn", Phone: "0912345678", Name: "Thử Lỗi", Password: "MatKhau@123" };
      const res = await other.inject({ method: "POST", url: "/api/User/Register-client", payload: body });
      expect(res.statusCode).toBe(503);
      expect(res.json().errorMessage).toBe("Không gửi được email, vui lòng thử lại sau");
      expect(db.select().from(users).where(eq(users.email, body.Email)).get()).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});

describe("forgot password (spec §4: send code → validate → change → login)", () => {
  it("answers the same for unknown and known e-mails, then resets the password end to end", async () => {
    const reg = await register();
    await api("POST", "/api/User/ActiveAccount", {
      token: reg.token,
      securityCode: await latestCode(reg.email, "activation"),
      email: reg.email,
    });
    const oldToken = await login(reg.email, reg.password);

    const unknown = await api("POST", "/api/User/SendSecurityCode", { Email: "khong.ai.dang.ky@example.vn" });
    const known = await api("POST", "/api/User/SendSecurityCode", { Email: reg.email.toUpperCase() });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body).toEqual({
      isSuccess: true,
      errorCode: null,
      errorMessage: null,
      successMessage: "Nếu email đã đăng ký, mã xác nhận đã được gửi tới hộp thư của bạn",
      data: null,
      totalPage: null,
    });
    expect(await readOutbox(outbox, "khong.ai.dang.ky@example.vn")).toEqual([]);
    const code = await latestCode(reg.email, "reset");
    const [mail] = await readOutbox(outbox, reg.email);
    expect(mail!.subject).toBe(`Mã xác nhận đặt lại mật khẩu Nhà sách Đại học: ${code} (hiệu lực 15 phút)`);
    // Throttled silently: same answer, no second mail.
    expect((await api("POST", "/api/User/SendSecurityCode", { Email: reg.email })).body).toEqual(known.body);
    expect((await readOutbox(outbox, reg.email)).filter((m) => m.purpose === "reset")).toHaveLength(1);

    const wrong = code === "123456" ? "654321" : "123456";
    const invalid = await api("POST", "/api/User/ValidateSecurityCode", { Email: reg.email, SecurityCode: wrong });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errorMessage).toBe("Mã xác nhận không đúng hoặc đã hết hạn");
    expect(
      (await api("POST", "/api/User/ValidateSecurityCode", { Email: "khong.ai.dang.ky@example.vn", SecurityCode: code })).body,
    ).toEqual(invalid.body);
    const valid = await api("POST", "/api/User/ValidateSecurityCode", { Email: reg.email, SecurityCode: code });
    expect(valid.status).toBe(200);
    expect(valid.body.data).toBe(true);
    // Validating does not consume the code.
    expect((await api("POST", "/api/User/ValidateSecurityCode", { Email: reg.email, SecurityCode: code })).status).toBe(200);

    expect(
      (await api("PATCH", "/api/User/ChangePasswordNoAuth", { Email: reg.email, SecurityCode: code, NewPassword: "ngan" })).body
        .errorMessage,
    ).toBe("Dữ liệu không hợp lệ: NewPassword – Mật khẩu cần ít nhất 8 ký tự");
    offsetMs += 2000; // the old session was opened before the reset
    const changed = await api("PATCH", "/api/User/ChangePasswordNoAuth", {
      Email: reg.email,
      SecurityCode: code,
      NewPassword: "MatKhauMoiHon@2026",
    });
    expect(changed.status).toBe(200);
    expect(changed.body.successMessage).toBe("Đổi mật khẩu thành công");
    // Single use.
    const reused = await api("PATCH", "/api/User/ChangePasswordNoAuth", {
      Email: reg.email,
      SecurityCode: code,
      NewPassword: "LaiDoiNua@2026",
    });
    expect(reused.status).toBe(400);
    expect(reused.body.errorMessage).toBe("Mã xác nhận không đúng hoặc đã hết hạn");

    expect((await api("POST", "/api/Authentication/Login", { Email: reg.email, Password: reg.password })).status).toBe(401);
    const newToken = await login(reg.email, "MatKhauMoiHon@2026");
    expect((await api("GET", "/api/User/UserApp", undefined, bearer(oldToken))).status).toBe(401);
    expect((await api("GET", "/api/User/UserApp", undefined, bearer(newToken))).status).toBe(200);
  });
});

describe("PATCH /api/User/UpdateUser/{userId} and GET /api/User/UserApp", () => {
  it("step 2 with the registration token after activation; refused before activation and without credentials", async () => {
    const reg = await register();
    const body = {
      Address: "Số 5, ngõ 10 Tôn Thất Tùng",
      WardId: 100_166,
      Birthday: "15/08/2001",
      Phone: "0387654321",
      Name: "Trần Minh Anh",
    };
    const url = `/api/User/UpdateUser/${reg.userId}`;
    const before = await api("PATCH", url, body, { "x-registration-token": reg.token });
    expect(before.status).toBe(403);
    expect(before.body.errorMessage).toBe("Tài khoản chưa được kích hoạt");
    await api("POST", "/api/User/ActiveAccount", {
      token: reg.token,
      securityCode: await latestCode(reg.email, "activation"),
      email: reg.email,
    });

    const none = await api("PATCH", url, body);
    expect(none.status).toBe(401);
    expect(none.body.errorMessage).toBe("Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại");
    expect((await api("PATCH", url, body, { "x-registration-token": "sai-token" })).status).toBe(401);
    expect((await api("PATCH", `/api/User/UpdateUser/2`, body, { "x-registration-token": reg.token })).status).toBe(401);

    const res = await api("PATCH", url, body, { "x-registration-token": reg.token });
    expect(res.status).toBe(200);
    expect(res.body.successMessage).toBe("Cập nhật thông tin thành công");
    expect(res.body.data).toMatchObject({
      id: reg.userId,
      address: body.Address,
      wardId: 100_166,
      birthday: "15/08/2001",
      phone: "0387654321",
      name: "Trần Minh Anh",
    });
    expect(db.select().from(users).where(eq(users.id, reg.userId)).get()!.birthday).toBe("2001-08-15");
  });

  it("with a bearer token of that user only; validates the birthday, ward and phone", async () => {
    const token = await login(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    expect((await api("PATCH", "/api/User/UpdateUser/3", { Name: "Kẻ Lạ" }, bearer(token))).status).toBe(403);
    expect((await api("PATCH", "/api/User/UpdateUser/2", { Name: "X" }, bearer("khong.phai.jwt"))).status).toBe(401);
    for (const Birthday of ["31/02/2000", "01/01/2999", "2000-01-01", "1/13/2000", "hôm qua"]) {
      const res = await api("PATCH", "/api/User/UpdateUser/2", { Birthday }, bearer(token));
      expect(res.status, Birthday).toBe(400);
      expect(res.body.errorMessage).toBe("Ngày sinh không hợp lệ (định dạng dd/MM/yyyy, trước ngày hôm nay)");
    }
    expect((await api("PATCH", "/api/User/UpdateUser/2", { WardId: 99_999_999 }, bearer(token))).body.errorMessage).toBe(
      "Phường/Xã không tồn tại",
    );
    expect((await api("PATCH", "/api/User/UpdateUser/2", { Phone: "0123" }, bearer(token))).status).toBe(400);
    expect((await api("PATCH", "/api/User/UpdateUser/abc", {}, bearer(token))).status).toBe(400);
    const res = await api(
      "PATCH",
      "/api/User/UpdateUser/2",
      { Address: "Số 12, ngõ 165 Cầu Giấy", WardId: null, Birthday: "01/01/1990", Phone: "0912345678", Name: "Nguyễn Thị Lan" },
      bearer(token),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ wardId: null, districtId: null, cityId: null });
    expect((await api("PATCH", "/api/User/UpdateUser/2", { WardId: 100_166 }, bearer(token))).body.data.wardId).toBe(100_166);
  });

  it("GET UserApp: the session user with a token; 401 without, with an expired or a forged one", async () => {
    const token = await login(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    const me = await api("GET", "/api/User/UserApp", undefined, bearer(token));
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({
      id: 2,
      email: "khachhang@example.com",
      name: "Nguyễn Thị Lan",
      displayName: "Nguyễn Thị Lan",
      phone: "0912345678",
      wardId: 100_166,
      birthday: "01/01/1990",
      role: ["user"],
      photoURL: null,
    });
    expect(me.body.data).not.toHaveProperty("passwordHash");

    const none = await api("GET", "/api/User/UserApp");
    expect(none.status).toBe(401);
    expect(none.body.errorMessage).toBe("Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại");
    expect(none.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect((await api("GET", "/api/User/UserApp", undefined, { authorization: `Basic ${token}` })).status).toBe(401);
    const forged = await new SignJWT({ email: "khachhang@example.com", name: "x", role: "admin" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("2")
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("another-secret-another-secret-0123456789"));
    expect((await api("GET", "/api/User/UserApp", undefined, bearer(forged))).status).toBe(401);
    const unsigned = `${Buffer.from('{"alg":"none"}').toString("base64url")}.${Buffer.from('{"sub":"2","exp":9999999999,"iat":1}').toString("base64url")}.`;
    expect((await api("GET", "/api/User/UserApp", undefined, bearer(unsigned))).status).toBe(401);

    offsetMs += 25 * 3600_000; // past the 24 h of a token without remember
    try {
      const expired = await api("GET", "/api/User/UserApp", undefined, bearer(token));
      expect(expired.status).toBe(401);
      expect(expired.body.errorMessage).toBe("Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại");
    } finally {
      offsetMs -= 25 * 3600_000;
    }
  });
});

describe("bad input never answers 500 and is stored verbatim", () => {
  it("refuses 10 000-character fields with a clear message", async () => {
    const long = "a".repeat(10_000);
    const base = { Email: "dai.qua@example.vn", Phone: "0912345678", Name: "Tên Dài", Password: "MatKhau@123" };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ Name: long }, "Dữ liệu không hợp lệ: Name – Họ và tên tối đa 60 ký tự"],
      [{ Address: long }, "Dữ liệu không hợp lệ: Address – Địa chỉ tối đa 300 ký tự"],
      [{ Email: `${long}@example.vn` }, "Dữ liệu không hợp lệ: Email – Email tối đa 254 ký tự"],
      [{ Password: long }, "Dữ liệu không hợp lệ: Password – Mật khẩu tối đa 128 ký tự"],
      [{ Phone: long }, "Dữ liệu không hợp lệ: Phone – Số điện thoại không hợp lệ"],
      [{ Birthday: long }, "Dữ liệu không hợp lệ: Birthday – Ngày sinh không hợp lệ (định dạng dd/MM/yyyy, trước ngày hôm nay)"],
    ];
    for (const [override, message] of cases) {
      const res = await api("POST", "/api/User/Register-client", { ...base, ...override });
      expect(res.status, message).toBe(400);
      expect(res.body.errorMessage).toBe(message);
    }
    expect((await api("POST", "/api/User/SendSecurityCode", { Email: long })).status).toBe(400);
    expect((await api("POST", "/api/User/ValidateSecurityCode", { Email: long, SecurityCode: long })).status).toBe(400);
    expect((await api("POST", "/api/Authentication/SocialLoginGG", { id_token: long })).status).toBe(400);
  });

  it("accepts emoji and right-to-left names, refuses control and bidi-override characters, stores SQL/HTML as text", async () => {
    for (const Name of ["Lan 🌸 Nguyễn", "محمد علي", "שרה כהן"]) {
      const reg = await register({ Name });
      expect(db.select().from(users).where(eq(users.id, reg.userId)).get()!.name).toBe(Name);
    }
    // Decomposed Vietnamese (NFD) is stored composed (NFC).
    const nfd = await register({ Name: "Nguyễn Văn Đức".normalize("NFD") });
    expect(db.select().from(users).where(eq(users.id, nfd.userId)).get()!.name).toBe("Nguyễn Văn Đức".normalize("NFC"));

    for (const Name of ["Lan\u202Egnuyen", "Lan\nNguyễn", "Lan\u0000", "🌸🌸", "\u200B"]) {
      const res = await api("POST", "/api/User/Register-client", {
        Email: "ky.tu.la@example.vn",
        Phone: "0912345678",
        Name,
        Password: "MatKhau@123",
      });
      expect(res.status, JSON.stringify(Name)).toBe(400);
      expect(res.body.errorMessage).toMatch(
        /^Dữ liệu không hợp lệ: Name – Họ và tên (chứa ký tự không hợp lệ|phải có ít nhất một chữ cái)/,
      );
    }
    const lone = await api(
      "POST",
      "/api/User/Register-client",
      '{"Email":"a@b.vn","Phone":"0912345678","Name":"Lan \\ud800","Password":"MatKhau@123"}',
    );
    expect(lone.status).toBe(400);

    const sqlName = "Robert'); DROP TABLE users;--";
    const html = `<script>alert("x")</script> & <b>đậm</b>`;
    const reg = await register({ Name: sqlName, Address: html });
    await api("POST", "/api/User/ActiveAccount", {
      token: reg.token,
      securityCode: await latestCode(reg.email, "activation"),
      email: reg.email,
    });
    const me = await api("GET", "/api/User/UserApp", undefined, bearer(await login(reg.email, reg.password)));
    expect(me.body.data.name).toBe(sqlName);
    expect(me.body.data.address).toBe(html);
    expect(db.select().from(users).all().length).toBeGreaterThan(4); // the table is still there
  });
});

describe("POST /api/Authentication/SocialLoginGG (oauth2-mock-server as Google)", () => {
  const idToken = (claims: Record<string, unknown>, expiresIn?: number) =>
    google.issuer.buildToken({
      expiresIn,
      scopesOrTransform: (_header, payload) => {
        Object.assign(payload, { aud: GOOGLE_CLIENT_ID, email_verified: true, name: "Lê Thu Hà", sub: "google-1234567890" }, claims);
      },
    });

  it("signs in with a valid id_token, creating an active account", async () => {
    const res = await api("POST", "/api/Authentication/SocialLoginGG", { id_token: await idToken({ email: "Thu.Ha@Gmail.com" }) });
    expect(res.status).toBe(200);
    expect(res.body.successMessage).toBe("Đăng nhập thành công");
    const claims = decodeJwt(res.body.data.token);
    expect(claims).toMatchObject({ email: "thu.ha@gmail.com", name: "Lê Thu Hà", role: "user" });
    expect(claims.exp! - claims.iat!).toBe(30 * 24 * 3600);
    const row = db.select().from(users).where(eq(users.email, "thu.ha@gmail.com")).get()!;
    expect(row.isActive).toBe(true);
    // The password of a Google account matches nothing.
    expect((await api("POST", "/api/Authentication/Login", { Email: "thu.ha@gmail.com", Password: "" + row.passwordHash })).status).toBe(
      401,
    );
    // Second sign-in: same account.
    const again = await api("POST", "/api/Authentication/SocialLoginGG", { id_token: await idToken({ email: "thu.ha@gmail.com" }) });
    expect(decodeJwt(again.body.data.token).sub).toBe(String(row.id));
    expect((await api("GET", "/api/User/UserApp", undefined, bearer(again.body.data.token))).body.data.email).toBe("thu.ha@gmail.com");
  });

  it("activates an account waiting for its activation code (Google verified the address)", async () => {
    const reg = await register();
    const res = await api("POST", "/api/Authentication/SocialLoginGG", { id_token: await idToken({ email: reg.email }) });
    expect(res.status).toBe(200);
    expect(decodeJwt(res.body.data.token).sub).toBe(String(reg.userId));
    expect(db.select().from(users).where(eq(users.id, reg.userId)).get()!.isActive).toBe(true);
  });

  it("refuses a wrong audience, an expired token, an unverified e-mail, another issuer and garbage (401)", async () => {
    const tokens = [
      await idToken({ email: "a@gmail.com", aud: "someone-else.apps.googleusercontent.com" }),
      await idToken({ email: "a@gmail.com" }, -3600),
      await idToken({ email: "a@gmail.com", email_verified: false }),
      await idToken({ email: "a@gmail.com", iss: "https://evil.example" }),
      await idToken({ email: undefined }),
      "khong.phai.token",
    ];
    for (const id_token of tokens) {
      const res = await api("POST", "/api/Authentication/SocialLoginGG", { id_token });
      expect(res.status).toBe(401);
      expect(res.body.errorMessage).toBe("Không xác thực được tài khoản Google");
    }
    expect(db.select().from(users).where(eq(users.email, "a@gmail.com")).get()).toBeUndefined();
  });

  it("answers 400 when GOOGLE_CLIENT_ID is not set", async () => {
    const other = await buildApp({ db, config: loadConfig({}, { JWT_SECRET, OUTBOX_DIR: outbox }), mailer: new OutboxMailer(outbox) });
    try {
      const res = await other.inject({
        method: "POST",
        url: "/api/Authentication/SocialLoginGG",
        payload: { id_token: await idToken({ email: "b@gmail.com" }) },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorMessage).toBe("Đăng nhập Google chưa được cấu hình");
    } finally {
      await other.close();
    }
  });
});
