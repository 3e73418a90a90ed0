import type { HealthThresholds } from '@atelier/config';
import type { HorizonHolder, ProjectionLag } from '@atelier/event-store';

export type DependencyStatus = 'ok' | 'disabled' | 'down';

/** What /api/health measured. lag and horizon are null when they could not be measured. */
export interface HealthObservation {
  database: DependencyStatus;
  queue: DependencyStatus;
  projections: readonly ProjectionLag[] | null;
  horizon: HorizonHolder | null;
  /** Why lag and horizon are missing, when they are. */
  unmeasured?: string;
}

type HealthReasonCode = 'database-down' | 'queue-down' | 'projection-lag' | 'horizon-held' | 'lag-unknown';

interface HealthReason {
  code: HealthReasonCode;
  /** For operators, in English: what is wrong and where to look. */
  message: string;
  projection?: string;
  ageSeconds?: number;
  thresholdSeconds?: number;
}

export interface HealthAssessment {
  /** ok: all well. degraded: serving, but read models are stale or about to be. down: a dependency is unreachable. */
  status: 'ok' | 'degraded' | 'down';
  /**
   * 503 only when this process cannot serve (database or queue down): a balancer should take it
   * out, an orchestrator may restart it. Degraded is 200: every process shares the same lag and
   * the same long transaction, so taking them out or restarting them would only add an outage.
   */
  httpStatus: 200 | 503;
  reasons: HealthReason[];
}

const round = (seconds: number) => Math.round(seconds * 10) / 10;

/** Turns a health observation into a verdict and its reasons, against the thresholds. Pure. */
export function assessHealth(observed: HealthObservation, thresholds: HealthThresholds): HealthAssessment {
  const down: HealthReason[] = [];
  if (observed.database === 'down') down.push({ code: 'database-down', message: 'The database does not answer' });
  if (observed.queue === 'down') down.push({ code: 'queue-down', message: 'The projection queue (Redis) does not answer' });
  if (down.length > 0) return { status: 'down', httpStatus: 503, reasons: down };

  const degraded: HealthReason[] = [];
  if (observed.projections === null || observed.horizon === null) {
    degraded.push({ code: 'lag-unknown', message: `Projection lag could not be measured: ${observed.unmeasured ?? 'no answer'}` });
  }
  for (const lag of observed.projections ?? []) {
    const age = lag.oldestAgeSeconds;
    if (age !== null && age > thresholds.maxLagAgeSeconds) {
      degraded.push({
        code: 'projection-lag',
        message: `Projection ${lag.projection} is ${lag.atLeast ? 'at least ' : ''}${lag.eventsBehind} events behind; the oldest was recorded ${round(age)} s ago (limit ${thresholds.maxLagAgeSeconds} s)`,
        projection: lag.projection,
        ageSeconds: round(age),
        thresholdSeconds: thresholds.maxLagAgeSeconds,
      });
    }
  }
  const horizonAge = observed.horizon?.ageSeconds ?? null;
  if (horizonAge !== null && horizonAge > thresholds.maxHorizonAgeSeconds) {
    const pid = observed.horizon?.pid;
    const where = pid != null ? `pid ${pid}, see pg_stat_activity` : 'a prepared transaction, see pg_prepared_xacts';
    degraded.push({
      code: 'horizon-held',
      message: `A transaction open for ${round(horizonAge)} s (${where}) holds back every projection on the server (limit ${thresholds.maxHorizonAgeSeconds} s)`,
      ageSeconds: round(horizonAge),
      thresholdSeconds: thresholds.maxHorizonAgeSeconds,
    });
  }
  return degraded.length > 0 ? { status: 'degraded', httpStatus: 200, reasons: degraded } : { status: 'ok', httpStatus: 200, reasons: [] };
}
