/**
 * Styles of `SiteHeader` (site-header.tsx). Mobile first:
 * - phones: thin top bar (hotline, account links), then logo + cart, the search form on its own row,
 *   and the main navigation collapsed behind a `<details>` "Danh mục" toggle (no JavaScript needed:
 *   the list is the toggle's next sibling and shows when `details[open]`);
 * - ≥ 768px: logo, search and cart on one row, the navigation always visible as a horizontal bar;
 * - ≥ 1024px: roomier spacing, the logo's full publisher name.
 */
import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "../../../styles/theme.css";
import { hiddenOnSmallPhones } from "../../../styles/utilities.css";

export const header = style({
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

/* ---- Top bar ---- */

export const topBar = style({
  backgroundColor: vars.color.brandDark,
  color: vars.color.onBrand,
  fontSize: "0.8125rem",
  lineHeight: 1.4,
});

export const topBarInner = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  columnGap: vars.space[4],
  rowGap: "0.125rem",
  minHeight: "2rem",
  paddingBlock: vars.space[1],
});

export const hotline = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[1],
  margin: 0,
  whiteSpace: "nowrap",
});

/** Signed-in phones need the whole bar for the greeting and account links: the hotline waits for 480px. */
export const hotlineWide = style({
  display: "none",
  "@media": {
    [media.phablet]: { display: "inline-flex" },
  },
});

export const topBarLink = style({
  color: "inherit",
  textDecoration: "none",
  selectors: {
    "&:hover": { color: "inherit", textDecoration: "underline" },
  },
});

export const tagline = style({
  display: "none",
  margin: 0,
  opacity: 0.85,
  "@media": {
    [media.desktop]: { display: "block" },
  },
});

export const account = style({
  display: "flex",
  // Signed in, the greeting, "Tài khoản", the account menu and "Đăng xuất" wrap to a second line on a phone
  // with large text rather than push the page sideways.
  flexWrap: "wrap",
  justifyContent: "flex-end",
  alignItems: "center",
  columnGap: vars.space[2],
  minWidth: 0,
  margin: 0,
  padding: 0,
  listStyle: "none",
  marginLeft: "auto",
  "@media": {
    [media.phablet]: { columnGap: vars.space[3] },
  },
});

export const accountItem = style({
  display: "flex",
  alignItems: "center",
  flexShrink: 0,
  whiteSpace: "nowrap",
  selectors: {
    // A thin divider between entries.
    "& + &::before": {
      content: '""',
      display: "inline-block",
      width: "1px",
      height: "0.9em",
      marginRight: vars.space[2],
      backgroundColor: "currentColor",
      opacity: 0.4,
    },
  },
  "@media": {
    [media.phablet]: {
      selectors: { "& + &::before": { marginRight: vars.space[3] } },
    },
  },
});

/**
 * The greeting may shrink (ellipsis) on the narrowest phones rather than wrap the bar. On phones it
 * has the first line to itself, and "Tài khoản", "Menu tài khoản" and "Đăng xuất" share the second
 * (they do not fit beside it at 412 px; a divider at the start of a wrapped line looked stray).
 */
export const greetingItem = style({
  flexShrink: 1,
  minWidth: 0,
  "@media": {
    [media.phone]: { flexBasis: "100%", justifyContent: "flex-end" },
  },
});
globalStyle(`${greetingItem} + ${accountItem}::before`, { "@media": { [media.phone]: { display: "none" } } });

export const accountLink = style([
  topBarLink,
  {
    display: "inline-flex",
    alignItems: "center",
    minHeight: "1.75rem",
    fontWeight: vars.fontWeight.semibold,
  },
]);

/* The account menu (<details>) of a signed-in customer. */
export const accountMenuItem = style({ position: "relative" });

export const accountMenu = style({ position: "relative" });

/** The menu's toggle: its text and a chevron on one line (never a bare arrow, never two lines). */
export const accountMenuToggle = style([
  topBarLink,
  {
    display: "inline-flex",
    alignItems: "center",
    gap: "0.25rem",
    minHeight: "1.75rem",
    fontWeight: vars.fontWeight.semibold,
    whiteSpace: "nowrap",
    cursor: "pointer",
    listStyle: "none",
    selectors: { "&::-webkit-details-marker": { display: "none" } },
  },
]);

export const accountMenuChevron = style({
  flexShrink: 0,
  transition: "transform 0.15s ease",
  selectors: { "details[open] > summary > &": { transform: "rotate(180deg)" } },
  "@media": { [media.reducedMotion]: { transition: "none" } },
});

/** A thin rule above a group of the menu (the template tools, "Đăng xuất"). */
export const accountMenuSeparator = style({
  borderTop: `1px solid ${vars.color.border}`,
  marginTop: vars.space[1],
  paddingTop: vars.space[1],
});

export const accountMenuList = style({
  position: "absolute",
  right: 0,
  top: "100%",
  zIndex: 50,
  minWidth: "13rem",
  maxWidth: "calc(100vw - 1rem)",
  margin: 0,
  padding: vars.space[1],
  listStyle: "none",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: "0 4px 12px rgba(16, 24, 40, 0.15)",
  whiteSpace: "normal",
});

export const accountMenuLink = style({
  display: "block",
  padding: `${vars.space[2]} ${vars.space[3]}`,
  color: vars.color.text,
  textDecoration: "none",
  fontWeight: vars.fontWeight.regular,
  selectors: { "&:hover, &:focus-visible, &[aria-current='page']": { background: vars.color.brandSoft, color: vars.color.brand } },
});

export const greeting = style({
  display: "block",
  minWidth: 0,
  overflow: "hidden",
  textOverflow: "ellipsis",
  fontWeight: vars.fontWeight.regular,
});

/* ---- Main bar: logo, search, cart ---- */

export const mainBar = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  gridTemplateAreas: '"logo cart" "search search"',
  alignItems: "center",
  columnGap: vars.space[4],
  rowGap: vars.space[2],
  paddingBlock: vars.space[2],
  "@media": {
    [media.tablet]: {
      gridTemplateColumns: "auto minmax(0, 1fr) auto",
      gridTemplateAreas: '"logo search cart"',
      columnGap: vars.space[6],
      paddingBlock: vars.space[3],
    },
    [media.desktop]: { columnGap: vars.space[8] },
  },
});

export const logo = style({
  gridArea: "logo",
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[2],
  minWidth: 0,
  color: vars.color.brand,
  textDecoration: "none",
  selectors: {
    "&:hover": { color: vars.color.brandHover },
  },
});

export const logoMark = style({
  flexShrink: 0,
  width: "2.25rem",
  height: "2.25rem",
  "@media": {
    [media.tablet]: { width: "2.75rem", height: "2.75rem" },
  },
});

/** The publisher's logo picture: as tall as the built-in mark, width from its aspect ratio. */
export const logoImage = style({
  display: "block",
  height: "2.25rem",
  width: "auto",
  maxWidth: "100%",
  "@media": {
    [media.tablet]: { height: "2.75rem" },
  },
});

export const logoText = style({
  display: "flex",
  flexDirection: "column",
  minWidth: 0,
  lineHeight: 1.15,
});

/** The shop's name beside the phone's square emblem; the desktop logo picture carries the name itself. */
export const logoTextPhone = style({
  "@media": {
    [media.tablet]: { display: "none" },
  },
});

export const logoName = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: "-0.01em",
  whiteSpace: "nowrap",
  "@media": {
    [media.tablet]: { fontSize: vars.fontSize.xl },
  },
});

export const logoSub = style({
  fontSize: "0.6875rem",
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
  whiteSpace: "nowrap",
  overflow: "hidden",
  textOverflow: "ellipsis",
});

/* Search */

export const search = style({
  gridArea: "search",
  display: "flex",
  alignItems: "stretch",
  minWidth: 0,
  // Wraps (the type and button below the field) when enlarged text leaves the field too little room.
  flexWrap: "wrap",
  minHeight: "2.75rem",
  margin: 0,
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  overflow: "hidden",
  "@media": {
    [media.desktop]: { maxWidth: "40rem", width: "100%", justifySelf: "center" },
  },
});

// The form clips its children (rounded border): each control draws its keyboard focus ring inside
// its own box (negative offset), so no ring is cut off.
const insetFocus = {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: "-3px",
  boxShadow: `inset 0 0 0 5px ${vars.color.focusInner}`,
};

export const searchInput = style({
  flex: "1 1 8rem",
  minWidth: 0,
  minHeight: "2.5rem",
  margin: 0,
  paddingInline: vars.space[3],
  border: 0,
  backgroundColor: "transparent",
  // 16px keeps iOS from zooming into the field.
  fontSize: vars.fontSize.md,
  selectors: {
    "&::placeholder": { color: vars.color.textMuted, opacity: 1 },
    "&:focus-visible": insetFocus,
  },
});

export const searchType = style({
  flex: "0 0 auto",
  maxWidth: "6.75rem",
  margin: 0,
  paddingInline: vars.space[2],
  border: 0,
  borderLeft: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
  minHeight: "2.5rem",
  selectors: { "&:focus-visible": insetFocus },
  "@media": {
    [media.desktop]: { maxWidth: "none", paddingInline: vars.space[3] },
  },
});

export const searchButton = style({
  flex: "0 0 auto",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space[1],
  minWidth: "2.75rem",
  margin: 0,
  paddingInline: vars.space[3],
  border: 0,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.semibold,
  selectors: {
    "&:hover": { backgroundColor: vars.color.brandHover },
    "&:focus-visible": insetFocus,
  },
  "@media": {
    [media.tablet]: { paddingInline: vars.space[4] },
  },
});

/** Icon only on small phones; the word stays in the accessibility tree either way. */
export const searchButtonText = style([hiddenOnSmallPhones]);

/* Cart */

export const cart = style({
  gridArea: "cart",
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[2],
  minHeight: vars.layout.tapTarget,
  minWidth: vars.layout.tapTarget,
  paddingInline: vars.space[2],
  borderRadius: vars.radius.md,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: "none",
  selectors: {
    "&:hover": { backgroundColor: vars.color.brandSoft, color: vars.color.brandHover },
    '&[aria-current="page"]': { backgroundColor: vars.color.brandSoft },
  },
});

export const cartIconWrap = style({
  position: "relative",
  display: "inline-flex",
});

export const cartBadge = style({
  position: "absolute",
  top: "-0.4rem",
  right: "-0.6rem",
  minWidth: "1.25rem",
  height: "1.25rem",
  paddingInline: "0.3rem",
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.surface}`,
  backgroundColor: vars.color.price,
  color: vars.color.onBrand,
  fontSize: "0.6875rem",
  fontWeight: vars.fontWeight.bold,
  lineHeight: "1rem",
  textAlign: "center",
  boxSizing: "border-box",
});

/** Shown after the icon from 1024px; on smaller screens only in the accessible name. */
export const cartLabel = style({
  order: 2,
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  "@media": {
    [media.desktop]: { position: "static", width: "auto", height: "auto", overflow: "visible", clip: "auto", marginLeft: vars.space[1] },
  },
});

/* ---- Main navigation ---- */

export const nav = style({
  borderTop: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const menuToggle = style({
  "@media": {
    [media.tablet]: { display: "none" },
  },
});

export const menuSummary = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[2],
  minHeight: vars.layout.tapTarget,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
  listStyle: "none",
  userSelect: "none",
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&::marker": { content: '""' },
  },
});

export const chevron = style({
  marginLeft: "auto",
  transition: "transform 0.15s ease",
  selectors: {
    [`${menuToggle}[open] &`]: { transform: "rotate(180deg)" },
  },
  "@media": {
    [media.reducedMotion]: { transition: "none" },
  },
});

export const navList = style({
  // Phones: hidden until the "Danh mục" toggle right before it is open.
  display: "none",
  margin: 0,
  padding: `0 0 ${vars.space[2]}`,
  listStyle: "none",
  selectors: {
    [`${menuToggle}[open] + &`]: { display: "block" },
  },
  "@media": {
    [media.tablet]: {
      display: "flex",
      gap: vars.space[1],
      paddingBottom: 0,
      overflowX: "auto",
      scrollbarWidth: "none",
    },
  },
});

export const navLink = style({
  display: "flex",
  alignItems: "center",
  minHeight: vars.layout.tapTarget,
  paddingInline: vars.space[3],
  borderLeft: "3px solid transparent",
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: "none",
  whiteSpace: "nowrap",
  selectors: {
    // The bar scrolls sideways on tablets (overflow clips): the ring is drawn inside the link.
    "&:focus-visible": { outlineOffset: "-3px", boxShadow: `inset 0 0 0 5px ${vars.color.focusInner}` },
    "&:hover": { color: vars.color.brand, backgroundColor: vars.color.brandSoft },
    '&[aria-current="page"]': {
      color: vars.color.brand,
      borderLeftColor: vars.color.brand,
      backgroundColor: vars.color.brandSoft,
    },
  },
  "@media": {
    [media.tablet]: {
      borderLeft: 0,
      borderBottom: "3px solid transparent",
      paddingTop: "3px",
      selectors: {
        '&[aria-current="page"]': { borderBottomColor: vars.color.brand, backgroundColor: "transparent" },
      },
    },
    [media.desktop]: { paddingInline: vars.space[4] },
  },
});

/* ---- layout1's user header: shown only in the side navigation (display.css.ts) ---- */

export const sideUser = style({
  display: "none",
  alignItems: "center",
  gap: vars.space[3],
  padding: `${vars.space[4]} ${vars.space[4]} ${vars.space[2]}`,
  fontWeight: vars.fontWeight.semibold,
  minWidth: 0,
});

export const sideAvatar = style({
  flexShrink: 0,
  width: "2.5rem",
  height: "2.5rem",
  borderRadius: vars.radius.pill,
  color: vars.color.brand,
});

export const sideUserName = style({ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });
