import { spawnSync } from 'node:child_process';
import { describe, it } from 'vitest';

/**
 * The worker suites need PostgreSQL (DATABASE_URL) and Redis (REDIS_URL); the process
 * suites also start private `redis-server` children so they can flush, stop and restart
 * Redis without touching the machine's shared one. Missing any of these skips the suite
 * with a printed reason locally, and fails it under CI=true, like describeWithPostgres.
 */
function isCi(): boolean {
  return process.env.CI === 'true' || process.env.CI === '1';
}

let redisServerFound: boolean | null = null;

export function redisServerInstalled(): boolean {
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

const noticesPrinted = new Set<string>();

/**
 * describe() for suites that need PostgreSQL and Redis (and, with `redisServer`, a
 * redis-server binary to start private instances): skipped with a reason locally,
 * failing under CI.
 */
export function describeWithServices(name: string, fn: () => void, needs: { redisServer?: boolean } = {}): void {
  const missing = missingServices({ redisServer: needs.redisServer ?? false });
  if (missing.length === 0) {
    describe(name, fn);
    return;
  }
  const reason = missing.join('; ');
  if (isCi()) {
    describe(name, () => {
      it('needs PostgreSQL and Redis', () => {
        throw new Error(`Worker tests are required under CI, but ${reason}`);
      });
    });
    return;
  }
  if (!noticesPrinted.has(reason)) {
    noticesPrinted.add(reason);
    console.warn(`Skipping worker tests: ${reason}`);
  }
  describe.skip(`${name} (skipped: ${reason})`, fn);
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
