/**
 * Cookies of the storefront (ADR 0005, 0006). All are signed with
 * the rotating SESSION_SECRET list, httpOnly, SameSite=Lax, Secure per the environment.
 *
 * - `__cart` (30 days): the guest cart — lines, the checkout contact/address, the one-time checkout
 *   key, and the keys of orders placed from this browser. Parsed with zod: a tampered, forged or
 *   outdated cookie is treated as an empty cart, never an error.
 * - `__toast` (flash): the toasts shown by the next page (a list, newest first, at most TOASTS.max;
 *   ADR 0016), rendered by the server (no JS needed).
 * - `__settings` (1 year): the display settings (ADR 0016) — layout, mode, scheme, font
 *   size —, applied in the server-rendered HTML; a signed-in customer's also live upstream.
 *
 * - `__session`: the account session — the upstream JWT (never readable by scripts), "remember me",
 *   the registration draft of §3 (`register_form`: userId, name, phone, plus the email and the
 *   registration token) between the sign-up steps, the email of a password reset in progress, and
 *   the ePayModel of the order being paid, and the customer's consents (ADR 0027).
 *   A browser-session cookie, or 30 days when the shopper ticked "Ghi nhớ đăng nhập".
 */
import { randomUUID } from "node:crypto";
import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { z } from "zod";
import { MAX_CART_LINES, MAX_LINE_QUANTITY, MAX_REMEMBERED_ORDERS, MAX_SHORTCUTS, TOASTS } from "~/constants";
import { env } from "~/env.server";
import { epayModelSchema, type EpayModel } from "~/upstream/order.server";
import { checkoutContactSchema } from "~/upstream/schemas";
import { parseDisplaySettings, type DisplaySettings } from "~/utils/display-settings";
import { safeRedirectTo } from "~/utils/http.server";
import { refusalPage } from "~/utils/request-policy.server";

const baseCookie = {
  httpOnly: true,
  sameSite: "lax" as const,
  path: "/",
  secure: env.cookieSecure,
  secrets: env.sessionSecrets,
};

const cartStorage = createCookieSessionStorage({ cookie: { ...baseCookie, name: "__cart", maxAge: 60 * 60 * 24 * 30 } });
const toastStorage = createCookieSessionStorage({ cookie: { ...baseCookie, name: "__toast" } });

const lineSchema = z.object({ productSaleId: z.number().int().positive(), quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY) });
const cartDataSchema = z.object({
  lines: z.array(lineSchema).max(MAX_CART_LINES),
  contact: checkoutContactSchema.nullable(),
  /** One-time key of the next checkout; rotated whenever the cart or the address changes. */
  checkoutKey: z.string().nullable(),
  /** Keys of orders placed from this browser (newest first) and their ids once known. */
  orders: z.array(z.object({ key: z.string(), id: z.number().int().nullable() })).max(MAX_REMEMBERED_ORDERS),
  /** A guest's voucher, promotion coupon and affiliate code (a customer's live on the account cart). */
  voucherCode: z.string().max(50).nullable().default(null),
  couponCode: z.string().max(50).nullable().default(null),
  /** The affiliate code of a guest, or one from an affiliate link waiting for a customer's next checkout. */
  affiliateCode: z.string().max(50).nullable().default(null),
});
export type GuestCart = z.infer<typeof cartDataSchema>;

const emptyCart = (): GuestCart => ({
  lines: [],
  contact: null,
  checkoutKey: null,
  orders: [],
  voucherCode: null,
  couponCode: null,
  affiliateCode: null,
});

/**
 * The guest cart of a request: `cart` (mutate it in place) and `setCookie()`, the write-back's Set-Cookie
 * value — null while the cart serializes to the JSON it was read as (an untouched cart writes no cookie).
 * An unsigned, tampered or malformed cookie yields an empty cart.
 */
export async function getGuestCart(request: Request) {
  const session = await cartStorage.getSession(request.headers.get("Cookie"));
  const parsed = cartDataSchema.safeParse(session.get("cart"));
  const cart: GuestCart = parsed.success ? parsed.data : emptyCart();
  const read = JSON.stringify(cart);
  return {
    cart,
    /** Whether `cart` differs from what the request carried. */
    changed: () => JSON.stringify(cart) !== read,
    /**
     * The Set-Cookie value of a changed cart, else null.
     * @throws a 400 Response (the "cart-too-large" page of request-policy.server.ts, `no-store`) when the
     *   cookie would be over the browser's limit.
     */
    setCookie: async (): Promise<string | null> => {
      if (JSON.stringify(cart) === read) return null;
      session.set("cart", cart);
      try {
        return await cartStorage.commitSession(session);
      } catch {
        // Only an oversized cookie gets here; the limits are set so that it should not happen.
        const { status, html } = refusalPage("cart-too-large");
        throw new Response(html, { status, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
      }
    },
  };
}

/** A new one-time checkout key (also the guest's secret to view the order). */
export function newCheckoutKey(): string {
  return randomUUID();
}

/**
 * One toast (spec §9). `warning` toasts stay 4000 ms with JavaScript; `forcedLogin` marks the §8
 * "session ended" message (4000 ms, and the page opens the §2 warning dialog on desktops).
 */
export const toastSchema = z.object({
  type: z.enum(["success", "error", "info", "warning"]),
  message: z.string().max(500),
  forcedLogin: z.boolean().optional(),
});
export type Toast = z.infer<typeof toastSchema>;

/**
 * The flash list: newest first, at most TOASTS.max. Items that do not parse are dropped one by one
 * (a tampered or outdated cookie never breaks a page); a single toast (the older form) is a
 * list of one.
 */
function parseToasts(value: unknown): Toast[] {
  const items = Array.isArray(value) ? value : value == null ? [] : [value];
  const toasts: Toast[] = [];
  for (const item of items) {
    const parsed = toastSchema.safeParse(item);
    if (parsed.success) toasts.push(parsed.data);
  }
  return toasts.slice(0, TOASTS.max);
}

/**
 * Set-Cookie value that makes the next page show `toasts` (in the order given: newest first), after
 * the ones still pending in `cookieHeader` (the request's Cookie header, when the caller has it and
 * the toasts of an unfinished redirect chain must not be lost). At most TOASTS.max are kept.
 */
export async function setToast(toasts: Toast | Toast[], cookieHeader?: string | null): Promise<string> {
  const session = await toastStorage.getSession(cookieHeader ?? null);
  const pending = cookieHeader ? parseToasts(session.get("toasts")) : [];
  session.flash("toasts", [...(Array.isArray(toasts) ? toasts : [toasts]), ...pending].slice(0, TOASTS.max));
  return toastStorage.commitSession(session);
}

/**
 * 303 to `to` (made safe with `safeRedirectTo`; `fallback` when unsafe), showing `toast` (one or a
 * list, newest first) on the next page. The other cookies of the request are the write-back's
 * (`commitCookies`, app/context.server.ts), which also keeps the toasts still pending after this one.
 */
export async function redirectWithToast(to: string | null | undefined, toast: Toast | Toast[] | null, opts: { fallback?: string } = {}) {
  const headers = new Headers();
  if (toast && (!Array.isArray(toast) || toast.length > 0)) headers.append("Set-Cookie", await setToast(toast));
  return redirect(safeRedirectTo(to, opts.fallback ?? "/"), { status: 303, headers });
}

/** A toast as the page shows it: with a key unique within the page (radix Toast and React keys). */
export type ShownToast = Toast & { id: string };

/**
 * Reads the pending toasts of the request, newest first, for the page being rendered. Each gets an
 * `id` so a repeated message shown again remounts (and restarts its timer). Reading is consuming:
 * the write-back (`toastSetCookie`) then removes the cookie — unless the answer is a redirect, which
 * shows nothing and so keeps them for the page it leads to.
 */
export async function takeToast(request: Request): Promise<{ toasts: ShownToast[] }> {
  const session = await toastStorage.getSession(request.headers.get("Cookie"));
  const toasts = parseToasts(session.get("toasts") ?? session.get("toast"));
  if (toasts.length === 0) return { toasts: [] };
  const stamp = randomUUID();
  return { toasts: toasts.map((t, i) => ({ ...t, id: `${stamp}-${i}` })) };
}

/** The toasts a `__toast` Set-Cookie value (e.g. `redirectWithToast`'s) carries, newest first; [] when none or unsigned. */
export async function toastsOfSetCookie(setCookie: string): Promise<Toast[]> {
  const session = await toastStorage.getSession(setCookie.split(";")[0] ?? null);
  return parseToasts(session.get("toasts"));
}

/**
 * The write-back's `__toast` Set-Cookie value for a request whose Cookie header is `cookieHeader`:
 * - `fresh` toasts (newest first) for the next page, followed by the request's pending ones unless
 *   this answer `shown` them (at most TOASTS.max);
 * - nothing fresh but the pending ones shown: the cookie removed (not kept empty), so the visitor's
 *   later pages carry no toast cookie and are anonymous pages again, served from the page cache;
 * - else null (no cookie written).
 */
export async function toastSetCookie(cookieHeader: string | null, input: { fresh: Toast[]; shown: boolean }): Promise<string | null> {
  if (input.fresh.length > 0) return setToast(input.fresh, input.shown ? null : cookieHeader);
  return input.shown ? toastStorage.destroySession(await toastStorage.getSession()) : null;
}

const authStorage = createCookieSessionStorage({ cookie: { ...baseCookie, name: "__session" } });
/** How long a remembered login lasts (spec: "remember me"), seconds. */
export const REMEMBER_SECONDS = 60 * 60 * 24 * 30;

const registrationDraftSchema = z.object({
  userId: z.number().int(),
  token: z.string(),
  email: z.string(),
  name: z.string(),
  phone: z.string(),
});
export type RegistrationDraft = z.infer<typeof registrationDraftSchema>;

const consentFlagsSchema = z.object({ marketing: z.boolean(), affiliate: z.boolean(), performance: z.boolean() });
/** Whether each consent is given (ADR 0027). */
export type ConsentFlags = z.infer<typeof consentFlagsSchema>;
/** Nothing consented to: a guest, or a customer who gave no consent. */
export const NO_CONSENTS: ConsentFlags = { marketing: false, affiliate: false, performance: false };

/** Shortcut ids as kept in `__session` (the upstream's own bounds). */
const SHORTCUT_ID = /^[a-z0-9-]{1,40}$/;
const shortcutsSchema = z.array(z.string().regex(SHORTCUT_ID)).max(MAX_SHORTCUTS);

/**
 * The account session of a request: the JWT, the registration draft and the reset email (read live:
 * what a setter changed is what the next read sees), `end()` to remove it, and `setCookie()`, the
 * write-back's value. A tampered cookie is an empty session.
 */
export async function getAuthSession(request: Request) {
  const session = await authStorage.getSession(request.headers.get("Cookie"));
  // No flash keys live in `__session`, so `get` never changes the data it is compared with.
  const read = JSON.stringify(session.data);
  let ended = false;
  const str = (key: string) => {
    const v = session.get(key);
    return typeof v === "string" && v ? v : null;
  };
  const change = (apply: () => void) => {
    ended = false;
    apply();
  };
  return {
    get token() {
      return str("token");
    },
    get remember() {
      return session.get("remember") === true;
    },
    get draft() {
      return registrationDraftSchema.safeParse(session.get("register_form")).data ?? null;
    },
    get resetEmail() {
      return str("reset_email");
    },
    /** The ePayModel of the order being paid (spec §4: kept, then posted from /thanh-toan/epay). */
    get epayModel(): EpayModel | null {
      return epayModelSchema.safeParse(session.get("epay_model")).data ?? null;
    },
    setEpayModel(model: EpayModel | null) {
      change(() => (model ? session.set("epay_model", model) : session.unset("epay_model")));
    },
    setToken(token: string, remember: boolean) {
      change(() => {
        session.set("token", token);
        session.set("remember", remember);
      });
    },
    setDraft(value: RegistrationDraft | null) {
      change(() => (value ? session.set("register_form", value) : session.unset("register_form")));
    },
    /**
     * The signed-in customer's navigation shortcuts (ids of app/features/navigation, as the upstream
     * last answered them — set at login and after each saved change), so that the toolbar needs no
     * upstream call per page. A missing or malformed value is [].
     */
    get shortcuts(): string[] {
      return shortcutsSchema.safeParse(session.get("shortcuts")).data ?? [];
    },
    /** Keeps the ids of the navigation's form only (/^[a-z0-9-]{1,40}$/), at most MAX_SHORTCUTS: what the reader accepts. */
    setShortcuts(ids: string[]) {
      change(() => session.set("shortcuts", ids.filter((id) => SHORTCUT_ID.test(id)).slice(0, MAX_SHORTCUTS)));
    },
    /**
     * The signed-in customer's consents (ADR 0027) as the upstream last answered them — set at login
     * and after each change in the privacy centre —, so that the web-vitals beacon and affiliate links
     * can respect them without an upstream call per page. Missing or malformed = none given.
     */
    get consents(): ConsentFlags {
      return consentFlagsSchema.safeParse(session.get("consents")).data ?? NO_CONSENTS;
    },
    setConsents(flags: ConsentFlags) {
      change(() => session.set("consents", { marketing: flags.marketing, affiliate: flags.affiliate, performance: flags.performance }));
    },
    setResetEmail(email: string | null) {
      change(() => (email ? session.set("reset_email", email) : session.unset("reset_email")));
    },
    /**
     * Ends the session (logout, expired or revoked JWT): everything in it is dropped and the
     * write-back removes the cookie. A setter called afterwards starts a new session.
     */
    end() {
      for (const key of Object.keys(session.data)) session.unset(key);
      ended = true;
    },
    /** Whether the session was ended or differs from what the request carried. */
    changed: () => ended || JSON.stringify(session.data) !== read,
    /**
     * The write-back's Set-Cookie value: the removal after `end()`, the session when changed —
     * persistent for REMEMBER_SECONDS when "remember me" was chosen —, else null.
     */
    async setCookie(): Promise<string | null> {
      if (ended) return authStorage.destroySession(session);
      if (JSON.stringify(session.data) === read) return null;
      return authStorage.commitSession(session, session.get("remember") === true ? { maxAge: REMEMBER_SECONDS } : undefined);
    },
  };
}

const settingsStorage = createCookieSessionStorage({ cookie: { ...baseCookie, name: "__settings", maxAge: 60 * 60 * 24 * 365 } });

/**
 * The visitor's display settings (ADR 0016) from the signed `__settings` cookie (1 year):
 * `{ settings, stored, save(next), setCookie() }`. A missing, unsigned, tampered or outdated cookie — or
 * any value outside its list — yields the defaults field by field (`parseDisplaySettings`), never an
 * error; `stored` says whether the cookie carried settings at all. `save(next)` makes `next` the
 * settings of this request and of the write-back (`setCookie()`: null when nothing was saved).
 */
export async function getSettingsCookie(request: Request) {
  return settingsFromCookieHeader(request.headers.get("Cookie"));
}

/** `getSettingsCookie` from a `Cookie` header (`null`: no cookies). */
async function settingsFromCookieHeader(cookieHeader: string | null) {
  const session = await settingsStorage.getSession(cookieHeader);
  const raw: unknown = session.get("settings");
  let saved = false;
  return {
    settings: parseDisplaySettings(raw),
    stored: raw !== undefined,
    save(next: DisplaySettings) {
      this.settings = next;
      session.set("settings", next);
      saved = true;
    },
    changed: () => saved,
    async setCookie(): Promise<string | null> {
      return saved ? settingsStorage.commitSession(session) : null;
    },
  };
}

const DEFAULT_SETTINGS_VARIANT = JSON.stringify(parseDisplaySettings(undefined));

/**
 * The page cache's variant of an anonymous document (app/utils/page-cache.server.ts): the
 * display settings it is rendered with, as JSON — the only cookie a shareable page depends on. A
 * header without `__settings` (the common case) costs no parsing; a tampered cookie gives the
 * defaults' variant, as it gives the defaults' page.
 */
export async function pageCacheVariant(cookieHeader: string | null): Promise<string> {
  if (!cookieHeader?.includes("__settings=")) return DEFAULT_SETTINGS_VARIANT;
  const { settings } = await settingsFromCookieHeader(cookieHeader);
  return JSON.stringify(settings);
}

/** The state of one Google login attempt between its two legs, only ever sent to /dang-nhap/google…. */
const oidcStorage = createCookieSessionStorage({
  cookie: { ...baseCookie, name: "__oidc", path: "/dang-nhap/google", maxAge: 600 },
});

/**
 * The `__oidc` cookie of a request (the Google sign-in's state, nonce, PKCE verifier and `redirectTo`,
 * 10 minutes; app/features/auth/google.server.ts parses `attempt`): `set(attempt)` starts a new attempt,
 * `clear()` makes it single-use, `setCookie()` is the write-back's value (null when neither was called).
 */
export async function getOidcCookie(request: Request) {
  const session = await oidcStorage.getSession(request.headers.get("Cookie"));
  let write: "set" | "clear" | null = null;
  return {
    attempt: session.get("attempt") as unknown,
    set(attempt: unknown) {
      session.set("attempt", attempt);
      write = "set";
    },
    clear() {
      write = "clear";
    },
    changed: () => write !== null,
    async setCookie(): Promise<string | null> {
      if (write === "clear") return oidcStorage.destroySession(session);
      return write === "set" ? oidcStorage.commitSession(session) : null;
    },
  };
}
