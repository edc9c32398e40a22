/**
 * The shopper's cart, one interface for guests and customers (spec §3 Cart, §4 cart transitions,
 * ADR 0002): a guest's lines live in the signed `__cart` cookie and are priced by the `-without-login`
 * calls; a logged-in customer's cart lives in the upstream (`/api/Order…`). Both keep the checkout
 * key, the contact typed at checkout and the remembered order keys in the cookie.
 *
 * Route modules get a store with `cartFor(context)` and never branch on who is shopping; there is one
 * store per request (the root loader's badge and the page share it: the account cart is fetched once).
 * Money is integer VND; prices, stock and totals always come from the upstream.
 */
import type { RequestContext, RouteArgs } from "~/context.server";
import { getAuth, upstreamFor } from "~/features/auth/auth.server";
import { DEFAULT_CODE_ERROR, normalizeCode } from "~/features/cart/codes";
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from "~/constants";
import { newCheckoutKey, type GuestCart } from "~/session.server";
import * as accountCart from "~/upstream/account-cart.server";
import { UpstreamError, type UpstreamClient } from "~/upstream/client.server";
import { applyAccountCode, applyGuestCode, removeAccountCode } from "~/upstream/discount.server";
import {
  calculateGuestCart,
  checkGuestInventory,
  checkoutGuest,
  getGuestPaymentMethods,
  type CheckoutResult,
  type InvoiceRequest,
  type PaymentMethod,
} from "~/upstream/order.server";
import type { AccountCart, Cart, CheckoutContact, CodeKind, PaymentMethodOption, StoredLine } from "~/upstream/schemas";
import { forgetSessionData, rememberSessionData, sessionDataClock, sessionDataFor } from "~/features/personal/session-data.server";
import { forgetCartPages } from "./cart-page-cache.server";

/** The customer changed their cart through this storefront: their badge count and kept cart pages go at once. */
function forgetCustomerCart(token: string) {
  forgetSessionData(token);
  forgetCartPages(token);
}

/** Lines with `productSaleId` set to `quantity` (added at the end when absent, removed when 0). */
function withQuantity(lines: readonly StoredLine[], productSaleId: number, quantity: number): StoredLine[] {
  const index = lines.findIndex((l) => l.productSaleId === productSaleId);
  if (quantity <= 0) return lines.filter((l) => l.productSaleId !== productSaleId);
  const line = { productSaleId, quantity };
  if (index === -1) return [...lines, line];
  return lines.map((l, i) => (i === index ? line : l));
}

type LineChange = { ok: true } | { ok: false; message: string; status: 400 | 404 };

/** What placing an order needs besides the cart (ADR 0003). */
interface PlaceOrder {
  paymentMethod: PaymentMethod;
  idempotencyKey: string;
  returnUrl: string;
  ipAddr?: string;
  /** Contact for digital-only orders, which skip the address step. */
  contact: Pick<CheckoutContact, "name" | "phone" | "email">;
  /** From the priced cart the shopper confirmed: no address is sent for digital-only orders. */
  isOnlyDigital: boolean;
  /** The VAT invoice asked for at the payment step (ADR 0025), or null. */
  invoice?: InvoiceRequest | null;
}

export interface CartStore {
  readonly kind: "guest" | "account";
  /**
   * Cookie-held checkout state (key, contact, remembered orders): mutate it in place; the request
   * context writes the cookie back when it changed (`commitCookies`, ADR 0011).
   */
  readonly state: GuestCart;
  /** True when `view()` corrected the stored state (e.g. dropped books that are no longer sold). */
  readonly changed: boolean;
  /** The priced cart with the shipping fee to the saved address, or null when empty. */
  view(): Promise<Cart | null>;
  /** Σ quantities (the header badge). */
  count(): Promise<number>;
  /** Adds `quantity` copies (mode "add") or sets the line to it (mode "set"), checked against stock. */
  change(productSaleId: number, quantity: number, mode: "add" | "set"): Promise<LineChange>;
  remove(productSaleId: number): Promise<void>;
  /** The §4 inventory check. @throws UpstreamError 409 with `data.problems` when a line is short. */
  checkInventory(): Promise<{ isOnlyDigital: boolean }>;
  /** Saves the shipping contact and address (checkout step 1). */
  saveAddress(contact: CheckoutContact): Promise<void>;
  /**
   * The payment methods the upstream offers for this cart, in display order, each available or with
   * its reason (ADR 0022); VNPay and ePay when the upstream has no such call (404).
   */
  paymentMethods(): Promise<PaymentMethodOption[]>;
  /**
   * Places the order (spec §4 checkout) → the gateway URL, the ePayModel or the placed order (COD,
   * VietQR). @throws UpstreamError as the upstream answers.
   */
  placeOrder(input: PlaceOrder): Promise<CheckoutResult>;
  /**
   * Applies a voucher, promotion coupon or affiliate code (spec §4). Failure: the server's message,
   * else §8's default; a failed affiliate code is also forgotten (§4).
   */
  applyCode(kind: CodeKind, code: string): Promise<CodeResult>;
  removeCode(kind: CodeKind): Promise<void>;
}

const codeKey = { voucher: "voucherCode", coupon: "couponCode", affiliate: "affiliateCode" } as const;

/** What applying a code gave: success, or the message to show and the upstream's `errorCode` (null when none). */
type CodeResult = { ok: true } | { ok: false; message: string; code: string | null };

/** A failed code's message: the upstream's for a 4xx, §8's default otherwise (with the upstream's errorCode). */
function codeFailure(error: unknown, kind: CodeKind): CodeResult {
  if (error instanceof UpstreamError && error.status < 500) {
    return { ok: false, message: error.message || DEFAULT_CODE_ERROR[kind], code: error.code };
  }
  throw error;
}

const tooMany = (has: number): LineChange => ({
  ok: false,
  status: 400,
  message: `Mỗi đầu sách chỉ đặt tối đa ${MAX_LINE_QUANTITY} cuốn; giỏ hàng đã có ${has} cuốn.`,
});

/** The Vietnamese message of a line the upstream could not price as asked (guest checks). */
async function checkLine(client: UpstreamClient, line: StoredLine): Promise<LineChange> {
  const priced = await calculateGuestCart(client, [line]);
  const problem = priced.problems[0];
  if (!problem) return { ok: true };
  if (problem.reason === "not_found") return { ok: false, status: 404, message: "Sản phẩm không tồn tại hoặc đã ngừng bán." };
  if (problem.reason === "out_of_stock") return { ok: false, status: 400, message: `“${problem.name}” đã hết hàng.` };
  return {
    ok: false,
    status: 400,
    message: `“${problem.name}” chỉ còn ${problem.available} cuốn, bạn không thể đặt ${problem.requested} cuốn.`,
  };
}

function guestStore(client: UpstreamClient, state: GuestCart): CartStore {
  let changed = false;
  const setLines = (lines: StoredLine[]) => {
    state.lines = lines;
    state.checkoutKey = null;
  };
  return {
    kind: "guest",
    state,
    get changed() {
      return changed;
    },
    async view() {
      if (!state.lines.length) return null;
      const cart = await calculateGuestCart(client, state.lines, state.contact?.wardId, state);
      // Books that are no longer sold are dropped so the badge and the cart agree.
      const gone = new Set(cart.problems.filter((p) => p.reason === "not_found").map((p) => p.productSaleId));
      if (gone.size) {
        setLines(state.lines.filter((l) => !gone.has(l.productSaleId)));
        changed = true;
      }
      // §4: a failed affiliate code is forgotten (e.g. one from a link that is not valid).
      if (state.affiliateCode && cart.codeProblems.some((p) => p.kind === "affiliate")) {
        state.affiliateCode = null;
        changed = true;
      }
      return cart;
    },
    async count() {
      return state.lines.reduce((n, l) => n + l.quantity, 0);
    },
    async change(productSaleId, quantity, mode) {
      const has = state.lines.find((l) => l.productSaleId === productSaleId)?.quantity ?? 0;
      const wanted = mode === "add" ? has + quantity : quantity;
      if (wanted > MAX_LINE_QUANTITY) return tooMany(has);
      const next = withQuantity(state.lines, productSaleId, wanted);
      if (next.length > MAX_CART_LINES)
        return { ok: false, status: 400, message: `Giỏ hàng chỉ chứa tối đa ${MAX_CART_LINES} đầu sách khác nhau.` };
      const checked = await checkLine(client, { productSaleId, quantity: wanted });
      if (checked.ok) setLines(next);
      return checked;
    },
    async remove(productSaleId) {
      setLines(withQuantity(state.lines, productSaleId, 0));
    },
    async checkInventory() {
      if (!state.lines.length) throw new UpstreamError(400, "Giỏ hàng của bạn đang trống.", null);
      return checkGuestInventory(client, state.lines);
    },
    async saveAddress(contact) {
      state.contact = contact;
    },
    async applyCode(kind, code) {
      try {
        await applyGuestCode(client, kind, normalizeCode(code), {
          lines: state.lines,
          codes: state,
          wardId: state.contact?.wardId ?? null,
        });
        state[codeKey[kind]] = normalizeCode(code);
        state.checkoutKey = null;
        return { ok: true };
      } catch (error) {
        if (kind === "affiliate") state.affiliateCode = null;
        return codeFailure(error, kind);
      }
    },
    async removeCode(kind) {
      state[codeKey[kind]] = null;
      state.checkoutKey = null;
    },
    async paymentMethods() {
      return getGuestPaymentMethods(client, state.lines, state.contact?.wardId ?? null, state);
    },
    async placeOrder(input) {
      return checkoutGuest(client, {
        lines: state.lines,
        codes: state,
        ...input.contact,
        address: input.isOnlyDigital ? "" : (state.contact?.address ?? ""),
        wardId: input.isOnlyDigital ? null : (state.contact?.wardId ?? null),
        paymentMethod: input.paymentMethod,
        idempotencyKey: input.idempotencyKey,
        returnUrl: input.returnUrl,
        ipAddr: input.ipAddr,
        invoice: input.invoice ?? null,
      });
    },
  };
}

/**
 * A customer's cart (in the upstream). Its count comes from the per-token session data
 * (app/features/personal/session-data.server.ts) unless this request loads the whole cart anyway;
 * every change drops that data and the customer's kept cart pages (cart-page-cache.server.ts), so
 * neither the badge nor the cart page is ever behind the customer's own action.
 */
function accountStore(client: UpstreamClient, state: GuestCart, token: string): CartStore {
  let current: Promise<AccountCart> | null = null;
  const load = () => {
    if (current) return current;
    const startedAt = sessionDataClock();
    current = accountCart.getAccountCart(client);
    void current.then((cart) => rememberSessionData(token, { cartCount: cart.totalProducts }, startedAt)).catch(() => undefined);
    return current;
  };
  const changedLines = () => {
    current = null;
    state.checkoutKey = null;
    forgetCustomerCart(token);
  };
  return {
    kind: "account",
    state,
    changed: false,
    async view() {
      const cart = await load();
      return cart.cartDetails.length ? cart : null;
    },
    async count() {
      if (current) return (await current).totalProducts;
      return (await sessionDataFor(token, async () => ({ cartCount: (await load()).totalProducts }))).cartCount;
    },
    async change(productSaleId, quantity, mode) {
      const line = (await load()).cartDetails.find((l) => l.productSaleId === productSaleId);
      const has = line?.quantity ?? 0;
      if ((mode === "add" ? has + quantity : quantity) > MAX_LINE_QUANTITY) return tooMany(has);
      try {
        if (mode === "set" && line) await accountCart.updateLine(client, line.cartDetailId, quantity);
        else await accountCart.addProduct(client, productSaleId, mode === "add" ? quantity : quantity - has);
      } catch (error) {
        if (error instanceof UpstreamError && (error.status === 400 || error.status === 404 || error.status === 409)) {
          return { ok: false, status: error.status === 404 ? 404 : 400, message: error.message };
        }
        throw error;
      }
      changedLines();
      return { ok: true };
    },
    async remove(productSaleId) {
      const line = (await load()).cartDetails.find((l) => l.productSaleId === productSaleId);
      if (line) await accountCart.removeLine(client, line.cartDetailId);
      changedLines();
    },
    async checkInventory() {
      return accountCart.checkInventory(client);
    },
    async saveAddress(contact) {
      state.contact = contact;
      await accountCart.setAddress(client, contact);
      current = null;
      forgetCustomerCart(token);
    },
    async applyCode(kind, code) {
      try {
        await applyAccountCode(client, kind, normalizeCode(code));
        changedLines();
        if (kind === "affiliate") state.affiliateCode = null;
        return { ok: true };
      } catch (error) {
        if (kind === "affiliate") state.affiliateCode = null;
        return codeFailure(error, kind);
      }
    },
    async removeCode(kind) {
      await removeAccountCode(client, kind);
      changedLines();
    },
    async paymentMethods() {
      return accountCart.getPaymentMethods(client);
    },
    async placeOrder(input) {
      const cart = await load();
      if (input.isOnlyDigital && !cart.address) {
        await accountCart.setAddress(client, { ...input.contact, address: "", wardId: null });
      }
      try {
        return await accountCart.checkout(client, input);
      } finally {
        // A placed order empties the account cart.
        forgetCustomerCart(token);
      }
    },
  };
}

const CART_STORE = Symbol("cart store");

/**
 * The cart of the shopper making the request: the account cart when logged in, else the guest cart.
 * One store per request (memoised on the context), so its account cart is fetched at most once.
 */
export function cartFor(context: RequestContext): Promise<CartStore> {
  return context.memo(CART_STORE, async () => {
    const [{ user, token }, client, { cart }] = await Promise.all([getAuth(context), upstreamFor(context), context.guestCart()]);
    return user && token ? accountStore(client, cart, token) : guestStore(client, cart);
  });
}

/** Starts (or restarts) a checkout: a fresh one-time key for the order about to be placed. */
export function startCheckout(state: GuestCart): string {
  state.checkoutKey = newCheckoutKey();
  return state.checkoutKey;
}

/**
 * Moves a guest's lines and codes into the account cart at login (one add per line), then
 * clears them from the cookie. Returns the messages of what the account cart refused.
 */
export async function mergeGuestCart(client: UpstreamClient, guest: GuestCart): Promise<string[]> {
  const refused: string[] = [];
  for (const line of guest.lines) {
    try {
      await accountCart.addProduct(client, line.productSaleId, line.quantity);
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      refused.push(error.message);
    }
  }
  // A guest's codes follow the cart into the account (an affiliate link's code too).
  for (const kind of ["voucher", "coupon", "affiliate"] as const) {
    const code = guest[codeKey[kind]];
    if (!code) continue;
    try {
      await applyAccountCode(client, kind, code);
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      refused.push(`${code}: ${error.message}`);
    }
    guest[codeKey[kind]] = null;
  }
  guest.lines = [];
  guest.checkoutKey = null;
  return refused;
}

/**
 * An affiliate link (`?affiliateCode=CODE` on any page): the shopper lands on the same URL without it
 * (302). The code is remembered in the cart cookie only for a signed-in customer who allowed
 * affiliate attribution (ADR 0027); anyone else is told they may type the code in the cart themselves. A guest's cart is priced with
 * it (and forgets it if it is not valid, §4); a customer's is given it at the next checkout (a POST).
 * Returns null when the URL has no such parameter.
 */
export async function rememberAffiliateLink({ request, context }: RouteArgs): Promise<Response | null> {
  const url = new URL(request.url);
  const raw = url.searchParams.get("affiliateCode");
  if (raw === null || request.method !== "GET") return null;
  url.searchParams.delete("affiliateCode");
  const code = normalizeCode(raw);
  if (/^[A-Z0-9_-]{1,50}$/.test(code)) {
    const auth = await context.authSession();
    if (auth.token && auth.consents.affiliate) (await context.guestCart()).cart.affiliateCode = code;
    else
      context.flashToast({
        type: "info",
        message: `Mã cộng tác viên ${code} chưa được ghi nhận vì bạn chưa cho phép ghi nhận mã cộng tác viên. Bạn có thể tự nhập mã trong giỏ hàng.`,
      });
  }
  return new Response(null, { status: 302, headers: { Location: url.pathname + url.search } });
}
