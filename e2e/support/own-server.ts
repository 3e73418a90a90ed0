import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Variables that would switch the API away from embedded mode (as in e2e/server/serve.ts). */
const NON_EMBEDDED_VARIABLES = ['DATABASE_URL', 'REDIS_URL', 'S3_ENDPOINT', 'S3_ACCESS_KEY', 'S3_SECRET_KEY', 'S3_BUCKET', 'NODE_ENV', 'PUBLIC_ORIGIN', 'TRUST_PROXY'];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * A second compiled server in embedded mode, on its own port and data directory, that a spec
 * can stop and start again: its database can only be opened while it is stopped (one process
 * holds a PGlite directory). The e2e fallback for issuing a client link (client-link-route.ts).
 */
export class OwnServer {
  readonly dataDir = mkdtempSync(join(tmpdir(), 'atelier-e2e-own-'));
  private process: ChildProcess | null = null;
  private port = 0;

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  private env(): NodeJS.ProcessEnv {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: this.dataDir, PORT: String(this.port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
    for (const name of NON_EMBEDDED_VARIABLES) delete env[name];
    return env;
  }

  async start(): Promise<void> {
    if (this.port === 0) this.port = await freePort();
    const child = spawn(process.execPath, [join(ROOT, 'api/dist/main.js')], { cwd: ROOT, env: this.env(), stdio: ['ignore', 'ignore', 'inherit'] });
    this.process = child;
    const end = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      try {
        if ((await fetch(`${this.origin}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > end) throw new Error('the server did not answer /api/health within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** SIGTERM, and waits until it has closed its database. */
  async stop(): Promise<void> {
    const child = this.process;
    this.process = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }

  /** Runs `script` (TypeScript, through tsx) against this server's data while it is stopped; its output. */
  runAgainstData(script: string, args: readonly string[]): string {
    const tsx = join(ROOT, 'node_modules/tsx/dist/cli.mjs');
    const result = spawnSync(process.execPath, [tsx, join(ROOT, script), ...args], { cwd: ROOT, env: this.env(), encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${script} failed: ${result.stderr}`);
    return result.stdout.trim();
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
