import type { ContactMessageListItem } from '@atelier/contracts';
import { useStore } from '@nanostores/react';
import { Dialog } from 'radix-ui';
import { closeOnEscape } from '../ui/escape.ts';
import { $session } from '../session.ts';
import { Button } from '../ui/Button.tsx';
import { receivedAt, senderOf, subjectOf } from './format.ts';
import { $inboxBusy, archiveMessage } from './inbox-actions.ts';
import { EraseMessageDialog } from './EraseMessageDialog.tsx';
import { replyHref } from './reply.ts';
import { INBOX_TEXT } from './text.ts';

const LINK_BUTTON =
  'inline-flex items-center justify-center gap-2 border border-ink bg-ink px-6 py-3 text-xs font-medium uppercase tracking-[0.16em] text-paper transition-colors hover:border-accent-deep hover:bg-accent-deep';

/** One message whole: who sent it and when, its text, and reply, archive and (for an admin) erase. */
export function MessageDialog({ message, onClose }: { message: ContactMessageListItem | null; onClose: () => void }) {
  const busy = useStore($inboxBusy);
  const session = useStore($session);
  const isAdmin = session.status === 'ready' && session.user?.isAdmin === true;

  return (
    <Dialog.Root
      open={message !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/45 backdrop-blur-[2px]" />
        {message && (
          <Dialog.Content onKeyDown={closeOnEscape(onClose)} className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col border border-line bg-paper shadow-2xl">
            <header className="flex items-start justify-between gap-4 px-6 pt-6 pb-5 sm:px-9 sm:pt-8">
              <div className="min-w-0">
                <p className="text-[0.7rem] font-medium uppercase tracking-[0.26em] text-accent">
                  {INBOX_TEXT.received} <span className="tabular-nums">{receivedAt(message.receivedAt)}</span>
                  {message.archivedAt !== null && <> · {INBOX_TEXT.archived}</>}
                </p>
                <Dialog.Title className="mt-2 font-display text-3xl leading-tight break-words text-ink sm:text-4xl">{subjectOf(message)}</Dialog.Title>
                <Dialog.Description className="mt-2 flex flex-wrap gap-x-2 text-sm text-muted">
                  <span>
                    {INBOX_TEXT.from} <span className="text-ink">{senderOf(message)}</span>
                  </span>
                  {!message.erased && <span className="break-all">{message.email}</span>}
                </Dialog.Description>
              </div>
              <Dialog.Close className="-mt-1 -mr-2 p-2 text-2xl leading-none text-muted hover:text-ink" aria-label={INBOX_TEXT.close}>
                <span aria-hidden="true">×</span>
              </Dialog.Close>
            </header>
            <div className="overflow-y-auto border-t border-line px-6 py-7 sm:px-9">
              {message.erased ? (
                <p className="text-base leading-relaxed text-muted italic">{INBOX_TEXT.erasedNote}</p>
              ) : (
                <p className="text-base leading-relaxed whitespace-pre-wrap break-words text-ink">{message.message}</p>
              )}
              <p className="mt-6 text-xs uppercase tracking-[0.2em] text-muted">
                {INBOX_TEXT.language}: {INBOX_TEXT.languages[message.lang]}
              </p>
            </div>
            <footer className="flex flex-wrap items-center justify-end gap-3 border-t border-line bg-linen/50 px-6 py-4 sm:px-9">
              {isAdmin && !message.erased && <EraseMessageDialog message={message} disabled={busy === message.id} />}
              {message.archivedAt === null && (
                <Button variant="outline" disabled={busy === message.id} onClick={() => void archiveMessage(message)}>
                  {INBOX_TEXT.archive}
                </Button>
              )}
              {!message.erased && (
                <a href={replyHref(message, INBOX_TEXT.replySubjectFallback)} className={LINK_BUTTON} aria-label={INBOX_TEXT.replyTo(message.name)}>
                  {INBOX_TEXT.reply}
                </a>
              )}
            </footer>
          </Dialog.Content>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  );
}
