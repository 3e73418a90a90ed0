import { oldestHorizonHolder, projectionLag } from '@atelier/event-store';
import { ALL_PROJECTIONS } from '@atelier/projections';
import { message } from '@atelier/contracts';
import { sql } from 'kysely';
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../context.ts';
import { errorBody } from '../errors.ts';
import { assessHealth, type DependencyStatus, type HealthObservation } from '../health/assess.ts';
import { noInput } from '../input/no-input.ts';
import { customRoute } from '../routing/custom-route.ts';

const PROBE_TIMEOUT_MS = 1500;

/** The answer of `work`, or 'timeout' after 1.5 s: a health check must not hang. */
async function withinProbeTime<T>(work: () => Promise<T>): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), PROBE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A dependency that fails or does not answer in time counts as down. */
async function probe(check: () => Promise<'ok' | 'disabled'>): Promise<DependencyStatus> {
  const status = await withinProbeTime(check).catch(() => 'down' as const);
  return status === 'timeout' ? 'down' : status;
}

/** Each projection's lag and the oldest horizon holder: two bounded statements (README "Operations: health"). */
async function measureLag(ctx: AppContext): Promise<Pick<HealthObservation, 'projections' | 'horizon' | 'unmeasured'>> {
  const names = ALL_PROJECTIONS.map((projection) => projection.name);
  try {
    const measured = await withinProbeTime(async () => ({
      projections: await projectionLag(ctx.store.db, names),
      horizon: await oldestHorizonHolder(ctx.store.db),
    }));
    if (measured === 'timeout') return { projections: null, horizon: null, unmeasured: `no answer within ${PROBE_TIMEOUT_MS} ms` };
    return measured;
  } catch (error) {
    ctx.logger.warn('health: lag query failed', { error: error instanceof Error ? error.message : String(error) });
    return { projections: null, horizon: null, unmeasured: 'the query failed (see the log)' };
  }
}

/**
 * /api/health: 200 `ok`; 200 `degraded` when a projection lags or an old transaction holds the
 * horizon back past the thresholds; 503 `down` when the database (or the queue, if used) does
 * not answer. See health/assess.ts for why degraded stays 200.
 */
export function healthRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  app.get(
    '/',
    customRoute({ access: 'public', input: noInput }, async ({ c }) => {
      const database = await probe(async () => {
        await sql`select 1`.execute(ctx.store.db);
        return 'ok';
      });
      const queue = await probe(ctx.queueHealth);
      const lag: Pick<HealthObservation, 'projections' | 'horizon' | 'unmeasured'> =
        database === 'ok' ? await measureLag(ctx) : { projections: null, horizon: null, unmeasured: 'the database is down' };
      const observed: HealthObservation = { database, queue, ...lag };
      const { status, httpStatus, reasons } = assessHealth(observed, ctx.config.health);
      c.header('Cache-Control', 'no-store');
      return c.json(
        {
          // Down is an error answer like every other (code and message) that still carries the report.
          ...(httpStatus === 503 ? errorBody('unavailable', message('serviceUnavailable', c.get('lang'))) : {}),
          status,
          database,
          queue,
          mode: ctx.config.mode,
          projections: observed.projections,
          // The holder's pid is enough to find it; database names stay off this public answer.
          horizon: observed.horizon && { ageSeconds: observed.horizon.ageSeconds, pid: observed.horizon.pid, scope: observed.horizon.scope },
          thresholds: ctx.config.health,
          reasons,
        },
        httpStatus,
      );
    }),
  );
  return app;
}
