import {
  CLIENT_MERGED,
  MEASUREMENT_SET_ACCEPTED,
  MEASUREMENT_SET_RECORDED,
  PERSONAL_DATA_ERASED,
  type MeasurementSetAcceptedData,
  type MeasurementSetRecordedData,
} from '@atelier/domain';
import { PII_KEY, type Trx } from '@atelier/event-store';
import { sql } from 'kysely';
import { dataText } from '../event-data.ts';
import { mergesInScope } from '../clients/merges.ts';
import { sqlProjection, type EventScope } from '../sql-projection.ts';
import { clientMeasurementsTable } from './table.ts';

/** New sets, their values and note copied sealed; a designer's set is settled from the start. */
async function insertRecorded(trx: Trx, scope: EventScope) {
  const takenBy = dataText<MeasurementSetRecordedData>('takenBy');
  await trx
    .insertInto('rm_client_measurements')
    .columns(['set_id', 'client_id', 'stream_id', 'personal', 'taken_at', 'taken_by', 'settled', 'accepted_at', 'corrects', 'recorded_at', 'position', 'erased'])
    .expression((eb) =>
      eb
        .selectFrom('events as e')
        .select([
          dataText<MeasurementSetRecordedData>('setId').as('set_id'),
          dataText<MeasurementSetRecordedData>('clientId').as('client_id'),
          'e.stream_id',
          sql`e.data->${PII_KEY}::text`.as('personal'),
          dataText<MeasurementSetRecordedData>('takenAt').as('taken_at'),
          takenBy.as('taken_by'),
          sql<boolean>`${takenBy} = 'designer'`.as('settled'),
          sql`NULL::text`.as('accepted_at'),
          dataText<MeasurementSetRecordedData>('corrects').as('corrects'),
          dataText<MeasurementSetRecordedData>('at').as('recorded_at'),
          'e.global_position as position',
          sql<boolean>`false`.as('erased'),
        ])
        .where(scope)
        .where('e.type', '=', MEASUREMENT_SET_RECORDED),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** A client's set settles when the designer accepts it, or records a set that corrects it. */
async function settle(trx: Trx, scope: EventScope) {
  await trx
    .updateTable('rm_client_measurements as m')
    .from('events as e')
    .set({ settled: true, accepted_at: sql`coalesce(m.accepted_at, ${dataText<MeasurementSetAcceptedData>('at')})` })
    .where(scope)
    .where('e.type', '=', MEASUREMENT_SET_ACCEPTED)
    .where(sql<boolean>`m.set_id = ${dataText<MeasurementSetAcceptedData>('setId')}`)
    .execute();
  await trx
    .updateTable('rm_client_measurements as m')
    .from('events as e')
    .set({ settled: true })
    .where(scope)
    .where('e.type', '=', MEASUREMENT_SET_RECORDED)
    .where(sql<boolean>`m.set_id = ${dataText<MeasurementSetRecordedData>('corrects')}`)
    .execute();
}

/** Erased: every set recorded on her stream keeps its row, without its box. */
async function erase(trx: Trx, scope: EventScope) {
  await trx
    .updateTable('rm_client_measurements as m')
    .from('events as e')
    .set({ personal: null, erased: true })
    .where(scope)
    .where('e.type', '=', PERSONAL_DATA_ERASED)
    .whereRef('m.stream_id', '=', 'e.stream_id')
    .where('m.erased', '=', false)
    .execute();
}

/** Every client's measurement history: her sets, who took them, which are settled. */
export const clientMeasurementsProjection = sqlProjection({
  name: 'client-measurements',
  why: 'her values are kept sealed, never opened in Node (ADR 011, rule 2)',
  table: clientMeasurementsTable,
  handles: [MEASUREMENT_SET_RECORDED, MEASUREMENT_SET_ACCEPTED, CLIENT_MERGED, PERSONAL_DATA_ERASED],
  async applyScope(trx, scope) {
    await insertRecorded(trx, scope);
    await settle(trx, scope);
    for (const { from, into } of await mergesInScope(trx, scope)) {
      await trx.updateTable('rm_client_measurements').set({ client_id: into }).where('client_id', '=', from).execute();
    }
    await erase(trx, scope);
  },
});
