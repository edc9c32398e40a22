/**
 * Styles of `Shelf` (shelf.tsx): a heading row (title, "Xem tất cả") over one row of cards that scrolls
 * sideways with CSS scroll snap (no JavaScript). Phones show about two cards and a part of the next (the
 * cut card says "there is more"); tablets exactly three, desktops exactly five: the row's width is a
 * whole number of cards, so no card is cut or left alone at a row's end.
 */
import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "../../../styles/theme.css";

/**
 * Below the fold a shelf's layout and paint wait until it nears the viewport (`content-visibility:
 * auto`, ADR 0020); `auto 28rem` is about a phone shelf's real height, remembered once drawn.
 */
export const shelf = style({ marginBottom: vars.space[8], contentVisibility: "auto", containIntrinsicBlockSize: "auto 28rem" });

export const head = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
  columnGap: vars.space[3],
  rowGap: vars.space[1],
  marginBottom: vars.space[3],
});

export const title = style({ fontSize: vars.fontSize.xl, margin: 0, color: vars.color.brandDark, minWidth: 0 });

export const more = style({
  flexShrink: 0,
  whiteSpace: "nowrap",
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
});

/** Gap between cards; the desktop's card width subtracts four of them (five cards per view). */
const gap = { phone: vars.space[2], tablet: vars.space[3], desktop: vars.space[4] };

export const row = style({
  listStyle: "none",
  margin: 0,
  // Room for the focus ring and the card's hover shadow inside the scroller's clip.
  padding: `${vars.space[1]} ${vars.space[1]} ${vars.space[3]}`,
  marginInline: `calc(-1 * ${vars.space[1]})`,
  display: "grid",
  gridAutoFlow: "column",
  // Phones: 2.4 cards per view, at least 10rem each (more with enlarged text): "Thêm vào giỏ hàng"
  // stays on one line at 320 px (1.8 cards per view there).
  gridAutoColumns: `max(10rem, calc((100% - 2 * ${gap.phone}) / 2.4))`,
  gap: gap.phone,
  overflowX: "auto",
  overscrollBehaviorX: "contain",
  scrollSnapType: "x mandatory",
  scrollPaddingInline: vars.space[1],
  scrollbarWidth: "thin",
  "@media": {
    [media.tablet]: { gridAutoColumns: `calc((100% - 2 * ${gap.tablet}) / 3)`, gap: gap.tablet },
    [media.desktop]: { gridAutoColumns: `calc((100% - 4 * ${gap.desktop}) / 5)`, gap: gap.desktop },
  },
});

/** The `wide` rows (news): 1.2 cards per view on phones, exactly two on tablets and four on desktops. */
export const rowWide = style({
  gridAutoColumns: `calc((100% - ${gap.phone}) / 1.2)`,
  "@media": {
    [media.tablet]: { gridAutoColumns: `calc((100% - ${gap.tablet}) / 2)` },
    [media.desktop]: { gridAutoColumns: `calc((100% - 3 * ${gap.desktop}) / 4)` },
  },
});

// The row's items are plain `<li>`s: each card fills its cell and snaps to the row's start.
globalStyle(`${row} > li`, { display: "flex", minWidth: 0, scrollSnapAlign: "start" });
