import type { RequestListItem, RequestType } from '@atelier/contracts';
import { requestStreamId } from '@atelier/domain';
import { ERASED, type EventStore } from '@atelier/event-store';
import type { Kysely, Selectable } from 'kysely';
import { revealRows } from '../reveal-rows.ts';
import type { RequestsDatabase, RequestsTable } from './table.ts';

/** What the queries need: the read model's tables, and the key holder to open personal data. */
export type RequestsReader = Pick<EventStore, 'revealPii'> & { db: Kysely<RequestsDatabase> };

type Row = Selectable<RequestsTable>;

export function imageUrl(type: RequestType, id: number, index: number): string {
  return `/api/requests/${type}/${id}/images/${index}`;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The client's fields from the opened box; every one of them ERASED once the request was erased. */
function personalFields(personal: Record<string, unknown> | null) {
  const p = personal ?? {};
  const field = (name: string) => (personal === null ? ERASED : text(p[name]));
  return {
    fullName: personal === null ? ERASED : String(p.fullName ?? ''),
    email: personal === null ? ERASED : String(p.email ?? ''),
    phone: personal === null ? ERASED : String(p.phone ?? ''),
    address: field('address'),
    driveLink: field('driveLink'),
    description: field('description'),
    conceptDescription: field('conceptDescription'),
    inspirations: field('inspirations'),
    additionalComments: field('additionalComments'),
  };
}

function toListItem(row: Row, personal: Record<string, unknown> | null): RequestListItem {
  const urls = row.image_keys.map((_, index) => imageUrl(row.request_type, row.request_id, index));
  return {
    id: row.request_id,
    type: row.request_type,
    ...personalFields(personal),
    eventType: row.event_type,
    eventDate: row.event_date,
    imageUrl: urls[0] ?? null,
    imageUrls: urls,
    preferredContact: row.preferred_contact as RequestListItem['preferredContact'],
    status: row.status,
    createdAt: row.created_at,
  };
}

/** Newest first, as the dashboard lists them. */
export async function listRequests(reader: RequestsReader): Promise<RequestListItem[]> {
  const rows = await reader.db
    .selectFrom('rm_requests')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('request_id', 'desc')
    .execute();
  return revealRows(reader, rows, toListItem);
}

export async function findRequest(
  reader: RequestsReader,
  type: RequestType,
  id: number,
): Promise<(RequestListItem & { imageKeys: string[] }) | null> {
  const row = await reader.db
    .selectFrom('rm_requests')
    .selectAll()
    .where('stream_id', '=', requestStreamId(type, id))
    .executeTakeFirst();
  if (!row) return null;
  const [item] = await revealRows(reader, [row], toListItem);
  return { ...item!, imageKeys: row.image_keys };
}
