/**
 * Roles and route access (spec §5 "Route access", §6). Pure and client-safe: the server guard
 * (guard.server.ts) and the UI (menus) use the same rules.
 *
 * - A user's roles are a list; an empty list means not logged in (a guest).
 * - A route's auth is `null` (public), `[]` (guests only) or a list of roles (any of them).
 * - The hierarchy of §6: the `admin` group allows admin; `staff` allows admin and staff; `user`
 *   allows admin, staff and user. Logged-in web users get the role `user`.
 */
export const ROLES = ["admin", "staff", "user"] as const;
export type Role = (typeof ROLES)[number];

/** The auth lists of spec §6 ("authRoles"): what each group of routes accepts. */
export const AUTH_ROLES = {
  admin: ["admin"],
  staff: ["admin", "staff"],
  user: ["admin", "staff", "user"],
  onlyGuest: [],
} as const satisfies Record<string, readonly Role[]>;

/** A route's auth setting: null = public, [] = guests only, else the roles allowed. */
export type RouteAuth = readonly Role[] | null;

/** Whether a visitor with `userRoles` (empty = guest) may open a route whose auth is `auth` (spec §5). */
export function isAllowed(auth: RouteAuth, userRoles: readonly string[]): boolean {
  if (auth === null) return true;
  if (auth.length === 0) return userRoles.length === 0;
  return userRoles.some((r) => (auth as readonly string[]).includes(r));
}

/** Normalises a role claim (a string, a list, or nothing) into a list of known roles. */
export function rolesOf(claim: unknown): Role[] {
  const list = Array.isArray(claim) ? claim : typeof claim === "string" && claim ? [claim] : [];
  return list.filter((r): r is Role => (ROLES as readonly string[]).includes(r));
}
