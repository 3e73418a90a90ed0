import { COMMISSION_STAGES, type CommissionDetail, type CommissionPaymentInput, type CommissionQuoteOutput, type CommissionStage, type ErrorCode } from '@atelier/contracts';
import { ApiCallError, apiFetch } from '../../lib/api.ts';
import { showToast } from '../../ui/toast-store.ts';
import { StaleEditError, changeShownItem } from '../item-change.ts';
import { T } from '../text.ts';
import { commissionApiPath, commissionQuery, commissionsQuery } from './commissions-query.ts';

/**
 * How a change to a commission went: done; stale (someone else changed it first: the screen
 * has reloaded it, ADR 029); or refused, with the server's words, its code and per-field issues.
 */
export type CommissionOutcome =
  | { kind: 'done' }
  | { kind: 'stale' }
  | { kind: 'refused'; code: ErrorCode | null; message: string; issues: { path: string; message: string }[] };

/** The commission's screen and the board both show what changed. */
async function reload(id: string): Promise<void> {
  await Promise.all([commissionQuery(id).refetch(), commissionsQuery.refetch()]);
}

/**
 * Sends one change, toasts how it went and reloads. `quiet` names a refusal the screen answers
 * itself (a move waiting for a payment opens the override instead of a toast).
 */
async function change(
  id: string,
  send: () => Promise<unknown>,
  done: { title: string; description?: string },
  failed: string,
  quiet: (code: ErrorCode | null) => boolean = () => false,
): Promise<CommissionOutcome> {
  try {
    await send();
    showToast(done);
    return { kind: 'done' };
  } catch (error) {
    if (error instanceof StaleEditError) {
      showToast({ title: T.staleEdit.title, description: T.staleEdit.description, variant: 'destructive' });
      return { kind: 'stale' };
    }
    const refused = error instanceof ApiCallError;
    const message = (refused && error.serverMessage) || (error as Error).message;
    const code = refused ? error.code : null;
    if (!quiet(code)) showToast({ title: failed, description: message, variant: 'destructive' });
    return { kind: 'refused', code, message, issues: refused ? error.issues : [] };
  } finally {
    await reload(id);
  }
}

type Shown = Pick<CommissionDetail, 'id' | 'version'>;

/**
 * Whether a refused move is one the override answers: forward, without a reason yet, and
 * refused as not allowed (only money waits on a forward move; the API says which).
 */
export const wantsOverride = (from: CommissionStage, to: CommissionStage, reason: string | null, code: ErrorCode | null): boolean =>
  reason === null && code === 'change_not_allowed' && COMMISSION_STAGES.indexOf(to) > COMMISSION_STAGES.indexOf(from);

/** POST …/stage with If-Match: the version shown; `reason` is an override of a payment not yet made. */
export const moveStage = (commission: Shown & Pick<CommissionDetail, 'stage'>, stage: CommissionStage, reason: string | null, done: { title: string }, failed: string) =>
  change(
    commission.id,
    () => changeShownItem(commissionApiPath(commission.id, 'stage'), commission.version, { method: 'POST', body: reason === null ? { stage } : { stage, override: { reason } } }),
    done,
    failed,
    (code) => wantsOverride(commission.stage, stage, reason, code),
  );

/** POST …/quote with If-Match: saves the quote and mails it to her. */
export const sendQuote = (commission: Shown, quote: CommissionQuoteOutput, done: { title: string; description: string }, failed: string) =>
  change(commission.id, () => changeShownItem(commissionApiPath(commission.id, 'quote'), commission.version, { method: 'POST', body: quote }), done, failed);

/** One key per submission: the same click arriving twice records one payment or one fabric. */
const once = (): Record<string, string> => ({ 'Idempotency-Key': `commission-${crypto.randomUUID()}` });

/** POST …/payments: a payment recorded by hand. */
export const recordPayment = (id: string, payment: CommissionPaymentInput, done: { title: string }, failed: string) =>
  change(id, () => apiFetch(commissionApiPath(id, 'payments'), { method: 'POST', body: payment, headers: once() }), done, failed);

/** POST …/fabrics (multipart): an option with its swatch photo. */
export const addFabric = (id: string, form: FormData, done: { title: string }, failed: string) =>
  change(id, () => apiFetch(commissionApiPath(id, 'fabrics'), { method: 'POST', body: form, headers: once() }), done, failed);
