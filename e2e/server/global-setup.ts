/**
 * Playwright's global setup: builds what is stale (the site and the compiled server, ADR 031)
 * once, before any worker starts its server (ADR 058). After `pnpm test:e2e`'s own build step,
 * or the integration lane's compile, it finds both current and builds nothing.
 */
import { buildWhatIsStale, ROOT } from '../../scripts/build/targets.ts';

export default async function buildOnce(): Promise<void> {
  await buildWhatIsStale(ROOT);
}
