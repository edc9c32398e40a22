/**
 * The VAT invoice PDF of a customer's order (ADR 0025), for the resource route
 * `/tai-khoan/don-hang/{id}/hoa-don`: the upstream's `GET /api/User/orders/{id}/invoice` streamed
 * through with the customer's token (the upstream checks the owner), its Content-Type and
 * Content-Disposition passed back, never cached by a shared cache.
 */
import type { RequestContext } from "~/context.server";
import { requireAccess, upstreamFor } from "~/features/auth/auth.server";
import { AUTH_ROLES } from "~/features/auth/roles";
import { idParam, paramOr404 } from "~/routing/params.server";
import { isNotFound } from "~/upstream/client.server";
import { streamMyOrderInvoice } from "~/upstream/user-orders.server";

/** The text of the 404 (another customer's order, a malformed id, or no invoice issued yet). */
const INVOICE_NOT_FOUND_MESSAGE = "Không tìm thấy hóa đơn của đơn hàng này.";

const notFound = () =>
  new Response(INVOICE_NOT_FOUND_MESSAGE, {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
  });

/**
 * The invoice PDF of order `id` of the signed-in customer.
 * @throws the login redirect for a guest; a 404 text Response when the id is malformed, the order is
 *   another customer's or has no issued invoice.
 */
export async function orderInvoiceResponse(context: RequestContext, request: Request, id: string | undefined): Promise<Response> {
  await requireAccess(context, AUTH_ROLES.user);
  const orderId = paramOr404(idParam, id, INVOICE_NOT_FOUND_MESSAGE);
  try {
    const res = await streamMyOrderInvoice(await upstreamFor(context), orderId, request.signal);
    const headers = new Headers({
      "Content-Type": res.headers.get("content-type") ?? "application/pdf",
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    });
    const disposition = res.headers.get("content-disposition");
    if (disposition) headers.set("Content-Disposition", disposition);
    const length = res.headers.get("content-length");
    if (length) headers.set("Content-Length", length);
    return new Response(res.body, { status: 200, headers });
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    throw error;
  }
}
