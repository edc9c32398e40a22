/**
 * The storefront's business constants: the values of spec §9 and the bounds the code would otherwise
 * repeat (statuses, id bound, hotline, cart limits, page sizes, field lengths). One module, importable
 * by every layer (routes, features, components, upstream, utils); it imports nothing from `app/`.
 *
 * Bounds that mirror the reference upstream's own limits are written again here, not imported from
 * `server/` (the storefront never imports the upstream's code): the upstream stays the authority and
 * refuses what exceeds them; the storefront checks first so that no oversized value leaves it.
 */

// ── Orders ─────────────────────────────────────────────────────────────────────────────────────────

/**
 * The states of an order (spec §4 "Orders"; upstream GET /api/Order/{id}, the gateway returns):
 * `pending` until the gateway's IPN says `paid` or `failed`; `cancelled` by the shopper or on expiry;
 * `shipping` and `delivered` set by the publisher's staff (ADR 0012). A cash-on-delivery order starts
 * as `awaiting_delivery` ("Chờ giao hàng – thanh toán khi nhận", ADR 0022) and never waits for a
 * gateway; a VietQR order stays `pending` ("Chờ chuyển khoản") until the bank feed reports the money.
 */
export const ORDER_STATUSES = ["pending", "paid", "failed", "cancelled", "shipping", "delivered", "awaiting_delivery", "returned"] as const;

/**
 * Sort orders of GET /api/ProductPage (`sort`; mirrors server/domain/search.ts). Here rather than in
 * app/upstream/schemas.ts so the catalog page's select does not pull zod into the browser (ADR 0021).
 * `relevance` is the default with a search (ADR 0023) and only offered then; `newest` without one.
 */
export const PRODUCT_SORTS = ["relevance", "newest", "bestselling", "price-asc", "price-desc", "rating"] as const;

/** Book formats of the search facet `Hình thức` (`format=`): printed or ebook. */
export const PRODUCT_FORMATS = ["print", "ebook"] as const;
/** Most suggestions under the header's search box (mirrors the upstream's SUGGEST_MAX). */
export const SEARCH_SUGGEST_MAX = 10;
/** Pause after the last keystroke before suggestions are fetched (ms). */
export const SEARCH_SUGGEST_DEBOUNCE_MS = 200;
/** Characters typed before suggestions are fetched. */
export const SEARCH_SUGGEST_MIN_CHARS = 2;

/** Most addresses in a customer's address book (the upstream enforces it too). */
export const MAX_ADDRESSES = 10;

// ── Ids ────────────────────────────────────────────────────────────────────────────────────────────

/** Largest id the upstream accepts (a positive signed 32-bit integer): every id a form or path sends is bounded by it. */
export const MAX_ID = 2_147_483_647;

// ── The publisher ──────────────────────────────────────────────────────────────────────────────────

/** The publisher's hotlines, as shown and as dialled (footer); the first is the main one. */
export const HOTLINES = [
  { display: "024 3971 4896", tel: "+842439714896" },
  { display: "024 3972 4770", tel: "+842439724770" },
] as const;

/**
 * The seller's registration details the footer discloses (Law 122/2025/QH15 on e-commerce, ADR 0027):
 * the defaults of the reference publisher, each overridable by an environment variable
 * (app/env.server.ts `PUBLISHER_*`). The Ministry of Industry and Trade notification link has no
 * default: no badge until it is configured.
 */
export const PUBLISHER_DISCLOSURE_DEFAULTS = {
  name: "Nhà xuất bản Đại học Quốc gia Hà Nội",
  // The same demo MST as the upstream's SELLER_TAX_CODE default: the footer and the invoices name one seller.
  taxCode: "0100109106",
  address: "16 Hàng Chuối, phường Hai Bà Trưng, thành phố Hà Nội",
  establishment: "Quyết định thành lập số 1250/QĐ-TCCB ngày 15/10/1993 của Giám đốc Đại học Quốc gia Hà Nội",
  responsible: "Giám đốc – Tổng biên tập Nhà xuất bản",
} as const;

/** The publisher's main hotline (header top bar, "contact us" notes on the product and payment pages). */
export const HOTLINE = HOTLINES[0];

// ── Cart ───────────────────────────────────────────────────────────────────────────────────────────
// They mirror the reference upstream's own limits (server/domain/cart.ts).

/** Largest quantity of one cart line. */
export const MAX_LINE_QUANTITY = 99;
/**
 * Most distinct lines a guest cart keeps. With the longest contact details the checkout accepts
 * (name 60, email 100, address 150 characters of 3-byte Vietnamese letters) and the last three
 * orders, the signed cookie stays under browsers' 4 KB limit (checked in tests/integration).
 */
export const MAX_CART_LINES = 30;
/** How many placed orders a browser remembers (to show their confirmation pages). */
export const MAX_REMEMBERED_ORDERS = 3;

// ── Lists ──────────────────────────────────────────────────────────────────────────────────────────

/** Books per page of /san-pham and the category pages (upstream GET /api/ProductPage `pageSize`). */
export const PRODUCT_PAGE_SIZE = 20;
/** Articles per page of /tin-sach (upstream GET /api/News `pageSize`). */
export const NEWS_PAGE_SIZE = 10;
/** Courses per page of /thu-vien (upstream GET /api/Library `pageSize`). */
export const LIBRARY_PAGE_SIZE = 12;
/** Reviews per page on the product page (upstream GET /api/Feedback/{id} `pageSize`). */
export const REVIEWS_PAGE_SIZE = 5;
/** Highest page number a list query accepts (anything above is page 1). */
export const MAX_PAGE = 10_000;
/** Longest search text, in characters (the upstream's bound on `searchContent`). */
export const SEARCH_MAX_LENGTH = 200;

// ── Accounts (spec §5, §9) ─────────────────────────────────────────────────────────────────────────

/** Spec §9: password minimum 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;
/** Spec §9: code length 6 (activation and password-reset codes, digits only). */
export const CODE_LENGTH = 6;
/** Spec §9: the username is truncated at 15 characters (the header's greeting). */
export const USERNAME_MAX_CHARS = 15;

// ── Textbooks ──────────────────────────────────────────────────────────────────────────────────────

/** Textbooks per page of /sach-giao-khoa (upstream GET /api/Asset `pageSize`). */
export const TEXTBOOK_PAGE_SIZE = 12;
/** Size in px of a textbook page image (`/media/sgk/sgk-{assetId}-{subChapterId}-{n}.svg`, server/constants.ts). */
export const TEXTBOOK_PAGE_IMAGE = { width: 800, height: 1100 } as const;

// ── Exercises and exams (ADR 0014) ─────────────────────────────────────────────────────────────────

/** Most characters of a short answer (the upstream's bound; longer → the message under the field). */
export const MAX_SHORT_ANSWER_CHARS = 200;
/** Most characters of an essay answer (the upstream's bound; said under the field). */
export const MAX_ESSAY_CHARS = 10_000;
/** The most characters of a numerical answer (a number and its unit; the upstream's MAX_NUMERICAL_CHARS). */
export const MAX_NUMERICAL_CHARS = 40;
/** With JavaScript, answers are saved this long after the last change (ms). */
export const AUTOSAVE_DEBOUNCE_MS = 1_500;

// ── Manuscript drafts (ADR 0015) ───────────────────────────────────────────────────────────────────

/** Publication kinds (upstream `kind` → label of `Loại bản thảo`), in the order of the select. */
export const DRAFT_KIND_LABELS = {
  "giao-trinh": "Giáo trình",
  "chuyen-khao": "Sách chuyên khảo",
  "tham-khao": "Sách tham khảo",
  "tai-lieu-hoc-tap": "Tài liệu học tập",
  "huong-dan": "Sách hướng dẫn",
  "pho-bien-kien-thuc": "Sách phổ biến kiến thức",
} as const;
/** Draft statuses (upstream `status` → what the author reads). */
export const DRAFT_STATUS_LABELS = {
  received: "Đã tiếp nhận",
  under_review: "Đang thẩm định",
  revision_requested: "Cần chỉnh sửa",
  accepted: "Được chấp nhận",
  rejected: "Không được chấp nhận",
} as const;
/** Manuscript formats accepted (detected from the content by the upstream), for the intake page and the form's hint. */
export const DRAFT_FORMATS = ["PDF", "DOCX", "ODT", "ZIP"] as const;
/** Drafts per page of the author's list on /tiep-nhan-ban-thao (upstream GET /api/Draft/GetDraftList `pageSize`). */
export const DRAFT_LIST_PAGE_SIZE = 10;

// ── Display settings and the site's chrome (ADR 0016) ──────────────────────────────────────────────
// The setting lists mirror server/constants.ts (one constants module per side: keep them equal).

/** Layout presets (spec §2) → the label of the `Bố cục` radio group. layout2 is the default (§2). */
export const LAYOUT_LABELS = { layout1: "Dọc (thanh bên)", layout2: "Ngang", layout3: "Gọn" } as const;
/** Width modes → the label of the `Chế độ` radio group. */
export const LAYOUT_MODE_LABELS = { boxed: "Hộp", fullwidth: "Toàn màn hình", container: "Khung giữa" } as const;
/** Container width per layout in px (spec §9: 1570 / 1120 / 1120). */
export const CONTAINER_WIDTHS = { layout1: 1570, layout2: 1120, layout3: 1120 } as const;
/** layout1's side navigation (spec §3). */
export const NAVBAR_POSITION_LABELS = { left: "Bên trái", right: "Bên phải" } as const;
export const NAVBAR_STYLE_LABELS = {
  "style-1": "Kiểu 1",
  "style-2": "Kiểu 2",
  "style-3": "Kiểu 3",
  "style-3-dense": "Kiểu 3 (gọn)",
  folded: "Thu gọn",
} as const;
/** Colour schemes → the label of the `Bảng màu` radio group (every one passes WCAG AA). */
export const COLOR_SCHEME_LABELS = { light: "Sáng", dark: "Tối", contrast: "Tương phản cao" } as const;
/** `Cỡ chữ` (spec §9): 70 %–130 % in 10 % steps, default 100 %; the root font size is 100 % × factor (ADR 0016). */
export const FONT_SCALE = { min: 70, max: 130, step: 10, default: 100 } as const;
/** Widths in px (spec §9): side navbar 280 (folded 64), settings panel 380, header search popup 380. */
export const CHROME_WIDTHS = { navbar: 280, navbarFolded: 64, settingsPanel: 380, searchPopup: 380 } as const;
/** Breakpoints in px (spec §9): the navbar's scroll behaviour above 1280, "desktop" from 1024. */
export const BREAKPOINTS = { navbar: 1280, desktop: 1024 } as const;
/** Navbar timings in ms: hide/show on scroll debounced 300, the category menu opens on hover after 150. */
export const NAVBAR_TIMINGS = { scrollDebounceMs: 300, hoverOpenMs: 150 } as const;
/**
 * Toasts (spec §9): at most 5 at once, bottom right, newest on top. Auto-hide in ms with JavaScript:
 * 3000 by default, 4000 for warnings and the forced-login message; §9's 500 ms for the login success
 * is too short to read, so it gets the default (ADR 0016). Without JavaScript toasts never hide.
 */
export const TOASTS = { max: 5, defaultMs: 3000, warningMs: 4000, forcedLoginMs: 4000, loginSuccessMs: 3000 } as const;
/** The §2 warning dialog opens by itself for this long (ms) on screens ≥ BREAKPOINTS.desktop. */
export const WARNING_DIALOG_MS = 4000;
/** Navigation search (spec §5): at most 10 suggestions; "Không có kết quả" when none match. */
export const NAV_SEARCH_MAX = 10;
/** Most navigation shortcuts a customer may pin (mirrors the upstream's MAX_SHORTCUTS). */
export const MAX_SHORTCUTS = 12;
/** Messages per page of the inbox (`/apps/mail`). */
export const INBOX_PAGE_SIZE = 20;

// ── Web vitals ───────────────────────────────────────────────────────────────────────────────────
/** The storefront's resource route the browser's `sendBeacon` posts web vitals to. */
export const VITALS_PATH = "/api/vitals";
/** Largest vitals beacon accepted, in bytes (a bigger one → 413). */
export const VITALS_MAX_BYTES = 4 * 1024;
