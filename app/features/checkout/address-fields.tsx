/**
 * The province → district → ward cascade (spec §4 "Cascaded dropdowns"), used by checkout step 1 and
 * registration step 2. Native selects labelled `Tỉnh/Thành phố`, `Quận/Huyện`, `Phường/Xã`.
 *
 * Without JavaScript the cascade works by submitting: the action answers with the chosen province's
 * districts and the chosen district's wards (app/features/checkout/address.server.ts) and the form re-renders with
 * everything typed kept. With JavaScript the lists load as soon as a province or district is chosen;
 * choosing a province resets district and ward, choosing a district resets the ward.
 */
import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { City, District, Ward } from "~/upstream/schemas";
import { SelectField } from "../../components/forms";

type IdField = FieldMetadata<number | null | undefined>;

export interface CascadeLists {
  districts: District[];
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
  fields: { cityId: IdField; districtId: IdField; wardId: IdField };
  cities: City[];
  /** Districts and wards of the current choice, from the loader or the last action. */
  lists: CascadeLists;
}) {
  const [lists, setLists] = useState(initial);
  // New lists from the server (a re-rendered form) replace what the client loaded.
  const serverKey = `${initial.districts.map((d) => d.districtId).join(",")}|${initial.wards.map((w) => w.wardId).join(",")}`;
  useEffect(() => setLists(initial), [serverKey]); // eslint-disable-line react-hooks/exhaustive-deps

  const locations = useFetcher<CascadeLists>();
  useEffect(() => {
    const d = locations.data;
    if (d) setLists((prev) => ({ districts: d.districts.length ? d.districts : prev.districts, wards: d.wards }));
  }, [locations.data]);

  const onCityChange = (cityId: string) => {
    form.update({ name: fields.districtId.name, value: "" });
    form.update({ name: fields.wardId.name, value: "" });
    setLists({ districts: [], wards: [] });
    if (cityId) locations.load(`/resources/locations?cityId=${encodeURIComponent(cityId)}`);
  };
  const onDistrictChange = (districtId: string) => {
    form.update({ name: fields.wardId.name, value: "" });
    setLists((prev) => ({ ...prev, wards: [] }));
    if (districtId) locations.load(`/resources/locations?districtId=${encodeURIComponent(districtId)}`);
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
        label="Quận/Huyện"
        meta={fields.districtId}
        placeholder={lists.districts.length ? "Chọn Quận/Huyện" : "Chọn Tỉnh/Thành phố trước"}
        options={lists.districts.map((d) => ({ value: d.districtId, label: d.districtName }))}
        selectProps={{ onChange: (e) => onDistrictChange(e.currentTarget.value) }}
      />
      <SelectField
        label="Phường/Xã"
        meta={fields.wardId}
        placeholder={lists.wards.length ? "Chọn Phường/Xã" : "Chọn Quận/Huyện trước"}
        options={lists.wards.map((w) => ({ value: w.wardId, label: w.wardName }))}
      />
    </>
  );
}
