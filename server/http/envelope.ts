/**
 * The response envelope of every upstream call (spec §7): `{isSuccess, errorMessage, successMessage,
 * data, totalPage}`. Handlers return `ok(...)` or throw `ApiError`; the error handler in app.ts turns
 * thrown errors (and validation failures) into the same envelope with the right HTTP status.
 */
export interface Envelope<T> {
  isSuccess: boolean;
  errorMessage: string | null;
  successMessage: string | null;
  data: T | null;
  totalPage: number | null;
}

/** A successful envelope. `totalPage` is set on paged lists only. */
export function ok<T>(data: T, extra: { successMessage?: string; totalPage?: number } = {}): Envelope<T> {
  return { isSuccess: true, errorMessage: null, successMessage: extra.successMessage ?? null, data, totalPage: extra.totalPage ?? null };
}

/** A failed envelope with a Vietnamese message for people; `data` may carry details (e.g. which lines). */
export function fail<T = null>(errorMessage: string, data: T | null = null): Envelope<T> {
  return { isSuccess: false, errorMessage, successMessage: null, data, totalPage: null };
}

/**
 * An error a handler throws to answer `status` with a failed envelope. `headers` are added to the
 * answer (e.g. `Retry-After` on a 429, `WWW-Authenticate` on a 401).
 */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly data: unknown = null,
    public readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

/** 404 with the Vietnamese "not found" message of the given thing ("Sản phẩm", "Đơn hàng" …). */
export function notFound(what: string): ApiError {
  return new ApiError(404, `${what} không tồn tại`);
}
