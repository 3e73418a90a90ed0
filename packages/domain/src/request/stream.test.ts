import { describe, expect, it } from 'vitest';
import { requestStreamId } from './stream.ts';

describe('request stream ids', () => {
  it('name each request type by the stream its events are stored in', () => {
    expect(requestStreamId('dress', 12)).toBe('dress-order-12');
    expect(requestStreamId('concept', 7)).toBe('custom-concept-7');
  });
});
