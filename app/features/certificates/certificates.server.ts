/**
 * Loaders of the certificate pages (ADR 0028): the learner's list, the PDF streamed through (owner
 * only) and the public verification. A code in a URL is up to 64 characters of any kind: what is not a
 * certificate's answers the same 404 as a made-up one (the upstream decides).
 */
import { z } from "zod";
import { requireAccess, upstreamFor } from "~/features/auth/auth.server";
import { AUTH_ROLES } from "~/features/auth/roles";
import type { RequestContext } from "~/context.server";
import { paramOr404 } from "~/routing/params.server";
import { isNotFound } from "~/upstream/client.server";
import { getMyCertificates, streamCertificatePdf, verifyCertificate } from "~/upstream/certificates.server";
import { publicOrigin } from "~/utils/http.server";
import { CERTIFICATE_NOT_FOUND } from "./messages";

const codeParam = z.string().min(1).max(64);

const notFound = () =>
  new Response(CERTIFICATE_NOT_FOUND, {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/** The learner's certificates (customers: §6 user group). */
export async function myCertificatesLoader(context: RequestContext) {
  await requireAccess(context, AUTH_ROLES.user);
  return { certificates: await getMyCertificates(await upstreamFor(context)) };
}

/** The PDF of the learner's certificate `code`: streamed through, its QR code pointing at this shop's verification page. @throws Response 404. */
export async function certificatePdfResponse(context: RequestContext, request: Request, code: string | undefined): Promise<Response> {
  await requireAccess(context, AUTH_ROLES.user);
  const c = paramOr404(codeParam, code, CERTIFICATE_NOT_FOUND);
  try {
    return await streamCertificatePdf(await upstreamFor(context), c, { verifyBase: publicOrigin(request), signal: request.signal });
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    throw error;
  }
}

/** The public verification of `code`. @throws Response 404 (the page's boundary says the code is unknown). */
export async function verificationLoader(context: RequestContext, code: string | undefined) {
  const c = paramOr404(codeParam, code, CERTIFICATE_NOT_FOUND);
  try {
    return { certificate: await verifyCertificate(await upstreamFor(context), c) };
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    throw error;
  }
}
