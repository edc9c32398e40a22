/**
 * The validation of the cart page's form posts (app/routes/cart.tsx), kept in a `.server` module so
 * that zod is not part of the cart page's browser JavaScript (ADR 0021).
 */
import { z } from "zod";
import { MAX_ID, MAX_LINE_QUANTITY } from "~/constants";
import { redirectToField } from "~/utils/fields";
import { DEFAULT_CODE_ERROR } from "./codes";

const QUANTITY_MESSAGE = `Số lượng phải là số nguyên từ 1 đến ${MAX_LINE_QUANTITY}.`;
const productSaleId = z.coerce
  .number({ invalid_type_error: "Sản phẩm không hợp lệ." })
  .int("Sản phẩm không hợp lệ.")
  .positive("Sản phẩm không hợp lệ.")
  .max(MAX_ID, "Sản phẩm không hợp lệ.");
const quantity = z
  .string({ required_error: QUANTITY_MESSAGE })
  .trim()
  .regex(/^\d{1,3}$/, QUANTITY_MESSAGE)
  .transform(Number)
  .pipe(z.number().int().min(1, QUANTITY_MESSAGE).max(MAX_LINE_QUANTITY, QUANTITY_MESSAGE));

/** A typed code: §8's default message for anything that cannot be a code (spaces inside, symbols, 1 000 characters). */
const codeOf = (message: string) =>
  z
    .string({ required_error: "Vui lòng nhập mã." })
    .trim()
    .min(1, "Vui lòng nhập mã.")
    .max(50, message)
    .regex(/^[A-Za-z0-9_-]+$/, message);
const promoCode = codeOf(DEFAULT_CODE_ERROR.voucher);

/**
 * The cart page's POST (intents `add`, `update`, `remove`, `checkout`, `apply-code`/`-voucher`/
 * `-coupon`, `apply-affiliate`, `remove-voucher`/`-coupon`/`-affiliate`), one zod schema per intent:
 * `productSaleId` a positive id ≤ MAX_ID, `quantity` 1–MAX_LINE_QUANTITY, codes ≤ 50 of
 * `[A-Za-z0-9_-]` with §8's default messages.
 */
export const cartActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), productSaleId, quantity: quantity.optional().default("1"), redirectTo: redirectToField }),
  z.object({ intent: z.literal("update"), productSaleId, quantity }),
  z.object({ intent: z.literal("remove"), productSaleId }),
  z.object({ intent: z.literal("checkout") }),
  z.object({ intent: z.enum(["apply-code", "apply-voucher", "apply-coupon"]), code: promoCode }),
  z.object({ intent: z.literal("apply-affiliate"), code: codeOf(DEFAULT_CODE_ERROR.affiliate) }),
  z.object({ intent: z.enum(["remove-voucher", "remove-coupon", "remove-affiliate"]) }),
]);
