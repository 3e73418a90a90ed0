import { COMMISSION_EVENT_TYPES, COMMISSION_STREAM_TYPE, PERSONAL_DATA_ERASED } from '@atelier/domain';
import { PII_KEY } from '@atelier/event-store';
import { sql } from 'kysely';
import { sqlProjection } from '../sql-projection.ts';
import { commissionLogTable } from './table.ts';

/**
 * Each commission's events as rows (docs/product.md#commissions): the data copied as stored, its
 * personal part still sealed; the erasure of a commission's stream drops the sealed boxes of
 * its rows and marks them erased.
 */
export const commissionLogProjection = sqlProjection({
  name: 'commission-log',
  why: "the staff's own words stay sealed, never opened in Node (ADR 011, rule 2; ADR 028)",
  table: commissionLogTable,
  handles: [...COMMISSION_EVENT_TYPES, PERSONAL_DATA_ERASED],
  async applyScope(trx, scope) {
    await trx
      .insertInto('rm_commission_log')
      .columns(['stream_id', 'stream_version', 'commission_id', 'type', 'data', 'actor', 'erased'])
      .expression((eb) =>
        eb
          .selectFrom('events as e')
          .select([
            'e.stream_id',
            'e.stream_version',
            sql<string>`e.data->>'commissionId'`.as('commission_id'),
            'e.type',
            'e.data',
            sql<string>`e.metadata->>'actor'`.as('actor'),
            sql<boolean>`false`.as('erased'),
          ])
          .where(scope)
          .where('e.type', 'in', [...COMMISSION_EVENT_TYPES]),
      )
      .onConflict((oc) => oc.columns(['stream_id', 'stream_version']).doNothing())
      .execute();
    // An erasure of a commission's stream, whether its rows came in this batch or before.
    await trx
      .updateTable('rm_commission_log as l')
      .set({ data: sql`l.data - ${PII_KEY}::text`, erased: true })
      .where((w) =>
        w.exists(
          w
            .selectFrom('events as e')
            .select(sql`1`.as('one'))
            .where(scope)
            .where('e.type', '=', PERSONAL_DATA_ERASED)
            .where(sql<boolean>`e.data->>'streamId' = l.stream_id AND l.stream_id LIKE ${`${COMMISSION_STREAM_TYPE}-%`}`),
        ),
      )
      .where('l.erased', '=', false)
      .execute();
  },
});
