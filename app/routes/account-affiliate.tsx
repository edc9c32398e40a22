/**
 * `/tai-khoan/affiliate` — the customer's affiliate dashboard (spec §2 account area): the
 * own code (created by the upstream on the first visit), the shareable link — absolute with the shop's
 * own origin (PUBLIC_URL, else the request's) + the upstream's `linkPath` — with `Sao chép` when
 * JavaScript is on, the totals, the referred orders paged with links (`?page=`, anything but 1…10 000
 * → 1; order code, date, status, base amount, commission — never the buyer's name or contact), and
 * how commissions work. Customers only. Upstream: GET /api/User/UserAffiliate?page.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireAccess, upstreamFor } from "~/features/auth/auth.server";
import { AUTH_ROLES } from "~/features/auth/roles";
import { AccountLayout } from "~/features/account/account-layout";
import { AffiliateLink } from "~/features/affiliate/affiliate-link";
import * as s from "~/features/affiliate/affiliate.css";
import { pageOfUrl } from "~/features/reviews/reviews.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Pagination } from "~/components/pagination";
import { getAffiliateDashboard, type ReferredOrder } from "~/upstream/affiliate-dashboard.server";
import { formatDateVn } from "~/utils/dates";
import { publicOrigin } from "~/utils/http.server";
import { formatVnd } from "~/utils/money";

export const meta: MetaFunction = () => [{ title: "Cộng tác viên – Nhà sách Đại học" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAccess(context, AUTH_ROLES.user);
  const page = pageOfUrl(new URL(request.url));
  const { dashboard, totalPage } = await getAffiliateDashboard(await upstreamFor(context), page);
  return { dashboard, page: Math.min(page, totalPage), totalPage, link: `${publicOrigin(request)}${dashboard.linkPath}` };
}

const ORDER_STATUS: Record<string, string> = {
  pending: "Chờ thanh toán",
  paid: "Đã thanh toán",
  failed: "Thanh toán thất bại",
  cancelled: "Đã hủy",
  shipping: "Đang giao",
  delivered: "Đã giao",
};
const COMMISSION_STATUS: Record<ReferredOrder["commissionStatus"], string> = {
  pending: "Tạm tính",
  credited: "Đã ghi nhận",
  paid_out: "Đã chi trả",
  cancelled: "Đã hủy",
};

export default function AccountAffiliate() {
  const { dashboard: d, page, totalPage, link } = useLoaderData<typeof loader>();
  return (
    <AccountLayout title="Cộng tác viên">
      <section className={s.section} aria-labelledby="affiliate-code-title">
        <h2 id="affiliate-code-title" className={s.sectionTitle}>
          Mã giới thiệu của bạn
        </h2>
        <p className={s.code}>{d.code}</p>
        <AffiliateLink url={link} />
      </section>

      <section className={s.section} aria-labelledby="affiliate-totals-title">
        <h2 id="affiliate-totals-title" className={s.sectionTitle}>
          Tổng quan
        </h2>
        <dl className={s.totals}>
          <div className={s.total}>
            <dt className={s.totalLabel}>Đơn hàng giới thiệu</dt>
            <dd className={s.totalValue}>{d.totals.referredOrders}</dd>
          </div>
          <div className={s.total}>
            <dt className={s.totalLabel}>Hoa hồng tạm tính</dt>
            <dd className={s.totalValue}>{formatVnd(d.totals.pendingAmount)}</dd>
          </div>
          <div className={s.total}>
            <dt className={s.totalLabel}>Hoa hồng đã ghi nhận</dt>
            <dd className={s.totalValue}>{formatVnd(d.totals.creditedAmount)}</dd>
          </div>
          <div className={s.total}>
            <dt className={s.totalLabel}>Đã chi trả</dt>
            <dd className={s.totalValue}>{formatVnd(d.totals.paidOutAmount)}</dd>
          </div>
        </dl>
      </section>

      <section className={s.section} aria-labelledby="affiliate-orders-title">
        <h2 id="affiliate-orders-title" className={s.sectionTitle}>
          Đơn hàng được giới thiệu
        </h2>
        {d.orders.length ? (
          <div
            className={s.tableWrap}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a table scrolling sideways on phones must be reachable by keyboard (axe scrollable-region-focusable)
            tabIndex={0}
            role="region"
            aria-label="Bảng đơn hàng được giới thiệu"
          >
            <table className={s.table}>
              <thead>
                <tr>
                  <th scope="col" className={s.cell}>
                    Mã đơn
                  </th>
                  <th scope="col" className={s.cell}>
                    Ngày đặt
                  </th>
                  <th scope="col" className={s.cell}>
                    Trạng thái đơn
                  </th>
                  <th scope="col" className={s.money}>
                    Giá trị tính hoa hồng
                  </th>
                  <th scope="col" className={s.money}>
                    Hoa hồng
                  </th>
                  <th scope="col" className={s.cell}>
                    Trạng thái hoa hồng
                  </th>
                </tr>
              </thead>
              <tbody>
                {d.orders.map((o) => (
                  <tr key={o.orderCode}>
                    <td className={s.cell}>{o.orderCode}</td>
                    <td className={s.cell}>
                      <time dateTime={o.createdAt}>{formatDateVn(o.createdAt)}</time>
                    </td>
                    <td className={s.cell}>{ORDER_STATUS[o.status] ?? o.status}</td>
                    <td className={s.money}>{formatVnd(o.baseAmount)}</td>
                    <td className={s.money}>{formatVnd(o.commission)}</td>
                    <td className={s.cell}>{COMMISSION_STATUS[o.commissionStatus]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className={s.empty}>Chưa có đơn hàng nào dùng mã của bạn. Hãy chia sẻ đường dẫn giới thiệu ở trên.</p>
        )}
        <Pagination page={page} totalPage={totalPage} hrefFor={(p) => (p > 1 ? `?page=${p}` : "?")} />
      </section>

      <section className={s.section} aria-labelledby="affiliate-how-title">
        <h2 id="affiliate-how-title" className={s.sectionTitle}>
          Hoa hồng được tính thế nào?
        </h2>
        <ul className={s.explain}>
          <li>
            Người mua nhập mã <strong>{d.code}</strong> (hoặc mở đường dẫn giới thiệu rồi bấm Áp dụng) trong giỏ hàng.
          </li>
          <li>Bạn nhận {d.commissionPercent}% giá trị đơn hàng sau giảm giá (không tính phí vận chuyển).</li>
          <li>Khi đơn chưa thanh toán, hoa hồng chỉ là tạm tính; hoa hồng được ghi nhận khi đơn hàng đã thanh toán.</li>
          <li>Đơn hàng bị hủy hoặc hoàn tiền không được tính hoa hồng. Bạn không thể dùng mã của chính mình.</li>
        </ul>
      </section>
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
