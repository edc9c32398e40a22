/**
 * The reference upstream as a Fastify application: the publisher's API contract (spec §7) — the API
 * and AUTH hosts (sign-in, accounts, the account cart, vouchers and coupons, news, reviews, the flash
 * sale, landing pages, short links and content pages) —, the media host (ADMIN) and the payment
 * gateway sandboxes (VNPay, ePay/MegaPay, MoMo, and the bank for VietQR transfers) and the carrier's
 * (GHN-shaped, ADR 0026), over one SQLite database.
 *
 * `buildApp` is used by `server/main.ts` (the process `npm start` runs) and by the integration tests,
 * which start it on a random port with an in-memory database.
 */
import { setTimeout as sleep } from "node:timers/promises";
import Fastify, { type FastifyInstance } from "fastify";
import formbody from "@fastify/formbody";
import { ApiError, fail } from "./http/envelope";
import { homeRoutes } from "./routes/home";
import { productRoutes } from "./routes/product-page";
import { locationRoutes } from "./routes/location";
import { orderRoutes } from "./routes/order";
import { shippingRoutes } from "./routes/shipping";
import { paymentRoutes } from "./routes/payment";
import { mediaRoutes } from "./routes/media";
import { vnpaySandboxRoutes } from "./gateways/vnpay-sandbox";
import { epaySandboxRoutes } from "./gateways/epay-sandbox";
import { bankSandboxRoutes } from "./gateways/bank-sandbox";
import { momoSandboxRoutes } from "./gateways/momo-sandbox";
import { sinvoiceSandboxRoutes } from "./gateways/sinvoice-sandbox";
import { ghnSandboxRoutes } from "./gateways/ghn-sandbox";
import { carrierRoutes } from "./routes/carrier";
import { discountRoutes } from "./routes/discounts";
import { authRoutes } from "./routes/auth";
import { userRoutes } from "./routes/user";
import { privacyRoutes } from "./routes/privacy";
import { accountCartRoutes } from "./routes/account-cart";
import { newsRoutes } from "./routes/news";
import { feedbackRoutes } from "./routes/feedback";
import { flashSaleRoutes } from "./routes/flash-sale";
import { contentRoutes } from "./routes/content";
import { libraryRoutes } from "./routes/library";
import { assetRoutes } from "./routes/asset";
import { userOrderRoutes } from "./routes/user-orders";
import { userDigitalProductRoutes } from "./routes/user-digital-product";
// Affiliate dashboard
import { userAffiliateRoutes } from "./routes/user-affiliate";
// The address book.
import { userAddressRoutes } from "./routes/user-address";
import { withDefaults, type AppDeps } from "./deps";
import { userCourseRoutes } from "./routes/user-course";
// The question bank.
import { examinationRoutes } from "./routes/examination";
// Attempts at exercises and exams.
import { examinationAttemptRoutes } from "./routes/examination-attempts";
import { certificateRoutes } from "./routes/certificate";
// Manuscript uploads and downloads.
import { draftUploadRoutes } from "./routes/draft-upload";
import { draftRoutes } from "./routes/draft";
import { settingsRoutes } from "./routes/settings";
import { messageRoutes } from "./routes/messages"; // inbox + quick panel

export type { AppDeps } from "./deps";

/** Fastify's `trustProxy` from TRUSTED_PROXIES: a list for proxy-addr, or false for "none". */
function trustedProxies(value: string | undefined): string[] | false {
  const list = (value ?? "loopback")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return list.length === 0 || (list.length === 1 && list[0]!.toLowerCase() === "none") ? false : list;
}

/**
 * Builds the app (not listening). Close it with `app.close()`. `deps.config` is kept by reference
 * (callers may adjust its URLs after listening); a missing mailer or clock gets its default.
 */
export async function buildApp(deps: AppDeps, opts: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ? { level: deps.config.LOG_LEVEL } : false,
    bodyLimit: 256 * 1024,
    // The client address (req.ip) of the login throttle: X-Forwarded-For is believed only from
    // TRUSTED_PROXIES (default loopback: the storefront on this machine), else the socket address.
    trustProxy: trustedProxies(deps.config.TRUSTED_PROXIES),
    // ASP.NET-style paths are case-insensitive in the publisher's API; keep the §7 casing canonical
    // but accept other casings as the real API does.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
  });
  app.decorate("deps", withDefaults(deps));
  await app.register(formbody);

  // UPSTREAM_LATENCY_MS (server/config.ts): hold every /api/* request before handling it.
  app.addHook("onRequest", async (request) => {
    const ms = app.deps.config.UPSTREAM_LATENCY_MS ?? 0;
    if (ms > 0 && request.url.slice(0, 5).toLowerCase() === "/api/") await sleep(ms);
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) {
      return reply
        .status(error.status)
        .headers(error.headers)
        .send(fail(error.code, error.message, error.data));
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      // Malformed JSON, body too large, unsupported media type …
      return reply.status(status).send(fail("BAD_REQUEST", "Yêu cầu không hợp lệ"));
    }
    request.log.error(error);
    return reply.status(500).send(fail("INTERNAL_ERROR", "Lỗi hệ thống, vui lòng thử lại sau"));
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send(fail("NOT_FOUND", "Không tìm thấy địa chỉ yêu cầu")));

  // `paymentSandbox`: both gateways are this process's sandboxes — the storefront shows its
  // "Môi trường thử nghiệm" notice while it is true (ADR 0009).
  app.get("/health", async () => ({ status: "ok", paymentSandbox: app.deps.config.paymentSandbox }));
  await app.register(homeRoutes);
  await app.register(productRoutes);
  await app.register(locationRoutes);
  await app.register(orderRoutes);
  await app.register(shippingRoutes);
  await app.register(paymentRoutes);
  await app.register(mediaRoutes);
  // A sandbox beside a real gateway would sign "paid" results with the real keys: not served then.
  if (app.deps.config.vnpaySandbox) await app.register(vnpaySandboxRoutes);
  if (app.deps.config.epaySandbox) await app.register(epaySandboxRoutes);
  await app.register(bankSandboxRoutes);
  await app.register(momoSandboxRoutes);
  await app.register(sinvoiceSandboxRoutes);
  await app.register(ghnSandboxRoutes); // the carrier's sandbox (404 unless GHN_HOST is it)
  await app.register(carrierRoutes); // the carrier's webhook and "Tra cứu đơn hàng"
  await app.register(discountRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(privacyRoutes);
  await app.register(accountCartRoutes);
  await app.register(newsRoutes);
  await app.register(feedbackRoutes);
  await app.register(flashSaleRoutes);
  await app.register(contentRoutes);
  await app.register(libraryRoutes);
  await app.register(userOrderRoutes);
  await app.register(userDigitalProductRoutes); // the customer's ebooks
  // Affiliate dashboard
  await app.register(userAffiliateRoutes);
  // The address book.
  await app.register(userAddressRoutes);
  // The textbook library.
  await app.register(assetRoutes);
  await app.register(userCourseRoutes); // the learner's courses
  await app.register(examinationRoutes); // the question bank
  await app.register(examinationAttemptRoutes); // attempts at exercises and exams
  await app.register(certificateRoutes); // certificates of completion and their public verification
  await app.register(draftUploadRoutes); // manuscript uploads (multipart) and downloads
  await app.register(settingsRoutes); // display settings and shortcuts
  await app.register(draftRoutes); // the author's drafts, reads
  await app.register(messageRoutes); // inbox + quick panel
  return app;
}
