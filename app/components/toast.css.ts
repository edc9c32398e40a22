/**
 * Styles of `Toasts` (toast.tsx): a column fixed at the bottom right (full width minus margins on
 * phones), newest on top. Without JavaScript a toast is a `<details open>` that stays until closed
 * (closed `details` are hidden). With JavaScript (radix Toast, `liveToast`) a toast slides in and out;
 * with `prefers-reduced-motion` it just appears and disappears.
 */
import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "../../styles/theme.css";

const enter = keyframes({
  from: { opacity: 0, transform: "translateY(0.75rem)" },
  to: { opacity: 1, transform: "none" },
});

const leave = keyframes({
  from: { opacity: 1 },
  to: { opacity: 0 },
});

export const region = style({
  position: "fixed",
  margin: 0,
  padding: 0,
  listStyle: "none",
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
  listStyle: "none",
  selectors: {
    "details&:not([open])": { display: "none" },
  },
});

/** The radix (JavaScript) toast: slides in, fades out, follows a swipe. */
export const liveToast = style({
  selectors: {
    '&[data-state="open"]': { animation: `${enter} 200ms ease` },
    '&[data-state="closed"]': { animation: `${leave} 150ms ease forwards` },
    '&[data-swipe="move"]': { transform: "translateX(var(--radix-toast-swipe-move-x))" },
    '&[data-swipe="end"]': { animation: `${leave} 100ms ease forwards` },
  },
  "@media": {
    [media.reducedMotion]: {
      selectors: { '&[data-state="open"], &[data-state="closed"], &[data-swipe="end"]': { animation: "none" } },
    },
  },
});

export const tone = styleVariants({
  success: { borderLeftColor: vars.color.success },
  error: { borderLeftColor: vars.color.error },
  info: { borderLeftColor: vars.color.info },
  warning: { borderLeftColor: vars.color.warning },
});

export const iconTone = styleVariants({
  success: { color: vars.color.success },
  error: { color: vars.color.error },
  info: { color: vars.color.info },
  warning: { color: vars.color.warning },
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
