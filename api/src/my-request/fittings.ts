import { isFittingMilestone, type MyRequestFitting } from '@atelier/contracts';
import { appointmentsOfRequest, sharedFittingPhotos } from '@atelier/projections';
import type { AppContext, ClientRequest } from '../context.ts';
import { atelierToday } from '@atelier/contracts/dates';

/** Her photo of a fitting: the one address her session reaches it at. */
const herFittingPhotoUrl = (eventId: number, n: number) => `/api/my-request/fittings/${eventId}/photos/${n}`;

/**
 * Her fittings (docs/product.md#the-clients-page, ADR 054): the calendar events linked to her
 * request that are fittings, not cancelled, whose day has come (today's too: photos shared
 * during the fitting reach her the same day) or of which the designer shared a photo, each with
 * only the shared photos. Never the notes or the checklist: they are not read here at all.
 */
export async function herFittings(ctx: Pick<AppContext, 'store' | 'now'>, request: Pick<ClientRequest, 'type' | 'id'>): Promise<MyRequestFitting[]> {
  const today = atelierToday(ctx.now());
  const fittings = (await appointmentsOfRequest(ctx.store.db, request.type, request.id)).filter((row) => isFittingMilestone(row.milestone) && !row.cancelled);
  const shared = await sharedFittingPhotos(
    ctx.store.db,
    fittings.map((row) => row.calendarEventId),
  );
  return fittings
    .map((row) => ({ row, photos: shared.get(row.calendarEventId) ?? [] }))
    .filter(({ row, photos }) => row.date <= today || photos.length > 0)
    .map(({ row, photos }) => ({
      eventId: row.calendarEventId,
      date: row.date,
      milestone: row.milestone,
      photos: photos.map((n) => ({ url: herFittingPhotoUrl(row.calendarEventId, n) })),
    }));
}
