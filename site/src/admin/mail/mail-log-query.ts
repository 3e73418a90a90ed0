import type { MailLogEntry, MailLogPage } from '@atelier/contracts';
import { atom, onMount } from 'nanostores';
import { ApiCallError, apiFetch } from '../../lib/api.ts';

export type MailLogState =
  | { status: 'loading' }
  | { status: 'error'; error: string }
  | {
      status: 'success';
      entries: MailLogEntry[];
      /** The `before` of the next page; null once the oldest mail is shown. */
      next: string | null;
      /** A refresh or an older page on its way: the list stays on screen meanwhile. */
      busy: 'refresh' | 'more' | null;
    };

/** GET /api/mail: the newest page first, then older pages on demand, each after the last entry shown. */
const pagePath = (before: string | null) => (before === null ? '/api/mail' : `/api/mail?before=${encodeURIComponent(before)}`);

export const $mailLog = atom<MailLogState>({ status: 'loading' });

const messageOf = (error: unknown) => (error instanceof ApiCallError ? error.message : String(error));

/**
 * Reads the newest page again (after a resend, a test mail, or the Refresh button: the log is
 * never refetched by itself, docs/product.md#api). Older pages already shown are dropped: the
 * list starts again from the newest.
 */
export async function refreshMailLog(): Promise<void> {
  const current = $mailLog.get();
  if (current.status === 'success') $mailLog.set({ ...current, busy: 'refresh' });
  try {
    const page = await apiFetch<MailLogPage>(pagePath(null));
    $mailLog.set({ status: 'success', entries: page.entries, next: page.next, busy: null });
  } catch (error) {
    const now = $mailLog.get();
    if (now.status === 'success') {
      $mailLog.set({ ...now, busy: null });
      throw error;
    }
    $mailLog.set({ status: 'error', error: messageOf(error) });
  }
}

/** The page after the last entry shown, added below it. */
export async function loadOlderMail(): Promise<void> {
  const current = $mailLog.get();
  if (current.status !== 'success' || current.next === null || current.busy) return;
  $mailLog.set({ ...current, busy: 'more' });
  try {
    const page = await apiFetch<MailLogPage>(pagePath(current.next));
    const shown = new Set(current.entries.map((entry) => entry.id));
    $mailLog.set({ status: 'success', entries: [...current.entries, ...page.entries.filter((entry) => !shown.has(entry.id))], next: page.next, busy: null });
  } catch (error) {
    $mailLog.set({ ...current, busy: null });
    throw error;
  }
}

onMount($mailLog, () => {
  void refreshMailLog().catch((error: unknown) => console.error('GET /api/mail failed:', messageOf(error)));
});
