/**
 * The pin/unpin forms of the navigation search (ADR 0016; `PUT /api/User/Shortcuts`):
 * a signed-in customer's form (`intent` `pin-shortcut` / `unpin-shortcut`, `id` a navigation item id)
 * becomes the new whole list (changeShortcuts), saved upstream, then kept in `__session` so the
 * toolbar renders it on every page without an upstream call.
 */
import { data } from "@remix-run/node";
import { z } from "zod";
import type { RequestContext } from "~/context.server";
import { requireAccess, upstreamFor } from "~/features/auth/auth.server";
import { AUTH_ROLES } from "~/features/auth/roles";
import { redirectWithToast } from "~/session.server";
import { UpstreamError } from "~/upstream/client.server";
import { saveMyShortcuts } from "~/upstream/settings.server";
import { findNavItem } from "./navigation";
import { changeShortcuts } from "./shortcuts";

const formSchema = z.object({
  intent: z.enum(["pin-shortcut", "unpin-shortcut"]),
  id: z.string().max(100),
});

/** A refused form: 400 with `{ shortcutError: { id, message } }` (the message shown by that row). */
function refuse(id: string, message: string) {
  return data({ shortcutError: { id, message } }, { status: 400 });
}

/**
 * Handles a pin/unpin form posted by the visitor of `context`; `back` is the page to return to (made
 * safe by redirectWithToast). Guests are sent to the login (requireAccess). Success: 303 to `back`
 * with `Đã ghim lối tắt {title}` / `Đã bỏ ghim lối tắt {title}`. An unknown intent or id, a full list,
 * or an upstream refusal (400 SHORTCUTS_INVALID): 400 with the Vietnamese message — never a 500.
 */
export async function shortcutAction(context: RequestContext, form: FormData, back: string) {
  const user = await requireAccess(context, AUTH_ROLES.user);
  const roles = user?.roles ?? [];
  const parsed = formSchema.safeParse({ intent: form.get("intent"), id: form.get("id") });
  if (!parsed.success) return refuse(String(form.get("id") ?? "").slice(0, 100), "Yêu cầu không hợp lệ.");
  const { intent, id } = parsed.data;
  const auth = await context.authSession();
  const change = changeShortcuts(auth.shortcuts, intent === "pin-shortcut" ? "pin" : "unpin", id, roles);
  if (!change.ok) return refuse(id, change.message);
  let saved: string[];
  try {
    saved = await saveMyShortcuts(await upstreamFor(context), change.shortcuts);
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 400) return refuse(id, error.message || "Không lưu được lối tắt.");
    throw error;
  }
  auth.setShortcuts(saved);
  const title = findNavItem(id, roles)?.title ?? id;
  const message = intent === "pin-shortcut" ? `Đã ghim lối tắt ${title}` : `Đã bỏ ghim lối tắt ${title}`;
  return redirectWithToast(back, { type: "success", message }, { fallback: "/tim-dieu-huong" });
}
