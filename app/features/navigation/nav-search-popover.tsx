/**
 * The toolbar's `Tìm trang` popup (ADR 0016): a radix Popover (≤ 380 px) anchored to the
 * entry link, with the field `Tên trang` (a GET form to `/tim-dieu-huong`: Enter opens the results
 * page) and at most 10 suggestions (list `Gợi ý trang`) computed in the browser over the navigation
 * tree for the visitor's roles, `Không có kết quả` when none match; Escape closes it and focus
 * returns to the entry. Loaded by ./nav-toolbar.tsx with `React.lazy` on first use (ADR 0021).
 */
import { Popover } from "radix-ui";
import { useState, type RefObject } from "react";
import * as ui from "~/components/ui/form.css";
import { searchNavigation } from "./navigation";
import * as s from "./nav-search.css";

/** `entryRef` is the `Tìm trang` link (the anchor, and where focus returns); `roles` the visitor's. */
export default function NavSearchPopover({
  open,
  onOpenChange,
  entryRef,
  roles,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  entryRef: RefObject<HTMLAnchorElement>;
  roles: readonly string[];
}) {
  const [query, setQuery] = useState("");
  const results = searchNavigation(query, roles);
  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setQuery("");
      }}
    >
      <Popover.Anchor virtualRef={entryRef as RefObject<HTMLElement>} />
      <Popover.Portal>
        <Popover.Content
          className={s.popover}
          align="start"
          sideOffset={4}
          collisionPadding={8}
          aria-label="Tìm trang"
          // A click on the entry itself toggles (not close-then-reopen).
          onInteractOutside={(e) => {
            if (entryRef.current?.contains(e.target as Node)) e.preventDefault();
          }}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            entryRef.current?.focus();
          }}
        >
          <form method="get" action="/tim-dieu-huong" role="search" aria-label="Tìm trang nhanh">
            <label htmlFor="nav-popup-q" className={ui.label}>
              Tên trang
            </label>
            <input
              id="nav-popup-q"
              type="search"
              name="q"
              className={ui.input}
              autoComplete="off"
              maxLength={100}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
          </form>
          {query.trim() ? (
            results.length ? (
              <ul className={s.suggestions} aria-label="Gợi ý trang">
                {results.map((item) => (
                  <li key={item.id}>
                    <a href={item.url} onClick={() => onOpenChange(false)}>
                      {item.title}
                    </a>
                  </li>
                ))}
              </ul>
            ) : (
              <p role="status">Không có kết quả</p>
            )
          ) : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
