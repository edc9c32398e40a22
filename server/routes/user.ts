/**
 * Account calls of spec §7 "Authentication and user" (paths exactly as §7; bodies §7 does not show
 * are defined here and in docs/openapi.yaml — PascalCase like the §3 payloads, except the §3
 * activation payload `token, securityCode, email`, kept as §3 writes it):
 *
 * Registration (spec §4: register → activation code → information, step 2 → login):
 * - POST  /api/User/Register-client  {Email, Phone, Name, Password, Address?, WardId?, Birthday?}
 *         → inactive account + activation code mailed; data {userId, token, email}. `token` is the
 *         opaque registration token (24 h) for ActiveAccount, ResendCode and the step-2 UpdateUser.
 * - POST  /api/User/ActiveAccount    {token, securityCode, email} → data {userId}
 * - POST  /api/User/ResendCode       {token, securityCode?, email} → new code; data {userId}
 * - POST  /api/User/re-active        {Email, Password} → new registration token (+ code); data {userId, token, email}
 * Forgot password (spec §4: send code → validate → change → login):
 * - POST  /api/User/SendSecurityCode     {Email} → always the same answer (no account enumeration)
 * - POST  /api/User/ValidateSecurityCode {Email, SecurityCode} → data true (code not consumed)
 * - PATCH /api/User/ChangePasswordNoAuth {Email, SecurityCode, NewPassword} → code consumed
 * Profile:
 * - PATCH /api/User/UpdateUser/{userId} {Address?, WardId?, Birthday? (dd/MM/yyyy), Phone?, Name?}
 *         with a bearer token of that user, or `X-Registration-Token` of that (activated) user
 * - GET   /api/User/UserApp (bearer) → the session user (spec §3 "Session user")
 *
 * Codes: server/domain/security-codes.ts (15 min, single-use, 5 wrong attempts, 60 s between two).
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  BAD_CREDENTIALS_MESSAGE,
  checkPassword,
  checkRegistrationToken,
  DEFAULT_BIRTHDAY,
  findUserByEmail,
  findUserById,
  formatBirthday,
  hashPassword,
  issueRegistrationToken,
  parseBirthday,
  type User,
  activateUser,
  deleteUser,
  insertUser,
  resetPasswordOf,
  updateUser,
  type UserChanges,
} from "../domain/accounts";
import { findWard } from "../domain/locations";
import {
  checkSecurityCode,
  secondsUntilNextCode,
  CODE_TTL_MINUTES,
  CodeThrottledError,
  issueSecurityCode,
  withdrawSecurityCode,
  type CodeCheck,
  type CodePurpose,
} from "../domain/security-codes";
import { noStore, requireUser, SESSION_EXPIRED_MESSAGE } from "../http/auth";
import { ApiError, ok } from "../http/envelope";
import {
  addressField,
  emailField,
  idField,
  loginEmailField,
  loginPasswordField,
  nameField,
  newPasswordField,
  phoneField,
  securityCodeField,
  wardIdField,
} from "../http/fields";
import { parse } from "../http/validate";
import { securityCodeMail } from "../mail";
import { withDefaults } from "../deps";

/** `data` of GET /api/User/UserApp and of a successful UpdateUser (spec §3 "Session user"). */
interface UserProfile {
  id: number;
  email: string;
  name: string;
  /** = name (spec §3 `data.displayName`). */
  displayName: string;
  phone: string;
  address: string;
  wardId: number | null;
  /** District and province of `wardId` (to pre-fill the cascaded dropdowns), null without a ward. */
  districtId: number | null;
  cityId: number | null;
  /** dd/MM/yyyy. */
  birthday: string;
  /** Always ["user"]: logged-in web users get role user (spec §6). The JWT's `role` claim has the account's role. */
  role: ["user"];
  photoURL: null;
  /** Navigation shortcuts (spec §3); none are stored. */
  shortcuts: string[];
}

const MSG = {
  emailTaken: "Email đã được sử dụng",
  emailInactive: "Email đã được đăng ký nhưng chưa kích hoạt, vui lòng kích hoạt lại tài khoản",
  registered: "Đăng ký thành công. Mã kích hoạt đã được gửi tới email của bạn",
  badActivationCode: "Mã kích hoạt không hợp lệ hoặc đã hết hạn",
  badRegistrationToken: "Phiên đăng ký không hợp lệ hoặc đã hết hạn, vui lòng kích hoạt lại tài khoản",
  alreadyActive: "Tài khoản đã được kích hoạt, vui lòng đăng nhập",
  activated: "Kích hoạt tài khoản thành công",
  codeResent: "Mã kích hoạt mới đã được gửi tới email của bạn",
  codeStillValid: "Mã kích hoạt vừa được gửi tới email của bạn, vui lòng kiểm tra hộp thư",
  tooManyAttempts: "Bạn đã nhập sai quá nhiều lần, vui lòng yêu cầu mã mới",
  resetSent: "Nếu email đã đăng ký, mã xác nhận đã được gửi tới hộp thư của bạn",
  badResetCode: "Mã xác nhận không đúng hoặc đã hết hạn",
  resetCodeOk: "Mã xác nhận hợp lệ",
  passwordChanged: "Đổi mật khẩu thành công",
  updated: "Cập nhật thông tin thành công",
  mailFailed: "Không gửi được email, vui lòng thử lại sau",
  unknownWard: "Phường/Xã không tồn tại",
  badBirthday: "Ngày sinh không hợp lệ (định dạng dd/MM/yyyy, trước ngày hôm nay)",
  forbidden: "Bạn không có quyền cập nhật thông tin tài khoản này",
  notActivated: "Tài khoản chưa được kích hoạt",
} as const;

/** The 429 of a throttled code request, with `Retry-After` (seconds). */
function throttled(seconds: number): ApiError {
  return new ApiError(
    429,
    "RATE_LIMITED",
    `Vui lòng đợi ${seconds} giây trước khi yêu cầu mã mới`,
    { retryAfter: seconds },
    { "Retry-After": String(seconds) },
  );
}

const registrationToken = z
  .string({ required_error: "token không được để trống", invalid_type_error: "token phải là chuỗi ký tự" })
  .trim()
  .min(1, "token không được để trống")
  .max(200, "token không hợp lệ");
const birthdayText = z.string({ invalid_type_error: "Ngày sinh phải là chuỗi ký tự" }).trim().max(30, MSG.badBirthday);

const registerBody = z.object({
  Email: emailField,
  Phone: phoneField,
  Name: nameField,
  Password: newPasswordField,
  Address: addressField.nullish(),
  WardId: wardIdField.optional(),
  Birthday: birthdayText.nullish(),
});
const activationBody = z.object({ token: registrationToken, securityCode: securityCodeField("Mã kích hoạt"), email: loginEmailField });
const resendBody = z.object({ token: registrationToken, securityCode: z.unknown().optional(), email: loginEmailField });
const credentialsBody = z.object({ Email: loginEmailField, Password: loginPasswordField });
const sendCodeBody = z.object({ Email: emailField });
const validateCodeBody = z.object({ Email: loginEmailField, SecurityCode: securityCodeField() });
const changePasswordBody = z.object({ Email: loginEmailField, SecurityCode: securityCodeField(), NewPassword: newPasswordField });
const updateBody = z.object({
  Address: addressField.nullish(),
  WardId: wardIdField.optional(),
  Birthday: birthdayText.nullish(),
  Phone: phoneField.nullish(),
  Name: nameField.nullish(),
});
const userIdParams = z.object({
  userId: idField("Mã tài khoản không hợp lệ"),
});

/** Fastify plugin with the §7 `/api/User/*` routes above, over `app.deps` ({db, config, mailer, clock}). */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, mailer, clock, loginThrottle } = withDefaults(app.deps);
  noStore(app);

  /**
   * Issues a code of `purpose` to `user` and mails it. Throws CodeThrottledError (60 s rule); when
   * the mail cannot be sent the code is withdrawn and ApiError 503 thrown.
   */
  async function sendCode(user: User, purpose: CodePurpose, log: { error(obj: object, msg: string): void }): Promise<void> {
    const issued = issueSecurityCode(db, { userId: user.id, purpose, secret: config.jwtSecret, now: clock() });
    try {
      await mailer.send(securityCodeMail({ to: user.email, code: issued.code, purpose, ttlMinutes: CODE_TTL_MINUTES }));
    } catch (err) {
      withdrawSecurityCode(db, issued.id);
      log.error({ err, userId: user.id, purpose }, "security code mail failed");
      throw new ApiError(503, "SERVICE_UNAVAILABLE", MSG.mailFailed);
    }
  }

  /** The user of an activation-flow call whose registration token and e-mail match, else 400. */
  function registrant(email: string, token: string): User {
    const user = findUserByEmail(db, email);
    if (!user || !checkRegistrationToken(user, token, clock()))
      throw new ApiError(400, "REGISTRATION_TOKEN_INVALID", MSG.badRegistrationToken);
    return user;
  }

  /**
   * Maps a failed code check to its error: 400 with `invalidMessage`, or, when locked, 429 with
   * `Retry-After` = seconds until a new code of `purpose` may be requested (at least 1) and the wait
   * in the message.
   */
  function codeError(
    result: Exclude<CodeCheck, "ok">,
    invalidMessage: string,
    userId: number | null = null,
    purpose: CodePurpose = "reset",
  ): ApiError {
    if (result !== "locked") return new ApiError(400, "SECURITY_CODE_INVALID", invalidMessage);
    const seconds = Math.max(1, userId === null ? 1 : secondsUntilNextCode(db, userId, purpose, clock()));
    return new ApiError(
      429,
      "RATE_LIMITED",
      `${MSG.tooManyAttempts} (sau ${seconds} giây)`,
      { retryAfter: seconds },
      { "Retry-After": String(seconds) },
    );
  }

  function checkWard(wardId: number | null | undefined): void {
    if (wardId && !findWard(db, wardId)) throw new ApiError(400, "WARD_NOT_FOUND", MSG.unknownWard);
  }

  /** The session-user view of a row. */
  function profileOf(user: User): UserProfile {
    const ward = user.wardId ? findWard(db, user.wardId) : null;
    return {
      id: user.id,
      email: user.email,
      name: user.name,
      displayName: user.name,
      phone: user.phone,
      address: user.address,
      wardId: user.wardId,
      districtId: ward?.districtId ?? null,
      cityId: ward?.cityId ?? null,
      birthday: formatBirthday(user.birthday),
      role: ["user"],
      photoURL: null,
      shortcuts: [],
    };
  }

  app.post("/api/User/Register-client", async (req) => {
    const body = parse(registerBody, req.body);
    let birthday = DEFAULT_BIRTHDAY;
    if (body.Birthday) {
      const parsed = parseBirthday(body.Birthday, clock(), { allowIso: true });
      if (!parsed) throw new ApiError(400, "VALIDATION_FAILED", MSG.badBirthday);
      birthday = parsed;
    }
    checkWard(body.WardId);
    const taken = (user: User) =>
      user.isActive
        ? new ApiError(409, "EMAIL_TAKEN", MSG.emailTaken)
        : new ApiError(409, "ACCOUNT_NOT_ACTIVATED", MSG.emailInactive, { needsActivation: true });
    const existing = findUserByEmail(db, body.Email);
    if (existing) throw taken(existing);

    const passwordHash = await hashPassword(body.Password);
    const inserted = insertUser(db, {
      email: body.Email,
      passwordHash,
      name: body.Name,
      phone: body.Phone,
      address: body.Address ?? "",
      wardId: body.WardId ?? null,
      birthday,
      role: "user",
      isActive: false,
      createdAt: clock().toISOString(),
    });
    // Registered by a concurrent request while the password was being hashed.
    if (!inserted) throw taken(findUserByEmail(db, body.Email)!);

    const token = issueRegistrationToken(db, inserted.id, clock());
    try {
      await sendCode(inserted, "activation", req.log);
    } catch (err) {
      // Without its code the account cannot be activated: undo the registration (codes cascade).
      deleteUser(db, inserted.id);
      throw err;
    }
    return ok({ userId: inserted.id, token, email: inserted.email }, { successMessage: MSG.registered });
  });

  app.post("/api/User/ActiveAccount", async (req) => {
    const body = parse(activationBody, req.body);
    const user = registrant(body.email, body.token);
    if (user.isActive) throw new ApiError(400, "ACCOUNT_ALREADY_ACTIVE", MSG.alreadyActive);
    const result = checkSecurityCode(db, {
      userId: user.id,
      purpose: "activation",
      code: body.securityCode,
      secret: config.jwtSecret,
      now: clock(),
      consume: true,
    });
    if (result !== "ok") throw codeError(result, MSG.badActivationCode, user.id, "activation");
    activateUser(db, user.id);
    return ok({ userId: user.id }, { successMessage: MSG.activated });
  });

  app.post("/api/User/ResendCode", async (req) => {
    const body = parse(resendBody, req.body);
    const user = registrant(body.email, body.token);
    if (user.isActive) throw new ApiError(400, "ACCOUNT_ALREADY_ACTIVE", MSG.alreadyActive);
    try {
      await sendCode(user, "activation", req.log);
    } catch (err) {
      if (err instanceof CodeThrottledError) throw throttled(err.retryAfterSeconds);
      throw err;
    }
    return ok({ userId: user.id }, { successMessage: MSG.codeResent });
  });

  app.post("/api/User/re-active", async (req) => {
    const body = parse(credentialsBody, req.body);
    const user = findUserByEmail(db, body.Email);
    if (!(await checkPassword(user, body.Password)) || !user) throw new ApiError(401, "INVALID_CREDENTIALS", BAD_CREDENTIALS_MESSAGE);
    if (user.isActive) throw new ApiError(400, "ACCOUNT_ALREADY_ACTIVE", MSG.alreadyActive);
    const token = issueRegistrationToken(db, user.id, clock());
    let message: string = MSG.codeResent;
    try {
      await sendCode(user, "activation", req.log);
    } catch (err) {
      // A code went out less than a minute ago and is still valid: the new token works with it.
      if (!(err instanceof CodeThrottledError)) throw err;
      message = MSG.codeStillValid;
    }
    return ok({ userId: user.id, token, email: user.email }, { successMessage: message });
  });

  app.post("/api/User/SendSecurityCode", async (req) => {
    const body = parse(sendCodeBody, req.body);
    const user = findUserByEmail(db, body.Email);
    if (user) {
      try {
        await sendCode(user, "reset", req.log);
      } catch (err) {
        // Throttled or undeliverable: the answer must not differ from an unknown address's.
        if (!(err instanceof CodeThrottledError) && !(err instanceof ApiError)) throw err;
        req.log.info({ userId: user.id, reason: err instanceof CodeThrottledError ? "throttled" : "mail failed" }, "reset code not sent");
      }
    }
    return ok(null, { successMessage: MSG.resetSent });
  });

  app.post("/api/User/ValidateSecurityCode", async (req) => {
    const body = parse(validateCodeBody, req.body);
    const user = findUserByEmail(db, body.Email);
    const result = checkSecurityCode(db, {
      userId: user?.id ?? null,
      purpose: "reset",
      code: body.SecurityCode,
      secret: config.jwtSecret,
      now: clock(),
      consume: false,
    });
    if (result !== "ok") throw codeError(result, MSG.badResetCode, user?.id ?? null);
    return ok(true, { successMessage: MSG.resetCodeOk });
  });

  app.patch("/api/User/ChangePasswordNoAuth", async (req) => {
    const body = parse(changePasswordBody, req.body);
    // Hashed before the code is checked, so that check, consumption and update happen together.
    const passwordHash = await hashPassword(body.NewPassword);
    const user = findUserByEmail(db, body.Email);
    const now = clock();
    const result = checkSecurityCode(db, {
      userId: user?.id ?? null,
      purpose: "reset",
      code: body.SecurityCode,
      secret: config.jwtSecret,
      now,
      consume: true,
    });
    if (result !== "ok" || !user) throw codeError(result === "ok" ? "invalid" : result, MSG.badResetCode, user?.id ?? null);
    // The code proved the address: the account is active from now on; every older session ends
    // (token_version, ADR 0009) and the email's failed-login counters are cleared.
    resetPasswordOf(db, user.id, passwordHash, now);
    await loginThrottle.reset(user.email, req.ip);
    return ok(null, { successMessage: MSG.passwordChanged });
  });

  app.patch("/api/User/UpdateUser/:userId", async (req) => {
    const { userId } = parse(userIdParams, req.params);
    let user: User;
    const registrationHeader = req.headers["x-registration-token"];
    if (req.headers.authorization !== undefined) {
      user = await requireUser(req);
      if (user.id !== userId) throw new ApiError(403, "FORBIDDEN", MSG.forbidden);
    } else if (typeof registrationHeader === "string" && registrationHeader.length > 0) {
      const target = findUserById(db, userId);
      if (!target || registrationHeader.length > 200 || !checkRegistrationToken(target, registrationHeader.trim(), clock()))
        throw new ApiError(401, "REGISTRATION_TOKEN_INVALID", MSG.badRegistrationToken);
      if (!target.isActive) throw new ApiError(403, "ACCOUNT_NOT_ACTIVATED", MSG.notActivated);
      user = target;
    } else {
      throw new ApiError(401, "UNAUTHORIZED", SESSION_EXPIRED_MESSAGE, null, { "WWW-Authenticate": "Bearer" });
    }

    const body = parse(updateBody, req.body);
    const changes: UserChanges = {};
    if (body.Name != null) changes.name = body.Name;
    if (body.Phone != null) changes.phone = body.Phone;
    if (body.Address != null) changes.address = body.Address;
    if (body.WardId !== undefined) {
      checkWard(body.WardId);
      changes.wardId = body.WardId;
    }
    if (body.Birthday) {
      const birthday = parseBirthday(body.Birthday, clock());
      if (!birthday) throw new ApiError(400, "VALIDATION_FAILED", MSG.badBirthday);
      changes.birthday = birthday;
    }
    // Step 2 is done once: the registration token that authorised it dies with it.
    if (req.headers.authorization === undefined) Object.assign(changes, { registrationTokenHash: null, registrationTokenExpiresAt: null });
    const updated = Object.keys(changes).length ? updateUser(db, user.id, changes) : user;
    return ok(profileOf(updated), { successMessage: MSG.updated });
  });

  app.get("/api/User/UserApp", async (req) => {
    const user = await requireUser(req);
    return ok(profileOf(user));
  });
}
