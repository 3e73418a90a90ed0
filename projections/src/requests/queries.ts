import type { RequestListItem, RequestType } from '@atelier/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { RequestsDatabase, RequestsTable } from './table.ts';

export function imageUrl(type: RequestType, id: number, index: number): string {
  return `/api/requests/${type}/${id}/images/${index}`;
}

function toListItem(row: Selectable<RequestsTable>): RequestListItem {
  const urls = row.image_keys.map((_, index) => imageUrl(row.request_type, row.request_id, index));
  return {
    id: row.request_id,
    type: row.request_type,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    eventType: row.event_type,
    eventDate: row.event_date,
    driveLink: row.drive_link,
    imageUrl: urls[0] ?? null,
    imageUrls: urls,
    description: row.description,
    preferredContact: row.preferred_contact as RequestListItem['preferredContact'],
    conceptDescription: row.concept_description,
    inspirations: row.inspirations,
    additionalComments: row.additional_comments,
    status: row.status,
    createdAt: row.created_at,
  };
}

/** Newest first, as the dashboard lists them. */
export async function listRequests(db: Kysely<RequestsDatabase>): Promise<RequestListItem[]> {
  const rows = await db
    .selectFrom('rm_requests')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('request_id', 'desc')
    .execute();
  return rows.map(toListItem);
}

export async function findRequest(
  db: Kysely<RequestsDatabase>,
  type: RequestType,
  id: number,
): Promise<(RequestListItem & { imageKeys: string[] }) | null> {
  const row = await db
    .selectFrom('rm_requests')
    .selectAll()
    .where('request_type', '=', type)
    .where('request_id', '=', id)
    .executeTakeFirst();
  return row ? { ...toListItem(row), imageKeys: row.image_keys } : null;
}
