/**
 * How the display settings look (ADR 0016; spec §2 "Layout and template", §9 widths): global
 * rules keyed by the attributes the root puts on `<html>` (see display-attributes.ts), so the first
 * HTML byte renders right with or without JavaScript. Imported once by the root route.
 *
 * - `data-scheme`: light (the `:root` theme), dark, contrast — the palettes of styles/palettes.ts.
 * - `data-layout`: layout2 (horizontal header, the default); layout1 — from 1024 px the header becomes a
 *   side navigation 280 px wide (`data-navbar` left|right; `data-navbar-style` style-1 light, style-2
 *   a brand-coloured menu, style-3 muted with a marked active item, style-3-dense the same tighter, folded a
 *   64 px rail that opens to 280 px on hover or keyboard focus) with the user's name and avatar on top;
 *   below 1024 px layout1 keeps the horizontal header (a phone has no room for a side bar).
 *   layout3 "Gọn" (compact): every spacing token × 0.75 and no tagline, for more content per screen.
 * - `data-mode`: container (content centred at the layout's width: 1570 px layout1, 1120 px others),
 *   fullwidth (no maximum width), boxed (the whole page, header and footer included, in a centred box
 *   of the container width on a darker backdrop).
 * - `data-toolbar="hidden"` hides the element marked `data-chrome="toolbar"`; `data-footer="hidden"`
 *   the footer.
 * Widths in px are the spec's chrome widths (constants CHROME_WIDTHS, CONTAINER_WIDTHS).
 */
import { assignVars, globalStyle } from "@vanilla-extract/css";
import { CHROME_WIDTHS, CONTAINER_WIDTHS } from "~/constants";
import { PALETTES } from "../../../styles/palettes";
import { media, vars } from "../../../styles/theme.css";
import { container } from "../../../styles/utilities.css";
import * as footer from "./site-footer.css";
import * as header from "./site-header.css";

const px = (n: number) => `${n}px`;

/* ---- Colour schemes ---- */

globalStyle('html[data-scheme="dark"]', { vars: assignVars(vars.color, PALETTES.dark), colorScheme: "dark" });
globalStyle('html[data-scheme="contrast"]', { vars: assignVars(vars.color, PALETTES.contrast), colorScheme: "light" });
// High contrast: links always underlined, focus ring thicker.
globalStyle('html[data-scheme="contrast"] a', { textDecorationLine: "underline" });
globalStyle('html[data-scheme="contrast"] :focus-visible', { outlineWidth: "3px" });

/* ---- Container widths and modes ---- */

globalStyle('html[data-layout="layout1"]', { vars: { [vars.layout.maxWidth]: px(CONTAINER_WIDTHS.layout1) } });
globalStyle('html[data-mode="fullwidth"]', { vars: { [vars.layout.maxWidth]: "none" } });
globalStyle('html[data-mode="boxed"]', { backgroundColor: vars.color.borderStrong });
globalStyle('html[data-mode="boxed"] body', {
  maxWidth: `min(100%, calc(${vars.layout.maxWidth} + 2 * ${vars.space[4]}))`,
  marginInline: "auto",
  backgroundColor: vars.color.background,
  boxShadow: vars.shadow.lg,
});

/* ---- Toolbar and footer ---- */

globalStyle('html[data-toolbar="hidden"] [data-chrome="toolbar"]', { display: "none" });
globalStyle(`html[data-footer="hidden"] ${footer.footer}`, { display: "none" });

/* ---- layout3: compact ---- */

globalStyle('html[data-layout="layout3"]', {
  vars: assignVars(vars.space, {
    0: "0",
    1: "0.1875rem",
    2: "0.375rem",
    3: "0.5625rem",
    4: "0.75rem",
    5: "0.9375rem",
    6: "1.125rem",
    8: "1.5rem",
    10: "1.875rem",
    12: "2.25rem",
  }),
});
globalStyle(`html[data-layout="layout3"] ${header.tagline}`, { display: "none" });

/* ---- layout1: the side navigation (desktop) ---- */

const L1 = 'html[data-layout="layout1"]';
const RIGHT = `${L1}[data-navbar="right"]`;
const FOLDED = `${L1}[data-navbar-style="folded"]`;
const desktop = (rule: object) => ({ "@media": { [media.desktop]: rule } });

globalStyle(`${L1} body`, desktop({ paddingInlineStart: px(CHROME_WIDTHS.navbar) }));
globalStyle(`${RIGHT} body`, desktop({ paddingInlineStart: 0, paddingInlineEnd: px(CHROME_WIDTHS.navbar) }));
globalStyle(`${FOLDED} body`, desktop({ paddingInlineStart: px(CHROME_WIDTHS.navbarFolded) }));
globalStyle(`${FOLDED}[data-navbar="right"] body`, desktop({ paddingInlineStart: 0, paddingInlineEnd: px(CHROME_WIDTHS.navbarFolded) }));

globalStyle(
  `${L1} ${header.header}`,
  desktop({
    position: "fixed",
    insetBlock: 0,
    insetInlineStart: 0,
    zIndex: vars.zIndex.header,
    width: px(CHROME_WIDTHS.navbar),
    display: "flex",
    flexDirection: "column",
    overflowX: "hidden",
    overflowY: "auto",
    borderBottom: 0,
    borderInlineEnd: `1px solid ${vars.color.border}`,
  }),
);
globalStyle(
  `${RIGHT} ${header.header}`,
  desktop({ insetInlineStart: "auto", insetInlineEnd: 0, borderInlineEnd: 0, borderInlineStart: `1px solid ${vars.color.border}` }),
);
globalStyle(`${FOLDED} ${header.header}`, desktop({ width: px(CHROME_WIDTHS.navbarFolded), transition: "width 0.15s ease" }));
globalStyle(
  `${FOLDED} ${header.header}:hover, ${FOLDED} ${header.header}:focus-within`,
  desktop({ width: px(CHROME_WIDTHS.navbar), boxShadow: vars.shadow.lg }),
);

// Inside the side bar: everything stacks, full width, in the order user → logo → navigation → search, cart → links.
globalStyle(`${L1} ${header.header} > *`, desktop({ flexShrink: 0 }));
globalStyle(`${L1} ${header.sideUser}`, desktop({ display: "flex", order: 0 }));
globalStyle(
  `${L1} ${header.mainBar}`,
  desktop({
    order: 1,
    gridTemplateColumns: "minmax(0, 1fr)",
    gridTemplateAreas: '"logo" "search" "cart"',
    rowGap: vars.space[3],
    paddingBlock: vars.space[3],
  }),
);
globalStyle(`${L1} ${header.nav}`, desktop({ order: 2, flexGrow: 1 }));
globalStyle(`${L1} ${header.topBar}`, desktop({ order: 3 }));
globalStyle(`${L1} ${header.header} ${header.search}`, desktop({ maxWidth: "none" }));
globalStyle(`${L1} ${header.header} ${header.tagline}, ${L1} ${header.greetingItem}`, desktop({ display: "none" }));
globalStyle(
  `${L1} ${header.header} ${header.topBarInner}`,
  desktop({ flexDirection: "column", alignItems: "flex-start", rowGap: vars.space[2], paddingBlock: vars.space[3] }),
);
globalStyle(`${L1} ${header.header} ${header.account}`, desktop({ justifyContent: "flex-start" }));
globalStyle(`${L1} ${header.navList}`, desktop({ flexDirection: "column", overflowX: "visible", gap: 0, paddingBlock: vars.space[2] }));
globalStyle(
  `${L1} ${header.navLink}`,
  desktop({ borderBottom: 0, borderInlineStart: "3px solid transparent", paddingTop: 0, whiteSpace: "normal" }),
);
globalStyle(
  `${L1} ${header.navLink}[aria-current="page"]`,
  desktop({ borderInlineStartColor: vars.color.brand, backgroundColor: vars.color.brandSoft }),
);
globalStyle(`${FOLDED} ${header.header}:not(:hover):not(:focus-within) ${header.logoText}`, desktop({ display: "none" }));

// The bar's rows keep side padding at every width (the page container drops it from 1280 px).
globalStyle(`${L1} ${header.header} ${container}`, desktop({ maxWidth: "none", paddingInline: vars.space[4] }));
globalStyle(`${L1} ${header.searchButton}`, desktop({ flexGrow: 1, justifyContent: "center" }));

// Styles of the side bar.
globalStyle(
  `${L1}[data-navbar-style="style-2"] ${header.nav}`,
  desktop({ backgroundColor: vars.color.brandDark, color: vars.color.onBrand }),
);
globalStyle(`${L1}[data-navbar-style="style-2"] ${header.navLink}`, desktop({ color: vars.color.onBrand }));
globalStyle(
  `${L1}[data-navbar-style="style-2"] ${header.navLink}:hover, ${L1}[data-navbar-style="style-2"] ${header.navLink}[aria-current="page"]`,
  desktop({ color: vars.color.brand, backgroundColor: vars.color.brandSoft }),
);
globalStyle(
  `${L1}[data-navbar-style^="style-3"] ${header.header}, ${L1}[data-navbar-style^="style-3"] ${header.nav}`,
  desktop({ backgroundColor: vars.color.surfaceMuted }),
);
globalStyle(
  `${L1}[data-navbar-style^="style-3"] ${header.navLink}[aria-current="page"]`,
  desktop({ borderInlineStartWidth: "6px", fontWeight: vars.fontWeight.bold }),
);
globalStyle(`${L1}[data-navbar-style="style-3-dense"] ${header.navLink}`, desktop({ minHeight: "2rem", fontSize: vars.fontSize.sm }));
