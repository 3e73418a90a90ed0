/**
 * `pnpm start` (the README's first command): builds what is missing or older than its sources
 * (ADR 031), then becomes the compiled server, run with plain `node` (ADR 057): where the
 * platform has execve, this process is replaced by the server (same pid, stdio and signals),
 * so nothing of the build stays in memory beside it. Elsewhere (Windows) it starts the server
 * as its child and passes signals on.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { compiledPath } from './build/compiled-path.ts';
import { buildWhatIsStale, ROOT } from './build/targets.ts';

try {
  await buildWhatIsStale(ROOT);
} catch (error) {
  process.stderr.write(`\nAtelier cannot start: ${error instanceof Error ? error.message : String(error)}\n\n`);
  process.exit(1);
}

const args = [join(ROOT, compiledPath('api/src/main.ts'))];
if (process.execve && process.platform !== 'win32') process.execve(process.execPath, [process.execPath, ...args], process.env);

const server = spawn(process.execPath, args, { stdio: 'inherit' });
// A terminal's Ctrl-C reaches the whole process group; a signal sent to this process alone is passed on.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
