/**
 * The page walks' list (tests/e2e/pages.ts) keeps up with the route table: a page route added to
 * remix.config.js without a sample URL fails here.
 */
import { test, expect } from "@playwright/test";
import { PAGES, pageRouteIds } from "./pages";
import { routeTable } from "./route-table";

test("every page route of remix.config.js has a sample URL in tests/e2e/pages.ts", async () => {
  const ids = await pageRouteIds();
  expect(ids.length).toBeGreaterThan(30);
  const listed = new Set(PAGES.map((p) => p.routeId));
  expect(
    ids.filter((id) => !listed.has(id)),
    "page routes missing from tests/e2e/pages.ts",
  ).toEqual([]);
  const known = new Set(routeTable().map((r) => r.id));
  expect(
    PAGES.filter((p) => !known.has(p.routeId) && !p.routeId.startsWith("error:")).map((p) => p.routeId),
    "entries of no route",
  ).toEqual([]);
});
