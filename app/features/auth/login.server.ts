/**
 * What every successful login does (form or Google, spec §4 "Successful login"): store the JWT in
 * `__session` (30 days when remembered), merge the guest cart into the account's cart (one add per
 * line) and clear it, then 303 to `redirectTo` (made safe) with `Đăng nhập thành công` — and the
 * books that could not be kept, when the merge partly failed. The display settings are merged too
 * (ADR 0016: the upstream's saved settings win, else the cookie's are saved upstream), and
 * the customer's navigation shortcuts and consents (ADR 0027) are kept in `__session`.
 */
import type { RequestContext } from "~/context.server";
import { mergeGuestCart } from "~/features/cart/cart.server";
import { mergeSettingsAtLogin } from "~/features/settings/settings.server";
import { consentFlags } from "~/features/privacy/consents";
import { NO_CONSENTS, redirectWithToast } from "~/session.server";
import { getConsents } from "~/upstream/privacy.server";

/** Completes a login for the request of `context` (its sessions, its upstream Server-Timing list). */
export async function completeLogin(
  context: RequestContext,
  login: { token: string; remember: boolean; redirectTo?: string | null },
): Promise<Response> {
  const [auth, guest] = await Promise.all([context.authSession(), context.guestCart()]);
  auth.setToken(login.token, login.remember);
  auth.setDraft(null);
  auth.setResetEmail(null);
  const [refused, { shortcuts }, consents] = await Promise.all([
    guest.cart.lines.length ? mergeGuestCart(context.clientWith(login.token), guest.cart) : Promise.resolve([]),
    mergeSettingsAtLogin(context, login.token),
    // Without an answer nothing counts as consented (ADR 0027): never a failed login for it.
    getConsents(context.clientWith(login.token)).then(consentFlags, () => NO_CONSENTS),
  ]);
  // The shortcuts and consents ride in the session, so no page needs an upstream call for them.
  auth.setShortcuts(shortcuts);
  auth.setConsents(consents);
  const message = refused.length
    ? `Đăng nhập thành công. Một số sách không giữ được trong giỏ hàng: ${refused.join("; ")}`
    : "Đăng nhập thành công";
  return redirectWithToast(login.redirectTo, { type: refused.length ? "info" : "success", message }, { fallback: "/" });
}
