/**
 * The flash toasts (spec §9, ADR 0016): at most 5, bottom right, newest on top, from the `__toast`
 * flash list the root loader reads.
 *
 * - Server render and JavaScript off: a list in the page (`Thông báo`), each toast a native
 *   `<details open>` whose summary "Đóng thông báo" closes it (the CSS then hides it). They never hide
 *   by themselves: a message must not vanish unread.
 * - Once hydrated and there is a toast to show: radix Toast (./toast-live.tsx, loaded then with
 *   `React.lazy` so no page ships radix to hydrate — ADR 0021; the list above stays until it
 *   has arrived): one Provider, a Viewport as the list, each toast hiding itself after
 *   TOASTS.defaultMs, or TOASTS.warningMs for warnings and the forced-login message; hovering or
 *   focusing pauses the timer (radix), swiping right or "Đóng thông báo" closes it. Errors are
 *   announced assertively (`foreground`), the rest politely (`background`), all through radix's
 *   `aria-live` region — the login success too (§9's 500 ms is too short to read: ADR 0016).
 *
 * Each toast's `id` (unique per page load) keys it, so a repeated message flashed again remounts and
 * restarts its timer.
 */
import { lazy, Suspense } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { TOASTS } from "~/constants";
import { visuallyHidden as srOnly } from "../../styles/utilities.css";
import { ToastIcon, type ToastsProps } from "./toast-parts";
import * as styles from "./toast.css";

/** The radix toasts, fetched the first time a hydrated page has a toast to show. */
const LiveToasts = lazy(() => import("./toast-live"));

/** The toasts: a static list before hydration (and without JavaScript), radix toasts after. */
export function Toasts({ toasts }: ToastsProps) {
  const hydrated = useHydrated();
  const shown = toasts.filter((t) => t.message).slice(0, TOASTS.max);
  if (shown.length === 0) return null;
  const list = <StaticToasts toasts={shown} />;
  if (!hydrated) return list;
  return (
    <Suspense fallback={list}>
      <LiveToasts toasts={shown} />
    </Suspense>
  );
}

/** The server-rendered list: each toast a `<details open>` closed by its summary; nothing hides by itself. */
function StaticToasts({ toasts }: ToastsProps) {
  return (
    // The data attributes feed ./toast-behaviour.ts, which makes these live on pages React does not hydrate.
    <section
      className={styles.region}
      aria-label="Thông báo"
      data-toasts=""
      data-live-class={styles.liveToast}
      data-close-class={styles.close}
    >
      {toasts.map((toast) => (
        <details
          key={toast.id}
          className={`${styles.toast} ${styles.tone[toast.type]}`}
          open
          data-toast-type={toast.type}
          data-toast-duration={toast.type === "warning" || toast.forcedLogin ? TOASTS.warningMs : TOASTS.defaultMs}
          data-forced-login={toast.forcedLogin ? "" : undefined}
        >
          <summary className={styles.close} title="Đóng thông báo">
            <span aria-hidden="true">×</span>
            <span className={srOnly}>Đóng thông báo</span>
          </summary>
          <div className={styles.body} role={toast.type === "error" ? "alert" : "status"} data-toast-body="">
            <ToastIcon type={toast.type} />
            <p className={styles.message}>{toast.message}</p>
          </div>
        </details>
      ))}
    </section>
  );
}
