import {
  CUSTOM_CONCEPT_SUBMITTED,
  DRESS_ORDER_SUBMITTED,
  PERSONAL_DATA_ERASED,
  REQUEST_APPROVED,
  REQUEST_DENIED,
  type CustomConceptSubmittedData,
  type DressOrderSubmittedData,
} from '@atelier/domain';
import { PII_KEY, type AnyTrx } from '@atelier/event-store';
import { sql } from 'kysely';
import { dataJson, dataText } from '../event-data.ts';
import { setBasedProjection, type EventScope } from '../set-based.ts';
import { createRequestsTable } from './schema.ts';

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
async function insertAndApplyVerdicts(trx: AnyTrx, scope: EventScope) {
  await sql`
    WITH verdicts AS (
      SELECT DISTINCT ON (e.stream_id) e.stream_id,
             CASE e.type WHEN ${REQUEST_APPROVED} THEN 'approved' ELSE 'denied' END AS status
      FROM events e
      WHERE ${scope} AND e.type IN (${sql.join(VERDICTS)})
      ORDER BY e.stream_id, e.epoch DESC, e.transaction_id DESC, e.global_position DESC
    ), inserted AS (
      INSERT INTO rm_requests (request_type, request_id, stream_id, personal, event_type, event_date,
                               preferred_contact, image_keys, status, created_at)
      SELECT CASE e.type WHEN ${DRESS_ORDER_SUBMITTED} THEN 'dress' ELSE 'concept' END,
             (${dataText<Submitted>('requestId')})::integer,
             e.stream_id,
             e.data->${PII_KEY}::text,
             nullif(${dataText<DressOrderSubmittedData>('eventType')}, ''),
             nullif(${dataText<DressOrderSubmittedData>('eventDate')}, ''),
             nullif(${dataText<CustomConceptSubmittedData>('preferredContact')}, ''),
             CASE WHEN jsonb_typeof(${dataJson<Submitted>('imageKeys')}) = 'array' THEN ${dataJson<Submitted>('imageKeys')} ELSE '[]'::jsonb END,
             coalesce(v.status, 'pending'),
             ${dataText<Submitted>('submittedAt')}
      FROM events e LEFT JOIN verdicts v ON v.stream_id = e.stream_id
      WHERE ${scope} AND e.type IN (${sql.join(SUBMITTED)})
      ON CONFLICT DO NOTHING
    )
    UPDATE rm_requests AS q SET status = v.status
    FROM verdicts v
    WHERE q.stream_id = v.stream_id AND q.status <> v.status`.execute(trx);
}

/** The sealed personal data is dropped, and the photos with it, so the list stops linking to them. */
async function erase(trx: AnyTrx, scope: EventScope) {
  await sql`
    UPDATE rm_requests AS q SET personal = NULL, image_keys = '[]'::jsonb
    FROM events e
    WHERE ${scope} AND e.type = ${PERSONAL_DATA_ERASED} AND q.stream_id = e.stream_id
      AND (q.personal IS NOT NULL OR q.image_keys <> '[]'::jsonb)`.execute(trx);
}

/** The dashboard's request list, folded in SQL (set-based.ts). */
export const requestsProjection = setBasedProjection({
  name: 'requests',
  // 3: personal data kept sealed, folded in SQL.
  version: 3,
  handles: [...SUBMITTED, ...VERDICTS, PERSONAL_DATA_ERASED],
  tables: ['rm_requests'],
  createTables: createRequestsTable,

  async applyScope(trx, scope) {
    await insertAndApplyVerdicts(trx, scope);
    await erase(trx, scope);
  },
});
