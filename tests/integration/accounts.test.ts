/**
 * Accounts (spec §3–§6, §8) through the storefront's route modules and the real reference upstream
 * over HTTP: login (cookie, remember me, same answer for a wrong password and an unknown email,
 * inactive account, guest cart merged, safe redirectTo), the whole registration (register → code
 * from the upstream's outbox → activation → step 2 → login), hostile and oversized input, forgot
 * password, the end of a session (expired JWT, upstream 401), logout, the account guard, and the
 * login rate limit.
 *
 * The seeded demo shopper `khachhang@example.com` is copied into fresh accounts (same password) so
 * that each test has its own cart and its own rate-limit budget (10 logins per email in 15 minutes).
 */
import { SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../server/seed/accounts";
import type { Cart } from "~/upstream/schemas";
import { browse, call, CookieJar, getRequest, mailCode, peekCookie, pendingToast, postRequest, useUpstream, type Outcome } from "./support";

const upstream = useUpstream();

let loginRoute: typeof import("~/routes/login");
let registerRoute: typeof import("~/routes/register");
let activateRoute: typeof import("~/routes/activate");
let profileRoute: typeof import("~/routes/register-profile");
let forgotRoute: typeof import("~/routes/forgot-password");
let logoutRoute: typeof import("~/routes/logout");
let accountRoute: typeof import("~/routes/account");
let accountRedirectRoute: typeof import("~/routes/account-redirect");
let cartRoute: typeof import("~/routes/cart");
let rootRoute: typeof import("~/root");
let honeypot: typeof import("~/utils/honeypot.server");
let session: typeof import("~/session.server");
let SESSION_EXPIRED_MESSAGE = "";

/** Hà Nội / Phường Ba Đình of the 2025 map (no district), as the upstream's location calls list them. */
const HN = { cityId: 0, wardId: 0 };

beforeAll(async () => {
  loginRoute = await import("~/routes/login");
  registerRoute = await import("~/routes/register");
  activateRoute = await import("~/routes/activate");
  profileRoute = await import("~/routes/register-profile");
  forgotRoute = await import("~/routes/forgot-password");
  logoutRoute = await import("~/routes/logout");
  accountRoute = await import("~/routes/account");
  accountRedirectRoute = await import("~/routes/account-redirect");
  cartRoute = await import("~/routes/cart");
  rootRoute = await import("~/root");
  honeypot = await import("~/utils/honeypot.server");
  session = await import("~/session.server");
  SESSION_EXPIRED_MESSAGE = (await import("~/features/auth/auth.server")).SESSION_EXPIRED_MESSAGE;

  const location = await import("~/upstream/location.server");
  const c = new (await import("~/upstream/client.server")).UpstreamClient();
  const hanoi = (await location.getCities(c)).find((x) => x.cityName === "Hà Nội");
  const baDinh = hanoi && (await location.getProvinceWards(c, hanoi.cityId)).find((w) => w.wardName === "Phường Ba Đình");
  if (!hanoi || !baDinh) throw new Error("Hà Nội / Phường Ba Đình (2025 map) not found at the upstream");
  Object.assign(HN, { cityId: hanoi.cityId, wardId: baDinh.wardId });
});

// ————————————————————————————————————————————————————————————— helpers

const PASSWORD: string = DEMO_ACCOUNTS.customer.password;
const LOGIN_FAILED = "Email hoặc mật khẩu không đúng";
let seq = 0;
const uniqueEmail = (tag: string) => `${tag}.${process.pid}.${++seq}@example.com`;

/** A new active account with the demo shopper's password (a copy of the seeded row); returns its email. */
function freshAccount(tag = "khach"): string {
  const email = uniqueEmail(tag);
  upstream.db.$client
    .prepare(
      `INSERT INTO users (email, password_hash, name, phone, address, ward_id, birthday, role, is_active)
       SELECT ?, password_hash, name, phone, address, ward_id, birthday, role, 1 FROM users WHERE email = ?`,
    )
    .run(email, DEMO_ACCOUNTS.customer.email);
  return email;
}

/** The honeypot fields the root loader makes every form render. */
function honeypotFields(): Record<string, string> {
  const props = honeypot.honeypot.getInputProps();
  return { [props.nameFieldName]: "", [props.validFromFieldName!]: props.encryptedValidFrom! };
}
const post = (jar: CookieJar, fn: Parameters<typeof browse>[1], path: string, fields: Record<string, string>) =>
  browse(jar, fn, postRequest(path, { ...honeypotFields(), ...fields }, jar));

const login = (jar: CookieJar, email: string, password = PASSWORD, extra: Record<string, string> = {}) =>
  post(jar, loginRoute.action, "/dang-nhap", { email, password, ...extra });

/** Logs `email` in on a new browser and checks it worked. */
async function loggedIn(email: string): Promise<CookieJar> {
  const jar = new CookieJar();
  const out = await login(jar, email);
  expect(out.status).toBe(303);
  expect(jar.get("__session")).toBeTruthy();
  return jar;
}

/** The Set-Cookie line of `name` in an outcome, or undefined. */
const setCookieOf = (out: Outcome, name: string) => out.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
/** Attributes of a Set-Cookie line, lower-cased names. */
function attributes(line: string): Map<string, string> {
  const attrs = new Map<string, string>();
  for (const part of line.split(";").slice(1)) {
    const [k = "", ...v] = part.split("=");
    attrs.set(k.trim().toLowerCase(), v.join("=").trim());
  }
  return attrs;
}
const isRemoval = (line: string | undefined) =>
  Boolean(line) && (/Max-Age=0(?!\d)/i.test(line!) || /Expires=Thu, 01 Jan 1970/i.test(line!));

/** The JWT the storefront keeps in `__session` (never sent to the browser as such: the cookie is signed and httpOnly). */
const tokenOf = (jar: CookieJar) => (peekCookie(jar, "__session") as { token?: string } | null)?.token ?? null;

/** GET /api/User/UserApp at the upstream with the jar's token: what the account really holds. */
async function userApp(jar: CookieJar): Promise<Record<string, unknown>> {
  const token = tokenOf(jar);
  expect(token).toBeTruthy();
  const res = await fetch(`${upstream.url}/api/User/UserApp`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Record<string, unknown> }).data;
}

type FormResult = { result: { status?: string; error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> | null } };
const errorsOf = (out: Outcome) => (out.data as FormResult).result.error ?? {};
const formErrors = (out: Outcome) => errorsOf(out)[""] ?? [];

async function cartLines(jar: CookieJar): Promise<[number, number][]> {
  const out = await browse(jar, cartRoute.loader, getRequest("/gio-hang", jar));
  expect(out.thrown).toBe(false);
  return ((out.data as { cart: Cart | null }).cart?.cartDetails ?? []).map((l) => [l.productSaleId, l.quantity]);
}
async function addToCart(jar: CookieJar, id: number, quantity = 1) {
  const out = await browse(
    jar,
    cartRoute.action,
    postRequest("/gio-hang", { intent: "add", productSaleId: String(id), quantity: String(quantity) }, jar),
  );
  expect(out.status).toBe(303);
}
const guestLines = (jar: CookieJar) =>
  ((peekCookie(jar, "__cart") as { cart?: { lines: unknown[] } } | null)?.cart?.lines ?? []) as unknown[];
const productName = (id: number) =>
  (upstream.db.$client.prepare("SELECT name FROM products WHERE id = ?").get(id) as { name: string }).name;
const stockOf = (id: number) => (upstream.db.$client.prepare("SELECT stock FROM products WHERE id = ?").get(id) as { stock: number }).stock;
const userRow = (email: string) =>
  upstream.db.$client
    .prepare("SELECT id, name, phone, address, ward_id AS wardId, birthday, is_active AS isActive FROM users WHERE email = ?")
    .get(email) as
    { id: number; name: string; phone: string; address: string; wardId: number | null; birthday: string; isActive: number } | undefined;

/** A `__session` cookie holding `token`, as the storefront writes it. */
async function jarWithToken(token: string): Promise<CookieJar> {
  const s = await session.getAuthSession(new Request("http://shop.test/"));
  s.setToken(token, false);
  return new CookieJar().take(new Headers([["Set-Cookie", (await s.setCookie())!]]));
}
/** A JWT shaped like the upstream's for the user `email`, expired a minute ago (any key: the storefront only decodes). */
async function expiredToken(email: string): Promise<string> {
  const row = userRow(email)!;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email, name: row.name, role: "user" })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(row.id))
    .setIssuedAt(now - 86_460)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode("any-key-0123456789-0123456789-0123"));
}

/** Asserts `out` is the §8 end of a session: a thrown 303 to `path`, `__session` removed, the toast set. */
function expectSessionEnded(out: Outcome, jar: CookieJar, path: string) {
  expect(out.thrown).toBe(true);
  expect(out.status).toBe(303);
  expect(out.location).toBe(path);
  expect(isRemoval(setCookieOf(out, "__session"))).toBe(true);
  expect(jar.get("__session")).toBeUndefined();
  expect(pendingToast(jar)).toEqual({ type: "error", message: SESSION_EXPIRED_MESSAGE });
}

const REGISTRATION = { name: "Nguyễn Văn Bình", phone: "0987123456", password: "MatKhauMoi@2024" };
const registerFields = (email: string, over: Record<string, string> = {}) => ({
  name: REGISTRATION.name,
  email,
  phone: REGISTRATION.phone,
  password: REGISTRATION.password,
  confirmPassword: over.password ?? REGISTRATION.password,
  terms: "on",
  ...over,
});

/** Registers `email` on `jar` (303 to the activation page) and returns the mailed activation code. */
async function register(jar: CookieJar, email: string, over: Record<string, string> = {}): Promise<string> {
  const out = await post(jar, registerRoute.action, "/dang-ky", registerFields(email, over));
  expect(out.status, JSON.stringify(out.data)).toBe(303);
  expect(out.location).toBe("/kich-hoat-tai-khoan");
  expect(pendingToast(jar)).toEqual({ type: "success", message: `Mã kích hoạt đã được gửi tới ${email}.` });
  const code = await mailCode(upstream, email, "activation");
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}
const activate = (jar: CookieJar, securityCode: string) =>
  post(jar, activateRoute.action, "/kich-hoat-tai-khoan", { intent: "activate", securityCode });
const stepTwo = (jar: CookieJar, fields: Record<string, string>) => post(jar, profileRoute.action, "/thong-tin-ca-nhan", fields);
/** Another 6-digit code than `code`. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

/** Registers `email` and activates it with the mailed code: the browser is then at step 2. */
async function registerAndActivate(email: string, over: Record<string, string> = {}): Promise<CookieJar> {
  const jar = new CookieJar();
  const code = await register(jar, email, over);
  const out = await activate(jar, code);
  expect(out.status, JSON.stringify(out.data)).toBe(303);
  expect(out.location).toBe("/thong-tin-ca-nhan");
  return jar;
}

// ————————————————————————————————————————————————————————————— login

describe("login", () => {
  it("with the right password: 303 home, an httpOnly browser-session __session cookie, the toast", async () => {
    const email = freshAccount();
    const jar = new CookieJar();
    const out = await login(jar, email);
    expect(out.thrown).toBe(false);
    expect(out.status).toBe(303);
    expect(out.location).toBe("/");
    const cookie = setCookieOf(out, "__session");
    expect(cookie).toBeDefined();
    const attrs = attributes(cookie!);
    expect(attrs.has("httponly")).toBe(true);
    expect(attrs.get("samesite")?.toLowerCase()).toBe("lax");
    expect(attrs.get("path")).toBe("/");
    // Not remembered: a browser-session cookie.
    expect(attrs.has("max-age")).toBe(false);
    expect(attrs.has("expires")).toBe(false);
    expect(pendingToast(jar)).toEqual({ type: "success", message: "Đăng nhập thành công" });
    // The token is the upstream's, and works there.
    expect((await userApp(jar)).email).toBe(email);
    // The account page now opens.
    const page = await call(accountRoute.loader, getRequest("/tai-khoan/thong-tin-tai-khoan", jar));
    expect(page.status).toBe(200);
    expect((page.data as { profile: { email: string } }).profile.email).toBe(email);
  });

  it("with “Ghi nhớ đăng nhập”: the cookie lasts 30 days", async () => {
    const jar = new CookieJar();
    const before = Date.now();
    const out = await login(jar, freshAccount(), PASSWORD, { remember: "on" });
    expect(out.status).toBe(303);
    const attrs = attributes(setCookieOf(out, "__session")!);
    expect(attrs.has("httponly")).toBe(true);
    const maxAge = Number(attrs.get("max-age"));
    expect(Math.abs(maxAge - 30 * 24 * 3600)).toBeLessThanOrEqual(60);
    // Expires is optional next to Max-Age; when present it must agree.
    if (attrs.has("expires")) expect(Math.abs(Date.parse(attrs.get("expires")!) - (before + 30 * 24 * 3600 * 1000))).toBeLessThan(120_000);
    // And the token itself lasts as long (the upstream's remembered token).
    const exp = JSON.parse(Buffer.from(tokenOf(jar)!.split(".")[1]!, "base64url").toString()).exp as number;
    expect(Math.abs(exp * 1000 - (before + 30 * 24 * 3600 * 1000))).toBeLessThan(120_000);
  });

  it("a wrong password and an unknown email get the same 400 message, and no session", async () => {
    const email = freshAccount();
    const wrong = await login(new CookieJar(), email, "MatKhau@124");
    const unknown = await login(new CookieJar(), uniqueEmail("khong-ton-tai"), PASSWORD);
    for (const out of [wrong, unknown]) {
      expect(out.thrown).toBe(false);
      expect(out.status).toBe(400);
      expect(formErrors(out)).toEqual([LOGIN_FAILED]);
      expect((out.data as { needsActivation: boolean }).needsActivation).toBe(false);
      expect(setCookieOf(out, "__session")).toBeUndefined();
      // The password typed is never sent back.
      expect(JSON.stringify(out.data)).not.toContain("MatKhau");
    }
    expect(JSON.stringify(errorsOf(wrong))).toBe(JSON.stringify(errorsOf(unknown)));
  });

  it("an inactive account with its password → 400 with needsActivation (offer re-activation)", async () => {
    const out = await login(new CookieJar(), DEMO_ACCOUNTS.inactive.email, DEMO_ACCOUNTS.inactive.password);
    expect(out.status).toBe(400);
    expect((out.data as { needsActivation: boolean }).needsActivation).toBe(true);
    expect(formErrors(out).join(" ")).toContain("chưa được kích hoạt");
    expect(setCookieOf(out, "__session")).toBeUndefined();
    // With a wrong password it is just a failed login (no hint that the account exists).
    const wrong = await login(new CookieJar(), DEMO_ACCOUNTS.inactive.email, "Sai@12345");
    expect(wrong.status).toBe(400);
    expect((wrong.data as { needsActivation: boolean }).needsActivation).toBe(false);
    expect(formErrors(wrong)).toEqual([LOGIN_FAILED]);
  });

  it("an empty form → 400 with the §5 messages; no honeypot fields → 400", async () => {
    const out = await post(new CookieJar(), loginRoute.action, "/dang-nhap", { email: "", password: "" });
    expect(out.status).toBe(400);
    expect(errorsOf(out).email).toContain("Email không được để trống.");
    expect(errorsOf(out).password).toContain("Mật khẩu không được để trống.");
    const bot = await call(loginRoute.action, postRequest("/dang-nhap", { email: DEMO_ACCOUNTS.customer.email, password: PASSWORD }));
    expect(bot.status).toBe(400);
    expect(setCookieOf(bot, "__session")).toBeUndefined();
  });

  it("merges the guest cart of two books into the account cart and empties the guest cookie", async () => {
    const email = freshAccount();
    // The account already holds one copy of book 1 (from an earlier visit).
    const earlier = await loggedIn(email);
    await addToCart(earlier, 1);
    expect(await cartLines(earlier)).toEqual([[1, 1]]);

    const jar = new CookieJar();
    await addToCart(jar, 1, 2);
    await addToCart(jar, 2);
    expect(await cartLines(jar)).toEqual([
      [1, 2],
      [2, 1],
    ]);
    const out = await login(jar, email);
    expect(out.status).toBe(303);
    expect(pendingToast(jar)).toEqual({ type: "success", message: "Đăng nhập thành công" });
    expect(guestLines(jar)).toEqual([]);
    expect(await cartLines(jar)).toEqual([
      [1, 3],
      [2, 1],
    ]);
    // What the cart page shows is the upstream's cart.
    const header = await call(rootRoute.loader, getRequest("/gio-hang", jar));
    expect((header.data as { cartCount: number }).cartCount).toBe(4);
  });

  it("a book that can no longer be added is named in the toast; the others are merged", async () => {
    const email = freshAccount();
    const jar = new CookieJar();
    await addToCart(jar, 1);
    await addToCart(jar, 3, 2);
    const stock = stockOf(3);
    upstream.db.$client.prepare("UPDATE products SET stock = 0 WHERE id = 3").run();
    try {
      const out = await login(jar, email);
      expect(out.status).toBe(303);
      const toast = pendingToast(jar);
      expect(toast?.type).toBe("info");
      expect(toast?.message).toContain("Đăng nhập thành công");
      expect(toast?.message).toContain(productName(3));
      expect(toast?.message).toContain("hết hàng");
      expect(toast?.message).not.toContain(productName(1));
      expect(guestLines(jar)).toEqual([]);
      expect(await cartLines(jar)).toEqual([[1, 1]]);
    } finally {
      upstream.db.$client.prepare("UPDATE products SET stock = ? WHERE id = 3").run(stock);
    }
  });

  it("goes back to a safe redirectTo, query included", async () => {
    const jar = new CookieJar();
    const out = await login(jar, freshAccount(), PASSWORD, { redirectTo: "/gio-hang/giao-hang?buoc=1" });
    expect(out.status).toBe(303);
    expect(out.location).toBe("/gio-hang/giao-hang?buoc=1");
  });

  for (const redirectTo of [
    "//evil.example",
    "https://evil.example",
    "/\\evil",
    "/\\/evil.example",
    " //evil.example/x",
    "javascript:alert(1)",
    "evil.example",
  ]) {
    it(`a forged redirectTo ${JSON.stringify(redirectTo)} → 303 to /`, async () => {
      const jar = new CookieJar();
      const out = await login(jar, freshAccount(), PASSWORD, { redirectTo });
      expect(out.status).toBe(303);
      expect(out.location).toBe("/");
      expect(new URL(out.location!, "http://shop.test/dang-nhap").origin).toBe("http://shop.test");
      expect(jar.get("__session")).toBeTruthy();
    });
  }

  // Regression test (bad input).
  it('a redirectTo with a tab ("/\\t/evil.example") stays on the site', async () => {
    const out = await login(new CookieJar(), freshAccount(), PASSWORD, { redirectTo: "/\t/evil.example" });
    expect(out.status).toBe(303);
    expect(new URL(out.location!, "http://shop.test/dang-nhap").origin).toBe("http://shop.test");
  });

  it("a logged-in user is not shown the login page again: sent to a safe redirectTo or /", async () => {
    const jar = await loggedIn(freshAccount());
    const page = await call(loginRoute.loader, getRequest("/dang-nhap?redirectTo=%2Fgio-hang", jar));
    expect(page.thrown).toBe(true);
    expect(page.location).toBe("/gio-hang");
    const forged = await call(loginRoute.loader, getRequest("/dang-nhap?redirectTo=%2F%2Fevil.example", jar));
    expect(forged.location).toBe("/");
    const again = await login(jar, DEMO_ACCOUNTS.customer.email);
    expect(again.thrown).toBe(true);
    expect(again.location).toBe("/");
    // Still the same account.
    expect((await userApp(jar)).email).not.toBe(DEMO_ACCOUNTS.customer.email);
  });
});

// ————————————————————————————————————————————————————————————— registration

describe("registration: register → code → activation → step 2 → login", () => {
  it("with a real ward of the 2025 map (Hà Nội / Phường Ba Đình)", async () => {
    const email = uniqueEmail("dang-ky");
    const jar = new CookieJar();
    const code = await register(jar, email);

    // The activation page knows the address; the account exists but is inactive.
    const page = await call(activateRoute.loader, getRequest("/kich-hoat-tai-khoan", jar));
    expect(page.data).toEqual({ email });
    expect(userRow(email)?.isActive).toBe(0);
    // Logging in before activation is refused with the re-activation hint.
    expect((await login(new CookieJar(), email, REGISTRATION.password)).data).toMatchObject({ needsActivation: true });

    // A wrong code → 400 “Mã kích hoạt không hợp lệ …”, still inactive.
    const wrong = await activate(jar, wrongCode(code));
    expect(wrong.status).toBe(400);
    expect(errorsOf(wrong).securityCode?.join(" ")).toContain("Mã kích hoạt không hợp lệ");
    expect(userRow(email)?.isActive).toBe(0);
    // A malformed code never reaches the upstream: the field's message.
    const short = await activate(jar, "12345");
    expect(short.status).toBe(400);
    expect(errorsOf(short).securityCode).toContain("Mã kích hoạt gồm 6 chữ số.");

    // The right code → step 2.
    const right = await activate(jar, code);
    expect(right.status).toBe(303);
    expect(right.location).toBe("/thong-tin-ca-nhan");
    expect(userRow(email)?.isActive).toBe(1);

    // Replaying the same code later → 400, nothing changes.
    const replay = await activate(jar.clone(), code);
    expect(replay.status).toBe(400);
    expect(errorsOf(replay).securityCode?.join(" ")).toContain("Mã kích hoạt không hợp lệ");

    // Step 2 shows the name and phone typed at registration.
    const form = await call(profileRoute.loader, getRequest("/thong-tin-ca-nhan", jar));
    expect(form.status).toBe(200);
    expect((form.data as { draft: unknown }).draft).toEqual({ name: REGISTRATION.name, phone: REGISTRATION.phone });
    expect((form.data as { cities: unknown[] }).cities).toHaveLength(34);

    const saved = await stepTwo(jar, {
      name: "Nguyễn Văn Bình",
      phone: "0912000111",
      cityId: String(HN.cityId),
      wardId: String(HN.wardId),
      address: "Số 1 Phó Đức Chính",
      birthday: "25/08/2001",
    });
    expect(saved.status, JSON.stringify(saved.data)).toBe(303);
    expect(saved.location).toBe("/dang-nhap");
    expect(pendingToast(jar)?.type).toBe("success");
    // The draft is gone: the activation and step-2 pages send the shopper away.
    expect((await call(activateRoute.loader, getRequest("/kich-hoat-tai-khoan", jar))).location).toBe("/dang-ky");
    expect((await call(profileRoute.loader, getRequest("/thong-tin-ca-nhan", jar))).location).toBe("/dang-nhap");

    // Then login, and the upstream holds what was typed.
    const out = await login(jar, email, REGISTRATION.password);
    expect(out.status).toBe(303);
    expect(await userApp(jar)).toMatchObject({
      email,
      name: "Nguyễn Văn Bình",
      phone: "0912000111",
      address: "Số 1 Phó Đức Chính",
      wardId: HN.wardId,
      districtId: null, // no district level since 1 July 2025
      cityId: HN.cityId,
      birthday: "25/08/2001",
    });
  });

  // Regression test (bad input).
  it("an old cookie cannot replay step 2 once the account has logged in", async () => {
    const email = uniqueEmail("phat-lai");
    const jar = await registerAndActivate(email);
    const before = jar.clone();
    expect((await stepTwo(jar, { name: "Chủ Tài Khoản", phone: REGISTRATION.phone })).status).toBe(303);
    expect((await login(jar, email, REGISTRATION.password)).status).toBe(303);
    const replay = await stepTwo(before, { name: "Kẻ Mạo Danh", phone: "0999999999" });
    expect(replay.status).not.toBe(303);
    expect(userRow(email)?.name).toBe("Chủ Tài Khoản");
  });

  it("with no ward chosen: WardId null is accepted, the default birthday kept", async () => {
    const email = uniqueEmail("khong-phuong");
    const jar = await registerAndActivate(email);
    const saved = await stepTwo(jar, {
      name: REGISTRATION.name,
      phone: REGISTRATION.phone,
      cityId: "",
      districtId: "",
      wardId: "",
      address: "",
      birthday: "",
    });
    expect(saved.status, JSON.stringify(saved.data)).toBe(303);
    expect(saved.location).toBe("/dang-nhap");
    await login(jar, email, REGISTRATION.password);
    expect(await userApp(jar)).toMatchObject({ email, wardId: null, districtId: null, cityId: null, birthday: "01/01/1990" });
  });

  it("with a province but no ward: WardId null", async () => {
    const email = uniqueEmail("chi-quan");
    const jar = await registerAndActivate(email);
    const saved = await stepTwo(jar, {
      name: REGISTRATION.name,
      phone: REGISTRATION.phone,
      cityId: String(HN.cityId),
      wardId: "",
      address: "Phố Quán Thánh",
    });
    expect(saved.status, JSON.stringify(saved.data)).toBe(303);
    expect(userRow(email)).toMatchObject({ wardId: null, address: "Phố Quán Thánh" });
  });

  it("step 2 refuses a ward of another province, a retired ward and an impossible birthday (400, draft kept)", async () => {
    const email = uniqueEmail("sai-phuong");
    const jar = await registerAndActivate(email);
    const base = {
      name: REGISTRATION.name,
      phone: REGISTRATION.phone,
      cityId: String(HN.cityId),
      wardId: String(HN.wardId),
      address: "x",
    };
    const otherWard = upstream.db.$client
      .prepare("SELECT w.id FROM wards w JOIN cities c ON c.id = w.city_id WHERE c.current = 1 AND c.id <> ? LIMIT 1")
      .get(HN.cityId) as { id: number };
    const wrongWard = await stepTwo(jar, { ...base, wardId: String(otherWard.id) });
    expect(wrongWard.status).toBe(400);
    expect(errorsOf(wrongWard).wardId?.join(" ")).toContain("Phường/Xã không thuộc Tỉnh/Thành phố đã chọn");
    // Phường Dịch Vọng (id 166) of the retired map: gone since 1 July 2025.
    const retiredWard = await stepTwo(jar, { ...base, wardId: "166" });
    expect(retiredWard.status).toBe(400);
    expect(errorsOf(retiredWard).wardId?.join(" ")).toContain("không còn từ ngày 01/07/2025");
    const feb31 = await stepTwo(jar, { ...base, birthday: "31/02/2001" });
    expect(feb31.status).toBe(400);
    expect(errorsOf(feb31).birthday).toContain("Ngày sinh không hợp lệ (định dạng dd/MM/yyyy).");
    expect(userRow(email)?.wardId).toBeNull();
    // Still on step 2.
    expect((await call(profileRoute.loader, getRequest("/thong-tin-ca-nhan", jar))).status).toBe(200);
  });

  it("an email already registered → 400 on the email field; an inactive one says so", async () => {
    const taken = await post(new CookieJar(), registerRoute.action, "/dang-ky", registerFields(DEMO_ACCOUNTS.customer.email));
    expect(taken.status).toBe(400);
    expect(errorsOf(taken).email?.join(" ")).toContain("Email đã được sử dụng");
    const inactive = await post(new CookieJar(), registerRoute.action, "/dang-ky", registerFields(DEMO_ACCOUNTS.inactive.email));
    expect(inactive.status).toBe(400);
    expect(errorsOf(inactive).email?.join(" ")).toContain("chưa kích hoạt");
    // Passwords are never echoed back.
    expect(JSON.stringify(taken.data)).not.toContain(REGISTRATION.password);
  });

  it("a form without the terms ticked, or with a different confirmation → 400, no account", async () => {
    const email = uniqueEmail("thieu");
    const { terms: _omit, ...unticked } = registerFields(email);
    const noTerms = await post(new CookieJar(), registerRoute.action, "/dang-ky", unticked);
    expect(noTerms.status).toBe(400);
    expect(errorsOf(noTerms).terms).toContain("Bạn cần đồng ý với Điều khoản sử dụng.");
    const mismatch = await post(
      new CookieJar(),
      registerRoute.action,
      "/dang-ky",
      registerFields(email, { confirmPassword: "KhacNhau@123" }),
    );
    expect(mismatch.status).toBe(400);
    expect(errorsOf(mismatch).confirmPassword).toContain("Mật khẩu xác nhận không trùng khớp.");
    expect(userRow(email)).toBeUndefined();
  });

  it("the activation pages need a registration in progress; a logged-in user is sent away", async () => {
    expect((await call(activateRoute.loader, getRequest("/kich-hoat-tai-khoan"))).location).toBe("/dang-ky");
    expect((await call(profileRoute.loader, getRequest("/thong-tin-ca-nhan"))).location).toBe("/dang-nhap");
    const jar = await loggedIn(freshAccount());
    expect((await call(registerRoute.loader, getRequest("/dang-ky", jar))).location).toBe("/");
    const posted = await post(jar, registerRoute.action, "/dang-ky", registerFields(uniqueEmail("da-dang-nhap")));
    expect(posted.thrown).toBe(true);
    expect(posted.location).toBe("/");
  });
});

// ————————————————————————————————————————————————————————————— hostile and oversized input

describe("SQL and HTML typed into the account forms", () => {
  const SQL = "'; DROP TABLE users;--";
  const HTML = "<script>alert(1)</script>";

  it("in the name (register and step 2) and the address: stored and answered verbatim", async () => {
    const usersBefore = (upstream.db.$client.prepare("SELECT count(*) AS n FROM users").get() as { n: number }).n;
    const email = uniqueEmail("sql");
    const jar = await registerAndActivate(email, { name: SQL });
    expect(userRow(email)?.name).toBe(SQL);
    const saved = await stepTwo(jar, { name: HTML, phone: REGISTRATION.phone, address: `${SQL} ${HTML}` });
    expect(saved.status, JSON.stringify(saved.data)).toBe(303);
    await login(jar, email, REGISTRATION.password);
    expect(await userApp(jar)).toMatchObject({ name: HTML, displayName: HTML, address: `${SQL} ${HTML}` });
    // The storefront's account page gets the same text (React escapes it when rendering).
    const page = await call(accountRoute.loader, getRequest("/tai-khoan/thong-tin-tai-khoan", jar));
    expect((page.data as { profile: { name: string; address: string } }).profile).toMatchObject({ name: HTML, address: `${SQL} ${HTML}` });
    // The table is still there, one row more.
    expect((upstream.db.$client.prepare("SELECT count(*) AS n FROM users").get() as { n: number }).n).toBe(usersBefore + 1);
  });

  it("as the password: accepted and it logs in as typed", async () => {
    const email = uniqueEmail("sql-mk");
    const jar = await registerAndActivate(email, { password: SQL, confirmPassword: SQL });
    await stepTwo(jar, { name: REGISTRATION.name, phone: REGISTRATION.phone });
    const out = await login(new CookieJar(), email, SQL);
    expect(out.status).toBe(303);
    expect((await login(new CookieJar(), email, HTML)).status).toBe(400);
  });

  for (const [field, value, message] of [
    ["email", SQL, "Email không đúng định dạng."],
    ["email", HTML, "Email không đúng định dạng."],
    ["email", `${HTML}@example.com`, "Email không đúng định dạng."],
    ["phone", SQL, "Số điện thoại"],
    ["phone", HTML, "Số điện thoại"],
  ] as const) {
    it(`in the ${field} (${JSON.stringify(value)}): a clear 400 on the field`, async () => {
      const email = uniqueEmail("xau");
      const out = await post(
        new CookieJar(),
        registerRoute.action,
        "/dang-ky",
        registerFields(field === "email" ? value : email, field === "phone" ? { phone: value } : {}),
      );
      expect(out.thrown).toBe(false);
      expect(out.status).toBe(400);
      expect(errorsOf(out)[field]?.join(" ")).toContain(message);
      expect(userRow(email)).toBeUndefined();
    });
  }

  it("in the terms checkbox or the activation code: 400, no 500", async () => {
    const terms = await post(new CookieJar(), registerRoute.action, "/dang-ky", registerFields(uniqueEmail("xau"), { terms: HTML }));
    expect(terms.status).toBe(400);
    expect(errorsOf(terms).terms?.length).toBeGreaterThan(0);
    const jar = new CookieJar();
    await register(jar, uniqueEmail("xau-ma"));
    for (const securityCode of [SQL, HTML]) {
      const out = await activate(jar, securityCode);
      expect(out.status).toBe(400);
      expect(errorsOf(out).securityCode).toContain("Mã kích hoạt gồm 6 chữ số.");
    }
  });

  // Regression test (bad input).
  it("a forged terms value gets the Vietnamese terms message", async () => {
    const out = await post(new CookieJar(), registerRoute.action, "/dang-ky", registerFields(uniqueEmail("xau"), { terms: HTML }));
    expect(errorsOf(out).terms).toEqual(["Bạn cần đồng ý với Điều khoản sử dụng."]);
  });

  it("in the login form: the same 400 as a wrong password", async () => {
    for (const [email, password] of [
      [SQL, SQL],
      [`${SQL}@example.com`, SQL],
      [DEMO_ACCOUNTS.admin.email, "' OR '1'='1"],
    ]) {
      const out = await login(new CookieJar(), email!, password!);
      expect(out.status).toBe(400);
      expect(out.thrown).toBe(false);
    }
  });
});

describe("10 000-character fields → 400 with a message, never a throw", () => {
  const LONG = "a".repeat(10_000);
  const DIGITS = "9".repeat(10_000);

  it("register", async () => {
    for (const [field, over] of [
      ["name", { name: LONG }],
      ["email", { email: `${LONG}@example.com` }],
      ["phone", { phone: DIGITS }],
      ["password", { password: LONG, confirmPassword: LONG }],
      ["confirmPassword", { confirmPassword: LONG }],
    ] as const) {
      const out = await post(new CookieJar(), registerRoute.action, "/dang-ky", registerFields(uniqueEmail("dai"), over));
      expect(out.thrown, field).toBe(false);
      expect(out.status, field).toBe(400);
      expect(errorsOf(out)[field]?.length, `${field}: ${JSON.stringify(errorsOf(out)).slice(0, 300)}`).toBeGreaterThan(0);
    }
  });

  it("login", async () => {
    const email = await login(new CookieJar(), `${LONG}@example.com`, PASSWORD);
    expect(email.status).toBe(400);
    expect(errorsOf(email).email).toContain("Email tối đa 100 ký tự.");
    const password = await login(new CookieJar(), freshAccount(), LONG);
    expect(password.status).toBe(400);
    expect(errorsOf(password).password).toContain("Mật khẩu tối đa 128 ký tự.");
  });

  it("activation code and step 2", async () => {
    const jar = new CookieJar();
    const code = await register(jar, uniqueEmail("dai-ma"));
    const longCode = await activate(jar, DIGITS);
    expect(longCode.status).toBe(400);
    expect(errorsOf(longCode).securityCode).toContain("Mã kích hoạt gồm 6 chữ số.");
    expect((await activate(jar, code)).status).toBe(303);
    const base = { name: REGISTRATION.name, phone: REGISTRATION.phone };
    for (const [field, over, message] of [
      ["name", { name: LONG }, "Họ và tên tối đa 60 ký tự."],
      ["address", { address: LONG }, "Địa chỉ tối đa 150 ký tự."],
      ["birthday", { birthday: LONG }, "Ngày sinh không hợp lệ (định dạng dd/MM/yyyy)."],
      ["phone", { phone: DIGITS }, "Số điện thoại"],
      ["cityId", { cityId: DIGITS }, "Tỉnh/Thành phố không hợp lệ."],
      ["wardId", { cityId: String(HN.cityId), wardId: DIGITS }, "Phường/Xã không hợp lệ."],
    ] as const) {
      const out = await stepTwo(jar, { ...base, ...over });
      expect(out.thrown, field).toBe(false);
      expect(out.status, field).toBe(400);
      expect(errorsOf(out)[field]?.join(" "), field).toContain(message);
    }
  });

  it("forgot password", async () => {
    const jar = new CookieJar();
    const send = await post(jar, forgotRoute.action, "/quen-mat-khau", { intent: "send", email: `${LONG}@example.com` });
    expect(send.status).toBe(400);
    expect(errorsOf(send).email).toContain("Email tối đa 100 ký tự.");
    expect((await post(jar, forgotRoute.action, "/quen-mat-khau", { intent: "send", email: freshAccount("dai-quen") })).status).toBe(303);
    const reset = await post(jar, forgotRoute.action, "/quen-mat-khau", {
      intent: "reset",
      securityCode: DIGITS,
      newPassword: LONG,
      confirmPassword: LONG,
    });
    expect(reset.status).toBe(400);
    expect(errorsOf(reset).securityCode).toContain("Mã xác nhận gồm 6 chữ số.");
    expect(errorsOf(reset).newPassword).toContain("Mật khẩu tối đa 128 ký tự.");
  });
});

// ————————————————————————————————————————————————————————————— forgot password

describe("forgot password: send code → code → new password → login", () => {
  const sendCode = (jar: CookieJar, email: string) => post(jar, forgotRoute.action, "/quen-mat-khau", { intent: "send", email });
  const reset = (jar: CookieJar, securityCode: string, newPassword = "MatKhauMoi@456", confirmPassword = newPassword) =>
    post(jar, forgotRoute.action, "/quen-mat-khau", { intent: "reset", securityCode, newPassword, confirmPassword });

  it("an unknown email gets exactly the answer a known one gets", async () => {
    const known = new CookieJar();
    const unknown = new CookieJar();
    const a = await sendCode(known, freshAccount("quen-a"));
    const b = await sendCode(unknown, uniqueEmail("khong-co"));
    for (const out of [a, b]) {
      expect(out.status).toBe(303);
      expect(out.location).toBe("/quen-mat-khau");
    }
    expect(pendingToast(unknown)).toEqual(pendingToast(known));
    expect(pendingToast(known)?.type).toBe("success");
    // Both are now asked for the code.
    expect((await call(forgotRoute.loader, getRequest("/quen-mat-khau", unknown))).data).toMatchObject({
      email: expect.stringContaining("khong-co"),
    });
    // No code exists for the unknown address: any code is refused like a wrong one.
    const out = await reset(unknown, "123456");
    expect(out.status).toBe(400);
    expect(errorsOf(out).securityCode?.join(" ")).toContain("Mã xác nhận không đúng");
  });

  it("a wrong code → 400; the right code → 303 /dang-nhap; the new password logs in, the old one not", async () => {
    const email = freshAccount("quen");
    const jar = new CookieJar();
    expect((await sendCode(jar, email)).status).toBe(303);
    const code = await mailCode(upstream, email, "reset");
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await reset(jar, wrongCode(code!));
    expect(wrong.status).toBe(400);
    expect(errorsOf(wrong).securityCode?.join(" ")).toContain("Mã xác nhận không đúng hoặc đã hết hạn");
    expect(JSON.stringify(wrong.data)).not.toContain("MatKhauMoi@456");
    const mismatch = await reset(jar, code!, "MatKhauMoi@456", "MatKhauMoi@457");
    expect(mismatch.status).toBe(400);
    expect(errorsOf(mismatch).confirmPassword).toContain("Mật khẩu xác nhận không trùng khớp.");

    const right = await reset(jar, code!);
    expect(right.status).toBe(303);
    expect(right.location).toBe("/dang-nhap");
    expect(pendingToast(jar)?.type).toBe("success");
    // The reset is over in this browser.
    expect((await call(forgotRoute.loader, getRequest("/quen-mat-khau", jar))).data).toEqual({ email: null });

    // The code is single-use.
    const again = new CookieJar();
    await sendCode(again, email); // within 60 s: no new code is mailed, the answer is the same
    expect((await reset(again, code!, "MatKhauKhac@789")).status).toBe(400);

    expect((await login(new CookieJar(), email, PASSWORD)).status).toBe(400);
    const out = await login(new CookieJar(), email, "MatKhauMoi@456");
    expect(out.status).toBe(303);
  });

  it("past the upstream's allowed wrong codes the form answers 429 with the upstream's Retry-After and its wait", async () => {
    const email = freshAccount("quen-khoa");
    const jar = new CookieJar();
    expect((await sendCode(jar, email)).status).toBe(303);
    const code = await mailCode(upstream, email, "reset");
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof reset>> | null = null;
    for (let i = 0; i < 7 && last?.status !== 429; i++) {
      last = await reset(jar, wrongCode(code!));
      statuses.push(last.status);
    }
    expect(statuses.slice(0, -1).every((s) => s === 400)).toBe(true);
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(errorsOf(last!).securityCode?.join(" ")).toMatch(/sau \d+ giây/);
  });

  it("the code step without an email first goes back to step 1 with a message", async () => {
    const jar = new CookieJar();
    const out = await reset(jar, "123456");
    expect(out.status).toBe(303);
    expect(out.location).toBe("/quen-mat-khau");
    expect(pendingToast(jar)?.type).toBe("error");
  });
});

// ————————————————————————————————————————————————————————————— end of a session

describe("a session that ends without the user asking (§8)", () => {
  it("an expired JWT: the next loader answers 303 to the same URL, removes __session, sets the toast", async () => {
    const email = freshAccount("het-han");
    const jar = await jarWithToken(await expiredToken(email));
    const path = "/tai-khoan/thong-tin-tai-khoan?tab=1";
    expectSessionEnded(await browse(jar, accountRoute.loader, getRequest(path, jar)), jar, path);
    // Following the redirect: now a guest, sent to login with the page remembered.
    const next = await browse(jar, accountRoute.loader, getRequest(path, jar));
    expect(next.location).toBe(`/login?${new URLSearchParams({ redirectTo: path })}`);
  });

  it("an expired JWT on any page: the root loader ends the session the same way", async () => {
    const jar = await jarWithToken(await expiredToken(freshAccount("het-han-root")));
    const path = "/san-pham?page=2";
    expectSessionEnded(await browse(jar, rootRoute.loader, getRequest(path, jar)), jar, path);
    const next = await browse(jar, rootRoute.loader, getRequest(path, jar));
    expect(next.status).toBe(200);
    expect((next.data as { user: unknown }).user).toBeNull();
    expect((next.data as { toasts: unknown }).toasts).toEqual([
      expect.objectContaining({ type: "error", message: SESSION_EXPIRED_MESSAGE, forcedLogin: true }),
    ]);
  });

  it("an expired JWT on a guests-only page: the session ends, the page is then shown", async () => {
    const jar = await jarWithToken(await expiredToken(freshAccount("het-han-dn")));
    expectSessionEnded(await browse(jar, loginRoute.loader, getRequest("/dang-nhap", jar)), jar, "/dang-nhap");
    expect((await call(loginRoute.loader, getRequest("/dang-nhap", jar))).status).toBe(200);
  });

  it("an upstream 401 on a customer's cart call (session revoked by the upstream) does the same", async () => {
    const email = freshAccount("bi-xoa");
    const jar = await loggedIn(email);
    await addToCart(jar, 2);
    expect(await cartLines(jar)).toEqual([[2, 1]]);
    // The upstream no longer accepts the token (as after a password reset or an admin's action).
    upstream.db.$client
      .prepare("UPDATE users SET sessions_valid_after = ? WHERE email = ?")
      .run(new Date(Date.now() + 3_600_000).toISOString(), email);

    const path = "/gio-hang?tu=menu";
    expectSessionEnded(await browse(jar, cartRoute.loader, getRequest(path, jar)), jar, path);
    // The next load is a guest's (an empty guest cart), without an error.
    expect(await cartLines(jar)).toEqual([]);
  });

  it("an upstream 401 on a cart action ends the session and reloads the page as a GET", async () => {
    const email = freshAccount("bi-xoa-2");
    const jar = await loggedIn(email);
    upstream.db.$client.prepare("UPDATE users SET is_active = 0 WHERE email = ?").run(email);
    const out = await browse(jar, cartRoute.action, postRequest("/gio-hang", { intent: "add", productSaleId: "1", quantity: "1" }, jar));
    expectSessionEnded(out, jar, "/gio-hang");
  });
});

// ————————————————————————————————————————————————————————————— logout and the account guard

describe("logout", () => {
  it("GET only shows the page (a prefetch never logs out); POST removes the session", async () => {
    const email = freshAccount("dang-xuat");
    const jar = await loggedIn(email);
    await addToCart(new CookieJar(), 1); // unrelated browser

    const page = await browse(jar, logoutRoute.loader, getRequest("/logout", jar));
    expect(page.status).toBe(200);
    expect(page.thrown).toBe(false);
    expect(setCookieOf(page, "__session")).toBeUndefined();
    expect(jar.get("__session")).toBeTruthy();
    expect((await call(accountRoute.loader, getRequest("/tai-khoan/thong-tin-tai-khoan", jar))).status).toBe(200);

    const out = await browse(jar, logoutRoute.action, postRequest("/logout", {}, jar));
    expect(out.status).toBe(303);
    expect(out.location).toBe("/trang-chu");
    expect(isRemoval(setCookieOf(out, "__session"))).toBe(true);
    expect(jar.get("__session")).toBeUndefined();
    expect(pendingToast(jar)).toEqual({ type: "success", message: "Bạn đã đăng xuất." });
    const after = await call(accountRoute.loader, getRequest("/tai-khoan/thong-tin-tai-khoan", jar));
    expect(after.location).toBe("/login?redirectTo=%2Ftai-khoan%2Fthong-tin-tai-khoan");
  });

  it("a guest on /logout is sent to login", async () => {
    const out = await call(logoutRoute.loader, getRequest("/logout"));
    expect(out.thrown).toBe(true);
    expect(out.location).toBe("/login?redirectTo=%2Flogout");
  });
});

describe("the account area", () => {
  it("a guest on /tai-khoan → /login?redirectTo=%2Ftai-khoan", async () => {
    const out = await call(accountRedirectRoute.loader, getRequest("/tai-khoan"));
    expect(out.thrown).toBe(true);
    expect(out.location).toBe("/login?redirectTo=%2Ftai-khoan");
    const page = await call(accountRoute.loader, getRequest("/tai-khoan/thong-tin-tai-khoan"));
    expect(page.location).toBe("/login?redirectTo=%2Ftai-khoan%2Fthong-tin-tai-khoan");
  });

  it("a customer on /tai-khoan → the personal information page with the upstream's profile", async () => {
    const email = freshAccount("tai-khoan");
    const jar = await loggedIn(email);
    const out = await call(accountRedirectRoute.loader, getRequest("/tai-khoan", jar));
    expect(out.location).toBe("/tai-khoan/thong-tin-tai-khoan");
    const page = await call(accountRoute.loader, getRequest("/tai-khoan/thong-tin-tai-khoan", jar));
    expect((page.data as { profile: unknown }).profile).toMatchObject({ email, name: "Nguyễn Thị Lan", birthday: "01/01/1990" });
  });
});

// ————————————————————————————————————————————————————————————— sessions that end (ADR 0009)

describe("sessions that end", () => {
  it("a session cookie copied before “Đăng xuất” no longer opens /tai-khoan afterwards", async () => {
    const email = freshAccount("cookie-sao-chep");
    const jar = await loggedIn(email);
    const copy = jar.clone();
    const out = await browse(jar, logoutRoute.action, postRequest("/logout", {}, jar));
    expect(out.status).toBe(303);
    // The copied cookie still holds the token, but the upstream revoked it: the page ends the session (§8) …
    const page = await browse(copy, accountRoute.loader, getRequest("/tai-khoan/thong-tin-tai-khoan", copy));
    expect(page.status).toBe(303);
    expect(isRemoval(setCookieOf(page, "__session"))).toBe(true);
    expect(pendingToast(copy)?.message).toBe(SESSION_EXPIRED_MESSAGE);
    // … and the reload as a guest goes to the login page.
    const again = await call(accountRoute.loader, getRequest("/tai-khoan/thong-tin-tai-khoan", copy));
    expect(again.location).toBe("/login?redirectTo=%2Ftai-khoan%2Fthong-tin-tai-khoan");
  });

  it("logout ends the session on every device of the account", async () => {
    const email = freshAccount("hai-thiet-bi");
    const phone = await loggedIn(email);
    const laptop = await loggedIn(email);
    await browse(phone, logoutRoute.action, postRequest("/logout", {}, phone));
    const page = await call(accountRoute.loader, getRequest("/tai-khoan/thong-tin-tai-khoan", laptop));
    expect(page.status).toBe(303);
    expect(isRemoval(setCookieOf(page, "__session"))).toBe(true);
  });

  it("logout still clears the cookie when the upstream cannot revoke (token already dead)", async () => {
    const email = freshAccount("token-chet");
    const jar = await loggedIn(email);
    upstream.db.$client.prepare("UPDATE users SET token_version = token_version + 1 WHERE email = ?").run(email);
    const out = await browse(jar, logoutRoute.action, postRequest("/logout", {}, jar));
    expect(out.status).toBe(303);
    expect(jar.get("__session")).toBeUndefined();
  });

  it("a password reset ends the other sessions of the account", async () => {
    const email = freshAccount("dat-lai-mk");
    const other = await loggedIn(email);
    expect((await call(accountRoute.loader, getRequest("/tai-khoan/thong-tin-tai-khoan", other))).status).toBe(200);
    const jar = new CookieJar();
    await post(jar, forgotRoute.action, "/quen-mat-khau", { intent: "send", email });
    const code = await mailCode(upstream, email, "reset");
    const reset = await post(jar, forgotRoute.action, "/quen-mat-khau", {
      intent: "reset",
      securityCode: code!,
      newPassword: "MatKhauMoi@2026",
      confirmPassword: "MatKhauMoi@2026",
    });
    expect(reset.location).toBe("/dang-nhap");
    const page = await call(accountRoute.loader, getRequest("/tai-khoan/thong-tin-tai-khoan", other));
    expect(page.status).toBe(303);
    expect(isRemoval(setCookieOf(page, "__session"))).toBe(true);
  });
});

// ————————————————————————————————————————————————————————————— login throttling (ADR 0009)

/** A login POST from client address `ip` (X-Storefront-Client-Ip: what `clientIp` reads; the storefront server sets it from the socket). */
function loginFrom(ip: string, email: string, password: string) {
  const request = postRequest("/dang-nhap", { ...honeypotFields(), email, password }, new CookieJar());
  request.headers.set("X-Storefront-Client-Ip", ip);
  return call(loginRoute.action, request);
}

describe("login throttling", () => {
  it("10 failures for one email from one address → 429 with Retry-After for that pair only", async () => {
    const email = freshAccount("doan-mat-khau");
    for (let i = 1; i <= 10; i++) expect((await loginFrom("198.51.100.7", email, `Sai@${i}xxxx`)).status, `attempt ${i}`).toBe(400);
    const blocked = await loginFrom("198.51.100.7", ` ${email.toUpperCase()} `, "Sai@11xxxx");
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(formErrors(blocked)).toEqual(["Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau 15 phút."]);
    // Even the right password waits on that address …
    expect((await loginFrom("198.51.100.7", email, PASSWORD)).status).toBe(429);
    // … another email from the same address is not affected.
    expect((await loginFrom("198.51.100.7", uniqueEmail("nguoi-khac"), "Sai@1xxxx")).status).toBe(400);
  });

  it("a stranger's 10 wrong passwords from another address do not stop the owner from logging in", async () => {
    const email = freshAccount("chu-tai-khoan");
    for (let i = 1; i <= 12; i++) await loginFrom("203.0.113.66", email, `Sai@${i}xxxx`);
    expect((await loginFrom("203.0.113.66", email, "Sai@13xxxx")).status).toBe(429);
    const owner = await loginFrom("192.0.2.10", email, PASSWORD);
    expect(owner.status).toBe(303);
  });

  it("only failures count: 15 good logins from one address are never throttled", async () => {
    const email = freshAccount("dang-nhap-nhieu");
    for (let i = 1; i <= 15; i++) expect((await loginFrom("198.51.100.20", email, PASSWORD)).status, `login ${i}`).toBe(303);
  });

  it("past 20 failures from many addresses the email is slowed (one try per 30 s), never locked", async () => {
    const email = freshAccount("bi-do");
    for (let i = 1; i <= 20; i++) expect((await loginFrom(`198.51.100.${100 + i}`, email, `Sai@${i}xxxx`)).status).toBe(400);
    // The next attempt goes through (the owner's right password works) …
    expect((await loginFrom("192.0.2.44", email, PASSWORD)).status).toBe(303);
    // … the one right after waits at most 30 s, with Retry-After.
    const slowed = await loginFrom("192.0.2.45", email, PASSWORD);
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get("Retry-After"))).toBeLessThanOrEqual(30);
    expect(formErrors(slowed)[0]).toMatch(/^Bạn đã đăng nhập sai quá nhiều lần\. Vui lòng thử lại sau \d+ giây\.$/);
  });

  it("a successful password reset clears the email's counters", async () => {
    const email = freshAccount("quen-roi-nho");
    for (let i = 1; i <= 21; i++) await loginFrom(`198.51.100.${200 + (i % 40)}`, email, `Sai@${i}xxxx`);
    const jar = new CookieJar();
    await post(jar, forgotRoute.action, "/quen-mat-khau", { intent: "send", email });
    const code = await mailCode(upstream, email, "reset");
    await post(jar, forgotRoute.action, "/quen-mat-khau", {
      intent: "reset",
      securityCode: code!,
      newPassword: "MatKhauMoi@2026",
      confirmPassword: "MatKhauMoi@2026",
    });
    expect((await loginFrom("192.0.2.50", email, "MatKhauMoi@2026")).status).toBe(303);
    expect((await loginFrom("192.0.2.51", email, "MatKhauMoi@2026")).status).toBe(303);
  });
});
