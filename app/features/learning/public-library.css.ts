/**
 * Styles of the public course and lesson pages (routes/library-course.tsx, routes/library-lesson.tsx):
 * a main column and, from desktop width, the outline beside it.
 */
import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "../../../styles/theme.css";

export const layout = style({
  display: "grid",
  gap: vars.space[4],
  minWidth: 0,
  "@media": { [media.desktop]: { gridTemplateColumns: "minmax(0, 1fr) 360px", alignItems: "start" } },
});

export const main = style({ display: "flex", flexDirection: "column", gap: vars.space[3], minWidth: 0 });

export const crumbs = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0, overflowWrap: "anywhere" });

export const title = style({ fontSize: vars.fontSize.xxl, margin: 0, overflowWrap: "anywhere" });

export const poster = style({
  display: "block",
  width: "100%",
  maxWidth: "100%",
  height: "auto",
  aspectRatio: "16 / 9",
  objectFit: "cover",
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const facts = style({
  display: "grid",
  gridTemplateColumns: "max-content minmax(0, 1fr)",
  gap: `${vars.space[1]} ${vars.space[3]}`,
  margin: 0,
});
globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: "anywhere" });

export const panel = style({
  background: vars.color.surface,
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  minWidth: 0,
});

export const notice = style([panel, { background: vars.color.warningSoft }]);

export const body = style({
  background: vars.color.surface,
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  lineHeight: 1.7,
  overflowWrap: "break-word",
  minWidth: 0,
});
globalStyle(`${body} img, ${body} iframe`, { maxWidth: "100%", height: "auto" });

export const sectionTitle = style({ fontSize: vars.fontSize.xl, margin: `0 0 ${vars.space[2]}` });

export const neighbours = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: vars.space[3],
  listStyle: "none",
  margin: 0,
  padding: 0,
});
globalStyle(`${neighbours} a`, { display: "inline-block", minHeight: "2.75rem", paddingBlock: vars.space[2] });

/** The buy panel: the price, the `Mua khóa học` link and the add-to-cart button, stacked. */
export const buy = style({ display: "flex", flexDirection: "column", alignItems: "flex-start", gap: vars.space[2], minWidth: 0 });
export const buyPrice = style({ margin: 0, fontSize: vars.fontSize.lg });
export const buyPriceLabel = style({ fontSize: vars.fontSize.md, fontWeight: 400 });
export const buyLink = style({ margin: 0, overflowWrap: "anywhere" });
export const buyForm = style({ maxWidth: "100%", minWidth: 0 });
/** One line at normal text sizes; at 200 % text on a phone it may wrap rather than push the page sideways. */
export const buyButton = style({ maxWidth: "100%", overflowWrap: "anywhere" });

/** The locked lesson's heading: a lock and `Cần mua khóa học`. */
export const lockedTitle = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[2],
  margin: 0,
  fontSize: vars.fontSize.lg,
});
export const lockedIcon = style({ width: "1.25rem", height: "1.25rem", flex: "none" });
