/**
 * The integration lane's global setup: compiles the server (`pnpm build`'s server target,
 * ADR 031) when its last build is stale, before any test file runs. The tests that start the
 * API, a worker or an operator's command as a child process run those compiled files, as
 * `pnpm start`, `start:prod` and the workers' image do, instead of loading every source through
 * tsx in each child (ADR 055).
 */
import { buildTargets, ROOT, staleness, TARGETS } from '../build/targets.ts';

export default async function compileServerWhenStale(): Promise<void> {
  const server = TARGETS.find((target) => target.name === 'server');
  if (!server) throw new Error('compiled-server: the build has no server target');
  const reason = staleness(ROOT, server);
  if (reason === null) return;
  process.stdout.write(`integration lane: compiling the server for the tests' child processes (${reason})\n`);
  await buildTargets(ROOT, [server]);
}
