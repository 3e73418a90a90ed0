import type { RequestHistoryEntry, RequestType } from '@atelier/contracts';
import type { Kysely } from 'kysely';
import type { UsersDatabase } from '../users/projection.ts';
import type { RequestHistoryDatabase } from './projection.ts';

/** The request's timeline, oldest first, with the actor's username when the actor is a user. */
export async function listRequestHistory(
  db: Kysely<RequestHistoryDatabase & UsersDatabase>,
  type: RequestType,
  id: number,
): Promise<RequestHistoryEntry[]> {
  const rows = await db
    .selectFrom('rm_request_history as h')
    .leftJoin('rm_users as u', 'u.id', 'h.actor')
    .select(['h.global_position', 'h.event_type', 'h.actor', 'h.recorded_at', 'u.username'])
    .where('h.request_type', '=', type)
    .where('h.request_id', '=', id)
    .orderBy('h.global_position')
    .execute();
  return rows.map((row) => ({
    position: Number(row.global_position),
    type: row.event_type,
    actor: row.username ?? row.actor,
    at: row.recorded_at,
  }));
}
