import { defineConfig, devices } from '@playwright/test';
import { assertChromiumInstalled, CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium.ts';

assertChromiumInstalled();

/** The spec that must meet a server with no account yet: it creates the very first one. */
const FIRST_ACCOUNT_SPEC = '**/admin.spec.ts';

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  // Each worker drives a server of its own, on its own port and data directory
  // (e2e/support/test.ts, ADR 058); E2E_WORKERS overrides how many run side by side.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  // A failure must be seen, not retried away.
  retries: 0,
  forbidOnly: process.env.CI === 'true',
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Builds what is stale once, before any worker starts its server.
  globalSetup: './e2e/server/global-setup.ts',
  use: {
    locale: 'es-ES',
    // A failure keeps its trace (DOM snapshots, network, console) and a screenshot of the end.
    // The trace's screencast stays off: it made Chromium paint every frame of every test,
    // passed or not — 17% of the lane's time, measured on two specs (2.7 → 2.2 min).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
  projects: [
    // A project's workers never run another project's files, so this spec's worker starts a
    // server that no other spec has touched.
    { name: 'first-account', testMatch: FIRST_ACCOUNT_SPEC, use: { ...devices['Desktop Chrome'] } },
    { name: 'chromium', testIgnore: FIRST_ACCOUNT_SPEC, use: { ...devices['Desktop Chrome'] } },
  ],
});
