/**
 * Sign-in calls of the AUTH host (spec §7 "Authentication and user"; served by this same process):
 *
 * - POST /api/Authentication/Login        {Email, Password, remember} → data.token (spec §3 Login payload)
 * - POST /api/Authentication/SocialLoginGG {id_token}                → data.token
 *
 * - POST /api/Auth/Logout (bearer)                                  → ends every session of the user
 *
 * The token is the access token of server/http/auth.ts (HS256 JWT: sub, email, name, role, iat, exp;
 * 24 h, or 30 days with `remember` and for Google). Messages (spec §8 "Login failure": the server's
 * errorMessage is shown above the form; "Login success": toast):
 * - 200 successMessage `Đăng nhập thành công`;
 * - 401 `Email hoặc mật khẩu không đúng` for a wrong password AND an unknown e-mail (same status,
 *   message and timing: unknown addresses are compared with a dummy bcrypt hash);
 * - 429 with `Retry-After` when the login throttle refuses (server/domain/login-throttle.ts: per
 *   client address + email, per address, and a slowed email; only 401s count);
 * - 403 `Tài khoản chưa được kích hoạt. Vui lòng kích hoạt lại tài khoản.` with
 *   `data: {needsActivation: true}` for an inactive account whose password is right (spec §4: the
 *   storefront then offers re-activation, POST /api/User/re-active).
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  activateUser,
  BAD_CREDENTIALS_MESSAGE,
  checkPassword,
  findUserByEmail,
  insertUser,
  prepareDummyHash,
  unusablePasswordHash,
  revokeSessions,
} from "../domain/accounts";
import { GoogleTokenError, verifyGoogleIdToken } from "../gateways/google";
import { noStore, requireUser, signAccessToken } from "../http/auth";
import { ApiError, ok } from "../http/envelope";
import { loginEmailField, loginPasswordField } from "../http/fields";
import { parse } from "../http/validate";
import { withDefaults } from "../deps";

/** 403 message of a login to an account that is not activated. */
const NOT_ACTIVATED_MESSAGE = "Tài khoản chưa được kích hoạt. Vui lòng kích hoạt lại tài khoản.";
const LOGIN_SUCCESS_MESSAGE = "Đăng nhập thành công";
const LOGOUT_MESSAGE = "Đăng xuất thành công";

const loginBody = z.object({
  Email: loginEmailField,
  Password: loginPasswordField,
  remember: z
    .union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true"), z.null()], {
      errorMap: () => ({ message: "remember phải là true hoặc false" }),
    })
    .optional()
    .transform((v) => v === true),
});

const googleBody = z.object({
  id_token: z
    .string({ required_error: "id_token không được để trống", invalid_type_error: "id_token phải là chuỗi ký tự" })
    .trim()
    .min(1, "id_token không được để trống")
    .max(8192, "id_token quá dài"),
});

/** Fastify plugin with the two sign-in routes, over `app.deps` ({db, config, clock}). */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, clock, loginThrottle } = withDefaults(app.deps);
  await prepareDummyHash();
  noStore(app);

  app.post("/api/Authentication/Login", async (req) => {
    const body = parse(loginBody, req.body);
    await loginThrottle.check(req.ip, body.Email);
    const user = findUserByEmail(db, body.Email);
    const passwordOk = await checkPassword(user, body.Password);
    if (!user || !passwordOk) {
      await loginThrottle.failed(req.ip, body.Email);
      throw new ApiError(401, "INVALID_CREDENTIALS", BAD_CREDENTIALS_MESSAGE);
    }
    await loginThrottle.succeeded(req.ip, body.Email);
    if (!user.isActive) throw new ApiError(403, "ACCOUNT_NOT_ACTIVATED", NOT_ACTIVATED_MESSAGE, { needsActivation: true });
    const token = await signAccessToken(config, user, { remember: body.remember, now: clock() });
    return ok({ token }, { successMessage: LOGIN_SUCCESS_MESSAGE });
  });

  // Logout: every session of the account ends (ADR 0009: token_version incremented), this one too.
  app.post("/api/Auth/Logout", async (req) => {
    const user = await requireUser(req);
    revokeSessions(db, user.id);
    return ok(null, { successMessage: LOGOUT_MESSAGE });
  });

  app.post("/api/Authentication/SocialLoginGG", async (req) => {
    const body = parse(googleBody, req.body);
    if (!config.GOOGLE_CLIENT_ID) throw new ApiError(400, "GOOGLE_NOT_CONFIGURED", "Đăng nhập Google chưa được cấu hình");
    let identity;
    try {
      identity = await verifyGoogleIdToken(config, body.id_token, clock());
    } catch (err) {
      if (err instanceof GoogleTokenError) {
        req.log.info({ reason: err.message }, "Google sign-in refused");
        throw new ApiError(401, "GOOGLE_TOKEN_INVALID", "Không xác thực được tài khoản Google");
      }
      req.log.error({ err }, "Google sign-in: Google unreachable");
      throw new ApiError(503, "SERVICE_UNAVAILABLE", "Không kết nối được với Google, vui lòng thử lại sau");
    }
    let user = findUserByEmail(db, identity.email);
    if (!user) {
      const passwordHash = await unusablePasswordHash();
      const name = googleName(identity.name, identity.email);
      // Inserted with ON CONFLICT DO NOTHING: two first sign-ins at once create one account.
      insertUser(db, { email: identity.email, passwordHash, name, isActive: true, role: "user" });
      user = findUserByEmail(db, identity.email)!;
    } else if (!user.isActive) {
      // Google proved the address: an account waiting for its activation code is activated.
      activateUser(db, user.id);
      user = { ...user, isActive: true };
    }
    const token = await signAccessToken(config, user, { remember: true, now: clock() });
    return ok({ token }, { successMessage: LOGIN_SUCCESS_MESSAGE });
  });
}

/** The account name of a Google user: the token's `name` cleaned to ≤ 60 characters, else the address's local part. */
function googleName(name: string | null, email: string): string {
  const clean = (name ?? "")
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cs}\u2028\u2029\u202A-\u202E\u2066-\u2069]/gu, "")
    .trim();
  const chosen = /\p{L}/u.test(clean) ? clean : email.split("@")[0]!;
  return [...chosen].slice(0, 60).join("").trim() || "Khách hàng";
}
