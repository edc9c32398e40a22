/**
 * The web font's faces (styles/font-faces.ts, ADR 0020): every face names fontsource files that exist
 * (a wrong name would fail the Remix build only when the CSS is compiled, and a missing subset would
 * silently fall back to another font for ă, đ, ơ, ư …), and the theme's weights (regular 400,
 * semibold 600, bold 700) each fall inside a declared face, so no text is drawn with synthetic bold.
 */
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FONT_FACES, type FontFace } from "../../styles/font-faces";

const require = createRequire(import.meta.url);
const filesDir = path.join(path.dirname(require.resolve("@fontsource/be-vietnam-pro/package.json")), "files");

/** The [min, max] weights a face is declared for. */
function range(face: FontFace): [number, number] {
  const [min, max = min] = String(face.weights).split(" ").map(Number);
  return [min!, max!];
}

describe("Be Vietnam Pro faces", () => {
  it("name fontsource files that exist, for both subsets and both formats", () => {
    for (const face of FONT_FACES)
      for (const subset of ["vietnamese", "latin"])
        for (const ext of ["woff2", "woff"])
          expect(existsSync(path.join(filesDir, `be-vietnam-pro-${subset}-${face.file}-normal.${ext}`))).toBe(true);
  });

  it("cover the theme's weights 400, 600 and 700 with a face each, a face's own file weight inside its range", () => {
    for (const weight of [400, 600, 700]) {
      const faces = FONT_FACES.filter((f) => range(f)[0] <= weight && weight <= range(f)[1]);
      expect(faces, `weight ${weight}`).toHaveLength(1);
    }
    for (const face of FONT_FACES) expect(range(face)[0]).toBe(face.file);
  });

  it("are two: four files with the two subsets (ADR 0020's budget)", () => {
    expect(FONT_FACES).toHaveLength(2);
  });
});
