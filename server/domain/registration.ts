/**
 * The account flows of spec §4 behind the `/api/User/*` calls (server/routes/user.ts): registration
 * (register → activation code → step-2 information), activation, resending the code, re-activation,
 * forgot password (send code → validate → change), the profile update and the session-user view
 * (spec §3 "Session user"). Every failure is an `ApiError` with its catalogue code; rows are read and
 * written through ./accounts.ts (server/data/users.ts).
 *
 * Codes: ./security-codes.ts (15 min, single-use, 5 wrong attempts, 60 s between two).
 */
import type { UpstreamConfig } from "../config";
import type { Db } from "../db/client";
import { ApiError } from "../errors";
import { securityCodeMail, type Mailer } from "../mail";
import { changePasswordOf, selectAffiliateCodeOf } from "../data/users";
import {
  activateUser,
  BAD_CREDENTIALS_MESSAGE,
  checkPassword,
  checkRegistrationToken,
  DEFAULT_BIRTHDAY,
  deleteUser,
  findUserByEmail,
  findUserById,
  formatBirthday,
  hashPassword,
  insertUser,
  issueRegistrationToken,
  parseBirthday,
  resetPasswordOf,
  updateUser,
  type User,
  type UserChanges,
} from "./accounts";
import { findWard, requireCurrentWard } from "./locations";
import { sendRecorded } from "./inbox";
import {
  checkSecurityCode,
  CODE_TTL_MINUTES,
  CodeThrottledError,
  issueSecurityCode,
  secondsUntilNextCode,
  withdrawSecurityCode,
  type CodeCheck,
  type CodePurpose,
} from "./security-codes";

/** What the flows need: the database, the configuration (code HMAC secret), the mailer and the clock. */
interface AccountDeps {
  db: Db;
  config: Pick<UpstreamConfig, "jwtSecret">;
  mailer: Mailer;
  clock: () => Date;
}

/** The request logger the flows write to. */
interface Log {
  error(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/** Success and failure messages of the account calls (Vietnamese, shown to people). */
export const ACCOUNT_MESSAGES = {
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
  badBirthday: "Ngày sinh không hợp lệ (định dạng dd/MM/yyyy, trước ngày hôm nay)",
  forbidden: "Bạn không có quyền cập nhật thông tin tài khoản này",
  notActivated: "Tài khoản chưa được kích hoạt",
  passwordIncorrect: "Mật khẩu hiện tại không đúng",
  passwordUnchanged: "Mật khẩu mới phải khác mật khẩu hiện tại",
} as const;
const MSG = ACCOUNT_MESSAGES;

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
  /** The customer's own affiliate code (GET /api/User/UserAffiliate creates it), null before. */
  affiliateCode: string | null;
  /** No avatars are stored. */
  avatar: null;
}

/** The 429 of a throttled code request, with `Retry-After` (seconds). */
function codeRequestThrottled(seconds: number): ApiError {
  return new ApiError(
    429,
    "RATE_LIMITED",
    `Vui lòng đợi ${seconds} giây trước khi yêu cầu mã mới`,
    { retryAfter: seconds },
    { "Retry-After": String(seconds) },
  );
}

/**
 * Issues a code of `purpose` to `user` and mails it. Throws CodeThrottledError (60 s rule); when the
 * mail cannot be sent the code is withdrawn and ApiError 503 thrown.
 */
async function sendCode(deps: AccountDeps, user: User, purpose: CodePurpose, log: Log): Promise<void> {
  const issued = issueSecurityCode(deps.db, { userId: user.id, purpose, secret: deps.config.jwtSecret, now: deps.clock() });
  try {
    const mail = securityCodeMail({ to: user.email, code: issued.code, purpose, ttlMinutes: CODE_TTL_MINUTES });
    const summary =
      purpose === "activation"
        ? "Mã kích hoạt tài khoản đã được gửi tới email này."
        : "Mã xác nhận đặt lại mật khẩu đã được gửi tới email này.";
    // The inbox never shows the code: neither in the summary nor in the subject (which carries it).
    const subject = purpose === "activation" ? "Mã kích hoạt tài khoản Nhà sách Đại học" : "Mã xác nhận đặt lại mật khẩu Nhà sách Đại học";
    await sendRecorded(deps, mail, { kind: purpose, summary, subject });
  } catch (err) {
    withdrawSecurityCode(deps.db, issued.id);
    log.error({ err, userId: user.id, purpose }, "security code mail failed");
    throw new ApiError(503, "SERVICE_UNAVAILABLE", MSG.mailFailed);
  }
}

/** The user of an activation-flow call whose registration token and e-mail match, else 400. */
function registrant(deps: AccountDeps, email: string, token: string): User {
  const user = findUserByEmail(deps.db, email);
  if (!user || !checkRegistrationToken(user, token, deps.clock()))
    throw new ApiError(400, "REGISTRATION_TOKEN_INVALID", MSG.badRegistrationToken);
  return user;
}

/**
 * Maps a failed code check to its error: 400 with `invalidMessage`, or, when locked, 429 with
 * `Retry-After` = seconds until a new code of `purpose` may be requested (at least 1) and the wait in
 * the message.
 */
function codeError(
  deps: AccountDeps,
  result: Exclude<CodeCheck, "ok">,
  invalidMessage: string,
  userId: number | null = null,
  purpose: CodePurpose = "reset",
): ApiError {
  if (result !== "locked") return new ApiError(400, "SECURITY_CODE_INVALID", invalidMessage);
  const seconds = Math.max(1, userId === null ? 1 : secondsUntilNextCode(deps.db, userId, purpose, deps.clock()));
  return new ApiError(
    429,
    "RATE_LIMITED",
    `${MSG.tooManyAttempts} (sau ${seconds} giây)`,
    { retryAfter: seconds },
    { "Retry-After": String(seconds) },
  );
}

/** Throws 400 WARD_NOT_FOUND / WARD_RETIRED unless `wardId` is empty or a ward of the 2025 map. */
function checkWard(db: Db, wardId: number | null | undefined): void {
  if (wardId) requireCurrentWard(db, wardId);
}

/** The session-user view of a row (spec §3). */
export function profileOf(db: Db, user: User): UserProfile {
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
    affiliateCode: selectAffiliateCodeOf(db, user.id),
    avatar: null,
  };
}

/** Input of `register` (validated by the route). */
interface Registration {
  email: string;
  phone: string;
  name: string;
  password: string;
  address?: string | null;
  wardId?: number | null;
  /** dd/MM/yyyy or yyyy-MM-dd; empty = DEFAULT_BIRTHDAY. */
  birthday?: string | null;
}

/**
 * POST /api/User/Register-client: creates the inactive account, mails its activation code and
 * answers the registration token. 400 VALIDATION_FAILED (birthday) / WARD_NOT_FOUND; 409 EMAIL_TAKEN or
 * ACCOUNT_NOT_ACTIVATED (`data.needsActivation`); 503 when the mail cannot be sent (the account is then
 * removed again).
 */
export async function register(deps: AccountDeps, input: Registration, log: Log): Promise<{ user: User; token: string }> {
  const { db, clock } = deps;
  let birthday = DEFAULT_BIRTHDAY;
  if (input.birthday) {
    const parsed = parseBirthday(input.birthday, clock(), { allowIso: true });
    if (!parsed) throw new ApiError(400, "VALIDATION_FAILED", MSG.badBirthday);
    birthday = parsed;
  }
  checkWard(db, input.wardId);
  const taken = (user: User) =>
    user.isActive
      ? new ApiError(409, "EMAIL_TAKEN", MSG.emailTaken)
      : new ApiError(409, "ACCOUNT_NOT_ACTIVATED", MSG.emailInactive, { needsActivation: true });
  const existing = findUserByEmail(db, input.email);
  if (existing) throw taken(existing);

  const passwordHash = await hashPassword(input.password);
  const inserted = insertUser(db, {
    email: input.email,
    passwordHash,
    name: input.name,
    phone: input.phone,
    address: input.address ?? "",
    wardId: input.wardId ?? null,
    birthday,
    role: "user",
    isActive: false,
    createdAt: clock().toISOString(),
  });
  // Registered by a concurrent request while the password was being hashed.
  if (!inserted) throw taken(findUserByEmail(db, input.email)!);

  const token = issueRegistrationToken(db, inserted.id, clock());
  try {
    await sendCode(deps, inserted, "activation", log);
  } catch (err) {
    // Without its code the account cannot be activated: undo the registration (codes cascade).
    deleteUser(db, inserted.id);
    throw err;
  }
  return { user: inserted, token };
}

/** POST /api/User/ActiveAccount: activates the account of a valid registration token + code. Returns the user id. */
export function activate(deps: AccountDeps, input: { email: string; token: string; code: string }): number {
  const user = registrant(deps, input.email, input.token);
  if (user.isActive) throw new ApiError(400, "ACCOUNT_ALREADY_ACTIVE", MSG.alreadyActive);
  const result = checkSecurityCode(deps.db, {
    userId: user.id,
    purpose: "activation",
    code: input.code,
    secret: deps.config.jwtSecret,
    now: deps.clock(),
    consume: true,
  });
  if (result !== "ok") throw codeError(deps, result, MSG.badActivationCode, user.id, "activation");
  activateUser(deps.db, user.id);
  return user.id;
}

/** POST /api/User/ResendCode: mails a new activation code (429 within 60 s of the last). Returns the user id. */
export async function resendActivationCode(deps: AccountDeps, input: { email: string; token: string }, log: Log): Promise<number> {
  const user = registrant(deps, input.email, input.token);
  if (user.isActive) throw new ApiError(400, "ACCOUNT_ALREADY_ACTIVE", MSG.alreadyActive);
  try {
    await sendCode(deps, user, "activation", log);
  } catch (err) {
    if (err instanceof CodeThrottledError) throw codeRequestThrottled(err.retryAfterSeconds);
    throw err;
  }
  return user.id;
}

/**
 * POST /api/User/re-active: for an inactive account whose password is right, a new registration token
 * and (unless one went out less than a minute ago) a new code. 401 INVALID_CREDENTIALS otherwise.
 */
export async function reactivate(
  deps: AccountDeps,
  input: { email: string; password: string },
  log: Log,
): Promise<{ user: User; token: string; message: string }> {
  const user = findUserByEmail(deps.db, input.email);
  if (!(await checkPassword(user, input.password)) || !user) throw new ApiError(401, "INVALID_CREDENTIALS", BAD_CREDENTIALS_MESSAGE);
  if (user.isActive) throw new ApiError(400, "ACCOUNT_ALREADY_ACTIVE", MSG.alreadyActive);
  const token = issueRegistrationToken(deps.db, user.id, deps.clock());
  let message: string = MSG.codeResent;
  try {
    await sendCode(deps, user, "activation", log);
  } catch (err) {
    // A code went out less than a minute ago and is still valid: the new token works with it.
    if (!(err instanceof CodeThrottledError)) throw err;
    message = MSG.codeStillValid;
  }
  return { user, token, message };
}

/** POST /api/User/SendSecurityCode: mails a reset code when the address is registered; never tells whether it is. */
export async function sendResetCode(deps: AccountDeps, email: string, log: Log): Promise<void> {
  const user = findUserByEmail(deps.db, email);
  if (!user) return;
  try {
    await sendCode(deps, user, "reset", log);
  } catch (err) {
    // Throttled or undeliverable: the answer must not differ from an unknown address's.
    if (!(err instanceof CodeThrottledError) && !(err instanceof ApiError)) throw err;
    log.info({ userId: user.id, reason: err instanceof CodeThrottledError ? "throttled" : "mail failed" }, "reset code not sent");
  }
}

/** POST /api/User/ValidateSecurityCode: throws unless the reset code is right (the code is not consumed). */
export function validateResetCode(deps: AccountDeps, input: { email: string; code: string }): void {
  const user = findUserByEmail(deps.db, input.email);
  const result = checkSecurityCode(deps.db, {
    userId: user?.id ?? null,
    purpose: "reset",
    code: input.code,
    secret: deps.config.jwtSecret,
    now: deps.clock(),
    consume: false,
  });
  if (result !== "ok") throw codeError(deps, result, MSG.badResetCode, user?.id ?? null);
}

/**
 * PATCH /api/User/ChangePasswordNoAuth: consumes the reset code and sets the new password; the account
 * is active from then on and every older session ends (ADR 0009). Returns the user, whose failed-login
 * counters the caller clears.
 */
export async function resetPassword(deps: AccountDeps, input: { email: string; code: string; newPassword: string }): Promise<User> {
  // Hashed before the code is checked, so that check, consumption and update happen together.
  const passwordHash = await hashPassword(input.newPassword);
  const user = findUserByEmail(deps.db, input.email);
  const now = deps.clock();
  const result = checkSecurityCode(deps.db, {
    userId: user?.id ?? null,
    purpose: "reset",
    code: input.code,
    secret: deps.config.jwtSecret,
    now,
    consume: true,
  });
  if (result !== "ok" || !user) throw codeError(deps, result === "ok" ? "invalid" : result, MSG.badResetCode, user?.id ?? null);
  resetPasswordOf(deps.db, user.id, passwordHash, now);
  return user;
}

/**
 * The activated user `userId` of a step-2 UpdateUser authorised by `X-Registration-Token`.
 * 401 REGISTRATION_TOKEN_INVALID (unknown user, wrong or expired token), 403 ACCOUNT_NOT_ACTIVATED.
 */
export function registrantForUpdate(deps: AccountDeps, userId: number, token: string): User {
  const target = findUserById(deps.db, userId);
  if (!target || token.length > 200 || !checkRegistrationToken(target, token.trim(), deps.clock()))
    throw new ApiError(401, "REGISTRATION_TOKEN_INVALID", MSG.badRegistrationToken);
  if (!target.isActive) throw new ApiError(403, "ACCOUNT_NOT_ACTIVATED", MSG.notActivated);
  return target;
}

/** Input of `updateProfile`: null/undefined = unchanged (WardId null clears the ward). */
interface ProfileUpdate {
  name?: string | null;
  phone?: string | null;
  address?: string | null;
  wardId?: number | null;
  /** dd/MM/yyyy; empty = unchanged. */
  birthday?: string | null;
}

/**
 * PATCH /api/User/UpdateUser/{userId}: applies the changes to `user`; with `viaRegistration` (step 2
 * of the registration) the registration token is spent. 400 WARD_NOT_FOUND / VALIDATION_FAILED
 * (birthday not a real date from 1900 to yesterday). Returns the session-user view.
 */
export function updateProfile(deps: AccountDeps, user: User, input: ProfileUpdate, opts: { viaRegistration: boolean }): UserProfile {
  const changes: UserChanges = {};
  if (input.name != null) changes.name = input.name;
  if (input.phone != null) changes.phone = input.phone;
  if (input.address != null) changes.address = input.address;
  if (input.wardId !== undefined) {
    checkWard(deps.db, input.wardId);
    changes.wardId = input.wardId;
  }
  if (input.birthday) {
    const birthday = parseBirthday(input.birthday, deps.clock());
    if (!birthday) throw new ApiError(400, "VALIDATION_FAILED", MSG.badBirthday);
    changes.birthday = birthday;
  }
  // Step 2 is done once: the registration token that authorised it dies with it.
  if (opts.viaRegistration) Object.assign(changes, { registrationTokenHash: null, registrationTokenExpiresAt: null });
  const updated = Object.keys(changes).length ? updateUser(deps.db, user.id, changes) : user;
  return profileOf(deps.db, updated);
}

/**
 * PATCH /api/User/ChangePassword: checks the current password and stores the new one; every session
 * of the account ends (token_version + 1, ADR 0009). Returns the updated row (sign the caller's new
 * token with it). 400 VALIDATION_FAILED when the new password equals the current one, 400
 * PASSWORD_INCORRECT when the current one is wrong (the caller counts it in the login throttle).
 */
export async function changePassword(db: Db, user: User, input: { oldPassword: string; newPassword: string }): Promise<User> {
  if (input.oldPassword === input.newPassword) throw new ApiError(400, "VALIDATION_FAILED", MSG.passwordUnchanged);
  if (!(await checkPassword(user, input.oldPassword))) throw new ApiError(400, "PASSWORD_INCORRECT", MSG.passwordIncorrect);
  return changePasswordOf(db, user.id, await hashPassword(input.newPassword));
}
