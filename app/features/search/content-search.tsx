/**
 * The pieces a search shares across the shop's three lists (books /san-pham, courses /thu-vien, news
 * /tin-sach; ADR 0023): the list's own search box (a GET form, complete without JavaScript, the query
 * kept), the count heading text, and the scope links with counts that take the same query to the
 * other lists — the "Sách · Khóa học · Tin tức" tabs a Tiki or Fahasa shopper knows.
 */
import { Form, Link } from "@remix-run/react";
import { SEARCH_MAX_LENGTH } from "~/constants";
import * as button from "~/components/ui/button.css";
import * as ui from "~/components/ui/form.css";
import type { ScopeCounts, SearchScope } from "./scopes.server";
import * as s from "./content-search.css";

/** Where each scope lists its results, and its name. */
const SCOPES: { scope: SearchScope; path: string; label: string }[] = [
  { scope: "books", path: "/san-pham", label: "Sách" },
  { scope: "courses", path: "/thu-vien", label: "Khóa học" },
  { scope: "news", path: "/tin-sach", label: "Tin tức" },
];

/** The URL of scope `scope`'s list searched for `query`. */
export function scopeHref(scope: SearchScope, query: string): string {
  const path = SCOPES.find((x) => x.scope === scope)!.path;
  return `${path}?searchContent=${encodeURIComponent(query)}`;
}

/** "12 kết quả cho “giải tích”" (the count in Vietnamese digit grouping). */
export function resultsHeading(count: number, query: string): string {
  return `${count.toLocaleString("vi-VN")} kết quả cho “${query}”`;
}

/**
 * The navigation `Tìm trong` with a link per part of the shop for `query`, each with its count when
 * known ("Khóa học (1)"); the `current` one marked `aria-current="page"`.
 */
export function SearchScopes({ query, current, counts }: { query: string; current: SearchScope; counts: ScopeCounts }) {
  return (
    <nav aria-label="Tìm trong" className={s.scopes}>
      <ul className={s.scopeList}>
        {SCOPES.map(({ scope, label }) => (
          <li key={scope}>
            <Link to={scopeHref(scope, query)} className={s.scope} aria-current={scope === current ? "page" : undefined}>
              {label}
              {counts[scope] !== null ? <span className={s.scopeCount}>{` (${counts[scope]!.toLocaleString("vi-VN")})`}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A list's search box: a GET form to `action` (role search, named `formLabel`) with the field
 * `searchContent` (label `label`, the query kept) and the submit button `buttonLabel`; `hidden` are
 * kept as hidden fields (e.g. the chosen category).
 */
export function ListSearchForm({
  action,
  id,
  formLabel,
  label,
  buttonLabel,
  value,
  hidden = {},
}: {
  action: string;
  id: string;
  formLabel: string;
  label: string;
  buttonLabel: string;
  value: string;
  hidden?: Record<string, string | number | null | undefined>;
}) {
  return (
    <Form method="get" action={action} role="search" aria-label={formLabel} className={s.form}>
      <div className={s.field}>
        <label htmlFor={id} className={ui.label}>
          {label}
        </label>
        <input
          id={id}
          type="search"
          name="searchContent"
          defaultValue={value}
          key={value}
          maxLength={SEARCH_MAX_LENGTH}
          className={ui.input}
        />
      </div>
      {Object.entries(hidden).map(([name, v]) =>
        v !== null && v !== undefined && v !== "" ? <input key={name} type="hidden" name={name} value={v} /> : null,
      )}
      <button type="submit" className={`${button.primary} ${s.submit}`}>
        {buttonLabel}
      </button>
    </Form>
  );
}

/**
 * The useful part of an empty result: the same query in the other parts of the shop where it finds
 * something ("Tìm thấy 4 sách cho “giải tích”"), then `children` (the list's own way out).
 */
export function OtherScopesHint({ query, current, counts }: { query: string; current: SearchScope; counts: ScopeCounts }) {
  const nouns: Record<SearchScope, string> = { books: "sách", courses: "khóa học", news: "tin tức" };
  const found = SCOPES.filter(({ scope }) => scope !== current && (counts[scope] ?? 0) > 0);
  if (found.length === 0) return null;
  return (
    <ul className={s.hints}>
      {found.map(({ scope }) => (
        <li key={scope}>
          <Link to={scopeHref(scope, query)}>
            Xem {counts[scope]!.toLocaleString("vi-VN")} {nouns[scope]} cho “{query}”
          </Link>
        </li>
      ))}
    </ul>
  );
}
