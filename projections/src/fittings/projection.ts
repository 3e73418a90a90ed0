import {
  FITTING_EVENT_TYPES,
  FITTING_PHOTOS_ADDED,
  FITTING_PHOTO_SHARED,
  FITTING_RECORD_SAVED,
  PERSONAL_DATA_ERASED,
  type FittingPhotoSharedData,
  type FittingPhotosAddedData,
  type FittingRecordSavedData,
} from '@atelier/domain';
import { PII_KEY, type Trx } from '@atelier/event-store';
import { sql } from 'kysely';
import { dataJson, dataText } from '../event-data.ts';
import { sqlProjection, type EventScope } from '../sql-projection.ts';
import { fittingsTable } from './table.ts';

/** A row for every fitting stream in scope that has none yet; the later statements fill it. */
async function insertRecords(trx: Trx, scope: EventScope) {
  await trx
    .insertInto('rm_fittings')
    .columns(['stream_id', 'calendar_event_id', 'personal', 'photo_keys', 'shared', 'erased', 'stream_version'])
    .expression((eb) =>
      eb
        .selectFrom('events as e')
        .distinctOn('e.stream_id')
        .select([
          'e.stream_id',
          sql`(${dataText<FittingRecordSavedData>('eventId')})::integer`.as('calendar_event_id'),
          sql`NULL::jsonb`.as('personal'),
          sql`'{}'::jsonb`.as('photo_keys'),
          sql`'{}'::jsonb`.as('shared'),
          sql<boolean>`false`.as('erased'),
          sql<number>`-1`.as('stream_version'),
        ])
        .where(scope)
        .where('e.type', 'in', FITTING_EVENT_TYPES),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Each added photo's blob under its number: merging the same photos again changes nothing. */
async function addPhotoKeys(trx: Trx, scope: EventScope) {
  await sql`UPDATE rm_fittings AS c SET photo_keys = c.photo_keys || s.keys
    FROM (
      SELECT e.stream_id, jsonb_object_agg(p.photo->>'n', p.photo->'key') AS keys
      FROM events e CROSS JOIN LATERAL jsonb_array_elements(${dataJson<FittingPhotosAddedData>('photos')}) AS p(photo)
      WHERE ${scope} AND e.type = ${FITTING_PHOTOS_ADDED}
      GROUP BY e.stream_id
    ) AS s
    WHERE c.stream_id = s.stream_id AND NOT c.erased`.execute(trx);
}

/**
 * The latest save's box, the latest share of each photo, the erasure: each row takes them only
 * when they are newer than the last event it took. Scopes are runs of the log, so the latest
 * of each kind in scope is still the one to show when a row took some of them already.
 */
async function applyLaterEvents(trx: Trx, scope: EventScope) {
  await trx
    .updateTable('rm_fittings as c')
    .from((eb) =>
      eb
        .selectFrom('events as e')
        .select([
          'e.stream_id',
          sql<number>`max(e.stream_version)`.as('stream_version'),
          sql<unknown>`(array_agg(e.data->${PII_KEY}::text ORDER BY e.stream_version DESC) FILTER (WHERE e.type = ${FITTING_RECORD_SAVED}))[1]`.as('personal'),
          sql<boolean>`bool_or(e.type = ${FITTING_RECORD_SAVED})`.as('saved'),
          sql<unknown>`coalesce(jsonb_object_agg(${dataText<FittingPhotoSharedData>('n')}, ${dataJson<FittingPhotoSharedData>('sharedWithClient')} ORDER BY e.stream_version)
            FILTER (WHERE e.type = ${FITTING_PHOTO_SHARED}), '{}'::jsonb)`.as('shared'),
          sql<boolean>`bool_or(e.type = ${PERSONAL_DATA_ERASED})`.as('erased'),
        ])
        .where(scope)
        .where('e.type', 'in', [...FITTING_EVENT_TYPES, PERSONAL_DATA_ERASED])
        .groupBy('e.stream_id')
        .as('s'),
    )
    .set({
      personal: sql`CASE WHEN s.erased OR c.erased THEN NULL WHEN s.saved THEN s.personal ELSE c.personal END`,
      photo_keys: sql`CASE WHEN s.erased OR c.erased THEN '{}'::jsonb ELSE c.photo_keys END`,
      shared: sql`CASE WHEN s.erased OR c.erased THEN '{}'::jsonb ELSE c.shared || s.shared END`,
      erased: sql`c.erased OR s.erased`,
      stream_version: sql`s.stream_version`,
    })
    .whereRef('c.stream_id', '=', 's.stream_id')
    .whereRef('c.stream_version', '<', 's.stream_version')
    .execute();
}

/** The fitting records: notes, the checklist and the photos of each fitting (ADR 054). */
export const fittingsProjection = sqlProjection({
  name: 'fittings',
  why: 'the notes and the checklist are kept sealed, never opened in Node (ADR 011, rule 2)',
  table: fittingsTable,
  handles: [...FITTING_EVENT_TYPES, PERSONAL_DATA_ERASED],
  async applyScope(trx, scope) {
    await insertRecords(trx, scope);
    await addPhotoKeys(trx, scope);
    await applyLaterEvents(trx, scope);
  },
});
