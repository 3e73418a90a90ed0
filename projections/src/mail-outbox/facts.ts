import {
  CALENDAR_EVENT_RESCHEDULED,
  CALENDAR_EVENT_SCHEDULED,
  MAIL_OUTBOX_STREAM_ID,
  PERSONAL_DATA_ERASED,
  requestStreamId,
  type CalendarEventRescheduledData,
  type CalendarEventScheduledData,
  type Lang,
  type RequestType,
} from '@atelier/domain';
import { comparePositions, positionOfEvent, type Position, type StoredEvent, type Trx } from '@atelier/event-store';
import { sql } from 'kysely';

/** What an entry about a request needs to know of it: the language she wrote in, and whether she was erased. */
export interface RequestFacts {
  lang: Lang;
  erased: boolean;
}

/** A calendar event linked to a request, as it stands: where it is and what it marks. */
export interface CalendarFacts {
  requestStreamId: string;
  requestType: RequestType;
  requestId: number;
  date: string;
  milestone: string;
}

const field = (name: string) => sql<string | null>`data->>${sql.lit(name)}`;

/**
 * The facts entries take from other events than their own: where the outbox was opened, a
 * request's language (on its submission), its erasure, a calendar event's request, date and milestone. Read from the log
 * itself, fields that are never personal (a request's `lang`, a calendar event's date), so a
 * rebuild finds what the live run found; then kept for the rest of the batch, and told of the
 * batch's own events as they pass.
 */
export class OutboxFacts {
  readonly #requests = new Map<string, RequestFacts>();
  readonly #calendar = new Map<string, CalendarFacts | null>();
  #opened: Promise<Position | null> | null = null;

  constructor(private readonly trx: Trx) {}

  /** Whether the event came after the outbox was opened (ADR 045): entries come only from those. */
  async afterOpening(event: StoredEvent): Promise<boolean> {
    this.#opened ??= this.trx
      .selectFrom('events')
      .select(['epoch', 'transaction_id', 'global_position'])
      .where('stream_id', '=', MAIL_OUTBOX_STREAM_ID)
      .where('stream_version', '=', 0)
      .executeTakeFirst()
      .then((row) => (row ? { epoch: row.epoch, transactionId: String(row.transaction_id), globalPosition: Number(row.global_position) } : null));
    const opened = await this.#opened;
    return opened !== null && comparePositions(positionOfEvent(event), opened) > 0;
  }

  /** A request just submitted in this batch: its language, and nothing erased yet. */
  submitted(streamId: string, lang: Lang): void {
    this.#requests.set(streamId, { lang, erased: false });
  }

  erased(streamId: string): void {
    const known = this.#requests.get(streamId);
    if (known) known.erased = true;
  }

  async request(streamId: string): Promise<RequestFacts> {
    const known = this.#requests.get(streamId);
    if (known) return known;
    const [first, erasure] = await Promise.all([
      this.trx.selectFrom('events').select(field('lang').as('lang')).where('stream_id', '=', streamId).where('stream_version', '=', 0).executeTakeFirst(),
      this.trx.selectFrom('events').select('stream_id').where('stream_id', '=', streamId).where('type', '=', PERSONAL_DATA_ERASED).limit(1).executeTakeFirst(),
    ]);
    // Requests recorded before mail carry no language: they read as Spanish (docs/product.md#mail).
    const facts: RequestFacts = { lang: first?.lang === 'en' ? 'en' : 'es', erased: erasure !== undefined };
    this.#requests.set(streamId, facts);
    return facts;
  }

  /** A calendar event scheduled in this batch: linked to a request, or null. */
  scheduled(streamId: string, data: CalendarEventScheduledData): CalendarFacts | null {
    const facts =
      data.requestId !== null && data.requestType !== null
        ? { requestStreamId: requestStreamId(data.requestType, data.requestId), requestType: data.requestType, requestId: data.requestId, date: data.date, milestone: data.milestone }
        : null;
    this.#calendar.set(streamId, facts);
    return facts;
  }

  /** What a reschedule changes: the date, the milestone, or neither (only the atelier's notes). */
  rescheduled(facts: CalendarFacts, data: CalendarEventRescheduledData): void {
    if (data.date !== undefined) facts.date = data.date;
    if (data.milestone !== undefined) facts.milestone = data.milestone;
  }

  /** The calendar event of `streamId` as it stood before its event at `version`; null when it belongs to no request. */
  async calendar(streamId: string, version: number): Promise<CalendarFacts | null> {
    if (this.#calendar.has(streamId)) return this.#calendar.get(streamId) ?? null;
    const rows = await this.trx
      .selectFrom('events')
      .select([field('requestId').as('requestId'), field('requestType').as('requestType'), field('date').as('date'), field('milestone').as('milestone'), 'type'])
      .where('stream_id', '=', streamId)
      .where('stream_version', '<', version)
      .where('type', 'in', [CALENDAR_EVENT_SCHEDULED, CALENDAR_EVENT_RESCHEDULED])
      .orderBy('stream_version')
      .execute();
    const [first, ...later] = rows;
    if (!first || first.type !== CALENDAR_EVENT_SCHEDULED || first.requestId === null || first.requestType === null) {
      this.#calendar.set(streamId, null);
      return null;
    }
    const scheduled = {
      requestId: Number(first.requestId),
      requestType: first.requestType as RequestType,
      date: first.date ?? '',
      milestone: first.milestone ?? '',
    } as CalendarEventScheduledData;
    const facts = this.scheduled(streamId, scheduled);
    for (const row of later) {
      this.rescheduled(facts!, { ...(row.date !== null ? { date: row.date } : {}), ...(row.milestone !== null ? { milestone: row.milestone } : {}) } as CalendarEventRescheduledData);
    }
    return facts;
  }
}
