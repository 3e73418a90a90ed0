/**
 * The server the end-to-end suite runs against (Playwright's `webServer` command): builds what
 * is stale, as `pnpm start` does, then starts the compiled API (what ships) in embedded mode
 * (PGlite, in-process projections, blobs on disk) on a fresh data directory (E2E_DATA_DIR) that is
 * removed when the server stops.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { compiledPath } from '../../scripts/build/compiled-path.ts';
import { buildWhatIsStale, ROOT } from '../../scripts/build/targets.ts';
import { E2E_DATA_DIR } from '../support/base-url.ts';

/** Variables that would switch the API away from embedded mode, or to production. */
const NON_EMBEDDED_VARIABLES = ['DATABASE_URL', 'REDIS_URL', 'S3_ENDPOINT', 'S3_ACCESS_KEY', 'S3_SECRET_KEY', 'S3_BUCKET', 'NODE_ENV', 'PUBLIC_ORIGIN', 'TRUST_PROXY'];

async function build(): Promise<void> {
  try {
    await buildWhatIsStale(ROOT);
  } catch (error) {
    process.stderr.write(`\nThe build failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}

function startApi(port: string): void {
  const dataDir = E2E_DATA_DIR;
  // What an earlier run on this port left (a killed run cannot clean up) is not this run's.
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: port, HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  for (const name of NON_EMBEDDED_VARIABLES) delete env[name];

  // Node itself, not the .bin shims: a shim's shell would exit at once on SIGTERM, before the API
  // has closed its database, and the directory would be removed under it.
  const api = spawn(process.execPath, [join(ROOT, compiledPath('api/src/main.ts'))], { cwd: ROOT, env, stdio: 'inherit' });
  const stop = (signal: NodeJS.Signals) => api.kill(signal);
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  api.on('exit', (code, signal) => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(code ?? (signal ? 1 : 0));
  });
}

await build();
startApi(process.env.PORT ?? '4330');
