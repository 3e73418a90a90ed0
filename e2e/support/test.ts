/**
 * The suite's `test`: Playwright's, with a server per worker (ADR 058). Every spec imports
 * `test`, `expect` and the types from here. The worker's first test starts the compiled API on
 * the worker's own port and data directory (e2e/support/base-url.ts), a copy of the run's
 * seeded start (e2e/server/global-setup.ts, ADR 070), and waits until it answers with its demo
 * catalogue; it stops, and its data directory goes, when the worker ends. A worker runs whole
 * spec files one after another, so a spec shares its server only with the files that ran before
 * it in the same worker, never with a file running at the same time.
 */
import { test as base } from '@playwright/test';
import { startEmbeddedServer, waitUntilHealthy, waitUntilSeeded } from '../server/embedded-server.ts';
import { BASE_URL, E2E_DATA_DIR, E2E_PORT, SEEDED_START_DIR } from './base-url.ts';

export * from '@playwright/test';

/** A start opens PGlite and prepares the read models: seconds, a minute or two on a loaded machine. */
const START_BOUND_MS = 240_000;
/** The catalogue came with the copy; this bound only says so when it did not. */
const SEEDING_BOUND_MS = 60_000;

export const test = base.extend<object, { workerServer: string }>({
  workerServer: [
    // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = startEmbeddedServer(E2E_PORT, E2E_DATA_DIR, { output: 'stderr-only', startFrom: SEEDED_START_DIR });
      try {
        await waitUntilHealthy(BASE_URL, server, START_BOUND_MS);
        await waitUntilSeeded(BASE_URL, server, SEEDING_BOUND_MS);
        await use(BASE_URL);
      } finally {
        server.stop('SIGTERM');
        await server.exited;
      }
    },
    { scope: 'worker', auto: true, timeout: START_BOUND_MS + SEEDING_BOUND_MS + 30_000 },
  ],
  // Every page, context and request context of the worker's tests goes to its server.
  baseURL: async ({ workerServer }, use) => use(workerServer),
});
