/**
 * `/tai-khoan/don-hang` — the customer's orders (spec §2 account area, §7 `GET /api/User/orders{query}`):
 * newest first, 10 per page, with a GET filter form (status, order code, date range) that
 * works without JavaScript and can be shared. Bad query values are normalised with a message
 * (app/features/orders/order-filters.server.ts), never a 500. Each order links to its detail.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { ErrorList } from "~/components/error-list";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Pagination } from "~/components/pagination";
import * as button from "~/components/ui/button.css";
import * as ui from "~/components/ui/form.css";
import { ORDER_STATUSES } from "~/constants";
import { AccountLayout } from "~/features/account/account-layout";
import { requireAccess, upstreamFor } from "~/features/auth/auth.server";
import { AUTH_ROLES } from "~/features/auth/roles";
import { readOrderFilters } from "~/features/orders/order-filters.server";
import { orderDetailHref, orderListHref } from "~/features/orders/order-list-href";
import { ORDER_STATUS_LABELS } from "~/features/orders/order-status";
import { OrderStatusChip } from "~/features/orders/order-status-chip";
import * as s from "~/features/orders/orders.css";
import { listMyOrders } from "~/upstream/user-orders.server";
import { formatDayTimeVn } from "~/utils/dates";
import { formatVnd } from "~/utils/money";

export const meta: MetaFunction = () => [{ title: "Đơn hàng của tôi – Nhà sách Đại học" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAccess(context, AUTH_ROLES.user);
  const filters = readOrderFilters(new URL(request.url));
  const client = await upstreamFor(context);
  const { orders, totalPage } = await listMyOrders(client, {
    page: filters.page,
    status: filters.status || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    q: filters.q || undefined,
  });
  return data({ filters, orders, totalPage }, { headers: { "Server-Timing": client.serverTiming() } });
}

export default function AccountOrders() {
  const { filters, orders, totalPage } = useLoaderData<typeof loader>();
  const filtered = Boolean(filters.status || filters.from || filters.to || filters.q);
  const notices = [filters.errors.page, filters.errors.status].filter(Boolean);
  return (
    <AccountLayout title="Đơn hàng của tôi">
      {notices.length ? (
        <p className={s.notice} role="status">
          {notices.join(" ")}
        </p>
      ) : null}
      <Form method="get" action="/tai-khoan/don-hang" role="search" aria-label="Lọc đơn hàng" className={s.filters}>
        <div className={ui.field}>
          <label htmlFor="order-status" className={ui.label}>
            Trạng thái
          </label>
          <select id="order-status" name="status" defaultValue={filters.status} className={ui.select}>
            <option value="">Tất cả trạng thái</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {ORDER_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div className={ui.field}>
          <label htmlFor="order-q" className={ui.label}>
            Mã đơn hàng
          </label>
          <input
            id="order-q"
            type="search"
            name="q"
            defaultValue={filters.q}
            maxLength={50}
            className={ui.input}
            placeholder="VD: DH261125"
          />
        </div>
        <div className={ui.field}>
          <label htmlFor="order-from" className={ui.label}>
            Từ ngày
          </label>
          <input
            id="order-from"
            type="date"
            name="from"
            defaultValue={filters.from}
            className={ui.input}
            aria-invalid={filters.errors.from ? true : undefined}
            aria-describedby={filters.errors.from ? "order-from-error" : undefined}
          />
          <ErrorList id="order-from-error" errors={filters.errors.from ? [filters.errors.from] : null} />
        </div>
        <div className={ui.field}>
          <label htmlFor="order-to" className={ui.label}>
            Đến ngày
          </label>
          <input
            id="order-to"
            type="date"
            name="to"
            defaultValue={filters.to}
            className={ui.input}
            aria-invalid={filters.errors.to ? true : undefined}
            aria-describedby={filters.errors.to ? "order-to-error" : undefined}
          />
          <ErrorList id="order-to-error" errors={filters.errors.to ? [filters.errors.to] : null} />
        </div>
        <div className={s.filterActions}>
          <button type="submit" className={button.primary}>
            Lọc đơn hàng
          </button>
          {filtered ? <Link to="/tai-khoan/don-hang">Xóa bộ lọc</Link> : null}
        </div>
      </Form>

      {orders.length ? (
        <ol className={s.list} aria-label="Danh sách đơn hàng">
          {orders.map((o) => (
            <li key={o.id} className={s.card}>
              <div>
                <h2 className={s.cardTitle}>
                  <Link to={orderDetailHref(o.id)}>Đơn hàng {o.code}</Link>
                </h2>
                <p className={s.muted}>
                  Đặt lúc {formatDayTimeVn(o.createdAt)} · {o.paymentMethod}
                </p>
                <p className={s.muted}>
                  {o.firstItemName}
                  {o.itemCount > 1 ? ` và ${o.itemCount - 1} sản phẩm khác` : ""}
                </p>
              </div>
              <div>
                <p className={s.amount}>{formatVnd(o.total)}</p>
                <p className={s.amount}>
                  <OrderStatusChip status={o.status} />
                </p>
              </div>
            </li>
          ))}
        </ol>
      ) : filtered || filters.page > 1 ? (
        <p>
          Không có đơn hàng phù hợp. <Link to="/tai-khoan/don-hang">Xem tất cả đơn hàng</Link>
        </p>
      ) : (
        <p>
          Bạn chưa có đơn hàng nào. <Link to="/san-pham">Mua sách ngay</Link>
        </p>
      )}
      <Pagination page={filters.page} totalPage={totalPage} hrefFor={(p) => orderListHref(filters, p)} label="Trang đơn hàng" />
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
