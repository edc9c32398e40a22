/**
 * Reset and base element styles (vanilla-extract `globalStyle`), imported once by the root route
 * after `styles/fonts` (the @font-face rules):
 *
 *   import "../styles/fonts";
 *   import "../styles/global.css";
 *
 * Only element-level rules live here; anything with a name is a class in a `*.css.ts` file
 * (e.g. `visuallyHidden` in `styles/utilities.css.ts`). No global `prefers-reduced-motion` kill
 * switch: it would also shorten the toast's 3-second life to zero. Animations handle it themselves.
 */
import { globalStyle } from "@vanilla-extract/css";
import { vars } from "./theme.css";

globalStyle("*, *::before, *::after", {
  boxSizing: "border-box",
});

globalStyle("html", {
  WebkitTextSizeAdjust: "100%",
  textSizeAdjust: "100%",
  // Room for the keyboard focus ring when jumping to in-page anchors (skip link).
  scrollPaddingTop: vars.space[4],
});

globalStyle("body", {
  margin: 0,
  minHeight: "100vh",
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: "antialiased",
  textRendering: "optimizeLegibility",
  overflowWrap: "break-word",
});

globalStyle("h1, h2, h3, h4, h5, h6", {
  marginBlock: `0 ${vars.space[3]}`,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});
globalStyle("h1", { fontSize: vars.fontSize.xxl });
globalStyle("h2", { fontSize: vars.fontSize.xl });
globalStyle("h3", { fontSize: vars.fontSize.lg });
globalStyle("h4, h5, h6", { fontSize: vars.fontSize.md });

globalStyle("p, ul, ol, dl, figure, blockquote", {
  marginBlock: `0 ${vars.space[4]}`,
});
globalStyle("p:last-child, ul:last-child, ol:last-child, dl:last-child", {
  marginBottom: 0,
});

globalStyle("a", {
  color: vars.color.brand,
  textDecorationThickness: "1px",
  textUnderlineOffset: "0.15em",
});
globalStyle("a:hover", {
  color: vars.color.brandHover,
});

// A focus ring that is visible on white, on grey and on the blue brand bar: an amber outline with
// a dark inner ring. Only for keyboard focus (`:focus-visible`), never removed.
globalStyle(":focus-visible", {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: "2px",
  boxShadow: `0 0 0 2px ${vars.color.focusInner}`,
});
globalStyle(":focus:not(:focus-visible)", {
  outline: "none",
});

globalStyle("img, svg, video, canvas", {
  verticalAlign: "middle",
});
globalStyle("img, video", {
  maxWidth: "100%",
  height: "auto",
});

globalStyle("button, input, select, textarea", {
  font: "inherit",
  color: "inherit",
  letterSpacing: "inherit",
});
globalStyle("button, [type='submit'], [type='button'], [type='reset'], summary, select, label[for]", {
  cursor: "pointer",
});
globalStyle("button:disabled, [aria-disabled='true']", {
  cursor: "not-allowed",
});
globalStyle("textarea", {
  resize: "vertical",
});

globalStyle("table", {
  borderCollapse: "collapse",
  width: "100%",
});

globalStyle("hr", {
  border: 0,
  borderTop: `1px solid ${vars.color.border}`,
  marginBlock: vars.space[6],
});

globalStyle("[hidden]", {
  display: "none !important",
});

globalStyle("::selection", {
  backgroundColor: vars.color.brandSoft,
  color: vars.color.text,
});
