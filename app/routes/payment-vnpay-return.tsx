/**
 * `/thanh-toan/vnpay-return` — where VNPay sends the shopper back (GET, or a cross-site POST).
 * It does not depend on the session (a cross-site POST carries no SameSite=Lax cookie): it asks the
 * upstream, which holds the keys, to verify the signed parameters, then answers 303 to the order's
 * confirmation page, a GET of ours where the cookies are sent again. It changes nothing: the order's
 * state is recorded by the gateway's IPN. A forged or tampered return shows an error page (400).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useLoaderData, useActionData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { checkGatewayReturn, gatewayReturnParams } from "~/features/checkout/gateway-return.server";
import { GatewayReturnRefused } from "~/features/checkout/gateway-return";
import type { UpstreamClient } from "~/upstream/client.server";
import { verifyVnpayReturn } from "~/upstream/payment.server";

export const meta: MetaFunction = () => [{ title: "Kết quả thanh toán – Nhà sách Đại học" }, { name: "robots", content: "noindex" }];

/** Verified → 303 to the order's confirmation page; else the refusal page (400/404). */
async function handleReturn(request: Request, client: UpstreamClient) {
  const params = await gatewayReturnParams(request);
  const check = await checkGatewayReturn(params, ["vnp_SecureHash"], (p) => verifyVnpayReturn(client, p));
  if (!check.ok) return data({ message: check.error }, { status: check.status });
  return redirect(`/xac-nhan-don-hang/${check.result.orderId}`, 303);
}

export function loader({ request, context }: LoaderFunctionArgs) {
  return handleReturn(request, context.upstream);
}

export function action({ request, context }: ActionFunctionArgs) {
  return handleReturn(request, context.upstream);
}

export default function VnpayReturn() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <GatewayReturnRefused message={(actionData ?? loaderData)?.message ?? ""} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
