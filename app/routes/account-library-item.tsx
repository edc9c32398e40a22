/**
 * `/tai-khoan/thu-vien-cua-toi/{id}` — one ebook of the customer's library (§7
 * `GET /api/UserDigitalProduct/{productSaleId}`): cover, authors, description, when and in which order
 * it was bought (a link to `/tai-khoan/don-hang/{orderId}`), the file (PDF, pages, size) and the links
 * `Đọc trực tuyến` (the PDF in the browser) and `Tải xuống`. Another customer's, a revoked or an
 * unknown ebook → the 404 page; a guest → `/login?redirectTo=…`; `noindex`.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AccountLayout } from "~/features/account/account-layout";
import { ebookFilePath, formatFileSize, LIBRARY_PATH, orderPath } from "~/features/library/library";
import { loadEbook } from "~/features/library/library.server";
import * as s from "~/features/library/library.css";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import * as button from "~/components/ui/button.css";
import { formatDateTimeVn } from "~/utils/dates";
import { imageLoading, responsiveImage } from "~/utils/images";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? data.ebook.name : "Sách điện tử"} – Thư viện của tôi – Nhà sách Đại học` },
  { name: "robots", content: "noindex" },
];

export async function loader({ context, params }: LoaderFunctionArgs) {
  return { ebook: await loadEbook(context, params.id) };
}

export default function AccountLibraryItem() {
  const { ebook } = useLoaderData<typeof loader>();
  return (
    <AccountLayout title={ebook.name}>
      <a className={s.back} href={LIBRARY_PATH}>
        ← Thư viện của tôi
      </a>
      <div className={s.detail}>
        <img
          className={s.detailCover}
          {...responsiveImage(ebook.imageUrl, "176px")}
          alt={`Bìa sách ${ebook.name}`}
          {...imageLoading(true)}
        />
        <div className={s.body}>
          <dl className={s.facts}>
            <dt className={s.term}>Tác giả</dt>
            <dd>{ebook.authors}</dd>
            <dt className={s.term}>Ngày mua</dt>
            <dd>{formatDateTimeVn(ebook.grantedAt)}</dd>
            <dt className={s.term}>Đơn hàng</dt>
            <dd>
              <a href={orderPath(ebook.orderId)}>{ebook.orderCode}</a>
            </dd>
            <dt className={s.term}>Tệp</dt>
            <dd>
              PDF · {ebook.pageCount} trang · {formatFileSize(ebook.fileSize)}
            </dd>
          </dl>
          <p className={s.actions}>
            <a className={button.primary} href={ebookFilePath(ebook.productSaleId, true)}>
              Đọc trực tuyến
            </a>
            <a className={button.secondary} href={ebookFilePath(ebook.productSaleId)} download={ebook.fileName}>
              Tải xuống
            </a>
          </p>
          <p>{ebook.description}</p>
          <p className={s.note}>Tệp PDF được tạo riêng cho tài khoản của bạn; vui lòng không chia sẻ.</p>
        </div>
      </div>
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
