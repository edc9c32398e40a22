import { describe, expect, it } from "vitest";
import { AUTH_ROLES, isAllowed, rolesOf } from "./roles";

describe("route access (spec §5, §6)", () => {
  // The §6 hierarchy as a table: which visitor may open a route of each group.
  const visitors = { guest: [], user: ["user"], staff: ["staff"], admin: ["admin"] } as const;
  const table: Record<keyof typeof AUTH_ROLES | "public", Record<keyof typeof visitors, boolean>> = {
    public: { guest: true, user: true, staff: true, admin: true },
    onlyGuest: { guest: true, user: false, staff: false, admin: false },
    user: { guest: false, user: true, staff: true, admin: true },
    staff: { guest: false, user: false, staff: true, admin: true },
    admin: { guest: false, user: false, staff: false, admin: true },
  };
  for (const [group, row] of Object.entries(table)) {
    for (const [visitor, allowed] of Object.entries(row)) {
      it(`${visitor} ${allowed ? "may" : "may not"} open a ${group} route`, () => {
        const auth = group === "public" ? null : AUTH_ROLES[group as keyof typeof AUTH_ROLES];
        expect(isAllowed(auth, visitors[visitor as keyof typeof visitors])).toBe(allowed);
      });
    }
  }

  it("reads a role claim given as a string, a list or nothing, ignoring unknown roles", () => {
    expect(rolesOf("user")).toEqual(["user"]);
    expect(rolesOf(["admin", "guest", "staff"])).toEqual(["admin", "staff"]);
    expect(rolesOf(undefined)).toEqual([]);
    expect(rolesOf("")).toEqual([]);
  });
});
