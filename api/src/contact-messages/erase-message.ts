import { contactMessageStreamId, personalDataErased } from '@atelier/domain';
import type { EventMetadata, Position } from '@atelier/event-store';
import { findContactMessage } from '@atelier/projections';
import type { AppContext } from '../context.ts';
import { notFound } from '../errors.ts';

/** A contact message's erasure (ADR 003): its key is destroyed; the event stays, unreadable. */
export async function eraseContactMessage(ctx: Pick<AppContext, 'store'>, messageId: string, at: string, metadata: EventMetadata): Promise<Position> {
  if (!(await findContactMessage(ctx.store, messageId))) throw notFound('contactMessageNotFound');
  const streamId = contactMessageStreamId(messageId);
  return (await ctx.store.eraseSubject(streamId, personalDataErased(streamId, at), metadata)).position;
}
