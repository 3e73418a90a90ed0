import { CLIENT_EVENT_TYPES, CLIENT_REQUESTS_ATTACHED, CLIENT_STREAM_TYPE, PERSONAL_DATA_ERASED, type ClientRequestsAttachedData } from '@atelier/domain';
import type { Trx } from '@atelier/event-store';
import { sql } from 'kysely';
import { dataText } from '../event-data.ts';
import { sqlProjection, type EventScope } from '../sql-projection.ts';
import { mergesInScope } from './merges.ts';
import { clientsTable } from './table.ts';

/** A client's row from her first attachment; a replay inserts nothing. */
async function insertOpened(trx: Trx, scope: EventScope) {
  await trx
    .insertInto('rm_clients')
    .columns(['client_id', 'stream_id', 'owner', 'erased', 'opened_at', 'stream_version'])
    .expression((eb) =>
      eb
        .selectFrom('events as e')
        .distinctOn('e.stream_id')
        .select([
          dataText<ClientRequestsAttachedData>('clientId').as('client_id'),
          'e.stream_id',
          dataText<ClientRequestsAttachedData>('clientId').as('owner'),
          sql<boolean>`false`.as('erased'),
          dataText<ClientRequestsAttachedData>('at').as('opened_at'),
          'e.stream_version',
        ])
        .where(scope)
        .where('e.type', '=', CLIENT_REQUESTS_ATTACHED)
        .orderBy('e.stream_id')
        .orderBy('e.stream_version'),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Each row takes the newest version of its stream in scope, and the erasure. */
async function applyLaterEvents(trx: Trx, scope: EventScope) {
  await trx
    .updateTable('rm_clients as c')
    .from((eb) =>
      eb
        .selectFrom('events as e')
        .select(['e.stream_id', sql<number>`max(e.stream_version)`.as('stream_version'), sql<boolean>`bool_or(e.type = ${PERSONAL_DATA_ERASED})`.as('erased')])
        .where(scope)
        .where('e.type', 'in', [...CLIENT_EVENT_TYPES, PERSONAL_DATA_ERASED])
        .where('e.stream_id', 'like', `${CLIENT_STREAM_TYPE}-%`)
        .groupBy('e.stream_id')
        .as('s'),
    )
    .set({ stream_version: sql`greatest(c.stream_version, s.stream_version)`, erased: sql`c.erased OR s.erased` })
    .whereRef('c.stream_id', '=', 's.stream_id')
    .execute();
}

/** The clients: who exists, who she is now after merges, and who was erased. */
export const clientsProjection = sqlProjection({
  name: 'clients',
  why: 'one row per client, growing with the business; merges move whole sets of rows (ADR 011, rule 1)',
  table: clientsTable,
  handles: [...CLIENT_EVENT_TYPES, PERSONAL_DATA_ERASED],
  async applyScope(trx, scope) {
    await insertOpened(trx, scope);
    await applyLaterEvents(trx, scope);
    for (const { from, into } of await mergesInScope(trx, scope)) {
      await trx.updateTable('rm_clients').set({ owner: into }).where('owner', '=', from).execute();
    }
  },
});
