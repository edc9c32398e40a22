/**
 * The flash toast (spec §9: bottom right, auto-hide after 3000 ms), rendered on the server from the
 * flash cookie, so it shows with JavaScript off. It hides itself with a CSS animation (no timers),
 * pauses while hovered or focused, and honours `prefers-reduced-motion`.
 *
 * The close control is a native `<details open>`: clicking its summary "Đóng thông báo" closes the
 * details, which the CSS hides entirely — no JavaScript. Errors use `role="alert"`, other toasts
 * `role="status"`. The element is keyed by `id` (else type + message), so a new flash arriving by
 * client-side navigation remounts it and restarts the countdown; pass an `id` (e.g. the flash's
 * creation time) if the same message can be flashed twice in a row.
 */
import { visuallyHidden as srOnly } from "../../styles/utilities.css";
import * as styles from "./toast.css";

type ToastType = "success" | "error" | "info";

type ToastMessage = {
  type: ToastType;
  message: string;
  /** Optional unique id of this flash; keys the element so a repeated message restarts its timer. */
  id?: string;
};

export type ToastProps = {
  toast: ToastMessage | null;
};

export function Toast({ toast }: ToastProps) {
  if (!toast || !toast.message) return null;
  const { type, message } = toast;
  return (
    <div className={styles.region}>
      <details key={toast.id ?? `${type}:${message}`} className={`${styles.toast} ${styles.tone[type]}`} open>
        <summary className={styles.close} title="Đóng thông báo">
          <span aria-hidden="true">×</span>
          <span className={srOnly}>Đóng thông báo</span>
        </summary>
        <div className={styles.body} role={type === "error" ? "alert" : "status"}>
          <ToastIcon type={type} />
          <p className={styles.message}>{message}</p>
        </div>
      </details>
    </div>
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
        ) : type === "error" ? (
          <path d="M12 7v6M12 16.5v.01" />
        ) : (
          <path d="M12 11v6M12 7.5v.01" />
        )}
      </g>
    </svg>
  );
}
