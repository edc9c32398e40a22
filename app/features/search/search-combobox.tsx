/**
 * The header's search field. Without JavaScript a plain text field of the GET search form. Once
 * hydrated it becomes a combobox with list autocomplete (WAI-ARIA APG "Combobox" pattern, list popup):
 * `role="combobox"`, `aria-expanded`, `aria-controls` → a `listbox` of up to 10 `option`s (books, then
 * a course or article or two, each saying so on its second line, from
 * `/resources/search-suggestions`, fetched 200 ms after the last keystroke, from 2 characters, only
 * for the `Sản phẩm` search type), `aria-activedescendant` on the highlighted option.
 * Keys: ↓/↑ move through the options (↓ opens the list), Enter on a highlighted option opens its page
 * (else submits the search as typed), Escape closes the list (a second Escape clears the field);
 * a click on an option opens its page. A polite status reads how many suggestions there are.
 * On the results page the field keeps the search (`?searchContent=` of /san-pham).
 */
import { useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { SEARCH_MAX_LENGTH, SEARCH_SUGGEST_DEBOUNCE_MS, SEARCH_SUGGEST_MAX, SEARCH_SUGGEST_MIN_CHARS } from "~/constants";
import { visuallyHidden } from "../../../styles/utilities.css";
import * as s from "./search-combobox.css";

type Suggestion = { id: number; name: string; authors: string; href: string };

/** The search text of the current page when it is the product search's results, else "". */
function currentSearch(pathname: string, search: string): string {
  if (pathname !== "/san-pham" && !pathname.startsWith("/san-pham/danh-muc/")) return "";
  return (new URLSearchParams(search).get("searchContent") ?? "").slice(0, SEARCH_MAX_LENGTH);
}

export function SearchCombobox({ id, className }: { id: string; className: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const listId = useId();
  const [hydrated, setHydrated] = useState(false);
  const [items, setItems] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [place, setPlace] = useState<{ top: number; left: number; width: number } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const request = useRef<AbortController>();

  useEffect(() => setHydrated(true), []);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      request.current?.abort();
    },
    [],
  );

  const expanded = open && items.length > 0;

  // Keep the popup under the search form while it is open (the page may scroll or resize).
  useEffect(() => {
    if (!expanded) return;
    const measure = () => {
      const box = (input.current?.form ?? input.current)?.getBoundingClientRect();
      if (box) setPlace({ top: box.bottom + 4, left: box.left, width: box.width });
    };
    measure();
    window.addEventListener("resize", measure);
    window.addEventListener("scroll", measure, true);
    return () => {
      window.removeEventListener("resize", measure);
      window.removeEventListener("scroll", measure, true);
    };
  }, [expanded]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const suggest = (text: string) => {
    clearTimeout(timer.current);
    request.current?.abort();
    const type = (input.current?.form?.elements.namedItem("type") as HTMLSelectElement | null)?.value ?? "1";
    if (text.trim().length < SEARCH_SUGGEST_MIN_CHARS || type !== "1") {
      setItems([]);
      close();
      return;
    }
    timer.current = setTimeout(() => {
      const controller = new AbortController();
      request.current = controller;
      fetch(`/resources/search-suggestions?q=${encodeURIComponent(text.trim())}`, { signal: controller.signal })
        .then((res) => (res.ok ? (res.json() as Promise<{ items: Suggestion[] }>) : { items: [] }))
        .then((body) => {
          setItems(body.items.slice(0, SEARCH_SUGGEST_MAX));
          setActive(-1);
          setOpen(document.activeElement === input.current);
        })
        .catch(() => {
          // Aborted by a newer keystroke, or offline: the field stays a plain search form.
        });
    }, SEARCH_SUGGEST_DEBOUNCE_MS);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      if (items.length === 0) return;
      e.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(e.key === "ArrowDown" ? 0 : items.length - 1);
        return;
      }
      const step = e.key === "ArrowDown" ? 1 : -1;
      const n = items.length;
      setActive((i) => (i < 0 ? (step > 0 ? 0 : n - 1) : (i + step + n) % n));
    } else if (e.key === "Enter" && expanded && active >= 0 && items[active]) {
      e.preventDefault();
      const item = items[active];
      close();
      navigate(item.href);
    } else if (e.key === "Escape") {
      if (expanded) {
        e.preventDefault();
        close();
      } else if (e.currentTarget.value) {
        e.preventDefault();
        e.currentTarget.value = "";
        setItems([]);
      }
    }
  };

  const optionId = (i: number) => `${listId}-option-${i}`;
  const combobox = hydrated
    ? {
        role: "combobox" as const,
        "aria-autocomplete": "list" as const,
        "aria-expanded": expanded,
        "aria-controls": listId,
        "aria-activedescendant": expanded && active >= 0 ? optionId(active) : undefined,
      }
    : {};

  return (
    <>
      <input
        ref={input}
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
        {...combobox}
        onInput={(e) => suggest(e.currentTarget.value)}
        onKeyDown={onKeyDown}
        onBlur={close}
        onFocus={() => items.length > 0 && setOpen(true)}
      />
      {hydrated ? (
        <>
          <ul
            id={listId}
            role="listbox"
            aria-label="Gợi ý tìm kiếm"
            className={s.listbox}
            hidden={!expanded}
            style={place ? { top: place.top, left: place.left, width: place.width } : undefined}
          >
            {items.map((item, i) => (
              <li
                // Books, courses and articles number their ids apart: the link is what is unique.
                key={item.href}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className={s.option}
                // Before the field's blur closes the list.
                onMouseDown={(e) => {
                  e.preventDefault();
                  close();
                  navigate(item.href);
                }}
              >
                <span className={s.name}>{item.name}</span>
                <span className={s.authors}>{item.authors}</span>
              </li>
            ))}
          </ul>
          <span role="status" className={visuallyHidden}>
            {expanded ? `${items.length} gợi ý, dùng phím mũi tên để chọn` : ""}
          </span>
        </>
      ) : null}
    </>
  );
}
