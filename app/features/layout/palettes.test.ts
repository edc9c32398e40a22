/**
 * Every colour scheme passes WCAG 2.1 AA (ADR 0016): the text/background pairs the UI draws, computed
 * with the WCAG relative-luminance formula, are at least 4.5:1.
 */
import { describe, expect, it } from "vitest";
import { COLOR_SCHEME_LABELS } from "~/constants";
import { PALETTES } from "../../../styles/palettes";

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function ratio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

type Role = keyof typeof PALETTES.light;
const PAIRS: [Role, Role][] = [
  ...(["text", "textMuted", "brand", "price", "error", "success", "warning"] as const).flatMap((fg) =>
    (["background", "surface", "surfaceMuted"] as const).map((bg): [Role, Role] => [fg, bg]),
  ),
  ["onBrand", "brand"],
  ["onBrand", "brandHover"],
  ["onBrand", "brandDark"],
  ["onBrand", "price"],
  ["onBrandMuted", "brandDark"],
  ["brand", "brandSoft"],
  ["brandDark", "brandSoft"],
  ["text", "brandSoft"],
  ["price", "priceSoft"],
  ["error", "errorSoft"],
  ["success", "successSoft"],
  ["warning", "warningSoft"],
  ["info", "infoSoft"],
  ["text", "infoSoft"],
  ["text", "warningSoft"],
];

describe("colour schemes", () => {
  it("has a palette for every scheme of the settings form", () => {
    expect(Object.keys(PALETTES).sort()).toEqual(Object.keys(COLOR_SCHEME_LABELS).sort());
  });

  it("computes the WCAG ratio (black on white is 21:1, the light muted text 6.4:1)", () => {
    expect(ratio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(ratio(PALETTES.light.textMuted, "#ffffff")).toBeCloseTo(6.4, 1);
  });

  for (const [scheme, palette] of Object.entries(PALETTES)) {
    it(`${scheme}: every text/background pair is at least 4.5:1 (AA)`, () => {
      const failing = PAIRS.map(([fg, bg]) => ({ pair: `${fg} on ${bg}`, ratio: ratio(palette[fg], palette[bg]) })).filter(
        (p) => p.ratio < 4.5,
      );
      expect(failing).toEqual([]);
    });
  }

  it("contrast: body text reaches AAA (7:1) on every surface", () => {
    for (const bg of ["background", "surface", "surfaceMuted"] as const) {
      expect(ratio(PALETTES.contrast.text, PALETTES.contrast[bg])).toBeGreaterThanOrEqual(7);
      expect(ratio(PALETTES.contrast.textMuted, PALETTES.contrast[bg])).toBeGreaterThanOrEqual(7);
    }
  });
});
