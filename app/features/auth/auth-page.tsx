/**
 * The frame of the account pages (login, register, activation, step 2, re-activation, forgot
 * password, logout): a narrow centred column with the page title. Each is a real page with its own
 * URL and form, so it works without JavaScript (spec §2 "Modals", ADR 0005).
 */
import type { ReactNode } from "react";
import * as s from "./auth-page.css";

export function AuthPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className={s.page} aria-labelledby="auth-title">
      <h1 id="auth-title" className={s.title}>
        {title}
      </h1>
      {intro ? <div className={s.intro}>{intro}</div> : null}
      {children}
    </section>
  );
}
