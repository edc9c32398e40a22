/**
 * The personal pieces of a static page (ADR 0030): a signed-in customer's copy of a browsing page is
 * the anonymous copy of the page cache with the few places that depend on the customer replaced by
 * string operations, without rendering the page again. The places are marked by the site header
 * (app/features/layout/site-header.tsx) with `data-slot` attributes:
 *
 * - `data-slot="account"`: the top bar (hotline, tagline, the account entries); for a customer it is
 *   preceded by the layout1 side-navigation name (`data-slot="side-user"`). Replaced whole by the
 *   customer's variant, taken from a template render of the same page for a placeholder customer
 *   named {@link SLOT_NAME} (see `accountSlotOf`), with the name filled in, HTML-escaped.
 * - `data-slot="cart-count"`: the cart badge's text (0 on an anonymous page).
 * - `data-slot="main-nav"`: the main navigation; the customer's shortcut toolbar (rendered apart, no
 *   user text in it) goes right after it, where the header renders it.
 *
 * and, on the product page of a printed book without a province chosen in the URL, by the shipping
 * estimate (app/features/catalog/shipping-estimate.tsx) — optional, but then both or neither:
 *
 * - `data-slot="shipping-estimate"` (with `data-product-sale-id`): its content, the estimate's message,
 *   replaced by the message for the customer's province;
 * - `data-slot="shipping-province"`: the province select, replaced whole (their province selected).
 *
 * The progressive script (`<script data-progressive="<route id>">`, app/root.tsx) gets `data-vitals`
 * for a customer who allowed performance measurement (ADR 0027), as their full render would.
 *
 * React's HTML is well formed and escapes `<` in text and attribute values, so an element's end is
 * found by counting its tag's openings and closings (`elementEnd`). Every function here is pure;
 * a missing or doubled slot gives `null`, and the caller renders the page in full instead.
 */
import { USERNAME_MAX_CHARS } from "~/constants";
import { truncateName } from "~/utils/text";

/** The placeholder customer name of the template render (short enough never to be truncated). */
export const SLOT_NAME = "@@NAME@@";

/** What the filled page shows of its customer. */
export interface PersonalPieces {
  /** The customer's name as in the JWT (any text: escaped here). */
  name: string;
  /** Σ quantities of the account cart. */
  cartCount: number;
  /** The shortcut toolbar's HTML (app/features/navigation/nav-toolbar.tsx), "" when none is pinned. */
  toolbarHtml: string;
}

/** Escapes text for HTML text and double- or single-quoted attribute values (as React does). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c] ?? c);
}

/** Index of the `<` of the one start tag carrying `attribute` (e.g. `data-slot="account"`); -1 if none or several. */
function uniqueTagStart(html: string, attribute: string): number {
  const at = html.indexOf(attribute);
  if (at === -1 || html.indexOf(attribute, at + attribute.length) !== -1) return -1;
  return html.lastIndexOf("<", at);
}

/**
 * The index just after the end tag of the `tag` element starting at `start` (its `<`), counting the
 * same tag's nested openings and closings; -1 when unbalanced.
 */
export function elementEnd(html: string, start: number, tag: string): number {
  const re = new RegExp(`<(/?)${tag}(?=[\\s>/])[^>]*>`, "g");
  re.lastIndex = start;
  let depth = 0;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return m.index + m[0].length;
  }
  return -1;
}

/** The tag name of the start tag at `start` (`<div …` → "div"). */
function tagAt(html: string, start: number): string | null {
  return /^<([a-z][a-z0-9]*)/.exec(html.slice(start, start + 20))?.[1] ?? null;
}

/** [start, end) of the element carrying `attribute`, or null. */
function slotRange(html: string, attribute: string): [number, number] | null {
  const start = uniqueTagStart(html, attribute);
  if (start === -1) return null;
  const tag = tagAt(html, start);
  const end = tag ? elementEnd(html, start, tag) : -1;
  return end === -1 ? null : [start, end];
}

/**
 * The customer's account region of a template page (rendered for the placeholder {@link SLOT_NAME}):
 * the side-navigation name and the top bar, as one string still holding the placeholder; `null`
 * when the page does not have them as expected.
 */
export function accountSlotOf(templateHtml: string): string | null {
  const side = slotRange(templateHtml, 'data-slot="side-user"');
  const account = slotRange(templateHtml, 'data-slot="account"');
  if (!side || !account || side[1] > account[0]) return null;
  // Only whitespace may separate them: everything in between is replaced too.
  if (templateHtml.slice(side[1], account[0]).trim() !== "") return null;
  const region = templateHtml.slice(side[0], account[1]);
  return region.includes(`Xin chào, ${SLOT_NAME}`) ? region : null;
}

/** The badge text of a cart count, as the header shows it. */
function badgeText(count: number): string {
  const n = Math.max(0, Math.floor(count || 0));
  return n > 99 ? "99+" : String(n);
}

/** Where the shipping estimate's slots are (see {@link SlotOffsets}). */
interface EstimateOffsets {
  /** The printed book the estimate is for (its `data-product-sale-id`). */
  productSaleId: number;
  /** [messageStart, messageEnd): the content of the `shipping-estimate` element. */
  messageStart: number;
  messageEnd: number;
  /** [selectStart, selectEnd): the whole `shipping-province` select. */
  selectStart: number;
  selectEnd: number;
}

/**
 * Where the slots of an anonymous page are, as offsets into `html` — a string, or a document's bytes
 * decoded as latin1 (every marker and tag is ASCII, so the offsets are then byte offsets): the top bar
 * [accountStart, accountEnd), the badge's text [badgeStart, badgeEnd), navEnd where the toolbar
 * goes, the shipping estimate's (null when the page has none), and vitalsAt where the progressive
 * script's `data-vitals` attribute goes with its value `route` (null when the page has no such
 * script). `null` when a slot is missing, doubled, out of order, or already personal (a
 * side-navigation name or a `data-vitals` in the anonymous page).
 */
export interface SlotOffsets {
  accountStart: number;
  accountEnd: number;
  badgeStart: number;
  badgeEnd: number;
  navEnd: number;
  estimate: EstimateOffsets | null;
  vitals: { at: number; route: string } | null;
}

/** How many times `text` occurs in `html`. */
function occurrences(html: string, text: string): number {
  let n = 0;
  for (let at = html.indexOf(text); at !== -1; at = html.indexOf(text, at + text.length)) n++;
  return n;
}

/** The estimate's slots: null when the page has none, "broken" when they are not as expected. */
function locateEstimate(html: string): EstimateOffsets | null | "broken" {
  const message = 'data-slot="shipping-estimate"';
  const select = 'data-slot="shipping-province"';
  const counts = [occurrences(html, message), occurrences(html, select)];
  if (counts[0] === 0 && counts[1] === 0) return null;
  if (counts[0] !== 1 || counts[1] !== 1) return "broken";
  const box = slotRange(html, message);
  const list = slotRange(html, select);
  if (!box || !list || box[1] > list[0]) return "broken";
  const startTagEnd = html.indexOf(">", box[0]) + 1;
  const id = /\sdata-product-sale-id="(\d{1,9})"/.exec(html.slice(box[0], startTagEnd))?.[1];
  const tag = tagAt(html, box[0]);
  if (!id || !tag) return "broken";
  return {
    productSaleId: Number(id),
    messageStart: startTagEnd,
    messageEnd: box[1] - `</${tag}>`.length,
    selectStart: list[0],
    selectEnd: list[1],
  };
}

/** Where `data-vitals` goes on the progressive script: null when none, "broken" when doubled or already there. */
function locateVitals(html: string): SlotOffsets["vitals"] | "broken" {
  const marker = ' data-progressive="';
  const count = occurrences(html, marker);
  if (count === 0) return null;
  if (count > 1 || html.includes(' data-vitals="')) return "broken";
  const valueStart = html.indexOf(marker) + marker.length;
  const valueEnd = html.indexOf('"', valueStart);
  const route = html.slice(valueStart, valueEnd);
  // A route id is a module path (`routes/product`); anything else is not filled in.
  if (valueEnd === -1 || !/^[\w./$-]+$/.test(route)) return "broken";
  return { at: valueEnd + 1, route };
}

/** See {@link SlotOffsets}. */
export function locateSlots(html: string): SlotOffsets | null {
  if (html.includes('data-slot="side-user"')) return null;
  const account = slotRange(html, 'data-slot="account"');
  const nav = slotRange(html, 'data-slot="main-nav"');
  const badgeTag = uniqueTagStart(html, 'data-slot="cart-count"');
  if (!account || !nav || badgeTag === -1 || !(account[1] <= badgeTag && badgeTag < nav[0])) return null;
  const badgeStart = html.indexOf(">", badgeTag) + 1;
  const badgeEnd = html.indexOf("</span>", badgeStart);
  if (badgeStart === 0 || badgeEnd === -1 || html.slice(badgeStart, badgeEnd).includes("<")) return null;
  const estimate = locateEstimate(html);
  const vitals = locateVitals(html);
  if (estimate === "broken" || vitals === "broken") return null;
  if (estimate && estimate.messageStart < nav[1]) return null;
  if (vitals && vitals.at < (estimate?.selectEnd ?? nav[1])) return null;
  return { accountStart: account[0], accountEnd: account[1], badgeStart, badgeEnd, navEnd: nav[1], estimate, vitals };
}

/** The shipping estimate for the customer's own province, rendered apart (app/features/catalog/shipping-estimate.tsx). */
export interface EstimatePieces {
  /** `ShippingEstimateMessage`'s HTML for their province. */
  messageHtml: string;
  /** `ProvinceSelect`'s HTML, their province selected, marked as the slot. */
  selectHtml: string;
}

/** What the filled page shows of its customer besides the header (see {@link fillSlots}). */
export interface PageExtras {
  /** The estimate to the customer's province; null or absent: the anonymous estimate stays. */
  estimate?: EstimatePieces | null;
  /** Whether the customer allowed performance measurement (the web-vitals beacon, ADR 0027). */
  measureVitals?: boolean;
}

/** The customer's replacements, as [start, end, text] in page order (non-overlapping). */
function edits(at: SlotOffsets, accountSlot: string, pieces: PersonalPieces, extras: PageExtras): [number, number, string][] {
  const full = escapeHtml(pieces.name);
  const greeting = `Xin chào, ${escapeHtml(truncateName(pieces.name, USERNAME_MAX_CHARS) || "bạn")}`;
  // One pass, so a name that happens to contain the placeholder is never filled in again.
  const region = accountSlot.replace(new RegExp(`Xin chào, ${SLOT_NAME}|${SLOT_NAME}`, "g"), (m) => (m === SLOT_NAME ? full : greeting));
  const list: [number, number, string][] = [
    [at.accountStart, at.accountEnd, region],
    [at.badgeStart, at.badgeEnd, badgeText(pieces.cartCount)],
    [at.navEnd, at.navEnd, pieces.toolbarHtml],
  ];
  if (at.estimate && extras.estimate) {
    list.push([at.estimate.messageStart, at.estimate.messageEnd, extras.estimate.messageHtml]);
    list.push([at.estimate.selectStart, at.estimate.selectEnd, extras.estimate.selectHtml]);
  }
  if (at.vitals && extras.measureVitals) list.push([at.vitals.at, at.vitals.at, ` data-vitals="${at.vitals.route}"`]);
  return list;
}

/**
 * The customer's copy of an anonymous page: the anonymous top bar replaced by `accountSlot` (from
 * `accountSlotOf`) with the name filled in (the greeting cut as the header cuts it, the full name
 * elsewhere; escaped), the badge showing `cartCount`, the toolbar after the main navigation, and
 * `extras`: the shipping estimate to their province (when the page has its slots), the web-vitals
 * mark. `null` when the page's slots are not as expected (`locateSlots`).
 */
export function fillSlots(anonymousHtml: string, accountSlot: string, pieces: PersonalPieces, extras: PageExtras = {}): string | null {
  const at = locateSlots(anonymousHtml);
  if (!at) return null;
  let html = "";
  let from = 0;
  for (const [start, end, text] of edits(at, accountSlot, pieces, extras)) {
    html += anonymousHtml.slice(from, start) + text;
    from = end;
  }
  return html + anonymousHtml.slice(from);
}

/** Slot offsets of stored bodies, found once per body (the stored Buffer is the key). */
const offsetsOfBody = new WeakMap<Buffer, SlotOffsets | null>();

/** `locateSlots` of a document's UTF-8 bytes, located once per body (kept while the body lives). */
export function slotsOfBody(body: Buffer): SlotOffsets | null {
  let at = offsetsOfBody.get(body);
  if (at === undefined) {
    at = locateSlots(body.toString("latin1"));
    offsetsOfBody.set(body, at);
  }
  return at;
}

/**
 * `fillSlots` on a document's UTF-8 bytes, without decoding or re-encoding the page: the slots are
 * located once per stored body (`slotsOfBody`), and the answer is the body's unchanged parts around
 * the customer's pieces, as buffers to write in order. `null` as for `fillSlots`.
 */
export function fillSlotsInBody(body: Buffer, accountSlot: string, pieces: PersonalPieces, extras: PageExtras = {}): Buffer[] | null {
  const at = slotsOfBody(body);
  if (!at) return null;
  const parts: Buffer[] = [];
  let from = 0;
  for (const [start, end, text] of edits(at, accountSlot, pieces, extras)) {
    parts.push(body.subarray(from, start), Buffer.from(text, "utf8"));
    from = end;
  }
  parts.push(body.subarray(from));
  return parts;
}
