import { style } from "@vanilla-extract/css";
import { media, vars } from "../../styles/theme.css";

// Mobile first: one column, in reading order — heading and sort, the filters (a toggle), the results,
// then the categories. The column may shrink below its content's width (`minmax(0, 1fr)`).
// Desktop: the filters, then the categories, in a side column beside the heading and results.
const grid = {
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space[4],
} as const;
export const layout = style({
  ...grid,
  "@media": {
    [media.desktop]: {
      gridTemplateColumns: "240px minmax(0, 1fr)",
      gridTemplateRows: "auto auto 1fr",
      gridTemplateAreas: '"filters head" "filters content" "cats content"',
    },
  },
});
/** Without facets (an upstream that sends none): the categories beside the results. */
export const layoutPlain = style({
  ...grid,
  "@media": {
    [media.desktop]: {
      gridTemplateColumns: "220px minmax(0, 1fr)",
      gridTemplateRows: "auto 1fr",
      gridTemplateAreas: '"cats head" "cats content"',
    },
  },
});
// Grid areas only where the desktop template names them: on phones an unknown area name would make
// implicit tracks and stack the blocks on top of each other.
const area = (name: string) => ({ "@media": { [media.desktop]: { gridArea: name } } });
export const head = style({
  ...area("head"),
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  columnGap: vars.space[4],
  rowGap: vars.space[2],
  minWidth: 0,
});
export const filters = style({ ...area("filters"), minWidth: 0, alignSelf: "start" });
export const categories = style({
  ...area("cats"),
  minWidth: 0,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  padding: vars.space[3],
  alignSelf: "start",
  // Under the results on phones (and under the filters on a desktop): laid out when it nears the viewport.
  contentVisibility: "auto",
  containIntrinsicBlockSize: "auto 40rem",
});
export const subtitle = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, flexBasis: "100%", order: 1 });
export const sidebarTitle = style({ fontSize: vars.fontSize.md, margin: `0 0 ${vars.space[2]}` });
export const categoryList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  // Phones: the category chips wrap onto as many lines as they need.
  flexWrap: "wrap",
  gap: vars.space[1],
  "@media": { [media.desktop]: { flexDirection: "column", flexWrap: "nowrap" } },
});
export const categoryLink = style({
  display: "block",
  padding: `${vars.space[2]} ${vars.space[2]}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: "none",
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[aria-current="page"]': { background: vars.color.brandSoft, color: vars.color.brand, fontWeight: vars.fontWeight.semibold },
  },
  ":hover": { color: vars.color.brand },
});
export const count = style({ color: vars.color.textMuted });
export const content = style({ ...area("content"), minWidth: 0 });
export const title = style({ fontSize: vars.fontSize.xl, margin: 0, minWidth: 0, overflowWrap: "anywhere" });
export const sortForm = style({ display: "flex", alignItems: "center", gap: vars.space[2], flexWrap: "nowrap", minWidth: 0 });
export const sortSelect = style({ width: "auto", minWidth: 0, flexShrink: 1 });
export const sortButton = style({
  flexShrink: 0,
  whiteSpace: "nowrap",
  minHeight: vars.layout.tapTarget,
  padding: `0 ${vars.space[3]}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: "pointer",
});
export const empty = style({ background: vars.color.surface, padding: vars.space[5], borderRadius: vars.radius.md });
export const emptyTitle = style({ marginTop: 0, fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.lg });
export const emptyList = style({ paddingLeft: vars.space[5], display: "grid", gap: vars.space[2] });
/** The scope links (books · courses · news) under the heading, on a line of their own. */
export const scopes = style({ flexBasis: "100%", order: 2, minWidth: 0 });
/** The matching courses and articles after the books: side by side from a tablet up. */
export const more = style({
  display: "grid",
  gap: vars.space[3],
  marginTop: vars.space[4],
  "@media": { [media.tablet]: { gridTemplateColumns: "repeat(auto-fit, minmax(18rem, 1fr))" } },
});
export const moreBox = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  padding: vars.space[4],
  minWidth: 0,
  overflowWrap: "break-word",
});
export const moreTitle = style({ fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space[2]}` });
export const moreList = style({ listStyle: "none", margin: `0 0 ${vars.space[3]}`, padding: 0, display: "grid", gap: vars.space[2] });
export const moreMeta = style({ display: "block", color: vars.color.textMuted, fontSize: vars.fontSize.sm });
