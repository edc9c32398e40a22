/**
 * The display settings' parsing (ADR 0016): whatever a cookie or the upstream carries, a
 * page gets complete settings — each bad field falls back to its own default, the good ones stay.
 */
import { describe, expect, it } from "vitest";
import { clampFontScale, DEFAULT_SETTINGS, parseDisplaySettings } from "./display-settings";

describe("clampFontScale", () => {
  it("keeps the steps of 70–130 and rounds to the nearest step", () => {
    expect([70, 100, 130, 84, 86, "110"].map(clampFontScale)).toEqual([70, 100, 130, 80, 90, 110]);
  });
  it("clamps 0, 500 and negatives; letters, NaN, empty and objects give 100", () => {
    expect([0, 500, -40, "abc", Number.NaN, "", {}, null, Infinity].map(clampFontScale)).toEqual([
      70, 130, 70, 100, 100, 100, 100, 100, 100,
    ]);
  });
});

describe("parseDisplaySettings", () => {
  it("gives the defaults (layout2, light, 100 %) for nothing, garbage or a non-object", () => {
    for (const value of [undefined, null, "layout1", 42, [], { layout: { $ne: 1 } }]) {
      expect(parseDisplaySettings(value)).toEqual(DEFAULT_SETTINGS);
    }
  });
  it("keeps valid fields and replaces only the invalid ones", () => {
    const parsed = parseDisplaySettings({
      layout: "layout1",
      mode: "sideways",
      scheme: "dark",
      fontScale: 500,
      navbar: { position: "up", style: "folded" },
      toolbar: false,
      footer: "no",
    });
    expect(parsed).toEqual({
      layout: "layout1",
      mode: "container",
      navbar: { position: "left", style: "folded" },
      toolbar: false,
      footer: true,
      scheme: "dark",
      fontScale: 130,
    });
  });
  it("drops unknown keys (nothing a visitor adds reaches the page)", () => {
    expect(parseDisplaySettings({ ...DEFAULT_SETTINGS, script: "<script>" })).not.toHaveProperty("script");
  });
});
