/** `pnpm build`: compiles the server and builds the site, both in full (ADR 031). */
import { buildTargets, ROOT, TARGETS } from './targets.ts';

try {
  await buildTargets(ROOT, TARGETS);
} catch (error) {
  process.stderr.write(`\npnpm build failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
