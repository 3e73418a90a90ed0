import type { FittingRecord, FittingRecordInput } from '@atelier/contracts';
import { ApiCallError, apiFetch } from '../../lib/api.ts';
import { StaleEditError, changeShownItem } from '../item-change.ts';
import { ADMIN_LANG } from '../lang.ts';

const path = (eventId: number) => `/api/events/${eventId}/fitting`;

/** GET /api/events/{id}/fitting: the record, or an empty one at version -1. */
export const loadFitting = (eventId: number) => apiFetch<FittingRecord>(path(eventId), { lang: ADMIN_LANG });

/**
 * PUT the whole record: with If-Match the version shown once the record exists (ADR 054), none
 * before. A record changed meanwhile is a StaleEditError.
 */
export function saveFitting(record: Pick<FittingRecord, 'eventId' | 'version'>, input: FittingRecordInput): Promise<FittingRecord> {
  if (record.version < 0) return apiFetch<FittingRecord>(path(record.eventId), { method: 'PUT', body: input, lang: ADMIN_LANG });
  return changeShownItem<FittingRecord>(path(record.eventId), record.version, { method: 'PUT', body: input, lang: ADMIN_LANG });
}

/** POST photos (multipart `photos`): they join the record private. */
export function uploadFittingPhotos(eventId: number, files: readonly File[]): Promise<FittingRecord> {
  const form = new FormData();
  form.set('lang', ADMIN_LANG);
  for (const file of files) form.append('photos', file);
  return apiFetch<FittingRecord>(`${path(eventId)}/photos`, { method: 'POST', body: form, lang: ADMIN_LANG });
}

/** PATCH one photo: shown on her page, or private again. */
export const shareFittingPhoto = (eventId: number, n: number, sharedWithClient: boolean) =>
  apiFetch<FittingRecord>(`${path(eventId)}/photos/${n}`, { method: 'PATCH', body: { sharedWithClient }, lang: ADMIN_LANG });

/** What a refusal says: the API's message in the admin's language, or the stale-edit words. */
export const refusalText = (error: unknown): string =>
  error instanceof StaleEditError || error instanceof ApiCallError ? (error.serverMessage ?? error.message) : String(error);
