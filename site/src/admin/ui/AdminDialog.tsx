import { Dialog } from 'radix-ui';
import type { ReactNode, Ref } from 'react';
import { closeOnEscape } from './escape.ts';
import { useReturnFocus } from './return-focus.ts';

const WIDTH = { md: 'max-w-xl', lg: 'max-w-2xl', xl: 'max-w-3xl' } as const;

export interface AdminDialogProps {
  open: boolean;
  onClose(): void;
  /** The small caps line above the title, e.g. the section's name or the item's number. */
  eyebrow?: ReactNode;
  title: string;
  /** Phrasing content only: it is drawn in a paragraph. */
  description?: ReactNode;
  closeLabel: string;
  /** md for a form, lg for a message, xl for a request's whole file. */
  width?: keyof typeof WIDTH;
  /** The × button, for a dialog that must move the keyboard there when its focused button goes. */
  closeRef?: Ref<HTMLButtonElement>;
  /** What follows the header: a DialogBody, then a DialogFooter (both inside a form for a form). */
  children: ReactNode;
}

/**
 * The back office's one modal dialog (Radix Dialog): a paper sheet over a dimmed page, centred,
 * scrolling inside on a short phone screen. Escape (even while a toast shows), the × and the
 * overlay close it, and the focus goes back to what opened it, when that is still there.
 */
export function AdminDialog({ open, onClose, eyebrow, title, description, closeLabel, width = 'md', closeRef, children }: AdminDialogProps) {
  const focus = useReturnFocus();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/45 backdrop-blur-[2px]" />
        <Dialog.Content
          onKeyDown={closeOnEscape(onClose)}
          {...focus}
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          className={`fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] ${WIDTH[width]} -translate-x-1/2 -translate-y-1/2 flex-col border border-line bg-paper shadow-2xl`}
        >
          <header className="flex items-start justify-between gap-4 px-6 pt-6 pb-5 sm:px-9 sm:pt-8">
            <div className="min-w-0">
              {eyebrow !== undefined && <p className="text-[0.7rem] font-medium uppercase tracking-[0.26em] text-accent">{eyebrow}</p>}
              <Dialog.Title className={`font-display text-3xl leading-tight break-words text-ink ${eyebrow !== undefined ? 'mt-2' : ''} ${width === 'md' ? '' : 'sm:text-4xl'}`}>
                {title}
              </Dialog.Title>
              {description !== undefined && <Dialog.Description className="mt-2 text-sm leading-relaxed text-muted">{description}</Dialog.Description>}
            </div>
            <Dialog.Close ref={closeRef} className="-mt-1 -mr-2 p-2 text-2xl leading-none text-muted hover:text-ink" aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </header>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The dialog's scrolling body. */
export function DialogBody({ children, className = 'gap-6' }: { children: ReactNode; className?: string }) {
  return <div className={`flex min-h-0 flex-col overflow-y-auto px-6 pb-8 sm:px-9 ${className}`}>{children}</div>;
}

/** The dialog's footer: its actions on linen, below a rule, right-aligned (stacked on a phone). */
export function DialogFooter({ children }: { children: ReactNode }) {
  return <footer className="flex flex-col-reverse gap-3 border-t border-line bg-linen/50 px-6 py-4 sm:flex-row sm:flex-wrap sm:items-center sm:justify-end sm:px-9">{children}</footer>;
}

/** A Cancel button (or any child) that closes the dialog it sits in. */
export const DialogClose = Dialog.Close;
