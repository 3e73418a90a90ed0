import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../workers/src/testing/redis-server.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const STARTUP_LIMIT_MS = 180_000;

async function waitUntilHealthy(origin: string, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('The site server exited during startup (see its output above).');
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The site server did not answer ${origin}/api/health within ${STARTUP_LIMIT_MS / 1000} s.`);
}

export interface SiteServer {
  origin: string;
  stop(): Promise<void>;
}

/**
 * The end-to-end suite's server (e2e/server/serve.ts): builds the site, then serves it with the
 * embedded API on a free port and a throw-away data directory.
 */
export async function startSiteServer(): Promise<SiteServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'e2e/server/serve.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  const closed = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void closed.then(() => (exited = true));
  await waitUntilHealthy(origin, () => exited);
  return {
    origin,
    async stop() {
      if (!exited) child.kill('SIGTERM');
      await closed;
    },
  };
}
