/**
 * Server helpers of the account's review pages (spec §2 /tai-khoan/danh-gia-san-pham):
 * the lenient page query (like the catalogue lists: anything but 1…10 000 is page 1) and the
 * product id of the form's path (`/tai-khoan/danh-gia-san-pham/{productSaleId}`: not an id → 404).
 */
import { z } from "zod";
import { MAX_PAGE } from "~/constants";
import { idParam, paramOr404 } from "~/routing/params.server";

const pageSchema = z.coerce.number().int().min(1).max(MAX_PAGE).catch(1);

/** `?page=` of a request URL: 1…10 000, anything else (0, −1, letters, missing) → 1. */
export function pageOfUrl(url: URL, name = "page"): number {
  return pageSchema.parse(url.searchParams.get(name) ?? undefined);
}

/**
 * The `productSaleId` path parameter as an id.
 * @throws a 404 Response (Vietnamese text) when it is not an integer 1…MAX_ID.
 */
export function productIdParam(raw: string | undefined): number {
  return paramOr404(idParam, raw, "Không tìm thấy sản phẩm cần đánh giá.");
}
