import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { compiledPath } from '../../../scripts/build/compiled-path.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * A bound against a hung start, not a speed goal: on a loaded shared machine, loading the
 * entry and opening PGlite has taken over 30 s.
 */
export const START_BOUND_MS = 90_000;

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** Resolves once its output includes `text` `times` times (at once if it already does). */
  printed(text: string, times?: number): Promise<void>;
}

/**
 * The compiled server entry (api/dist/main.js, which the integration lane's global setup keeps
 * current: ADR 055) in its own process, as `pnpm start` runs it (the real node binary, so
 * signals reach it).
 */
export function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [compiledPath('api/src/main.ts')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiting: { text: string; times: number; resolve: () => void }[] = [];
  const seen = (text: string, times: number) => occurrences(output, text) >= times;
  const collect = (chunk: Buffer) => {
    output += String(chunk);
    for (const wait of waiting.filter((w) => seen(w.text, w.times))) {
      waiting.splice(waiting.indexOf(wait), 1);
      wait.resolve();
    }
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const server: ServerProcess = {
    child,
    output: () => output,
    printed: (text, times = 1) => (seen(text, times) ? Promise.resolve() : new Promise((resolve) => waiting.push({ text, times, resolve }))),
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), START_BOUND_MS);
    void server.printed('Atelier is running at').then(() => {
      clearTimeout(timer);
      resolve(server);
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

/**
 * Creates the first account (the administrator) on the server at `base` and returns its
 * session cookie (the rotated one, set last); fails loudly unless the account was created.
 */
export async function registerFirstAdmin(base: string): Promise<string> {
  const registered = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'ana', password: 'a long passphrase' }),
  });
  if (registered.status !== 201) throw new Error(`registering the first admin: ${registered.status} ${await registered.text()}`);
  return registered.headers.getSetCookie().at(-1)?.split(';')[0] ?? '';
}

/** How many times `text` occurs in `output`. */
export const occurrences = (output: string, text: string) => output.split(text).length - 1;

/** Its exit code (null when a signal ended it). */
export function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

/** `count` processes that each keep a core busy, as other work on a shared machine does; `stop` ends them. */
export function busyCores(count: number): { stop(): Promise<void> } {
  const hogs = Array.from({ length: count }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  return {
    async stop() {
      await Promise.all(
        hogs.map((hog) => {
          const gone = exited(hog);
          hog.kill('SIGKILL');
          return gone;
        }),
      );
    },
  };
}
