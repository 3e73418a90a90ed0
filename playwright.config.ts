import { defineConfig, devices } from '@playwright/test';
import { BASE_URL, E2E_PORT } from './e2e/support/base-url.ts';
import { assertChromiumInstalled, CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium.ts';

assertChromiumInstalled();

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  // Two shared cores: one browser at a time; a failure must be seen, not retried away.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: process.env.CI === 'true',
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    locale: 'es-ES',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  webServer: {
    // The node running Playwright: the repo's Node 24, which runs a TypeScript script as it is.
    command: `"${process.execPath}" e2e/server/serve.ts`,
    url: `${BASE_URL}/api/health`,
    env: { PORT: E2E_PORT },
    reuseExistingServer: false,
    // Building what is stale (the site, mostly) takes most of this on two cores.
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
