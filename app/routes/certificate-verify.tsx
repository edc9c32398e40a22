/**
 * `/xac-thuc-chung-chi/{code}` — the public verification of a certificate (ADR 0028; the URL of its
 * QR code; docs/ui-contract.md "Certificates"): heading `Xác thực chứng chỉ`, the holder's name, the
 * course, the date of issue, the code and `Hợp lệ` or `Đã thu hồi` — nothing else about the person.
 * Anyone may open it (no account). A made-up, mistyped or tampered code → 404 under the same heading.
 * Not indexed (it names a person); `no-store` so a revocation shows at once.
 */
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { verificationLoader } from "~/features/certificates/certificates.server";
import { CERTIFICATE_NOT_FOUND } from "~/features/certificates/messages";
import * as s from "~/features/certificates/certificates.css";
import { formatDateVn } from "~/utils/dates";

export const meta: MetaFunction = () => [{ title: "Xác thực chứng chỉ – Nhà sách Đại học" }, { name: "robots", content: "noindex" }];

export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ context, params }: LoaderFunctionArgs) {
  return verificationLoader(context, params.code);
}

export default function CertificateVerify() {
  const { certificate: c } = useLoaderData<typeof loader>();
  return (
    <section className={s.card} aria-labelledby="verify-title">
      <h1 id="verify-title" className={s.title}>
        Xác thực chứng chỉ
      </h1>
      <p className={s.status[c.status]}>{c.status === "valid" ? "Hợp lệ" : "Đã thu hồi"}</p>
      <dl className={s.facts}>
        <dt className={s.term}>Người nhận</dt>
        <dd className={s.value}>{c.holderName}</dd>
        <dt className={s.term}>Khóa học</dt>
        <dd className={s.value}>{c.courseTitle}</dd>
        <dt className={s.term}>Ngày cấp</dt>
        <dd className={s.value}>{formatDateVn(c.issuedAt)}</dd>
        <dt className={s.term}>Mã chứng chỉ</dt>
        <dd className={`${s.value} ${s.code}`}>{c.code}</dd>
      </dl>
      <p className={s.note}>
        {c.status === "valid"
          ? "Chứng chỉ do Nhà sách Đại học cấp khi người học hoàn thành khóa học trực tuyến."
          : "Chứng chỉ này đã bị thu hồi và không còn giá trị."}
      </p>
    </section>
  );
}

/** A 404 keeps the page's heading and says the code is unknown; anything else is the shared error page. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <section className={s.card} aria-labelledby="verify-title">
        <h1 id="verify-title" className={s.title}>
          Xác thực chứng chỉ
        </h1>
        <p className={s.status.revoked}>Không tìm thấy chứng chỉ</p>
        <p>{CERTIFICATE_NOT_FOUND}</p>
        <p className={s.note}>
          Hãy quét lại mã QR trên chứng chỉ hoặc nhập đúng địa chỉ in trên đó. <Link to="/trang-chu">Về trang chủ</Link>
        </p>
      </section>
    );
  return <GeneralErrorBoundary />;
}
