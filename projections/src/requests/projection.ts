import {
  CLIENT_IMAGES_ADDED,
  CUSTOM_CONCEPT_SUBMITTED,
  DRESS_ORDER_SUBMITTED,
  PERSONAL_DATA_ERASED,
  REQUEST_APPROVED,
  REQUEST_DENIED,
  type ClientImagesAddedData,
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
        .columns(['request_type', 'request_id', 'stream_id', 'personal', 'occasion', 'occasion_date', 'preferred_contact', 'image_keys', 'form_image_count', 'lang', 'status', 'erased', 'created_at'])
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
              sql`CASE WHEN jsonb_typeof(${imageKeys}) = 'array' THEN jsonb_array_length(${imageKeys}) ELSE 0 END`.as('form_image_count'),
              sql`CASE ${dataText<Submitted>('lang')} WHEN 'en' THEN 'en' ELSE 'es' END`.as('lang'),
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

/**
 * The photos she adds from her page (docs/product.md#the-clients-page) go after those she sent
 * with the form, in the order added, so the numbers of the photos already listed never change.
 * A key the row has already is skipped: a replayed batch appends nothing twice. An erased
 * request takes none (the domain refuses them after an erasure; this holds within one scope).
 */
async function appendClientImages(trx: Trx, scope: EventScope) {
  await trx
    .with('added', (db) =>
      db
        .selectFrom(sql<{ stream_id: string; key: unknown; n: number }>`(
          SELECT e.stream_id, k.key,
                 row_number() OVER (PARTITION BY e.stream_id ORDER BY e.epoch, e.transaction_id, e.global_position, k.ord) AS n
            FROM events e
            CROSS JOIN LATERAL jsonb_array_elements(${dataJson<ClientImagesAddedData>('imageKeys')}) WITH ORDINALITY AS k(key, ord)
           WHERE ${scope} AND e.type = ${CLIENT_IMAGES_ADDED}
        )`.as('a'))
        .select(['a.stream_id', sql<string[]>`jsonb_agg(a.key ORDER BY a.n)`.as('keys')])
        .groupBy('a.stream_id'),
    )
    .updateTable('rm_requests as q')
    .from('added')
    .set({
      image_keys: sql`q.image_keys || coalesce((
        SELECT jsonb_agg(k.key ORDER BY k.ord)
          FROM jsonb_array_elements(added.keys) WITH ORDINALITY AS k(key, ord)
         WHERE NOT q.image_keys @> jsonb_build_array(k.key)
      ), '[]'::jsonb)`,
    })
    .whereRef('q.stream_id', '=', 'added.stream_id')
    .where('q.erased', '=', false)
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
  handles: [...SUBMITTED, ...VERDICTS, CLIENT_IMAGES_ADDED, PERSONAL_DATA_ERASED],
  async applyScope(trx, scope) {
    await insertAndApplyVerdicts(trx, scope);
    await appendClientImages(trx, scope);
    await erase(trx, scope);
  },
});
