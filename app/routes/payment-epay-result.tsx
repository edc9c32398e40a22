/**
 * `/thanh-toan/epay-result` (spec §2 Payment) — where ePay sends the shopper back, as a GET or a
 * cross-site POST (which carries no SameSite=Lax cookie; verified, then 303 to the GET), so nothing
 * here depends on the session.
 * The upstream verifies the signed parameters; the page shows the verified outcome: `00_000` paid,
 * `00_005` a virtual account was assigned but nothing is paid yet, anything else failed — with a
 * link to the order. A forged or tampered result says so (400) and changes nothing; the order's state
 * is recorded by ePay's IPN.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AuthPage } from "~/features/auth/auth-page";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import * as button from "~/components/ui/button.css";
import { checkGatewayReturn, gatewayReturnParams } from "~/features/checkout/gateway-return.server";
import { GatewayReturnRefused } from "~/features/checkout/gateway-return";
import type { UpstreamClient } from "~/upstream/client.server";
import { verifyEpayResult, type EpayResult } from "~/upstream/payment-epay.server";
import { formatVnd } from "~/utils/money";

export const meta: MetaFunction = () => [{ title: "Kết quả thanh toán ePay – Nhà sách Đại học" }, { name: "robots", content: "noindex" }];

type Outcome = { result: EpayResult; error?: undefined } | { result?: undefined; error: string };

function check(client: UpstreamClient, params: URLSearchParams) {
  return checkGatewayReturn(params, ["merchantToken", "resultCd"], (p) => verifyEpayResult(client, p));
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const checked = await check(context.upstream, await gatewayReturnParams(request));
  return checked.ok ? data<Outcome>({ result: checked.result }) : data<Outcome>({ error: checked.error }, { status: checked.status });
}

/**
 * ePay's cross-site form POST (its Origin is allowed here by app/utils/request-policy.server.ts):
 * verified, then 303 to this page's GET with the same parameters (a GET of ours, where the session
 * cookie is sent again and a reload does not re-post); unverifiable → the refusal page (400/404).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const params = await gatewayReturnParams(request);
  const checked = await check(context.upstream, params);
  if (!checked.ok) return data<Outcome>({ error: checked.error }, { status: checked.status });
  return redirect(`/thanh-toan/epay-result?${params.toString()}`, 303);
}

export default function EpayResultPage() {
  const actionData = useActionData<typeof action>();
  const loaderData = useLoaderData<typeof loader>();
  const outcome = (actionData ?? loaderData) as Outcome;
  if (!outcome.result) return <GatewayReturnRefused message={outcome.error} />;
  const r = outcome.result;
  const title = r.isPaid
    ? `Thanh toán thành công – Đơn hàng ${r.orderCode}`
    : r.isPending
      ? `Đơn hàng ${r.orderCode} chưa được thanh toán`
      : `Thanh toán đơn hàng ${r.orderCode} không thành công`;
  return (
    <AuthPage title={title}>
      {r.isPaid ? (
        <p>ePay đã xác nhận thanh toán {formatVnd(r.amount)}. Cảm ơn bạn đã mua sách!</p>
      ) : r.isPending ? (
        <p role="status">
          Tài khoản thanh toán đã được cấp nhưng chúng tôi chưa nhận được tiền. Đơn hàng sẽ được xác nhận ngay khi ePay báo đã thanh toán.{" "}
          {r.message}
        </p>
      ) : (
        <p role="alert">{r.message} Bạn chưa bị trừ tiền; giỏ hàng của bạn vẫn được giữ nguyên.</p>
      )}
      <p>
        <Link to={`/xac-nhan-don-hang/${r.orderId}`} className={button.primary}>
          Xem đơn hàng {r.orderCode}
        </Link>
      </p>
      {!r.isPaid ? <Link to="/gio-hang">Quay lại giỏ hàng</Link> : null}
    </AuthPage>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
