import { describe, it } from 'vitest';
import type { Decider, DomainEvent } from '../kernel/decider.ts';
import { DomainError, IllegalTransition, NotFound } from '../kernel/errors.ts';
import { DeciderSpecification } from '../kernel/testing.ts';
import type { GiveVerdict } from './commands.ts';
import { customConceptDecider, type CustomConceptSubmitted } from './custom-concept.ts';
import type { RequestState } from './decider.ts';
import { dressOrderDecider, type DressOrderSubmitted } from './dress-order.ts';
import type { RequestType } from './events.ts';

const at = '2025-03-02T10:00:00.000Z';
const client = { fullName: 'Lucía Fernández', email: 'lucia@example.com', phone: '+34 600 123 456', imageKeys: [], submittedAt: '2025-03-01T09:00:00.000Z' };

const dressSubmitted: DressOrderSubmitted = {
  type: 'DressOrderSubmitted',
  data: { ...client, requestId: 7, address: null, eventType: 'gala', eventDate: '2025-09-14', driveLink: null, description: 'A long silk gown' },
  pii: ['fullName', 'email', 'phone', 'address', 'driveLink', 'description'],
};
const conceptSubmitted: CustomConceptSubmitted = {
  type: 'CustomConceptSubmitted',
  data: { ...client, requestId: 7, preferredContact: 'email', driveLink: null, conceptDescription: 'A cape', inspirations: null, additionalComments: null },
  pii: ['fullName', 'email', 'phone', 'driveLink', 'conceptDescription', 'inspirations', 'additionalComments'],
};

/** Both kinds of request, each with its submission, its own submit command and its stream id. */
const kinds = [
  {
    requestType: 'dress' as const,
    decider: dressOrderDecider as Decider<unknown, DomainEvent, RequestState>,
    submitted: dressSubmitted,
    submit: { type: 'SubmitDressOrder', data: dressSubmitted.data },
    streamId: 'dress-order-7',
  },
  {
    requestType: 'concept' as const,
    decider: customConceptDecider as Decider<unknown, DomainEvent, RequestState>,
    submitted: conceptSubmitted,
    submit: { type: 'SubmitCustomConcept', data: conceptSubmitted.data },
    streamId: 'custom-concept-7',
  },
];

const approve: GiveVerdict = { type: 'ApproveRequest', data: { requestId: 7, at } };
const deny: GiveVerdict = { type: 'DenyRequest', data: { requestId: 7, at } };
const approved = (requestType: RequestType) => ({ type: 'RequestApproved', data: { requestId: 7, requestType, at } });
const denied = (requestType: RequestType) => ({ type: 'RequestDenied', data: { requestId: 7, requestType, at } });
const erased = (streamId: string) => ({ type: 'PersonalDataErased', data: { streamId, erasedAt: at } });

describe.each(kinds)('the request lifecycle of a $requestType request', ({ requestType, decider, submitted, submit, streamId }) => {
  const given = DeciderSpecification.for(decider);

  it('is submitted once: a second submit is refused, whatever the status', () => {
    given([]).when(submit).then([submitted]);
    for (const history of [[submitted], [submitted, approved(requestType)], [submitted, denied(requestType)]]) {
      given(history).when(submit).thenThrows(DomainError, 'Request 7 already submitted');
    }
  });

  it('takes one verdict while pending, naming its kind in the event', () => {
    given([submitted]).when(approve).then([approved(requestType)]);
    given([submitted]).when(deny).then([denied(requestType)]);
  });

  it('has no verdict before it exists', () => {
    given([]).when(approve).thenThrows(NotFound, 'request 7 not found');
    given([]).when(deny).thenThrows(NotFound, 'request 7 not found');
  });

  it.each([
    ['approve', 'approved', approve, approved],
    ['approve', 'denied', approve, denied],
    ['deny', 'approved', deny, approved],
    ['deny', 'denied', deny, denied],
  ] as const)('cannot %s a request that is %s: a verdict has no way back', (verb, from, command, verdict) => {
    given([submitted, verdict(requestType)]).when(command).thenThrows(IllegalTransition, `Cannot ${verb} a request that is ${from}`);
  });

  it('goes none, pending, then approved or denied', () => {
    given([]).thenState({ status: 'none' });
    given([submitted]).thenState({ status: 'pending' });
    given([submitted, approved(requestType)]).thenState({ status: 'approved' });
    given([submitted, denied(requestType)]).thenState({ status: 'denied' });
  });

  it('keeps its status through an erasure, and the verdict rules still apply', () => {
    given([submitted, approved(requestType), erased(streamId)]).thenState({ status: 'approved' });
    given([submitted, erased(streamId)]).when(approve).then([approved(requestType)]);
    given([submitted, denied(requestType), erased(streamId)]).when(approve).thenThrows(IllegalTransition, 'Cannot approve a request that is denied');
  });
});
