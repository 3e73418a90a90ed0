import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'api/src/**/*.test.ts', 'projections/src/**/*.test.ts', 'workers/src/**/*.test.ts', 'site/src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // PGlite instances take 300-600 MB each and the machine has 2 cores. The slowest files
    // mostly wait on child processes (CLIs, crash and restart tests): at 2 workers the suite
    // used little over one core, at 3 it takes two thirds of the time (ADR 030).
    maxWorkers: 3,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
