/**
 * What the static toast list (./toast.tsx) and the radix one (./toast-live.tsx) share: the message
 * type and the icon.
 */
import * as styles from "./toast.css";

export type ToastType = "success" | "error" | "info" | "warning";

/** One flashed message as the root loader hands it over. */
export type ToastMessage = {
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

/** The toast's icon (a check, an exclamation mark or an "i"), in the tone of its type. */
export function ToastIcon({ type }: { type: ToastType }) {
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
