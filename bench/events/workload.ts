import {
  CUSTOM_CONCEPT_STREAM_TYPE,
  DRESS_ORDER_STREAM_TYPE,
  customConceptDecider,
  customConceptStreamId,
  dressOrderDecider,
  dressOrderStreamId,
  type EventMetadata,
  type NewEvent,
  type StreamWrite,
} from './imports.ts';

/** Realistic events from the real deciders: submissions with PII, then a verdict. */

export const metadata = (actor: string): EventMetadata => ({
  actor,
  correlationId: crypto.randomUUID(),
  causationId: null,
  idempotencyKey: crypto.randomUUID(),
});

const submittedAt = (id: number) => new Date(Date.UTC(2026, 0, 1) + id * 60_000).toISOString();

export function dressOrderSubmitted(id: number): NewEvent[] {
  return dressOrderDecider.decide(
    {
      type: 'SubmitDressOrder',
      data: {
        requestId: id,
        fullName: `Lucía Fernández ${id}`,
        email: `client${id}@example.com`,
        phone: '+34 600 123 456',
        address: `Calle Mayor ${id % 200}, 28013 Madrid`,
        eventType: 'wedding',
        eventDate: '2026-09-14',
        driveLink: id % 2 ? `https://drive.google.com/drive/folders/${id.toString(36)}abcdef` : null,
        description: 'A flowing silk gown with an open back, long sleeves and a short train; ivory or champagne.',
        imageKeys: [`requests/dress/${id}/0.webp`, `requests/dress/${id}/1.webp`],
        submittedAt: submittedAt(id),
        lang: 'es',
      },
    },
    dressOrderDecider.initialState,
  );
}

export function customConceptSubmitted(id: number): NewEvent[] {
  return customConceptDecider.decide(
    {
      type: 'SubmitCustomConcept',
      data: {
        requestId: id,
        fullName: `Marta Ruiz ${id}`,
        email: `concept${id}@example.com`,
        phone: '+34 611 222 333',
        preferredContact: 'email',
        driveLink: null,
        conceptDescription: 'An evening dress with sculpted sleeves and a corseted bodice in deep green velvet.',
        inspirations: id % 2 ? 'Balenciaga, 1950s couture' : null,
        additionalComments: id % 5 === 0 ? 'Needed before March.' : null,
        imageKeys: [`requests/concept/${id}/0.webp`],
        submittedAt: submittedAt(id),
        lang: 'es',
      },
    },
    customConceptDecider.initialState,
  );
}

type Verdict = 'ApproveRequest' | 'DenyRequest';

/** The verdict on a freshly submitted request (state: pending). */
function verdict(id: number, type: Verdict, kind: 'dress' | 'concept'): NewEvent[] {
  const command = { type, data: { requestId: id, at: submittedAt(id + 1) } };
  return kind === 'dress'
    ? dressOrderDecider.decide(command, { ...dressOrderDecider.initialState, status: 'pending' })
    : customConceptDecider.decide(command, { ...customConceptDecider.initialState, status: 'pending' });
}

/**
 * Request `id` as one stream write: 2 in 3 are dress orders, 1 in 3 custom concepts;
 * 3 in 4 have a verdict (approvals and denials alternate).
 */
export function requestWrite(id: number): StreamWrite {
  const kind = id % 3 === 0 ? 'concept' : 'dress';
  const events = kind === 'dress' ? dressOrderSubmitted(id) : customConceptSubmitted(id);
  if (id % 4 !== 0) events.push(...verdict(id, id % 2 ? 'ApproveRequest' : 'DenyRequest', kind));
  return {
    streamId: kind === 'dress' ? dressOrderStreamId(id) : customConceptStreamId(id),
    streamType: kind === 'dress' ? DRESS_ORDER_STREAM_TYPE : CUSTOM_CONCEPT_STREAM_TYPE,
    expectedVersion: -1,
    events,
  };
}
