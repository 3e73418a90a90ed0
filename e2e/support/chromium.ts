import { existsSync } from 'node:fs';

/** Debian's Chromium: the suite never downloads Playwright's own browsers. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for a headless Chromium in a container with two shared cores and no internet. */
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
] as const;

/** Stops the run before anything is built when the browser is missing, saying how to install it. */
export function assertChromiumInstalled(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  throw new Error(
    `Chromium was not found at ${CHROMIUM_PATH}. The end-to-end tests use Debian's Chromium; ` +
      'install it with `sudo apt-get install -y chromium` (or set CHROMIUM_PATH to another Chromium binary).',
  );
}
