import type { RequestType } from '@atelier/contracts';
import { personalDataErased, requestStreamId } from '@atelier/domain';
import type { EventMetadata, Position } from '@atelier/event-store';
import { calendarStreamsOfRequest, findRequest } from '@atelier/projections';
import { removeEmlFilesOf } from '@atelier/workers';
import type { AppContext } from '../context.ts';
import { notFound } from '../errors.ts';

/**
 * A client's erasure (ADR 003, 028): the request's key first, so from then on nothing new can
 * be scheduled for her, then the key of every calendar event linked to the request, cancelled
 * ones too. Each erasure is its own transaction: when one fails, the error reaches the admin
 * and her retry erases everything again (erasing an erased stream only records it again), so
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
  let last = await erase(requestStreamId(request.type, request.id));
  for (const streamId of await calendarStreamsOfRequest(ctx.store, request.type, request.id)) last = await erase(streamId);
  await Promise.all(found.imageKeys.map((blobKey) => ctx.blobs.delete(blobKey)));
  // Embedded mode's .eml files of her mails are her data in the clear too (docs/product.md#mail).
  await removeEmlFilesOf(ctx.store.db, ctx.config.mail.dir, requestStreamId(request.type, request.id));
  return last;
}
