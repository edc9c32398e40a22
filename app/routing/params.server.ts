/**
 * Path parameters of the route table (remix.config.js), validated by one schema each so that a
 * loader never sends the upstream a value it refuses (a refused value used to surface as a 500:
 * `/tin-sach/-1`). Anything invalid is the route's 404 page — a malformed
 * address is a page that does not exist, not a server error.
 *
 * The rules mirror the reference upstream's own (server/routes/news.ts `SLUG`, content.ts
 * `slugParams`, server/http/fields.ts `idParams`); they are kept here, not imported, as the other
 * mirrored limits are (app/constants.ts).
 */
import { z } from "zod";
import { MAX_ID } from "~/constants";

/** A slug: ASCII letters and digits in words joined by single hyphens (`gioi-thieu`), at most 100 characters. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/i;

/** A slug path parameter (news article `url`, content page slug). */
export const slugParam = z.string().max(100).regex(SLUG);

/** A numeric id path parameter: a positive 32-bit integer written in plain decimal digits (no sign, exponent or leading zero). */
export const idParam = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .pipe(z.number().int().positive().max(MAX_ID));

/**
 * The parsed parameter or a thrown 404 `Response` with `notFound` (Vietnamese) as its body.
 * @example const slug = paramOr404(slugParam, params.id, "Không tìm thấy bài viết bạn yêu cầu.");
 */
export function paramOr404<T extends z.ZodTypeAny>(schema: T, value: string | null | undefined, notFound: string): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Response(notFound, { status: 404 });
  return parsed.data;
}
