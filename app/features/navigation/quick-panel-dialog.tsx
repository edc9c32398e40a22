/**
 * The toolbar's `Bảng tin nhanh` side panel (ADR 0016): a radix Dialog (380 px, right)
 * showing the `/bang-tin-nhanh` loader's data that the entry's fetcher loads, `Đang tải…` meanwhile,
 * and a link to the page. Loaded by ./nav-toolbar.tsx with `React.lazy` on first use (ADR
 * 0021).
 */
import { Dialog } from "radix-ui";
import * as panelStyles from "~/features/settings/settings.css";
import { QuickPanelView, type QuickPanelData } from "./quick-panel-view";

/** `panel` is the fetched data (undefined until it arrives); `loading` whether it is on its way. */
export default function QuickPanelDialog({
  open,
  onOpenChange,
  panel,
  loading,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  panel: QuickPanelData | undefined;
  loading: boolean;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={panelStyles.overlay} />
        <Dialog.Content className={panelStyles.panel} aria-describedby={undefined}>
          <div className={panelStyles.panelHeader}>
            <Dialog.Title className={panelStyles.panelTitle}>Bảng tin nhanh</Dialog.Title>
            <Dialog.Close className={panelStyles.close} aria-label="Đóng">
              ×
            </Dialog.Close>
          </div>
          {panel ? <QuickPanelView panel={panel} headingLevel={3} /> : loading ? <p role="status">Đang tải…</p> : null}
          <p>
            <a href="/bang-tin-nhanh">Mở trang Bảng tin nhanh</a>
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
