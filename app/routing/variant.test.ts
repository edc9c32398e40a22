import { describe, expect, it } from "vitest";
import config from "../../remix.config.js";
import { routeVariant, routeVariantOfPath, VARIANT_ROUTES } from "./variant";

/** The route table of remix.config.js as `{ id, path }` (Remix's default id: `routes/<file without extension>`). */
function routeTable(): { id: string; path: string }[] {
  const routes: { id: string; path: string }[] = [];
  const route = (path: string, file: string, opts?: { id?: string } | (() => void)) => {
    const id = (typeof opts === "object" ? opts.id : undefined) ?? file.replace(/\.[jt]sx?$/, "");
    routes.push({ id, path });
  };
  (config.routes as unknown as (define: (fn: (r: typeof route) => void) => unknown) => unknown)((fn) => fn(route));
  return routes;
}

describe("routeVariant (by route id, for components)", () => {
  it("is the deepest listed match's variant", () => {
    expect(routeVariant([{ id: "root" }, { id: "mobile-exam" }])).toEqual({ layout: "bare", view: "mobile", assessment: "exam" });
    expect(routeVariant([{ id: "root" }, { id: "exercise" }])).toEqual({ layout: "full", view: "web", assessment: "exercise" });
    expect(routeVariant([{ id: "root" }, { id: "preview" }])).toEqual({ layout: "bare", view: "web", assessment: null });
  });
  it("is a plain page for any other route and for the root alone (a 404)", () => {
    expect(routeVariant([{ id: "root" }, { id: "routes/home" }])).toEqual({ layout: "full", view: "web", assessment: null });
    expect(routeVariant([{ id: "root" }])).toEqual({ layout: "full", view: "web", assessment: null });
  });
});

describe("routeVariantOfPath (for loaders and actions)", () => {
  it.each([
    ["/mobile/news/abc", "bare", "mobile", null],
    ["/mobile/exam/3", "bare", "mobile", "exam"],
    ["/mobile/myExercise/3", "bare", "mobile", "exercise"],
    ["/mobile/myexam/3/", "bare", "mobile", "exam"],
    ["/bai-kiem-tra/3", "full", "web", "exam"],
    ["/bai-tap/3", "full", "web", "exercise"],
    ["/bai-kiem-tra-cua-toi/9", "full", "web", "exam"],
    ["/xem-truoc", "bare", "web", null],
    ["/xem-truoc/", "bare", "web", null],
    ["/xem-truoc-khoa-hoc", "bare", "web", null],
    ["/trang-chu", "full", "web", null],
    ["/tin-sach/mobile", "full", "web", null],
    ["/xem-truoc-abc", "full", "web", null],
    ["/mobile", "full", "web", null],
  ])("%s → %s, %s, %s", (path, layout, view, assessment) => {
    expect(routeVariantOfPath(path)).toEqual({ layout, view, assessment });
  });
});

describe("VARIANT_ROUTES agrees with the route table (remix.config.js)", () => {
  const table = routeTable();
  it("lists each of its routes with the table's path", () => {
    for (const [id, entry] of Object.entries(VARIANT_ROUTES)) expect(table.find((r) => r.id === id)?.path, id).toBe(entry.path);
  });
  it("lists every mobile view, preview page, attempt and review page of the table", () => {
    const special = table.filter((r) => /^\/(mobile\/|xem-truoc|bai-tap|bai-kiem-tra)/.test(r.path));
    expect(special.length).toBeGreaterThan(10);
    for (const r of special) {
      const entry = VARIANT_ROUTES[r.id];
      expect(entry, r.id).toBeDefined();
      if (r.path.startsWith("/mobile/")) expect(entry).toMatchObject({ layout: "bare", view: "mobile" });
      if (r.path.startsWith("/xem-truoc")) expect(entry).toMatchObject({ layout: "bare" });
      if (/^\/(mobile\/)?(bai-kiem-tra|exam|myexam)/i.test(r.path)) expect(entry?.assessment, r.id).toBe("exam");
      if (/^\/(mobile\/)?(bai-tap|exercise|myexercise)/i.test(r.path)) expect(entry?.assessment, r.id).toBe("exercise");
    }
  });
});
