import type { AnyDb } from '@atelier/event-store';
import { sql } from 'kysely';

/** Every row of a table in primary-key order, for row-by-row comparison. */
export async function snapshotTable(db: AnyDb, table: string, orderBy: string[]): Promise<unknown[]> {
  const order = sql.join(orderBy.map((column) => sql.ref(column)));
  const { rows } = await sql`select * from ${sql.table(table)} order by ${order}`.execute(db);
  return rows;
}

export const READ_MODEL_TABLES: Record<string, { table: string; orderBy: string[] }> = {
  requests: { table: 'rm_requests', orderBy: ['request_type', 'request_id'] },
  'request-history': { table: 'rm_request_history', orderBy: ['global_position'] },
  users: { table: 'rm_users', orderBy: ['id'] },
  'site-settings': { table: 'rm_site_settings', orderBy: ['key'] },
  'image-variants': { table: 'rm_image_variants', orderBy: ['blob_key'] },
  'gallery-images': { table: 'rm_gallery_images', orderBy: ['image_id'] },
  reviews: { table: 'rm_reviews', orderBy: ['review_id'] },
  'gallery-deleted-titles': { table: 'rm_gallery_deleted_titles', orderBy: ['title_key'] },
  'contact-messages': { table: 'rm_contact_messages', orderBy: ['stream_id'] },
  'calendar-events': { table: 'rm_calendar_events', orderBy: ['event_id'] },
  'calendar-feed': { table: 'rm_calendar_feed', orderBy: ['feed'] },
};

export async function snapshotAll(db: AnyDb): Promise<Record<string, unknown[]>> {
  const entries = await Promise.all(
    Object.entries(READ_MODEL_TABLES).map(async ([name, { table, orderBy }]) => [name, await snapshotTable(db, table, orderBy)] as const),
  );
  return Object.fromEntries(entries);
}
