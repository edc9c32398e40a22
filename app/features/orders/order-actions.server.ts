/**
 * The mutations of the order detail page (`/tai-khoan/don-hang/{id}`; ADR 0012), one named intent each
 * (docs/conventions.md rule 2):
 * - `cancel` {reason? ≤ 500} → PATCH /api/User/CancelOrder; 303 + toast to the detail;
 * - `repay` → POST /api/User/orders/{id}/repay with the order's method; VNPay and MoMo: 303 to the
 *   payment URL, ePay: the ePayModel kept in the session and 303 to /thanh-toan/epay (spec §4, as
 *   checkout does), VietQR: 303 to the confirmation page with the QR again (ADR 0022).
 * An upstream refusal (409 ORDER_NOT_CANCELLABLE, ORDER_CLOSED, OUT_OF_STOCK) comes back as
 * `{ formError }` with the upstream's Vietnamese message and status 409; a missing or foreign order is
 * the 404 page.
 */
import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import type { RouteArgs } from "~/context.server";
import { upstreamFor } from "~/features/auth/auth.server";
import { redirectWithToast } from "~/session.server";
import { isNotFound, UpstreamError } from "~/upstream/client.server";
import { cancelMyOrder, getMyOrder, repayMyOrder } from "~/upstream/user-orders.server";
import { clientIp, publicOrigin, readForm, safeRedirectTo } from "~/utils/http.server";
import { orderDetailHref } from "./order-list-href";
import { gatewayReturnPath, nextStep, stepPath } from "~/features/checkout/steps";

/** Longest cancellation reason (the upstream's bound). */
export const CANCEL_REASON_MAX = 500;

/** The two intents of the detail page. */
const orderIntentSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("cancel"),
    reason: z
      .string()
      .trim()
      .max(CANCEL_REASON_MAX, `Lý do hủy tối đa ${CANCEL_REASON_MAX} ký tự`)
      .refine((s) => !/[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]/.test(s), "Lý do hủy chứa ký tự không hợp lệ")
      .optional(),
  }),
  z.object({ intent: z.literal("repay") }),
]);

/** The 404 page of an order that is not the customer's. */
export const ORDER_NOT_FOUND_MESSAGE = "Không tìm thấy đơn hàng.";

/** Runs the submitted intent for order `id`; see the module docstring. */
export async function handleOrderAction({ request, context }: RouteArgs, id: number) {
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: orderIntentSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), formError: null }, { status: 400 });
  const client = await upstreamFor(context);
  const refused = (error: unknown) => {
    if (isNotFound(error)) throw new Response(ORDER_NOT_FOUND_MESSAGE, { status: 404 });
    if (error instanceof UpstreamError && error.status < 500) {
      return data({ result: submission.reply(), formError: error.message }, { status: error.status === 409 ? 409 : 400 });
    }
    throw error;
  };
  const v = submission.value;
  if (v.intent === "cancel") {
    try {
      const { message } = await cancelMyOrder(client, id, v.reason || null);
      return redirectWithToast(orderDetailHref(id), { type: "success", message });
    } catch (error) {
      return refused(error);
    }
  }
  try {
    const order = await getMyOrder(client, id);
    // A method without a gateway page still needs a return URL in the call: the VNPay one is never used.
    const returnPath = gatewayReturnPath(order.paymentMethod) ?? "/thanh-toan/vnpay-return";
    const ip = clientIp(request);
    const result = await repayMyOrder(client, id, { returnUrl: `${publicOrigin(request)}${returnPath}`, ...(ip ? { ipAddr: ip } : {}) });
    if (result.kind === "redirect") return redirect(result.url, 303);
    if (result.kind === "placed") return redirect(safeRedirectTo(stepPath(nextStep({ type: "order-placed" }), result.order.orderId)), 303);
    const auth = await context.authSession();
    auth.setEpayModel(result.model);
    return redirect("/thanh-toan/epay", 303);
  } catch (error) {
    return refused(error);
  }
}
