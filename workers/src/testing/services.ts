import { spawnSync } from 'node:child_process';
import { describeNeeding } from '@atelier/event-store/testing';

/**
 * The worker suites need PostgreSQL (DATABASE_URL) and Redis (REDIS_URL); the process
 * suites also start private `redis-server` children so they can flush, stop and restart
 * Redis without touching the machine's shared one. Missing any of these skips the suite
 * with its reason locally (summed up at the end of the run), and fails it under CI=true,
 * like describeWithPostgres.
 */
let redisServerFound: boolean | null = null;

function redisServerInstalled(): boolean {
  redisServerFound ??= spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
  return redisServerFound;
}

function missingServices(needs: { redisServer: boolean }): string[] {
  const missing: string[] = [];
  if (!process.env.DATABASE_URL) missing.push('DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test)');
  if (!process.env.REDIS_URL) missing.push('REDIS_URL is not set (e.g. redis://127.0.0.1:6379)');
  if (needs.redisServer && !redisServerInstalled()) missing.push('the redis-server binary is not on PATH (apt-get install redis-server)');
  return missing;
}

/**
 * describe() for suites that need PostgreSQL and Redis (and, with `redisServer`, a
 * redis-server binary to start private instances): skipped with a reason locally,
 * failing under CI.
 */
export function describeWithServices(name: string, fn: () => void, needs: { redisServer?: boolean } = {}): void {
  const redisServer = needs.redisServer ?? false;
  const what = redisServer ? 'PostgreSQL, Redis and redis-server' : 'PostgreSQL and Redis';
  describeNeeding({ what, missing: missingServices({ redisServer }) }, name, fn);
}

/** Polls `check` until it returns a value other than undefined/false, or throws after `timeoutMs`. */
export async function waitUntil<T>(what: string, check: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs: number, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`, { cause: lastError });
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
