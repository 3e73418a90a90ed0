import { ERASED, type AnyTrx, type StoredEvent } from '@atelier/event-store';
import { sql } from 'kysely';
import type { Projection } from '../projection.ts';
import { requestKeyFromStream } from '../request-stream.ts';
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
    image_keys: JSON.stringify(Array.isArray(d.imageKeys) ? d.imageKeys : []),
    status: 'pending',
    created_at: String(d.submittedAt),
  };
}

/** (type, id) pairs as a SQL row-value list. */
const keysIn = (keys: { type: string; id: number }[]) => sql.join(keys.map((k) => sql`(${k.type}, ${k.id})`));

async function setStatus(trx: AnyTrx, status: 'approved' | 'denied', events: StoredEvent[]) {
  const keys = events.map((e) => requestKeyFromStream(e.streamId)).filter((k) => k !== null);
  if (keys.length === 0) return;
  await sql`update ${sql.table(TABLE)} set status = ${status}
            where (request_type, request_id) in (${keysIn(keys)})`.execute(trx);
}

async function erase(trx: AnyTrx, events: StoredEvent[]) {
  const keys = events.map((e) => requestKeyFromStream(e.streamId)).filter((k) => k !== null);
  if (keys.length === 0) return;
  const blanks = sql.join(PII_COLUMNS.map((column) => sql`${sql.ref(column)} = ${ERASED}`));
  await sql`update ${sql.table(TABLE)} set ${blanks}
            where (request_type, request_id) in (${keysIn(keys)})`.execute(trx);
}

/**
 * The dashboard's request list. A request only moves pending → approved/denied once, and
 * erasure touches other columns, so applying a batch as inserts, then status updates, then
 * erasures gives the same rows as applying its events one by one.
 */
export const requestsProjection: Projection = {
  name: 'requests',
  version: 1,
  handles: ['DressOrderSubmitted', 'CustomConceptSubmitted', 'RequestApproved', 'RequestDenied', 'PersonalDataErased'],
  createTables: createRequestsTable,

  async truncate(trx) {
    await sql`truncate table ${sql.table(TABLE)}`.execute(trx);
  },

  async apply(trx, events) {
    const byType = (...types: string[]) => events.filter((e) => types.includes(e.type));
    const submitted = byType('DressOrderSubmitted', 'CustomConceptSubmitted');
    if (submitted.length > 0) {
      await trx
        .insertInto(TABLE)
        .values(submitted.map(submittedRow))
        .onConflict((oc) => oc.columns(['request_type', 'request_id']).doNothing())
        .execute();
    }
    await setStatus(trx, 'approved', byType('RequestApproved'));
    await setStatus(trx, 'denied', byType('RequestDenied'));
    await erase(trx, byType('PersonalDataErased'));
  },
};
