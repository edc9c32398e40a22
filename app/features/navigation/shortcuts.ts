/**
 * Navigation shortcuts (spec §3 session user `data.shortcuts`, ADR 0016): the list a signed-in
 * customer pins from the navigation search. The storefront computes the whole new list and sends it
 * with `PUT /api/User/Shortcuts` (which replaces it). Pure and client-safe.
 */
import { MAX_SHORTCUTS } from "~/constants";
import { findNavItem, type NavItem } from "./navigation";

/** A computed list, or the Vietnamese reason it cannot be saved (shown under the form). */
type ShortcutChange = { ok: true; shortcuts: string[] } | { ok: false; message: string };

/**
 * Adds or removes `id` in `current` for a visitor with `roles`: `pin` appends it when absent (a pinned
 * id is left where it is), refused over MAX_SHORTCUTS (12); `unpin` removes it (any pinned id, even one
 * the tree dropped; absent: unchanged). Refused: an id that is not a navigation item the visitor may
 * open (unknown, or another role's), unless it is being unpinned.
 * Ids of `current` that are no longer in the tree are kept (the upstream owns the list).
 */
export function changeShortcuts(current: readonly string[], action: "pin" | "unpin", id: string, roles: readonly string[]): ShortcutChange {
  // A pinned id can always be removed (even one the tree has dropped since).
  if (action === "unpin" && current.includes(id)) return { ok: true, shortcuts: current.filter((x) => x !== id) };
  if (!findNavItem(id, roles)) return { ok: false, message: "Trang này không có trong điều hướng." };
  if (action === "unpin") return { ok: true, shortcuts: [...current] };
  if (current.includes(id)) return { ok: true, shortcuts: [...current] };
  if (current.length >= MAX_SHORTCUTS) {
    return { ok: false, message: `Chỉ ghim được tối đa ${MAX_SHORTCUTS} lối tắt. Hãy bỏ ghim một lối tắt trước.` };
  }
  return { ok: true, shortcuts: [...current, id] };
}

/**
 * The toolbar's shortcut links: the items of `ids` a visitor with `roles` may open, in the pinned order
 * (ids no longer in the tree, or no longer allowed, are skipped), with the tree's titles.
 */
export function shortcutLinks(ids: readonly string[], roles: readonly string[]): Pick<NavItem, "id" | "title" | "url">[] {
  return ids.flatMap((id) => {
    const item = findNavItem(id, roles);
    return item ? [{ id: item.id, title: item.title, url: item.url }] : [];
  });
}
