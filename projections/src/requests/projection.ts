import {
  CUSTOM_CONCEPT_SUBMITTED,
  DRESS_ORDER_SUBMITTED,
  PERSONAL_DATA_ERASED,
  REQUEST_APPROVED,
  REQUEST_DENIED,
  type CustomConceptSubmittedData,
  type DressOrderSubmittedData,
} from '@atelier/domain';
import { PII_KEY, type Trx } from '@atelier/event-store';
import { sql } from 'kysely';
import { dataJson, dataText } from '../event-data.ts';
import { sqlProjection, type EventScope } from '../sql-projection.ts';
import { requestsTable, type RequestsTable } from './table.ts';

const SUBMITTED = [DRESS_ORDER_SUBMITTED, CUSTOM_CONCEPT_SUBMITTED];
const VERDICTS = [REQUEST_APPROVED, REQUEST_DENIED];

/** The fields both submissions have. */
type Submitted = DressOrderSubmittedData | CustomConceptSubmittedData;

/**
 * New requests from their submissions, with the status of their latest verdict in scope;
 * then earlier requests given a verdict in scope. A request only moves pending →
 * approved/denied once, so this gives the rows that applying the events one by one would.
 * A replayed submission changes nothing (ON CONFLICT DO NOTHING), nor does a replayed verdict.
 * The personal data is copied sealed: the key stays with the event store.
 */
async function insertAndApplyVerdicts(trx: Trx, scope: EventScope) {
  const imageKeys = dataJson<Submitted>('imageKeys');
  await trx
    .with('verdicts', (db) =>
      db
        .selectFrom('events as e')
        .distinctOn('e.stream_id')
        .select(['e.stream_id', sql<RequestsTable['status']>`CASE e.type WHEN ${REQUEST_APPROVED} THEN 'approved' ELSE 'denied' END`.as('status')])
        .where(scope)
        .where('e.type', 'in', VERDICTS)
        .orderBy('e.stream_id')
        .orderBy('e.epoch', 'desc')
        .orderBy('e.transaction_id', 'desc')
        .orderBy('e.global_position', 'desc'),
    )
    .with('inserted', (db) =>
      db
        .insertInto('rm_requests')
        .columns(['request_type', 'request_id', 'stream_id', 'personal', 'occasion', 'occasion_date', 'preferred_contact', 'image_keys', 'status', 'erased', 'created_at'])
        .expression((eb) =>
          eb
            .selectFrom('events as e')
            .leftJoin('verdicts as v', 'v.stream_id', 'e.stream_id')
            .select([
              sql`CASE e.type WHEN ${DRESS_ORDER_SUBMITTED} THEN 'dress' ELSE 'concept' END`.as('request_type'),
              sql`(${dataText<Submitted>('requestId')})::integer`.as('request_id'),
              'e.stream_id',
              sql`e.data->${PII_KEY}::text`.as('personal'),
              sql`nullif(${dataText<DressOrderSubmittedData>('eventType')}, '')`.as('occasion'),
              sql`nullif(${dataText<DressOrderSubmittedData>('eventDate')}, '')`.as('occasion_date'),
              sql`nullif(${dataText<CustomConceptSubmittedData>('preferredContact')}, '')`.as('preferred_contact'),
              sql`CASE WHEN jsonb_typeof(${imageKeys}) = 'array' THEN ${imageKeys} ELSE '[]'::jsonb END`.as('image_keys'),
              sql`coalesce(v.status, 'pending')`.as('status'),
              sql<boolean>`false`.as('erased'),
              dataText<Submitted>('submittedAt').as('created_at'),
            ])
            .where(scope)
            .where('e.type', 'in', SUBMITTED),
        )
        .onConflict((oc) => oc.doNothing()),
    )
    .updateTable('rm_requests as q')
    .from('verdicts as v')
    .set((eb) => ({ status: eb.ref('v.status') }))
    .whereRef('q.stream_id', '=', 'v.stream_id')
    .whereRef('q.status', '<>', 'v.status')
    .execute();
}

/** Erased: the sealed personal data is dropped, and the photos with it, so the list stops linking to them. */
async function erase(trx: Trx, scope: EventScope) {
  await trx
    .updateTable('rm_requests as q')
    .from('events as e')
    .set({ personal: null, image_keys: sql`'[]'::jsonb`, erased: true })
    .where(scope)
    .where('e.type', '=', PERSONAL_DATA_ERASED)
    .whereRef('q.stream_id', '=', 'e.stream_id')
    .where('q.erased', '=', false)
    .execute();
}

/** The staff's list of dress orders and custom concepts. */
export const requestsProjection = sqlProjection({
  name: 'requests',
  why: 'one row per client request, growing with the business, and personal data kept sealed (ADR 011, rules 1 and 2)',
  table: requestsTable,
  handles: [...SUBMITTED, ...VERDICTS, PERSONAL_DATA_ERASED],
  async applyScope(trx, scope) {
    await insertAndApplyVerdicts(trx, scope);
    await erase(trx, scope);
  },
});
