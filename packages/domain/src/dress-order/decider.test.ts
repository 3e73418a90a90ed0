import { describe, expect, it } from 'vitest';
import { DomainError, IllegalTransition, NotFound } from '../shared/errors.ts';
import { scenario, stateAfter } from '../shared/testing.ts';
import type { SubmitDressOrder } from './commands.ts';
import { dressOrderDecider } from './decider.ts';
import type { DressOrderEvent, DressOrderSubmitted } from './events.ts';
import { dressOrderStreamId } from './stream.ts';

const at = '2025-03-02T10:00:00.000Z';
const submit: SubmitDressOrder = {
  type: 'SubmitDressOrder',
  data: {
    requestId: 7,
    fullName: 'Lucía Fernández',
    email: 'lucia@example.com',
    phone: '+34 600 123 456',
    address: 'Calle Mayor 1, Madrid',
    eventType: 'wedding',
    eventDate: '2025-09-14',
    driveLink: 'https://drive.google.com/x',
    description: 'A flowing silk gown with open back',
    imageKeys: ['requests/7/a.webp'],
    submittedAt: '2025-03-01T09:00:00.000Z',
  },
};
const submitted: DressOrderSubmitted = {
  type: 'DressOrderSubmitted',
  data: { ...submit.data, address: 'Calle Mayor 1, Madrid', driveLink: 'https://drive.google.com/x' },
  pii: ['fullName', 'email', 'phone', 'address', 'driveLink', 'description'],
};
const approved: DressOrderEvent = { type: 'RequestApproved', data: { requestId: 7, requestType: 'dress', at } };
const denied: DressOrderEvent = { type: 'RequestDenied', data: { requestId: 7, requestType: 'dress', at } };
const erased: DressOrderEvent = { type: 'PersonalDataErased', data: { streamId: 'dress-order-7', erasedAt: at } };
const approve = { type: 'ApproveRequest', data: { requestId: 7, at } } as const;
const deny = { type: 'DenyRequest', data: { requestId: 7, at } } as const;

const spec = scenario(dressOrderDecider);

describe('dress order: submit', () => {
  it('given nothing, when submitted, then DressOrderSubmitted with its personal keys named', () => {
    spec.given().when(submit).then([submitted]);
  });

  it('stores blank optional fields as null', () => {
    const { address: _a, driveLink: _d, ...rest } = submit.data;
    spec
      .given()
      .when({ type: 'SubmitDressOrder', data: rest })
      .then([{ ...submitted, data: { ...submitted.data, address: null, driveLink: null } }]);
  });

  it('keeps only the known fields in the event', () => {
    const [event] = dressOrderDecider.decide({ ...submit, data: { ...submit.data, stray: 'x' } as SubmitDressOrder['data'] }, dressOrderDecider.initialState);
    expect(event?.data).not.toHaveProperty('stray');
  });

  it.each([
    ['pending', [submitted]],
    ['approved', [submitted, approved]],
    ['denied', [submitted, denied]],
  ] as const)('refuses a second submit when %s', (_status, history) => {
    spec.given(...history).when(submit).thenThrows(DomainError, /already submitted/);
  });
});

describe('dress order: review', () => {
  it('approves a pending request', () => {
    spec.given(submitted).when(approve).then([approved]);
  });

  it('denies a pending request', () => {
    spec.given(submitted).when(deny).then([denied]);
  });

  it.each([
    ['approve', approve],
    ['deny', deny],
  ] as const)('cannot %s a request that does not exist', (_name, command) => {
    spec.given().when(command).thenThrows(NotFound, /not found/);
  });

  it.each([
    ['approve', 'approved', approve, approved],
    ['approve', 'denied', approve, denied],
    ['deny', 'approved', deny, approved],
    ['deny', 'denied', deny, denied],
  ] as const)('cannot %s a request that is %s', (verb, from, command, verdict) => {
    spec.given(submitted, verdict).when(command).thenThrows(IllegalTransition, `Cannot ${verb} a request that is ${from}`);
  });
});

describe('dress order: evolve', () => {
  it('follows none -> pending -> approved/denied', () => {
    expect(stateAfter(dressOrderDecider)).toEqual({ status: 'none' });
    expect(stateAfter(dressOrderDecider, submitted)).toEqual({ status: 'pending' });
    expect(stateAfter(dressOrderDecider, submitted, approved)).toEqual({ status: 'approved' });
    expect(stateAfter(dressOrderDecider, submitted, denied)).toEqual({ status: 'denied' });
  });

  it('keeps the status when personal data is erased, and review rules still apply', () => {
    expect(stateAfter(dressOrderDecider, submitted, erased)).toEqual({ status: 'pending' });
    expect(stateAfter(dressOrderDecider, submitted, approved, erased)).toEqual({ status: 'approved' });
    spec.given(submitted, erased).when(approve).then([approved]);
  });
});

describe('dress order: stream id', () => {
  it('is dress-order-{id}', () => {
    expect(dressOrderStreamId(7)).toBe('dress-order-7');
  });
});
