import { POLICY_PAGES, ROUTE_ALIASES } from "./app/routing/aliases.js";

/**
 * The storefront's route table. It reads like spec §2: canonical Vietnamese paths first, then the
 * English/legacy aliases (each answering 301 to its canonical path, see app/routing/aliases.js).
 * File-system routing is switched off (`ignoredRouteFiles`): this table is the only source of routes.
 *
 * @type {import('@remix-run/dev').AppConfig}
 */
export default {
  ignoredRouteFiles: ["**/*"],
  serverModuleFormat: "esm",
  serverDependenciesToBundle: [/^remix-utils/],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
  routes(defineRoutes) {
    return defineRoutes((route) => {
      // §2 Route table — home
      route("/", "routes/root-redirect.tsx", { index: true });
      route("/trang-chu", "routes/home.tsx");

      // §2 — catalog
      route("/san-pham", "routes/products.tsx", { id: "products" });
      route("/san-pham/danh-muc/:id", "routes/products.tsx", { id: "products-category" });
      route("/san-pham/:id", "routes/product.tsx");

      // §2 — news and events; content and policy pages; flash sale; short links
      route("/tin-sach", "routes/news.tsx");
      route("/tin-sach/:id", "routes/news-article.tsx", { id: "news-article" });
      route("/thu-vien", "routes/library.tsx");
      route("/mobile/news/:id", "routes/news-article.tsx", { id: "mobile-news-article" });
      // The textbook library and its mobile views.
      route("/sach-giao-khoa", "routes/textbooks.tsx");
      route("/sach-giao-khoa/:id", "routes/textbook.tsx", { id: "textbook" });
      route("/sach-giao-khoa/:id/muc/:subChapterId", "routes/textbook-section.tsx", { id: "textbook-section" });
      route("/mobile/sgk/thu-vien-sgk/:id", "routes/textbook.tsx", { id: "mobile-textbook" });
      route("/mobile/sgk/thu-vien-sgk/:id/muc/:subChapterId", "routes/textbook-section.tsx", { id: "mobile-textbook-section" });
      route("/gioi-thieu", "routes/content-page.tsx", { id: "page:gioi-thieu" });
      for (const slug of POLICY_PAGES) route(`/${slug}`, "routes/content-page.tsx", { id: `page:${slug}` });
      route("/pages/:id", "routes/content-page.tsx", { id: "page:generic" });
      route("/flashSale", "routes/flash-sale.tsx");
      // Campaign landing pages (§7 LandingPages; URL defined in ADR 0007) and the §2 preview pages
      // (shown without navbar or footer, see app/routing/layout.ts)
      route("/chuong-trinh/:id", "routes/landing-page.tsx");
      route("/xem-truoc", "routes/landing-page.tsx", { id: "preview" });
      route("/xem-truoc-khoa-hoc", "routes/course-preview.tsx");
      for (const prefix of ["h", "p", "m"]) route(`/${prefix}/:id`, "routes/short-link.tsx", { id: `short-link:${prefix}` });

      // §2 + §4 — cart and its checkout steps (tabIndex 0 → 1 → 2 → 4)
      route("/gio-hang", "routes/cart.tsx");
      route("/gio-hang/giao-hang", "routes/checkout-shipping.tsx");
      route("/gio-hang/thanh-toan", "routes/checkout-payment.tsx");
      route("/xac-nhan-don-hang/:id", "routes/order-confirmation.tsx");
      route("/tra-cuu-don-hang", "routes/order-lookup.tsx");

      // §2 Modals, §4 Registration / Forgot password — each a real page with its own form
      route("/dang-nhap", "routes/login.tsx");
      // "Đăng nhập bằng Google" (OIDC code flow): POST starts it, Google sends the browser back to
      // the callback. Both 404 when GOOGLE_CLIENT_ID is unset.
      route("/dang-nhap/google", "routes/login-google.tsx");
      route("/dang-nhap/google/callback", "routes/login-google-callback.tsx");
      route("/dang-ky", "routes/register.tsx");
      route("/kich-hoat-tai-khoan", "routes/activate.tsx");
      route("/thong-tin-ca-nhan", "routes/register-profile.tsx");
      route("/kich-hoat-lai", "routes/reactivate.tsx");
      route("/quen-mat-khau", "routes/forgot-password.tsx");
      route("/logout", "routes/logout.tsx");

      // §2 account area (customers)
      route("/tai-khoan", "routes/account-redirect.tsx", { id: "account-root" });
      route("/tai-khoan/thong-tin-tai-khoan", "routes/account.tsx");
      // Orders
      route("/tai-khoan/don-hang", "routes/account-orders.tsx");
      route("/tai-khoan/don-hang/:id", "routes/account-order.tsx");
      // The order's VAT invoice PDF (a resource route)
      route("/tai-khoan/don-hang/:id/hoa-don", "routes/account-order-invoice.tsx");
      // Ebooks: my library, one ebook, its file (a resource route) and my documents
      route("/tai-khoan/thu-vien-cua-toi", "routes/account-library.tsx");
      route("/tai-khoan/thu-vien-cua-toi/:id", "routes/account-library-item.tsx");
      route("/tai-khoan/thu-vien-cua-toi/:id/tep", "routes/account-library-file.tsx");
      route("/tai-lieu-cua-toi", "routes/my-documents.tsx");
      // The learner's own course and lesson pages, and their mobile views
      route("/khoa-hoc/:id", "routes/my-course.tsx", { id: "my-course" });
      route("/mobile/mycourse/:id", "routes/my-course.tsx", { id: "mobile-my-course" });
      route("/bai-hoc/:id", "routes/my-lesson.tsx", { id: "my-lesson" });
      route("/mobile/mycourse/lesson/:id", "routes/my-lesson.tsx", { id: "mobile-my-lesson" });
      // Reviews and the affiliate dashboard
      route("/tai-khoan/danh-gia-san-pham", "routes/account-reviews.tsx");
      route("/tai-khoan/danh-gia-san-pham/:productSaleId", "routes/account-review-form.tsx");
      route("/tai-khoan/affiliate", "routes/account-affiliate.tsx");
      // Address book, change password.
      route("/tai-khoan/so-dia-chi", "routes/account-addresses.tsx");
      route("/tai-khoan/so-dia-chi/them", "routes/account-address-form.tsx", { id: "account-address-new" });
      route("/tai-khoan/so-dia-chi/:id", "routes/account-address-form.tsx", { id: "account-address-edit" });
      route("/tai-khoan/doi-mat-khau", "routes/account-password.tsx");
      // Certificates of completion: the list and each PDF (a resource route)
      route("/tai-khoan/chung-chi", "routes/account-certificates.tsx");
      route("/tai-khoan/chung-chi/:code/tai", "routes/account-certificate-file.tsx");
      // The privacy centre (ADR 0027): consents, the data download, account deletion
      route("/tai-khoan/du-lieu-ca-nhan", "routes/account-privacy.tsx");
      route("/tai-khoan/du-lieu-ca-nhan/tai-xuong", "routes/account-privacy-export.tsx");
      route("/tai-khoan-da-xoa", "routes/account-deleted.tsx");

      // §2 Payment — gateway returns (GET or cross-site POST)
      route("/thanh-toan/vnpay-return", "routes/payment-vnpay-return.tsx");
      route("/thanh-toan/momo-return", "routes/payment-momo-return.tsx");
      route("/thanh-toan/epay", "routes/payment-epay.tsx");
      route("/thanh-toan/epay-result", "routes/payment-epay-result.tsx");

      // Storefront-side resources (SEO, media, cascade lists, health)
      route("/robots.txt", "routes/robots.tsx");
      route("/sitemap.xml", "routes/sitemap.tsx");
      // Child sitemaps `/sitemap/{n}.xml` once /sitemap.xml becomes an index (over 50 000 URLs).
      route("/sitemap/:file", "routes/sitemap.tsx", { id: "sitemap-child" });
      route("/media/*", "routes/media.tsx");
      route("/resources/locations", "routes/resources.locations.tsx");
      route("/resources/search-suggestions", "routes/resources.search-suggestions.tsx");
      route("/healthz", "routes/healthz.tsx");
      route("/readyz", "routes/readyz.tsx");
      // The web-vitals beacon and the Prometheus metrics (docs/operations.md "Metrics")
      route("/api/vitals", "routes/vitals.tsx");
      route("/metrics", "routes/metrics.tsx");

      // The public verification of a certificate (the URL of its QR code)
      route("/xac-thuc-chung-chi/:code", "routes/certificate-verify.tsx");

      // The public library's course and lesson pages and their mobile views
      route("/thu-vien/khoa-hoc/:id", "routes/library-course.tsx", { id: "library-course" });
      route("/mobile/course/:id", "routes/library-course.tsx", { id: "mobile-course" });
      route("/thu-vien/bai-hoc/:id", "routes/library-lesson.tsx", { id: "library-lesson" });
      route("/mobile/lesson/:id", "routes/library-lesson.tsx", { id: "mobile-lesson" });

      // The exercise and exam pages and their mobile views (one module; the path names the kind)
      route("/bai-tap/:id", "routes/attempt.tsx", { id: "exercise" });
      route("/mobile/exercise/:id", "routes/attempt.tsx", { id: "mobile-exercise" });
      route("/bai-kiem-tra/:id", "routes/attempt.tsx", { id: "exam" });
      route("/mobile/exam/:id", "routes/attempt.tsx", { id: "mobile-exam" });
      // The reviews of the learner's attempts and their mobile views (one module)
      route("/bai-tap-cua-toi/:id", "routes/my-attempt.tsx", { id: "my-exercise" });
      route("/mobile/myExercise/:id", "routes/my-attempt.tsx", { id: "mobile-my-exercise" });
      route("/bai-kiem-tra-cua-toi/:id", "routes/my-attempt.tsx", { id: "my-exam" });
      route("/mobile/myexam/:id", "routes/my-attempt.tsx", { id: "mobile-my-exam" });

      // §2 manuscripts: intake, creating a draft, its detail, its files, a new version
      route("/tiep-nhan-ban-thao", "routes/draft-intake.tsx");
      route("/tao-ban-thao", "routes/draft-create.tsx", { id: "draft-create" });
      route("/chi-tiet-ban-thao/:id", "routes/draft-detail.tsx");
      route("/chi-tiet-ban-thao/:id/tep/:fileId", "routes/draft-file.tsx");
      route("/chi-tiet-ban-thao/:id/phien-ban-moi", "routes/draft-new-version.tsx", { id: "draft-new-version" });

      // Display settings
      route("/cai-dat-hien-thi", "routes/display-settings.tsx");
      // Navigation search, quick panel, the inbox (also at the template's /apps/mail)
      route("/tim-dieu-huong", "routes/nav-search.tsx");
      route("/bang-tin-nhanh", "routes/quick-panel.tsx");
      route("/hop-thu", "routes/inbox.tsx");
      route("/apps/mail", "routes/inbox.tsx", { id: "inbox-apps-mail" });
      route("/hop-thu/:id", "routes/inbox-message.tsx");

      // §2 — English/legacy aliases, 301 to the canonical path
      for (const alias of ROUTE_ALIASES) {
        route(alias.from, "routes/alias-redirect.tsx", { id: `alias:${alias.from}` });
      }

      // Every other path: the 404 page, after the root loader (the site's header and footer).
      route("/*", "routes/not-found.tsx", { id: "not-found" });
    });
  },
};
