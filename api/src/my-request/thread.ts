import type { MyRequestMessage } from '@atelier/contracts';
import { REQUEST_MESSAGE_POSTED, type RequestMessagePostedData } from '@atelier/domain';
import type { EventStore } from '@atelier/event-store';

/**
 * Her request's thread, oldest first: the one seam through which her page reads it. Until the
 * thread's read model (`threadOf` in projections' request-messages) is in, it folds the
 * RequestMessagePosted events of her stream, opened with the stream's key; pointing this at
 * `threadOf` changes nothing else. Only the author's side is kept: 'atelier' is every member
 * of the staff, so no staff name reaches her (docs/product.md#the-clients-page).
 */
export async function threadOfRequest(store: Pick<EventStore, 'readStream'>, streamId: string): Promise<MyRequestMessage[]> {
  const { events } = await store.readStream(streamId);
  return events
    .filter((event) => event.type === REQUEST_MESSAGE_POSTED)
    .map((event) => {
      const data = event.data as RequestMessagePostedData;
      return { number: data.messageNumber, from: data.from, text: data.text, at: data.at };
    });
}
