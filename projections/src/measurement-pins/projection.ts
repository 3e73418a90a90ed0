import { COMMISSION_MEASUREMENTS_PINNED, type CommissionMeasurementsPinnedData } from '@atelier/domain';
import { sql } from 'kysely';
import { dataText } from '../event-data.ts';
import { sqlProjection } from '../sql-projection.ts';
import { measurementPinsTable } from './table.ts';

/**
 * Each commission's latest pin in scope replaces the one it had: scopes are runs of the log,
 * taken in order, so the last pin of the newest scope is the one that stands.
 */
export const measurementPinsProjection = sqlProjection({
  name: 'measurement-pins',
  why: 'one row per commission, growing with the business (ADR 011, rule 1)',
  table: measurementPinsTable,
  handles: [COMMISSION_MEASUREMENTS_PINNED],
  async applyScope(trx, scope) {
    await trx
      .insertInto('rm_measurement_pins')
      .columns(['commission_id', 'set_id', 'pinned_at'])
      .expression((eb) =>
        eb
          .selectFrom('events as e')
          .distinctOn(sql`e.data->>'commissionId'`)
          .select([
            dataText<CommissionMeasurementsPinnedData>('commissionId').as('commission_id'),
            dataText<CommissionMeasurementsPinnedData>('setId').as('set_id'),
            dataText<CommissionMeasurementsPinnedData>('at').as('pinned_at'),
          ])
          .where(scope)
          .where('e.type', '=', COMMISSION_MEASUREMENTS_PINNED)
          .orderBy(sql`e.data->>'commissionId'`)
          .orderBy('e.epoch', 'desc')
          .orderBy('e.transaction_id', 'desc')
          .orderBy('e.global_position', 'desc'),
      )
      .onConflict((oc) => oc.column('commission_id').doUpdateSet((eb) => ({ set_id: eb.ref('excluded.set_id'), pinned_at: eb.ref('excluded.pinned_at') })))
      .execute();
  },
});
