/**
 * The pages of the route table (remix.config.js) with sample URLs, for the page walks
 * (tests/e2e/walk-axe.spec.ts, tests/e2e/walk-layout.spec.ts): every route whose module renders a page (`export default`) has at
 * least one entry here, keyed by its route id; `pages.spec.ts`-style coverage is checked by
 * `pageRouteIds()` below, which reads remix.config.js itself.
 *
 * `state` says which browser state a URL needs:
 * - `guest`: a fresh visitor;
 * - `shopper`: a guest with a book in the cart and checkout step 1 filled (cart and payment step);
 * - `customer`: the seeded customer (`khachhang@example.com`) logged in, who has placed and paid an
 *   order (`{order}` in the URL is that order's id);
 * - `author`: the demo customer signed in, the author of the seeded manuscript drafts.
 * `status` is the expected HTTP status of the final document (after redirects), 200 unless said.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { CONTENT_FACTS } from "../../server/seed/content";
import { SEED_FACTS } from "../../server/seed/catalog";
import { ORDER_SEED_FACTS } from "../../server/seed/orders";
import { TEXTBOOK_SEED_FACTS } from "../../server/seed/textbooks";
import { COURSE_SEED_FACTS } from "../../server/seed/courses";
import { DRAFT_SEED_FACTS } from "../../server/seed/drafts";
import { DEMO_ATTEMPT_FACTS, EXAM_SEED_FACTS } from "../../server/seed/examinations";
import { DEMO_CERTIFICATE_FACTS } from "../../server/seed/certificates";
import { routeTable } from "./route-table";

export type PageState = "guest" | "shopper" | "customer" | "author";
export type SamplePage = { routeId: string; url: string; state: PageState; status?: number; note?: string };

const c = CONTENT_FACTS;
const t = TEXTBOOK_SEED_FACTS;

export const PAGES: readonly SamplePage[] = [
  { routeId: "routes/root-redirect", url: "/", state: "guest" },
  { routeId: "routes/home", url: "/trang-chu", state: "guest" },
  { routeId: "products", url: "/san-pham", state: "guest" },
  { routeId: "products", url: "/san-pham?searchContent=giao%20trinh&page=2", state: "guest" },
  { routeId: "products-category", url: "/san-pham/danh-muc/1", state: "guest" },
  { routeId: "routes/product", url: `/san-pham/${c.reviewedProductId}`, state: "guest" },
  { routeId: "routes/product", url: `/san-pham/${c.productWithCoursesId}`, state: "guest" },
  { routeId: "routes/product", url: `/san-pham/${SEED_FACTS.outOfStockProductId}`, state: "guest" },
  { routeId: "routes/product", url: "/san-pham/99999999", state: "guest", status: 404, note: "a missing book" },
  { routeId: "routes/news", url: "/tin-sach", state: "guest" },
  { routeId: "news-article", url: `/tin-sach/${c.newsSlug}`, state: "guest" },
  { routeId: "news-article", url: `/tin-sach/${c.videoNewsSlug}`, state: "guest" },
  { routeId: "routes/library", url: "/thu-vien", state: "guest" },
  { routeId: "mobile-news-article", url: `/mobile/news/${c.newsSlug}`, state: "guest" },
  { routeId: "page:gioi-thieu", url: "/gioi-thieu", state: "guest" },
  ...c.policyPageSlugs.map((slug): SamplePage => ({ routeId: `page:${slug}`, url: `/${slug}`, state: "guest" })),
  { routeId: "page:generic", url: `/pages/${c.genericPageId}`, state: "guest" },
  { routeId: "routes/flash-sale", url: "/flashSale", state: "guest" },
  { routeId: "routes/landing-page", url: `/chuong-trinh/${c.landingPageId}`, state: "guest" },
  { routeId: "preview", url: `/xem-truoc?id=${c.landingPageId}`, state: "guest" },
  { routeId: "routes/course-preview", url: `/xem-truoc-khoa-hoc?id=${c.unsoldCourseId}`, state: "guest" },
  // Short links redirect (302) to the page they name, or answer the 404 page.
  { routeId: "short-link:h", url: c.landingShortLink.url, state: "guest" },
  { routeId: "short-link:p", url: "/p/khong-co-lien-ket", state: "guest", status: 404, note: "an unknown short link" },
  { routeId: "short-link:m", url: "/m/khong-co-lien-ket", state: "guest", status: 404 },
  { routeId: "routes/cart", url: "/gio-hang", state: "guest", note: "the empty cart" },
  { routeId: "routes/cart", url: "/gio-hang", state: "shopper" },
  { routeId: "routes/checkout-shipping", url: "/gio-hang/giao-hang", state: "shopper" },
  { routeId: "routes/checkout-payment", url: "/gio-hang/thanh-toan", state: "shopper" },
  { routeId: "routes/order-confirmation", url: "/xac-nhan-don-hang/{order}", state: "customer" },
  { routeId: "routes/order-lookup", url: "/tra-cuu-don-hang", state: "guest" },
  {
    routeId: "routes/order-lookup",
    url: "/tra-cuu-don-hang?ma=DH261128-000001",
    state: "guest",
    note: "the code pre-filled from the confirmation page",
  },
  { routeId: "routes/login", url: "/dang-nhap", state: "guest" },
  // Both answer a redirect to /dang-nhap for a GET (the flow starts with a POST).
  { routeId: "routes/login-google", url: "/dang-nhap/google", state: "guest" },
  { routeId: "routes/login-google-callback", url: "/dang-nhap/google/callback?code=x&state=forged", state: "guest", status: 400 },
  { routeId: "routes/register", url: "/dang-ky", state: "guest" },
  { routeId: "routes/activate", url: "/kich-hoat-tai-khoan", state: "guest" },
  { routeId: "routes/register-profile", url: "/thong-tin-ca-nhan", state: "customer" },
  { routeId: "routes/reactivate", url: "/kich-hoat-lai", state: "guest" },
  { routeId: "routes/forgot-password", url: "/quen-mat-khau", state: "guest" },
  { routeId: "routes/logout", url: "/logout", state: "guest" },
  { routeId: "account-root", url: "/tai-khoan", state: "customer" },
  { routeId: "routes/account", url: "/tai-khoan/thong-tin-tai-khoan", state: "customer" },
  { routeId: "routes/account", url: "/tai-khoan/thong-tin-tai-khoan", state: "guest", note: "→ the login page" },
  // The account area. The walks' `customer` (walk-support.ts) is a fresh registration, signed in, who
  // has paid one order (`{order}`) for book 2; the demo customer's seeded orders and addresses are someone else's.
  { routeId: "routes/account-orders", url: "/tai-khoan/don-hang", state: "customer" },
  {
    routeId: "routes/account-orders",
    url: "/tai-khoan/don-hang?status=delivered&q=dh&from=2020-01-01&to=2099-12-31",
    state: "customer",
    note: "filtered",
  },
  {
    routeId: "routes/account-orders",
    url: "/tai-khoan/don-hang?page=abc&from=2026-02-30",
    state: "customer",
    note: "bad values normalised",
  },
  { routeId: "routes/account-orders", url: "/tai-khoan/don-hang", state: "guest", note: "→ the login page" },
  { routeId: "routes/account-order", url: "/tai-khoan/don-hang/{order}", state: "customer" },
  { routeId: "routes/account-order", url: "/tai-khoan/don-hang/{order}?huy=1", state: "customer", note: "the cancel step" },
  {
    routeId: "routes/account-order",
    url: `/tai-khoan/don-hang/${ORDER_SEED_FACTS.deliveredOrderId}`,
    state: "customer",
    status: 404,
    note: "another customer's order",
  },
  {
    routeId: "routes/account-order",
    url: `/tai-khoan/don-hang/${ORDER_SEED_FACTS.deliveredOrderId}`,
    state: "guest",
    note: "→ the login page",
  },
  // The walk's customer owns no ebook (the library's filled pages are checked by account-library.spec.ts).
  { routeId: "routes/account-library", url: "/tai-khoan/thu-vien-cua-toi", state: "customer", note: "the empty library" },
  { routeId: "routes/account-library", url: "/tai-khoan/thu-vien-cua-toi?page=abc", state: "customer" },
  { routeId: "routes/account-library", url: "/tai-khoan/thu-vien-cua-toi", state: "guest", note: "→ the login page" },
  {
    routeId: "routes/account-library-item",
    url: `/tai-khoan/thu-vien-cua-toi/${SEED_FACTS.digitalProductId}`,
    state: "customer",
    status: 404,
    note: "an ebook the walk's customer does not own",
  },
  { routeId: "routes/my-documents", url: "/tai-lieu-cua-toi", state: "customer" },
  { routeId: "routes/my-documents", url: "/tai-lieu-cua-toi", state: "guest", note: "→ the login page" },
  // Reviews and the affiliate dashboard (the walk's customer paid for book 2; a book not bought → 403).
  { routeId: "routes/account-reviews", url: "/tai-khoan/danh-gia-san-pham", state: "customer" },
  { routeId: "routes/account-reviews", url: "/tai-khoan/danh-gia-san-pham?page=abc", state: "customer", note: "a bad page is page 1" },
  { routeId: "routes/account-reviews", url: "/tai-khoan/danh-gia-san-pham", state: "guest", note: "→ the login page" },
  { routeId: "routes/account-review-form", url: "/tai-khoan/danh-gia-san-pham/2", state: "customer" },
  {
    routeId: "routes/account-review-form",
    url: "/tai-khoan/danh-gia-san-pham/3",
    state: "customer",
    status: 403,
    note: "a book not bought",
  },
  { routeId: "routes/account-affiliate", url: "/tai-khoan/affiliate", state: "customer" },
  { routeId: "routes/account-affiliate", url: "/tai-khoan/affiliate?page=-1", state: "customer", note: "a bad page is page 1" },
  { routeId: "routes/account-affiliate", url: "/tai-khoan/affiliate", state: "guest", note: "→ the login page" },
  { routeId: "routes/cart", url: "/gio-hang?affiliate=CTV2024", state: "shopper", note: "the affiliate field prefilled" },
  { routeId: "routes/account-privacy", url: "/tai-khoan/du-lieu-ca-nhan", state: "customer" },
  { routeId: "routes/account-privacy", url: "/tai-khoan/du-lieu-ca-nhan", state: "guest", note: "→ the login page" },
  { routeId: "routes/account-deleted", url: "/tai-khoan-da-xoa", state: "guest" },
  { routeId: "routes/account-addresses", url: "/tai-khoan/so-dia-chi", state: "customer" },
  { routeId: "routes/account-addresses", url: "/tai-khoan/so-dia-chi", state: "guest", note: "→ the login page" },
  { routeId: "account-address-new", url: "/tai-khoan/so-dia-chi/them", state: "customer" },
  { routeId: "account-address-new", url: "/tai-khoan/so-dia-chi/them", state: "guest", note: "→ the login page" },
  { routeId: "account-address-edit", url: "/tai-khoan/so-dia-chi/1", state: "customer", status: 404, note: "another customer's address" },
  { routeId: "account-address-edit", url: "/tai-khoan/so-dia-chi/1", state: "guest", note: "→ the login page" },
  { routeId: "routes/account-password", url: "/tai-khoan/doi-mat-khau", state: "customer" },
  { routeId: "routes/account-password", url: "/tai-khoan/doi-mat-khau", state: "guest", note: "→ the login page" },
  {
    routeId: "routes/payment-vnpay-return",
    url: "/thanh-toan/vnpay-return",
    state: "guest",
    status: 400,
    note: "a return without a signature",
  },
  {
    routeId: "routes/payment-momo-return",
    url: "/thanh-toan/momo-return",
    state: "guest",
    status: 400,
    note: "a MoMo return without a signature",
  },
  { routeId: "routes/payment-epay", url: "/thanh-toan/epay", state: "guest", note: "no ePay order in the session → the cart" },
  { routeId: "routes/payment-epay-result", url: "/thanh-toan/epay-result", state: "guest", status: 400 },
  { routeId: "alias:/product/:id", url: `/product/${c.reviewedProductId}`, state: "guest" },
  // The learner's own course and lesson pages. The walk's customer bought book 2, which
  // sells no course: course 1 is someone else's (403 page with `Mua khóa học…`); the owned pages are walked by
  // tests/e2e/learning-my-courses.spec.ts (checkPageLayout).
  { routeId: "my-course", url: "/khoa-hoc/1", state: "customer", status: 403, note: "a course not bought" },
  { routeId: "my-course", url: "/khoa-hoc/99999999", state: "customer", status: 404, note: "an unknown course" },
  { routeId: "my-course", url: "/khoa-hoc/1", state: "guest", note: "→ the login page" },
  { routeId: "mobile-my-course", url: "/mobile/mycourse/1", state: "customer", status: 403, note: "a course not bought" },
  { routeId: "mobile-my-course", url: "/mobile/mycourse/1", state: "guest", note: "→ the login page" },
  { routeId: "my-lesson", url: "/bai-hoc/3", state: "customer", status: 403, note: "a locked lesson not bought" },
  { routeId: "my-lesson", url: "/bai-hoc/1", state: "customer", status: 403, note: "a free preview not bought" },
  { routeId: "my-lesson", url: "/bai-hoc/99999999", state: "customer", status: 404, note: "an unknown lesson" },
  { routeId: "my-lesson", url: "/bai-hoc/3", state: "guest", note: "→ the login page" },
  { routeId: "mobile-my-lesson", url: "/mobile/mycourse/lesson/3", state: "customer", status: 403, note: "a lesson not bought" },
  { routeId: "mobile-my-lesson", url: "/mobile/mycourse/lesson/3", state: "guest", note: "→ the login page" },
  // The attempt pages. The walk's customer owns no course: exercises 1–2 (on the free preview
  // lessons 1–2) are open to every learner, exercise 3 and exam 5 answer the 403 page; the exam's intro and open
  // form are walked by tests/e2e/exercises.spec.ts (checkPageLayout). A GET never starts an attempt.
  { routeId: "exercise", url: `/bai-tap/${EXAM_SEED_FACTS.previewExerciseId}`, state: "customer" },
  { routeId: "exercise", url: `/bai-tap/${EXAM_SEED_FACTS.exerciseId}`, state: "customer", note: "an essay question" },
  {
    routeId: "exercise",
    url: `/bai-tap/${EXAM_SEED_FACTS.lockedExerciseId}`,
    state: "customer",
    status: 403,
    note: "a locked lesson's",
  },
  { routeId: "exercise", url: "/bai-tap/abc", state: "customer", status: 404 },
  { routeId: "exercise", url: `/bai-tap/${EXAM_SEED_FACTS.exerciseId}`, state: "guest", note: "→ the login page" },
  { routeId: "mobile-exercise", url: `/mobile/exercise/${EXAM_SEED_FACTS.previewExerciseId}`, state: "customer" },
  { routeId: "mobile-exercise", url: `/mobile/exercise/${EXAM_SEED_FACTS.exerciseId}`, state: "guest", note: "→ the login page" },
  { routeId: "exam", url: `/bai-kiem-tra/${EXAM_SEED_FACTS.examId}`, state: "customer", status: 403, note: "a course not bought" },
  { routeId: "exam", url: `/bai-kiem-tra/${EXAM_SEED_FACTS.previewExerciseId}`, state: "customer", note: "an exercise's id → its page" },
  { routeId: "exam", url: `/bai-kiem-tra/${EXAM_SEED_FACTS.examId}`, state: "guest", note: "→ the login page" },
  { routeId: "exam", url: "/bai-kiem-tra/99999999", state: "customer", status: 404 },
  { routeId: "mobile-exam", url: `/mobile/exam/${EXAM_SEED_FACTS.examId}`, state: "customer", status: 403, note: "a course not bought" },
  { routeId: "mobile-exam", url: `/mobile/exam/${EXAM_SEED_FACTS.examId}`, state: "guest", note: "→ the login page" },
  { routeId: "not-found", url: "/khong-co-trang-nay", state: "guest", status: 404, note: "no other route matches" },
  { routeId: "not-found", url: "/khong-co/trang/nay", state: "customer", status: 404, note: "signed in: the header shows the customer" },
  // The textbook library.
  { routeId: "routes/textbooks", url: "/sach-giao-khoa", state: "guest" },
  { routeId: "routes/textbooks", url: `/sach-giao-khoa?searchContent=${t.searchWord}`, state: "customer", note: "searched" },
  { routeId: "textbook", url: `/sach-giao-khoa/${t.deepAssetId}`, state: "guest" },
  { routeId: "textbook", url: `/sach-giao-khoa/${t.pagesAssetId}`, state: "customer" },
  { routeId: "textbook", url: "/sach-giao-khoa/99999", state: "guest", status: 404, note: "an unknown textbook" },
  { routeId: "textbook-section", url: `/sach-giao-khoa/${t.deepAssetId}/muc/${t.deepLeafId}`, state: "guest", note: "an HTML section" },
  { routeId: "textbook-section", url: `/sach-giao-khoa/${t.pagesAssetId}/muc/${t.pagesLeafId}`, state: "customer", note: "page images" },
  {
    routeId: "textbook-section",
    url: `/sach-giao-khoa/${t.pagesAssetId}/muc/${t.deepLeafId}`,
    state: "guest",
    status: 404,
    note: "a section of another textbook",
  },
  { routeId: "mobile-textbook", url: `/mobile/sgk/thu-vien-sgk/${t.deepAssetId}`, state: "guest" },
  { routeId: "mobile-textbook", url: "/mobile/sgk/thu-vien-sgk/abc", state: "guest", status: 404 },
  { routeId: "mobile-textbook-section", url: `/mobile/sgk/thu-vien-sgk/${t.deepAssetId}/muc/${t.deepLeafId}`, state: "guest" },
  { routeId: "mobile-textbook-section", url: `/mobile/sgk/thu-vien-sgk/${t.deepAssetId}/muc/999999`, state: "guest", status: 404 },
  // The public library's category filter, course and lesson pages and their mobile views.
  { routeId: "routes/library", url: "/thu-vien?categoryId=2", state: "guest", note: "one category" },
  { routeId: "routes/library", url: "/thu-vien?categoryId=1&searchContent=dai%20so", state: "customer" },
  { routeId: "library-course", url: `/thu-vien/khoa-hoc/${COURSE_SEED_FACTS.courseId}`, state: "guest" },
  { routeId: "library-course", url: `/thu-vien/khoa-hoc/${c.unsoldCourseId}`, state: "customer", note: "no product sells it" },
  { routeId: "library-course", url: "/thu-vien/khoa-hoc/99999", state: "guest", status: 404 },
  { routeId: "library-course", url: "/thu-vien/khoa-hoc/abc", state: "guest", status: 404 },
  { routeId: "mobile-course", url: `/mobile/course/${COURSE_SEED_FACTS.courseId}`, state: "guest" },
  { routeId: "library-lesson", url: `/thu-vien/bai-hoc/${COURSE_SEED_FACTS.previewLessonId}`, state: "guest", note: "a preview" },
  { routeId: "library-lesson", url: `/thu-vien/bai-hoc/${COURSE_SEED_FACTS.lockedLessonId}`, state: "guest", note: "locked" },
  { routeId: "library-lesson", url: `/thu-vien/bai-hoc/${COURSE_SEED_FACTS.previewLessonId}`, state: "customer" },
  { routeId: "library-lesson", url: "/thu-vien/bai-hoc/-1", state: "guest", status: 404 },
  { routeId: "mobile-lesson", url: `/mobile/lesson/${COURSE_SEED_FACTS.previewLessonId}`, state: "guest" },
  { routeId: "mobile-lesson", url: `/mobile/lesson/${COURSE_SEED_FACTS.lockedLessonId}`, state: "guest", note: "locked" },
  { routeId: "mobile-lesson", url: "/mobile/lesson/99999999999", state: "guest", status: 404 },
  // Certificates (ADR 0028): the walk's fresh customer holds none; `author` is the demo customer, who holds one.
  { routeId: "routes/account-certificates", url: "/tai-khoan/chung-chi", state: "customer", note: "no certificate yet" },
  { routeId: "routes/account-certificates", url: "/tai-khoan/chung-chi", state: "author", note: "the demo certificate" },
  { routeId: "routes/account-certificates", url: "/tai-khoan/chung-chi", state: "guest", note: "→ the login page" },
  { routeId: "routes/certificate-verify", url: `/xac-thuc-chung-chi/${DEMO_CERTIFICATE_FACTS.code}`, state: "guest", note: "valid" },
  {
    routeId: "routes/certificate-verify",
    url: "/xac-thuc-chung-chi/ABCDEFGHJKMNPQRS",
    state: "guest",
    status: 404,
    note: "a made-up code",
  },
  { routeId: "routes/certificate-verify", url: `/xac-thuc-chung-chi/${DEMO_CERTIFICATE_FACTS.code}`, state: "customer" },
  // The reviews of attempts. The seeded attempt is the demo customer's, so the walk's
  // (fresh) customer gets the 404 page; the owner's review is walked by tests/e2e/exam-review.spec.ts.
  { routeId: "my-exercise", url: `/bai-tap-cua-toi/${DEMO_ATTEMPT_FACTS.attemptId}`, state: "guest", note: "→ the login page" },
  {
    routeId: "my-exercise",
    url: `/bai-tap-cua-toi/${DEMO_ATTEMPT_FACTS.attemptId}`,
    state: "customer",
    status: 404,
    note: "another learner's",
  },
  { routeId: "my-exercise", url: "/bai-tap-cua-toi/abc", state: "customer", status: 404 },
  { routeId: "mobile-my-exercise", url: `/mobile/myExercise/${DEMO_ATTEMPT_FACTS.attemptId}`, state: "guest", note: "→ the login page" },
  { routeId: "mobile-my-exercise", url: "/mobile/myExercise/99999999", state: "customer", status: 404 },
  { routeId: "my-exam", url: `/bai-kiem-tra-cua-toi/${DEMO_ATTEMPT_FACTS.attemptId}`, state: "guest", note: "→ the login page" },
  { routeId: "my-exam", url: "/bai-kiem-tra-cua-toi/-1", state: "customer", status: 404 },
  { routeId: "mobile-my-exam", url: `/mobile/myexam/${DEMO_ATTEMPT_FACTS.attemptId}`, state: "guest", note: "→ the login page" },
  { routeId: "mobile-my-exam", url: "/mobile/myexam/0", state: "customer", status: 404 },
  // Manuscript intake and a draft's detail. The walk's customer is a fresh account
  // (no drafts: the empty list; the demo author's drafts are another author's → 404); `author` is the demo
  // customer, who owns the seeded drafts (one per status; the revision_requested one shows the new-version form).
  { routeId: "routes/draft-intake", url: "/tiep-nhan-ban-thao", state: "guest" },
  { routeId: "routes/draft-intake", url: "/tiep-nhan-ban-thao", state: "customer", note: "no drafts yet" },
  { routeId: "routes/draft-intake", url: "/tiep-nhan-ban-thao?trang=-1", state: "customer", note: "a bad page is page 1" },
  {
    routeId: "routes/draft-detail",
    url: `/chi-tiet-ban-thao/${DRAFT_SEED_FACTS.revisionDraftId}`,
    state: "customer",
    status: 404,
    note: "another author's draft",
  },
  { routeId: "routes/draft-detail", url: "/chi-tiet-ban-thao/3", state: "guest", note: "→ the login page" },
  // The author's pages, the create form and the new-version route's GET (→ the detail).
  { routeId: "routes/draft-intake", url: "/tiep-nhan-ban-thao", state: "author", note: "five drafts" },
  { routeId: "routes/draft-intake", url: "/tiep-nhan-ban-thao?trang=abc", state: "author", note: "letters are page 1" },
  ...Object.entries(DRAFT_SEED_FACTS.byStatus).map(([status, id]): SamplePage => ({
    routeId: "routes/draft-detail",
    url: `/chi-tiet-ban-thao/${id}`,
    state: "author",
    note: status,
  })),
  { routeId: "routes/draft-detail", url: "/chi-tiet-ban-thao/99999999", state: "author", status: 404, note: "an unknown draft" },
  { routeId: "routes/draft-detail", url: "/chi-tiet-ban-thao/abc", state: "author", status: 404 },
  // The display settings page.
  { routeId: "routes/display-settings", url: "/cai-dat-hien-thi", state: "guest" },
  {
    routeId: "routes/display-settings",
    url: "/cai-dat-hien-thi?redirectTo=https%3A%2F%2Fevil.example",
    state: "customer",
    note: "an outside redirectTo is ignored",
  },
  { routeId: "draft-create", url: "/tao-ban-thao", state: "author" },
  { routeId: "draft-create", url: "/tao-ban-thao", state: "customer" },
  { routeId: "draft-create", url: "/tao-ban-thao", state: "guest", note: "→ the login page" },
  {
    routeId: "draft-new-version",
    url: `/chi-tiet-ban-thao/${DRAFT_SEED_FACTS.revisionDraftId}/phien-ban-moi`,
    state: "author",
    note: "a GET: the page with the form",
  },
  // Navigation search, quick panel, inbox. The walk's customer is a fresh account
  // (its activation mail is in its inbox; message ids are not known ahead: the detail is in chrome-navigation.spec.ts).
  { routeId: "routes/nav-search", url: "/tim-dieu-huong?q=sach", state: "guest" },
  { routeId: "routes/nav-search", url: "/tim-dieu-huong?q=khong-co-trang", state: "guest", note: "Không có kết quả" },
  { routeId: "routes/nav-search", url: "/tim-dieu-huong?q=don%20hang", state: "customer", note: "account pages" },
  { routeId: "routes/quick-panel", url: "/bang-tin-nhanh", state: "guest" },
  { routeId: "routes/quick-panel", url: "/bang-tin-nhanh", state: "customer" },
  { routeId: "routes/inbox", url: "/hop-thu", state: "guest", note: "→ the login page" },
  { routeId: "routes/inbox", url: "/hop-thu", state: "customer" },
  { routeId: "routes/inbox", url: "/hop-thu?page=-1", state: "customer", note: "a bad page is page 1" },
  { routeId: "inbox-apps-mail", url: "/apps/mail", state: "customer" },
  { routeId: "routes/inbox-message", url: "/hop-thu/1", state: "guest", note: "→ the login page" },
  { routeId: "routes/inbox-message", url: "/hop-thu/99999999", state: "customer", status: 404 },
  { routeId: "routes/inbox-message", url: "/hop-thu/abc", state: "customer", status: 404 },
];

/** Route ids of the page routes: those whose module renders a page (has a default export). */
export async function pageRouteIds(): Promise<string[]> {
  const routes = routeTable();
  return routes.filter((r) => /^export default /m.test(readFileSync(path.join(process.cwd(), "app", r.file), "utf8"))).map((r) => r.id);
}
