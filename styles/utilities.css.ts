/**
 * Small shared utility classes (vanilla-extract), for any component or route:
 *
 * - `visuallyHidden`: text for screen readers only (labels of icon buttons, context for prices).
 *   Use it instead of `display: none`, which also hides the text from assistive technology.
 * - `hiddenOnSmallPhones`: a word shown beside its icon from 480px, for screen readers only below
 *   (the pagination's "Trước"/"Sau", the header's "Tìm").
 * - `container`: the page width of spec §2 (1120px, centred, with side gutters). Header, footer and
 *   route bodies use it so their edges line up.
 */
import { style } from "@vanilla-extract/css";
import { media, vars } from "./theme.css";

export const visuallyHidden = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  border: 0,
});

export const hiddenOnSmallPhones = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  "@media": {
    [media.phablet]: { position: "static", width: "auto", height: "auto", overflow: "visible", clip: "auto" },
  },
});

export const container = style({
  width: "100%",
  maxWidth: vars.layout.maxWidth,
  marginInline: "auto",
  paddingInline: vars.layout.gutter,
  "@media": {
    [media.tablet]: { paddingInline: vars.space[4] },
    [media.wide]: { paddingInline: 0 },
  },
});
