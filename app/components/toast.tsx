/**
 * The flash toasts (spec §9, ADR 0016): at most 5, bottom right, newest on top, from the `__toast`
 * flash list the root loader reads.
 *
 * - Server render and JavaScript off: a list in the page (`Thông báo`), each toast a native
 *   `<details open>` whose summary "Đóng thông báo" closes it (the CSS then hides it). They never hide
 *   by themselves: a message must not vanish unread.
 * - Once hydrated: radix Toast (one Provider, a Viewport as the list), each toast hiding itself after
 *   TOASTS.defaultMs, or TOASTS.warningMs for warnings and the forced-login message; hovering or
 *   focusing pauses the timer (radix), swiping right or "Đóng thông báo" closes it. Errors are
 *   announced assertively (`foreground`), the rest politely (`background`), all through radix's
 *   `aria-live` region — the login success too (§9's 500 ms is too short to read: ADR 0016).
 *
 * Each toast's `id` (unique per page load) keys it, so a repeated message flashed again remounts and
 * restarts its timer.
 */
import { Toast as RadixToast } from "radix-ui";
import { useHydrated } from "remix-utils/use-hydrated";
import { TOASTS } from "~/constants";
import { visuallyHidden as srOnly } from "../../styles/utilities.css";
import * as styles from "./toast.css";

type ToastType = "success" | "error" | "info" | "warning";

type ToastMessage = {
  /** Unique within the page (the root loader gives one to each flashed toast). */
  id: string;
  type: ToastType;
  message: string;
  /** The §8 forced-logout message (4000 ms with JavaScript). */
  forcedLogin?: boolean;
};

export type ToastsProps = {
  /** Newest first; more than TOASTS.max are cut. */
  toasts: ToastMessage[];
};

/** How long (ms) a toast stays with JavaScript (spec §9, constants TOASTS). */
function durationOf(toast: ToastMessage): number {
  return toast.type === "warning" || toast.forcedLogin ? TOASTS.warningMs : TOASTS.defaultMs;
}

export function Toasts({ toasts }: ToastsProps) {
  const hydrated = useHydrated();
  const shown = toasts.filter((t) => t.message).slice(0, TOASTS.max);
  if (!hydrated) {
    if (shown.length === 0) return null;
    return (
      <section className={styles.region} aria-label="Thông báo">
        {shown.map((toast) => (
          <details key={toast.id} className={`${styles.toast} ${styles.tone[toast.type]}`} open>
            <summary className={styles.close} title="Đóng thông báo">
              <span aria-hidden="true">×</span>
              <span className={srOnly}>Đóng thông báo</span>
            </summary>
            <div className={styles.body} role={toast.type === "error" ? "alert" : "status"}>
              <ToastIcon type={toast.type} />
              <p className={styles.message}>{toast.message}</p>
            </div>
          </details>
        ))}
      </section>
    );
  }
  return (
    <RadixToast.Provider label="Thông báo" swipeDirection="right">
      {shown.map((toast) => (
        <RadixToast.Root
          key={toast.id}
          className={`${styles.toast} ${styles.liveToast} ${styles.tone[toast.type]}`}
          duration={durationOf(toast)}
          type={toast.type === "error" ? "foreground" : "background"}
          data-toast-type={toast.type}
        >
          <div className={styles.body}>
            <ToastIcon type={toast.type} />
            <RadixToast.Description className={styles.message}>{toast.message}</RadixToast.Description>
          </div>
          <RadixToast.Close className={styles.close} aria-label="Đóng thông báo" title="Đóng thông báo">
            <span aria-hidden="true">×</span>
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className={styles.region} label="Thông báo ({hotkey})" />
    </RadixToast.Provider>
  );
}

function ToastIcon({ type }: { type: ToastType }) {
  return (
    <svg
      className={`${styles.icon} ${styles.iconTone[type]}`}
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="12" cy="12" r="9" />
        {type === "success" ? (
          <path d="m8 12 3 3 5-6" />
        ) : type === "error" || type === "warning" ? (
          <path d="M12 7v6M12 16.5v.01" />
        ) : (
          <path d="M12 11v6M12 7.5v.01" />
        )}
      </g>
    </svg>
  );
}
