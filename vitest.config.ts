import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const ALL_TESTS = ['scripts/**/*.test.ts', 'packages/*/src/**/*.test.ts', 'api/src/**/*.test.ts', 'projections/src/**/*.test.ts', 'workers/src/**/*.test.ts', 'site/src/**/*.test.ts'];

/**
 * The integration lane: tests that open a database, start a process or use a socket. Every
 * other test is in the unit lane, whose setup file makes each of those fail the test
 * (docs/decisions/039-test-lanes-and-safe-stops.md).
 */
const INTEGRATION_TESTS = [
  'api/src/routes/**/*.test.ts',
  'projections/src/**/*.test.ts',
  'api/src/app.test.ts',
  'api/src/cli/keys-rotate.test.ts',
  'api/src/commissions/open-earlier-commissions.test.ts',
  'api/src/demo/seed-demo-catalogue.test.ts',
  'api/src/error-answers.test.ts',
  'api/src/flows/request-flow.test.ts',
  'api/src/input/body-limits.test.ts',
  'api/src/input/multipart-input.test.ts',
  'api/src/input/path-ids.test.ts',
  'api/src/input/unsafe-input.test.ts',
  'api/src/middleware/csrf-in-app.test.ts',
  'api/src/middleware/native-form-answer.test.ts',
  'api/src/middleware/private-by-default.test.ts',
  'api/src/middleware/session.test.ts',
  'api/src/middleware/signed-in-hint.test.ts',
  'api/src/page-cache/polled-stamps.test.ts',
  'api/src/routing/declared-routes.test.ts',
  'api/src/routing/permissions.test.ts',
  'api/src/routing/read-your-writes.test.ts',
  'api/src/runtime/image-variants.test.ts',
  'api/src/runtime/mail-sigkill.test.ts',
  'api/src/server.test.ts',
  'api/src/shutdown.test.ts',
  'api/src/server/**/*.test.ts',
  'api/src/static/site.test.ts',
  'api/src/uploads/store-images.test.ts',
  'packages/blobs/src/s3-blob-store.test.ts',
  'scripts/build/compile-server.test.ts',
  'packages/config/src/compose.test.ts',
  'packages/config/src/tuned-malloc.test.ts',
  'packages/event-store/src/erasure-on-disk.test.ts',
  'packages/event-store/src/execute-command.test.ts',
  'packages/event-store/src/horizon.test.ts',
  'packages/event-store/src/idempotency.test.ts',
  'packages/event-store/src/late-commit.test.ts',
  'packages/event-store/src/legacy-upgrade.test.ts',
  'packages/event-store/src/lock.test.ts',
  'packages/event-store/src/master-key.test.ts',
  'packages/event-store/src/migrations/migrate.test.ts',
  'packages/event-store/src/pglite.test.ts',
  'packages/event-store/src/pii.test.ts',
  'packages/event-store/src/reveal-pii.test.ts',
  'packages/event-store/src/sql-literal.test.ts',
  'packages/event-store/src/store.test.ts',
  'workers/src/reactors/**/*.test.ts',
  'workers/src/image-variants/bullmq.test.ts',
  'workers/src/image-variants/in-process.test.ts',
  'workers/src/image-variants/make-and-record.test.ts',
  'workers/src/image-variants/sigkill.test.ts',
  'workers/src/mail/**/*.test.ts',
  'workers/src/redis-outage.test.ts',
  'workers/src/shutdown.test.ts',
  'workers/src/sigkill.test.ts',
  'workers/src/two-workers.test.ts',
  'workers/src/units.test.ts',
];

/**
 * Tests that load the machine on purpose (two CPU-bound processes beside the server, tens of
 * megabytes through a socket, ADR 056):
 * run after the integration lane, alone, so no other test's time limit pays for their load.
 */
const ALONE_TESTS = ['api/src/server/oversized-bodies.test.ts', 'api/src/input/body-limits.test.ts'];

const inRepo = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  test: {
    // PGlite instances take 300-600 MB each and the machine has 2 cores. The slowest files
    // mostly wait on child processes (CLIs, crash and restart tests): at 2 workers the suite
    // used little over one core, at 3 it takes two thirds of the time (ADR 030).
    maxWorkers: 3,
    // The default output, then one summary of the suites skipped for want of a service (ADR 063).
    reporters: ['default', './scripts/vitest/skipped-summary.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      {
        // PGlite resolves to a module that refuses to open: code that only imports the store still loads.
        resolve: { alias: [{ find: /^@electric-sql\/pglite$/, replacement: inRepo('./scripts/vitest/refused-pglite.ts') }] },
        test: {
          name: 'unit',
          include: ALL_TESTS,
          exclude: [...configDefaults.exclude, ...INTEGRATION_TESTS],
          setupFiles: ['./scripts/vitest/unit-lane-guard.ts'],
          // One module graph per worker instead of one per file: loading the modules again for
          // each of ~80 files was half the lane's time. A unit test that changes a global puts
          // it back (vi.unstubAllGlobals, useRealTimers).
          isolate: false,
        },
      },
      {
        test: {
          name: 'integration',
          include: INTEGRATION_TESTS,
          exclude: [...configDefaults.exclude, ...ALONE_TESTS],
          // The API, workers and CLIs its tests start as child processes run compiled (ADR 055).
          globalSetup: ['./scripts/vitest/compiled-server.ts'],
        },
      },
      {
        test: {
          name: 'alone',
          include: ALONE_TESTS,
          globalSetup: ['./scripts/vitest/compiled-server.ts'],
        },
      },
    ],
  },
});
