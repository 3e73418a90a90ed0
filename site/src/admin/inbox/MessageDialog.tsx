import type { ContactMessageListItem } from '@atelier/contracts';
import { useStore } from '@nanostores/react';
import { AdminDialog, DialogFooter } from '../ui/AdminDialog.tsx';
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
    <AdminDialog
      open={message !== null}
      onClose={onClose}
      width="lg"
      eyebrow={
        message && (
          <>
            {INBOX_TEXT.received} {receivedAt(message.receivedAt)}
            {message.archivedAt !== null && <> · {INBOX_TEXT.archived}</>}
          </>
        )
      }
      title={message ? subjectOf(message) : ''}
      description={
        message && (
          <span className="flex flex-wrap gap-x-2">
            <span>
              {INBOX_TEXT.from} <span className="text-ink">{senderOf(message)}</span>
            </span>
            {!message.erased && <span className="break-all">{message.email}</span>}
          </span>
        )
      }
      closeLabel={INBOX_TEXT.close}
    >
      {message && (
        <>
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
          <DialogFooter>
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
          </DialogFooter>
        </>
      )}
    </AdminDialog>
  );
}
