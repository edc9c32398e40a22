/**
 * The display settings side panel (ADR 0016): the settings form in a radix Dialog (380 px,
 * right edge) that previews every change live by setting the `<html>` attributes
 * (displayAttributes); closing without saving puts the saved ones back. Loaded by
 * ./settings-entry.tsx with `React.lazy` the first time the entry is used (ADR 0021).
 */
import { useRouteLoaderData } from "@remix-run/react";
import { Dialog } from "radix-ui";
import { useRef } from "react";
import { displayAttributes } from "~/features/layout/display-attributes";
import { parseDisplaySettings, type DisplaySettings } from "~/utils/display-settings";
import { SettingsForm } from "./settings-form-view";
import * as s from "./settings.css";

/** Sets the `<html>` attributes of `settings` in the browser (the live preview). */
function applyToDocument(settings: DisplaySettings) {
  const root = document.documentElement;
  for (const [name, value] of Object.entries(displayAttributes(settings))) {
    if (typeof value === "string") root.setAttribute(name, value);
  }
  root.style.fontSize = `${settings.fontScale}%`;
}

/** `open`/`onOpenChange` are the entry's state; `redirectTo` is where saving returns (this page). */
export default function SettingsPanel({
  open,
  onOpenChange,
  redirectTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  redirectTo: string;
}) {
  const rootData = useRouteLoaderData("root") as { settings?: unknown } | undefined;
  const saved = parseDisplaySettings(rootData?.settings);
  const savedRef = useRef(saved);
  savedRef.current = saved;
  const change = (next: boolean) => {
    // Closed without saving: back to the saved settings.
    if (!next) applyToDocument(savedRef.current);
    onOpenChange(next);
  };
  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className={s.overlay} />
        <Dialog.Content className={s.panel} aria-describedby={undefined}>
          <div className={s.panelHeader}>
            <Dialog.Title className={s.panelTitle}>Cài đặt hiển thị</Dialog.Title>
            <Dialog.Close className={s.close} aria-label="Đóng">
              ×
            </Dialog.Close>
          </div>
          <SettingsForm id="settings-panel" settings={saved} redirectTo={redirectTo} onPreview={applyToDocument} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
