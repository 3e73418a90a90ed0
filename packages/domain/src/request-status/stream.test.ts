import { describe, expect, it } from 'vitest';
import { parseRequestStreamId, requestStreamId } from './stream.ts';

describe('request stream ids', () => {
  it('round-trips both request types', () => {
    expect(parseRequestStreamId(requestStreamId('dress', 12))).toEqual({ type: 'dress', id: 12 });
    expect(parseRequestStreamId(requestStreamId('concept', 7))).toEqual({ type: 'concept', id: 7 });
  });

  it('is null for other streams and malformed ids', () => {
    expect(parseRequestStreamId('user-1')).toBeNull();
    expect(parseRequestStreamId('dress-order-x')).toBeNull();
  });
});
