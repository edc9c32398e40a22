/**
 * Account calls of spec §7 "Authentication and user" (paths exactly as §7; bodies §7 does not show
 * are defined here and in docs/openapi.yaml — PascalCase like the §3 payloads, except the §3
 * activation payload `token, securityCode, email`, kept as §3 writes it):
 *
 * Registration (spec §4: register → activation code → information, step 2 → login):
 * - POST  /api/User/Register-client  {Email, Phone, Name, Password, Address?, WardId?, Birthday?, Consents?}
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
 * - GET   /api/User/UserApp (bearer) → the session user (spec §3 "Session user") + affiliateCode, avatar
 * - PATCH /api/User/ChangePassword (bearer) {OldPassword, NewPassword} → data {token}: a fresh token for
 *         this session; every other session ends (ADR 0009). A wrong OldPassword (400 PASSWORD_INCORRECT)
 *         counts in the login throttle (email + address, like a failed login); 429 RATE_LIMITED when locked.
 *
 * The rules are in server/domain/registration.ts; codes: server/domain/security-codes.ts.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  ACCOUNT_MESSAGES as MSG,
  activate,
  changePassword,
  profileOf,
  reactivate,
  register,
  registrantForUpdate,
  resendActivationCode,
  resetPassword,
  sendResetCode,
  updateProfile,
  validateResetCode,
} from "../domain/registration";
import type { User } from "../domain/accounts";
import { isRememberedSession, noStore, requireUser, SESSION_EXPIRED_MESSAGE, signAccessToken } from "../http/auth";
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
  consentList,
} from "../http/fields";
import { parse } from "../http/validate";
import { withDefaults } from "../deps";
import { recordConsents } from "../domain/privacy";

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
  /** The consents ticked on the registration form (ADR 0027); none = none given. */
  Consents: consentList.optional(),
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
const passwordChangeBody = z.object({ OldPassword: loginPasswordField, NewPassword: newPasswordField });
const userIdParams = z.object({
  userId: idField("Mã tài khoản không hợp lệ"),
});

/** Fastify plugin with the §7 `/api/User/*` routes above, over `app.deps` ({db, config, mailer, clock}). */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  const deps = withDefaults(app.deps);
  const { db, config, clock, loginThrottle } = deps;
  noStore(app);

  app.post("/api/User/Register-client", async (req) => {
    const body = parse(registerBody, req.body);
    const { user, token } = await register(
      deps,
      {
        email: body.Email,
        phone: body.Phone,
        name: body.Name,
        password: body.Password,
        address: body.Address,
        wardId: body.WardId,
        birthday: body.Birthday,
      },
      req.log,
    );
    const consents = (body.Consents ?? []).map((c) => ({ purpose: c.Purpose, granted: c.Granted, text: c.Text }));
    recordConsents(db, user.id, consents, "register", clock());
    return ok({ userId: user.id, token, email: user.email }, { successMessage: MSG.registered });
  });

  app.post("/api/User/ActiveAccount", async (req) => {
    const body = parse(activationBody, req.body);
    const userId = activate(deps, { email: body.email, token: body.token, code: body.securityCode });
    return ok({ userId }, { successMessage: MSG.activated });
  });

  app.post("/api/User/ResendCode", async (req) => {
    const body = parse(resendBody, req.body);
    const userId = await resendActivationCode(deps, { email: body.email, token: body.token }, req.log);
    return ok({ userId }, { successMessage: MSG.codeResent });
  });

  app.post("/api/User/re-active", async (req) => {
    const body = parse(credentialsBody, req.body);
    const { user, token, message } = await reactivate(deps, { email: body.Email, password: body.Password }, req.log);
    return ok({ userId: user.id, token, email: user.email }, { successMessage: message });
  });

  app.post("/api/User/SendSecurityCode", async (req) => {
    const body = parse(sendCodeBody, req.body);
    await sendResetCode(deps, body.Email, req.log);
    return ok(null, { successMessage: MSG.resetSent });
  });

  app.post("/api/User/ValidateSecurityCode", async (req) => {
    const body = parse(validateCodeBody, req.body);
    validateResetCode(deps, { email: body.Email, code: body.SecurityCode });
    return ok(true, { successMessage: MSG.resetCodeOk });
  });

  app.patch("/api/User/ChangePasswordNoAuth", async (req) => {
    const body = parse(changePasswordBody, req.body);
    const user = await resetPassword(deps, { email: body.Email, code: body.SecurityCode, newPassword: body.NewPassword });
    // The e-mail's failed-login counters are cleared.
    await loginThrottle.reset(user.email, req.ip);
    return ok(null, { successMessage: MSG.passwordChanged });
  });

  app.patch("/api/User/UpdateUser/:userId", async (req) => {
    const { userId } = parse(userIdParams, req.params);
    let user: User;
    const registrationHeader = req.headers["x-registration-token"];
    const viaRegistration = req.headers.authorization === undefined;
    if (!viaRegistration) {
      user = await requireUser(req);
      if (user.id !== userId) throw new ApiError(403, "FORBIDDEN", MSG.forbidden);
    } else if (typeof registrationHeader === "string" && registrationHeader.length > 0) {
      user = registrantForUpdate(deps, userId, registrationHeader);
    } else {
      throw new ApiError(401, "UNAUTHORIZED", SESSION_EXPIRED_MESSAGE, null, { "WWW-Authenticate": "Bearer" });
    }
    const body = parse(updateBody, req.body);
    const profile = updateProfile(
      deps,
      user,
      { name: body.Name, phone: body.Phone, address: body.Address, wardId: body.WardId, birthday: body.Birthday },
      { viaRegistration },
    );
    return ok(profile, { successMessage: MSG.updated });
  });

  app.patch("/api/User/ChangePassword", async (req) => {
    const user = await requireUser(req);
    const body = parse(passwordChangeBody, req.body);
    await loginThrottle.check(req.ip, user.email);
    let updated: User;
    try {
      updated = await changePassword(db, user, { oldPassword: body.OldPassword, newPassword: body.NewPassword });
    } catch (err) {
      if (err instanceof ApiError && err.code === "PASSWORD_INCORRECT") await loginThrottle.failed(req.ip, user.email);
      throw err;
    }
    await loginThrottle.succeeded(req.ip, user.email);
    const token = await signAccessToken(config, updated, { remember: isRememberedSession(req), now: clock() });
    return ok({ token }, { successMessage: MSG.passwordChanged });
  });

  app.get("/api/User/UserApp", async (req) => {
    const user = await requireUser(req);
    return ok(profileOf(db, user));
  });
}
