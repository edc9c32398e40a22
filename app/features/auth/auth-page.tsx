/**
 * The frame of the account pages (login, register, activation, step 2, re-activation, forgot
 * password, logout): a narrow centred column with the page title. Each is a real page with its own
 * URL and form, so it works without JavaScript (spec §2 "Modals", ADR 0005).
 * With it, the pieces those pages share: the "Quay lại đăng nhập" link and the 6-digit code field.
 */
import type { FieldMetadata } from "@conform-to/react";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Field } from "~/components/forms";
import { CODE_LENGTH } from "~/constants";
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

/** The link back to /dang-nhap that ends the activation, re-activation, step 2 and password-reset pages. */
export function BackToLogin() {
  return (
    <p>
      <Link to="/dang-nhap">Quay lại đăng nhập</Link>
    </p>
  );
}

/**
 * The field of an emailed code (spec §5, §9: `CODE_LENGTH` digits): activation ("Mã kích hoạt") and
 * password reset ("Mã xác nhận"). Numeric keypad and one-time-code autofill on phones.
 */
export function CodeField({
  label,
  meta,
}: {
  label: "Mã kích hoạt" | "Mã xác nhận";
  meta: FieldMetadata<string | number | null | undefined>;
}) {
  return <Field label={label} meta={meta} inputProps={{ inputMode: "numeric", autoComplete: "one-time-code", maxLength: CODE_LENGTH }} />;
}
