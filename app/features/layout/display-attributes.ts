/**
 * The `<html>` attributes that apply a visitor's display settings (ADR 0016): the root
 * spreads them on `<html>` so the first HTML has the right layout, colours and size, and the settings
 * panel's live preview sets the same ones in the browser. display.css.ts styles them.
 *
 * `data-layout`, `data-mode`, `data-scheme` (contract), plus `data-navbar` (left|right),
 * `data-navbar-style`, `data-toolbar` and `data-footer` (shown|hidden), and `style.fontSize` — the
 * root font size `N%` (100 % × factor: every rem follows it). Client-safe, pure.
 */
import type { DisplaySettings } from "~/utils/display-settings";

/** The attributes of `<html>` for `settings` (React props: `data-*` strings and a `style` object). */
export function displayAttributes(settings: DisplaySettings) {
  return {
    "data-layout": settings.layout,
    "data-mode": settings.mode,
    "data-scheme": settings.scheme,
    "data-navbar": settings.navbar.position,
    "data-navbar-style": settings.navbar.style,
    "data-toolbar": settings.toolbar ? "shown" : "hidden",
    "data-footer": settings.footer ? "shown" : "hidden",
    style: { fontSize: `${settings.fontScale}%` },
  };
}
