/**
 * The catalogue of machine-readable error codes of the reference upstream: every failed envelope
 * carries one in `errorCode` beside its Vietnamese `errorMessage` (null on success). Clients branch on
 * these codes, never on the message text. The list is kept short: one code per reason a client may
 * act on differently; documented as the `ErrorCode` enum of docs/openapi.yaml (server/openapi.test.ts
 * keeps both equal). Add a code here and to the enum together; never rename one (clients rely on them).
 */
const ERROR_CODES = {
  // ── Common to every route ──
  /** 400: a body, query or path parameter failed its zod schema; `data.issues` lists every issue. */
  VALIDATION_FAILED: "VALIDATION_FAILED",
  /** 400/413/415: malformed JSON, body over 256 KiB or unsupported Content-Type. */
  BAD_REQUEST: "BAD_REQUEST",
  /** 404: unknown path, or a thing that has no more specific code (news, course, page, link, block). */
  NOT_FOUND: "NOT_FOUND",
  /** 401: missing, invalid or expired bearer token (the storefront drops the session). */
  UNAUTHORIZED: "UNAUTHORIZED",
  /** 403: the caller may not act on this resource. */
  FORBIDDEN: "FORBIDDEN",
  /** 429: too many attempts (login, security codes, code resend); `Retry-After` says when to retry. */
  RATE_LIMITED: "RATE_LIMITED",
  /** 503: a service the upstream needs (mail, Google) is unreachable or not configured. */
  SERVICE_UNAVAILABLE: "SERVICE_UNAVAILABLE",
  /** 500: unexpected failure. */
  INTERNAL_ERROR: "INTERNAL_ERROR",

  // ── Catalogue, cart and orders ──
  /** 404: no product with this id. */
  PRODUCT_NOT_FOUND: "PRODUCT_NOT_FOUND",
  /** 400: the cart has no line. */
  CART_EMPTY: "CART_EMPTY",
  /** 400: over the per-line quantity (99) or the number of lines of an account cart. */
  CART_LIMIT_EXCEEDED: "CART_LIMIT_EXCEEDED",
  /** 404: the account cart has no line of this product. */
  CART_LINE_NOT_FOUND: "CART_LINE_NOT_FOUND",
  /** 400/409: lines are unknown, sold out or short; `data.problems` lists them. */
  LINES_UNAVAILABLE: "LINES_UNAVAILABLE",
  /** 409: a printed line's stock was taken by another order while checking out. */
  OUT_OF_STOCK: "OUT_OF_STOCK",
  /** 400: a cart with printed lines needs a street address and a ward. */
  ADDRESS_REQUIRED: "ADDRESS_REQUIRED",
  /** 400: the ward id is not a known ward. */
  WARD_NOT_FOUND: "WARD_NOT_FOUND",
  /** 400: the ward belongs to the map retired on 1 July 2025 (a new address needs a ward of the 2025 map). */
  WARD_RETIRED: "WARD_RETIRED",
  /** 400: the province was merged away on 1 July 2025 (its wards are listed under the new province). */
  PROVINCE_RETIRED: "PROVINCE_RETIRED",
  /** 400: the province id is not a known province. */
  PROVINCE_NOT_FOUND: "PROVINCE_NOT_FOUND",
  /** 404: no order with this id (or not the caller's, or a wrong order key). */
  ORDER_NOT_FOUND: "ORDER_NOT_FOUND",
  /** 404: the order asked for no VAT invoice, or it is not issued yet (ADR 0025). */
  INVOICE_NOT_FOUND: "INVOICE_NOT_FOUND",
  /** 409: a checkout retry whose IdempotencyKey belongs to an order no longer pending (`data.orderId`, `data.status`). */
  ORDER_CLOSED: "ORDER_CLOSED",
  /** 409: the IdempotencyKey was used for another customer's order. */
  IDEMPOTENCY_KEY_CONFLICT: "IDEMPOTENCY_KEY_CONFLICT",
  /** 400: a discounted total under the gateways' minimum (5 000 ₫). */
  ORDER_TOTAL_TOO_LOW: "ORDER_TOTAL_TOO_LOW",

  // ── Vouchers, coupons and affiliate codes (`data.codeProblems` lists the problems) ──
  /** 400: a required code field is empty. */
  DISCOUNT_CODE_REQUIRED: "DISCOUNT_CODE_REQUIRED",
  /** 400: the code is malformed, does not exist, or is an inactive affiliate code. */
  DISCOUNT_CODE_INVALID: "DISCOUNT_CODE_INVALID",
  /** 400: a voucher field was given a coupon code or the reverse (`Mã X là coupon, không phải voucher`). */
  DISCOUNT_WRONG_KIND: "DISCOUNT_WRONG_KIND",
  /** 400: the code exists but does not apply (not started, expired, used up, already used, cart, own affiliate code). */
  DISCOUNT_NOT_APPLICABLE: "DISCOUNT_NOT_APPLICABLE",

  // ── Accounts ──
  /** 401: wrong e-mail or password (login, re-activation). */
  INVALID_CREDENTIALS: "INVALID_CREDENTIALS",
  /** 403 at login, 409 at registration: the account exists but is not activated (`data.needsActivation`). */
  ACCOUNT_NOT_ACTIVATED: "ACCOUNT_NOT_ACTIVATED",
  /** 400: the account is already activated. */
  ACCOUNT_ALREADY_ACTIVE: "ACCOUNT_ALREADY_ACTIVE",
  /** 409: the e-mail is already registered to an active account. */
  EMAIL_TAKEN: "EMAIL_TAKEN",
  /** 400/401: the registration token is unknown, expired or not this account's. */
  REGISTRATION_TOKEN_INVALID: "REGISTRATION_TOKEN_INVALID",
  /** 400: the 6-digit security code is wrong, expired or already used. */
  SECURITY_CODE_INVALID: "SECURITY_CODE_INVALID",
  /** 400: Google sign-in is not configured (GOOGLE_CLIENT_ID unset). */
  GOOGLE_NOT_CONFIGURED: "GOOGLE_NOT_CONFIGURED",
  /** 401: the Google ID token does not verify. */
  GOOGLE_TOKEN_INVALID: "GOOGLE_TOKEN_INVALID",

  // ── Payment returns ──
  /** 400: a VNPay return or ePay result whose signature (or token) does not verify, or is malformed. */
  PAYMENT_SIGNATURE_INVALID: "PAYMENT_SIGNATURE_INVALID",
  /** 400: a verified payment answer whose amount (or method) does not match the order. */
  PAYMENT_AMOUNT_MISMATCH: "PAYMENT_AMOUNT_MISMATCH",
  /** 400: a checkout or repay by a method this cart or order cannot use (ADR 0022); `data: {paymentMethod, reason}`. */
  PAYMENT_METHOD_UNAVAILABLE: "PAYMENT_METHOD_UNAVAILABLE",
  /** 502: the wallet (MoMo) refused to start the payment or could not be reached; the order stays pending, try again. */
  PAYMENT_GATEWAY_ERROR: "PAYMENT_GATEWAY_ERROR",

  // ── Account area ──
  /** 409: the order can no longer be cancelled (shipped, delivered, failed or already cancelled); `data.status` is its status (ADR 0012). */
  ORDER_NOT_CANCELLABLE: "ORDER_NOT_CANCELLABLE",
  /** 404: no address with this id in the signed-in customer's address book (another customer's id answers the same). */
  ADDRESS_NOT_FOUND: "ADDRESS_NOT_FOUND",
  /** 409: the address book already holds the most addresses allowed (10). */
  ADDRESS_LIMIT_REACHED: "ADDRESS_LIMIT_REACHED",
  /** 400: the current password given to change the password is wrong (counted by the login throttle). */
  PASSWORD_INCORRECT: "PASSWORD_INCORRECT",
  /** 404: the signed-in customer owns no (unrevoked) ebook with this product id. */
  EBOOK_NOT_OWNED: "EBOOK_NOT_OWNED",
  /** 403: a review of a product that is not in one of the customer's paid orders. */
  REVIEW_NOT_ALLOWED: "REVIEW_NOT_ALLOWED",
  /** 409: the customer has already reviewed this product (edit it instead); `data.id` is the review. */
  REVIEW_EXISTS: "REVIEW_EXISTS",
  /** 404: no review with this id written by the signed-in customer. */
  REVIEW_NOT_FOUND: "REVIEW_NOT_FOUND",

  // ── Learning (ADR 0013) ──
  /** 404: no lesson with this id (or not of the course named in the query). */
  LESSON_NOT_FOUND: "LESSON_NOT_FOUND",
  /** 403: the signed-in learner does not own the course; `data.courseId`, `data.productId` (a product that sells it, or null). */
  COURSE_NOT_OWNED: "COURSE_NOT_OWNED",

  // ── Exercises and exams (ADR 0014) ──
  /** 404: no exercise or exam with this id. */
  EXAMINATION_NOT_FOUND: "EXAMINATION_NOT_FOUND",
  /** 404: no attempt with this id of the signed-in learner (another learner's attempt answers the same). */
  ATTEMPT_NOT_FOUND: "ATTEMPT_NOT_FOUND",
  /** 409: the attempt is closed (submitted or expired); `data.status`, `data.attemptId`. */
  ATTEMPT_CLOSED: "ATTEMPT_CLOSED",
  /** 409: every allowed attempt of the exam is used; `data.maxAttempts`. */
  ATTEMPTS_EXHAUSTED: "ATTEMPTS_EXHAUSTED",
  /** 400: SubmitExam with active questions unanswered (spec §4); `data.unanswered` [{questionId, number}]. Answers sent are saved. */
  EXAM_INCOMPLETE: "EXAM_INCOMPLETE",
  /** 400: an answer that does not fit its question (not in the exam, another question's option, too long …); `data.issues` [{questionId, message}]. Nothing is saved. */
  ANSWER_INVALID: "ANSWER_INVALID",
  /** 409: ReviewExam of an attempt that is still open. */
  REVIEW_NOT_READY: "REVIEW_NOT_READY",
  /** 404: no certificate with this code (a made-up, mistyped or tampered one), or another learner's PDF. */
  CERTIFICATE_NOT_FOUND: "CERTIFICATE_NOT_FOUND",

  // ── Manuscript drafts (ADR 0015) ──
  /** 404: no draft with this id of the signed-in author (another author's draft answers the same). */
  DRAFT_NOT_FOUND: "DRAFT_NOT_FOUND",
  /** 404: no file version with this id in that draft. */
  DRAFT_FILE_NOT_FOUND: "DRAFT_FILE_NOT_FOUND",
  /** 413: the manuscript file is larger than the limit (DRAFT_MAX_FILE_MB); `data.maxBytes`. Nothing is kept. */
  DRAFT_FILE_TOO_LARGE: "DRAFT_FILE_TOO_LARGE",
  /** 400: the manuscript file is missing, empty, more than one, or its content is not PDF, DOCX, ODT or ZIP; `data.field`, `data.reason`. */
  DRAFT_FILE_INVALID: "DRAFT_FILE_INVALID",
  /** 409: a new version while the draft's status does not ask for one; `data.status`. */
  DRAFT_UPLOAD_NOT_ALLOWED: "DRAFT_UPLOAD_NOT_ALLOWED",

  // ── Display settings, shortcuts, inbox (ADR 0016) ──
  /** 400: PUT /api/User/Settings with a value outside its list (layout, mode, scheme, font size …); `data.issues` [{path, message}]. Nothing is saved. */
  SETTINGS_INVALID: "SETTINGS_INVALID",
  /** 400: PUT /api/User/Shortcuts with an id that is not a navigation item id (lowercase letters, digits, `-`, ≤ 40), a duplicate, or more than MAX_SHORTCUTS (the storefront owns the navigation and checks the ids exist); `data.issues`. Nothing is saved. */
  SHORTCUTS_INVALID: "SHORTCUTS_INVALID",
  /** 404: no message with this id in the signed-in customer's inbox (another customer's answers the same). */
  MESSAGE_NOT_FOUND: "MESSAGE_NOT_FOUND",
} as const;

/** One machine-readable error code (UPPER_SNAKE). */
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Every code, in catalogue order (the `ErrorCode` enum of docs/openapi.yaml). */
export const ALL_ERROR_CODES: readonly ErrorCode[] = Object.values(ERROR_CODES);
