/**
 * Constants of the reference upstream (spec §9 values and the bounds the API enforces), in one place.
 * Money is integer VND. Modules that owned these before re-export them under their old names.
 */

/** The largest id the upstream accepts (SQLite INTEGER ids stay within a 32-bit signed int here). */
export const MAX_ID = 2_147_483_647;

/**
 * Order statuses (spec §4; ADR 0012, 0022): pending → paid | failed | cancelled; paid → shipping →
 * delivered (staff), paid → cancelled (customer, with a refund request); a cash-on-delivery order
 * starts as `awaiting_delivery` ("Chờ giao hàng – thanh toán khi nhận") → shipping → delivered (paid on
 * delivery) | cancelled; shipping → returned when the carrier brings the parcel back (stock given back;
 * ADR 0026). Append only: stored in orders.status.
 */
export const ORDER_STATUSES = ["pending", "paid", "failed", "cancelled", "shipping", "delivered", "awaiting_delivery", "returned"] as const;

/** Carriers the upstream ships with (ADR 0026). Append only. */
export const CARRIERS = ["GHN"] as const;

/**
 * Shipment statuses, in the carrier's (GHN's) words; `queued` = not yet created at the carrier (the
 * order was committed, the HTTP call is still to be made or to be retried). Append only.
 */
export const SHIPMENT_STATUSES = [
  "queued",
  "ready_to_pick",
  "picking",
  "picked",
  "storing",
  "transporting",
  "delivering",
  "delivered",
  "return",
  "returned",
] as const;

/**
 * Payment methods as stored in `orders.payment_method` and shown in an order's `paymentMethod` (ADR
 * 0022). The storefront's method codes (`VNPAY`, `EPAY`, `COD`, `VIETQR`, `MOMO`) map onto these,
 * case-insensitively (server/domain/payment-methods.ts). Append only.
 */
export const PAYMENT_METHODS = ["VNPay", "ePay", "COD", "VietQR", "MoMo"] as const;

/** Most addresses in one customer's address book. */
export const MAX_ADDRESSES = 10;

/** Most copies of one product in one cart line (spec §3). */
export const MAX_LINE_QUANTITY = 99;
/** Most lines in one cart (guest `CartDetails`, account cart). */
export const MAX_CART_LINES = 100;

/** Subtotal (VND) from which shipping is free (spec §3). */
export const FREE_SHIPPING_THRESHOLD = 500_000;
/** Shipping fee (VND) by the destination province's region (spec §3). */
export const SHIPPING_FEE_BY_REGION = { north: 25_000, central: 32_000, south: 38_000 } as const;

/** Smallest total (VND) an order with a discount may have: the gateways refuse smaller amounts (VNPay: from 5 000 ₫). */
export const MIN_DISCOUNTED_TOTAL = 5_000;

/** Highest `page` of a paged list. */
export const MAX_PAGE = 10_000;

/** Commission (percent of an order's subtotal after discount) of a customer's own affiliate code, created on their first visit of the dashboard. */
export const DEFAULT_AFFILIATE_COMMISSION_PERCENT = 5;
/** Referred orders per page of the affiliate dashboard (GET /api/User/UserAffiliate). */
export const AFFILIATE_ORDERS_PAGE_SIZE = 10;

// The textbook library.
/** Textbooks per page of GET /api/Asset when the query does not say. */
export const ASSET_PAGE_SIZE = 12;
/** Size in px of a textbook's page image (`/media/sgk/sgk-{assetId}-{subChapterId}-{n}.svg`). */
export const TEXTBOOK_PAGE_SIZE = { width: 800, height: 1100 } as const;

// Exercises and exams (ADR 0014).
/** Most characters of a short answer (longer → 400 ANSWER_INVALID). */
export const MAX_SHORT_ANSWER_CHARS = 200;
/** Most characters of an essay answer (≈ 1 500 words; longer → 400 ANSWER_INVALID, the storefront says so under the field). */
export const MAX_ESSAY_CHARS = 10_000;
/**
 * Grace after an exam's deadline during which saves and the submission still count (ms): covers the
 * round trip of a slow phone that pressed `Nộp bài` in the last second. After it, the attempt closes as
 * "expired" with what was saved.
 */
export const EXAM_DEADLINE_GRACE_MS = 15_000;
/** Attempts listed in an examination's history (newest first). */
export const ATTEMPT_HISTORY_LIMIT = 20;

// Manuscript drafts (ADR 0015).
/**
 * Publication kinds a manuscript may be submitted as (stored in drafts.kind; append only). Labels:
 * giáo trình, sách chuyên khảo, sách tham khảo, tài liệu học tập, sách hướng dẫn, sách phổ biến kiến thức.
 */
export const DRAFT_KINDS = ["giao-trinh", "chuyen-khao", "tham-khao", "tai-lieu-hoc-tap", "huong-dan", "pho-bien-kien-thuc"] as const;
/** Draft statuses (stored in drafts.status; append only): see the `drafts` table and ADR 0015. */
export const DRAFT_STATUSES = ["received", "under_review", "revision_requested", "accepted", "rejected"] as const;
/** Statuses in which the author may upload a new version (POST /api/Draft/UploadNewDraftFile). */
export const DRAFT_STATUSES_ACCEPTING_FILES: readonly (typeof DRAFT_STATUSES)[number][] = ["revision_requested"];
/** Manuscript file types, detected from the content (magic bytes), never from the name. */
export const DRAFT_FILE_TYPES = {
  "application/pdf": "PDF",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "DOCX",
  "application/vnd.oasis.opendocument.text": "ODT",
  "application/zip": "ZIP",
} as const;
/** Drafts per page of GET /api/Draft/GetDraftList when the query does not say. */
export const DRAFT_PAGE_SIZE = 10;

// Display settings, shortcuts, the inbox (ADR 0016). The storefront's copy of the setting
// lists is app/constants.ts (one constants module per side); both must list the same values.
/** Layout presets (spec §2): layout1 vertical, layout2 horizontal (the default), layout3 compact. */
export const LAYOUTS = ["layout1", "layout2", "layout3"] as const;
/** Page width modes (spec §2). */
export const LAYOUT_MODES = ["boxed", "fullwidth", "container"] as const;
/** Side navigation of layout1 (spec §3 layout config). */
export const NAVBAR_POSITIONS = ["left", "right"] as const;
export const NAVBAR_STYLES = ["style-1", "style-2", "style-3", "style-3-dense", "folded"] as const;
/** Colour schemes: light, dark, high contrast (every one WCAG AA). */
export const COLOR_SCHEMES = ["light", "dark", "contrast"] as const;
/** Font size (spec §9): 70 %–130 % in 10 % steps, default 100 %. */
export const FONT_SCALE = { min: 70, max: 130, step: 10, default: 100 } as const;
/** Most navigation shortcuts a customer may pin (data.shortcuts). */
export const MAX_SHORTCUTS = 12;
/** What a recorded mail is about (mail_log.kind; append only). */
export const MAIL_KINDS = ["activation", "reset", "order_confirmation", "order_status", "invoice"] as const;
/** Messages per page of GET /api/User/Messages when the query does not say. */
export const MESSAGE_PAGE_SIZE = 20;
/** News items (upcoming events) and notices in GET /api/quick-panel/data. */
export const QUICK_PANEL_LIMITS = { events: 5, notices: 5 } as const;

// Search (ADR 0023).
/** Words of a search that count (a pasted paragraph does not build a huge query). */
export const SEARCH_MAX_WORDS = 8;
/** Tokens of one word that count (e.g. a hyphenated ISBN is one word of five tokens). */
export const SEARCH_MAX_TOKENS_PER_WORD = 8;
/** Most suggestions GET /api/ProductPage/Suggest answers. */
export const SUGGEST_MAX = 10;
/** Most values listed per facet of a search (authors, publishers, years), by count; a chosen value is always listed. */
export const FACET_MAX_VALUES = 12;
/**
 * Price ranges of the search facets (sale price, integer VND): `[min, max)`, `max` null = no upper
 * bound. The key (`min-max`, or `min-` when open) is what `price=` takes.
 */
export const PRICE_BUCKETS = [
  { min: 0, max: 50_000 },
  { min: 50_000, max: 100_000 },
  { min: 100_000, max: 200_000 },
  { min: 200_000, max: 300_000 },
  { min: 300_000, max: null },
] as const;
/** Book formats of the search facet: a printed book or an ebook (`products.is_digital`). */
export const PRODUCT_FORMATS = ["print", "ebook"] as const;

/** VAT rate (percent) of the shipping fee on an invoice: a delivery service, not a book (ADR 0025). */
export const SHIPPING_VAT_RATE = 8;
/** Tries of one invoice at the provider before it is left `failed` for staff. */
export const INVOICE_MAX_ATTEMPTS = 5;
/** Invoices sent to the provider per run of the issuer (every 2 s). */
export const INVOICE_ISSUE_BATCH = 20;

/** The purposes a customer consents to one by one (ADR 0027): marketing mail, affiliate attribution, web vitals. */
export const CONSENT_PURPOSES = ["marketing", "affiliate", "performance"] as const;
