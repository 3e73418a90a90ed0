import type { HorizonHolder, ProjectionLag } from '@atelier/event-store';
import { describe, expect, it } from 'vitest';
import { assessHealth, type HealthObservation } from './assess.ts';

const thresholds = { maxLagAgeSeconds: 30, maxHorizonAgeSeconds: 60 };
const lag = (projection: string, eventsBehind: number, oldestAgeSeconds: number | null, atLeast = false): ProjectionLag => ({
  projection,
  eventsBehind,
  atLeast,
  oldestAgeSeconds,
});
const noHolder: HorizonHolder = { ageSeconds: null, pid: null, database: null, scope: 'cluster' };
const healthy: HealthObservation = {
  database: 'ok',
  queue: 'disabled',
  projections: [lag('requests', 0, null), lag('users', 2, 0.4)],
  horizon: { ...noHolder, ageSeconds: 3, pid: 77, database: 'atelier' },
};

describe('assessHealth', () => {
  it('is ok (200) when every projection and the horizon are within their limits', () => {
    expect(assessHealth(healthy, thresholds)).toEqual({ status: 'ok', httpStatus: 200, reasons: [] });
    // Exactly at the limit is still within it.
    const atLimit = { ...healthy, projections: [lag('users', 1, 30)], horizon: { ...noHolder, ageSeconds: 60, pid: 1 } };
    expect(assessHealth(atLimit, thresholds).status).toBe('ok');
  });

  it('is degraded (still 200) for each projection whose oldest pending event is past the limit', () => {
    const observed = { ...healthy, projections: [lag('requests', 10_000, 95.25, true), lag('users', 1, 12), lag('site-settings', 3, 30.5)] };
    expect(assessHealth(observed, thresholds)).toEqual({
      status: 'degraded',
      httpStatus: 200,
      reasons: [
        {
          code: 'projection-lag',
          projection: 'requests',
          ageSeconds: 95.3,
          thresholdSeconds: 30,
          message: 'Projection requests is at least 10000 events behind; the oldest was recorded 95.3 s ago (limit 30 s)',
        },
        {
          code: 'projection-lag',
          projection: 'site-settings',
          ageSeconds: 30.5,
          thresholdSeconds: 30,
          message: 'Projection site-settings is 3 events behind; the oldest was recorded 30.5 s ago (limit 30 s)',
        },
      ],
    });
  });

  it('is degraded when a transaction holds the horizon past its limit, naming its pid or a prepared transaction', () => {
    const byPid = assessHealth({ ...healthy, horizon: { ...noHolder, ageSeconds: 61, pid: 4242, database: 'other' } }, thresholds);
    expect(byPid).toEqual({
      status: 'degraded',
      httpStatus: 200,
      reasons: [
        {
          code: 'horizon-held',
          ageSeconds: 61,
          thresholdSeconds: 60,
          message: 'A transaction open for 61 s (pid 4242, see pg_stat_activity) holds back every projection on the server (limit 60 s)',
        },
      ],
    });
    const prepared = assessHealth({ ...healthy, horizon: { ...noHolder, ageSeconds: 600 } }, thresholds);
    expect(prepared.reasons[0]?.message).toContain('a prepared transaction, see pg_prepared_xacts');
  });

  it('gives every reason at once, with its own threshold', () => {
    const observed = { ...healthy, projections: [lag('users', 5, 45)], horizon: { ...noHolder, ageSeconds: 50, pid: 9 } };
    expect(assessHealth(observed, { maxLagAgeSeconds: 40, maxHorizonAgeSeconds: 40 }).reasons.map((r) => [r.code, r.thresholdSeconds])).toEqual([
      ['projection-lag', 40],
      ['horizon-held', 40],
    ]);
  });

  it('is degraded when the lag could not be measured although the database answered', () => {
    const observed: HealthObservation = { ...healthy, projections: null, horizon: null, unmeasured: 'no answer within 1500 ms' };
    expect(assessHealth(observed, thresholds)).toEqual({
      status: 'degraded',
      httpStatus: 200,
      reasons: [{ code: 'lag-unknown', message: 'Projection lag could not be measured: no answer within 1500 ms' }],
    });
  });

  it('is down (503) when the database or the queue does not answer, whatever the lag', () => {
    expect(assessHealth({ ...healthy, database: 'down', projections: null, horizon: null }, thresholds)).toEqual({
      status: 'down',
      httpStatus: 503,
      reasons: [{ code: 'database-down', message: 'The database does not answer' }],
    });
    const queueDown = assessHealth({ ...healthy, queue: 'down', projections: [lag('users', 1, 999)] }, thresholds);
    expect(queueDown).toEqual({
      status: 'down',
      httpStatus: 503,
      reasons: [{ code: 'queue-down', message: 'The projection queue (Redis) does not answer' }],
    });
  });
});
