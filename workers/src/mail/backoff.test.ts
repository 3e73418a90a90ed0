import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, retryAt } from './backoff.ts';

describe('the retry schedule of a mail', () => {
  it('waits 1 min, 5 min, 30 min and 2 h, and gives up after the fifth attempt', () => {
    const failedAt = new Date('2026-11-28T10:00:00.000Z');
    expect([1, 2, 3, 4, 5, 6].map((attempt) => retryAt(attempt, failedAt))).toEqual([
      '2026-11-28T10:01:00.000Z',
      '2026-11-28T10:05:00.000Z',
      '2026-11-28T10:30:00.000Z',
      '2026-11-28T12:00:00.000Z',
      null,
      null,
    ]);
    expect(MAX_ATTEMPTS).toBe(5);
  });
});
