import type { MailLogEntry } from '@atelier/contracts';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { showToast } from '../../ui/toast-store.ts';
import { T } from '../text.ts';
import { Button } from '../ui/Button.tsx';
import { PageHeading } from '../ui/PageHeading.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { $mailLog, loadOlderMail, refreshMailLog } from './mail-log-query.ts';
import { MailList } from './MailList.tsx';
import { MailPreviewDialog } from './MailPreviewDialog.tsx';
import { MAIL_TEXT } from './text.ts';

const failure = (error: unknown) => showToast({ title: T.loadFailed, description: String(error instanceof Error ? error.message : error), variant: 'destructive' });

/**
 * /admin/mail: the mail log (docs/product.md#mail, ADR 045), newest first, a page at a time;
 * each mail opens as it goes out. Read again on Refresh, after a resend and after a test
 * mail, never by itself.
 */
export function MailPage() {
  const state = useStore($mailLog);
  const [openId, setOpenId] = useState<string | null>(null);
  const [opened, setOpened] = useState<MailLogEntry | null>(null);
  const entries = state.status === 'success' ? state.entries : [];
  // The dialog follows the log (a resend shows at once), and keeps the mail if a refresh drops its page.
  const open = openId === null ? null : (entries.find((entry) => entry.id === openId) ?? opened);
  const failed = entries.filter((entry) => entry.status === 'failed' && !entry.erased).length;
  const busy = state.status === 'success' ? state.busy : null;

  function openEntry(entry: MailLogEntry) {
    setOpened(entry);
    setOpenId(entry.id);
  }

  return (
    <>
      <PageHeading
        eyebrow={MAIL_TEXT.eyebrow}
        title={MAIL_TEXT.title}
        intro={MAIL_TEXT.intro}
        actions={
          state.status === 'success' && (
            <Button variant="outline" size="sm" disabled={busy !== null} onClick={() => void refreshMailLog().catch(failure)}>
              {busy === 'refresh' ? MAIL_TEXT.refreshing : MAIL_TEXT.refresh}
            </Button>
          )
        }
      />
      {state.status === 'loading' && <Spinner label={T.loading} />}
      {state.status === 'error' && (
        <p role="alert" className="mt-10 text-danger">
          {T.loadFailed}: {state.error}
        </p>
      )}
      {state.status === 'success' && (
        <section className="mt-10">
          <p role="status" className={`mb-6 text-sm ${failed > 0 ? 'text-danger' : 'sr-only'}`}>
            {failed > 0 ? MAIL_TEXT.failedCount(failed) : ''}
          </p>
          {entries.length === 0 ? (
            <p className="border-t border-line py-16 text-center font-display text-2xl text-muted">{MAIL_TEXT.empty}</p>
          ) : (
            <MailList entries={entries} onOpen={openEntry} />
          )}
          {state.next !== null && (
            <div className="mt-8 flex justify-center">
              <Button variant="outline" disabled={busy !== null} onClick={() => void loadOlderMail().catch(failure)} className="w-full sm:w-auto">
                {busy === 'more' ? MAIL_TEXT.loadingMore : MAIL_TEXT.loadMore}
              </Button>
            </div>
          )}
        </section>
      )}
      <MailPreviewDialog entry={open} onClose={() => setOpenId(null)} />
    </>
  );
}
