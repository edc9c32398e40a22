import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "~/utils/display-settings";
import { FONT_SCALES, RADIO_GROUPS, settingsFromForm, valueOf } from "./settings-form";

const form = (entries: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(entries)) f.append(k, v);
  return f;
};

describe("settingsFromForm", () => {
  it("reads every field of a posted form", () => {
    expect(
      settingsFromForm(
        form({
          layout: "layout1",
          mode: "boxed",
          scheme: "dark",
          navbarPosition: "right",
          navbarStyle: "folded",
          fontScale: "130",
          footer: "on",
        }),
      ),
    ).toEqual({
      layout: "layout1",
      mode: "boxed",
      scheme: "dark",
      navbar: { position: "right", style: "folded" },
      toolbar: false,
      footer: true,
      fontScale: 130,
    });
  });

  it("never fails: tampered values fall back to the defaults, the font size is clamped", () => {
    const s = settingsFromForm(
      form({ layout: "<script>", mode: "", scheme: "neon", navbarStyle: "x", fontScale: "999", toolbar: "on", footer: "on" }),
    );
    expect(s).toEqual({ ...DEFAULT_SETTINGS, fontScale: 130 });
    expect(settingsFromForm(form({ fontScale: "-5" })).fontScale).toBe(70);
    expect(settingsFromForm(form({ fontScale: "abc" })).fontScale).toBe(100);
    expect(settingsFromForm(form({ fontScale: "104" })).fontScale).toBe(100);
  });

  it("offers 70–130 % in steps of 10 and radio groups whose current value is checked", () => {
    expect(FONT_SCALES).toEqual([70, 80, 90, 100, 110, 120, 130]);
    expect(RADIO_GROUPS.slice(0, 3).map((g) => g.legend)).toEqual(["Bố cục", "Chế độ", "Bảng màu"]);
    for (const g of RADIO_GROUPS) expect(g.options.map((o) => o.value)).toContain(valueOf(DEFAULT_SETTINGS, g.name));
  });
});
