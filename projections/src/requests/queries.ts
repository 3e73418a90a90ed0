import type { RequestListItem } from '@atelier/contracts';
import { requestStreamId, type RequestType } from '@atelier/domain';
import { ERASED, type Db, type EventStore } from '@atelier/event-store';
import type { Selectable } from 'kysely';
import { revealRows } from '../reveal-rows.ts';
import type { RequestsTable } from './table.ts';

/** What the queries need: the read model's tables, and the key holder to open personal data. */
export type RequestsReader = Pick<EventStore, 'revealPii'> & { db: Db };

/**
 * A request as the read model knows it: the staff's list item with the client's data opened,
 * and its photos as blob keys (the API makes their URLs). Its unread messages are counted by
 * the thread's read model (request-messages/queries.ts).
 */
export type RequestView = Omit<RequestListItem, 'imageUrl' | 'imageUrls' | 'unreadMessages'> & {
  imageKeys: string[];
  /** How many photos she added from her page (the last of `imageKeys`). */
  addedImageCount: number;
  /** The language of the form she sent. */
  lang: 'es' | 'en';
};

type Row = Selectable<RequestsTable>;

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

function toView(row: Row, personal: Record<string, unknown> | null): RequestView {
  return {
    id: row.request_id,
    type: row.request_type,
    ...personalFields(row.erased ? null : personal),
    eventType: row.occasion,
    eventDate: row.occasion_date,
    imageKeys: row.image_keys,
    addedImageCount: Math.max(0, row.image_keys.length - row.form_image_count),
    lang: row.lang,
    preferredContact: row.preferred_contact as RequestListItem['preferredContact'],
    status: row.status,
    erased: row.erased,
    createdAt: row.created_at,
  };
}

/** Newest first, as the dashboard lists them. */
export async function listRequests(reader: RequestsReader): Promise<RequestView[]> {
  const rows = await reader.db
    .selectFrom('rm_requests')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('request_id', 'desc')
    .execute();
  return revealRows(reader, rows, toView);
}

export async function findRequest(reader: RequestsReader, type: RequestType, id: number): Promise<RequestView | null> {
  const row = await reader.db
    .selectFrom('rm_requests')
    .selectAll()
    .where('stream_id', '=', requestStreamId(type, id))
    .executeTakeFirst();
  if (!row) return null;
  const [view] = await revealRows(reader, [row], toView);
  return view ?? null;
}
