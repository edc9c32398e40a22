/**
 * Styles of chrome.tsx: the navigation progress bar (3 px at the top of the window, an indeterminate
 * sweep; a still bar with `prefers-reduced-motion`), the warning dialog's text, and the header's
 * auto-hide (`data-autohide` set by `startNavbarBehaviour`, ./navbar-behaviour.ts, only above
 * BREAKPOINTS.navbar px).
 */
import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { media, vars } from "../../styles/theme.css";

const sweep = keyframes({
  "0%": { transform: "translateX(-100%)" },
  "100%": { transform: "translateX(250%)" },
});

export const progress = style({
  position: "fixed",
  zIndex: vars.zIndex.toast,
  top: 0,
  left: 0,
  right: 0,
  height: "3px",
  overflow: "hidden",
  pointerEvents: "none",
});

export const progressBar = style({
  width: "40%",
  height: "100%",
  backgroundColor: vars.color.star,
  animation: `${sweep} 1s ease-in-out infinite`,
  "@media": {
    [media.reducedMotion]: { width: "100%", animation: "none" },
  },
});

export const warningText = style({
  margin: 0,
  lineHeight: vars.lineHeight.normal,
});

globalStyle("header[data-autohide]", {
  position: "sticky",
  top: 0,
  zIndex: vars.zIndex.header,
  transition: "transform 200ms ease",
  "@media": { [media.reducedMotion]: { transition: "none" } },
});

// layout1's header is the fixed side navigation (display.css.ts): it never slides away.
globalStyle('html:not([data-layout="layout1"]) header[data-autohide="hidden"]', { transform: "translateY(-100%)" });
