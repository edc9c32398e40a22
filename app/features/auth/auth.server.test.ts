/**
 * Who is asking (app/features/auth/auth.server.ts): the JWT claims the storefront reads, the login state of a
 * request (expired token, forged cookie), and the route guard of spec §5/§6 — who is let in, where
 * the others are sent, and that a forged `redirectTo` never sends anyone off the site.
 *
 * The storefront only decodes the upstream's JWT (the upstream verifies it): tokens are minted here
 * with any key. The environment is read once, on the first import of ~/env.server: it is set before
 * the app modules are imported.
 */
import { createCookieSessionStorage } from "@remix-run/node";
import { SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";

const SECRET = "unit-test-secret-0123456789";
const SHOP = "http://shop.test";

let auth: typeof import("./auth.server");
let roles: typeof import("./roles");
let session: typeof import("~/session.server");
let requestContext: typeof import("~/context.server");

beforeAll(async () => {
  process.env.SESSION_SECRET = SECRET;
  delete process.env.COOKIE_SECURE;
  delete process.env.PUBLIC_URL;
  auth = await import("./auth.server");
  roles = await import("./roles");
  session = await import("~/session.server");
  requestContext = await import("~/context.server");
});

/** `getAuth` of a request (its context built as the server builds it). */
const getAuthOf = (req: Request, now?: number) => auth.getAuth(requestContext.createRequestContext(req), now);

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A JWT as the upstream mints it (sub, email, name, role, iat, exp), with overrides. */
async function mint(claims: Record<string, unknown> = {}, opts: { exp?: number | null; sub?: string | null } = {}): Promise<string> {
  const jwt = new SignJWT({ email: "khachhang@example.com", name: "Nguyễn Thị Lan", role: "user", ...claims })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuedAt();
  if (opts.sub !== null) jwt.setSubject(opts.sub ?? "2");
  if (opts.exp !== null) jwt.setExpirationTime(opts.exp ?? nowSeconds() + 3600);
  return jwt.sign(new TextEncoder().encode("any-key-the-storefront-never-checks-0123"));
}

/** The `Cookie` header of a browser whose `__session` holds `token`. */
async function sessionCookie(token: string): Promise<string> {
  const s = await session.getAuthSession(new Request(`${SHOP}/`));
  s.setToken(token, false);
  return (await s.setCookie())!.split(";")[0]!;
}

function request(path: string, cookie?: string): Request {
  return new Request(new URL(path, SHOP), { headers: cookie ? { Cookie: cookie } : {} });
}

/** Runs the guard; returns the user it let in, or the redirect it threw. */
async function guard(
  req: Request,
  routeAuth: import("./roles").RouteAuth,
): Promise<{ allowed: true; user: unknown } | { allowed: false; status: number; location: string; response: Response }> {
  const context = requestContext.createRequestContext(req);
  try {
    return { allowed: true, user: await auth.requireAccess(context, routeAuth) };
  } catch (error) {
    if (!(error instanceof Response)) throw error;
    // As the storefront's server sends it: with the request context's cookies written back.
    const response = await requestContext.commitCookies(context, error);
    return { allowed: false, status: response.status, location: response.headers.get("Location") ?? "", response };
  }
}

/** Where a browser lands when it follows `location` from a page of the shop. */
const landing = (location: string) => new URL(location, `${SHOP}/dang-nhap`);

describe("userFromToken: the claims the storefront reads", () => {
  it("reads id, name, email, roles and expiry", async () => {
    const exp = nowSeconds() + 600;
    expect(auth.userFromToken(await mint({}, { exp }))).toEqual({
      id: 2,
      name: "Nguyễn Thị Lan",
      email: "khachhang@example.com",
      roles: ["user"],
      expiresAt: exp * 1000,
    });
  });

  it("reads a role list, ignoring roles it does not know", async () => {
    expect(auth.userFromToken(await mint({ role: ["admin", "staff", "superuser"] }))?.roles).toEqual(["admin", "staff"]);
    expect(auth.userFromToken(await mint({ role: "guest" }))?.roles).toEqual([]);
    expect(auth.userFromToken(await mint({ role: undefined }))?.roles).toEqual([]);
  });

  it("names the user by the email when the token has no name", async () => {
    expect(auth.userFromToken(await mint({ name: undefined }))?.name).toBe("khachhang@example.com");
  });

  it("garbage, a token without expiry or without a numeric subject → null", async () => {
    for (const token of ["", "garbage", "a.b.c", "eyJhbGciOiJIUzI1NiJ9.bm90LWpzb24.c2ln", "Bearer x.y.z"]) {
      expect(auth.userFromToken(token), token).toBeNull();
    }
    expect(auth.userFromToken(await mint({}, { exp: null }))).toBeNull();
    expect(auth.userFromToken(await mint({}, { sub: null }))).toBeNull();
    expect(auth.userFromToken(await mint({}, { sub: "abc" }))).toBeNull();
    expect(auth.userFromToken(await mint({}, { sub: "1.5" }))).toBeNull();
    expect(auth.userFromToken(await mint({}, { sub: "99999999999999999999" }))).toBeNull();
  });
});

describe("getAuth: the login state of a request", () => {
  it("no cookie → a guest, not expired", async () => {
    const out = await getAuthOf(request("/"));
    expect(out).toMatchObject({ user: null, token: null, expired: false });
  });

  it("a valid token → the user and the token", async () => {
    const token = await mint();
    const out = await getAuthOf(request("/", await sessionCookie(token)));
    expect(out.expired).toBe(false);
    expect(out.token).toBe(token);
    expect(out.user).toMatchObject({ id: 2, roles: ["user"] });
  });

  it("a token whose exp is past → expired: true, no user, no token", async () => {
    const token = await mint({}, { exp: nowSeconds() - 60 });
    const out = await getAuthOf(request("/", await sessionCookie(token)));
    expect(out).toMatchObject({ user: null, token: null, expired: true });
  });

  it("expiry is exact: at exp the session is over, a second before it is not", async () => {
    const exp = nowSeconds() + 3600;
    const cookie = await sessionCookie(await mint({}, { exp }));
    expect((await getAuthOf(request("/", cookie), exp * 1000 - 1000)).expired).toBe(false);
    expect((await getAuthOf(request("/", cookie), exp * 1000)).expired).toBe(true);
  });

  it("an unreadable token in the session → expired (the session is ended, not trusted)", async () => {
    const out = await getAuthOf(request("/", await sessionCookie("not-a-jwt")));
    expect(out).toMatchObject({ user: null, token: null, expired: true });
  });

  it("a __session cookie signed with a foreign secret → a guest", async () => {
    const foreign = createCookieSessionStorage({
      cookie: { name: "__session", httpOnly: true, path: "/", sameSite: "lax", secrets: ["someone-elses-secret-0123456789"] },
    });
    const s = await foreign.getSession();
    s.set("token", await mint({ role: "admin" }, { sub: "1" }));
    s.set("remember", true);
    const cookie = (await foreign.commitSession(s)).split(";")[0]!;
    const out = await getAuthOf(request("/", cookie));
    expect(out).toMatchObject({ user: null, token: null, expired: false });
    // And the guard treats it as a guest.
    const denied = await guard(request("/tai-khoan", cookie), roles.AUTH_ROLES.admin);
    expect(denied).toMatchObject({ allowed: false, location: "/login?redirectTo=%2Ftai-khoan" });
  });

  it("an unsigned __session cookie (JSON base64 without signature) → a guest", async () => {
    const payload = Buffer.from(JSON.stringify({ token: await mint({ role: "admin" }, { sub: "1" }) })).toString("base64");
    const out = await getAuthOf(request("/", `__session=${encodeURIComponent(payload)}`));
    expect(out).toMatchObject({ user: null, expired: false });
  });
});

describe("requireAccess: the §5/§6 route table", () => {
  const PATH = "/tai-khoan/don-hang?page=2&sort=moi-nhat";
  let cookies: Record<"guest" | "user" | "staff" | "admin", string | undefined>;
  beforeAll(async () => {
    cookies = {
      guest: undefined,
      user: await sessionCookie(await mint({ role: "user" })),
      staff: await sessionCookie(await mint({ role: "staff" }, { sub: "5" })),
      admin: await sessionCookie(await mint({ role: ["admin"] }, { sub: "1" })),
    };
  });

  const table: Record<"public" | "onlyGuest" | "user" | "staff" | "admin", Record<"guest" | "user" | "staff" | "admin", boolean>> = {
    public: { guest: true, user: true, staff: true, admin: true },
    onlyGuest: { guest: true, user: false, staff: false, admin: false },
    user: { guest: false, user: true, staff: true, admin: true },
    staff: { guest: false, user: false, staff: true, admin: true },
    admin: { guest: false, user: false, staff: false, admin: true },
  };

  for (const [group, row] of Object.entries(table)) {
    for (const [visitor, allowed] of Object.entries(row)) {
      const expected = allowed ? "is let in" : visitor === "guest" ? "goes to /login?redirectTo=<path+query>" : "goes to /";
      it(`${visitor} on a ${group} route ${expected}`, async () => {
        const routeAuth = group === "public" ? null : roles.AUTH_ROLES[group as keyof typeof roles.AUTH_ROLES];
        const out = await guard(request(PATH, cookies[visitor as keyof typeof cookies]), routeAuth);
        if (allowed) {
          expect(out.allowed).toBe(true);
          const user = (out as { user: { roles: string[] } | null }).user;
          if (visitor === "guest") expect(user).toBeNull();
          else expect(user?.roles).toEqual([visitor]);
          return;
        }
        expect(out.allowed).toBe(false);
        const denied = out as { status: number; location: string };
        expect([302, 303]).toContain(denied.status);
        if (visitor === "guest") {
          expect(denied.location).toBe("/login?redirectTo=%2Ftai-khoan%2Fdon-hang%3Fpage%3D2%26sort%3Dmoi-nhat");
          expect(landing(denied.location).searchParams.get("redirectTo")).toBe(PATH);
        } else {
          expect(denied.location).toBe("/");
        }
      });
    }
  }

  it("a guest on /tai-khoan → /login?redirectTo=%2Ftai-khoan", async () => {
    expect(await guard(request("/tai-khoan"), roles.AUTH_ROLES.user)).toMatchObject({
      allowed: false,
      location: "/login?redirectTo=%2Ftai-khoan",
    });
  });

  it("a logged-in user on a guests-only page goes to its safe redirectTo, query kept", async () => {
    const out = await guard(
      request(`/dang-nhap?${new URLSearchParams({ redirectTo: "/gio-hang/giao-hang?step=1" })}`, cookies.user),
      roles.AUTH_ROLES.onlyGuest,
    );
    expect(out).toMatchObject({ allowed: false, location: "/gio-hang/giao-hang?step=1" });
  });

  it("an expired session on a protected page ends the session: 303 to the same URL, cookie removed, §8 toast", async () => {
    const cookie = await sessionCookie(await mint({}, { exp: nowSeconds() - 1 }));
    const out = await guard(request(PATH, cookie), roles.AUTH_ROLES.user);
    expect(out).toMatchObject({ allowed: false, status: 303, location: PATH });
    const setCookies = (out as { response: Response }).response.headers.getSetCookie();
    const removed = setCookies.find((c) => c.startsWith("__session="));
    expect(removed).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    const toast = setCookies.find((c) => c.startsWith("__toast="));
    expect(toast).toBeDefined();
    const toastValue = decodeURIComponent(toast!.split(";")[0]!.slice("__toast=".length));
    const data = JSON.parse(Buffer.from(toastValue.slice(0, toastValue.lastIndexOf(".")), "base64").toString("utf8"));
    // The flash is a list; the §8 message is marked as a forced login (4 s, the warning dialog).
    expect(data.__flash_toasts__).toEqual([{ type: "error", message: auth.SESSION_EXPIRED_MESSAGE, forcedLogin: true }]);
    expect(auth.SESSION_EXPIRED_MESSAGE).toBe("Phiên đăng nhập đã hết hạn hoặc bị xóa bởi Admin, vui lòng đăng nhập lại!");
  });
});

describe("requireAccess: a forged redirectTo never leaves the site", () => {
  const FORGED = [
    "//evil.example",
    "https://evil.example",
    "http://evil.example/dang-nhap",
    "/\\evil",
    "/\\/evil.example",
    "\\\\evil.example",
    "  //evil.example",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "evil.example",
    "/../evil.example",
  ];
  for (const redirectTo of FORGED) {
    it(`${JSON.stringify(redirectTo)} → /`, async () => {
      const cookie = await sessionCookie(await mint());
      const out = await guard(request(`/dang-nhap?${new URLSearchParams({ redirectTo })}`, cookie), roles.AUTH_ROLES.onlyGuest);
      expect(out.allowed).toBe(false);
      const location = (out as { location: string }).location;
      expect(landing(location).origin).toBe(SHOP);
      expect(location).toBe("/");
    });
  }

  // Regression test (bad input).
  it('"/\\t/evil.example" (a tab a browser drops) stays on the site', async () => {
    const cookie = await sessionCookie(await mint());
    const out = await guard(
      request(`/dang-nhap?${new URLSearchParams({ redirectTo: "/\t/evil.example" })}`, cookie),
      roles.AUTH_ROLES.onlyGuest,
    );
    expect(landing((out as { location: string }).location).origin).toBe(SHOP);
  });

  // Regression test (bad input).
  it('"/\\n/evil.example" is a redirect home, not a TypeError', async () => {
    const cookie = await sessionCookie(await mint());
    const out = await guard(
      request(`/dang-nhap?${new URLSearchParams({ redirectTo: "/\n/evil.example" })}`, cookie),
      roles.AUTH_ROLES.onlyGuest,
    );
    expect(out).toMatchObject({ allowed: false, location: "/" });
  });
});
