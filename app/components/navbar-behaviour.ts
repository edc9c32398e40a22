/**
 * The navbar's behaviour (spec §2). On screens wider than BREAKPOINTS.navbar px the site
 * header (`body > header`) sticks to the top, hides when the visitor scrolls down and comes back when they scroll
 * up (decided NAVBAR_TIMINGS.scrollDebounceMs after the scrolling stops), and, with a mouse, the
 * header's `<details>` menus (the account menu; "Danh mục" where displayed) open on hover after
 * NAVBAR_TIMINGS.hoverOpenMs and close when the pointer leaves (a click on a menu the hover opened
 * keeps it open). Keyboard and touch keep the native `<details>` toggle. Below that width, nothing
 * moves; the header never hides while focus is inside it and comes back when focus enters it. In
 * layout1 the header is the side navigation: it never hides (chrome.css.ts). Without JavaScript the
 * header simply scrolls. At these widths the phone-only "Danh mục" toggle is not displayed (the
 * navigation is inline), so the hover menu a visitor meets there is the account menu.
 *
 * Imported after hydration by the root (ADR 0021): it only listens to scrolling, pointing
 * and focus, so the page hydrates without it.
 */
import { BREAKPOINTS, NAVBAR_TIMINGS } from "~/constants";

/** Starts the navbar's scroll and hover behaviour; returns what stops it. */
export function startNavbarBehaviour(): () => void {
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
}
