/**
 * The storefront's web font, Be Vietnam Pro (faces 400 and 600 — bold is drawn with 600; `vietnamese` and `latin`
 * subsets; `font-display: swap`; self-hosted). A side-effect import for the root route, before the
 * global styles:
 *
 *   import "../styles/fonts";
 *   import "../styles/global.css";
 *
 * The rules themselves are in `fonts.css.ts` (see there why they are not fontsource's per-subset
 * CSS files): the Remix classic compiler puts them and the font files into the CSS bundle.
 */
import "./fonts.css";
