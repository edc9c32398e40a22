/**
 * The template's navigation tools (ADR 0016; docs/ui-contract.md "Navigation toolbar"). A bookshop
 * keeps them out of a shopper's header: the entries live in the footer and the signed-in account menu
 * (`NavSearchEntry`, `QuickPanelEntry`), and the header's toolbar row (`data-chrome="toolbar"`, hidden
 * by the `Hiện thanh công cụ` setting) shows only a customer's pinned shortcuts.
 *
 * - `Tìm trang`: a link to `/tim-dieu-huong` without JavaScript; with it a radix Popover (≤ 380 px)
 *   with the field `Tên trang` and at most 10 suggestions (list `Gợi ý trang`) computed in the browser
 *   over the navigation tree for the visitor's roles (no request per keystroke), `Không có kết quả`
 *   when none match; Enter opens the results page; Escape closes it and focus returns to the entry;
 * - `Bảng tin nhanh`: a link to `/bang-tin-nhanh` without JavaScript; with it a radix Dialog side
 *   panel (380 px, right) that loads that page's loader data with a fetcher;
 * - `Lối tắt`: the signed-in customer's pinned navigation items (links; from `__session`, no request).
 *
 * The popup and the panel (radix Popover and Dialog, the search, the panel's view) are fetched on
 * first use — pointing at or focusing an entry starts the download — so they are not part of every
 * page's JavaScript (ADR 0021): ./nav-search-popover.tsx and ./quick-panel-dialog.tsx.
 */
import { useFetcher, useLocation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from "react";
import { container } from "../../../styles/utilities.css";
import type { QuickPanelData } from "./quick-panel-view";
import * as s from "./nav-search.css";

const loadSearch = () => import("./nav-search-popover");
const NavSearchPopover = lazy(loadSearch);
const loadPanel = () => import("./quick-panel-dialog");
const QuickPanelDialog = lazy(loadPanel);

/** A plain left click (not a new tab/window): only then the entries open in the page. */
function isPlainClick(e: MouseEvent) {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}

/**
 * The `Tìm trang` entry and its popup. `roles` are the visitor's (empty = guest); `className` styles
 * the link like its neighbours (footer list, account menu).
 */
export function NavSearchEntry({ roles, className = s.entry }: { roles: readonly string[]; className?: string }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const entryRef = useRef<HTMLAnchorElement>(null);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.key]);
  return (
    <>
      <a
        ref={entryRef}
        className={className}
        href="/tim-dieu-huong"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadSearch()}
        onFocus={() => void loadSearch()}
        onClick={(e) => {
          if (!isPlainClick(e)) return;
          e.preventDefault();
          setUsed(true);
          setOpen((v) => !v);
        }}
      >
        Tìm trang
      </a>
      {used ? (
        <Suspense fallback={null}>
          <NavSearchPopover open={open} onOpenChange={setOpen} entryRef={entryRef} roles={roles} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The `Bảng tin nhanh` entry and its side panel (data from the `/bang-tin-nhanh` loader); `className` as above. */
export function QuickPanelEntry({ className = s.entry }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const fetcher = useFetcher<{ panel: QuickPanelData }>();
  const location = useLocation();
  useEffect(() => setOpen(false), [location.key]);
  return (
    <>
      <a
        className={className}
        href="/bang-tin-nhanh"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={(e) => {
          if (!isPlainClick(e)) return;
          e.preventDefault();
          setUsed(true);
          setOpen(true);
          if (fetcher.state === "idle") fetcher.load("/bang-tin-nhanh");
        }}
      >
        Bảng tin nhanh
      </a>
      {used ? (
        <Suspense fallback={null}>
          <QuickPanelDialog
            open={open}
            onOpenChange={setOpen}
            panel={fetcher.data?.panel}
            loading={!(fetcher.state === "idle" && fetcher.data === undefined)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** A pinned shortcut as the toolbar shows it. */
export type ShortcutLink = { id: string; title: string; url: string };

/**
 * The toolbar row: the signed-in customer's pinned links (`Lối tắt`); nothing at all without one (a
 * guest's header has no toolbar row).
 */
export function NavToolbar({ shortcuts }: { shortcuts: readonly ShortcutLink[] }) {
  if (!shortcuts.length) return null;
  return (
    <div className={s.toolbar} data-chrome="toolbar">
      <div className={`${container} ${s.toolbarInner}`}>
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
