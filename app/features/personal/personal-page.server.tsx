/**
 * Signed-in customers' static pages (ADR 0030): a customer's GET of a page whose route is a
 * `STATIC_PAGE` (cache-policy.ts) is answered with the anonymous copy of the page cache (the same
 * key: URL, host, display settings) with the personal pieces filled in by the server
 * (slots.server.ts): the top bar's greeting and account menu, the cart count, the shortcut toolbar,
 * the product page's shipping estimate to their province and the web-vitals mark.
 * The storefront's HTTP server (storefront/server.ts) asks `servePersonalPage` before rendering a
 * customer's page, through the server build's `personalPages` (app/entry.server.tsx).
 *
 * What it needs besides the anonymous copy:
 * - the customer, from `__session` (the JWT's name and roles, the pinned shortcuts): no upstream call;
 * - the cart count, from the per-token session data (session-data.server.ts, one upstream call per
 *   token every few seconds; a 401 or any failure → `null`, and the full render ends the session as before);
 * - on a printed book's page without a chosen province, the shipping estimate to the customer's
 *   province (kept with the session data; the quote kept per book and province for a few seconds:
 *   app/features/catalog/shipping-estimate.server.ts); none saved → the anonymous estimate stays;
 * - whether they allowed performance measurement (`__session`'s consents): their page then carries
 *   `data-vitals` as their full render would (ADR 0027);
 * - the account region for this URL (`accountSlotOf`): rendered once per page key by the app itself
 *   for a placeholder customer (`markSlotTemplate`: the root loader then shows SLOT_NAME as the
 *   user, with no cookie read), kept TEMPLATE_TTL_MS in a bounded LRU. Never sent to anyone as is.
 *
 * `null` (the caller renders the page in full, as before) for: no valid session, a page that is not
 * a stored static page (remembered per key for NOT_PERSONAL_TTL_MS so a private page costs one
 * anonymous render a minute at most), a failed cart count, a template without the slots.
 * The answer is never stored: `private, no-store` (the caller).
 */
import { LRUCache } from "lru-cache";
import { renderToStaticMarkup } from "react-dom/server";
import { createRequestContext, type RequestContext } from "~/context.server";
import { env } from "~/env.server";
import { getAuth } from "~/features/auth/auth.server";
import { cartFor } from "~/features/cart/cart.server";
import { ProvinceSelect, ShippingEstimateMessage } from "~/features/catalog/shipping-estimate";
import { customerShippingEstimate } from "~/features/catalog/shipping-estimate.server";
import { NavToolbar } from "~/features/navigation/nav-toolbar";
import { shortcutLinks } from "~/features/navigation/shortcuts";
import { pageBody, servePage, type CachedPage, type PageCacheState } from "~/utils/page-cache.server";
import { forgetSessionData, tokensChangedBy } from "./session-data.server";
import { accountSlotOf, fillSlotsInBody, SLOT_NAME, slotsOfBody, type EstimatePieces } from "./slots.server";

/** How long a page's account region is reused (ms): as long as its anonymous copy may be. */
const TEMPLATE_TTL_MS = 60_000;
/** Bytes of account regions kept (each ~3 KB: ~1,300 pages). */
const TEMPLATE_MAX_BYTES = 4 * 1024 * 1024;
/** How long a page key found not personalisable is rendered in full without asking again (ms). */
const NOT_PERSONAL_TTL_MS = 60_000;

const templates = newTemplates();
const templateRenders = new Map<string, Promise<string | null>>();
const notPersonal = new LRUCache<string, true>({ max: 5_000, ttl: NOT_PERSONAL_TTL_MS });
const templateContexts = new WeakSet<RequestContext>();

function newTemplates() {
  return new LRUCache<string, string>({
    maxSize: TEMPLATE_MAX_BYTES,
    sizeCalculation: (slot, key) => slot.length + key.length + 64,
    ttl: TEMPLATE_TTL_MS,
  });
}

/** The placeholder customer of a template render (see `markSlotTemplate`). */
export const SLOT_TEMPLATE_USER = Object.freeze({ name: SLOT_NAME, roles: [] as string[] });

/**
 * Marks `context` as a template render's: its root loader shows {@link SLOT_TEMPLATE_USER} (see
 * `isSlotTemplate`). Only the storefront's server can mark a context (no header or cookie can).
 */
export function markSlotTemplate(context: RequestContext): void {
  templateContexts.add(context);
}

/** Whether `context` is a template render's (the root loader's question). */
export function isSlotTemplate(context: RequestContext): boolean {
  return templateContexts.has(context);
}

/** The names of the cookies of a `Cookie` header. */
function cookieNames(cookieHeader: string | null | undefined): string[] {
  return (cookieHeader ?? "").split(";").map((pair) => pair.split("=")[0]?.trim() ?? "");
}

/**
 * Whether a request may get a personalised static page: the page cache is on, a GET or HEAD of a
 * document (not single fetch's `.data`), with the `__session` cookie and without `__toast` (a
 * pending toast is shown, and consumed, by the full render).
 */
export function isPersonalCandidate(method: string, pathname: string, cookieHeader: string | null | undefined): boolean {
  if (!env.pageCache || (method !== "GET" && method !== "HEAD") || pathname.endsWith(".data")) return false;
  const names = cookieNames(cookieHeader);
  return names.includes("__session") && !names.includes("__toast");
}

/** What `servePersonalPage` answers: the anonymous copy's status and headers, the filled body. */
export interface PersonalPage {
  status: number;
  /** The stored copy's headers (its Cache-Control is the caller's to replace). */
  headers: [string, string][];
  /** The document's bytes, in order. */
  body: Buffer[];
  /** How the anonymous copy was found. */
  state: PageCacheState;
  /** Server-Timing entries of the customer's data (upstream calls, session reads). */
  timing: string;
}

/** The cart count of the context's customer, or null when it cannot be had (the full render decides). */
async function cartCountOf(context: RequestContext): Promise<number | null> {
  try {
    return await (await cartFor(context)).count();
  } catch (error) {
    if (!(error instanceof Response)) context.log.warn("personal page: the cart count failed; rendering in full", error);
    return null;
  }
}

/**
 * The shipping estimate of printed book `productSaleId` to the context's customer's province, as the
 * slots' HTML; `undefined` when they have none saved (the anonymous estimate stays), `null` when it
 * cannot be had (a 401 or an upstream failure: the full render decides).
 */
async function estimatePiecesOf(context: RequestContext, productSaleId: number): Promise<EstimatePieces | null | undefined> {
  try {
    const estimate = await customerShippingEstimate(context, productSaleId);
    if (!estimate) return undefined;
    return {
      messageHtml: renderToStaticMarkup(<ShippingEstimateMessage estimate={estimate} />),
      selectHtml: renderToStaticMarkup(<ProvinceSelect cities={estimate.cities} cityId={estimate.cityId} slot />),
    };
  } catch (error) {
    if (!(error instanceof Response)) context.log.warn("personal page: the shipping estimate failed; rendering in full", error);
    return null;
  }
}

/** The account region of `key`: kept, else rendered once (concurrent callers share the render). */
async function accountSlotFor(key: string, renderTemplate: () => Promise<Response>): Promise<string | null> {
  const kept = templates.get(key);
  if (kept !== undefined) return kept || null;
  let pending = templateRenders.get(key);
  if (!pending) {
    pending = (async () => {
      const response = await renderTemplate();
      if (response.status !== 200) {
        await response.body?.cancel();
        return null;
      }
      const slot = accountSlotOf(await response.text());
      templates.set(key, slot ?? ""); // "" = this page has no account region: not asked again for a while
      return slot;
    })().finally(() => templateRenders.delete(key));
    templateRenders.set(key, pending);
  }
  return pending;
}

/**
 * The customer's copy of the static page of `key` (module docs), or `null` to render it in full.
 * `request` is the customer's (only its cookies are read); `renderAnonymous(background)` renders the
 * page for an anonymous visitor with the same display settings (the page cache's render);
 * `renderTemplate()` renders it for a context marked with `markSlotTemplate`.
 */
export async function servePersonalPage(input: {
  key: string;
  request: Request;
  renderAnonymous: (background: boolean) => Promise<Response>;
  renderTemplate: () => Promise<Response>;
}): Promise<PersonalPage | null> {
  const { key } = input;
  if (notPersonal.has(key)) return null;
  const context = createRequestContext(input.request);
  const { user, token, auth } = await getAuth(context);
  if (!user || !token) return null;
  const [answer, cartCount] = await Promise.all([servePage(key, input.renderAnonymous), cartCountOf(context)]);
  if ("response" in answer) {
    await answer.response.body?.cancel();
    notPersonal.set(key, true);
    return null;
  }
  const page: CachedPage = answer.page;
  if (!page.personalisable) {
    notPersonal.set(key, true);
    return null;
  }
  if (cartCount === null) return null;
  const slot = await accountSlotFor(key, input.renderTemplate);
  if (!slot) return null;
  const shortcuts = shortcutLinks(auth.shortcuts, user.roles);
  const toolbarHtml = shortcuts.length ? renderToStaticMarkup(<NavToolbar shortcuts={shortcuts} />) : "";
  const stored = await pageBody(key, page);
  const productSaleId = slotsOfBody(stored)?.estimate?.productSaleId;
  const estimate = productSaleId === undefined ? undefined : await estimatePiecesOf(context, productSaleId);
  if (estimate === null) return null;
  const body = fillSlotsInBody(
    stored,
    slot,
    { name: user.name, cartCount, toolbarHtml },
    { estimate, measureVitals: auth.consents.performance },
  );
  if (body === null) {
    context.log.warn(`personal page: ${key.split("\n").slice(1).join(" ")} has no slots to fill; rendering in full`);
    notPersonal.set(key, true);
    return null;
  }
  return { status: page.status, headers: page.headers, body, state: answer.state, timing: context.serverTiming() };
}

/**
 * The bearer token of the context's session as the request found it (before its action ran), to
 * drop its session data once the request is answered (`forgetSessionDataAfter`).
 */
export async function tokenOf(context: RequestContext): Promise<string | null> {
  return (await context.authSession()).token;
}

/**
 * After a customer's request: drops the session data of the tokens it made stale
 * (`tokensChangedBy`: a mutation or a changed session), so the next page shows what the customer
 * just did.
 */
export async function forgetSessionDataAfter(context: RequestContext, before: string | null): Promise<void> {
  for (const token of await tokensChangedBy(context, before)) forgetSessionData(token);
}
