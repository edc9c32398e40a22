/**
 * `/thanh-toan/momo-return` — where MoMo sends the shopper back (GET with MoMo's signed query; ADR
 * 0022, as `/thanh-toan/vnpay-return` for VNPay, ADR 0003). It does not depend on the session and
 * trusts nothing in the query: the upstream, which holds the keys, verifies the signature and the
 * amount; then 303 to the order's confirmation page, which shows the state the IPN recorded. It
 * changes nothing. A forged or tampered return shows the refusal page (400/404).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { checkGatewayReturn, gatewayReturnParams } from "~/features/checkout/gateway-return.server";
import { GatewayReturnRefused } from "~/features/checkout/gateway-return";
import { nextStep, stepPath } from "~/features/checkout/steps";
import type { UpstreamClient } from "~/upstream/client.server";
import { verifyMomoReturn } from "~/upstream/payment.server";
import { safeRedirectTo } from "~/utils/http.server";

export const meta: MetaFunction = () => [{ title: "Kết quả thanh toán – Nhà sách Đại học" }, { name: "robots", content: "noindex" }];

/** Verified → 303 to the order's confirmation page; else the refusal page (400/404). */
async function handleReturn(request: Request, client: UpstreamClient) {
  const params = await gatewayReturnParams(request);
  const check = await checkGatewayReturn(params, ["signature", "orderId"], (p) => verifyMomoReturn(client, p));
  if (!check.ok) return data({ message: check.error }, { status: check.status });
  return redirect(safeRedirectTo(stepPath(nextStep({ type: "checkout-succeeded" }), check.result.orderId), "/gio-hang"), 303);
}

export function loader({ request, context }: LoaderFunctionArgs) {
  return handleReturn(request, context.upstream);
}

/** MoMo redirects with GET; a POST is read the same way (nothing in it is trusted either). */
export function action({ request, context }: ActionFunctionArgs) {
  return handleReturn(request, context.upstream);
}

export default function MomoReturn() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <GatewayReturnRefused message={(actionData ?? loaderData)?.message ?? ""} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
