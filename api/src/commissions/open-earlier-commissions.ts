import { COMMISSION_OPENED, COMMISSION_STREAM_TYPE, PERSONAL_DATA_ERASED, REQUEST_APPROVED, commissionIdOf, commissionStream, personalDataErased, type RequestType } from '@atelier/domain';
import { ConcurrencyError, executeCommand, type EventStore } from '@atelier/event-store';
import { sql } from 'kysely';

/** An approval stored before commissions were opened by their own event, with whether her data was erased since. */
interface EarlierApproval {
  stream_id: string;
  event_id: string;
  data: { requestType: RequestType; requestId: number; at: string };
  actor: string;
  erased: boolean;
}

/**
 * The one-time step that gives every commission approved before CommissionOpened existed its
 * opening (ADR 065): for each approval whose commission stream has no CommissionOpened, the
 * opening is appended with the approval's moment and actor, and a request erased since has its
 * commission's key destroyed too, so the decider refuses it as it refuses any erased one. Run at
 * every start, it finds nothing once done; two processes at once open each once (the stream's
 * version check refuses the second). Answers how many it opened.
 */
export async function openEarlierCommissions(store: EventStore): Promise<number> {
  const { rows } = await sql<EarlierApproval>`
    SELECT a.stream_id, a.event_id::text AS event_id, a.data, a.metadata->>'actor' AS actor,
      EXISTS (SELECT 1 FROM events x WHERE x.stream_id = a.stream_id AND x.type = ${PERSONAL_DATA_ERASED}) AS erased
    FROM events a
    WHERE a.type = ${REQUEST_APPROVED}
      AND NOT EXISTS (
        SELECT 1 FROM events o
        WHERE o.stream_id = ${`${COMMISSION_STREAM_TYPE}-`} || (a.data->>'requestType') || '-' || (a.data->>'requestId')
          AND o.type = ${COMMISSION_OPENED})
    ORDER BY a.global_position`.execute(store.db);
  let opened = 0;
  for (const approval of rows) {
    const { requestType, requestId, at } = approval.data;
    const commissionId = commissionIdOf(requestType, requestId);
    const stream = commissionStream(commissionId);
    const metadata = { actor: approval.actor, correlationId: `open-earlier-commissions-${commissionId}`, causationId: approval.event_id };
    try {
      await executeCommand(store, { stream, command: { type: 'OpenCommission', data: { commissionId, requestType, requestId, at } }, metadata });
      opened += 1;
    } catch (error) {
      // Another process opened it between the read and this append.
      if (!(error instanceof ConcurrencyError)) throw error;
    }
    const { events } = await store.readStream(stream.streamId);
    if (approval.erased && !events.some((event) => event.type === PERSONAL_DATA_ERASED)) {
      await store.eraseSubject(stream.streamId, personalDataErased(stream.streamId, at), metadata);
    }
  }
  return opened;
}
