/**
 * The header's search field. Without JavaScript a plain text field of the GET search form. With
 * JavaScript it becomes a combobox with list autocomplete: the behaviour is the vanilla module
 * app/components/search-suggestions.ts (ADR 0029: one implementation for the pages that hydrate and
 * for those that do not), which this markup feeds through data attributes — the field's
 * `data-listbox` and `data-status` name the hidden popup and the polite status, the popup's
 * `data-*-class` style the options it builds. On the results page the field keeps the search
 * (`?searchContent=` of /san-pham).
 */
import { useLocation } from "@remix-run/react";
import { useId } from "react";
import { SEARCH_MAX_LENGTH } from "~/constants";
import { visuallyHidden } from "../../../styles/utilities.css";
import * as s from "./search-combobox.css";

/** The search text of the current page when it is the product search's results, else "". */
function currentSearch(pathname: string, search: string): string {
  if (pathname !== "/san-pham" && !pathname.startsWith("/san-pham/danh-muc/")) return "";
  return (new URLSearchParams(search).get("searchContent") ?? "").slice(0, SEARCH_MAX_LENGTH);
}

/** The field (`id`, styled by `className`), its suggestions popup and its status. */
export function SearchCombobox({ id, className }: { id: string; className: string }) {
  const location = useLocation();
  // useId's ":" is not valid in a CSS selector the behaviour builds: keep letters and digits only.
  const listId = `${id}-goi-y-${useId().replace(/[^a-zA-Z0-9]/g, "")}`;
  const statusId = `${listId}-trang-thai`;
  return (
    <>
      <input
        className={className}
        id={id}
        type="text"
        name="searchContent"
        defaultValue={currentSearch(location.pathname, location.search)}
        placeholder="Tìm sách, tác giả, ISBN…"
        // Empty or blank text does nothing (spec §2): the browser refuses to submit, no JS needed.
        required
        pattern=".*\S.*"
        title="Nhập từ khóa cần tìm"
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
        data-search-combobox=""
        data-listbox={listId}
        data-status={statusId}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Gợi ý tìm kiếm"
        className={s.listbox}
        hidden
        data-option-class={s.option}
        data-name-class={s.name}
        data-authors-class={s.authors}
      />
      <span id={statusId} role="status" className={visuallyHidden} />
    </>
  );
}
