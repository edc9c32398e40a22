/**
 * English/legacy aliases of the storefront's Vietnamese URLs (spec §2 "Route table").
 * Each alias answers 301 to its canonical path, with the query string kept.
 * Shared by `remix.config.js` (which declares the alias routes) and the alias route module
 * (which computes the target), so the two can never disagree.
 *
 * `from` and `to` are Remix path patterns; every `:param` of `from` must appear in `to`.
 * @type {ReadonlyArray<{ from: string; to: string }>}
 */
export const ROUTE_ALIASES = [
  { from: "/product/productList", to: "/san-pham" },
  { from: "/product/:id", to: "/san-pham/:id" },
  { from: "/cart", to: "/gio-hang" },
  { from: "/confirm-order/:id", to: "/xac-nhan-don-hang/:id" },
  { from: "/login", to: "/dang-nhap" },
  { from: "/register", to: "/dang-ky" },
  { from: "/account", to: "/tai-khoan" },
  // Every page of the account area (spec §2 "/tai-khoan (alias /account) with children").
  { from: "/account/profile", to: "/tai-khoan/thong-tin-tai-khoan" },
  { from: "/account/addresses", to: "/tai-khoan/so-dia-chi" },
  { from: "/account/orders", to: "/tai-khoan/don-hang" },
  { from: "/account/orders/:id", to: "/tai-khoan/don-hang/:id" },
  { from: "/account/change-password", to: "/tai-khoan/doi-mat-khau" },
  { from: "/account/my-library", to: "/tai-khoan/thu-vien-cua-toi" },
  { from: "/account/my-library/:id", to: "/tai-khoan/thu-vien-cua-toi/:id" },
  { from: "/account/reviews", to: "/tai-khoan/danh-gia-san-pham" },
  { from: "/my-documents", to: "/tai-lieu-cua-toi" },
  // The Vietnamese child names under /account (/account/don-hang/12 → /tai-khoan/don-hang/12); after the English ones.
  { from: "/account/*", to: "/tai-khoan/*" },
  { from: "/news/newsList", to: "/tin-sach" },
  { from: "/news/:id", to: "/tin-sach/:id" },
  { from: "/library/libraryCourses", to: "/thu-vien" },
  // The learning pages' legacy paths (spec §2; `/library/libraryCourses` above).
  { from: "/library/course/:id", to: "/thu-vien/khoa-hoc/:id" },
  { from: "/library/lesson/:id", to: "/thu-vien/bai-hoc/:id" },
  { from: "/course/:id", to: "/khoa-hoc/:id" },
  { from: "/lesson/:id", to: "/bai-hoc/:id" },
  { from: "/sgk/thu-vien-sgk", to: "/sach-giao-khoa" },
  { from: "/sgk/thu-vien-sgk/:id", to: "/sach-giao-khoa/:id" },
  { from: "/preview", to: "/xem-truoc" },
  { from: "/previewCourse", to: "/xem-truoc-khoa-hoc" },
  // The exercise and exam pages and their reviews (spec §2; ADR 0014 for /myexam).
  { from: "/exercise/:id", to: "/bai-tap/:id" },
  { from: "/exam/:id", to: "/bai-kiem-tra/:id" },
  { from: "/myexercise/:id", to: "/bai-tap-cua-toi/:id" },
  { from: "/myexam/:id", to: "/bai-kiem-tra-cua-toi/:id" },
  // The template toolbar's user menu (spec §2): "My Profile" is the account page. (`/apps/mail` is the inbox
  // itself, a second route id of routes/inbox.tsx; `/login` and `/register` are above.)
  { from: "/pages/profile", to: "/tai-khoan" },
];

/**
 * The policy and help pages of spec §2, each a content page whose slug is its path.
 * @type {ReadonlyArray<string>}
 */
export const POLICY_PAGES = [
  "dieu-khoan-su-dung",
  "dieu-khoan-cong-tac-vien",
  "chinh-sach-bao-mat",
  "chinh-sach-kiem-hang",
  "chinh-sach-mua-hang",
  "chinh-sach-doi-tra",
  "huong-dan-dat-hang",
  "phuong-thuc-van-chuyen",
  "ho-tro",
];
