/** Waits after each failed attempt: 1 min, 5 min, 30 min, 2 h; the fifth failure is the last (ADR 045). */
const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** When to try again after attempt number `attempt` (from 1) failed at `failedAt`; null after the last: the entry is failed. */
export function retryAt(attempt: number, failedAt: Date): string | null {
  const delay = RETRY_DELAYS_MS[attempt - 1];
  return delay === undefined ? null : new Date(failedAt.getTime() + delay).toISOString();
}
