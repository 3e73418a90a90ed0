import { MailNotDue, PERSONAL_DATA_ERASED, mailStream, type MailCommand, type MailNotSentReason, type MailState } from '@atelier/domain';
import { ConcurrencyError, executeCommand, type EventStore } from '@atelier/event-store';
import { getMailSettings, outboxEntry, type MailTemplate, type OutboxEntry } from '@atelier/projections';
import { retryAt } from './backoff.ts';
import { composeMail, messageIdOf, type ComposeDeps } from './compose.ts';
import type { MailTransport } from './transport.ts';

/** How long an attempt holds its entry: past it, its sender is taken for dead and another may send (ADR 045). */
export const DEFAULT_LEASE_MS = 60_000;

export interface DeliveryLog {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
}

export interface DeliveryDeps extends ComposeDeps {
  transport: MailTransport;
  log: DeliveryLog;
  /** Injected in tests; 60 s by default. */
  leaseMs?: number;
  /** The time outcomes are recorded at (after the send); the real clock by default. */
  clock?: () => Date;
}

/** What one call did: sent it, recorded a failure (to retry, or for good), put it aside, or found it not to take. */
export type DeliveryOutcome = 'sent' | 'retrying' | 'failed' | 'not-sent' | 'not-due';

/** The designer's notices that Settings can switch off (docs/product.md#mail); the test mail never is. */
const NOTICE_OF: Partial<Record<MailTemplate, 'notifyNewRequest' | 'notifyContactMessage' | 'notifyClientMessage'>> = {
  'request-new': 'notifyNewRequest',
  'contact-new': 'notifyContactMessage',
  'client-message': 'notifyClientMessage',
};

/** An error's kind for the log, never its text: an SMTP answer may quote her address. */
const errorKind = (error: unknown): string => {
  const { code, responseCode, name } = (error ?? {}) as { code?: unknown; responseCode?: unknown; name?: unknown };
  return [code, responseCode, name].filter((part) => part !== undefined).join(' ') || 'error';
};
const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

function command(store: EventStore, entry: OutboxEntry, mail: MailCommand) {
  return executeCommand(store, {
    stream: mailStream(entry.outbox_id),
    command: mail,
    metadata: { actor: 'system', correlationId: entry.outbox_id, causationId: entry.source_event_id },
    result: (state: MailState) => ({ attempt: state.attempt }),
  });
}

/**
 * Records an attempt's outcome. Another sender may append to the stream meanwhile (it took the
 * entry over when this attempt's lease ran out): the outcome is decided again on the new
 * state, and when that sender has recorded one already, that one stands.
 */
async function record(store: EventStore, entry: OutboxEntry, mail: MailCommand): Promise<void> {
  for (let tries = 1; ; tries++) {
    try {
      await command(store, entry, mail);
      return;
    } catch (error) {
      if (error instanceof MailNotDue) return;
      if (!(error instanceof ConcurrencyError) || tries === 3) throw error;
    }
  }
}

/** Whether the entry's request (or its source stream) has been erased, by the log itself. */
async function erasedSince(store: EventStore, entry: OutboxEntry): Promise<boolean> {
  const streams = [entry.source_stream_id, ...(entry.request_stream_id ? [entry.request_stream_id] : [])];
  const found = await store.db.selectFrom('events').select('stream_id').where('stream_id', 'in', streams).where('type', '=', PERSONAL_DATA_ERASED).limit(1).executeTakeFirst();
  return found !== undefined;
}

/**
 * One attempt at one outbox entry (ADR 045). It first claims the entry with StartMailSend (the
 * mail stream's version check lets one sender win: anyone else finds it not due and returns);
 * then puts it aside when her data is erased, the notice is switched off or the designer has
 * no address; else composes and sends it with its one Message-ID and records MailSent, or the
 * failure and when to retry. A crash after the send and before MailSent leaves it `sending`:
 * when the lease runs out it is sent again, as the same mail.
 */
export async function deliverEntry(deps: DeliveryDeps, outboxId: string, now: Date): Promise<DeliveryOutcome> {
  const entry = await outboxEntry(deps.store.db, outboxId);
  if (!entry) return 'not-due';
  const { store } = deps;
  const clock = () => new Date(Math.max(now.getTime(), (deps.clock ?? (() => new Date()))().getTime()));
  const leaseUntil = new Date(now.getTime() + (deps.leaseMs ?? DEFAULT_LEASE_MS)).toISOString();

  let attempt: number;
  try {
    const claimed = await command(store, entry, { type: 'StartMailSend', data: { outboxId, at: now.toISOString(), leaseUntil } });
    attempt = (claimed.result as { attempt: number }).attempt;
  } catch (error) {
    if (error instanceof MailNotDue || error instanceof ConcurrencyError) return 'not-due';
    throw error;
  }
  const fields = { outboxId, template: entry.template, attempt };
  const putAside = async (reason: MailNotSentReason): Promise<DeliveryOutcome> => {
    await record(store, entry, { type: 'PutMailAside', data: { outboxId, at: clock().toISOString(), reason } });
    deps.log.info('mail not sent', { ...fields, reason });
    return 'not-sent';
  };

  if (entry.erased) return putAside('erased');
  if (entry.recipient === 'designer') {
    const settings = await getMailSettings(store.db);
    const notice = NOTICE_OF[entry.template];
    if (notice && !settings.notices[notice]) return putAside('switched-off');
    if (settings.contactEmail === null) return putAside('no-recipient');
  }

  let outcome: { kind: 'sent'; response: string } | { kind: 'erased' | 'no-recipient' };
  try {
    const composed = await composeMail(deps, entry, now);
    outcome = composed.kind === 'mail' ? { kind: 'sent', ...(await deps.transport.send(outboxId, composed.mail)) } : { kind: composed.kind };
  } catch (error) {
    const failedAt = clock();
    const retry = retryAt(attempt, failedAt);
    await record(store, entry, { type: 'RecordMailFailure', data: { outboxId, attempt, at: failedAt.toISOString(), error: errorText(error), retryAt: retry } });
    deps.log.warn(retry === null ? 'mail failed for good' : 'mail failed; it will be tried again', { ...fields, retryAt: retry, error: errorKind(error) });
    return retry === null ? 'failed' : 'retrying';
  }
  if (outcome.kind !== 'sent') return putAside(outcome.kind);
  const messageId = messageIdOf(outboxId, deps.config.mail.domain);
  await record(store, entry, { type: 'RecordMailSent', data: { outboxId, attempt, at: clock().toISOString(), messageId, response: outcome.response } });
  deps.log.info('mail sent', { ...fields, transport: deps.transport.kind });
  // A mail kept on this side (a .eml file) whose subject was erased while it was written: the erasure's own clean-up may have missed it.
  if (deps.transport.forget && (await erasedSince(store, entry))) await deps.transport.forget(outboxId);
  return 'sent';
}
