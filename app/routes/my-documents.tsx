/**
 * `/tai-lieu-cua-toi` — "Tài liệu của tôi" (spec §2): the files of the customer's digital
 * purchases (from `GET /api/UserDigitalProduct`: file name, type, size, the book, date bought) with a
 * download link each, 12 a page (`?page` clamped as the library's). Manuscripts join this page with
 * the manuscripts issue. Customers only (a guest → `/login?redirectTo=…`); `noindex`.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AccountLayout } from "~/features/account/account-layout";
import { DocumentItem } from "~/features/library/document-item";
import { LIBRARY_PATH } from "~/features/library/library";
import { loadLibrary } from "~/features/library/library.server";
import * as s from "~/features/library/library.css";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Pagination } from "~/components/pagination";

/** This page's path (outside `/tai-khoan`, spec §2). */
const PATH = "/tai-lieu-cua-toi";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Tài liệu của tôi${data && data.page > 1 ? ` – Trang ${data.page}` : ""} – Nhà sách Đại học` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadLibrary(context, request);
}

export default function MyDocuments() {
  const { ebooks, page, totalPage, catalogPath } = useLoaderData<typeof loader>();
  return (
    <AccountLayout title="Tài liệu của tôi">
      <p className={s.note}>
        Các tệp của sản phẩm số bạn đã mua. Bản thảo bạn gửi Nhà xuất bản sẽ có ở đây khi tính năng nhận bản thảo ra mắt.
      </p>
      {ebooks.length ? (
        <ul className={s.list}>
          {ebooks.map((ebook) => (
            <li key={ebook.productSaleId}>
              <DocumentItem ebook={ebook} />
            </li>
          ))}
        </ul>
      ) : page > 1 ? (
        <p className={s.panel}>
          Trang này không có tệp nào. <a href={PATH}>Về trang đầu</a>
        </p>
      ) : (
        <p className={s.panel}>
          Bạn chưa có tệp nào. Sách điện tử bạn mua sẽ có tệp ở đây và trong <a href={LIBRARY_PATH}>Thư viện của tôi</a>.{" "}
          <a href={catalogPath}>Xem các sách điện tử</a>
        </p>
      )}
      <Pagination page={page} totalPage={totalPage} hrefFor={(p) => (p > 1 ? `${PATH}?page=${p}` : PATH)} />
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
