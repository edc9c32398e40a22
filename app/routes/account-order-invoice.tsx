/**
 * `/tai-khoan/don-hang/{id}/hoa-don` — "Tải hóa đơn": the VAT invoice PDF of one of the customer's
 * orders (ADR 0025), a resource route streaming the upstream's file. A guest → the login page;
 * another customer's order, a malformed id or an invoice not issued yet → 404 (text).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { orderInvoiceResponse } from "~/features/orders/invoice-file.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return orderInvoiceResponse(context, request, params.id);
}
