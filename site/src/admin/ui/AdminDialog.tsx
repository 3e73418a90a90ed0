import { Dialog } from 'radix-ui';
import { closeOnEscape } from './escape.ts';
import type { ReactNode } from 'react';

const WIDTH = { md: 'max-w-xl', lg: 'max-w-2xl', xl: 'max-w-3xl' } as const;

export interface AdminDialogProps {
  open: boolean;
  onClose(): void;
  /** The small caps line above the title, e.g. the section's name. */
  eyebrow: string;
  title: string;
  description: string;
  closeLabel: string;
  /** md for a form, xl for a form written in both languages side by side. */
  width?: keyof typeof WIDTH;
  children: ReactNode;
}

/**
 * The back office's modal dialog (Radix Dialog): a paper sheet over a dimmed page, centred,
 * scrolling inside on a short phone screen; Escape, the × and the overlay close it.
 */
export function AdminDialog({ open, onClose, eyebrow, title, description, closeLabel, width = 'md', children }: AdminDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/45 backdrop-blur-[2px]" />
        <Dialog.Content onKeyDown={closeOnEscape(onClose)} className={`fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] ${WIDTH[width]} -translate-x-1/2 -translate-y-1/2 flex-col border border-line bg-paper shadow-2xl`}>
          <header className="flex items-start justify-between gap-4 px-6 pt-6 pb-5 sm:px-9 sm:pt-8">
            <div>
              <p className="text-[0.7rem] font-medium uppercase tracking-[0.26em] text-accent">{eyebrow}</p>
              <Dialog.Title className="mt-2 font-display text-3xl leading-tight text-ink">{title}</Dialog.Title>
              <Dialog.Description className="mt-2 text-sm leading-relaxed text-muted">{description}</Dialog.Description>
            </div>
            <Dialog.Close className="-mt-1 -mr-2 p-2 text-2xl leading-none text-muted hover:text-ink" aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </header>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
