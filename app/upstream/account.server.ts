/**
 * Authentication and user calls (spec §7 "Authentication and user"; bodies defined by the reference
 * upstream, docs/openapi.yaml). Login and Google sign-in go to the AUTH host, the rest to the API
 * host. Errors: UpstreamError with the upstream's Vietnamese message (401 wrong credentials,
 * 403 inactive account with `data.needsActivation`, 400 bad or expired code, 409 email taken,
 * 429 too many attempts/too soon), upstream failures as in client.server.ts.
 */
import { z } from "zod";
import type { UpstreamClient } from "./client.server";
import { consentBody, type ConsentChoice } from "./privacy.server";

const tokenSchema = z.object({ token: z.string().min(1) });
const registrationSchema = z.object({ userId: z.number().int(), token: z.string().min(1), email: z.string() });

/** POST {auth}/api/Authentication/Login → the JWT. */
export async function login(client: UpstreamClient, input: { email: string; password: string; remember: boolean; clientIp?: string }) {
  // The shopper's address for the upstream's login throttle (it trusts X-Forwarded-For from its TRUSTED_PROXIES).
  const headers = input.clientIp ? { "x-forwarded-for": input.clientIp } : undefined;
  const res = await client.post(tokenSchema, "/api/Authentication/Login", {
    host: "auth",
    body: { Email: input.email, Password: input.password, remember: input.remember },
    headers,
  });
  return res.data.token;
}

/**
 * POST {auth}/api/Auth/Logout with the session's bearer token: the upstream ends every session of the
 * user (ADR 0009). @throws UpstreamError (401 when the token is already dead) or upstream failures.
 */
export async function logout(client: UpstreamClient) {
  await client.post(z.unknown(), "/api/Auth/Logout", { host: "auth" });
}

/** POST {auth}/api/Authentication/SocialLoginGG with a Google id_token → the JWT. */
export async function loginWithGoogle(client: UpstreamClient, idToken: string) {
  return (await client.post(tokenSchema, "/api/Authentication/SocialLoginGG", { host: "auth", body: { id_token: idToken } })).data.token;
}

/** POST /api/User/Register-client → `{ userId, token, email }` (token: the registration token). */
export async function register(
  client: UpstreamClient,
  input: { email: string; phone: string; name: string; password: string; consents?: ConsentChoice[] },
) {
  const body = {
    Email: input.email,
    Phone: input.phone,
    Name: input.name,
    Password: input.password,
    Address: "",
    WardId: null,
    Birthday: "1990-01-01",
    // The consents ticked on the form, each with its label's text (ADR 0027).
    Consents: consentBody(input.consents ?? []),
  };
  return (await client.post(registrationSchema, "/api/User/Register-client", { body })).data;
}

/** POST /api/User/ActiveAccount → `{ userId }`. */
export async function activateAccount(client: UpstreamClient, input: { token: string; securityCode: string; email: string }) {
  return (await client.post(z.object({ userId: z.number().int() }), "/api/User/ActiveAccount", { body: input })).data;
}

/** POST /api/User/ResendCode (same payload as activation, §3): a new activation code by mail. */
export async function resendActivationCode(client: UpstreamClient, input: { token: string; email: string }) {
  return (await client.post(z.unknown(), "/api/User/ResendCode", { body: { ...input, securityCode: "" } })).successMessage;
}

/** POST /api/User/re-active → a new registration `{ userId, token, email }` and code. */
export async function reactivate(client: UpstreamClient, input: { email: string; password: string }) {
  return (await client.post(registrationSchema, "/api/User/re-active", { body: { Email: input.email, Password: input.password } })).data;
}

/** POST /api/User/SendSecurityCode: a reset code by mail (same answer whether the account exists). */
export async function sendSecurityCode(client: UpstreamClient, email: string) {
  return (await client.post(z.unknown(), "/api/User/SendSecurityCode", { body: { Email: email } })).successMessage;
}

/** POST /api/User/ValidateSecurityCode. @throws UpstreamError 400/429 when the code is wrong or dead. */
export async function validateSecurityCode(client: UpstreamClient, email: string, securityCode: string) {
  await client.post(z.unknown(), "/api/User/ValidateSecurityCode", { body: { Email: email, SecurityCode: securityCode } });
}

/** PATCH /api/User/ChangePasswordNoAuth → successMessage. */
export async function changePasswordWithCode(client: UpstreamClient, input: { email: string; securityCode: string; newPassword: string }) {
  return (
    await client.request("PATCH", z.unknown(), "/api/User/ChangePasswordNoAuth", {
      body: { Email: input.email, SecurityCode: input.securityCode, NewPassword: input.newPassword },
    })
  ).successMessage;
}

/**
 * PATCH /api/User/UpdateUser/{userId} (spec §3: Address, WardId null when none, Birthday dd/MM/yyyy,
 * Phone, Name) → successMessage. Before the first login (registration step 2) the registration
 * token authorises it; afterwards the bearer token does.
 */
export async function updateUser(
  client: UpstreamClient,
  userId: number,
  input: { address: string; wardId: number | null; birthday: string; phone: string; name: string },
  registrationToken?: string,
) {
  const res = await client.request("PATCH", z.unknown(), `/api/User/UpdateUser/${userId}`, {
    body: { Address: input.address, WardId: input.wardId, Birthday: input.birthday, Phone: input.phone, Name: input.name },
    headers: registrationToken ? { "x-registration-token": registrationToken } : undefined,
  });
  return res.successMessage;
}

const userAppSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  displayName: z.string().nullish(),
  phone: z.string().nullish(),
  address: z.string().nullish(),
  wardId: z.number().int().nullish(),
  districtId: z.number().int().nullish(),
  cityId: z.number().int().nullish(),
  birthday: z.string().nullish(),
  affiliateCode: z.string().nullish(),
});

/** GET /api/User/UserApp: the logged-in user's profile. */
export async function getProfile(client: UpstreamClient) {
  return (await client.get(userAppSchema, "/api/User/UserApp")).data;
}

/**
 * PATCH /api/User/ChangePassword {OldPassword, NewPassword} (docs/openapi.yaml) → the fresh access
 * token of this session (every other session of the account ends). The shopper's address goes along
 * for the upstream's login throttle, which counts wrong current passwords.
 * @throws UpstreamError 400 PASSWORD_INCORRECT / VALIDATION_FAILED, 429 RATE_LIMITED (retryAfter set).
 */
export async function changePassword(client: UpstreamClient, input: { oldPassword: string; newPassword: string; clientIp?: string }) {
  const headers = input.clientIp ? { "x-forwarded-for": input.clientIp } : undefined;
  const res = await client.request("PATCH", tokenSchema, "/api/User/ChangePassword", {
    body: { OldPassword: input.oldPassword, NewPassword: input.newPassword },
    headers,
  });
  return { token: res.data.token, message: res.successMessage };
}
