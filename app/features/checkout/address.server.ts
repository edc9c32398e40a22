/**
 * Server side of the two-level address cascade (app/features/checkout/address-fields.tsx; ADR 0024):
 * the wards a form needs for the chosen province, and the check that the province is one of the 2025
 * map and the ward one of its wards (a changed province without JavaScript leaves a stale ward behind;
 * a forged or stale form may carry a retired province or ward).
 */
import type { z } from "zod";
import { UpstreamError, type UpstreamClient } from "~/upstream/client.server";
import { getProvinceWards } from "~/upstream/location.server";
import type { City, Ward } from "~/upstream/schemas";

const idOf = (v: FormDataEntryValue | null | number | undefined) =>
  typeof v === "number" ? v : typeof v === "string" && /^\d{1,9}$/.test(v) ? Number(v) : null;

/** Message for a province that is not one of the 34 (merged away on 1 July 2025, or forged). */
const RETIRED_PROVINCE_MESSAGE = "Tỉnh/Thành phố này không còn từ ngày 01/07/2025 (sau sắp xếp đơn vị hành chính), vui lòng chọn lại.";
/** Message for a ward that is not in the chosen province's list (another province's, or a retired one). */
const WRONG_WARD_MESSAGE = "Phường/Xã không thuộc Tỉnh/Thành phố đã chọn hoặc không còn từ ngày 01/07/2025, vui lòng chọn lại Phường/Xã.";

/**
 * Wards of `cityId` (an empty list when none is chosen, or for a retired/unknown province).
 * Accepts raw form values.
 */
export async function loadCascade(
  client: UpstreamClient,
  cityId: FormDataEntryValue | number | null | undefined,
): Promise<{ wards: Ward[] }> {
  const city = idOf(cityId);
  if (!city) return { wards: [] };
  try {
    return { wards: await getProvinceWards(client, city) };
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 400) return { wards: [] };
    throw error;
  }
}

/**
 * A zod `superRefine` step: the chosen province must be in `cities` (the 34 in force) and the chosen
 * ward in `lists.wards`.
 */
export function checkCascade(cities: readonly City[], lists: { wards: Ward[] }) {
  return (v: { cityId?: number | null; wardId?: number | null }, ctx: z.RefinementCtx) => {
    if (v.cityId && !cities.some((c) => c.cityId === v.cityId)) {
      ctx.addIssue({ code: "custom", path: ["cityId"], message: RETIRED_PROVINCE_MESSAGE });
    } else if (v.wardId && !lists.wards.some((w) => w.wardId === v.wardId)) {
      ctx.addIssue({ code: "custom", path: ["wardId"], message: WRONG_WARD_MESSAGE });
    }
  };
}

/**
 * The answer to the no-JavaScript `Cập nhật danh sách` button (docs/ui-contract.md "Checkout"):
 * a conform `SubmissionResult` that re-renders the form with everything typed kept and **no error
 * message**, a ward that is not in the chosen province's list dropped so that the re-rendered select
 * asks for it again.
 */
export function cascadeReply(payload: Record<string, unknown>, lists: { wards: Ward[] }): { initialValue: Record<string, unknown> } {
  const value = { ...payload };
  delete value.districtId;
  const wardId = idOf(value.wardId as FormDataEntryValue | null | undefined);
  if (!wardId || !lists.wards.some((w) => w.wardId === wardId)) delete value.wardId;
  return { initialValue: value };
}
