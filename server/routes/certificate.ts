/**
 * Certificates of completion (docs/openapi.yaml "Certificates", ADR 0028).
 *
 * - `GET /api/Certificate/Mine` (bearer) → Certificate[] (newest first); `no-store`.
 * - `GET /api/Certificate/Verify/{code}` (public) → CertificateVerification; 404
 *   CERTIFICATE_NOT_FOUND for any code that is not a certificate's (malformed ones included, so a
 *   tampered code reads like a made-up one); `no-store` (a revocation shows at once).
 * - `GET /api/Certificate/Pdf/{code}?verifyBase={origin}` (bearer, the owner only) → `application/pdf`
 *   (attachment `chung-chi-{code}.pdf`); `verifyBase` is the storefront's public origin the QR code
 *   points at (`{verifyBase}/xac-thuc-chung-chi/{code}`), as the storefront sends its gateway return
 *   URLs; 400 VALIDATION_FAILED for anything but an http(s) origin; 404 CERTIFICATE_NOT_FOUND for an
 *   unknown code or another learner's.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { withDefaults } from "../deps";
import { noStore, requireUser } from "../http/auth";
import { ok } from "../http/envelope";
import { parse } from "../http/validate";
import { certificateNotFound, myCertificates, ownCertificate, verifyCertificate } from "../domain/certificates";
import { renderCertificatePdf } from "../domain/certificate-pdf";

/** A path code: any string up to 64 characters (the domain answers 404 for every non-code). */
const codeParams = z.object({ code: z.string().max(64) });

const ORIGIN = "Địa chỉ trang xác thực không hợp lệ";
const pdfQuery = z.object({
  verifyBase: z
    .string({ required_error: ORIGIN, invalid_type_error: ORIGIN })
    .max(200, ORIGIN)
    .url(ORIGIN)
    .refine((u) => {
      const url = new URL(u);
      return (url.protocol === "https:" || url.protocol === "http:") && url.pathname === "/" && !url.search && !url.hash && !url.username;
    }, ORIGIN)
    .transform((u) => new URL(u).origin),
});

/** Registers the certificate routes (a Fastify plugin; uses `app.deps.db`). */
export async function certificateRoutes(app: FastifyInstance): Promise<void> {
  const { db } = withDefaults(app.deps);
  noStore(app);

  app.get("/api/Certificate/Mine", async (req) => {
    const user = await requireUser(req);
    return ok(myCertificates(db, user.id));
  });

  app.get("/api/Certificate/Verify/:code", async (req) => {
    const params = codeParams.safeParse(req.params);
    if (!params.success) throw certificateNotFound();
    return ok(verifyCertificate(db, params.data.code));
  });

  app.get("/api/Certificate/Pdf/:code", async (req, reply) => {
    const user = await requireUser(req);
    const params = codeParams.safeParse(req.params);
    if (!params.success) throw certificateNotFound();
    const { verifyBase } = parse(pdfQuery, req.query);
    const c = ownCertificate(db, user.id, params.data.code);
    const body = await renderCertificatePdf({
      holderName: c.holderName,
      courseTitle: c.courseTitle,
      issuedAt: c.issuedAt,
      code: c.code,
      status: c.revokedAt === null ? "valid" : "revoked",
      verifyUrl: `${verifyBase}/xac-thuc-chung-chi/${c.code}`,
    });
    return reply
      .type("application/pdf")
      .header("content-disposition", `attachment; filename="chung-chi-${c.code}.pdf"`)
      .header("x-content-type-options", "nosniff")
      .send(body);
  });
}
