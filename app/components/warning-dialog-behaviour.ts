/**
 * The §2 warning dialog on a page React does not hydrate (ADR 0029; the hydrated pages keep
 * `WarningDialog` of ./chrome.tsx): when the page's toasts carry the forced-login message
 * (`details[data-forced-login]` of ./toast.tsx) and the screen is at least BREAKPOINTS.desktop px
 * wide, a native modal `<dialog>` named "Cảnh báo" shows the message for WARNING_DIALOG_MS, then
 * closes; Escape (native) or "Đóng" close it earlier. The toast keeps the message for everyone else.
 * Call it before the toasts become live (it reads the server-rendered list).
 */
import { BREAKPOINTS, WARNING_DIALOG_MS } from "~/constants";

/** Opens the dialog when the page asks for it; returns what stops its timer. */
export function startWarningDialog(): () => void {
  const message = document.querySelector("details[data-forced-login] [data-toast-body]")?.textContent?.trim();
  if (!message || !window.matchMedia(`(min-width: ${BREAKPOINTS.desktop}px)`).matches) return () => {};
  const dialog = document.createElement("dialog");
  dialog.setAttribute("aria-labelledby", "canh-bao-tieu-de");
  dialog.style.cssText = "max-width:min(32rem,90vw);padding:1.5rem;border-radius:8px;border:1px solid #ccc";
  const title = document.createElement("h2");
  title.id = "canh-bao-tieu-de";
  title.textContent = "Cảnh báo";
  const text = document.createElement("p");
  text.textContent = message;
  const close = document.createElement("button");
  close.type = "button";
  close.textContent = "Đóng";
  close.addEventListener("click", () => dialog.close());
  dialog.append(title, text, close);
  dialog.addEventListener("close", () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
  const timer = window.setTimeout(() => dialog.close(), WARNING_DIALOG_MS);
  return () => window.clearTimeout(timer);
}
