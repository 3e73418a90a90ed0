import { describe, expect, it } from 'vitest';
import { DomainError, IllegalTransition, NotFound } from '../shared/errors.ts';
import { scenario, stateAfter } from '../shared/testing.ts';
import type { SubmitCustomConcept } from './commands.ts';
import { customConceptDecider } from './decider.ts';
import type { CustomConceptEvent, CustomConceptSubmitted } from './events.ts';
import { customConceptStreamId } from './stream.ts';

const at = '2025-03-02T10:00:00.000Z';
const submit: SubmitCustomConcept = {
  type: 'SubmitCustomConcept',
  data: {
    requestId: 12,
    fullName: 'Marta Ruiz',
    email: 'marta@example.com',
    phone: '+34 611 222 333',
    preferredContact: 'phone',
    driveLink: 'https://drive.google.com/y',
    conceptDescription: 'A two-piece suit inspired by art deco',
    inspirations: 'Gatsby',
    additionalComments: 'Navy, please',
    imageKeys: ['requests/12/a.webp', 'requests/12/b.webp'],
    submittedAt: '2025-03-01T09:00:00.000Z',
  },
};
const submitted: CustomConceptSubmitted = {
  type: 'CustomConceptSubmitted',
  data: {
    requestId: 12,
    fullName: 'Marta Ruiz',
    email: 'marta@example.com',
    phone: '+34 611 222 333',
    preferredContact: 'phone',
    driveLink: 'https://drive.google.com/y',
    conceptDescription: 'A two-piece suit inspired by art deco',
    inspirations: 'Gatsby',
    additionalComments: 'Navy, please',
    imageKeys: ['requests/12/a.webp', 'requests/12/b.webp'],
    submittedAt: '2025-03-01T09:00:00.000Z',
  },
  pii: ['fullName', 'email', 'phone', 'driveLink', 'conceptDescription', 'inspirations', 'additionalComments'],
};
const approved: CustomConceptEvent = { type: 'RequestApproved', data: { requestId: 12, requestType: 'concept', at } };
const denied: CustomConceptEvent = { type: 'RequestDenied', data: { requestId: 12, requestType: 'concept', at } };
const erased: CustomConceptEvent = { type: 'PersonalDataErased', data: { streamId: 'custom-concept-12', erasedAt: at } };
const approve = { type: 'ApproveRequest', data: { requestId: 12, at } } as const;
const deny = { type: 'DenyRequest', data: { requestId: 12, at } } as const;

const spec = scenario(customConceptDecider);

describe('custom concept: submit', () => {
  it('given nothing, when submitted, then CustomConceptSubmitted with its personal keys named', () => {
    spec.given().when(submit).then([submitted]);
  });

  it('stores blank optional fields as null', () => {
    const { driveLink: _d, inspirations: _i, additionalComments: _c, ...rest } = submit.data;
    spec
      .given()
      .when({ type: 'SubmitCustomConcept', data: { ...rest, imageKeys: [] } })
      .then([
        { ...submitted, data: { ...submitted.data, driveLink: null, inspirations: null, additionalComments: null, imageKeys: [] } },
      ]);
  });

  it.each([
    ['pending', [submitted]],
    ['approved', [submitted, approved]],
    ['denied', [submitted, denied]],
  ] as const)('refuses a second submit when %s', (_status, history) => {
    spec.given(...history).when(submit).thenThrows(DomainError, /already submitted/);
  });
});

describe('custom concept: review', () => {
  it('approves a pending concept with requestType concept', () => {
    spec.given(submitted).when(approve).then([approved]);
  });

  it('denies a pending concept with requestType concept', () => {
    spec.given(submitted).when(deny).then([denied]);
  });

  it.each([
    ['approve', approve],
    ['deny', deny],
  ] as const)('cannot %s a concept that does not exist', (_name, command) => {
    spec.given().when(command).thenThrows(NotFound);
  });

  it.each([
    ['approve', 'approved', approve, approved],
    ['approve', 'denied', approve, denied],
    ['deny', 'approved', deny, approved],
    ['deny', 'denied', deny, denied],
  ] as const)('cannot %s a concept that is %s', (verb, from, command, verdict) => {
    spec.given(submitted, verdict).when(command).thenThrows(IllegalTransition, `Cannot ${verb} a request that is ${from}`);
  });
});

describe('custom concept: evolve', () => {
  it('follows none -> pending -> approved/denied and ignores erasure', () => {
    expect(stateAfter(customConceptDecider)).toEqual({ status: 'none' });
    expect(stateAfter(customConceptDecider, submitted)).toEqual({ status: 'pending' });
    expect(stateAfter(customConceptDecider, submitted, approved)).toEqual({ status: 'approved' });
    expect(stateAfter(customConceptDecider, submitted, denied)).toEqual({ status: 'denied' });
    expect(stateAfter(customConceptDecider, submitted, denied, erased)).toEqual({ status: 'denied' });
  });

  it('has a custom-concept-{id} stream', () => {
    expect(customConceptStreamId(12)).toBe('custom-concept-12');
  });
});
