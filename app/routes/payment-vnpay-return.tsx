/**
 * `/thanh-toan/vnpay-return` — where VNPay sends the shopper back (GET, or a cross-site POST).
 * It does not depend on the session (a cross-site POST carries no SameSite=Lax cookie): it asks the
 * upstream, which holds the keys, to verify the signed parameters, then answers 303 to the order's
 * confirmation page, a GET of ours where the cookies are sent again. It changes nothing: the order's
 * state is recorded by the gateway's IPN. A forged or tampered return shows an error page (400).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useLoaderData, useActionData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { UpstreamError, type UpstreamClient } from "~/upstream/client.server";
import { verifyVnpayReturn } from "~/upstream/payment.server";
import * as s from "./checkout.css";

export const meta: MetaFunction = () => [{ title: "Kết quả thanh toán – Nhà sách Đại học" }, { name: "robots", content: "noindex" }];

async function handleReturn(client: UpstreamClient, params: URLSearchParams) {
  if (!params.get("vnp_SecureHash")) return data({ message: "Thiếu thông tin kết quả thanh toán." }, { status: 400 });
  try {
    const result = await verifyVnpayReturn(client, params);
    return redirect(`/xac-nhan-don-hang/${result.orderId}`, 303);
  } catch (error) {
    if (error instanceof UpstreamError) return data({ message: error.message }, { status: error.status === 404 ? 404 : 400 });
    throw error;
  }
}

export function loader({ request, context }: LoaderFunctionArgs) {
  return handleReturn(context.upstream, new URL(request.url).searchParams);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const params = new URLSearchParams(new URL(request.url).search);
  for (const [k, v] of form) if (typeof v === "string") params.set(k, v);
  return handleReturn(context.upstream, params);
}

export default function VnpayReturn() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const message = (actionData ?? loaderData)?.message;
  return (
    <div className={s.page}>
      <h1 className={s.title}>Kết quả thanh toán không hợp lệ</h1>
      <p role="alert">{message}</p>
      <p>Đơn hàng của bạn không bị thay đổi. Nếu bạn đã thanh toán, vui lòng liên hệ hotline 024 3971 4896 để được hỗ trợ.</p>
      <p>
        <Link to="/gio-hang">Về giỏ hàng</Link>
      </p>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
