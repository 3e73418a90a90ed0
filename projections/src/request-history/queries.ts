import type { RequestHistoryEntry } from '@atelier/contracts';
import { requestStreamId, type RequestType } from '@atelier/domain';
import type { Db } from '@atelier/event-store';
import { sql } from 'kysely';

/** The request's timeline, oldest first, with the actor's username when the actor is a user. */
export async function listRequestHistory(
  db: Db,
  type: RequestType,
  id: number,
): Promise<RequestHistoryEntry[]> {
  const rows = await db
    .selectFrom('rm_request_history as h')
    .leftJoin('rm_users as u', 'u.id', 'h.actor')
    .select(['h.global_position', 'h.event_type', 'h.actor', 'u.username'])
    // Milliseconds, as the event's recordedAt has them (the column keeps microseconds).
    .select(sql<number>`floor(extract(epoch from h.recorded_at) * 1000)::float8`.as('recorded_ms'))
    .where('h.stream_id', '=', requestStreamId(type, id))
    .orderBy('h.global_position')
    .execute();
  return rows.map((row) => ({
    position: Number(row.global_position),
    type: row.event_type,
    actor: row.username ?? row.actor,
    at: new Date(Number(row.recorded_ms)).toISOString(),
  }));
}
