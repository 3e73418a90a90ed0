import { isFittingMilestone, type MyRequestFitting } from '@atelier/contracts';
import { appointmentsOfRequest, sharedFittingPhotos } from '@atelier/projections';
import type { ClientRequest } from '../client-access/client-request.ts';
import type { AppContext } from '../context.ts';
import { atelierToday } from './my-request-answer.ts';

/** Her photo of a fitting: the one address her session reaches it at. */
export const herFittingPhotoUrl = (eventId: number, n: number) => `/api/my-request/fittings/${eventId}/photos/${n}`;

/**
 * Her past fittings (docs/product.md#the-clients-page, ADR 054): the calendar events linked to
 * her request that are fittings, before today and not cancelled, each with only the photos the
 * designer shared. Never the notes or the checklist: they are not read here at all.
 */
export async function herPastFittings(ctx: Pick<AppContext, 'store' | 'now'>, request: Pick<ClientRequest, 'type' | 'id'>): Promise<MyRequestFitting[]> {
  const today = atelierToday(ctx.now());
  const past = (await appointmentsOfRequest(ctx.store.db, request.type, request.id)).filter((row) => isFittingMilestone(row.milestone) && row.date < today && !row.cancelled);
  const shared = await sharedFittingPhotos(
    ctx.store.db,
    past.map((row) => row.calendarEventId),
  );
  return past.map((row) => ({
    eventId: row.calendarEventId,
    date: row.date,
    milestone: row.milestone,
    photos: (shared.get(row.calendarEventId) ?? []).map((n) => ({ url: herFittingPhotoUrl(row.calendarEventId, n) })),
  }));
}
