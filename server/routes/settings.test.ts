/**
 * Display settings and shortcuts over real HTTP (ADR 0016): GET/PUT /api/User/Settings and
 * PUT /api/User/Shortcuts — bearer required, never-saved answers, strict validation with nothing saved
 * on refusal, one customer's values never another's, the shortcut list replaced as a whole.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../seed/accounts";
import { testApp, type TestApp } from "../testing/app";

let t: TestApp;
let lan: string;
let tuan: string;

const GOOD = {
  layout: "layout1",
  mode: "fullwidth",
  navbar: { position: "right", style: "folded" },
  toolbar: false,
  footer: true,
  scheme: "dark",
  fontScale: 130,
};

beforeAll(async () => {
  t = await testApp({ env: { JWT_SECRET: "settings-test-secret-0123456789abcdef" }, listen: true });
  lan = await t.login(DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
  tuan = await t.login(DEMO_ACCOUNTS.collaborator.email, DEMO_ACCOUNTS.collaborator.password);
});
afterAll(async () => {
  await t.close();
});

describe("GET/PUT /api/User/Settings", () => {
  it("needs a bearer", async () => {
    expect((await t.api("GET", "/api/User/Settings")).status).toBe(401);
    expect((await t.api("PUT", "/api/User/Settings", null, { settings: GOOD })).status).toBe(401);
    expect((await t.api("PUT", "/api/User/Shortcuts", null, { shortcuts: [] })).status).toBe(401);
  });

  it("answers null and [] before anything is saved, then the saved settings — for that customer only", async () => {
    const before = await t.api("GET", "/api/User/Settings", tuan);
    expect(before.status).toBe(200);
    expect(before.body.data).toEqual({ settings: null, shortcuts: [] });
    expect(before.headers.get("cache-control")).toBe("no-store");

    const put = await t.api("PUT", "/api/User/Settings", lan, { settings: GOOD });
    expect(put.status).toBe(200);
    expect(put.body.data).toEqual({ settings: GOOD });
    expect((await t.api("GET", "/api/User/Settings", lan)).body.data.settings).toEqual(GOOD);
    expect((await t.api("GET", "/api/User/Settings", tuan)).body.data.settings).toBeNull();

    const next = { ...GOOD, scheme: "contrast", fontScale: 70 };
    await t.api("PUT", "/api/User/Settings", lan, { settings: next });
    expect((await t.api("GET", "/api/User/Settings", lan)).body.data.settings).toEqual(next);
  });

  it.each([
    ["an unknown layout", { ...GOOD, layout: "layout9" }, "layout"],
    ["a font scale off the steps", { ...GOOD, fontScale: 125 }, "fontScale"],
    ["a font scale too big", { ...GOOD, fontScale: 140 }, "fontScale"],
    ["a font scale as text", { ...GOOD, fontScale: "100" }, "fontScale"],
    ["a missing field", { ...GOOD, scheme: undefined }, "scheme"],
    ["an unknown navbar style", { ...GOOD, navbar: { position: "left", style: "x" } }, "navbar.style"],
    ["a toolbar that is not a boolean", { ...GOOD, toolbar: "yes" }, "toolbar"],
    ["an extra key", { ...GOOD, theme: "pink" }, ""],
  ])("refuses %s with 400 SETTINGS_INVALID and saves nothing", async (_name, settings, path) => {
    const before = (await t.api("GET", "/api/User/Settings", lan)).body.data.settings;
    const res = await t.api("PUT", "/api/User/Settings", lan, { settings });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe("SETTINGS_INVALID");
    expect(res.body.data.issues[0].path).toBe(path);
    expect(res.body.errorMessage).toMatch(/Cài đặt hiển thị không hợp lệ/);
    expect((await t.api("GET", "/api/User/Settings", lan)).body.data.settings).toEqual(before);
  });

  it("refuses a body without settings", async () => {
    const res = await t.api("PUT", "/api/User/Settings", lan, {});
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe("SETTINGS_INVALID");
  });
});

describe("PUT /api/User/Shortcuts", () => {
  it("replaces the whole list and keeps the settings", async () => {
    const settings = (await t.api("GET", "/api/User/Settings", lan)).body.data.settings;
    const a = await t.api("PUT", "/api/User/Shortcuts", lan, { shortcuts: ["gio-hang", "don-hang"] });
    expect(a.status).toBe(200);
    expect(a.body.data).toEqual({ shortcuts: ["gio-hang", "don-hang"] });
    await t.api("PUT", "/api/User/Shortcuts", lan, { shortcuts: ["tai-khoan"] });
    expect((await t.api("GET", "/api/User/Settings", lan)).body.data).toEqual({ settings, shortcuts: ["tai-khoan"] });
    await t.api("PUT", "/api/User/Shortcuts", lan, { shortcuts: [] });
    expect((await t.api("GET", "/api/User/Settings", lan)).body.data.shortcuts).toEqual([]);
  });

  it.each([
    ["a duplicate", ["gio-hang", "gio-hang"]],
    ["an id with capitals", ["GioHang"]],
    ["an id too long", ["a".repeat(41)]],
    ["too many", Array.from({ length: 13 }, (_, i) => `muc-${i}`)],
    ["not a list", "gio-hang"],
    ["a number", [1]],
  ])("refuses %s with 400 SHORTCUTS_INVALID", async (_name, shortcuts) => {
    const res = await t.api("PUT", "/api/User/Shortcuts", tuan, { shortcuts });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe("SHORTCUTS_INVALID");
    expect(res.body.data.issues.length).toBeGreaterThan(0);
    expect((await t.api("GET", "/api/User/Settings", tuan)).body.data.shortcuts).toEqual([]);
  });
});
