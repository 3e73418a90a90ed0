import {
  CUSTOM_CONCEPT_SUBMITTED,
  DRESS_ORDER_SUBMITTED,
  DomainError,
  clientStream,
  type CustomConceptSubmittedData,
  type DressOrderSubmittedData,
  type RequestType,
} from '@atelier/domain';
import { ConcurrencyError, ERASED, executeCommand, type EventStore, type Position, type StoredEvent } from '@atelier/event-store';
import type { Reactor } from '@atelier/projections';
import { emailIndexKey, hashEmail, indexNewRequests } from './email-index.ts';
import { attachmentOf, ownerOfAddress } from './owner.ts';

/** Another process, or the designer's merge or erasure, moved the client between look-up and append: look again. */
const ATTEMPTS = 5;

const SUBMISSIONS = [DRESS_ORDER_SUBMITTED, CUSTOM_CONCEPT_SUBMITTED] as const;

/**
 * Gives every request its client (ADR 047, ADR 064): a request's submission is attached to the
 * client who holds a request written from the same address (after merges, never an erased
 * one), else it opens a client named after itself. The address is hashed with the index of
 * ADR 046 (its key derived from SESSION_SECRET), so the reactor runs where the secret is: the
 * server when embedded, the workers in production.
 *
 * Idempotent: a request some client holds already is left alone (its attachment is in the log,
 * which the look-up reads, not a read model that may lag), and the client's decider never
 * attaches a request twice; a new client's id is the request's own key, so two processes on
 * one event write the same stream and one of them finds the work done.
 */
export function clientAttachmentReactor(store: EventStore, sessionSecret: string): Reactor {
  const index = emailIndexKey(sessionSecret);

  async function attachOnce(event: StoredEvent, requestKey: string, email: string): Promise<Position | null> {
    const attached = await attachmentOf(store.db, requestKey);
    if (attached) return attached.position;
    const emailHash = hashEmail(index, email);
    await store.db
      .insertInto('client_email_index')
      .values({ stream_id: event.streamId, email_hash: emailHash, key_id: index.id })
      .onConflict((oc) => oc.column('stream_id').doUpdateSet({ email_hash: emailHash, key_id: index.id }))
      .execute();
    const clientId = (await ownerOfAddress(store.db, index, emailHash, event.streamId)) ?? requestKey;
    const metadata = { actor: 'system', correlationId: event.metadata.correlationId, causationId: event.eventId };
    const command = { type: 'AttachClientRequests' as const, data: { clientId, requests: [requestKey], at: event.recordedAt.toISOString() } };
    const result = await executeCommand(store, { stream: clientStream(clientId), command, metadata });
    return result.position;
  }

  return {
    name: 'client-attachment',
    why: 'a new request joins the client who wrote from her address, or opens one (ADR 047)',
    handles: SUBMISSIONS,
    // Rows hashed under another SESSION_SECRET are hashed again, so an older request still finds her.
    prepare: () => indexNewRequests(store, index),
    async react(event) {
      const data = event.data as DressOrderSubmittedData | CustomConceptSubmittedData;
      const requestType: RequestType = event.type === DRESS_ORDER_SUBMITTED ? 'dress' : 'concept';
      const requestKey = `${requestType}-${data.requestId}`;
      // Erased before any client held her: she has no client (ADR 047), and no address to hash.
      if (typeof data.email !== 'string' || data.email === '' || data.email === ERASED) return null;
      for (let attempt = 1; ; attempt++) {
        try {
          return await attachOnce(event, requestKey, data.email);
        } catch (error) {
          const raced = error instanceof ConcurrencyError || error instanceof DomainError;
          if (!raced || attempt >= ATTEMPTS) throw error;
        }
      }
    },
  };
}
