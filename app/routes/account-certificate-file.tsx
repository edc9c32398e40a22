/**
 * `/tai-khoan/chung-chi/{code}/tai` — the PDF of the learner's certificate, a resource route: the
 * upstream's `GET /api/Certificate/Pdf/{code}` streamed through with the learner's token, its QR code
 * pointing at this shop's `/xac-thuc-chung-chi/{code}`. A guest → `/dang-nhap?redirectTo=…`; another
 * learner's or an unknown code → 404 (text).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { certificatePdfResponse } from "~/features/certificates/certificates.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return certificatePdfResponse(context, request, params.code);
}
