/**
 * The account area's menu (spec §2 `/tai-khoan` children and `/tai-lieu-cua-toi`; docs/ui-contract.md
 * "Account area"): one list shared by the side menu of every account page and the header's account menu.
 * `href` is the canonical Vietnamese path; a page is the active entry when the path equals `href` or
 * starts with it followed by "/" (so `/tai-khoan/don-hang/12` marks "Đơn hàng").
 */
export interface AccountMenuEntry {
  /** Accessible name and visible label (ui-contract: keep). */
  label: string;
  href: string;
}

export const ACCOUNT_MENU: readonly AccountMenuEntry[] = [
  { label: "Tài khoản", href: "/tai-khoan/thong-tin-tai-khoan" },
  { label: "Địa chỉ", href: "/tai-khoan/so-dia-chi" },
  { label: "Đơn hàng", href: "/tai-khoan/don-hang" },
  { label: "Đổi mật khẩu", href: "/tai-khoan/doi-mat-khau" },
  // The privacy centre (ADR 0027): consents, download, deletion.
  { label: "Dữ liệu cá nhân", href: "/tai-khoan/du-lieu-ca-nhan" },
  // Shopper copy in Vietnamese; the route keeps its spec §2 path.
  { label: "Cộng tác viên", href: "/tai-khoan/affiliate" },
  { label: "Thư viện của tôi", href: "/tai-khoan/thu-vien-cua-toi" },
  // Certificates of completed courses (ADR 0028).
  { label: "Chứng chỉ của tôi", href: "/tai-khoan/chung-chi" },
  { label: "Đánh giá sản phẩm", href: "/tai-khoan/danh-gia-san-pham" },
  { label: "Tài liệu của tôi", href: "/tai-lieu-cua-toi" },
  // The author's manuscripts live on the public intake page (signed-in part).
  { label: "Bản thảo của tôi", href: "/tiep-nhan-ban-thao" },
  // The inbox of the mails the shop sent.
  { label: "Hộp thư", href: "/hop-thu" },
];

/** The entry of `pathname` (longest matching `href`), or undefined outside the account area. */
export function activeAccountEntry(pathname: string): AccountMenuEntry | undefined {
  const path = pathname.replace(/\/+$/, "") || "/";
  return ACCOUNT_MENU.filter((e) => path === e.href || path.startsWith(`${e.href}/`)).sort((a, b) => b.href.length - a.href.length)[0];
}
