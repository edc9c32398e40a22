/**
 * Small pieces of the site's chrome that only exist with JavaScript (issue 16, spec §2, §9):
 *
 * - `NavigationProgress`: the slim bar at the top of the window during a client navigation or form
 *   submission (the §2 "Loading…"), from Remix's `useNavigation`; shown after 150 ms so fast
 *   navigations do not flicker; `role="progressbar"` named `Đang tải…`. A full page load without
 *   JavaScript has the browser's own indicator.
 * - `WarningDialog`: the §2 warning dialog — opens by itself for WARNING_DIALOG_MS on screens of at
 *   least BREAKPOINTS.desktop px when the page asks for it (a toast marked `forcedLogin`: the §8
 *   forced logout), then closes; Escape or `Đóng` close it earlier. The same message is in the toast
 *   list, so phones and pages without JavaScript lose nothing. The dialog's code (radix Dialog) is
 *   fetched only when it opens (issue 17, ADR 0021).
 * - `useNavbarBehaviour`: on screens wider than BREAKPOINTS.navbar px the site header (`body >
 *   header`) sticks to the top, hides when the visitor scrolls down and comes back when they scroll
 *   up (decided NAVBAR_TIMINGS.scrollDebounceMs after the scrolling stops), and, with a mouse, the
 *   header's `<details>` menus (the account menu; "Danh mục" where displayed) open on hover after
 *   NAVBAR_TIMINGS.hoverOpenMs and close when the pointer leaves (a click on a menu the hover opened
 *   keeps it open). Keyboard and touch keep the native `<details>` toggle. Below that width, nothing
 *   moves; the header never hides while focus is inside it and comes back when focus enters it. In
 *   layout1 the header is the side navigation: it never hides (chrome.css.ts). Without JavaScript the
 *   header simply scrolls. At these widths the phone-only "Danh mục" toggle is not displayed (the
 *   navigation is inline), so the hover menu a visitor meets there is the account menu.
 */
import { useNavigation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { BREAKPOINTS, NAVBAR_TIMINGS, WARNING_DIALOG_MS } from "~/constants";
import * as s from "./chrome.css";

/** The radix modal, fetched the first time the warning dialog opens. */
const Modal = lazy(() => import("~/components/ui/dialog").then((m) => ({ default: m.Modal })));

/** Delay (ms) before the progress bar shows: quicker navigations show none. */
const PROGRESS_DELAY_MS = 150;

export function NavigationProgress() {
  const busy = useNavigation().state !== "idle";
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) {
      setShown(false);
      return;
    }
    const timer = window.setTimeout(() => setShown(true), PROGRESS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [busy]);
  if (!shown) return null;
  return (
    <div className={s.progress} role="progressbar" aria-label="Đang tải…" aria-busy="true">
      <div className={s.progressBar} />
    </div>
  );
}

/** `message` (or null) is the page's request for the dialog; `id` identifies that request. */
export function WarningDialog({ request }: { request: { id: string; message: string } | null }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const id = request?.id ?? null;
  useEffect(() => {
    if (!id || !window.matchMedia(`(min-width: ${BREAKPOINTS.desktop}px)`).matches) return;
    setOpen(true);
    setOpened(true);
    const timer = window.setTimeout(() => setOpen(false), WARNING_DIALOG_MS);
    return () => window.clearTimeout(timer);
  }, [id]);
  // Never opened: nothing to render, nothing to download.
  if (!request || !opened) return null;
  return (
    <Suspense fallback={null}>
      <Modal open={open} onOpenChange={setOpen} title="Cảnh báo">
        <p className={s.warningText}>{request.message}</p>
      </Modal>
    </Suspense>
  );
}

/** Starts the navbar's scroll and hover behaviour (call once, from the root App). */
export function useNavbarBehaviour(): void {
  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${BREAKPOINTS.navbar + 1}px)`);
    const mouse = window.matchMedia("(hover: hover) and (pointer: fine)");
    let lastY = window.scrollY;
    let scrollTimer: number | undefined;
    const hoverTimers = new Map<HTMLDetailsElement, number>();
    const hoverOpened = new WeakSet<HTMLDetailsElement>();
    const header = () => document.querySelector<HTMLElement>("body > header");

    const sync = () => {
      const el = header();
      if (!el) return;
      if (wide.matches) el.dataset.autohide ??= "shown";
      else delete el.dataset.autohide;
    };
    const onScroll = () => {
      window.clearTimeout(scrollTimer);
      scrollTimer = window.setTimeout(() => {
        const el = header();
        const y = window.scrollY;
        if (el && wide.matches) {
          const down = y > lastY && y > el.offsetHeight;
          el.dataset.autohide = down && !el.contains(document.activeElement) ? "hidden" : "shown";
        }
        lastY = y;
      }, NAVBAR_TIMINGS.scrollDebounceMs);
    };
    // Focus entering a hidden header (Shift+Tab back up, a screen reader's jump) brings it back.
    const onFocusIn = (event: FocusEvent) => {
      const el = header();
      if (el?.dataset.autohide === "hidden" && event.target instanceof Node && el.contains(event.target)) el.dataset.autohide = "shown";
    };
    const menuOf = (target: EventTarget | null) =>
      target instanceof Element ? (target.closest("body > header details") as HTMLDetailsElement | null) : null;
    const onOver = (event: MouseEvent) => {
      const menu = menuOf(event.target);
      if (!menu || !wide.matches || !mouse.matches || menu.open || hoverTimers.has(menu)) return;
      hoverTimers.set(
        menu,
        window.setTimeout(() => {
          hoverTimers.delete(menu);
          menu.open = true;
          hoverOpened.add(menu);
        }, NAVBAR_TIMINGS.hoverOpenMs),
      );
    };
    const onOut = (event: MouseEvent) => {
      const menu = menuOf(event.target);
      if (!menu || (event.relatedTarget instanceof Node && menu.contains(event.relatedTarget))) return;
      window.clearTimeout(hoverTimers.get(menu));
      hoverTimers.delete(menu);
      hoverOpened.delete(menu);
      if (wide.matches && mouse.matches) menu.open = false;
    };
    // The pointer rests on the summary before clicking it: a click on a menu the hover has just opened
    // keeps it open (the native toggle would close it under the visitor's hand); the next click closes.
    const onClick = (event: MouseEvent) => {
      const menu = menuOf(event.target);
      if (!menu || !hoverOpened.has(menu) || !(event.target instanceof Element) || event.target.closest("summary")?.parentElement !== menu)
        return;
      hoverOpened.delete(menu);
      event.preventDefault();
    };

    sync();
    wide.addEventListener("change", sync);
    window.addEventListener("scroll", onScroll, { passive: true });
    document.addEventListener("mouseover", onOver);
    document.addEventListener("mouseout", onOut);
    document.addEventListener("click", onClick);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      wide.removeEventListener("change", sync);
      window.removeEventListener("scroll", onScroll);
      document.removeEventListener("mouseover", onOver);
      document.removeEventListener("mouseout", onOut);
      document.removeEventListener("click", onClick);
      document.removeEventListener("focusin", onFocusIn);
      window.clearTimeout(scrollTimer);
      for (const t of hoverTimers.values()) window.clearTimeout(t);
    };
  }, []);
}
