/**
 * The facets of the catalogue search (ADR 0023) as one GET form: radio groups `Tác giả`,
 * `Nhà xuất bản`, `Năm xuất bản`, `Khoảng giá`, `Hình thức` (each with `Tất cả`), the checkbox
 * `Còn hàng` and the button `Áp dụng` — complete without JavaScript. With JavaScript
 * (app/components/search-facets-behaviour.ts) a change submits the form at once, and on desktop widths the disclosure opens (on phones it stays a `Bộ lọc` toggle
 * so the results come first). Counts come from the upstream's `facets`; values with no book are left
 * out unless chosen.
 */
import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { ProductFacets } from "~/upstream/schemas";
import { formatVnd } from "~/utils/money";
import { media } from "../../../styles/theme.css";
import * as s from "./search-facets.css";

/** The filters a search page applies (the URL's values, already parsed). */
export interface ChosenFilters {
  author?: string | undefined;
  publisher?: string | undefined;
  year?: number | undefined;
  price?: string | undefined;
  format?: "print" | "ebook" | undefined;
  inStock: boolean;
}

/** Whether any facet filter is applied. */
export function hasFilters(f: ChosenFilters): boolean {
  return Boolean(f.author || f.publisher || f.year || f.price || f.format || f.inStock);
}

const FORMAT_LABELS = { print: "Sách in", ebook: "Sách điện tử" } as const;

/** "Dưới 50.000 ₫", "50.000 ₫ – 100.000 ₫", "Từ 300.000 ₫" for a price range (VND). */
function priceLabel(min: number, max: number | null): string {
  if (max === null) return `Từ ${formatVnd(min)}`;
  if (min === 0) return `Dưới ${formatVnd(max)}`;
  return `${formatVnd(min)} – ${formatVnd(max)}`;
}

function RadioGroup<V extends string | number>(props: {
  legend: string;
  name: string;
  values: readonly { value: V; count: number; label?: string }[];
  chosen: V | undefined;
}) {
  const shown = props.values.filter((v) => v.count > 0 || v.value === props.chosen);
  if (shown.length === 0) return null;
  return (
    <fieldset className={s.fieldset}>
      <legend className={s.legend}>{props.legend}</legend>
      <ul className={s.options}>
        <li>
          <label className={s.option}>
            <input type="radio" name={props.name} value="" defaultChecked={props.chosen === undefined} />
            <span>Tất cả</span>
          </label>
        </li>
        {shown.map((v) => (
          <li key={String(v.value)}>
            <label className={s.option}>
              <input type="radio" name={props.name} value={String(v.value)} defaultChecked={v.value === props.chosen} />
              <span>
                {v.label ?? String(v.value)} <span className={s.count}>({v.count})</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

export function SearchFacets(props: {
  facets: ProductFacets;
  chosen: ChosenFilters;
  /** Hidden fields kept by the form (search text, sort). */
  keep: Record<string, string | undefined>;
  /** The page's path (the form's action) and the same search without any filter. */
  action: string;
  clearHref: string;
}): ReactNode {
  const { facets, chosen } = props;
  // With JavaScript (app/components/search-facets-behaviour.ts): a change submits the form, and on
  // desktop widths (`data-desktop-media`) the filters are a sidebar, open from the start.
  return (
    <details className={s.filters} open={hasFilters(chosen) || undefined} data-desktop-media={media.desktop}>
      <summary className={s.summary}>Bộ lọc</summary>
      <Form method="get" action={props.action} aria-label="Bộ lọc tìm kiếm" className={s.form} preventScrollReset data-search-facets="">
        {Object.entries(props.keep).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
        <RadioGroup legend="Tác giả" name="author" values={facets.authors} chosen={chosen.author} />
        <RadioGroup legend="Nhà xuất bản" name="publisher" values={facets.publishers} chosen={chosen.publisher} />
        <RadioGroup legend="Năm xuất bản" name="year" values={facets.years} chosen={chosen.year} />
        <RadioGroup
          legend="Khoảng giá"
          name="price"
          values={facets.priceRanges.map((r) => ({ value: r.value, count: r.count, label: priceLabel(r.min, r.max) }))}
          chosen={chosen.price}
        />
        <RadioGroup
          legend="Hình thức"
          name="format"
          values={facets.formats.map((f) => ({ ...f, label: FORMAT_LABELS[f.value] }))}
          chosen={chosen.format}
        />
        <label className={s.option}>
          <input type="checkbox" name="inStock" value="1" defaultChecked={chosen.inStock} />
          <span>
            Còn hàng <span className={s.count}>({facets.inStock})</span>
          </span>
        </label>
        <div className={s.actions}>
          <button type="submit" className={s.apply}>
            Áp dụng
          </button>
          {hasFilters(chosen) ? (
            <Link className={s.clear} to={props.clearHref}>
              Bỏ lọc
            </Link>
          ) : null}
        </div>
      </Form>
    </details>
  );
}
