import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { showToast } from '../../../ui/toast-store.ts';
import { sendTestMail } from '../../mail/mail-actions.ts';
import { ADMIN_PATHS } from '../../router.ts';
import { $session } from '../../session.ts';
import { AdminLink } from '../../ui/AdminLink.tsx';
import { Button } from '../../ui/Button.tsx';
import { MAIL_SETTINGS_TEXT } from './text.ts';

const T = MAIL_SETTINGS_TEXT.test;

/** "Send a test mail" (an admin's): the answer says where it went, and the log shows it. Staff see why they cannot. */
export function TestMail() {
  const session = useStore($session);
  const isAdmin = session.status === 'ready' && session.user?.isAdmin === true;
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function send() {
    setSending(true);
    const answer = await sendTestMail();
    setSending(false);
    if ('error' in answer) {
      showToast({ title: T.failed, description: answer.error, variant: 'destructive' });
      return;
    }
    setSentTo(answer.to);
    showToast({ title: T.sent(answer.to) });
  }

  return (
    <div className="grid gap-4">
      <h3 className="font-display text-2xl text-ink">{T.title}</h3>
      <p className="text-sm leading-relaxed text-muted">{T.text}</p>
      <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center">
        <Button variant="outline" disabled={!isAdmin || sending} aria-describedby={isAdmin ? undefined : 'test-mail-admin-only'} onClick={() => void send()} className="w-full sm:w-auto">
          {sending ? T.sending : T.send}
        </Button>
        {!isAdmin && (
          <p id="test-mail-admin-only" className="text-sm text-muted">
            {T.adminOnly}
          </p>
        )}
      </div>
      <p role="status" className="text-sm text-ink">
        {sentTo !== null && (
          <>
            {T.sent(sentTo)}{' '}
            <AdminLink href={ADMIN_PATHS.mail} className="text-accent-deep underline underline-offset-4 hover:text-ink">
              {T.seeLog}
            </AdminLink>
          </>
        )}
      </p>
    </div>
  );
}
