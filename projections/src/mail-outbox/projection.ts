import {
  MAIL_EVENT_TYPES,
  MAIL_NOT_SENT,
  MAIL_RESEND_REQUESTED,
  MAIL_SEND_FAILED,
  MAIL_SEND_STARTED,
  MAIL_SENT,
  PERSONAL_DATA_ERASED,
  type MailEvent,
  type PersonalDataErasedData,
} from '@atelier/domain';
import type { StoredEvent } from '@atelier/event-store';
import type { Updateable } from 'kysely';
import { javascriptProjection, type RowChange } from '../javascript-projection.ts';
import { entriesOf, SOURCE_EVENT_TYPES } from './entries.ts';
import { OutboxFacts } from './facts.ts';
import { mailOutboxTable, type MailOutboxTable } from './table.ts';

/** What one event of an entry's `mail-<id>` stream sets on its row (ADR 045). */
function deliveryChange(event: MailEvent): Updateable<MailOutboxTable> {
  switch (event.type) {
    case MAIL_SEND_STARTED:
      return { status: 'sending', attempts: event.data.attempt, lease_until: event.data.leaseUntil, retry_at: null };
    case MAIL_SENT:
      return { status: 'sent', message_id: event.data.messageId, response: event.data.response, sent_at: event.data.at, lease_until: null };
    case MAIL_SEND_FAILED:
      return { status: event.data.retryAt === null ? 'failed' : 'pending', last_error: event.data.error, retry_at: event.data.retryAt, lease_until: null };
    case MAIL_NOT_SENT:
      return { status: 'not-sent', not_sent_reason: event.data.reason, lease_until: null };
    case MAIL_RESEND_REQUESTED:
      // The decider starts a resent entry over: its attempts count from one again.
      return { status: 'pending', attempts: 0, retry_at: null, lease_until: null };
  }
}

const isMailEvent = (event: StoredEvent): boolean => (MAIL_EVENT_TYPES as readonly string[]).includes(event.type);

type OutboxChange = RowChange<'rm_mail_outbox'>;

/**
 * The mail outbox (ADR 045, docs/product.md#mail): an entry for every mail an event calls for,
 * its id derived from the event, and its delivery's state folded from its `mail-<id>` stream
 * (guarded by `mail_version`, so an older delivery event applied again changes nothing).
 * Personal data stays sealed in the source events; the row keeps facts. An erasure of a request
 * (or of a calendar event or contact message) marks its entries erased: those not sent yet are
 * put aside by the sender, and the log shows them erased.
 */
export const mailOutboxProjection = javascriptProjection({
  name: 'mail-outbox',
  why: 'one row per mail, made from facts several streams hold (a verdict takes its request\'s language) (ADR 011)',
  table: mailOutboxTable,
  handles: [...SOURCE_EVENT_TYPES, ...MAIL_EVENT_TYPES, PERSONAL_DATA_ERASED],
  facts: (trx) => new OutboxFacts(trx),
  async fold(event, facts): Promise<OutboxChange[]> {
    if (isMailEvent(event)) {
      const version = event.streamVersion;
      const outboxId = (event.data as { outboxId: string }).outboxId;
      return [{ update: { outbox_id: outboxId }, set: { ...deliveryChange(event as unknown as MailEvent), mail_version: version }, below: { column: 'mail_version', version } }];
    }
    if (event.type === PERSONAL_DATA_ERASED) {
      const { streamId } = event.data as PersonalDataErasedData;
      facts.erased(streamId);
      return [
        { update: { request_stream_id: streamId }, set: { erased: true } },
        { update: { source_stream_id: streamId }, set: { erased: true } },
      ];
    }
    if (!(await facts.afterOpening(event))) return [];
    return (await entriesOf(event, facts)).map((entry) => ({ insert: entry }));
  },
});
