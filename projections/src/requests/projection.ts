import { parseRequestStreamId } from '@atelier/domain';
import { ERASED, type AnyTrx, type StoredEvent } from '@atelier/event-store';
import { sql } from 'kysely';
import type { Projection } from '../projection.ts';
import { createRequestsTable } from './schema.ts';

const TABLE = 'rm_requests';

/** Columns holding personal data: all blanked when the client's data is erased. */
const PII_COLUMNS = [
  'full_name',
  'email',
  'phone',
  'address',
  'drive_link',
  'description',
  'concept_description',
  'inspirations',
  'additional_comments',
] as const;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function submittedRow(event: StoredEvent) {
  const d = event.data;
  return {
    request_type: event.type === 'DressOrderSubmitted' ? 'dress' : 'concept',
    request_id: Number(d.requestId),
    full_name: String(d.fullName ?? ''),
    email: String(d.email ?? ''),
    phone: String(d.phone ?? ''),
    address: text(d.address),
    event_type: text(d.eventType),
    event_date: text(d.eventDate),
    drive_link: text(d.driveLink),
    description: text(d.description),
    preferred_contact: text(d.preferredContact),
    concept_description: text(d.conceptDescription),
    inspirations: text(d.inspirations),
    additional_comments: text(d.additionalComments),
    image_keys: Array.isArray(d.imageKeys) ? (d.imageKeys as unknown[]) : [],
    status: 'pending' as 'pending' | 'approved' | 'denied',
    created_at: String(d.submittedAt),
  };
}

type Row = ReturnType<typeof submittedRow>;

/**
 * Every column of a submitted row with its SQL type, in table order. The batch travels as
 * ONE json parameter that PostgreSQL expands with json_to_recordset: a 500-row VALUES
 * list would be 8,500 parameters, each serialised in JS (PGlite) and parsed per statement.
 * (json, not jsonb: it is read once, so converting it to jsonb first is wasted work.)
 */
const ROW_TYPES: Record<keyof Row, string> = {
  request_type: 'text',
  request_id: 'integer',
  full_name: 'text',
  email: 'text',
  phone: 'text',
  address: 'text',
  event_type: 'text',
  event_date: 'text',
  drive_link: 'text',
  description: 'text',
  preferred_contact: 'text',
  concept_description: 'text',
  inspirations: 'text',
  additional_comments: 'text',
  image_keys: 'jsonb',
  status: 'text',
  created_at: 'text',
};
const COLUMNS = sql.join(Object.keys(ROW_TYPES).map((column) => sql.ref(column)));
const RECORD = sql.raw(Object.entries(ROW_TYPES).map(([column, type]) => `${column} ${type}`).join(', '));

/**
 * Inserts new requests. A request already there (a replayed event) keeps its columns, but
 * takes the status of a review later in the same batch, as the review's update would.
 */
async function insertSubmitted(trx: AnyTrx, rows: Row[]) {
  await sql`insert into ${sql.table(TABLE)} (${COLUMNS})
            select ${COLUMNS} from json_to_recordset(${JSON.stringify(rows)}::json) as x(${RECORD})
            on conflict (request_type, request_id) do update set status = excluded.status
            where excluded.status <> 'pending'`.execute(trx);
}

/** Sets the status of requests submitted in an earlier batch. */
async function updateStatuses(trx: AnyTrx, statuses: { request_type: string; request_id: number; status: string }[]) {
  await sql`update ${sql.table(TABLE)} as r set status = x.status
            from json_to_recordset(${JSON.stringify(statuses)}::json)
              as x(request_type text, request_id integer, status text)
            where r.request_type = x.request_type and r.request_id = x.request_id`.execute(trx);
}

async function erase(trx: AnyTrx, events: StoredEvent[]) {
  const keys = events.map((e) => parseRequestStreamId(e.streamId)).filter((k) => k !== null);
  if (keys.length === 0) return;
  const blanks = sql.join(PII_COLUMNS.map((column) => sql`${sql.ref(column)} = ${ERASED}`));
  // The photos are deleted with the personal data, so the list stops linking to them.
  await sql`update ${sql.table(TABLE)} set ${blanks}, image_keys = '[]'::jsonb
            where (request_type, request_id) in (${sql.join(keys.map((k) => sql`(${k.type}, ${k.id})`))})`.execute(trx);
}

/**
 * The dashboard's request list. A request only moves pending → approved/denied once, and
 * erasure touches other columns, so applying a batch as inserts (carrying the status of
 * reviews in the same batch), then status updates of earlier requests, then erasures
 * gives the same rows as applying its events one by one.
 */
export const requestsProjection: Projection = {
  name: 'requests',
  // 2: erasure also empties image_keys.
  version: 2,
  handles: ['DressOrderSubmitted', 'CustomConceptSubmitted', 'RequestApproved', 'RequestDenied', 'PersonalDataErased'],
  createTables: createRequestsTable,

  async truncate(trx) {
    await sql`truncate table ${sql.table(TABLE)}`.execute(trx);
  },

  async apply(trx, events) {
    // Folded in event order, one row per request: the first submission wins (later ones
    // are replays), the last review sets the status, as applying them one by one would.
    const submitted = new Map<string, Row>();
    const reviewed = new Map<string, { request_type: string; request_id: number; status: string }>();
    const erased: StoredEvent[] = [];
    for (const event of events) {
      if (event.type === 'DressOrderSubmitted' || event.type === 'CustomConceptSubmitted') {
        // Its key comes from its data (as the row's columns do).
        const row = submittedRow(event);
        const id = `${row.request_type}:${row.request_id}`;
        if (!submitted.has(id)) submitted.set(id, row);
      } else if (event.type === 'RequestApproved' || event.type === 'RequestDenied') {
        // Its key comes from its stream; a request submitted in an earlier batch is updated.
        const key = parseRequestStreamId(event.streamId);
        if (!key) continue;
        const id = `${key.type}:${key.id}`;
        const status = event.type === 'RequestApproved' ? 'approved' : 'denied';
        const row = submitted.get(id);
        if (row) row.status = status;
        else reviewed.set(id, { request_type: key.type, request_id: key.id, status });
      } else if (event.type === 'PersonalDataErased') {
        erased.push(event);
      }
    }
    if (submitted.size > 0) await insertSubmitted(trx, [...submitted.values()]);
    if (reviewed.size > 0) await updateStatuses(trx, [...reviewed.values()]);
    if (erased.length > 0) await erase(trx, erased);
  },
};
