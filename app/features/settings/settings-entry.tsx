/**
 * The display settings' entry (`Tùy chỉnh hiển thị` in the footer, `Cài đặt hiển thị` in the account menu) (ADR 0016; docs/ui-contract.md "Display
 * settings"). Without JavaScript it is a link to `/cai-dat-hien-thi?redirectTo=<this page>`. With
 * JavaScript a click opens the same form in a radix side panel (./settings-panel.tsx) that previews
 * every change live; saving posts the form (303 back here, the root then renders the new settings).
 * The panel's code (radix Dialog, the form, zod's settings parse) is fetched on first use — pointing
 * at or focusing the link starts the download — so it is not part of every page's JavaScript
 * (ADR 0021).
 */
import { useLocation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useState } from "react";

const loadPanel = () => import("./settings-panel");
const SettingsPanel = lazy(loadPanel);

/**
 * The entry link; `className` styles it like its neighbours (footer list, account menu), `label` is
 * its text and accessible name (`Tùy chỉnh hiển thị` in the footer, `Cài đặt hiển thị` in the menu).
 */
export function SettingsEntry({ className, label = "Cài đặt hiển thị" }: { className?: string; label?: string }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const location = useLocation();
  // Saving navigates (303 back here): close the panel on any navigation.
  useEffect(() => setOpen(false), [location.key]);
  const here = location.pathname + location.search;
  const redirectTo = location.pathname === "/cai-dat-hien-thi" ? "/cai-dat-hien-thi" : here;
  return (
    <>
      <a
        className={className}
        href={`/cai-dat-hien-thi?${new URLSearchParams({ redirectTo })}`}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={(e) => {
          if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
          e.preventDefault();
          setUsed(true);
          setOpen(true);
        }}
      >
        {label}
      </a>
      {used ? (
        <Suspense fallback={null}>
          <SettingsPanel open={open} onOpenChange={setOpen} redirectTo={redirectTo} />
        </Suspense>
      ) : null}
    </>
  );
}
