/**
 * @font-face rules of Be Vietnam Pro, self-hosted from `@fontsource/be-vietnam-pro` (no external
 * requests): two faces, 400 and 600, `vietnamese` and `latin` subsets only — four files (ADR 0020).
 * The 600 face is declared for the weight range 600–900, so bold text (700: headings,
 * `vars.fontWeight.bold`) is drawn with it instead of a third face: two files (~35 KB) less on every
 * first visit, bold a shade lighter.
 *
 * `font-display: swap`, and the two 400 files preloaded (`FONT_PRELOADS`, app/root.tsx). This was
 * `optional` without a preload, and that is why a first visit stayed in the fallback font while later
 * pages showed Be Vietnam Pro: `optional` uses a face only if it is already there within the browser's
 * ~100 ms block period, which on a first visit (cold cache) it never is, and it is never swapped in
 * later on that page; the next page found the files in the cache. `swap` draws the web font as soon as
 * it arrives, on every visit; the preload of the body text's files makes that usually before the first
 * paint (no visible swap), at the cost of ~33 KB on the critical path. The 600 files are not
 * preloaded: headings swap when they arrive.
 *
 * Why not fontsource's `vietnamese-400.css` + `latin-400.css`: those per-subset files carry no
 * `unicode-range`, so the two faces of a weight differ only in `src`, and the CSS bundler (esbuild,
 * minifying) keeps only the last one — the Vietnamese faces vanished from the bundle and ă, đ, ơ,
 * ư, ạ … fell back to another font. Declaring the faces here, with fontsource's own ranges, keeps
 * both subsets, and a browser downloads a subset only when the page uses characters in its range.
 * fontsource's full `400.css` would also pull `latin-ext`, whose range overlaps Vietnamese letters
 * (ă, đ, ơ, ư), so every Vietnamese page would download it too.
 *
 * The `url()`s name package files; the Remix compiler resolves them and copies the fonts into
 * `public/build/_assets` with hashed names.
 */
import { globalFontFace } from "@vanilla-extract/css";
import { FONT_FACES } from "./font-faces";

/** fontsource's `unicode.json` ranges for the two subsets we ship. */
const UNICODE_RANGE = {
  vietnamese:
    "U+0102-0103, U+0110-0111, U+0128-0129, U+0168-0169, U+01A0-01A1, U+01AF-01B0, U+0300-0301, U+0303-0304, U+0308-0309, U+0323, U+0329, U+1EA0-1EF9, U+20AB",
  latin:
    "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD",
} as const;

for (const subset of ["vietnamese", "latin"] as const) {
  for (const face of FONT_FACES) {
    const file = `@fontsource/be-vietnam-pro/files/be-vietnam-pro-${subset}-${face.file}-normal`;
    globalFontFace('"Be Vietnam Pro"', {
      src: `url("${file}.woff2") format("woff2"), url("${file}.woff") format("woff")`,
      fontStyle: "normal",
      fontWeight: face.weights,
      fontDisplay: "swap",
      unicodeRange: UNICODE_RANGE[subset],
    });
  }
}
