import { describe, expect, it } from 'vitest';
import { DeciderSpecification } from '../kernel/testing.ts';
import { dressOrderDecider, type DressOrderSubmitted, type SubmitDressOrder } from './dress-order.ts';
import { dressOrderStreamId } from './stream.ts';

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
    lang: 'es',
  },
};
const submitted: DressOrderSubmitted = {
  type: 'DressOrderSubmitted',
  data: { ...submit.data, address: 'Calle Mayor 1, Madrid', driveLink: 'https://drive.google.com/x' },
  pii: ['fullName', 'email', 'phone', 'address', 'driveLink', 'description'],
};

// The lifecycle after the submission (verdicts, erasure) is shared: decider.test.ts.
describe('dress order: submit', () => {
  const given = DeciderSpecification.for(dressOrderDecider);

  it('given nothing, when submitted, then DressOrderSubmitted with its personal keys named', () => {
    given([]).when(submit).then([submitted]);
  });

  it('stores blank optional fields as null', () => {
    const { address: _a, driveLink: _d, ...rest } = submit.data;
    given([])
      .when({ type: 'SubmitDressOrder', data: rest })
      .then([{ ...submitted, data: { ...submitted.data, address: null, driveLink: null } }]);
  });

  it('keeps only the known fields in the event', () => {
    given([])
      .when({ ...submit, data: { ...submit.data, stray: 'x' } as SubmitDressOrder['data'] })
      .then([submitted]);
  });

  it('is in the stream dress-order-{id}', () => {
    expect(dressOrderStreamId(7)).toBe('dress-order-7');
  });
});
