import { PII_KEY, PERSONAL_DATA_ERASED, type AnyTrx } from '@atelier/event-store';
import { sql } from 'kysely';
import { setBasedProjection, type EventScope } from '../set-based.ts';
import { createRequestsTable } from './schema.ts';

const SUBMITTED = ['DressOrderSubmitted', 'CustomConceptSubmitted'];
const REVIEWED = ['RequestApproved', 'RequestDenied'];

/**
 * New requests from their submissions, with the status of their latest review in scope;
 * then earlier requests reviewed in scope. A request only moves pending → approved/denied
 * once, so this gives the rows that applying the events one by one would. A replayed
 * submission changes nothing (ON CONFLICT DO NOTHING), nor does a replayed review.
 * The personal data is copied sealed: the key stays with the event store.
 */
async function insertAndReview(trx: AnyTrx, scope: EventScope) {
  await sql`
    WITH reviews AS (
      SELECT DISTINCT ON (e.stream_id) e.stream_id,
             CASE e.type WHEN 'RequestApproved' THEN 'approved' ELSE 'denied' END AS status
      FROM events e
      WHERE ${scope} AND e.type IN (${sql.join(REVIEWED)})
      ORDER BY e.stream_id, e.epoch DESC, e.transaction_id DESC, e.global_position DESC
    ), inserted AS (
      INSERT INTO rm_requests (request_type, request_id, stream_id, personal, event_type, event_date,
                               preferred_contact, image_keys, status, created_at)
      SELECT CASE e.type WHEN 'DressOrderSubmitted' THEN 'dress' ELSE 'concept' END,
             (e.data->>'requestId')::integer,
             e.stream_id,
             e.data->${PII_KEY}::text,
             nullif(e.data->>'eventType', ''),
             nullif(e.data->>'eventDate', ''),
             nullif(e.data->>'preferredContact', ''),
             CASE WHEN jsonb_typeof(e.data->'imageKeys') = 'array' THEN e.data->'imageKeys' ELSE '[]'::jsonb END,
             coalesce(r.status, 'pending'),
             e.data->>'submittedAt'
      FROM events e LEFT JOIN reviews r ON r.stream_id = e.stream_id
      WHERE ${scope} AND e.type IN (${sql.join(SUBMITTED)})
      ON CONFLICT DO NOTHING
    )
    UPDATE rm_requests AS q SET status = r.status
    FROM reviews r
    WHERE q.stream_id = r.stream_id AND q.status <> r.status`.execute(trx);
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
  handles: [...SUBMITTED, ...REVIEWED, PERSONAL_DATA_ERASED],
  tables: ['rm_requests'],
  createTables: createRequestsTable,

  async applyScope(trx, scope) {
    await insertAndReview(trx, scope);
    await erase(trx, scope);
  },
});
