/**
 * Playwright's global setup: builds what is stale (the site and the compiled server, ADR 031)
 * once, before any worker starts its server (ADR 058). After `pnpm test:e2e`'s own build step,
 * or the integration lane's compile, it finds both current and builds nothing.
 *
 * Then the run's seeded start (ADR 070): one server creates its database and draws the demo
 * catalogue, with every picture's variants, and stops; each worker's server starts from a copy
 * of what it left (e2e/support/test.ts) instead of drawing the same thirteen pictures again.
 * The returned teardown removes that directory when the run ends.
 */
import { rmSync } from 'node:fs';
import { buildWhatIsStale, ROOT } from '../../scripts/build/targets.ts';
import { SEEDED_START_DIR, SEEDED_START_PORT } from '../support/base-url.ts';
import { startEmbeddedServer, waitUntilHealthy, waitUntilSeeded, waitUntilVariantsMade } from './embedded-server.ts';

/** A first start opens PGlite and migrates it: seconds, a minute or two on a loaded machine. */
const START_BOUND_MS = 240_000;
/** Then it draws the demo catalogue's thirteen pictures and their variants: half a minute alone, many minutes beside other loads. */
const SEEDING_BOUND_MS = 900_000;

async function seededStart(): Promise<void> {
  const origin = `http://127.0.0.1:${SEEDED_START_PORT}`;
  const server = startEmbeddedServer(SEEDED_START_PORT, SEEDED_START_DIR, { output: 'stderr-only', keepDataDir: true });
  try {
    await waitUntilHealthy(origin, server, START_BOUND_MS);
    await waitUntilSeeded(origin, server, SEEDING_BOUND_MS);
    await waitUntilVariantsMade(origin, server, SEEDING_BOUND_MS);
  } catch (error) {
    server.stop('SIGTERM');
    await server.exited;
    throw error;
  }
  server.stop('SIGTERM');
  // A clean stop closes the database; a copy of a directory it did not close is not a start.
  const code = await server.exited;
  if (code !== 0) throw new Error(`the seeded start's server exited with code ${code} when stopped`);
}

export default async function setUp(): Promise<() => void> {
  await buildWhatIsStale(ROOT);
  const started = Date.now();
  const removeSeededStart = () => rmSync(SEEDED_START_DIR, { recursive: true, force: true });
  try {
    await seededStart();
    process.stdout.write(`e2e: the seeded start (database, demo catalogue, variants) took ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  } catch (error) {
    removeSeededStart();
    throw error;
  }
  return removeSeededStart;
}
