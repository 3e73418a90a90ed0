/**
 * `pnpm start` (the README's first command): builds what is missing or older than its sources
 * (ADR 031), then runs the compiled server with plain `node`. A checkout built since its last
 * change starts at once, loading no build tool.
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

const server = spawn(process.execPath, [join(ROOT, compiledPath('api/src/main.ts'))], { stdio: 'inherit' });
// A terminal's Ctrl-C reaches the whole process group; a signal sent to this process alone is passed on.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
