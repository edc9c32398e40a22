/**
 * zod schemas of the upstream's responses (spec §7; bodies §7 does not show are defined by the
 * reference upstream and documented in docs/openapi.yaml). Every upstream response is parsed with
 * one of these at the client boundary, so the rest of the app can trust the shapes.
 *
 * Not a `.server` module: route components import the inferred types. Money is integer VND.
 */
import { z } from "zod";
import { ORDER_STATUSES, type PRODUCT_SORTS } from "~/constants";

const money = z.number().int().nonnegative();

/** A sort order of GET /api/ProductPage (`sort`; the list is PRODUCT_SORTS in app/constants.ts). */
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** A category (GET /api/HomePage/Categories). */
export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().default(""),
  productCount: z.number().int().nonnegative().default(0),
});

/** A product as listed in cards (ProductPage list, BooksInBlock, ProductSalesInCategory). */
export const productSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  authors: z.string(),
  /** Path of the full cover on the media host, e.g. "/media/covers/9786040000001.svg". */
  image: z.string(),
  /** Path of the `thumb-` variant (spec §9). */
  thumbImage: z.string(),
  /** List price, VND. */
  price: money,
  /** Sale price, VND. */
  salePrice: money,
  /** Units a shopper can buy now (0 = out of stock). */
  stock: z.number().int().nonnegative(),
  isDigital: z.boolean(),
  categoryId: z.number().int(),
  /** Average rating 1–5 (5 when there are no reviews, spec §9). */
  rating: z.number().min(0).max(5),
  ratingCount: z.number().int().nonnegative(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** A value of a search facet with its number of matching books. */
const facetValue = <V extends z.ZodTypeAny>(value: V) => z.object({ value, count: z.number().int().nonnegative() });

/**
 * The facets of a catalogue search (envelope field `facets` of GET /api/ProductPage, an addition of
 * the reference upstream, ADR 0023): counts over the matching set, each facet counted with the other
 * filters applied. `priceRanges[].value` is the `price=` key (`min-max`, `min-` when open), VND.
 */
export const productFacetsSchema = z.object({
  authors: z.array(facetValue(z.string())),
  publishers: z.array(facetValue(z.string())),
  years: z.array(facetValue(z.number().int())),
  priceRanges: z.array(facetValue(z.string()).extend({ min: money, max: money.nullable() })),
  formats: z.array(facetValue(z.enum(["print", "ebook"]))),
  inStock: z.number().int().nonnegative(),
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;

/** Shorter searches that find books when a search found none (envelope field `alternatives`). */
export const searchAlternativesSchema = z.array(z.object({ searchContent: z.string(), totalItems: z.number().int().positive() }));

/** A suggestion while typing (GET /api/ProductPage/Suggest). */
export const productSuggestionSchema = z.object({ id: z.number().int(), name: z.string(), authors: z.string() });
export type ProductSuggestion = z.infer<typeof productSuggestionSchema>;

/** Product detail (GET /api/ProductPage/{id}); rating counts per star as in spec §3. */
export const productDetailSchema = productSummarySchema.extend({
  categoryName: z.string(),
  isbn: z.string(),
  publisher: z.string(),
  publishYear: z.number().int(),
  pageCount: z.number().int(),
  size: z.string(),
  description: z.string(),
  soldCount: z.number().int().nonnegative(),
  rating1: z.number().int().nonnegative(),
  rating2: z.number().int().nonnegative(),
  rating3: z.number().int().nonnegative(),
  rating4: z.number().int().nonnegative(),
  rating5: z.number().int().nonnegative(),
  /** Front cover, back cover, sample page (media paths with `thumb-` variants); older upstreams send none. */
  gallery: z.array(z.object({ image: z.string(), thumbImage: z.string(), alt: z.string() })).default([]),
});

/** A course (GET /api/ProductPage/CourseInProductSale/{id}; spec §3 Product sale detail "courses"). */
export const courseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  instructor: z.string(),
  image: z.string(),
  lessonsCount: z.number().int().nonnegative(),
});
export type Course = z.infer<typeof courseSchema>;

/** A product review (GET /api/Feedback/{id}; spec §3 "feedbacks"). `createdAt` ISO-8601. */
export const feedbackSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  rating: z.number().int().min(1).max(5),
  /** A customer's review title (plain text); "" for reviews without one. */
  title: z.string().default(""),
  content: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

/** Home page banner (GET /api/HomePage/Banner). */
export const bannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string().default(""),
  image: z.string(),
  link: z.string(),
});

/** Home page product block (GET /api/HomePage/Blocks). */
export const productBlockSchema = z.object({ id: z.number().int(), name: z.string() });

/**
 * Locations (spec §3; ADR 0024): a province of the 2025 two-tier map and its wards (`cityId`), or a
 * ward of the retired map (`districtId`, old data only).
 */
export const citySchema = z.object({ cityId: z.number().int(), cityName: z.string() });
export const wardSchema = z.object({ wardId: z.number().int(), wardName: z.string() });
/** The 2025 ward an old ward moved into whole (GET /api/Location/ConvertWard/{id}). */
export const currentWardSchema = z.object({
  wardId: z.number().int(),
  wardName: z.string(),
  cityId: z.number().int(),
  cityName: z.string(),
});
export type City = z.infer<typeof citySchema>;
export type Ward = z.infer<typeof wardSchema>;

/** A priced cart line (CalculateUnAuthCart `cartDetails[]`). */
const cartLineSchema = z.object({
  productSaleId: z.number().int(),
  name: z.string(),
  image: z.string(),
  thumbImage: z.string(),
  price: money,
  salePrice: money,
  quantity: z.number().int().positive(),
  lineTotal: money,
  stock: z.number().int().nonnegative(),
  isDigital: z.boolean(),
  /** Set when the line is charged the flash price (`salePrice` is then that price); endsAt ISO-8601. */
  flashSale: z.object({ flashPrice: money, remaining: z.number().int().nonnegative(), endsAt: z.string() }).nullish(),
});

/** A line that could not be priced as asked (unknown product, out of stock, not enough stock). */
export const lineProblemSchema = z.object({
  productSaleId: z.number().int(),
  name: z.string().nullable(),
  reason: z.enum(["not_found", "out_of_stock", "insufficient_stock"]),
  requested: z.number().int(),
  available: z.number().int(),
  message: z.string(),
});

/** A voucher or coupon applied to a cart: its code, its name and the discount it gives, VND. */
const appliedCodeSchema = z.object({ code: z.string(), name: z.string(), discount: money });
export type AppliedCode = z.infer<typeof appliedCodeSchema>;

const CODE_KINDS = ["voucher", "coupon", "affiliate"] as const;
export type CodeKind = (typeof CODE_KINDS)[number];
const codeProblemSchema = z.object({ kind: z.enum(CODE_KINDS), code: z.string(), message: z.string() });

/** A voucher or coupon the shopper can pick (GET /api/Codes, GET /api/PromotionCoupon). */
export const discountOfferSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string().default(""),
  type: z.enum(["percent", "fixed"]),
  value: money,
  maxDiscount: money.nullable(),
  minOrderValue: money,
  endsAt: z.string(),
  categoryNames: z.array(z.string()).default([]),
});
export type DiscountOffer = z.infer<typeof discountOfferSchema>;

/** Result of POST /api/Order/CalculateUnAuthCart (spec §3 Cart fields where they apply). */
export const cartSchema = z.object({
  cartDetails: z.array(cartLineSchema),
  problems: z.array(lineProblemSchema),
  totalProducts: z.number().int().nonnegative(),
  /** Σ list price × quantity, VND. */
  listTotal: money,
  /** Σ sale price × quantity, VND. */
  subTotal: money,
  discount: money,
  shippingFee: money,
  total: money,
  isOnlyDigital: z.boolean(),
  freeShippingThreshold: money,
  /** The voucher and promotion coupon applied (spec §3 "code (with codeName)"), with their discounts. */
  voucher: appliedCodeSchema.nullable().default(null),
  coupon: appliedCodeSchema.nullable().default(null),
  affiliateCode: z.string().nullable().default(null),
  /** Codes kept by the shopper that no longer apply (e.g. the cart fell below the minimum). */
  codeProblems: z.array(codeProblemSchema).default([]),
});
export type Cart = z.infer<typeof cartSchema>;

/**
 * Spec §4 and ADR 0022: the payment methods as the upstream stores them on an order
 * (`paymentMethod`) and as the checkout form posts them: card gateways VNPay and ePay, cash on
 * delivery, bank transfer by VietQR, the MoMo wallet.
 */
export const PAYMENT_METHODS = ["VNPay", "ePay", "COD", "VietQR", "MoMo"] as const;
/** One of PAYMENT_METHODS. */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * A method name as the upstream writes it (the stored name "VietQR", or the listing's code "VIETQR",
 * any case) → the stored name; anything else fails the parse (a contract violation).
 */
export const paymentMethodSchema = z.string().transform((v, ctx): PaymentMethod => {
  const found = PAYMENT_METHODS.find((m) => m.toUpperCase() === v.trim().toUpperCase());
  if (found) return found;
  ctx.addIssue({ code: "custom", message: `unknown payment method ${v}` });
  return z.NEVER;
});

/**
 * One payment method offered for a cart (POST /api/Order/payment-methods-without-login, GET
 * /api/Order/payment-methods; ADR 0022), in display order: `code` as the stored name (see
 * `paymentMethodSchema`), the upstream's Vietnamese `name`, and when not `available` the `reason`.
 */
export const paymentMethodOptionSchema = z.object({
  code: paymentMethodSchema,
  name: z.string(),
  available: z.boolean(),
  reason: z.string().nullable(),
});
export type PaymentMethodOption = z.infer<typeof paymentMethodOptionSchema>;

/**
 * What a VietQR order asks the shopper to transfer and what has arrived (ADR 0022): `payload` the
 * NAPAS EMVCo string drawn as the QR; the shop's bank account; `amount` = the order's total,
 * `received` so far and `shortBy` still missing (integer VND); `memo` the transfer content to type;
 * `expiresAt` (ISO-8601 UTC) until when the order waits for the money.
 */
export const transferSchema = z.object({
  payload: z.string().max(512),
  bankName: z.string(),
  bankBin: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  amount: money,
  memo: z.string(),
  expiresAt: z.string(),
  received: money,
  shortBy: money,
});
export type Transfer = z.infer<typeof transferSchema>;

/** GHN's statuses of a parcel (ADR 0026); `queued` = not yet created at the carrier. */
const SHIPMENT_STATUSES = [
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
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/**
 * An order's parcel at the carrier (`Shipment` of docs/openapi.yaml, ADR 0026): the tracking number
 * (null while being created), the status and its timeline in the carrier's time order, and the
 * carrier sandbox's page while the carrier is the sandbox. An unknown status reads as its nearest
 * neighbour would not: it is refused, like any other contract break.
 */
export const shipmentSchema = z.object({
  carrier: z.string(),
  trackingNumber: z.string().nullable(),
  status: z.enum(SHIPMENT_STATUSES),
  statusLabel: z.string(),
  events: z.array(
    z.object({ status: z.enum(SHIPMENT_STATUSES), statusLabel: z.string(), at: z.string(), place: z.string(), reason: z.string() }),
  ),
  sandboxUrl: z.string().url().nullable(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

/** An order as the confirmation page shows it; `transfer` only for a VietQR order (absent from older upstreams). */
export const orderSchema = z.object({
  /** The parcel (ADR 0026); null or absent for a digital order, one not yet paid, or an older upstream. */
  shipment: shipmentSchema.nullish(),
  id: z.number().int(),
  code: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: paymentMethodSchema,
  transfer: transferSchema.nullish(),
  customerName: z.string(),
  phone: z.string(),
  email: z.string(),
  fullAddress: z.string(),
  isOnlyDigital: z.boolean(),
  subTotal: money,
  discount: money,
  shippingFee: money,
  total: money,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  lines: z.array(
    z.object({
      productSaleId: z.number().int(),
      name: z.string(),
      unitPrice: money,
      quantity: z.number().int().positive(),
      isDigital: z.boolean(),
    }),
  ),
});
export type Order = z.infer<typeof orderSchema>;

/** The account cart (GET /api/Order and the calls that change it): the guest cart's shape plus line ids and the saved address. */
export const accountCartSchema = cartSchema.extend({
  cartDetails: z.array(cartLineSchema.extend({ cartDetailId: z.number().int() })),
  address: z
    .object({
      name: z.string(),
      phone: z.string(),
      email: z.string(),
      address: z.string(),
      wardId: z.number().int().nullable(),
      districtId: z.number().int().nullable(),
      cityId: z.number().int().nullable(),
    })
    .nullable(),
});
export type AccountCart = z.infer<typeof accountCartSchema>;

/**
 * A course of the library list (GET /api/Library, spec §3 "Course list"; shape defined by the
 * reference upstream, docs/openapi.yaml `LibraryCourse`). `image`/`thumbImage` are media host paths;
 * `productId` is the first product selling the course, or null.
 */
export const libraryCourseSchema = courseSchema.extend({
  thumbImage: z.string(),
  productId: z.number().int().positive().nullable(),
});
/**
 * The contact and address a shopper types at checkout (step 1, or step 2 for digital-only orders),
 * kept in the `__cart` cookie (app/session.server.ts) and sent to the account cart's address call.
 * Ids are the §7 Location ids (null until chosen).
 */
export const checkoutContactSchema = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  cityId: z.number().int().nullable(),
  districtId: z.number().int().nullable(),
  wardId: z.number().int().nullable(),
  /** "street, ward, district, province" as shown at the payment step; absent in older cookies. */
  fullAddress: z.string().max(600).nullish(),
});
export type CheckoutContact = z.infer<typeof checkoutContactSchema>;

/** A cart line as the storefront keeps it (guest cookie): product id and quantity (1..MAX_LINE_QUANTITY). */
export interface StoredLine {
  productSaleId: number;
  quantity: number;
}

// ── Learning (ADR 0013; wire shapes in docs/openapi.yaml) ──

/** A course category (GET /api/Library/CourseCategories). */
export const courseCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  coursesCount: z.number().int().nonnegative(),
});

/**
 * A lesson in a course outline: `position` 1-based in its chapter, `number` 1-based in the course,
 * `durationSeconds` seconds; `completed` only in a learner's own course (UserCourse), else absent.
 */
export const lessonSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  position: z.number().int(),
  number: z.number().int(),
  durationSeconds: z.number().int().nonnegative(),
  isPreview: z.boolean(),
  hasVideo: z.boolean(),
  completed: z.boolean().optional(),
});
export type LessonSummary = z.infer<typeof lessonSummarySchema>;

/** A chapter of a course with its lessons, in order. */
export const courseChapterSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  position: z.number().int(),
  lessons: z.array(lessonSummarySchema),
});
export type CourseChapter = z.infer<typeof courseChapterSchema>;

/**
 * A course with its outline (GET /api/Library/CourseDetail/{id}; UserCourse/CourseDetail adds the
 * learner's progress). `durationSeconds` is the sum of its lessons'; `productName` and `productPrice`
 * (sale price, VND) are those of the product `productId` (the first that sells the course), null when
 * none does (an upstream without the price gives null: the page then shows no price).
 */
export const courseDetailSchema = libraryCourseSchema.extend({
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  productName: z.string().nullable(),
  productPrice: z.number().int().nonnegative().nullable().default(null),
  durationSeconds: z.number().int().nonnegative(),
  chapters: z.array(courseChapterSchema),
});

/**
 * One lesson (GET /api/Library/LessonDetail/{id}, /api/UserCourse/LessonDetail/{id}). Public: a
 * preview lesson in full, any other `locked` with `body`, `videoURL` and `captionsURL` null. Paths
 * (`videoURL`, `captionsURL`, `posterURL`) are relative to the ADMIN host, which the storefront
 * serves under its own `/media/` (spec §3: prefixed with the admin host to give the playable source).
 * `body` is upstream HTML: sanitize before rendering. Neighbours follow the course order.
 * `videoSources` lists the renditions of `videoURL` (MP4 before WebM; `[]` from an upstream that
 * lists none: the page then offers `videoURL` alone). `productPrice`: sale price (VND) or null.
 */
export const lessonDetailSchema = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  courseTitle: z.string(),
  chapterId: z.number().int(),
  chapterTitle: z.string(),
  title: z.string(),
  position: z.number().int(),
  number: z.number().int(),
  durationSeconds: z.number().int().nonnegative(),
  isPreview: z.boolean(),
  hasVideo: z.boolean(),
  locked: z.boolean(),
  body: z.string().nullable(),
  videoURL: z.string().nullable(),
  videoSources: z.array(z.object({ url: z.string(), type: z.string() })).default([]),
  captionsURL: z.string().nullable(),
  posterURL: z.string().nullable(),
  previousLessonId: z.number().int().nullable(),
  nextLessonId: z.number().int().nullable(),
  productId: z.number().int().nullable(),
  productName: z.string().nullable(),
  productPrice: z.number().int().nonnegative().nullable().default(null),
});

/** An envelope's extra `totalItems` (the reference upstream's count of every match, ADR 0023) when it is a count, else null. */
export function countOf(value: unknown): number | null {
  const n = z.number().int().nonnegative().safeParse(value);
  return n.success ? n.data : null;
}
