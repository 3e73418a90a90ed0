import { contactMessageStreamId, personalDataErased } from '@atelier/domain';
import type { EventMetadata, Position } from '@atelier/event-store';
import { findContactMessage } from '@atelier/projections';
import { removeEmlFilesOf } from '@atelier/workers';
import type { AppContext } from '../context.ts';
import { notFound } from '../errors.ts';

/**
 * A contact message's erasure (ADR 003): its key is destroyed; the event stays, unreadable.
 * The .eml file of its notice to the designer (embedded mode) goes with it (docs/product.md#mail).
 */
export async function eraseContactMessage(ctx: Pick<AppContext, 'store' | 'config'>, messageId: string, at: string, metadata: EventMetadata): Promise<Position> {
  if (!(await findContactMessage(ctx.store, messageId))) throw notFound('contactMessageNotFound');
  const streamId = contactMessageStreamId(messageId);
  const { position } = await ctx.store.eraseSubject(streamId, personalDataErased(streamId, at), metadata);
  await removeEmlFilesOf(ctx.store.db, ctx.config.mail.dir, streamId);
  return position;
}
