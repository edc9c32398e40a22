/**
 * `/xac-nhan-don-hang/:id` — order confirmation (spec §2, §4 tabIndex 4). A guest sees an order
 * only when this browser placed it (its checkout key is in the `__cart` cookie; the upstream checks
 * the key, and never shows an account's order by its key — ADR 0009); a logged-in customer sees
 * the orders of the account (GET /api/Order/{id} with the bearer token), with a link to the order's
 * detail in the account area (`/tai-khoan/don-hang/{id}`). The page shows the order's state as the gateway's IPN recorded it:
 * paid → `Đặt hàng thành công` with the order code; pending → waiting for the payment result;
 * failed/cancelled → says so, with the cart intact.
 *
 * When the order is paid and is the cart's current checkout, the cart is emptied here — the guest
 * cart is cleared only once a payment succeeds (ADR 0003), or once a cash-on-delivery order is placed
 * (ADR 0022). This write is idempotent and follows from the recorded order, not from the GET itself.
 *
 * ADR 0022: COD → `Đặt hàng thành công` and "Chờ giao hàng – thanh toán khi nhận"; VietQR →
 * `Đặt hàng thành công`, "Chờ chuyển khoản" with the QR and the account (features/checkout/
 * vietqr-transfer.tsx) until the bank feed reports the money ("Đã nhận thanh toán"), a short
 * payment, or the deadline passing. The state is `paymentState` of the step machine.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { OrderSummary } from "~/features/cart/order-summary";
import * as button from "~/components/ui/button.css";
import { isNotFound } from "~/upstream/client.server";
import { getGuestOrder } from "~/upstream/order.server";
import { getOrder } from "~/upstream/account-cart.server";
import { getAuth, upstreamFor } from "~/features/auth/auth.server";
import { awaitsTransfer, orderPlaced, paymentState } from "~/features/checkout/steps";
import { bankSandboxUrl, vietQrSvg } from "~/features/checkout/vietqr.server";
import { VietQrTransfer } from "~/features/checkout/vietqr-transfer";
import { PAYMENT_METHOD_LABELS } from "~/features/orders/order-status";
import { pageHeaders } from "~/utils/headers";
import { formatDateTimeVn } from "~/utils/dates";
import { formatVnd } from "~/utils/money";
import * as s from "./checkout.css";
import { idParam, paramOr404 } from "~/routing/params.server";
import { safeRedirectTo } from "~/utils/http.server";

export const headers = pageHeaders;
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Đơn hàng ${data.order.code} – Nhà sách Đại học` : "Không tìm thấy đơn hàng – Nhà sách Đại học" },
  { name: "robots", content: "noindex" },
];

const NOT_FOUND = "Không tìm thấy đơn hàng. Đơn hàng chỉ xem được trên trình duyệt đã đặt nó.";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = paramOr404(idParam, params.id, NOT_FOUND);
  const { cart } = await context.guestCart();
  const client = context.upstream;
  const known = cart.orders.filter((o) => o.id === id);
  const candidates = known.length ? known : cart.orders.filter((o) => o.id === null);
  const { user } = await getAuth(context);
  const accountOrder = user
    ? await getOrder(await upstreamFor(context), id).then(
        (order) => ({ key: known[0]?.key ?? (candidates.length === 1 ? candidates[0]!.key : null), order }),
        (error) => {
          if (isNotFound(error)) return null;
          throw error;
        },
      )
    : null;
  const found =
    accountOrder ??
    (
      await Promise.all(
        candidates.map((o) =>
          getGuestOrder(client, id, o.key).then(
            (order) => ({ key: o.key, order }),
            (error) => {
              if (isNotFound(error)) return null;
              throw error;
            },
          ),
        ),
      )
    ).find((r) => r !== null);
  if (!found) throw new Response(NOT_FOUND, { status: 404 });

  const headers = new Headers({ "Server-Timing": client.serverTiming() });
  for (const o of cart.orders) if (found.key !== null && o.key === found.key && o.id !== id) o.id = id;
  const state = paymentState(found.order, new Date());
  const settled = state.kind === "paid" || state.kind === "cod";
  if (settled && found.key !== null && cart.checkoutKey === found.key) {
    // The cart is emptied once; the page reloads itself so the header (rendered from the same
    // request's cookie) shows the emptied cart too. Never stored: a browser going back to this page
    // replays a cached redirect without its Set-Cookie, which would redirect to itself forever.
    cart.lines = [];
    cart.checkoutKey = null;
    throw redirect(safeRedirectTo(new URL(request.url).pathname), { headers: { "Cache-Control": "no-store" } });
  }
  const transfer = found.order.transfer && awaitsTransfer(state) ? found.order.transfer : null;
  const qr = transfer
    ? { svg: await vietQrSvg(transfer.payload), sandboxUrl: await bankSandboxUrl(transfer.payload) }
    : { svg: null, sandboxUrl: null };
  // A signed-in owner can follow the order in the account area.
  return data({ order: found.order, state, qr, inAccount: accountOrder !== null }, { headers });
}

export default function OrderConfirmation() {
  const { order, state, qr, inAccount } = useLoaderData<typeof loader>();
  const placed = orderPlaced(state);
  const method = PAYMENT_METHOD_LABELS[order.paymentMethod];
  const heading = placed
    ? `Đặt hàng thành công – Mã đơn hàng ${order.code}`
    : state.kind === "transfer-expired"
      ? `Đơn hàng ${order.code} đã hết hạn chuyển khoản`
      : state.kind === "gateway-pending"
        ? `Đơn hàng ${order.code} đang chờ thanh toán`
        : `Thanh toán đơn hàng ${order.code} không thành công`;
  return (
    <div className={s.page}>
      <h1 className={placed ? s.successTitle : s.title}>{heading}</h1>
      {state.kind === "paid" ? (
        <>
          <p role="status" className={s.state}>
            Đã nhận thanh toán
          </p>
          <p>
            Cảm ơn {order.customerName}! Chúng tôi đã nhận được thanh toán {formatVnd(order.total)} qua {method}
            {order.paidAt ? ` lúc ${formatDateTimeVn(order.paidAt)}` : ""}. Xác nhận đã được gửi tới {order.email}.
          </p>
        </>
      ) : state.kind === "cod" ? (
        <>
          <p role="status" className={s.state}>
            Chờ giao hàng – thanh toán khi nhận
          </p>
          <p>
            Cảm ơn {order.customerName}! Vui lòng chuẩn bị {formatVnd(order.total)} để thanh toán cho nhân viên giao hàng. Xác nhận đã được
            gửi tới {order.email}.
          </p>
        </>
      ) : (state.kind === "transfer-waiting" || state.kind === "transfer-short") && order.transfer && qr.svg ? (
        <VietQrTransfer
          transfer={order.transfer}
          qrSvg={qr.svg}
          sandboxUrl={qr.sandboxUrl}
          short={state.kind === "transfer-short" ? { received: state.received, shortBy: state.shortBy } : null}
        />
      ) : state.kind === "transfer-expired" ? (
        <div role="alert">
          <p>
            Đã hết hạn chuyển khoản cho đơn hàng này, đơn hàng không được ghi nhận.
            {order.transfer && order.transfer.received > 0
              ? ` Số tiền ${formatVnd(order.transfer.received)} đã chuyển sẽ được nhà sách liên hệ hoàn lại.`
              : " Nếu bạn đã chuyển khoản sau thời hạn, nhà sách sẽ liên hệ để hoàn tiền."}
          </p>
          <p>Giỏ hàng của bạn vẫn được giữ nguyên, bạn có thể đặt hàng lại.</p>
          <Link to="/gio-hang" className={button.primary}>
            Quay lại giỏ hàng
          </Link>
        </div>
      ) : state.kind === "gateway-pending" ? (
        <p>
          Chúng tôi chưa nhận được kết quả thanh toán từ cổng {method}. Vui lòng <Link to=".">tải lại trang</Link> sau ít phút.
        </p>
      ) : (
        <div role="alert">
          <p>Thanh toán đã bị hủy hoặc không thành công, đơn hàng chưa được ghi nhận. Bạn chưa bị trừ tiền.</p>
          <p>Giỏ hàng của bạn vẫn được giữ nguyên, bạn có thể đặt hàng lại.</p>
          <Link to="/gio-hang" className={button.primary}>
            Quay lại giỏ hàng
          </Link>
        </div>
      )}
      <section aria-labelledby="order-lines" className={s.panel}>
        <h2 id="order-lines" className={s.subtitle}>
          Chi tiết đơn hàng {order.code}
        </h2>
        <OrderSummary
          lines={order.lines.map((l) => ({ ...l, lineTotal: l.unitPrice * l.quantity }))}
          subTotal={order.subTotal}
          discount={order.discount}
          shippingFee={order.shippingFee}
          total={order.total}
        />
        <p>Phương thức thanh toán: {method}</p>
        {order.isOnlyDigital ? <p>Ebook sẽ có trong thư viện của bạn sau khi thanh toán.</p> : <p>Giao đến: {order.fullAddress}</p>}
        {order.shipment?.trackingNumber ? <p>Mã vận đơn: {order.shipment.trackingNumber}</p> : null}
      </section>
      <p>
        {inAccount ? (
          <>
            <Link to={`/tai-khoan/don-hang/${order.id}`}>Xem chi tiết đơn hàng</Link>
            {" · "}
          </>
        ) : null}
        <Link to={`/tra-cuu-don-hang?ma=${encodeURIComponent(order.code)}`}>Tra cứu đơn hàng</Link>
        {" · "}
        <Link to="/san-pham">Tiếp tục mua sách</Link>
      </p>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
