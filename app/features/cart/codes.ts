/**
 * Voucher, coupon and affiliate codes: normalisation and §8's default messages. Client-safe (the cart
 * page's form schema uses them on both sides).
 */
import type { CodeKind } from "~/upstream/schemas";

/** §8: the message of a failed code when the server gives none. */
export const DEFAULT_CODE_ERROR: Record<CodeKind, string> = {
  voucher: "Mã khuyến mãi không hợp lệ",
  coupon: "Mã khuyến mãi không hợp lệ",
  affiliate: "Mã affiliate không hợp lệ",
};

/** Codes are compared upper-case without surrounding spaces. */
export const normalizeCode = (code: string) => code.trim().toUpperCase();
