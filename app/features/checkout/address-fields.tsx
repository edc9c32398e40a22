/**
 * The province → ward cascade of the 2025 two-tier map (spec §4 "Cascaded dropdowns" on two levels;
 * ADR 0024), used by checkout step 1, the address book, the profile and registration step 2. Native
 * selects labelled `Tỉnh/Thành phố` and `Phường/Xã` (no district since 1 July 2025).
 *
 * Without JavaScript the cascade works by submitting: the action answers with the chosen province's
 * wards (app/features/checkout/address.server.ts) and the form re-renders with everything typed kept.
 * With JavaScript the wards load as soon as a province is chosen; choosing a province resets the ward.
 */
import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { City, Ward } from "~/upstream/schemas";
import { SelectField } from "../../components/forms";

type IdField = FieldMetadata<number | null | undefined>;

export interface CascadeLists {
  wards: Ward[];
}

export function AddressFields({
  form,
  fields,
  cities,
  lists: initial,
}: {
  // Any conform form: only `update` is used.
  form: Pick<FormMetadata<Record<string, unknown>, string[]>, "update">;
  fields: { cityId: IdField; wardId: IdField };
  cities: City[];
  /** Wards of the current province, from the loader or the last action. */
  lists: CascadeLists;
}) {
  const [wards, setWards] = useState(initial.wards);
  // New lists from the server (a re-rendered form) replace what the client loaded.
  const serverKey = initial.wards.map((w) => w.wardId).join(",");
  useEffect(() => setWards(initial.wards), [serverKey]); // eslint-disable-line react-hooks/exhaustive-deps

  const locations = useFetcher<CascadeLists>();
  useEffect(() => {
    if (locations.data) setWards(locations.data.wards);
  }, [locations.data]);

  const onCityChange = (cityId: string) => {
    form.update({ name: fields.wardId.name, value: "" });
    setWards([]);
    if (cityId) locations.load(`/resources/locations?cityId=${encodeURIComponent(cityId)}`);
  };

  return (
    <>
      <SelectField
        label="Tỉnh/Thành phố"
        meta={fields.cityId}
        placeholder="Chọn Tỉnh/Thành phố"
        options={cities.map((c) => ({ value: c.cityId, label: c.cityName }))}
        selectProps={{ onChange: (e) => onCityChange(e.currentTarget.value) }}
      />
      <SelectField
        label="Phường/Xã"
        meta={fields.wardId}
        placeholder={wards.length ? "Chọn Phường/Xã" : "Chọn Tỉnh/Thành phố trước"}
        options={wards.map((w) => ({ value: w.wardId, label: w.wardName }))}
      />
    </>
  );
}
