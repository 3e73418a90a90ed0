import { CLIENT_MERGED, type ClientMergedData } from '@atelier/domain';
import type { Trx } from '@atelier/event-store';
import { sql } from 'kysely';
import { dataText } from '../event-data.ts';
import type { EventScope } from '../sql-projection.ts';

/**
 * The merges in scope, in log order (ADR 047): each read model that follows a client's
 * things moves them from `from` to `into` one merge at a time, so a chain (A into B, then B
 * into C) ends where applying the events one by one would. Ids only: nothing personal is read.
 */
export async function mergesInScope(trx: Trx, scope: EventScope): Promise<{ from: string; into: string }[]> {
  const { rows } = await sql<{ from: string; into: string }>`
    SELECT ${dataText<ClientMergedData>('from')} AS "from", ${dataText<ClientMergedData>('clientId')} AS "into"
      FROM events e
     WHERE ${scope} AND e.type = ${CLIENT_MERGED}
     ORDER BY e.epoch, e.transaction_id, e.global_position`.execute(trx);
  return rows;
}
