import { describe, it } from 'vitest';
import type { Decider, DomainEvent } from '../kernel/decider.ts';
import { DomainError, IllegalTransition, NotFound } from '../kernel/errors.ts';
import { DeciderSpecification } from '../kernel/testing.ts';
import type { GiveVerdict } from './commands.ts';
import { customConceptDecider, type CustomConceptSubmitted } from './custom-concept.ts';
import { initialRequestState, TooManyClientImages, type RequestState } from './decider.ts';
import { dressOrderDecider, type DressOrderSubmitted } from './dress-order.ts';
import type { RequestType } from './events.ts';

const at = '2025-03-02T10:00:00.000Z';
const client = { fullName: 'Lucía Fernández', email: 'lucia@example.com', phone: '+34 600 123 456', imageKeys: [], submittedAt: '2025-03-01T09:00:00.000Z', lang: 'es' as const };

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

/** A request's state: its status, and what differs from a fresh one. */
const state = (status: RequestState['status'], more: Partial<RequestState> = {}): RequestState => ({ ...initialRequestState, status, ...more });

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
    given([]).thenState(state('none'));
    given([submitted]).thenState(state('pending'));
    given([submitted, approved(requestType)]).thenState(state('approved'));
    given([submitted, denied(requestType)]).thenState(state('denied'));
  });

  it('keeps its status through an erasure, and the verdict rules still apply', () => {
    given([submitted, approved(requestType), erased(streamId)]).thenState(state('approved', { erased: true }));
    given([submitted, erased(streamId)]).when(approve).then([approved(requestType)]);
    given([submitted, denied(requestType), erased(streamId)]).when(approve).thenThrows(IllegalTransition, 'Cannot approve a request that is denied');
  });
});

describe.each(kinds)('the thread of a $requestType request', ({ requestType, decider, submitted, streamId }) => {
  const given = DeciderSpecification.for(decider);
  const post = (from: 'client' | 'atelier', text: string) => ({ type: 'PostRequestMessage', data: { requestId: 7, from, text, at } });
  const posted = (messageNumber: number, from: 'client' | 'atelier', text: string) => ({
    type: 'RequestMessagePosted',
    data: { requestId: 7, requestType, at, messageNumber, from, text },
    pii: ['text'],
  });
  const read = (upTo: number) => ({ type: 'MarkRequestThreadRead', data: { requestId: 7, upTo, at } });
  const readEvent = (upTo: number) => ({ type: 'RequestThreadRead', data: { requestId: 7, requestType, at, upTo } });
  const addImages = (n: number) => ({ type: 'AddClientImages', data: { requestId: 7, imageKeys: Array.from({ length: n }, (_, i) => `requests/${requestType}/7/c${i}.webp`), at } });

  it('numbers messages from either side in the order written, trimmed, with the text sealed', () => {
    given([submitted]).when(post('client', '  ¿Podemos vernos el martes?  ')).then([posted(1, 'client', '¿Podemos vernos el martes?')]);
    given([submitted, posted(1, 'client', 'Hola'), approved(requestType)]).when(post('atelier', 'Claro')).then([posted(2, 'atelier', 'Claro')]);
  });

  it('refuses an empty or too long message, and any before the request exists or after her erasure', () => {
    given([submitted]).when(post('client', '   ')).thenThrows(DomainError, 'A message has 1 to 4000 characters');
    given([submitted]).when(post('client', 'x'.repeat(4001))).thenThrows(DomainError, 'A message has 1 to 4000 characters');
    given([submitted]).when(post('client', 'x'.repeat(4000))).then([posted(1, 'client', 'x'.repeat(4000))]);
    given([]).when(post('client', 'Hola')).thenThrows(NotFound, 'request 7 not found');
    given([submitted, erased(streamId)]).when(post('atelier', 'Hola')).thenThrows(NotFound, 'request 7 not found');
  });

  it('marks the thread read up to the newest message, and only once', () => {
    const two = [submitted, posted(1, 'client', 'a'), posted(2, 'client', 'b')];
    given(two).when(read(2)).then([readEvent(2)]);
    given(two).when(read(9)).then([readEvent(2)]);
    given([...two, readEvent(2)]).when(read(2)).then([]);
    given([...two, readEvent(2)]).thenState(state('pending', { messages: 2, readUpTo: 2 }));
  });

  it('takes up to five photos from her page, in one go or several', () => {
    given([submitted]).when(addImages(5)).then([{ type: 'ClientImagesAdded', data: { requestId: 7, requestType, at, imageKeys: addImages(5).data.imageKeys } }]);
    const three = { type: 'ClientImagesAdded', data: { requestId: 7, requestType, at, imageKeys: ['a', 'b', 'c'] } };
    given([submitted, three]).when(addImages(3)).thenThrows(TooManyClientImages, 'at most 5 photos');
    given([submitted, three]).when(addImages(0)).thenThrows(DomainError, 'No photos to add');
    given([submitted, three]).thenState(state('pending', { clientImages: 3 }));
  });

  it('records her asking for her link, not once erased', () => {
    given([submitted]).when({ type: 'RequestClientLink', data: { requestId: 7, at } }).then([{ type: 'ClientLinkRequested', data: { requestId: 7, requestType, at } }]);
    given([submitted, erased(streamId)]).when({ type: 'RequestClientLink', data: { requestId: 7, at } }).thenThrows(NotFound, 'request 7 not found');
  });
});
