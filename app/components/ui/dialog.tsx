/**
 * The one wrapper of radix-ui's Dialog (docs/conventions.md rule 5): a modal with an overlay, a title, focus
 * trapping, Escape and a close button `Đóng`. It renders in a portal, so nothing appears before
 * hydration: only use it to enhance something that already works as a page without JavaScript.
 */
import { Dialog } from "radix-ui";
import type { ReactNode } from "react";
import * as s from "./dialog.css";

export function Modal({
  open,
  onOpenChange,
  title,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={s.overlay} />
        <Dialog.Content className={s.content} aria-describedby={undefined}>
          <div className={s.header}>
            <Dialog.Title className={s.title}>{title}</Dialog.Title>
            <Dialog.Close className={s.close} aria-label="Đóng">
              ×
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
