import type { RequestType } from '@atelier/contracts';
import { personalDataErased, requestStreamId } from '@atelier/domain';
import type { EventMetadata, Position } from '@atelier/event-store';
import { calendarStreamsOfRequest, findCommissionOfRequest, findRequest } from '@atelier/projections';
import { removeEmlFilesOf } from '@atelier/workers';
import { revokeClientAccess } from '../client-access/client-sessions.ts';
import type { AppContext } from '../context.ts';
import { eraseFittingsOfRequest } from '../fittings/erase-fittings.ts';
import { notFound } from '../errors.ts';

/**
 * A client's erasure (ADR 003, 028): the request's key first, so from then on nothing new can
 * be scheduled for her, then the key of every calendar event linked to the request, cancelled
 * ones too, of every fitting record of those (ADR 054) and of her commission; before any, her page's sessions, links and address index go (ADR 046). Each
 * erasure is its own transaction: when one fails, the error reaches the admin and her retry erases everything again (a stream erased already, with nothing new since, is left as it is: ADR 063), so
 * a retry always finishes the job. The client's photos are personal data too: they are deleted
 * once the erasure is recorded (a failed append keeps them, so nothing is lost without the
 * history saying so), and so are the .eml files of her mails; a failed delete is an error the
 * admin's retry mends. Answers the position of the last erasure.
 */
export async function eraseClient(
  ctx: Pick<AppContext, 'store' | 'blobs' | 'config'>,
  request: { type: RequestType; id: number },
  at: string,
  metadata: EventMetadata,
): Promise<Position> {
  const found = await findRequest(ctx.store, request.type, request.id);
  if (!found) throw notFound('requestNotFound');
  const erase = async (streamId: string) =>
    (await ctx.store.eraseSubject(streamId, personalDataErased(streamId, at), metadata)).position;
  const requestStream = requestStreamId(request.type, request.id);
  // Her page closes first: her sessions end and her links die before her key goes, so no
  // moment exists where her request is erased and a link or a session still opens it (ADR 046).
  await revokeClientAccess(ctx.store.db, requestStream);
  let last = await erase(requestStream);
  for (const streamId of await calendarStreamsOfRequest(ctx.store, request.type, request.id)) last = await erase(streamId);
  // Her fitting records too: their notes and checklists with their keys, their photos' files after (ADR 054).
  last = (await eraseFittingsOfRequest(ctx, request, erase)) ?? last;
  // Her commission's stream holds the staff's own words about her (override reasons, payment notes).
  const commission = await findCommissionOfRequest(ctx.store, requestStream);
  if (commission && commission.version >= 0) last = await erase(commission.streamId);
  await Promise.all([...new Set(found.imageKeys)].map((blobKey) => ctx.blobs.delete(blobKey)));
  // Embedded mode's .eml files of her mails are her data in the clear too (docs/product.md#mail).
  await removeEmlFilesOf(ctx.store.db, ctx.config.mail.dir, requestStream);
  return last;
}
