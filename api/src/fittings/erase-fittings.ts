import type { RequestType } from '@atelier/contracts';
import { FITTING_PHOTOS_ADDED, type FittingPhotosAddedData } from '@atelier/domain';
import type { Position } from '@atelier/event-store';
import type { BlobStore } from '@atelier/blobs';
import { fittingStreamsOfRequest } from '@atelier/projections';
import type { AppContext } from '../context.ts';

/**
 * Erases the fitting records of a request's calendar events (ADR 054): each record's key, then
 * its photos' files once the erasure is recorded. A calendar event with no record has no stream
 * and is left alone. Retry-safe like the rest of the erasure: a stream erased already, with
 * nothing new since, records no second erasure (ADR 063), and deleting a file that is gone
 * does nothing. Answers the position of its last erasure, or null when the request had no
 * record.
 */
export async function eraseFittingsOfRequest(
  ctx: Pick<AppContext, 'store'> & { blobs: Pick<BlobStore, 'delete'> },
  request: { type: RequestType; id: number },
  erase: (streamId: string) => Promise<Position>,
): Promise<Position | null> {
  let last: Position | null = null;
  for (const { streamId } of await fittingStreamsOfRequest(ctx.store.db, request.type, request.id)) {
    const { version, events } = await ctx.store.readStream(streamId);
    if (version < 0) continue;
    // The keys are no personal data: the erased stream still names them.
    const photoKeys = events.filter((event) => event.type === FITTING_PHOTOS_ADDED).flatMap((event) => (event.data as FittingPhotosAddedData).photos.map((photo) => photo.key));
    last = await erase(streamId);
    await Promise.all(photoKeys.map((key) => ctx.blobs.delete(key)));
  }
  return last;
}
