import { describe, expect, it } from 'vitest';
import { DomainError } from '../kernel/errors.ts';
import { DeciderSpecification } from '../kernel/testing.ts';
import { testMailDecider, testMailStream, type RequestTestMail } from './test-mail.ts';

const requestId = '6f1c2a4e-8b0d-4c3e-9f1a-2b3c4d5e6f70';
const at = '2026-11-28T10:00:00.000Z';
const request = (id = requestId): RequestTestMail => ({ type: 'RequestTestMail', data: { requestId: id, at } });
const given = DeciderSpecification.for(testMailDecider);

describe('a test mail request', () => {
  it('is recorded once on its own stream; the same request again is refused', () => {
    given([]).when(request()).then([{ type: 'TestMailRequested', data: { requestId, at } }]);
    given([{ type: 'TestMailRequested', data: { requestId, at } }]).when(request()).thenThrows(DomainError, 'already requested');
    expect(testMailStream(requestId)).toMatchObject({ streamId: `mail-test-${requestId}`, streamType: 'mail-test' });
  });

  it('is named by a UUID', () => {
    given([]).when(request('not-a-uuid')).thenThrows(DomainError, 'UUID');
    given([]).when(request(requestId.toUpperCase())).thenThrows(DomainError, 'UUID');
  });
});
