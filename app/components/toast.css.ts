/**
 * Styles of `Toast` (toast.tsx): a card fixed at the bottom right (full width minus margins on
 * phones) that fades in, stays 3 seconds and hides itself with a pure CSS animation ending
 * `visibility: hidden` (`animation-fill-mode: forwards`), so it needs no JavaScript. Hovering or
 * focusing it pauses the countdown. With `prefers-reduced-motion` there is no fade or slide: it
 * just disappears after the same 3 seconds. Closing (`details` closed) hides it at once.
 */
import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "../../styles/theme.css";

/** Spec §9: toasts auto-hide after 3000 ms. */
const TOAST_DURATION_MS = 3000;

const life = keyframes({
  "0%": { opacity: 0, transform: "translateY(0.75rem)", visibility: "visible" },
  "8%": { opacity: 1, transform: "none" },
  "88%": { opacity: 1, transform: "none" },
  "99%": { opacity: 0, transform: "none", visibility: "visible" },
  "100%": { opacity: 0, transform: "none", visibility: "hidden" },
});

const lifeWithoutMotion = keyframes({
  "0%, 99.9%": { visibility: "visible" },
  "100%": { visibility: "hidden" },
});

export const region = style({
  position: "fixed",
  zIndex: vars.zIndex.toast,
  right: vars.space[3],
  bottom: vars.space[3],
  left: vars.space[3],
  display: "flex",
  flexDirection: "column",
  alignItems: "stretch",
  gap: vars.space[2],
  pointerEvents: "none",
  "@media": {
    [media.tablet]: { left: "auto", right: vars.space[6], bottom: vars.space[6], width: "23.75rem" },
  },
});

export const toast = style({
  position: "relative",
  pointerEvents: "auto",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: "4px",
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  animationName: life,
  animationDuration: `${TOAST_DURATION_MS}ms`,
  animationTimingFunction: "ease",
  animationFillMode: "forwards",
  selectors: {
    "&:not([open])": { display: "none" },
    "&:hover, &:focus-within": { animationPlayState: "paused" },
  },
  "@media": {
    [media.reducedMotion]: { animationName: lifeWithoutMotion, animationTimingFunction: "linear" },
  },
});

export const tone = styleVariants({
  success: { borderLeftColor: vars.color.success },
  error: { borderLeftColor: vars.color.error },
  info: { borderLeftColor: vars.color.info },
});

export const iconTone = styleVariants({
  success: { color: vars.color.success },
  error: { color: vars.color.error },
  info: { color: vars.color.info },
});

export const close = style({
  position: "absolute",
  top: vars.space[1],
  right: vars.space[1],
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.25rem",
  height: "2.25rem",
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xl,
  lineHeight: 1,
  listStyle: "none",
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&::marker": { content: '""' },
    "&:hover": { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
  },
});

export const body = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space[2],
  padding: `${vars.space[3]} ${vars.space[10]} ${vars.space[3]} ${vars.space[3]}`,
});

export const icon = style({
  flexShrink: 0,
  marginTop: "0.125rem",
});

export const message = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
});
