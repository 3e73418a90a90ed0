import {
  COMMISSION_EVENT_TYPES,
  COMMISSION_FABRIC_ADDED,
  COMMISSION_FABRIC_CHOSEN,
  COMMISSION_PAYMENT_RECORDED,
  COMMISSION_QUOTE_ACCEPTED,
  COMMISSION_QUOTE_SENT,
  COMMISSION_STAGE_MOVED,
  COMMISSION_STAGES,
  PERSONAL_DATA_ERASED,
  REQUEST_APPROVED,
  commissionIdOf,
  commissionStreamId,
  requestStreamId,
  type CommissionEvent,
  type PersonalDataErasedData,
  type RequestType,
  type VerdictData,
} from '@atelier/domain';
import type { StoredEvent, Trx } from '@atelier/event-store';
import { sql, type Updateable } from 'kysely';
import type { Projection } from '../projection.ts';
import { commissionsTable, type CommissionsTable } from './table.ts';

/** The later of the row's furthest stage and `stage`, in SQL (stages compare by their place in the list). */
const furthest = (stage: string) =>
  sql<string>`CASE WHEN array_position(${sql.val([...COMMISSION_STAGES])}::text[], reached) >= array_position(${sql.val([...COMMISSION_STAGES])}::text[], ${stage}::text) THEN reached ELSE ${stage}::text END`;

/** What one commission event sets on its row. */
function changeOf(event: CommissionEvent): Updateable<CommissionsTable> {
  switch (event.type) {
    case COMMISSION_STAGE_MOVED:
      return { stage: event.data.to, reached: furthest(event.data.to) as never };
    case COMMISSION_QUOTE_SENT: {
      const { quote, lines, totalCents, depositPercent, depositCents, validUntil, at } = event.data;
      const column = { number: quote, lines, totalCents, depositPercent, depositCents, validUntil, sentAt: at, acceptedAt: null };
      return { quote: JSON.stringify(column) as never };
    }
    case COMMISSION_QUOTE_ACCEPTED:
      return { quote: sql`jsonb_set(quote, '{acceptedAt}', to_jsonb(${event.data.at}::text))` as never };
    case COMMISSION_PAYMENT_RECORDED:
      return { paid_cents: sql`paid_cents + ${event.data.amountCents}::integer` as never };
    case COMMISSION_FABRIC_ADDED:
      return { fabric_count: event.data.fabric };
    case COMMISSION_FABRIC_CHOSEN:
      return { chosen_fabric: event.data.fabric };
    case PERSONAL_DATA_ERASED:
      return { erased: true };
  }
}

async function opened(trx: Trx, event: StoredEvent): Promise<void> {
  const { requestType, requestId, at } = event.data as VerdictData<RequestType>;
  const commissionId = commissionIdOf(requestType, requestId);
  await trx
    .insertInto('rm_commissions')
    .values({
      commission_id: commissionId,
      stream_id: commissionStreamId(commissionId),
      request_type: requestType,
      request_id: requestId,
      request_stream_id: requestStreamId(requestType, requestId),
      opened_at: at,
      opened_by: event.metadata.actor,
      stage: 'consultation',
      reached: 'consultation',
      quote: null,
      paid_cents: 0,
      fabric_count: 0,
      chosen_fabric: null,
      erased: false,
      stream_version: -1,
    })
    .onConflict((oc) => oc.column('commission_id').doNothing())
    .execute();
}

/**
 * The commissions (docs/product.md#commissions): a row when a request is approved, then each
 * event of its stream applied once (a row takes only events newer than its `stream_version`,
 * so a batch applied twice changes nothing). Her request's erasure, or the commission's own,
 * marks the row erased.
 */
export const commissionsProjection: Projection = {
  name: 'commissions',
  kind: 'javascript',
  why: 'a row opened by another stream (the request\'s approval), then summed and replaced event by event; nothing personal is kept (ADR 011)',
  table: commissionsTable,
  version: commissionsTable.version,
  handles: [REQUEST_APPROVED, ...COMMISSION_EVENT_TYPES, PERSONAL_DATA_ERASED],
  async apply(trx, events) {
    for (const event of events) {
      if (event.type === REQUEST_APPROVED) {
        await opened(trx, event);
      } else if (event.type === PERSONAL_DATA_ERASED) {
        const { streamId } = event.data as PersonalDataErasedData;
        await trx
          .updateTable('rm_commissions')
          .set({ erased: true })
          .where((eb) => eb.or([eb('request_stream_id', '=', streamId), eb('stream_id', '=', streamId)]))
          .execute();
      } else {
        await trx
          .updateTable('rm_commissions')
          .set({ ...changeOf(event as unknown as CommissionEvent), stream_version: event.streamVersion })
          .where('stream_id', '=', event.streamId)
          .where('stream_version', '<', event.streamVersion)
          .execute();
      }
    }
  },
};
