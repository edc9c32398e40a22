/**
 * The error type of the reference upstream, shared by the route plugins, the domain modules and the
 * HTTP helpers (so the domain does not import from `server/http/`): a thrown `ApiError` becomes a
 * failed §7 envelope `{isSuccess: false, errorCode, errorMessage, …}` with its HTTP status in the
 * error handler of server/app.ts. Every throw names a code of the catalogue (./error-codes.ts).
 */
import type { ErrorCode } from "./error-codes";

export type { ErrorCode } from "./error-codes";

/**
 * An error a handler or domain rule throws to answer `status` with a failed envelope: `code` is the
 * machine-readable reason (catalogue ./error-codes.ts), `message` the Vietnamese text for people,
 * `data` optional details (e.g. which lines), `headers` added to the answer (e.g. `Retry-After` on a
 * 429, `WWW-Authenticate` on a 401).
 */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: ErrorCode,
    message: string,
    public readonly data: unknown = null,
    public readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

/**
 * 404 with the Vietnamese "not found" message of the given thing ("Sản phẩm", "Đơn hàng" …) and its
 * code (`NOT_FOUND` unless the thing has its own, e.g. `PRODUCT_NOT_FOUND`).
 */
export function notFound(what: string, code: ErrorCode = "NOT_FOUND"): ApiError {
  return new ApiError(404, code, `${what} không tồn tại`);
}
