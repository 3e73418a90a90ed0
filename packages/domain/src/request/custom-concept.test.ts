import { describe, expect, it } from 'vitest';
import { DeciderSpecification } from '../kernel/testing.ts';
import { customConceptDecider, type CustomConceptSubmitted, type SubmitCustomConcept } from './custom-concept.ts';
import { customConceptStreamId } from './stream.ts';

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
    lang: 'es',
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
    lang: 'es',
  },
  pii: ['fullName', 'email', 'phone', 'driveLink', 'conceptDescription', 'inspirations', 'additionalComments'],
};

// The lifecycle after the submission (verdicts, erasure) is shared: decider.test.ts.
describe('custom concept: submit', () => {
  const given = DeciderSpecification.for(customConceptDecider);

  it('given nothing, when submitted, then CustomConceptSubmitted with its personal keys named', () => {
    given([]).when(submit).then([submitted]);
  });

  it('stores blank optional fields as null', () => {
    const { driveLink: _d, inspirations: _i, additionalComments: _c, ...rest } = submit.data;
    given([])
      .when({ type: 'SubmitCustomConcept', data: { ...rest, imageKeys: [] } })
      .then([{ ...submitted, data: { ...submitted.data, driveLink: null, inspirations: null, additionalComments: null, imageKeys: [] } }]);
  });

  it('keeps only the known fields in the event', () => {
    given([])
      .when({ ...submit, data: { ...submit.data, stray: 'x' } as SubmitCustomConcept['data'] })
      .then([submitted]);
  });

  it('is in the stream custom-concept-{id}', () => {
    expect(customConceptStreamId(12)).toBe('custom-concept-12');
  });
});
