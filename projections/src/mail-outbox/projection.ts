import {
  MAIL_EVENT_TYPES,
  MAIL_NOT_SENT,
  MAIL_OUTBOX_STREAM_ID,
  MAIL_RESEND_REQUESTED,
  MAIL_SEND_FAILED,
  MAIL_SEND_STARTED,
  MAIL_SENT,
  PERSONAL_DATA_ERASED,
  type MailEvent,
  type PersonalDataErasedData,
} from '@atelier/domain';
import { comparePositions, positionOfEvent, type Position, type StoredEvent, type Trx } from '@atelier/event-store';
import type { Updateable } from 'kysely';
import type { Projection } from '../projection.ts';
import { entriesOf, SOURCE_EVENT_TYPES, type NewEntry } from './entries.ts';
import { OutboxFacts } from './facts.ts';
import { mailOutboxTable, type MailOutboxTable } from './table.ts';

const ROWS_PER_INSERT = 500;

/** Where the outbox was opened (ADR 045): entries come only from events after it; null while it is not. */
async function openedAt(trx: Trx): Promise<Position | null> {
  const row = await trx
    .selectFrom('events')
    .select(['epoch', 'transaction_id', 'global_position'])
    .where('stream_id', '=', MAIL_OUTBOX_STREAM_ID)
    .where('stream_version', '=', 0)
    .executeTakeFirst();
  return row ? { epoch: row.epoch, transactionId: String(row.transaction_id), globalPosition: Number(row.global_position) } : null;
}

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

/** Inserts wait in order until something must read or update the table; then they are written first. */
class EntryWriter {
  #waiting: NewEntry[] = [];

  constructor(private readonly trx: Trx) {}

  add(entries: readonly NewEntry[]): void {
    this.#waiting.push(...entries);
  }

  async flush(): Promise<void> {
    for (let i = 0; i < this.#waiting.length; i += ROWS_PER_INSERT) {
      const chunk = this.#waiting.slice(i, i + ROWS_PER_INSERT);
      await this.trx.insertInto('rm_mail_outbox').values(chunk).onConflict((oc) => oc.column('outbox_id').doNothing()).execute();
    }
    this.#waiting = [];
  }
}

/**
 * The mail outbox (ADR 045, docs/product.md#mail): an entry for every mail an event calls for,
 * its id derived from the event, and its delivery's state folded from its `mail-<id>` stream.
 * Personal data stays sealed in the source events; the row keeps facts. An erasure of a request
 * (or of a calendar event or contact message) marks its entries erased: those not sent yet are
 * put aside by the sender, and the log shows them erased.
 */
export const mailOutboxProjection: Projection = {
  name: 'mail-outbox',
  kind: 'javascript',
  why: 'one row per mail, made from facts several streams hold (a verdict takes its request\'s language) (ADR 011)',
  table: mailOutboxTable,
  version: mailOutboxTable.version,
  handles: [...SOURCE_EVENT_TYPES, ...MAIL_EVENT_TYPES, PERSONAL_DATA_ERASED],
  async apply(trx, events) {
    const opened = await openedAt(trx);
    const facts = new OutboxFacts(trx);
    const writer = new EntryWriter(trx);
    for (const event of events) {
      if ((MAIL_EVENT_TYPES as readonly string[]).includes(event.type)) {
        await writer.flush();
        await trx
          .updateTable('rm_mail_outbox')
          .set({ ...deliveryChange(event as unknown as MailEvent), mail_version: event.streamVersion })
          .where('outbox_id', '=', (event.data as { outboxId: string }).outboxId)
          .where('mail_version', '<', event.streamVersion)
          .execute();
      } else if (event.type === PERSONAL_DATA_ERASED) {
        await writer.flush();
        const { streamId } = event.data as PersonalDataErasedData;
        facts.erased(streamId);
        await trx
          .updateTable('rm_mail_outbox')
          .set({ erased: true })
          .where((eb) => eb.or([eb('request_stream_id', '=', streamId), eb('source_stream_id', '=', streamId)]))
          .execute();
      } else if (opened !== null && isAfter(event, opened)) {
        writer.add(await entriesOf(event, facts));
      }
    }
    await writer.flush();
  },
};

const isAfter = (event: StoredEvent, opened: Position): boolean => comparePositions(positionOfEvent(event), opened) > 0;
