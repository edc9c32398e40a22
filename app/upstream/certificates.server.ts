/**
 * Certificates of completion (reference upstream calls — docs/openapi.yaml "Certificates", ADR 0028):
 * the learner's list, the public verification and the owner's PDF streamed through.
 * Errors: UpstreamError 404 `CERTIFICATE_NOT_FOUND` (unknown, made-up or tampered code; another
 * learner's PDF) and the usual upstream failures (client.server.ts).
 */
import { z } from "zod";
import type { UpstreamClient } from "./client.server";

const certificateSchema = z.object({
  code: z.string(),
  courseId: z.number().int(),
  courseTitle: z.string(),
  holderName: z.string(),
  /** ISO-8601 UTC. */
  issuedAt: z.string(),
  status: z.enum(["valid", "revoked"]),
});
export type Certificate = z.infer<typeof certificateSchema>;

const verificationSchema = certificateSchema.omit({ courseId: true });
export type CertificateVerification = z.infer<typeof verificationSchema>;

/** GET /api/Certificate/Mine → the signed-in learner's certificates, newest first. */
export async function getMyCertificates(client: UpstreamClient): Promise<Certificate[]> {
  return (await client.get(z.array(certificateSchema), "/api/Certificate/Mine")).data;
}

/** GET /api/Certificate/Verify/{code} (public) → name, course, date, status. @throws UpstreamError 404 for any non-code. */
export async function verifyCertificate(client: UpstreamClient, code: string): Promise<CertificateVerification> {
  return (await client.get(verificationSchema, `/api/Certificate/Verify/${encodeURIComponent(code)}`)).data;
}

/**
 * GET /api/Certificate/Pdf/{code}?verifyBase= streamed through as a `Response` (`application/pdf`,
 * attachment), the QR code pointing at `{verifyBase}/xac-thuc-chung-chi/{code}`.
 * @throws UpstreamError 404 when not the learner's (and as `UpstreamClient.stream`).
 */
export async function streamCertificatePdf(
  client: UpstreamClient,
  code: string,
  opts: { verifyBase: string; signal: AbortSignal },
): Promise<Response> {
  const res = await client.stream(`/api/Certificate/Pdf/${encodeURIComponent(code)}`, {
    query: { verifyBase: opts.verifyBase },
    signal: opts.signal,
  });
  const out = new Headers({ "X-Content-Type-Options": "nosniff", "Cache-Control": "private, no-store" });
  for (const name of ["content-type", "content-length", "content-disposition"]) {
    const value = res.headers.get(name);
    if (value !== null) out.set(name, value);
  }
  return new Response(res.body, { status: res.status, headers: out });
}
