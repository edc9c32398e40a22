/**
 * The storefront footer (spec §2 "Footer"): the publisher's contact details (fixed text), the
 * policy and help links of the §2 route table, the publisher's Facebook page as a card (its name, a
 * short line and a link — no third-party embed or script: nothing is loaded from other hosts; issue
 * 16), the publishing licence — the seeded content page `giay-phep-xuat-ban`, `licenceHtml`
 * (footer.server.ts; omitted when the upstream has none) — and "© {year} Nhà xuất bản Đại học Quốc gia Hà
 * Nội", the current year in Vietnam from the root loader (the spec's fixed 2023 went stale).
 *
 * The help column also holds the template tools spec §2 keeps — "Tìm trang", "Bảng tin nhanh" and
 * "Tùy chỉnh hiển thị" (the display settings): reachable from every page, out of a shopper's header.
 * They are links to their pages without JavaScript and open their popup or side panel with it.
 *
 * Fixed text, plus, while `paymentSandbox` (the payments run on gateway sandboxes, ADR 0009), a
 * discreet "Môi trường thử nghiệm" line in the legal strip. Link texts avoid repeating the header's link names
 * ("Giỏ hàng", "Đăng nhập", "Tài khoản", "Tin sách" …) so name-based lookups stay unique.
 */
import type { ReactNode } from "react";
import { HOTLINES } from "~/constants";
import { yearInVietnam } from "~/utils/dates";
import { container } from "../../../styles/utilities.css";
import { NavSearchEntry, QuickPanelEntry } from "~/features/navigation/nav-toolbar";
import { SettingsEntry } from "~/features/settings/settings-entry";
import * as styles from "./site-footer.css";

type FooterLink = { href: string; label: string };

/** Policy pages of spec §2. */
const POLICY_LINKS: ReadonlyArray<FooterLink> = [
  { href: "/dieu-khoan-su-dung", label: "Điều khoản sử dụng" },
  { href: "/dieu-khoan-cong-tac-vien", label: "Điều khoản cộng tác viên" },
  { href: "/chinh-sach-bao-mat", label: "Chính sách bảo mật" },
  { href: "/chinh-sach-kiem-hang", label: "Chính sách kiểm hàng" },
  { href: "/chinh-sach-mua-hang", label: "Chính sách mua hàng" },
  { href: "/chinh-sach-doi-tra", label: "Chính sách đổi trả" },
];

/** Help pages of spec §2. */
const HELP_LINKS: ReadonlyArray<FooterLink> = [
  { href: "/tra-cuu-don-hang", label: "Tra cứu đơn hàng" },
  { href: "/huong-dan-dat-hang", label: "Hướng dẫn đặt hàng" },
  { href: "/phuong-thuc-van-chuyen", label: "Phương thức vận chuyển" },
  { href: "/ho-tro", label: "Hỗ trợ" },
];

/** The publisher's fixed contact details (also shown on the manuscript intake page). */
export const PUBLISHER = {
  name: "Nhà xuất bản Đại học Quốc gia Hà Nội",
  address: "16 Hàng Chuối, Hai Bà Trưng, Hà Nội",
  hotlines: HOTLINES,
  salesEmail: "kinhdoanh@nxbdhqg.vn",
  editorialEmail: "bientap@nxbdhqg.vn",
  facebookUrl: "https://www.facebook.com/nxbdhqghn",
  /** The Facebook page's name as Facebook shows it (the social card). */
  facebookName: "Nhà xuất bản Đại học Quốc gia Hà Nội",
} as const;

/** The seller's registration details (Law 122/2025/QH15; app/env.server.ts `publisher`). */
export type PublisherDisclosure = {
  name: string;
  taxCode: string;
  address: string;
  establishment: string;
  responsible: string;
  /** The Ministry of Industry and Trade notification page, or null: no badge. */
  moitUrl: string | null;
};

export type SiteFooterProps = {
  /** The registration details of the legal strip; the reference publisher's defaults when absent. */
  publisher?: PublisherDisclosure;
  /** Show the "Môi trường thử nghiệm" line (the payments run on gateway sandboxes). */
  paymentSandbox?: boolean;
  /** The publishing licence's sanitized HTML, or null when the upstream has none. */
  licenceHtml?: string | null;
  /** The year of the © line (the root loader's, Vietnam time); the current one when absent. */
  copyrightYear?: number;
  /** The visitor's roles (empty = guest), for the `Tìm trang` popup's suggestions. */
  navRoles?: readonly string[];
};

export function SiteFooter({ paymentSandbox = false, licenceHtml = null, copyrightYear, navRoles = [], publisher }: SiteFooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={`${container} ${styles.columns}`}>
        <section aria-labelledby="footer-publisher" className={styles.fullRow}>
          <h2 id="footer-publisher" className={styles.publisher}>
            {PUBLISHER.name}
          </h2>
          <address className={styles.contact}>
            <dl className={styles.contactList}>
              <ContactRow term="Địa chỉ">{PUBLISHER.address}</ContactRow>
              <ContactRow term="Hotline">
                {PUBLISHER.hotlines.map((h, i) => (
                  <span key={h.tel}>
                    {i > 0 ? " / " : null}
                    <a className={styles.inlineLink} href={`tel:${h.tel}`}>
                      {h.display}
                    </a>
                  </span>
                ))}
              </ContactRow>
              <ContactRow term="Email bán hàng">
                <MailLink address={PUBLISHER.salesEmail} />
              </ContactRow>
              <ContactRow term="Email biên tập">
                <MailLink address={PUBLISHER.editorialEmail} />
              </ContactRow>
            </dl>
          </address>
        </section>

        <nav aria-labelledby="footer-policies">
          <h2 id="footer-policies" className={styles.heading}>
            Chính sách
          </h2>
          <LinkList links={POLICY_LINKS} />
        </nav>

        <nav aria-labelledby="footer-help">
          <h2 id="footer-help" className={styles.heading}>
            Hỗ trợ khách hàng
          </h2>
          <ul className={styles.links}>
            {HELP_LINKS.map((l) => (
              <li key={l.href}>
                <a className={styles.link} href={l.href}>
                  {l.label}
                </a>
              </li>
            ))}
            <li>
              <NavSearchEntry roles={navRoles} className={styles.link} />
            </li>
            <li>
              <QuickPanelEntry className={styles.link} />
            </li>
            <li>
              <SettingsEntry className={styles.link} label="Tùy chỉnh hiển thị" />
            </li>
          </ul>
        </nav>

        <section aria-labelledby="footer-social" className={styles.fullRow}>
          <h2 id="footer-social" className={styles.heading}>
            Kết nối với chúng tôi
          </h2>
          <article className={styles.socialCard} aria-labelledby="footer-social-name">
            <svg className={styles.socialIcon} width="32" height="32" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M22 12a10 10 0 1 0-11.56 9.88v-6.99H7.9V12h2.54V9.8c0-2.5 1.49-3.89 3.78-3.89 1.09 0 2.24.2 2.24.2v2.46h-1.26c-1.24 0-1.63.77-1.63 1.56V12h2.78l-.44 2.89h-2.34v6.99A10 10 0 0 0 22 12Z"
              />
            </svg>
            <div>
              <h3 id="footer-social-name" className={styles.socialName}>
                {PUBLISHER.facebookName}
              </h3>
              <p className={styles.socialLine}>Tin sách mới, sự kiện và ưu đãi trên Facebook</p>
              <a className={styles.link} href={PUBLISHER.facebookUrl} rel="noopener noreferrer">
                Xem trang Facebook của Nhà xuất bản
              </a>
            </div>
          </article>
          <ul className={styles.links}>
            <li>
              <a className={styles.link} href="/tiep-nhan-ban-thao">
                Gửi bản thảo cho Nhà xuất bản
              </a>
            </li>
          </ul>
        </section>
      </div>

      <div className={styles.legal}>
        <div className={`${container} ${styles.legalInner}`}>
          {licenceHtml ? (
            <div
              className={styles.licence}
              aria-label="Giấy phép xuất bản"
              role="group"
              dangerouslySetInnerHTML={{ __html: licenceHtml }}
            />
          ) : null}
          {publisher ? <Registration publisher={publisher} /> : null}
          <p className={styles.legalLine}>
            © {copyrightYear ?? yearInVietnam()} {PUBLISHER.name}
          </p>
          {paymentSandbox ? (
            <p className={styles.legalLine} data-testid="sandbox-notice">
              <strong>Môi trường thử nghiệm</strong>: thanh toán không dùng tiền thật.
            </p>
          ) : null}
        </div>
      </div>
    </footer>
  );
}

function LinkList({ links }: { links: ReadonlyArray<FooterLink> }) {
  return (
    <ul className={styles.links}>
      {links.map((l) => (
        <li key={l.href}>
          <a className={styles.link} href={l.href}>
            {l.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** One line of the publisher's contact list: a term and its value. */
function ContactRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.contactRow}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.definition}>{children}</dd>
    </div>
  );
}

function MailLink({ address }: { address: string }) {
  return (
    <a className={styles.inlineLink} href={`mailto:${address}`}>
      {address}
    </a>
  );
}

/**
 * The seller's registration details (Law 122/2025/QH15 on e-commerce, ADR 0027) as a small term list,
 * and the Ministry of Industry and Trade notification badge — a drawn mark, nothing loaded from the
 * Ministry's host — linking to the notification page when one is configured.
 */
function Registration({ publisher }: { publisher: PublisherDisclosure }) {
  return (
    <section aria-labelledby="footer-registration" className={styles.registration}>
      <h2 id="footer-registration" className={styles.registrationHeading}>
        Thông tin đăng ký
      </h2>
      <dl className={styles.registrationList}>
        <ContactRow term="Đơn vị">{publisher.name}</ContactRow>
        <ContactRow term="Mã số thuế">{publisher.taxCode}</ContactRow>
        <ContactRow term="Địa chỉ trụ sở">{publisher.address}</ContactRow>
        <ContactRow term="Thành lập">{publisher.establishment}</ContactRow>
        <ContactRow term="Người chịu trách nhiệm">{publisher.responsible}</ContactRow>
      </dl>
      {publisher.moitUrl ? (
        <a className={styles.moitBadge} href={publisher.moitUrl} rel="noopener noreferrer">
          <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="11" fill="#d71920" />
            <path d="M7 12.5l3.2 3.2L17.5 8.4" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span>Đã thông báo Bộ Công Thương</span>
        </a>
      ) : null}
    </section>
  );
}
