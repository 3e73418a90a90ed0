import type { MailLogEntry } from '@atelier/contracts';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $session } from '../session.ts';
import { AdminDialog, DialogClose, DialogFooter } from '../ui/AdminDialog.tsx';
import { Button } from '../ui/Button.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { longDateTime } from '../dates.ts';
import { addressOf, kindOf, subjectOf } from './format.ts';
import { resendMail } from './mail-actions.ts';
import { MailFrame } from './MailFrame.tsx';
import { MailStatusBadge, markOf } from './MailStatusBadge.tsx';
import { MAIL_TEXT } from './text.ts';
import { usePreview } from './use-preview.ts';

/**
 * One mail of the log, as it goes out (its design in a sandboxed frame, its text part), with
 * what the log knows of its delivery; a failed one may be sent again by an admin
 * (docs/product.md#mail). Staff see why they cannot.
 */
export function MailPreviewDialog({ entry, onClose }: { entry: MailLogEntry | null; onClose: () => void }) {
  return (
    <AdminDialog
      open={entry !== null}
      onClose={onClose}
      width="xl"
      eyebrow={entry ? kindOf(entry) : undefined}
      title={entry ? subjectOf(entry) : ''}
      description={
        entry && (
          <span className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <MailStatusBadge mark={markOf(entry)} />
            <span>
              {MAIL_TEXT.to} <span className={`break-all text-ink ${entry.erased ? 'italic' : ''}`}>{addressOf(entry)}</span>
            </span>
            <span>
              {MAIL_TEXT.preview.language}: {MAIL_TEXT.languages[entry.lang]}
            </span>
          </span>
        )
      }
      closeLabel={MAIL_TEXT.preview.close}
    >
      {entry && <PreviewBody key={entry.id} entry={entry} />}
    </AdminDialog>
  );
}

function PreviewBody({ entry }: { entry: MailLogEntry }) {
  const state = usePreview(`/api/mail/${encodeURIComponent(entry.id)}/preview`);
  const session = useStore($session);
  const isAdmin = session.status === 'ready' && session.user?.isAdmin === true;
  const [resending, setResending] = useState(false);
  const failed = entry.status === 'failed' && !entry.erased;

  async function resend() {
    setResending(true);
    await resendMail(entry.id);
    setResending(false);
  }

  return (
    <>
      <div className="flex min-h-0 flex-col gap-5 overflow-y-auto border-t border-line px-6 py-6 sm:px-9">
        <Delivery entry={entry} />
        {state.status === 'loading' && <Spinner label={MAIL_TEXT.preview.loading} className="py-16" />}
        {state.status === 'error' && (
          <p role="alert" className="text-danger">
            {MAIL_TEXT.preview.failed}: {state.error}
          </p>
        )}
        {state.status === 'success' &&
          (state.preview.erased || state.preview.noRecipient ? (
            <p className="border border-line bg-linen/40 px-5 py-8 text-base leading-relaxed text-muted italic">
              {state.preview.erased ? MAIL_TEXT.preview.erased : MAIL_TEXT.preview.noRecipient}
            </p>
          ) : (
            <MailFrame preview={state.preview} />
          ))}
      </div>
      <DialogFooter>
        {failed && !isAdmin && <p className="text-sm text-muted sm:mr-auto sm:max-w-xs">{MAIL_TEXT.resendAdminOnly}</p>}
        <DialogClose asChild>
          <Button variant="outline">{MAIL_TEXT.preview.close}</Button>
        </DialogClose>
        {failed && isAdmin && (
          <Button disabled={resending} onClick={() => void resend()}>
            {resending ? MAIL_TEXT.resending : MAIL_TEXT.resend}
          </Button>
        )}
      </DialogFooter>
    </>
  );
}

/** When it was called for and went out, how many tries it took, and what went wrong last. */
function Delivery({ entry }: { entry: MailLogEntry }) {
  const rows: [string, string][] = [[MAIL_TEXT.created, longDateTime(entry.createdAt)]];
  if (entry.sentAt) rows.push([MAIL_TEXT.sentAt, longDateTime(entry.sentAt)]);
  if (entry.attempts > 0) rows.push([MAIL_TEXT.attemptsLabel, MAIL_TEXT.attempts(entry.attempts)]);
  if (entry.lastError && entry.status !== 'sent') rows.push([MAIL_TEXT.lastError, entry.lastError]);
  if (entry.status === 'not-sent' && entry.notSentReason) rows.push([MAIL_TEXT.statuses['not-sent'], MAIL_TEXT.reasons[entry.notSentReason]]);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-5 gap-y-1.5 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-[0.68rem] font-medium uppercase tracking-[0.18em] text-muted">{term}</dt>
          <dd className="break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
