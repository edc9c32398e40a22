/**
 * The header search's suggestions (WAI-ARIA APG "Combobox" pattern, list autocomplete), one vanilla
 * implementation for both kinds of page (ADR 0029): started by the progressive script on the
 * browsing pages that do not hydrate, and by the root after hydration on the others. The markup is
 * server-rendered by app/features/search/search-combobox.tsx: an `<input data-search-combobox>` whose
 * `data-listbox` names a hidden `<ul role="listbox">` (its `data-option-class`, `data-name-class`,
 * `data-authors-class` style the options) and whose `data-status` names a polite status element.
 *
 * Once started, the field gets `role="combobox"`, `aria-autocomplete="list"`, `aria-expanded`,
 * `aria-controls`; up to SEARCH_SUGGEST_MAX options (books, then a course or article or two) come from
 * `/resources/search-suggestions?q=` (JSON `{ items: { href, name, authors }[] }`), fetched
 * SEARCH_SUGGEST_DEBOUNCE_MS after the last keystroke, from SEARCH_SUGGEST_MIN_CHARS characters, only
 * for the `Sản phẩm` search type. ↓/↑ move (↓ opens), Enter on a highlighted option opens its page
 * (else the search is submitted as typed), Escape closes the list, a second Escape clears the field;
 * a click on an option opens its page. Everything listens on `document`, so a header re-rendered by a
 * client navigation keeps working. A failed or aborted fetch leaves a plain search form.
 */
import { SEARCH_SUGGEST_DEBOUNCE_MS, SEARCH_SUGGEST_MAX, SEARCH_SUGGEST_MIN_CHARS } from "~/constants";

type Suggestion = { href: string; name: string; authors: string };

/** Per field: its suggestions, the highlighted one (-1: none), the pending timer and request. */
type State = { items: Suggestion[]; active: number; timer?: number; request?: AbortController };

const FIELD = "input[data-search-combobox]";

/** Starts the behaviour for every header search field, now and later; returns what stops it. */
export function startSearchSuggestions(navigate: (href: string) => void = (href) => window.location.assign(href)): () => void {
  const states = new WeakMap<HTMLInputElement, State>();
  const stateOf = (input: HTMLInputElement) => {
    let state = states.get(input);
    if (!state) states.set(input, (state = { items: [], active: -1 }));
    return state;
  };
  const listOf = (input: HTMLInputElement) => document.getElementById(input.dataset.listbox ?? "") as HTMLUListElement | null;
  const fieldOf = (target: EventTarget | null) => (target instanceof HTMLInputElement && target.matches(FIELD) ? target : null);

  const enhance = (input: HTMLInputElement) => {
    if (input.getAttribute("role") === "combobox") return;
    input.setAttribute("role", "combobox");
    input.setAttribute("aria-autocomplete", "list");
    input.setAttribute("aria-expanded", "false");
    if (input.dataset.listbox) input.setAttribute("aria-controls", input.dataset.listbox);
  };

  const render = (input: HTMLInputElement, open: boolean) => {
    const state = stateOf(input);
    const list = listOf(input);
    if (!list) return;
    const expanded = open && state.items.length > 0;
    input.setAttribute("aria-expanded", String(expanded));
    list.hidden = !expanded;
    list.replaceChildren(
      ...state.items.map((item, i) => {
        const li = document.createElement("li");
        li.id = `${list.id}-option-${i}`;
        li.setAttribute("role", "option");
        li.setAttribute("aria-selected", String(i === state.active));
        li.className = list.dataset.optionClass ?? "";
        li.dataset.href = item.href;
        const name = document.createElement("span");
        name.className = list.dataset.nameClass ?? "";
        name.textContent = item.name;
        const authors = document.createElement("span");
        authors.className = list.dataset.authorsClass ?? "";
        authors.textContent = item.authors;
        li.append(name, authors);
        return li;
      }),
    );
    if (expanded && state.active >= 0) input.setAttribute("aria-activedescendant", `${list.id}-option-${state.active}`);
    else input.removeAttribute("aria-activedescendant");
    const status = document.getElementById(input.dataset.status ?? "");
    if (status) status.textContent = expanded ? `${state.items.length} gợi ý, dùng phím mũi tên để chọn` : "";
    if (expanded) place(input, list);
  };

  // The popup is `position: fixed` under the search form (the form clips its children).
  const place = (input: HTMLInputElement, list: HTMLElement) => {
    const box = (input.form ?? input).getBoundingClientRect();
    list.style.top = `${box.bottom + 4}px`;
    list.style.left = `${box.left}px`;
    list.style.width = `${box.width}px`;
  };
  const isOpen = (input: HTMLInputElement) => input.getAttribute("aria-expanded") === "true";
  const close = (input: HTMLInputElement) => {
    stateOf(input).active = -1;
    render(input, false);
  };
  const open = (input: HTMLInputElement, href: string) => {
    close(input);
    navigate(href);
  };

  const suggest = (input: HTMLInputElement) => {
    const state = stateOf(input);
    window.clearTimeout(state.timer);
    state.request?.abort();
    const text = input.value.trim();
    const type = (input.form?.elements.namedItem("type") as HTMLSelectElement | null)?.value ?? "1";
    if (text.length < SEARCH_SUGGEST_MIN_CHARS || type !== "1") {
      state.items = [];
      close(input);
      return;
    }
    state.timer = window.setTimeout(() => {
      const controller = new AbortController();
      state.request = controller;
      fetch(`/resources/search-suggestions?q=${encodeURIComponent(text)}`, { signal: controller.signal })
        .then((res) => (res.ok ? (res.json() as Promise<{ items: Suggestion[] }>) : { items: [] }))
        .then((body) => {
          state.items = body.items.slice(0, SEARCH_SUGGEST_MAX);
          state.active = -1;
          render(input, document.activeElement === input);
        })
        .catch(() => {
          // Aborted by a newer keystroke, or offline: the field stays a plain search form.
        });
    }, SEARCH_SUGGEST_DEBOUNCE_MS);
  };

  const onInput = (event: Event) => {
    const input = fieldOf(event.target);
    if (input) suggest(input);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const input = fieldOf(event.target);
    if (!input) return;
    const state = stateOf(input);
    const n = state.items.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (n === 0) return;
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      if (!isOpen(input)) state.active = step > 0 ? 0 : n - 1;
      else state.active = state.active < 0 ? (step > 0 ? 0 : n - 1) : (state.active + step + n) % n;
      render(input, true);
    } else if (event.key === "Enter" && isOpen(input) && state.active >= 0 && state.items[state.active]) {
      event.preventDefault();
      open(input, state.items[state.active]!.href);
    } else if (event.key === "Escape") {
      if (isOpen(input)) {
        event.preventDefault();
        close(input);
      } else if (input.value) {
        event.preventDefault();
        input.value = "";
        state.items = [];
      }
    }
  };
  const onFocusIn = (event: FocusEvent) => {
    const input = fieldOf(event.target);
    if (!input) return;
    enhance(input);
    if (stateOf(input).items.length > 0) render(input, true);
  };
  const onFocusOut = (event: FocusEvent) => {
    const input = fieldOf(event.target);
    if (input) close(input);
  };
  // Before the field's blur closes the list.
  const onMouseDown = (event: MouseEvent) => {
    const option =
      event.target instanceof Element ? event.target.closest<HTMLElement>("[role='listbox'] [role='option'][data-href]") : null;
    const input = option && document.querySelector<HTMLInputElement>(`${FIELD}[data-listbox='${option.parentElement?.id ?? ""}']`);
    if (!option || !input) return;
    event.preventDefault();
    open(input, option.dataset.href!);
  };
  const onViewport = () => {
    for (const input of document.querySelectorAll<HTMLInputElement>(FIELD)) {
      const list = listOf(input);
      if (list && isOpen(input)) place(input, list);
    }
  };

  // The header re-rendered by a client navigation is a new field: enhanced when it is seen.
  const observer = new MutationObserver(() => document.querySelectorAll<HTMLInputElement>(FIELD).forEach(enhance));
  document.querySelectorAll<HTMLInputElement>(FIELD).forEach(enhance);
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener("input", onInput);
  document.addEventListener("keydown", onKeyDown);
  document.addEventListener("focusin", onFocusIn);
  document.addEventListener("focusout", onFocusOut);
  document.addEventListener("mousedown", onMouseDown);
  window.addEventListener("resize", onViewport);
  window.addEventListener("scroll", onViewport, true);
  return () => {
    observer.disconnect();
    document.removeEventListener("input", onInput);
    document.removeEventListener("keydown", onKeyDown);
    document.removeEventListener("focusin", onFocusIn);
    document.removeEventListener("focusout", onFocusOut);
    document.removeEventListener("mousedown", onMouseDown);
    window.removeEventListener("resize", onViewport);
    window.removeEventListener("scroll", onViewport, true);
  };
}
