/**
 * `/tai-khoan/chung-chi` — "Chứng chỉ của tôi" (ADR 0028; docs/ui-contract.md "Certificates"): the
 * learner's certificates of completion, newest first — course, date of issue, code, status — each
 * with `Tải chứng chỉ` (the PDF, a resource route) and `Trang xác thực` (the public page anyone can
 * open from the QR code). Customers only; upstream GET /api/Certificate/Mine (bearer).
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AccountLayout } from "~/features/account/account-layout";
import { myCertificatesLoader } from "~/features/certificates/certificates.server";
import * as s from "~/features/certificates/certificates.css";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import * as button from "~/components/ui/button.css";
import { formatDateVn } from "~/utils/dates";

export const meta: MetaFunction = () => [{ title: "Chứng chỉ của tôi – Nhà sách Đại học" }, { name: "robots", content: "noindex" }];

export async function loader({ context }: LoaderFunctionArgs) {
  return myCertificatesLoader(context);
}

export default function AccountCertificates() {
  const { certificates } = useLoaderData<typeof loader>();
  return (
    <AccountLayout title="Chứng chỉ của tôi">
      {certificates.length === 0 ? (
        <p className={s.empty}>
          Bạn chưa có chứng chỉ nào. Hoàn thành một khóa học trong <Link to="/thu-vien">thư viện khóa học</Link> để nhận chứng chỉ.
        </p>
      ) : (
        <ul className={s.list}>
          {certificates.map((c) => {
            const titleId = `chung-chi-${c.code}`;
            return (
              <li key={c.code} className={s.item} aria-labelledby={titleId}>
                <h2 id={titleId} className={s.courseTitle}>
                  {c.courseTitle}
                </h2>
                <p className={s.meta}>
                  Cấp ngày {formatDateVn(c.issuedAt)} · Mã <span className={s.code}>{c.code}</span> ·{" "}
                  <span className={s.status[c.status]}>{c.status === "valid" ? "Hợp lệ" : "Đã thu hồi"}</span>
                </p>
                <div className={s.actions}>
                  <a href={`/tai-khoan/chung-chi/${c.code}/tai`} className={button.primary} download aria-describedby={titleId}>
                    Tải chứng chỉ
                  </a>
                  <Link to={`/xac-thuc-chung-chi/${c.code}`} className={button.secondary} aria-describedby={titleId}>
                    Trang xác thực
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
