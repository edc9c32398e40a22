/**
 * The privacy centre (ADR 0027) through the storefront's route modules and the real reference upstream
 * over HTTP: consents given at registration and changed in the account (each change an event with its
 * text and time, the session's flags following), the JSON download (contents, owner only), and the
 * account deletion (a wrong password deletes nothing; afterwards the login is refused, the old cookie
 * is logged out, the order is kept but detached, the review reads "Khách hàng").
 */
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../server/seed/accounts";
import { browse, CookieJar, getRequest, mailCode, peekCookie, postRequest, signedIn, useUpstream, type Outcome } from "./support";

const upstream = useUpstream();

let privacyRoute: typeof import("~/routes/account-privacy");
let exportRoute: typeof import("~/routes/account-privacy-export");
let registerRoute: typeof import("~/routes/register");
let loginRoute: typeof import("~/routes/login");
let rootRoute: typeof import("~/root");
let honeypot: typeof import("~/utils/honeypot.server");

beforeAll(async () => {
  privacyRoute = await import("~/routes/account-privacy");
  exportRoute = await import("~/routes/account-privacy-export");
  registerRoute = await import("~/routes/register");
  loginRoute = await import("~/routes/login");
  rootRoute = await import("~/root");
  honeypot = await import("~/utils/honeypot.server");
});

const PASSWORD: string = DEMO_ACCOUNTS.customer.password;
let seq = 0;
const uniqueEmail = (tag: string) => `${tag}.${process.pid}.${++seq}@example.com`;
const PATH = "/tai-khoan/du-lieu-ca-nhan";

/** A new active account with the demo shopper's password; returns its email and id. */
function freshAccount(tag = "riengtu"): { email: string; id: number } {
  const email = uniqueEmail(tag);
  const row = upstream.db.$client
    .prepare(
      `INSERT INTO users (email, password_hash, name, phone, address, ward_id, birthday, role, is_active)
       SELECT ?, password_hash, 'Phạm Thu Hà', '0912345678', '12 Phố Huế', ward_id, birthday, role, 1 FROM users WHERE email = ? RETURNING id`,
    )
    .get(email, DEMO_ACCOUNTS.customer.email) as { id: number };
  return { email, id: row.id };
}

/** A paid order and a review of user `userId`, written straight to the database; returns the order code. */
function orderAndReview(userId: number): string {
  const code = `DHTEST-${userId}`;
  upstream.db.$client
    .prepare(
      `INSERT INTO orders (code, user_id, status, payment_method, idempotency_key, customer_name, phone, email, address, full_address,
         is_only_digital, sub_total, discount, shipping_fee, total, expires_at, paid_at)
       VALUES (?, ?, 'paid', 'vnpay', ?, 'Phạm Thu Hà', '0912345678', 'ha@example.com', '12 Phố Huế', '12 Phố Huế, Hà Nội',
         0, 87000, 0, 20000, 107000, '2099-01-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z')`,
    )
    .run(code, userId, `key-${code}`);
  const orderId = (upstream.db.$client.prepare("SELECT id FROM orders WHERE code = ?").get(code) as { id: number }).id;
  upstream.db.$client
    .prepare(
      "INSERT INTO order_lines (order_id, product_id, name, is_digital, unit_price, quantity) VALUES (?, 1, 'Giáo trình thử', 0, 87000, 1)",
    )
    .run(orderId);
  upstream.db.$client
    .prepare(
      "INSERT INTO feedbacks (product_id, rating, content, author_name, created_at, user_id, title) VALUES (2, 5, 'Sách rất hay', 'Phạm Thu Hà', '2026-11-02T00:00:00.000Z', ?, 'Hay')",
    )
    .run(userId);
  return code;
}

function honeypotFields(): Record<string, string> {
  const props = honeypot.honeypot.getInputProps();
  return { [props.nameFieldName]: "", [props.validFromFieldName!]: props.encryptedValidFrom! };
}
const post = (jar: CookieJar, fn: Parameters<typeof browse>[1], path: string, fields: Record<string, string>) =>
  browse(jar, fn, postRequest(path, { ...honeypotFields(), ...fields }, jar));
const flags = (jar: CookieJar) => (peekCookie(jar, "__session") as { consents?: Record<string, boolean> } | null)?.consents;
type PageData = Awaited<ReturnType<typeof privacyRoute.loader>>;
const page = async (jar: CookieJar) => (await browse(jar, privacyRoute.loader, getRequest(PATH, jar))).data as PageData;
const fieldErrors = (out: Outcome) => (out.data as { result: { error?: Record<string, string[]> } }).result.error ?? {};

describe("consents", () => {
  it("registration records only the boxes ticked, with their label", async () => {
    const email = uniqueEmail("dangky");
    const jar = new CookieJar();
    const out = await post(jar, registerRoute.action, "/dang-ky", {
      name: "Lê Minh Châu",
      email,
      phone: "0987654321",
      password: PASSWORD,
      confirmPassword: PASSWORD,
      terms: "on",
      consentPerformance: "on",
    });
    expect(out.status, JSON.stringify(out.data)).toBe(303);
    expect(await mailCode(upstream, email, "activation")).toMatch(/^\d{6}$/);
    const rows = upstream.db.$client
      .prepare("SELECT purpose, granted, text, source FROM consent_events WHERE user_id = (SELECT id FROM users WHERE email = ?)")
      .all(email);
    expect(rows).toEqual([{ purpose: "performance", granted: 1, text: "Cho phép đo hiệu năng trang", source: "register" }]);
  });

  it("giving and withdrawing in the same form: each change an event, unchanged boxes none; the session follows", async () => {
    const { email } = freshAccount();
    const jar = await signedIn(email, PASSWORD);
    expect(flags(jar)).toEqual({ marketing: false, affiliate: false, performance: false });
    expect((await page(jar)).consents.events).toEqual([]);

    let out = await post(jar, privacyRoute.action, PATH, { intent: "consents", consentMarketing: "on", consentAffiliate: "on" });
    expect(out.status).toBe(303);
    expect(flags(jar)).toEqual({ marketing: true, affiliate: true, performance: false });

    out = await post(jar, privacyRoute.action, PATH, { intent: "consents", consentAffiliate: "on" });
    expect(out.status).toBe(303);
    expect(flags(jar)).toEqual({ marketing: false, affiliate: true, performance: false });

    const { consents } = await page(jar);
    expect(consents.current.marketing.granted).toBe(false);
    expect(consents.current.affiliate.granted).toBe(true);
    // Newest first: the withdrawal, then the two consents given (recorded in the form's order).
    expect(consents.events.map((e) => [e.purpose, e.granted, e.text])).toEqual([
      ["marketing", false, "Nhận thông tin khuyến mãi qua email"],
      ["affiliate", true, "Cho phép ghi nhận mã cộng tác viên"],
      ["marketing", true, "Nhận thông tin khuyến mãi qua email"],
    ]);
    for (const e of consents.events) expect(Number.isNaN(Date.parse(e.at))).toBe(false);

    // A new login reads the recorded state back.
    expect(flags(await signedIn(email, PASSWORD))).toEqual({ marketing: false, affiliate: true, performance: false });
  });

  it("the web-vitals beacon is on only for a customer who allowed it", async () => {
    const { email } = freshAccount();
    const jar = await signedIn(email, PASSWORD);
    const measure = async (j: CookieJar) =>
      ((await browse(j, rootRoute.loader, getRequest("/trang-chu", j))).data as { measureVitals: boolean }).measureVitals;
    expect(await measure(jar)).toBe(false);
    expect(await measure(new CookieJar())).toBe(false);
    await post(jar, privacyRoute.action, PATH, { intent: "consents", consentPerformance: "on" });
    expect(await measure(jar)).toBe(true);
  });

  it("an affiliate link is remembered only with the consent", async () => {
    const { email } = freshAccount();
    const jar = await signedIn(email, PASSWORD);
    const follow = async () => {
      const out = await browse(jar, rootRoute.loader, getRequest("/san-pham/1?affiliateCode=CTV2024", jar));
      expect(out.status).toBe(302);
      expect(out.location).toBe("/san-pham/1");
      return (peekCookie(jar, "__cart") as { cart?: { affiliateCode: string | null } } | null)?.cart?.affiliateCode ?? null;
    };
    expect(await follow()).toBeNull();
    await post(jar, privacyRoute.action, PATH, { intent: "consents", consentAffiliate: "on" });
    expect(await follow()).toBe("CTV2024");
    // Withdrawing forgets the remembered referral.
    await post(jar, privacyRoute.action, PATH, { intent: "consents" });
    expect((peekCookie(jar, "__cart") as { cart?: { affiliateCode: string | null } } | null)?.cart?.affiliateCode ?? null).toBeNull();
  });
});

describe("the data download", () => {
  it("is a JSON attachment with the profile, consents, orders and reviews of the owner only", async () => {
    const a = freshAccount();
    const b = freshAccount();
    const codeA = orderAndReview(a.id);
    const codeB = orderAndReview(b.id);
    const jar = await signedIn(a.email, PASSWORD);
    await post(jar, privacyRoute.action, PATH, { intent: "consents", consentMarketing: "on" });
    const out = await browse(jar, exportRoute.loader, getRequest(`${PATH}/tai-xuong`, jar));
    expect(out.status).toBe(200);
    expect(out.headers.get("content-disposition")).toMatch(/^attachment; filename="du-lieu-ca-nhan-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(out.headers.get("cache-control")).toContain("no-store");
    const json = out.data as {
      profile: { email: string; name: string };
      consents: { current: { marketing: { granted: boolean } } };
      orders: { code: string; lines: { name: string }[] }[];
      reviews: { content: string }[];
    };
    expect(json.profile).toMatchObject({ email: a.email, name: "Phạm Thu Hà" });
    expect(json.consents.current.marketing.granted).toBe(true);
    expect(json.orders.map((o) => o.code)).toEqual([codeA]);
    expect(json.orders[0]!.lines[0]!.name).toBe("Giáo trình thử");
    expect(json.reviews.map((r) => r.content)).toEqual(["Sách rất hay"]);
    expect(JSON.stringify(json)).not.toContain(codeB);
    expect(JSON.stringify(json)).not.toContain("password");
  });

  it("a guest is sent to the login page; another customer's data by id is a 404 at the upstream", async () => {
    const guest = await browse(new CookieJar(), exportRoute.loader, getRequest(`${PATH}/tai-xuong`));
    expect(guest.status).toBe(302);
    expect(guest.location).toMatch(/^\/login\?redirectTo=/);
    const a = freshAccount();
    const b = freshAccount();
    const jar = await signedIn(a.email, PASSWORD);
    const token = (peekCookie(jar, "__session") as { token: string }).token;
    const res = await fetch(`${upstream.url}/api/User/PersonalData/${b.id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(404);
  });
});

describe("account deletion", () => {
  it("a wrong password is refused and nothing is deleted", async () => {
    const { email, id } = freshAccount();
    const code = orderAndReview(id);
    const jar = await signedIn(email, PASSWORD);
    const out = await post(jar, privacyRoute.action, PATH, { intent: "delete", password: "MatKhauSai123" });
    expect(out.status).toBe(400);
    expect(fieldErrors(out).password).toEqual(["Mật khẩu không đúng, tài khoản chưa bị xóa"]);
    const user = upstream.db.$client.prepare("SELECT email, name, deleted_at FROM users WHERE id = ?").get(id);
    expect(user).toEqual({ email, name: "Phạm Thu Hà", deleted_at: null });
    expect(upstream.db.$client.prepare("SELECT user_id FROM orders WHERE code = ?").get(code)).toEqual({ user_id: id });
    // Still signed in.
    expect((await browse(jar, privacyRoute.loader, getRequest(PATH, jar))).status).toBe(200);
  });

  it("with the password: logged out everywhere, login refused, order kept but detached, review kept as 'Khách hàng'", async () => {
    const { email, id } = freshAccount();
    const code = orderAndReview(id);
    const jar = await signedIn(email, PASSWORD);
    const other = await signedIn(email, PASSWORD);
    const oldCookie = other.header();

    const out = await post(jar, privacyRoute.action, PATH, { intent: "delete", password: PASSWORD });
    expect(out.status).toBe(303);
    expect(out.location).toBe("/tai-khoan-da-xoa");
    expect(peekCookie(jar, "__session")).toBeNull();

    // The other browser's old cookie: logged out on its next request.
    const stale = new CookieJar();
    stale.take(new Headers({ "set-cookie": oldCookie.split("; ").find((c) => c.startsWith("__session="))! }));
    const next = await browse(stale, rootRoute.loader, getRequest("/trang-chu", stale));
    expect(next.status).toBe(303);
    expect(peekCookie(stale, "__session")).toBeNull();

    // The login is refused like an unknown account.
    const login = await post(new CookieJar(), loginRoute.action, "/dang-nhap", { email, password: PASSWORD });
    expect(login.status).toBe(400);

    const user = upstream.db.$client.prepare("SELECT email, name, phone, is_active, deleted_at FROM users WHERE id = ?").get(id) as Record<
      string,
      unknown
    >;
    expect(user.email).not.toBe(email);
    expect(user).toMatchObject({ name: "Khách hàng", phone: "", is_active: 0 });
    expect(user.deleted_at).toBeTruthy();
    expect(upstream.db.$client.prepare("SELECT user_id, customer_name, phone, email FROM orders WHERE code = ?").get(code)).toEqual({
      user_id: null,
      customer_name: "Khách hàng",
      phone: "",
      email: "",
    });
    expect(upstream.db.$client.prepare("SELECT author_name, content FROM feedbacks WHERE user_id = ?").get(id)).toEqual({
      author_name: "Khách hàng",
      content: "Sách rất hay",
    });
    expect(upstream.db.$client.prepare("SELECT count(*) AS n FROM consent_events WHERE user_id = ?").get(id)).toEqual({ n: 0 });
  });
});
