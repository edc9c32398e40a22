/**
 * The response envelope of every upstream call (spec §7): `{isSuccess, errorCode, errorMessage,
 * successMessage, data, totalPage}` (`errorCode` is ours, not §7: see server/error-codes.ts). Handlers
 * return `ok(...)` or throw `ApiError` (server/errors.ts, re-exported here); the error handler in
 * app.ts turns thrown errors (and validation failures) into the same envelope with the right status.
 */
import type { ErrorCode } from "../error-codes";

export interface Envelope<T> {
  isSuccess: boolean;
  /** Machine-readable reason of a failure (catalogue server/error-codes.ts); null on success. */
  errorCode: ErrorCode | null;
  errorMessage: string | null;
  successMessage: string | null;
  data: T | null;
  totalPage: number | null;
}

/** A successful envelope. `totalPage` is set on paged lists only. */
export function ok<T>(data: T, extra: { successMessage?: string; totalPage?: number } = {}): Envelope<T> {
  return {
    isSuccess: true,
    errorCode: null,
    errorMessage: null,
    successMessage: extra.successMessage ?? null,
    data,
    totalPage: extra.totalPage ?? null,
  };
}

/**
 * A failed envelope: `errorCode` for programs, a Vietnamese `errorMessage` for people; `data` may carry
 * details (e.g. which lines).
 */
export function fail<T = null>(errorCode: ErrorCode, errorMessage: string, data: T | null = null): Envelope<T> {
  return { isSuccess: false, errorCode, errorMessage, successMessage: null, data, totalPage: null };
}

export { ApiError, notFound } from "../errors";
