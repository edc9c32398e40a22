/**
 * The site toolbar (issue 16 helper E, ADR 0016; docs/ui-contract.md "Navigation toolbar"): a row of
 * the header marked `data-chrome="toolbar"` (hidden by the `Hiện thanh công cụ` setting) with
 *
 * - `Tìm trang`: a link to `/tim-dieu-huong` without JavaScript; with it a radix Popover (≤ 380 px)
 *   with the field `Tên trang` and at most 10 suggestions (list `Gợi ý trang`) computed in the browser
 *   over the navigation tree for the visitor's roles (no request per keystroke), `Không có kết quả`
 *   when none match; Enter opens the results page; Escape closes it and focus returns to the entry;
 * - `Bảng tin nhanh`: a link to `/bang-tin-nhanh` without JavaScript; with it a radix Dialog side
 *   panel (380 px, right) that loads that page's loader data with a fetcher;
 * - `Lối tắt`: the signed-in customer's pinned navigation items (links; from `__session`, no request).
 */
import { useFetcher, useLocation } from "@remix-run/react";
import { Dialog, Popover } from "radix-ui";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import * as panelStyles from "~/features/settings/settings.css";
import * as ui from "~/components/ui/form.css";
import { container } from "../../../styles/utilities.css";
import { searchNavigation } from "./navigation";
import type { QuickPanelData } from "./quick-panel-view";
import { QuickPanelView } from "./quick-panel-view";
import * as s from "./nav-search.css";

/** A plain left click (not a new tab/window): only then the entries open in the page. */
function isPlainClick(e: MouseEvent) {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}

/** The `Tìm trang` entry and its popup. `roles` are the visitor's (empty = guest). */
function NavSearchEntry({ roles }: { roles: readonly string[] }) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const entryRef = useRef<HTMLAnchorElement>(null);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.key]);
  const results = searchNavigation(query, roles);
  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setQuery("");
      }}
    >
      <Popover.Anchor asChild>
        <a
          ref={entryRef}
          className={s.entry}
          href="/tim-dieu-huong"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={(e) => {
            if (!isPlainClick(e)) return;
            e.preventDefault();
            setOpen((v) => !v);
          }}
        >
          Tìm trang
        </a>
      </Popover.Anchor>
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
                    <a href={item.url} onClick={() => setOpen(false)}>
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

/** The `Bảng tin nhanh` entry and its side panel (data from the `/bang-tin-nhanh` loader). */
function QuickPanelEntry() {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<{ panel: QuickPanelData }>();
  const location = useLocation();
  useEffect(() => setOpen(false), [location.key]);
  return (
    <>
      <a
        className={s.entry}
        href="/bang-tin-nhanh"
        aria-haspopup="dialog"
        onClick={(e) => {
          if (!isPlainClick(e)) return;
          e.preventDefault();
          setOpen(true);
          if (fetcher.state === "idle") fetcher.load("/bang-tin-nhanh");
        }}
      >
        Bảng tin nhanh
      </a>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className={panelStyles.overlay} />
          <Dialog.Content className={panelStyles.panel} aria-describedby={undefined}>
            <div className={panelStyles.panelHeader}>
              <Dialog.Title className={panelStyles.panelTitle}>Bảng tin nhanh</Dialog.Title>
              <Dialog.Close className={panelStyles.close} aria-label="Đóng">
                ×
              </Dialog.Close>
            </div>
            {fetcher.data?.panel ? (
              <QuickPanelView panel={fetcher.data.panel} headingLevel={3} />
            ) : fetcher.state === "idle" && fetcher.data === undefined ? null : (
              <p role="status">Đang tải…</p>
            )}
            <p>
              <a href="/bang-tin-nhanh">Mở trang Bảng tin nhanh</a>
            </p>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}

/** A pinned shortcut as the toolbar shows it. */
export type ShortcutLink = { id: string; title: string; url: string };

/**
 * The toolbar row. `roles` the visitor's (empty = guest), `shortcuts` the signed-in customer's pinned
 * links (the `Lối tắt` nav shows only when there is at least one).
 */
export function NavToolbar({ roles, shortcuts }: { roles: readonly string[]; shortcuts: readonly ShortcutLink[] }) {
  return (
    <div className={s.toolbar} data-chrome="toolbar">
      <div className={`${container} ${s.toolbarInner}`}>
        <NavSearchEntry roles={roles} />
        <QuickPanelEntry />
        {shortcuts.length ? (
          <nav className={s.shortcuts} aria-label="Lối tắt">
            <span className={s.shortcutsLabel} aria-hidden="true">
              Lối tắt:
            </span>
            <ul className={s.shortcutList}>
              {shortcuts.map((item) => (
                <li key={item.id}>
                  <a className={s.shortcutLink} href={item.url}>
                    {item.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </div>
  );
}
