/**
 * The faces of Be Vietnam Pro the storefront ships (ADR 0020), as data so that a unit test can
 * check them against the theme's weights (styles/theme.css.ts `vars.fontWeight`): each face names
 * the fontsource file weight it loads (`be-vietnam-pro-{subset}-{file}-normal.woff2`) and the CSS
 * `font-weight` value (a number or a "min max" range) it is declared for. Two faces, four files
 * with the two subsets: 400 for regular text, 600 for semibold and bold (700 has no file of its own).
 */
export interface FontFace {
  /** The fontsource file's weight, e.g. 600 → `be-vietnam-pro-latin-600-normal.woff2`. */
  file: 400 | 600 | 700;
  /** The `font-weight` descriptor: one weight, or "min max" for the range this file serves. */
  weights: number | `${number} ${number}`;
}

export const FONT_FACES: readonly FontFace[] = [
  { file: 400, weights: 400 },
  { file: 600, weights: "600 900" },
];
