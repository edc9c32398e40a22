/**
 * Who is asking: the logged-in user from the `__session` JWT (spec §4 "Session"), the route guard of
 * spec §5/§6, the upstream client carrying the bearer token, and the expiry rule of §8 (a JWT past
 * its `exp`, or any upstream 401, clears the session with the "session expired" toast).
 *
 * The JWT is not verified here (the upstream does that on every call); it is only decoded for the
 * user's id, name, roles and expiry. It never leaves the server: the cookie is httpOnly and signed.
 */
import { redirect } from "@remix-run/node";
import { decodeJwt } from "jose";
import type { RequestContext, RouteArgs } from "~/context.server";
import { checkHoneypot } from "~/utils/honeypot.server";
import { readForm, safeRedirectTo } from "~/utils/http.server";
import type { UpstreamClient } from "~/upstream/client.server";
import { AUTH_ROLES, isAllowed, rolesOf, type Role, type RouteAuth } from "./roles";

/** The §8 message when a session ends without the user asking. */
export const SESSION_EXPIRED_MESSAGE = "Phiên đăng nhập đã hết hạn hoặc bị xóa bởi Admin, vui lòng đăng nhập lại!";

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  roles: Role[];
  /** Expiry of the JWT, ms since the epoch. */
  expiresAt: number;
}

/** Decodes the claims the storefront needs; null when the token is not a JWT of that shape. */
export function userFromToken(token: string): SessionUser | null {
  try {
    const claims = decodeJwt(token);
    const id = Number(claims.sub);
    if (!Number.isSafeInteger(id) || typeof claims.exp !== "number") return null;
    return {
      id,
      name: String(claims.name ?? claims.email ?? ""),
      email: String(claims.email ?? ""),
      roles: rolesOf(claims.role),
      expiresAt: claims.exp * 1000,
    };
  } catch {
    return null;
  }
}

/**
 * The request's login state: `user` (null for guests), `token`, and `expired` when the session
 * holds a token that is past its `exp` or unreadable (the caller then ends the session).
 * The `__session` cookie is read once per request (the context memoises it).
 */
export async function getAuth(context: RequestContext, now = Date.now()) {
  const auth = await context.authSession();
  const user = auth.token ? userFromToken(auth.token) : null;
  const expired = Boolean(auth.token) && (!user || user.expiresAt <= now);
  return { auth, user: expired ? null : user, token: expired ? null : auth.token, expired };
}

/**
 * The answer that ends an expired or revoked session: back to the same page (a GET) as a guest,
 * the session ended (its cookie removed by the write-back) and the §8 toast flashed.
 */
export async function endExpiredSession(context: RequestContext): Promise<Response> {
  (await context.authSession()).end();
  context.flashToast({ type: "error", message: SESSION_EXPIRED_MESSAGE, forcedLogin: true });
  const url = context.pageUrl;
  return redirect(url.pathname + url.search, 303);
}

const USER_CLIENT = Symbol("user upstream client");

/**
 * The upstream client of the request's user: with the bearer token, and turning any upstream 401
 * into `endExpiredSession` (thrown). One per request; a guest's is anonymous.
 */
export function upstreamFor(context: RequestContext): Promise<UpstreamClient> {
  return context.memo(USER_CLIENT, async () => {
    const { token } = await getAuth(context);
    return token ? context.clientWith(token, () => endExpiredSession(context)) : context.upstream;
  });
}

/**
 * The guard every protected loader and action calls (spec §5 "Route access").
 * Allowed → the user (or null for a guest on a public/guest route). Denied: a logged-in user goes to
 * `redirectTo` (made safe) or `/`; a guest goes to `/login?redirectTo=<this page>`.
 * @throws a redirect Response when denied.
 */
export async function requireAccess(context: RequestContext, routeAuth: RouteAuth): Promise<SessionUser | null> {
  const { user, expired } = await getAuth(context);
  if (expired) throw await endExpiredSession(context);
  if (isAllowed(routeAuth, user?.roles ?? [])) return user;
  const url = context.pageUrl;
  if (user) throw redirect(safeRedirectTo(url.searchParams.get("redirectTo"), "/"));
  throw redirect(`/login?${new URLSearchParams({ redirectTo: url.pathname + url.search })}`);
}

/**
 * The start of every guests-only account action (register, activation, step 2, re-activation,
 * forgot password): the guard (§5: `[]` = guests only), the form (400 when the body is not a form)
 * and the honeypot (400 for bots).
 */
export async function readGuestForm({ request, context }: RouteArgs): Promise<FormData> {
  await requireAccess(context, AUTH_ROLES.onlyGuest);
  const formData = await readForm(request);
  checkHoneypot(formData);
  return formData;
}

/**
 * The registration draft (§3 `register_form`) the activation and step-2 pages need, with the
 * account session to update; guests only. Without a draft the shopper is sent to `fallback`.
 */
export async function requireRegistrationDraft(context: RequestContext, fallback: "/dang-ky" | "/dang-nhap") {
  await requireAccess(context, AUTH_ROLES.onlyGuest);
  const auth = await context.authSession();
  if (!auth.draft) throw redirect(fallback);
  return { auth, draft: auth.draft };
}
