/**
 * The server the end-to-end suite runs against (Playwright's `webServer` command):
 * builds the site (unless E2E_SITE_BUILT=1 says the caller just did), then starts the
 * API in embedded mode (PGlite, in-process projections, blobs on disk) on a fresh data
 * directory that is removed when the server stops.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const bin = (dir: string, name: string) => join(ROOT, dir, 'node_modules', '.bin', name);

/** Variables that would switch the API away from embedded mode, or to production. */
const NON_EMBEDDED_VARIABLES = ['DATABASE_URL', 'REDIS_URL', 'S3_ENDPOINT', 'S3_ACCESS_KEY', 'S3_SECRET_KEY', 'S3_BUCKET', 'NODE_ENV', 'PUBLIC_ORIGIN', 'TRUST_PROXY'];

function buildSite(): void {
  if (process.env.E2E_SITE_BUILT === '1') return;
  // The node running this script (the repo's node 24) also runs Astro, whatever `node` is on PATH.
  const env = { ...process.env, PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}` };
  // The site's pictures first (ADR 017): Astro imports them.
  for (const [name, args] of [['tsx', ['scripts/generate-art.ts']], ['astro', ['build']]] as const) {
    const result = spawnSync(bin('site', name), args, { cwd: join(ROOT, 'site'), env, stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.status !== 0) {
      process.stderr.write(`\nThe site build failed (${name} ${args.join(' ')} exited with ${result.status ?? result.signal}).\n`);
      process.exit(1);
    }
  }
}

function startApi(port: string): void {
  const dataDir = mkdtempSync(join(tmpdir(), 'atelier-e2e-'));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: port, HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  for (const name of NON_EMBEDDED_VARIABLES) delete env[name];

  // Node itself, not the .bin shims: a shim's shell would exit at once on SIGTERM, before the API
  // has closed its database, and the directory would be removed under it.
  const api = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], { cwd: ROOT, env, stdio: 'inherit' });
  const stop = (signal: NodeJS.Signals) => api.kill(signal);
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  api.on('exit', (code, signal) => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(code ?? (signal ? 1 : 0));
  });
}

buildSite();
startApi(process.env.PORT ?? '4330');
