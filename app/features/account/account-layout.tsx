/**
 * The frame of every account page (spec §2 `/tai-khoan/*` and `/tai-lieu-cua-toi`): the account menu
 * (`<nav aria-label="Tài khoản của tôi">`, entries of ./account-menu.ts then `Đăng xuất`) beside the
 * page — a side column from tablets, a horizontal scrolling strip on phones — and the page's `<h1>`.
 * Plain links and no script: it works with JavaScript off. The active entry has `aria-current="page"`.
 */
import { useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { ACCOUNT_MENU, activeAccountEntry } from "./account-menu";
import * as s from "./account-layout.css";

export function AccountLayout({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const { pathname } = useLocation();
  const active = activeAccountEntry(pathname);
  return (
    <div className={s.layout}>
      <nav className={s.nav} aria-label="Tài khoản của tôi">
        <ul className={s.menu}>
          {ACCOUNT_MENU.map((entry) => (
            <li key={entry.href}>
              <a className={s.link} href={entry.href} aria-current={entry === active ? "page" : undefined}>
                {entry.label}
              </a>
            </li>
          ))}
          <li className={s.logout}>
            <a className={s.link} href="/logout">
              Đăng xuất
            </a>
          </li>
        </ul>
      </nav>
      <section className={s.content} aria-labelledby="account-title">
        <h1 id="account-title" className={s.title}>
          {title}
        </h1>
        {actions}
        {children}
      </section>
    </div>
  );
}
