import {
  COMMISSION_STREAM_TYPE,
  CONTACT_MESSAGE_STREAM_TYPE,
  commissionDecider,
  commissionIdOf,
  commissionStreamId,
  CUSTOM_CONCEPT_STREAM_TYPE,
  contactMessageDecider,
  contactMessageStreamId,
  DRESS_ORDER_STREAM_TYPE,
  customConceptDecider,
  customConceptStreamId,
  dressOrderDecider,
  dressOrderStreamId,
  personalDataErased,
  type Decider,
  type DomainEvent,
  type GiveVerdict,
  type OpenCommission,
} from '@atelier/domain';
import { START, executeCommand, type EventMetadata, type EventStore, type Position } from '@atelier/event-store';

const metadata = (actor: string): EventMetadata => ({ actor, correlationId: crypto.randomUUID(), causationId: null });

/** Runs a command through its decider and appends the result at the stream's version. */
export async function runCommand<C, E extends DomainEvent, S>(
  store: EventStore,
  decider: Decider<C, E, S>,
  stream: { id: string; type: string },
  command: C,
  actor: string,
) {
  return executeCommand(store, { stream: { decider, streamId: stream.id, streamType: stream.type }, command, metadata: metadata(actor) });
}

/**
 * Appends a realistic mix through the real deciders: orders, concepts, reviews, and an
 * erasure of request 2. Returns the position of the last event appended.
 */
export async function seedRequests(store: EventStore, count: number, firstId = 1): Promise<Position> {
  let last = START;
  for (let id = firstId; id < firstId + count; id++) {
    const submittedAt = new Date(Date.UTC(2026, 0, 1, 0, id)).toISOString();
    const person = { requestId: id, fullName: `Client ${id}`, email: `client${id}@example.com`, phone: '+34 600 000 000', submittedAt };
    const isConcept = id % 3 === 0;
    const stream = isConcept
      ? { id: customConceptStreamId(id), type: CUSTOM_CONCEPT_STREAM_TYPE }
      : { id: dressOrderStreamId(id), type: DRESS_ORDER_STREAM_TYPE };
    const decider = (isConcept ? customConceptDecider : dressOrderDecider) as Decider<unknown, DomainEvent, unknown>;
    const submit = isConcept
      ? {
          type: 'SubmitCustomConcept',
          data: { ...person, preferredContact: 'text', conceptDescription: 'An evening dress with sculpted sleeves.', inspirations: id % 2 ? 'Balenciaga' : null, imageKeys: [`requests/concept/${id}/0.webp`] },
        }
      : {
          type: 'SubmitDressOrder',
          data: { ...person, eventType: 'gala', eventDate: '2026-12-31', description: 'A long silk gown for a winter gala.', imageKeys: [] },
        };
    last = (await runCommand(store, decider, stream, submit, 'anonymous')).position;
    if (id % 4 !== 0) {
      const verdict: GiveVerdict = { type: id % 2 ? 'ApproveRequest' : 'DenyRequest', data: { requestId: id, at: submittedAt } };
      last = (await runCommand(store, decider, stream, verdict, 'user-admin')).position;
      if (verdict.type === 'ApproveRequest') {
        // The approval opens the commission, as the verdict route does in the same append (ADR 065).
        const requestType = isConcept ? 'concept' : 'dress';
        const commissionId = commissionIdOf(requestType, id);
        const open: OpenCommission = { type: 'OpenCommission', data: { commissionId, requestType, requestId: id, at: submittedAt } };
        last = (await runCommand(store, commissionDecider, { id: commissionStreamId(commissionId), type: COMMISSION_STREAM_TYPE }, open, 'user-admin')).position;
      }
    }
    if (id === 2) last = (await store.eraseSubject(stream.id, personalDataErased(stream.id, submittedAt), metadata('user-admin'))).position;
  }
  return last;
}

/** The id of the contact message seeded as number `n` (a UUID, as the API makes them). */
export const seededMessageId = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * Appends `count` contact messages through the real decider, numbered from `first`, in both
 * languages and with and without a subject; `eraseNumber` is erased right after it is received.
 */
export async function seedContactMessages(store: EventStore, count: number, first = 1, eraseNumber?: number): Promise<Position> {
  let last = START;
  for (let n = first; n < first + count; n++) {
    const messageId = seededMessageId(n);
    const stream = { id: contactMessageStreamId(messageId), type: CONTACT_MESSAGE_STREAM_TYPE };
    const receivedAt = new Date(Date.UTC(2026, 1, 1, 12, n)).toISOString();
    const data = {
      messageId,
      name: `Sender ${n}`,
      email: `sender${n}@example.com`,
      subject: n % 2 ? `Fitting ${n}` : null,
      message: `Could I book a fitting, please? (${n})`,
      receivedAt,
      lang: n % 3 ? ('es' as const) : ('en' as const),
    };
    last = (await runCommand(store, contactMessageDecider, stream, { type: 'ReceiveContactMessage', data }, 'anonymous')).position;
    if (n === eraseNumber) last = (await store.eraseSubject(stream.id, personalDataErased(stream.id, receivedAt), metadata('user-admin'))).position;
  }
  return last;
}
