/**
 * The one navigation module (ADR 0016; spec §3 "navigation items", §5 navigation search):
 * every place the site lists its pages — the header's main navigation, the account menu, layout1's side
 * navigation, the navigation search and the shortcuts — reads this tree. Client-safe (no server imports).
 *
 * An item has a stable `id` (what `data.shortcuts` stores), a Vietnamese `title`, a `url` (canonical
 * path), `roles` (null = everyone; a list = signed-in visitors with one of those roles, see
 * app/features/auth/roles.ts) and optional `children`.
 */
import { NAV_SEARCH_MAX } from "~/constants";
import { ACCOUNT_MENU } from "~/features/account/account-menu";
import { AUTH_ROLES, isAllowed, type RouteAuth } from "~/features/auth/roles";

/** One navigation item. */
export interface NavItem {
  /** Stable id, /^[a-z0-9-]{1,40}$/ (the upstream's shortcut form). */
  id: string;
  title: string;
  url: string;
  /** null = public; else the roles allowed (AUTH_ROLES.user = any signed-in customer). */
  roles: RouteAuth;
  children?: readonly NavItem[];
}

/** The account area's entries (account-menu.ts stays their list) as navigation items. */
const ACCOUNT_ITEMS: readonly NavItem[] = ACCOUNT_MENU.map((entry) => ({
  id: `tai-khoan-${entry.href.split("/").filter(Boolean).at(-1)}`,
  title: entry.label,
  url: entry.href,
  roles: AUTH_ROLES.user,
}));

/** The site's navigation tree: the main navigation of spec §2 in order, then the account area. */
export const NAVIGATION: readonly NavItem[] = [
  { id: "trang-chu", title: "Trang chủ", url: "/trang-chu", roles: null },
  {
    id: "san-pham",
    title: "Sách",
    url: "/san-pham",
    roles: null,
    children: [{ id: "flash-sale", title: "Flash sale", url: "/flashSale", roles: null }],
  },
  { id: "thu-vien", title: "Thư viện", url: "/thu-vien", roles: null },
  { id: "sach-giao-khoa", title: "Sách giáo khoa", url: "/sach-giao-khoa", roles: null },
  { id: "tin-sach", title: "Tin sách", url: "/tin-sach", roles: null },
  { id: "gioi-thieu", title: "Giới thiệu", url: "/gioi-thieu", roles: null },
  { id: "tiep-nhan-ban-thao", title: "Tiếp nhận bản thảo", url: "/tiep-nhan-ban-thao", roles: null },
  {
    id: "tai-khoan",
    title: "Tài khoản",
    url: "/tai-khoan",
    roles: AUTH_ROLES.user,
    children: ACCOUNT_ITEMS,
  },
  { id: "gio-hang", title: "Giỏ hàng", url: "/gio-hang", roles: null },
  { id: "bang-tin-nhanh", title: "Bảng tin nhanh", url: "/bang-tin-nhanh", roles: null },
  { id: "cai-dat-hien-thi", title: "Cài đặt hiển thị", url: "/cai-dat-hien-thi", roles: null },
];

/** The ids of the header's main navigation (spec §2 top navigation), in order. */
const MAIN_IDS = ["trang-chu", "san-pham", "thu-vien", "sach-giao-khoa", "tin-sach", "gioi-thieu", "tiep-nhan-ban-thao"];

/** Every item of the tree, parents before their children. */
function flatten(items: readonly NavItem[]): NavItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
}

const ALL = flatten(NAVIGATION);

/** The header's main navigation (top-level items of spec §2), in order. */
export function mainNavigation(): NavItem[] {
  return MAIN_IDS.map((id) => ALL.find((item) => item.id === id)!);
}

/** The item with `id` that a visitor with `roles` (empty = guest) may see, or undefined. */
export function findNavItem(id: string, roles: readonly string[] = []): NavItem | undefined {
  const item = ALL.find((i) => i.id === id);
  return item && isAllowed(item.roles, roles) ? item : undefined;
}

/** Lower case, without Vietnamese diacritics (đ → d), spaces collapsed: "Sách Giáo khoa" → "sach giao khoa". */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[đĐ]/g, "d")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The navigation search of spec §5: the items a visitor with `roles` may open whose title contains
 * `query` (accents and case ignored), titles starting with it first, at most NAV_SEARCH_MAX (10).
 * A blank query finds nothing.
 */
export function searchNavigation(query: string, roles: readonly string[] = []): NavItem[] {
  const q = foldText(query);
  if (!q) return [];
  const found = ALL.filter((item) => isAllowed(item.roles, roles) && foldText(item.title).includes(q));
  const starts = found.filter((item) => foldText(item.title).startsWith(q));
  return [...starts, ...found.filter((item) => !starts.includes(item))].slice(0, NAV_SEARCH_MAX);
}
