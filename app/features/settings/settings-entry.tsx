/**
 * The toolbar's `Cài đặt hiển thị` entry (issue 16, ADR 0016; docs/ui-contract.md "Display
 * settings"). Without JavaScript it is a link to `/cai-dat-hien-thi?redirectTo=<this page>`. With
 * JavaScript a click opens the same form in a radix side panel (380 px, right edge) that previews
 * every change live by setting the `<html>` attributes (displayAttributes); closing without saving
 * puts the saved ones back; saving posts the form (303 back here, the root then renders the new ones).
 */
import { useLocation, useRouteLoaderData } from "@remix-run/react";
import { Dialog } from "radix-ui";
import { useEffect, useRef, useState } from "react";
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

export function SettingsEntry({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const rootData = useRouteLoaderData("root") as { settings?: unknown } | undefined;
  const saved = parseDisplaySettings(rootData?.settings);
  const savedRef = useRef(saved);
  savedRef.current = saved;
  // Saving navigates (303 back here): close the panel on any navigation.
  useEffect(() => setOpen(false), [location.key]);
  const here = location.pathname + location.search;
  const redirectTo = location.pathname === "/cai-dat-hien-thi" ? "/cai-dat-hien-thi" : here;
  const onOpenChange = (next: boolean) => {
    // Closed without saving: back to the saved settings.
    if (!next) applyToDocument(savedRef.current);
    setOpen(next);
  };
  return (
    <>
      <a
        className={className}
        href={`/cai-dat-hien-thi?${new URLSearchParams({ redirectTo })}`}
        onClick={(e) => {
          if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
          e.preventDefault();
          setOpen(true);
        }}
      >
        Cài đặt hiển thị
      </a>
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
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
    </>
  );
}
