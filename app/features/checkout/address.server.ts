/**
 * Server side of the address cascade (app/features/checkout/address-fields.tsx): the lists a form needs for
 * the current choice, and the check that a district belongs to its province and a ward to its
 * district (a changed province without JavaScript leaves a stale district behind).
 */
import type { z } from "zod";
import type { UpstreamClient } from "~/upstream/client.server";
import { getDistricts, getWards } from "~/upstream/location.server";
import type { District, Ward } from "~/upstream/schemas";

const idOf = (v: FormDataEntryValue | null | number | undefined) =>
  typeof v === "number" ? v : typeof v === "string" && /^\d{1,9}$/.test(v) ? Number(v) : null;

/**
 * Districts of `cityId` and wards of `districtId` (empty lists when not chosen), fetched in parallel.
 * Accepts raw form values; a district of another province yields no wards.
 */
export async function loadCascade(
  client: UpstreamClient,
  cityId: FormDataEntryValue | number | null | undefined,
  districtId: FormDataEntryValue | number | null | undefined,
): Promise<{ districts: District[]; wards: Ward[] }> {
  const city = idOf(cityId);
  const district = idOf(districtId);
  const [districts, wards] = await Promise.all([city ? getDistricts(client, city) : [], district ? getWards(client, district) : []]);
  return { districts, wards: district && districts.some((d) => d.districtId === district) ? wards : [] };
}

/**
 * A zod `superRefine` step: the chosen district must be in `lists.districts` and the chosen ward in
 * `lists.wards` (when a ward is chosen, or when `requireWard`).
 */
export function checkCascade(lists: { districts: District[]; wards: Ward[] }) {
  return (v: { districtId?: number | null; wardId?: number | null }, ctx: z.RefinementCtx) => {
    if (v.districtId && !lists.districts.some((d) => d.districtId === v.districtId)) {
      ctx.addIssue({ code: "custom", path: ["districtId"], message: "Quận/Huyện không thuộc Tỉnh/Thành phố đã chọn, vui lòng chọn lại." });
    } else if (v.wardId && !lists.wards.some((w) => w.wardId === v.wardId)) {
      ctx.addIssue({ code: "custom", path: ["wardId"], message: "Phường/Xã không thuộc Quận/Huyện đã chọn, vui lòng chọn lại." });
    }
  };
}

/**
 * The answer to the no-JavaScript `Cập nhật danh sách` button (docs/ui-contract.md "Checkout"):
 * a conform `SubmissionResult` that re-renders the form with everything typed kept and **no error
 * message**, a district that is not in the chosen province's list (and a ward not in the district's)
 * dropped so that the re-rendered selects ask for them again.
 */
export function cascadeReply(
  payload: Record<string, unknown>,
  lists: { districts: District[]; wards: Ward[] },
): { initialValue: Record<string, unknown> } {
  const value = { ...payload };
  const districtId = idOf(value.districtId as FormDataEntryValue | null | undefined);
  if (!districtId || !lists.districts.some((d) => d.districtId === districtId)) {
    delete value.districtId;
    delete value.wardId;
  } else {
    const wardId = idOf(value.wardId as FormDataEntryValue | null | undefined);
    if (!wardId || !lists.wards.some((w) => w.wardId === wardId)) delete value.wardId;
  }
  return { initialValue: value };
}
