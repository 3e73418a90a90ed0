import type { MyRequestMessage } from '@atelier/contracts';
import { threadOf, type RequestMessagesReader } from '@atelier/projections';

/**
 * Her request's thread, oldest first, from the thread's read model (the staff's dialog reads
 * the same). Only the author's side is kept: 'atelier' is every member of the staff, so no
 * staff name and no read mark reaches her (docs/product.md#the-clients-page).
 */
export async function threadOfRequest(reader: RequestMessagesReader, streamId: string): Promise<MyRequestMessage[]> {
  const { messages } = await threadOf(reader, streamId);
  return messages.map(({ number, from, text, at }) => ({ number, from, text, at }));
}
