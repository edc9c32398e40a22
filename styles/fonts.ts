/**
 * The storefront's web font, Be Vietnam Pro (faces 400 and 600 — bold is drawn with 600; `vietnamese` and `latin`
 * subsets; `font-display: swap`; self-hosted). A side-effect import for the root route, before the
 * global styles:
 *
 *   import { FONT_PRELOADS } from "../styles/fonts";
 *   import "../styles/global.css";
 *
 * The rules themselves are in `fonts.css.ts` (see there why they are not fontsource's per-subset
 * CSS files, and why `swap` with these preloads): the Remix classic compiler puts them and the font
 * files into the CSS bundle. The imports below resolve to the same hashed files in `/build/_assets`.
 */
import "./fonts.css";
import latin400 from "@fontsource/be-vietnam-pro/files/be-vietnam-pro-latin-400-normal.woff2";
import vietnamese400 from "@fontsource/be-vietnam-pro/files/be-vietnam-pro-vietnamese-400-normal.woff2";

/**
 * `<link rel="preload">` descriptors of the body text's font files (the 400 face, both subsets): a
 * first visit has them before its first paint. `crossOrigin` is required for font preloads (fonts are
 * fetched in CORS mode, or the preload is not reused).
 */
export const FONT_PRELOADS = [latin400, vietnamese400].map((href) => ({
  rel: "preload",
  href,
  as: "font",
  type: "font/woff2",
  crossOrigin: "anonymous" as const,
}));
