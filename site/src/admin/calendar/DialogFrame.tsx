import { Dialog } from 'radix-ui';
import { closeOnEscape } from '../ui/escape.ts';
import type { ReactNode } from 'react';

interface DialogFrameProps {
  open: boolean;
  onClose: () => void;
  eyebrow: string;
  title: string;
  description: ReactNode;
  closeLabel: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The calendar's dialogs: paper on a dimmed page, a serif title, a scrolling body and an optional footer. */
export function DialogFrame({ open, onClose, eyebrow, title, description, closeLabel, children, footer }: DialogFrameProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/45 backdrop-blur-[2px]" />
        <Dialog.Content onKeyDown={closeOnEscape(onClose)} className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 flex-col border border-line bg-paper shadow-2xl">
          <header className="flex items-start justify-between gap-4 px-6 pt-6 pb-5 sm:px-9 sm:pt-8">
            <div>
              <p className="text-[0.7rem] font-medium uppercase tracking-[0.26em] text-accent">{eyebrow}</p>
              <Dialog.Title className="mt-2 font-display text-3xl leading-tight text-ink">{title}</Dialog.Title>
              <Dialog.Description className="mt-2 text-sm text-muted">{description}</Dialog.Description>
            </div>
            <Dialog.Close className="-mt-1 -mr-2 p-2 text-2xl leading-none text-muted hover:text-ink" aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </header>
          <div className="flex flex-col gap-6 overflow-y-auto px-6 pb-8 sm:px-9">{children}</div>
          {footer && <footer className="flex flex-wrap justify-end gap-3 border-t border-line bg-linen/50 px-6 py-4 sm:px-9">{footer}</footer>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
