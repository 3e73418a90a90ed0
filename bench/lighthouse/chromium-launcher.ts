import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

export interface LaunchedChromium {
  /** The DevTools port Lighthouse connects to. */
  port: number;
  kill(): void | Promise<void>;
}

interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[]; logLevel?: 'silent' | 'error' }): Promise<LaunchedChromium>;
}

/**
 * Starts Chromium through chrome-launcher, the launcher Lighthouse itself depends on. pnpm keeps
 * it private to Lighthouse, so it is resolved from Lighthouse's own location.
 */
export async function launchChromium(chromePath: string, chromeFlags: string[]): Promise<LaunchedChromium> {
  const fromLighthouse = createRequire(import.meta.resolve('lighthouse'));
  const launcher = (await import(pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href)) as ChromeLauncher;
  return launcher.launch({ chromePath, chromeFlags, logLevel: 'error' });
}
