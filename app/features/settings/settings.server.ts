/**
 * Saving and merging a visitor's display settings (ADR 0016 "Where settings live"):
 * the signed `__settings` cookie for everyone, and the upstream (`PUT /api/User/Settings`) for a
 * signed-in customer, so the settings follow them; at login the upstream's replace the cookie's when
 * the customer has saved any, else the cookie's are saved upstream.
 */
import type { RequestContext } from "~/context.server";
import { getAuth, upstreamFor } from "~/features/auth/auth.server";
import { getMySettings, saveMySettings } from "~/upstream/settings.server";
import { UpstreamError } from "~/upstream/client.server";
import type { DisplaySettings } from "~/utils/display-settings";

/**
 * Saves `settings` for the visitor of `context`: upstream when signed in (a 401 ends the session as
 * everywhere), always in the cookie (written back with the answer, ADR 0011).
 */
export async function saveDisplaySettings(context: RequestContext, settings: DisplaySettings): Promise<void> {
  const { user } = await getAuth(context);
  if (user) await saveMySettings(await upstreamFor(context), settings);
  (await context.settingsCookie()).save(settings);
}

/**
 * The settings part of a successful login (`token` the new JWT): the upstream's saved settings win and
 * are saved in the cookie; when the customer never saved any and this browser has a settings cookie,
 * the cookie's are saved upstream. Returns the customer's navigation `shortcuts` from the same
 * `GET /api/User/Settings` (the caller keeps them in `__session`). A refused or failed settings call never fails the login (the
 * cookie's settings simply stay; shortcuts []).
 */
export async function mergeSettingsAtLogin(context: RequestContext, token: string): Promise<{ shortcuts: string[] }> {
  const client = context.clientWith(token);
  const cookie = await context.settingsCookie();
  try {
    const { settings, shortcuts } = await getMySettings(client);
    if (settings) cookie.save(settings);
    else if (cookie.stored) await saveMySettings(client, cookie.settings);
    return { shortcuts };
  } catch (error) {
    // A refusal (UpstreamError) or an upstream failure (a thrown 502/503/504 Response): keep the login.
    if (error instanceof UpstreamError || error instanceof Response) return { shortcuts: [] };
    throw error;
  }
}
