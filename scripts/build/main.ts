/**
 * `pnpm build`: compiles the server and builds the site, both in full (ADR 031). With `--stale`
 * (`pnpm test:e2e`), builds only what is missing or older than its sources: after the
 * integration lane compiled the server, only the site (ADR 058).
 */
import { buildTargets, buildWhatIsStale, ROOT, TARGETS } from './targets.ts';

const onlyStale = process.argv.includes('--stale');
try {
  if (onlyStale) await buildWhatIsStale(ROOT);
  else await buildTargets(ROOT, TARGETS);
} catch (error) {
  process.stderr.write(`\npnpm build failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
