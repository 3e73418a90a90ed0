import type { MailResendAnswer, TestMailAnswer } from '@atelier/contracts';
import { ApiCallError, apiFetch } from '../../lib/api.ts';
import { showToast } from '../../ui/toast-store.ts';
import { ADMIN_LANG } from '../lang.ts';
import { refreshMailLog } from './mail-log-query.ts';
import { MAIL_TEXT } from './text.ts';

const reasonOf = (error: unknown) => (error instanceof ApiCallError ? (error.serverMessage ?? error.message) : String(error));

/** POST /api/mail/{id}/resend (an admin's; a failed mail only): the mail is pending again and the log shows it. */
export async function resendMail(id: string): Promise<boolean> {
  try {
    await apiFetch<MailResendAnswer>(`/api/mail/${encodeURIComponent(id)}/resend`, { method: 'POST', lang: ADMIN_LANG });
    showToast(MAIL_TEXT.toasts.resent);
    return true;
  } catch (error) {
    showToast({ title: MAIL_TEXT.toasts.failed, description: reasonOf(error), variant: 'destructive' });
    return false;
  } finally {
    await refreshMailLog().catch(() => undefined);
  }
}

/** POST /api/mail/test (an admin's): a test mail to the atelier's address; the answer says which. */
export async function sendTestMail(): Promise<TestMailAnswer | { error: string }> {
  try {
    return await apiFetch<TestMailAnswer>('/api/mail/test', { method: 'POST', lang: ADMIN_LANG });
  } catch (error) {
    return { error: reasonOf(error) };
  }
}
