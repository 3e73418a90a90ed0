/**
 * The suite's `test`: Playwright's, with a server per worker (ADR 058). Every spec imports
 * `test`, `expect` and the types from here. The worker's first test starts the compiled API on
 * the worker's own port and data directory (e2e/support/base-url.ts) and waits until it has
 * seeded its demo catalogue; it stops, and its data directory goes, when the worker ends. A worker runs whole spec files one after another, so a
 * spec shares its server only with the files that ran before it in the same worker, never with
 * a file running at the same time.
 */
import { test as base } from '@playwright/test';
import { startEmbeddedServer, waitUntilHealthy, waitUntilSeeded } from '../server/embedded-server.ts';
import { BASE_URL, E2E_DATA_DIR, E2E_PORT } from './base-url.ts';

export * from '@playwright/test';

/** A first start opens PGlite and migrates it: seconds, a minute or two on a loaded machine. */
const START_BOUND_MS = 240_000;
/** Then it draws the demo catalogue's thirteen pictures: half a minute alone, many minutes beside other loads. */
const SEEDING_BOUND_MS = 900_000;

export const test = base.extend<object, { workerServer: string }>({
  workerServer: [
    // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = startEmbeddedServer(E2E_PORT, E2E_DATA_DIR, 'stderr-only');
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
