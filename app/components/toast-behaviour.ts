/**
 * The toasts of a page React does not hydrate (`STATIC_PAGE`, ADR 0029), started by the progressive
 * script: the server-rendered list (./toast.tsx, `section[data-toasts]`, each toast a `<details
 * data-toast-type data-toast-duration>`) becomes the same live list the hydrated pages get from radix
 * Toast (./toast-live.tsx): `<li data-toast-type data-state>` items in a list inside a region named
 * "Thông báo (F8)", errors announced assertively and the rest politely, each hiding itself after its
 * `data-toast-duration` ms (TOASTS.defaultMs, or TOASTS.warningMs for warnings and the forced-login
 * message); hovering or focusing the list pauses every timer, "Đóng thông báo" closes one at once.
 * Without JavaScript the server's list stays: nothing vanishes unread.
 */

/** How long a closing toast fades out (ms; the CSS animation of `liveToast` is 150 ms). */
const LEAVE_MS = 150;

/** Turns the server-rendered toasts into live ones; returns what stops them. */
export function startToasts(): () => void {
  const section = document.querySelector<HTMLElement>("section[data-toasts]");
  const items = section ? [...section.querySelectorAll<HTMLDetailsElement>("details[data-toast-type][open]")] : [];
  if (!section || items.length === 0) return () => {};
  const region = document.createElement("div");
  region.setAttribute("role", "region");
  region.setAttribute("aria-label", "Thông báo (F8)");
  region.tabIndex = -1;
  const list = document.createElement("ol");
  list.className = section.className;
  region.append(list);

  const timers = new Map<HTMLLIElement, { left: number; started: number; timer?: number }>();
  let paused = false;
  const close = (li: HTMLLIElement) => {
    const t = timers.get(li);
    if (t) window.clearTimeout(t.timer);
    timers.delete(li);
    li.dataset.state = "closed";
    window.setTimeout(() => li.remove(), LEAVE_MS);
  };
  const run = (li: HTMLLIElement) => {
    const t = timers.get(li);
    if (!t || paused) return;
    t.started = Date.now();
    t.timer = window.setTimeout(() => close(li), t.left);
  };

  for (const details of items) {
    const body = details.querySelector<HTMLElement>("[data-toast-body]");
    const li = document.createElement("li");
    li.className = `${details.className} ${section.dataset.liveClass ?? ""}`;
    li.dataset.toastType = details.dataset.toastType;
    li.dataset.state = "open";
    li.setAttribute("role", details.dataset.toastType === "error" ? "alert" : "status");
    li.setAttribute("aria-live", details.dataset.toastType === "error" ? "assertive" : "polite");
    li.setAttribute("aria-atomic", "true");
    if (body) {
      body.removeAttribute("role");
      li.append(body);
    }
    const button = document.createElement("button");
    button.type = "button";
    button.className = section.dataset.closeClass ?? "";
    button.setAttribute("aria-label", "Đóng thông báo");
    button.title = "Đóng thông báo";
    button.innerHTML = '<span aria-hidden="true">×</span>';
    button.addEventListener("click", () => close(li));
    li.append(button);
    list.append(li);
    timers.set(li, { left: Number(details.dataset.toastDuration) || 3000, started: 0 });
  }

  const pause = () => {
    if (paused) return;
    paused = true;
    for (const t of timers.values()) {
      window.clearTimeout(t.timer);
      t.left = Math.max(0, t.left - (Date.now() - t.started));
    }
  };
  const resume = () => {
    if (!paused || region.contains(document.activeElement) || region.matches(":hover")) return;
    paused = false;
    for (const li of timers.keys()) run(li);
  };
  region.addEventListener("pointerenter", pause);
  region.addEventListener("pointerleave", resume);
  region.addEventListener("focusin", pause);
  region.addEventListener("focusout", () => window.setTimeout(resume));
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "F8") region.focus();
  };
  document.addEventListener("keydown", onKey);
  section.replaceWith(region);
  for (const li of timers.keys()) run(li);
  return () => {
    document.removeEventListener("keydown", onKey);
    for (const t of timers.values()) window.clearTimeout(t.timer);
  };
}
