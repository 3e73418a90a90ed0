/**
 * The compiled API (what ships) in embedded mode (PGlite, in-process projections, blobs and
 * mail on disk) on a fresh data directory that is removed when it stops: the server of one
 * Playwright worker (e2e/support/test.ts), of the run's seeded start (global-setup.ts) and of
 * `e2e/server/serve.ts`.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { PublicGalleryItem } from '../../packages/contracts/src/index.ts';
import { compiledPath } from '../../scripts/build/compiled-path.ts';
import { ROOT } from '../../scripts/build/targets.ts';

/** Variables that would switch the API away from embedded mode, or to production. */
const NON_EMBEDDED_VARIABLES = ['DATABASE_URL', 'REDIS_URL', 'S3_ENDPOINT', 'S3_ACCESS_KEY', 'S3_SECRET_KEY', 'S3_BUCKET', 'NODE_ENV', 'PUBLIC_ORIGIN', 'TRUST_PROXY'];

export interface EmbeddedServer {
  /** Resolves when the process has exited and its data directory is gone. */
  readonly exited: Promise<number>;
  stop(signal?: NodeJS.Signals): void;
}

export interface StartOptions {
  /** Where its output goes: all of it, or only stderr. */
  output?: 'inherit' | 'stderr-only';
  /**
   * A data directory a stopped server left (`keepDataDir`), copied in to start from: the server
   * then opens that database and catalogue instead of creating them (ADR 070).
   */
  startFrom?: string;
  /** Leaves the data directory when the server exits, for `startFrom` (the caller removes it). */
  keepDataDir?: boolean;
}

/** Starts `node api/dist/main.js` on `port` with `dataDir` emptied first (or a copy of `startFrom`); output goes to this process's. */
export function startEmbeddedServer(port: string, dataDir: string, { output = 'inherit', startFrom, keepDataDir = false }: StartOptions = {}): EmbeddedServer {
  // What an earlier run on this port left (a killed run cannot clean up) is not this run's.
  rmSync(dataDir, { recursive: true, force: true });
  if (startFrom === undefined) mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  else cpSync(startFrom, dataDir, { recursive: true });
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: port, HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  for (const name of NON_EMBEDDED_VARIABLES) delete env[name];

  // Node itself, not the .bin shims: a shim's shell would exit at once on SIGTERM, before the API
  // has closed its database, and the directory would be removed under it.
  const api = spawn(process.execPath, [join(ROOT, compiledPath('api/src/main.ts'))], {
    cwd: ROOT,
    env,
    stdio: output === 'inherit' ? 'inherit' : ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number>((resolve) =>
    api.once('exit', (code, signal) => {
      if (!keepDataDir) rmSync(dataDir, { recursive: true, force: true });
      resolve(code ?? (signal ? 1 : 0));
    }),
  );
  return { exited, stop: (signal = 'SIGTERM') => void api.kill(signal) };
}

/**
 * Waits until `ready` holds for `origin`, asking every 100 ms, for at most `withinMs`; throws
 * when the server exits first or the time runs out (a start bound, not a test's result).
 */
async function waitFor(what: string, origin: string, server: EmbeddedServer, withinMs: number, ready: () => Promise<boolean>): Promise<void> {
  let exitCode: number | null = null;
  void server.exited.then((code) => (exitCode = code));
  const end = Date.now() + withinMs;
  for (;;) {
    if (exitCode !== null) throw new Error(`the e2e server on ${origin} exited with code ${exitCode} before it was ${what}`);
    try {
      if (await ready()) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > end) throw new Error(`the e2e server on ${origin} was not ${what} within ${withinMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until `origin`'s /api/health answers 200. */
export function waitUntilHealthy(origin: string, server: EmbeddedServer, withinMs: number): Promise<void> {
  return waitFor('healthy', origin, server, withinMs, async () => (await fetch(`${origin}/api/health`)).status === 200);
}

/**
 * Waits until a fresh server has seeded its demo catalogue (api/src/demo/start-demo-seeding.ts):
 * the reviews are added after every picture, so the first public review means the gallery is
 * whole. Until then the server draws pictures in the background, which on two shared cores
 * slows whatever a test asks of it (ADR 058).
 */
export function waitUntilSeeded(origin: string, server: EmbeddedServer, withinMs: number): Promise<void> {
  return waitFor('seeded', origin, server, withinMs, async () => {
    const response = await fetch(`${origin}/api/reviews`);
    return response.status === 200 && ((await response.json()) as unknown[]).length > 0;
  });
}

/**
 * Waits until every visible gallery image has its variants (AVIF and WebP at each width): the
 * variant job runs after each picture is added, so the last picture's may still be encoding
 * when the reviews arrive.
 */
export function waitUntilVariantsMade(origin: string, server: EmbeddedServer, withinMs: number): Promise<void> {
  return waitFor('done making image variants', origin, server, withinMs, async () => {
    const response = await fetch(`${origin}/api/public-gallery`);
    const items = (await response.json()) as PublicGalleryItem[];
    return response.status === 200 && items.length > 0 && items.every((item) => item.image.variants.length > 0);
  });
}
