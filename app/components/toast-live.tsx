/**
 * The hydrated toasts (spec §9, ADR 0016): radix Toast, one Provider and a Viewport as the list, each
 * toast hiding itself after TOASTS.defaultMs, or TOASTS.warningMs for warnings and the forced-login
 * message; hovering or focusing pauses the timer, swiping right or "Đóng thông báo" closes it. Errors
 * are announced assertively (`foreground`), the rest politely (`background`).
 *
 * Loaded by ./toast.tsx with `React.lazy` only when a hydrated page has a toast to show
 * (ADR 0021): radix is not part of the JavaScript a page needs to hydrate.
 */
import { Toast as RadixToast } from "radix-ui";
import { TOASTS } from "~/constants";
import { ToastIcon, type ToastMessage, type ToastsProps } from "./toast-parts";
import * as styles from "./toast.css";

/** How long (ms) a toast stays with JavaScript (spec §9, constants TOASTS). */
function durationOf(toast: ToastMessage): number {
  return toast.type === "warning" || toast.forcedLogin ? TOASTS.warningMs : TOASTS.defaultMs;
}

/** `toasts`: at most TOASTS.max, newest first, already filtered by ./toast.tsx. */
export default function LiveToasts({ toasts }: ToastsProps) {
  return (
    <RadixToast.Provider label="Thông báo" swipeDirection="right">
      {toasts.map((toast) => (
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
