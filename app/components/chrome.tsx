/**
 * Small pieces of the site's chrome that only exist with JavaScript (spec §2, §9):
 *
 * - `NavigationProgress`: the slim bar at the top of the window during a client navigation or form
 *   submission (the §2 "Loading…"), from Remix's `useNavigation`; shown after 150 ms so fast
 *   navigations do not flicker; `role="progressbar"` named `Đang tải…`. A full page load without
 *   JavaScript has the browser's own indicator.
 * - `WarningDialog`: the §2 warning dialog — opens by itself for WARNING_DIALOG_MS on screens of at
 *   least BREAKPOINTS.desktop px when the page asks for it (a toast marked `forcedLogin`: the §8
 *   forced logout), then closes; Escape or `Đóng` close it earlier. The same message is in the toast
 *   list, so phones and pages without JavaScript lose nothing. The dialog's code (radix Dialog) is
 *   fetched only when it opens (ADR 0021).
 */
import { useNavigation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { BREAKPOINTS, WARNING_DIALOG_MS } from "~/constants";
import * as s from "./chrome.css";

/** The radix modal, fetched the first time the warning dialog opens. */
const Modal = lazy(() => import("~/components/ui/dialog").then((m) => ({ default: m.Modal })));

/** Delay (ms) before the progress bar shows: quicker navigations show none. */
const PROGRESS_DELAY_MS = 150;

export function NavigationProgress() {
  const busy = useNavigation().state !== "idle";
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) {
      setShown(false);
      return;
    }
    const timer = window.setTimeout(() => setShown(true), PROGRESS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [busy]);
  if (!shown) return null;
  return (
    <div className={s.progress} role="progressbar" aria-label="Đang tải…" aria-busy="true">
      <div className={s.progressBar} />
    </div>
  );
}

/** `message` (or null) is the page's request for the dialog; `id` identifies that request. */
export function WarningDialog({ request }: { request: { id: string; message: string } | null }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const id = request?.id ?? null;
  useEffect(() => {
    if (!id || !window.matchMedia(`(min-width: ${BREAKPOINTS.desktop}px)`).matches) return;
    setOpen(true);
    setOpened(true);
    const timer = window.setTimeout(() => setOpen(false), WARNING_DIALOG_MS);
    return () => window.clearTimeout(timer);
  }, [id]);
  // Never opened: nothing to render, nothing to download.
  if (!request || !opened) return null;
  return (
    <Suspense fallback={null}>
      <Modal open={open} onOpenChange={setOpen} title="Cảnh báo">
        <p className={s.warningText}>{request.message}</p>
      </Modal>
    </Suspense>
  );
}
