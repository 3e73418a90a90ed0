import { CLIENT_MERGED, CLIENT_REQUESTS_ATTACHED, type ClientRequestsAttachedData } from '@atelier/domain';
import { sql } from 'kysely';
import { dataJson, dataText } from '../event-data.ts';
import { mergesInScope } from '../clients/merges.ts';
import { sqlProjection } from '../sql-projection.ts';
import { clientRequestsTable } from './table.ts';

/** Her requests: each attachment adds its keys; each merge moves the merged client's to the one kept. */
export const clientRequestsProjection = sqlProjection({
  name: 'client-requests',
  why: 'one row per request, growing with the business; merges move sets of rows (ADR 011, rule 1)',
  table: clientRequestsTable,
  handles: [CLIENT_REQUESTS_ATTACHED, CLIENT_MERGED],
  async applyScope(trx, scope) {
    await trx
      .insertInto('rm_client_requests')
      .columns(['request_key', 'request_type', 'request_id', 'client_id'])
      .expression((eb) =>
        eb
          .selectFrom(sql<{ key: string; client_id: string }>`(
            SELECT k.key, ${dataText<ClientRequestsAttachedData>('clientId')} AS client_id
              FROM events e CROSS JOIN LATERAL jsonb_array_elements_text(${dataJson<ClientRequestsAttachedData>('requests')}) AS k(key)
             WHERE ${scope} AND e.type = ${CLIENT_REQUESTS_ATTACHED}
          )`.as('a'))
          .select([
            'a.key as request_key',
            sql`split_part(a.key, '-', 1)`.as('request_type'),
            sql`split_part(a.key, '-', 2)::integer`.as('request_id'),
            'a.client_id',
          ]),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    for (const { from, into } of await mergesInScope(trx, scope)) {
      await trx.updateTable('rm_client_requests').set({ client_id: into }).where('client_id', '=', from).execute();
    }
  },
});
