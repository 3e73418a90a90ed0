import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { file, formOf, jpegWithGps, validDressOrder } from './testing/fixtures.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * A bound against a hung start, not a speed goal: on a loaded shared machine, compiling the
 * entry with tsx and opening PGlite has taken over 30 s.
 */
const START_BOUND_MS = 90_000;

/** The real server entry in its own process, as `pnpm start` runs it (the real node binary, so signals reach it). */
function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), START_BOUND_MS);
    const check = () => {
      if (output.includes('Atelier is running at')) {
        clearTimeout(timer);
        resolve({ child, output: () => output });
      }
    };
    child.stdout?.on('data', check);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

describe('server process (embedded mode)', () => {
  let dataDir: string;
  let port: number;
  let env: Record<string, string>;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'atelier-server-'));
    port = await freePort();
    env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('an accepted order survives a crash (SIGKILL) and a restart; SIGTERM then stops it gracefully', async () => {
    const base = `http://127.0.0.1:${port}`;
    const first = await startServer(env);
    const form = formOf(validDressOrder, [{ field: 'image', file: file(await jpegWithGps(), 'me.jpg', 'image/jpeg') }]);
    const accepted = await fetch(`${base}/api/dress-orders`, { method: 'POST', body: form, headers: { origin: base } });
    expect(accepted.status).toBe(201);
    const { id } = (await accepted.json()) as { id: number };
    first.child.kill('SIGKILL');
    await exited(first.child);

    // The dead process left its lock file behind; the new one takes it over.
    const second = await startServer(env);
    const registered = await fetch(`${base}/api/register`, {
      method: 'POST',
      headers: { origin: base, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'ana', password: 'a long passphrase' }),
    });
    expect(registered.status).toBe(201);
    // The rotated session cookie is the last one set.
    const cookie = registered.headers.getSetCookie().at(-1)?.split(';')[0] ?? '';
    const list = (await (await fetch(`${base}/api/requests`, { headers: { cookie } })).json()) as { id: number; type: string }[];
    expect(list).toEqual([expect.objectContaining({ id, type: 'dress', status: 'pending' })]);
    const photo = await fetch(`${base}/api/requests/dress/${id}/images/0`, { headers: { cookie } });
    expect(photo.status).toBe(200);

    second.child.kill('SIGTERM');
    expect(await exited(second.child)).toBe(0);
    expect(second.output()).not.toContain('"level":"error"');
  }, 3 * START_BOUND_MS);

  it('refuses to start with a bad environment variable, naming it', async () => {
    await expect(startServer({ ...env, PORT: 'seventy' })).rejects.toThrow(/PORT must be an integer 1-65535 \(got "seventy"\)/);
  });
});
