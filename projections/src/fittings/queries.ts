import type { FittingChange, RequestType } from '@atelier/domain';
import { fittingStreamId } from '@atelier/domain';
import type { Db, EventStore } from '@atelier/event-store';
import type { Selectable } from 'kysely';
import type { FittingsTable } from './table.ts';

/** What the queries need: the read model's table, and the key holder to open the notes. */
export type FittingsReader = Pick<EventStore, 'revealPii'> & { db: Db };

/** A photo of a record: its number, and whether the client may see it. */
export interface FittingPhotoView {
  n: number;
  sharedWithClient: boolean;
}

/** A fitting record as staff see it, its notes and checklist opened (none once erased). */
export interface FittingView {
  eventId: number;
  notes: string | null;
  changes: FittingChange[];
  photos: FittingPhotoView[];
  erased: boolean;
  version: number;
}

const byNumber = (keys: Record<string, unknown>): number[] => Object.keys(keys).map(Number).sort((a, b) => a - b);

function photosOf(row: Pick<Selectable<FittingsTable>, 'photo_keys' | 'shared'>): FittingPhotoView[] {
  return byNumber(row.photo_keys).map((n) => ({ n, sharedWithClient: row.shared[String(n)] === true }));
}

/** The record of one calendar event, or null when nothing was recorded for it. */
export async function findFitting(reader: FittingsReader, eventId: number): Promise<FittingView | null> {
  const row = await reader.db.selectFrom('rm_fittings').selectAll().where('stream_id', '=', fittingStreamId(eventId)).executeTakeFirst();
  if (!row) return null;
  const [personal] = row.personal === null ? [null] : await reader.revealPii([{ streamId: row.stream_id, pii: row.personal }]);
  const changes = personal?.changes;
  return {
    eventId: row.calendar_event_id,
    notes: !row.erased && typeof personal?.notes === 'string' ? personal.notes : null,
    changes: !row.erased && Array.isArray(changes) ? (changes as FittingChange[]) : [],
    photos: photosOf(row),
    erased: row.erased,
    version: row.stream_version,
  };
}

/** A photo's blob and whether it is shared; null when the record has no such photo. */
export async function fittingPhoto(db: Db, eventId: number, n: number): Promise<{ key: string; sharedWithClient: boolean } | null> {
  const row = await db.selectFrom('rm_fittings').select(['photo_keys', 'shared']).where('stream_id', '=', fittingStreamId(eventId)).executeTakeFirst();
  const key = row?.photo_keys[String(n)];
  return row && key ? { key, sharedWithClient: row.shared[String(n)] === true } : null;
}

/** The numbers of the photos shared with the client, per calendar event, of the records of these events. */
export async function sharedFittingPhotos(db: Db, eventIds: readonly number[]): Promise<Map<number, number[]>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db.selectFrom('rm_fittings').select(['calendar_event_id', 'photo_keys', 'shared']).where('calendar_event_id', 'in', eventIds).where('erased', '=', false).execute();
  return new Map(rows.map((row) => [row.calendar_event_id, photosOf(row).filter((photo) => photo.sharedWithClient).map((photo) => photo.n)]));
}

/**
 * The fitting streams a request may have: one per calendar event linked to it, cancelled ones
 * too (read from the calendar's read model, so a record the fittings read model has not
 * taken yet is not missed). Erasure reads each stream to know whether it exists.
 */
export async function fittingStreamsOfRequest(db: Db, requestType: RequestType, requestId: number): Promise<{ eventId: number; streamId: string }[]> {
  const rows = await db
    .selectFrom('rm_calendar_events')
    .select('calendar_event_id')
    .where('request_type', '=', requestType)
    .where('request_id', '=', requestId)
    .orderBy('calendar_event_id')
    .execute();
  return rows.map((row) => ({ eventId: row.calendar_event_id, streamId: fittingStreamId(row.calendar_event_id) }));
}

/** The calendar event a record belongs to, as the calendar's read model has it: its milestone, day and state. */
export async function fittingAppointment(db: Db, eventId: number): Promise<{ milestone: string; date: string; cancelled: boolean } | null> {
  const row = await db.selectFrom('rm_calendar_events').select(['milestone', 'date', 'deleted']).where('calendar_event_id', '=', eventId).executeTakeFirst();
  return row ? { milestone: row.milestone, date: row.date, cancelled: row.deleted } : null;
}
