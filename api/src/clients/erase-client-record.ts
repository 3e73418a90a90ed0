import { personalDataErased } from '@atelier/domain';
import type { EventMetadata, Position } from '@atelier/event-store';
import { clientStreamsOf, findClient } from '@atelier/projections';
import type { AppContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { eraseClient } from '../requests/erase-client.ts';
import { requestOfKey } from './client-id.ts';

/**
 * A client's erasure (ADR 047): each of her requests through the request's own erasure (its
 * key, her calendar events, her page's access, her photos and mails: ADR 028, 046), then
 * the key of her client stream and of every client merged into her, which seal her
 * measurements and notes. Each erasure is its own transaction, as in ADR 028: when one
 * fails the admin retries, and a stream erased already is left as it is (ADR 063), so a retry
 * finishes the job. Answers the position of the last erasure.
 */
export async function eraseClientRecord(ctx: Pick<AppContext, 'store' | 'blobs' | 'config'>, clientId: string, at: string, metadata: EventMetadata): Promise<Position> {
  const found = await findClient(ctx.store, clientId);
  if (!found) throw notFound('clientRecordNotFound');
  let last: Position | null = null;
  for (const request of found.requests) last = await eraseClient(ctx, requestOfKey(request.key), at, metadata);
  for (const streamId of await clientStreamsOf(ctx.store.db, clientId)) {
    last = (await ctx.store.eraseSubject(streamId, personalDataErased(streamId, at), metadata)).position;
  }
  if (!last) throw notFound('clientRecordNotFound');
  return last;
}
