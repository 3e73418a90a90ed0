import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'api/src/**/*.test.ts', 'projections/src/**/*.test.ts', 'workers/src/**/*.test.ts', 'site/src/**/*.test.ts'],
    // PGlite instances take 300-600 MB each and the machine has 2 cores.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
