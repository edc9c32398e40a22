/**
 * `/thanh-toan/epay` (spec §2 Payment, §4: a checkout answered with "ePay" keeps the ePayModel and
 * comes here). Renders the form that posts the model's fields to the ePay gateway: submitted by
 * itself when JavaScript runs, a visible `Tiếp tục thanh toán` button when it does not.
 * Without a model in the session (opened directly, or already used) → the cart.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { AuthPage } from "~/features/auth/auth-page";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import * as button from "~/components/ui/button.css";
import * as ui from "~/components/ui/form.css";
import { formatVnd } from "~/utils/money";

export const meta: MetaFunction = () => [
  { title: "Chuyển đến cổng thanh toán ePay – Nhà sách Đại học" },
  { name: "robots", content: "noindex" },
];

export async function loader({ context }: LoaderFunctionArgs) {
  const auth = await context.authSession();
  const model = auth.epayModel;
  if (!model) throw redirect("/gio-hang");
  return { model, amount: Number(model.fields.amount) || null };
}

export default function EpayHandOff() {
  const { model, amount } = useLoaderData<typeof loader>();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.submit();
  }, []);
  return (
    <AuthPage
      title="Thanh toán qua ePay"
      intro={
        <p>
          Đơn hàng {model.fields.invoiceNo}
          {amount ? ` – ${formatVnd(amount)}` : ""}. Bạn đang được chuyển đến cổng thanh toán ePay…
        </p>
      }
    >
      <form ref={form} method="post" action={model.gatewayUrl} className={ui.panel}>
        {Object.entries(model.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className={button.primary}>
          Tiếp tục thanh toán
        </button>
      </form>
    </AuthPage>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
