/**
 * `/tai-khoan/thu-vien-cua-toi` — "Thư viện của tôi" (issue 12; spec §2 account area, §7
 * `GET /api/UserDigitalProduct`): the ebooks of the customer's paid orders, newest first, 12 a page
 * (`?page`, clamped: 0, −1, letters → 1), each with `Đọc` and `Tải xuống`; an empty library links to
 * the ebook catalogue. Customers only (a guest → `/login?redirectTo=…`); `noindex`.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AccountLayout } from "~/features/account/account-layout";
import { EbookItem } from "~/features/library/ebook-item";
import { LIBRARY_PATH } from "~/features/library/library";
import { loadLibrary } from "~/features/library/library.server";
import * as s from "~/features/library/library.css";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Pagination } from "~/components/pagination";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Thư viện của tôi${data && data.page > 1 ? ` – Trang ${data.page}` : ""} – Nhà sách Đại học` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadLibrary(context, request);
}

export default function AccountLibrary() {
  const { ebooks, page, totalPage, catalogPath } = useLoaderData<typeof loader>();
  return (
    <AccountLayout title="Thư viện của tôi">
      {ebooks.length ? (
        <ul className={s.list}>
          {ebooks.map((ebook, i) => (
            <li key={ebook.productSaleId}>
              <EbookItem ebook={ebook} priority={i < 2} />
            </li>
          ))}
        </ul>
      ) : page > 1 ? (
        <p className={s.panel}>
          Trang này không có sách điện tử nào. <a href={LIBRARY_PATH}>Về trang đầu của thư viện</a>
        </p>
      ) : (
        <p className={s.panel}>
          Bạn chưa có sách điện tử nào. Sách điện tử bạn mua sẽ có ở đây ngay khi đơn hàng được thanh toán.{" "}
          <a href={catalogPath}>Xem các sách điện tử</a>
        </p>
      )}
      <Pagination page={page} totalPage={totalPage} hrefFor={(p) => (p > 1 ? `${LIBRARY_PATH}?page=${p}` : LIBRARY_PATH)} />
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
