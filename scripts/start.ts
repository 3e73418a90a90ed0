/**
 * `pnpm start` (the README's first command): builds what is missing or older than its sources
 * (ADR 031), then runs the compiled server with plain `node`. A checkout built since its last
 * change starts at once, loading no build tool.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { compiledPath } from './build/compiled-path.ts';
import { buildTargets, ROOT, TARGETS, targetStaleness } from './build/targets.ts';

const stale = TARGETS.flatMap((target) => {
  const reason = targetStaleness(ROOT, target);
  return reason ? [{ target, reason }] : [];
});
if (stale.length === 0) {
  process.stdout.write('build: server and site are up to date, nothing to build\n');
} else {
  process.stdout.write(`build: ${stale.map(({ target, reason }) => `${target.name} (${reason})`).join(', ')}\n`);
  try {
    await buildTargets(ROOT, stale.map(({ target }) => target));
  } catch (error) {
    process.stderr.write(`\nAtelier cannot start: ${error instanceof Error ? error.message : String(error)}\n\n`);
    process.exit(1);
  }
}

const server = spawn(process.execPath, [join(ROOT, compiledPath('api/src/main.ts'))], { stdio: 'inherit' });
// A terminal's Ctrl-C reaches the whole process group; a signal sent to this process alone is passed on.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
