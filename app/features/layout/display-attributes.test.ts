import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, parseDisplaySettings } from "~/utils/display-settings";
import { displayAttributes } from "./display-attributes";

describe("displayAttributes", () => {
  it("puts the defaults on <html>: layout2, container, light, 100 %, toolbar and footer shown", () => {
    expect(displayAttributes(parseDisplaySettings({}))).toEqual({
      "data-layout": "layout2",
      "data-mode": "container",
      "data-scheme": "light",
      "data-navbar": "left",
      "data-navbar-style": "style-1",
      "data-toolbar": "shown",
      "data-footer": "shown",
      style: { fontSize: "100%" },
    });
  });

  it("carries a chosen layout1 on the right, folded, dark, 130 %, footer hidden", () => {
    const attrs = displayAttributes({
      ...DEFAULT_SETTINGS,
      layout: "layout1",
      navbar: { position: "right", style: "folded" },
      scheme: "dark",
      footer: false,
      fontScale: 130,
    });
    expect(attrs).toMatchObject({
      "data-layout": "layout1",
      "data-navbar": "right",
      "data-navbar-style": "folded",
      "data-scheme": "dark",
      "data-footer": "hidden",
      style: { fontSize: "130%" },
    });
  });

  it("never puts a tampered value on the page: the parse clamps first", () => {
    const attrs = displayAttributes(parseDisplaySettings({ layout: '"><script>', scheme: "neon", fontScale: 999 }));
    expect(attrs["data-layout"]).toBe("layout2");
    expect(attrs["data-scheme"]).toBe("light");
    expect(attrs.style.fontSize).toBe("130%");
  });
});
