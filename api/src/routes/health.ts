import { sql } from 'kysely';
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../context.ts';

type Status = 'ok' | 'disabled' | 'down';

const PROBE_TIMEOUT_MS = 1500;

/** A dependency that does not answer within 1.5 s counts as down: a health check must not hang. */
async function probe(check: () => Promise<'ok' | 'disabled'>): Promise<Status> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Status>((resolve) => {
    timer = setTimeout(() => resolve('down'), PROBE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check(), timeout]);
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/** /api/health: 200 when the database (and the queue, if used) answer, else 503. */
export function healthRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    const database = await probe(async () => {
      await sql`select 1`.execute(ctx.store.db);
      return 'ok';
    });
    const queue = await probe(ctx.queueHealth);
    const healthy = database === 'ok' && queue !== 'down';
    c.header('Cache-Control', 'no-store');
    return c.json({ status: healthy ? 'ok' : 'degraded', database, queue, mode: ctx.config.mode }, healthy ? 200 : 503);
  });
  return app;
}
