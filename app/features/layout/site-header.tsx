/**
 * The storefront header (spec §2 "Top navigation" and "Header search"), server-rendered and complete
 * without JavaScript:
 *
 * - a thin top bar: hotline, then the account entries (guests: "Đăng nhập" /login, "Đăng ký"
 *   /dang-ky; signed in: "Xin chào, {name}" cut at 15 characters, "Tài khoản" /tai-khoan, a
 *   "Menu tài khoản" `<details>` toggle (its text, not a bare arrow) listing the account area's entries
 *   (ACCOUNT_MENU), the template tools "Tìm trang", "Bảng tin nhanh", "Cài đặt hiển thị" (spec §2 keeps
 *   them; a bookshop keeps them out of a shopper's header, so they sit here and in the footer) and
 *   "Đăng xuất", and "Đăng xuất" /logout);
 * - the logo (to /trang-chu; on phones the square emblem with the shop's name beside it), the search
 *   form (GET /san-pham with `searchContent` and `type`: 1 sản phẩm, 3 tin sách — the server sends type
 *   3 on to /tin-sach; with JavaScript the field suggests books as a combobox,
 *   app/features/search/search-combobox.tsx), and the cart link with its count;
 * - the main navigation `<nav aria-label="Điều hướng chính">`; on phones it folds behind a native
 *   `<details>` "Danh mục" toggle. A link is active (`aria-current="page"`) when the path equals it or
 *   starts with it followed by "/".
 *
 * The skip link to `<main>` belongs to the root layout, not to this component.
 * The `data-slot` attributes mark what differs between a guest's and a customer's header (the top
 * bar and side name, the cart badge, the toolbar after the main navigation): a customer's copy of a
 * static page is the anonymous copy with those filled in (app/features/personal/slots.server.ts).
 * The accessible names follow docs/ui-contract.md exactly; keep them when editing.
 */
import { SettingsEntry } from "~/features/settings/settings-entry";
import { LoginDialogLink } from "~/features/auth/login-dialog";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { HOTLINE, USERNAME_MAX_CHARS } from "~/constants";
import { SearchCombobox } from "~/features/search/search-combobox";
import { truncateName } from "../../utils/text";
import { container, visuallyHidden } from "../../../styles/utilities.css";
import * as styles from "./site-header.css";
import { ACCOUNT_MENU } from "~/features/account/account-menu";
import { mainNavigation } from "~/features/navigation/navigation";
import { NavToolbar, QuickPanelEntry, type ShortcutLink } from "~/features/navigation/nav-toolbar";

/** The top navigation of spec §2, in order: from the one navigation module. */
const MAIN_NAV = mainNavigation();

/** Spec §2: a link is active when the path equals it or starts with it followed by a slash. */
function isActivePath(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** Search types offered in the header (spec §2 "Header search"; 2 = library is not offered). */
const SEARCH_TYPES = [
  { value: "1", label: "Sản phẩm" },
  { value: "3", label: "Tin sách" },
] as const;

export type SiteHeaderProps = {
  /** Number of items in the cart (the badge and the link's accessible name). */
  cartCount: number;
  /** Current URL path (`useLocation().pathname`), for the active link. */
  pathname: string;
  /**
   * Changes on every navigation (`useLocation().key`): the search field is re-created, empty except on
   * the product search's results, which keep the search in the field (ADR 0023).
   */
  searchKey?: string;
  /**
   * The publisher's logos (GET /api/HomePage/Logo, spec §3): the desktop one, and the square one for
   * phones (< 768px). Without them the built-in mark and name are drawn.
   */
  logos?: { desktop: LogoImage | null; mobile: LogoImage | null };
  /** The signed-in user, or null/undefined for guests. */
  user?: { name: string } | null;
  /** The customer's pinned shortcuts (the toolbar's `Lối tắt`). */
  shortcuts?: readonly ShortcutLink[];
};

/** A logo picture: path on the media host, alternative text and intrinsic size (px). */
type LogoImage = { name: string; originalSizeURL: string; width: number; height: number };

export function SiteHeader({ cartCount, pathname, searchKey, logos, user, shortcuts = [] }: SiteHeaderProps) {
  const count = Math.max(0, Math.floor(cartCount || 0));
  const onNews = isActivePath(pathname, "/tin-sach");

  return (
    <header className={styles.header}>
      {/* layout1: the side navigation opens with the user's name and a default avatar. */}
      {user ? (
        <p className={styles.sideUser} data-slot="side-user">
          <DefaultAvatar />
          <span className={styles.sideUserName} title={user.name}>
            {user.name}
          </span>
        </p>
      ) : null}
      <div className={styles.topBar} data-slot="account">
        <div className={`${container} ${styles.topBarInner}`}>
          <p className={user ? `${styles.hotline} ${styles.hotlineWide}` : styles.hotline}>
            <PhoneIcon />
            <span>
              Hotline:{" "}
              <a className={styles.topBarLink} href={`tel:${HOTLINE.tel}`}>
                {HOTLINE.display}
              </a>
            </span>
          </p>
          <p className={styles.tagline}>Sách chính hãng từ Nhà xuất bản Đại học Quốc gia Hà Nội</p>
          <ul className={styles.account}>
            {user ? (
              <>
                <li className={`${styles.accountItem} ${styles.greetingItem}`}>
                  <span className={styles.greeting} title={user.name}>
                    {`Xin chào, ${truncateName(user.name, USERNAME_MAX_CHARS) || "bạn"}`}
                  </span>
                </li>
                <li className={styles.accountItem}>
                  <a
                    className={styles.accountLink}
                    href="/tai-khoan"
                    aria-current={isActivePath(pathname, "/tai-khoan") ? "page" : undefined}
                  >
                    Tài khoản
                  </a>
                </li>
                {/* The account menu, a native <details> (works without JavaScript). */}
                <li className={`${styles.accountItem} ${styles.accountMenuItem}`}>
                  <details className={styles.accountMenu}>
                    {/* The name equals the visible text; the attribute is what scripts and tests select by. */}
                    <summary className={styles.accountMenuToggle} aria-label="Menu tài khoản">
                      Menu tài khoản
                      <Icon size={14} className={styles.accountMenuChevron}>
                        <path d="m6 9 6 6 6-6" />
                      </Icon>
                    </summary>
                    <ul className={styles.accountMenuList}>
                      {ACCOUNT_MENU.map((entry) => (
                        <li key={entry.href}>
                          <a
                            className={styles.accountMenuLink}
                            href={entry.href}
                            aria-current={pathname === entry.href ? "page" : undefined}
                          >
                            {entry.label}
                          </a>
                        </li>
                      ))}
                      {/* The template tools (spec §2). "Tìm trang" is its page here: its popup is anchored
                          to the entry, which the closing menu would hide; the footer's entry opens it. */}
                      <li className={styles.accountMenuSeparator}>
                        <a className={styles.accountMenuLink} href="/tim-dieu-huong">
                          Tìm trang
                        </a>
                      </li>
                      <li>
                        <QuickPanelEntry className={styles.accountMenuLink} />
                      </li>
                      <li>
                        <SettingsEntry className={styles.accountMenuLink} />
                      </li>
                      <li className={styles.accountMenuSeparator}>
                        <a className={styles.accountMenuLink} href="/logout">
                          Đăng xuất
                        </a>
                      </li>
                    </ul>
                  </details>
                </li>
                <li className={styles.accountItem}>
                  <a className={styles.accountLink} href="/logout">
                    Đăng xuất
                  </a>
                </li>
              </>
            ) : (
              <>
                <li className={styles.accountItem}>
                  <LoginDialogLink className={styles.accountLink} />
                </li>
                <li className={styles.accountItem}>
                  <a className={styles.accountLink} href="/dang-ky">
                    Đăng ký
                  </a>
                </li>
              </>
            )}
          </ul>
        </div>
      </div>

      <div className={`${container} ${styles.mainBar}`}>
        <a className={styles.logo} href="/trang-chu">
          {logos?.desktop ? (
            <>
              <picture>
                {logos.mobile && logos.mobile !== logos.desktop ? (
                  <source
                    media="(max-width: 767px)"
                    srcSet={logos.mobile.originalSizeURL}
                    width={logos.mobile.width}
                    height={logos.mobile.height}
                  />
                ) : null}
                <img
                  className={styles.logoImage}
                  src={logos.desktop.originalSizeURL}
                  alt={`${logos.desktop.name} – Trang chủ`}
                  width={logos.desktop.width}
                  height={logos.desktop.height}
                />
              </picture>
              {/* The phone's square emblem carries no name: the shop's name beside it (the image's alt
                already names the link). */}
              {logos.mobile && logos.mobile !== logos.desktop ? (
                <span className={`${styles.logoText} ${styles.logoTextPhone}`} aria-hidden="true">
                  <span className={styles.logoName}>NXB Đại học</span> <span className={styles.logoSub}>Quốc gia Hà Nội</span>
                </span>
              ) : null}
            </>
          ) : (
            <>
              <LogoMark />
              <span className={styles.logoText}>
                <span className={styles.logoName}>NXB Đại học</span> <span className={styles.logoSub}>Quốc gia Hà Nội</span>
              </span>
            </>
          )}
        </a>

        <form className={styles.search} action="/san-pham" method="get" role="search">
          <label className={visuallyHidden} htmlFor="header-search">
            Tìm kiếm
          </label>
          <SearchCombobox key={searchKey} id="header-search" className={styles.searchInput} />
          <label className={visuallyHidden} htmlFor="header-search-type">
            Loại tìm kiếm
          </label>
          <select className={styles.searchType} id="header-search-type" name="type" defaultValue={onNews ? "3" : "1"}>
            {SEARCH_TYPES.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
          <button className={styles.searchButton} type="submit">
            <SearchIcon />
            <span className={styles.searchButtonText}>Tìm</span>
          </button>
        </form>

        {/* The name comes from the content, "Giỏ hàng (3 sản phẩm)", so that it contains the visible
            text (WCAG 2.5.3): the label first in the DOM (shown after the icon, hidden on phones),
            the badge's count read between visually hidden words. A client-side link: with JavaScript
            the opened cart gets focus on its heading (root.tsx, useNavigationFocus). */}
        <Link className={styles.cart} to="/gio-hang" aria-current={isActivePath(pathname, "/gio-hang") ? "page" : undefined}>
          <span className={styles.cartLabel}>Giỏ hàng</span>
          <span className={styles.cartIconWrap}>
            <CartIcon />
            <span className={visuallyHidden}> (</span>
            <span className={styles.cartBadge} data-slot="cart-count">
              {count > 99 ? "99+" : count}
            </span>
            <span className={visuallyHidden}> sản phẩm)</span>
          </span>
        </Link>
      </div>

      <nav className={styles.nav} aria-label="Điều hướng chính" data-slot="main-nav">
        <div className={container}>
          <details className={styles.menuToggle}>
            <summary className={styles.menuSummary}>
              <MenuIcon />
              Danh mục
              <ChevronIcon />
            </summary>
          </details>
          <ul className={styles.navList}>
            {MAIN_NAV.map((item) => (
              <li key={item.id}>
                <a className={styles.navLink} href={item.url} aria-current={isActivePath(pathname, item.url) ? "page" : undefined}>
                  {item.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </nav>
      {/* The toolbar: a customer's pinned shortcuts (`Lối tắt`), nothing for guests. */}
      <NavToolbar shortcuts={shortcuts} />
    </header>
  );
}

/* ---- Inline icons (no requests, decorative) ---- */

function Icon({ size, className, children }: { size: number; className?: string; children: ReactNode }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        {children}
      </g>
    </svg>
  );
}

function PhoneIcon() {
  return (
    <Icon size={14}>
      <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
    </Icon>
  );
}

function SearchIcon() {
  return (
    <Icon size={20}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </Icon>
  );
}

function CartIcon() {
  return (
    <Icon size={26}>
      <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" />
      <circle cx="9" cy="20" r="1" />
      <circle cx="17" cy="20" r="1" />
    </Icon>
  );
}

function MenuIcon() {
  return (
    <Icon size={20}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </Icon>
  );
}

function ChevronIcon() {
  return (
    <Icon size={18} className={styles.chevron}>
      <path d="m6 9 6 6 6-6" />
    </Icon>
  );
}

/** The default avatar of layout1's user header: a person on the brand tint (decorative, the name follows). */
function DefaultAvatar() {
  return (
    <svg className={styles.sideAvatar} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="20" fill="currentColor" opacity=".15" />
      <circle cx="20" cy="15" r="7" fill="currentColor" />
      <path d="M7 33c2.5-6 7.5-9 13-9s10.5 3 13 9" fill="currentColor" />
    </svg>
  );
}

/** The logo mark: an open book on the brand blue (inline SVG, no request). */
function LogoMark() {
  return (
    <svg className={styles.logoMark} width="44" height="44" viewBox="0 0 44 44" aria-hidden="true" focusable="false">
      <rect width="44" height="44" rx="8" fill="currentColor" />
      <path d="M9 14.5c4.5-1.6 9-1.3 13 1.5v16c-4-2.8-8.5-3.1-13-1.5z" fill="#fff" />
      <path d="M35 14.5c-4.5-1.6-9-1.3-13 1.5v16c4-2.8 8.5-3.1 13-1.5z" fill="#fff" opacity=".8" />
      <path d="M22 16v16" stroke="currentColor" strokeWidth="1.2" />
    </svg>
  );
}
