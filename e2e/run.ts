/**
 * `pnpm test:e2e` after the build: runs Playwright when Debian's Chromium is there. Without
 * it the suite is skipped with the reason printed, except under CI=true, where it must run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_PATH } from './support/chromium.ts';

const ci = process.env.CI === 'true' || process.env.CI === '1';
if (!existsSync(CHROMIUM_PATH)) {
  const how = `Install it with \`sudo apt-get install -y chromium\` (or set CHROMIUM_PATH).`;
  if (ci) {
    process.stderr.write(`\nend-to-end tests: Chromium is missing at ${CHROMIUM_PATH} and CI=true requires them. ${how}\n\n`);
    process.exit(1);
  }
  process.stdout.write(`\nend-to-end tests SKIPPED: no Chromium at ${CHROMIUM_PATH}. ${how}\n\n`);
  process.exit(0);
}

const root = fileURLToPath(new URL('..', import.meta.url));
const cli = fileURLToPath(import.meta.resolve('@playwright/test/cli'));
const result = spawnSync(process.execPath, [cli, 'test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
