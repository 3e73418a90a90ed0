// First: on glibc it restarts the process with malloc tuned before any other module runs (ADR 033).
import '@atelier/config/tuned-malloc';
import { existsSync } from 'node:fs';
import { inspect } from 'node:util';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '@atelier/config';
import { DataDirLockedError, MasterKeyMismatchError } from '@atelier/event-store';
import { createApp } from './app.ts';
import { createLogger } from './logger.ts';
import { createRuntime } from './runtime/create-context.ts';
import { printedOrigin } from './runtime/site-origin.ts';
import { serveApp } from './server/serve-app.ts';

const SITE_DIR = fileURLToPath(new URL('../../site/dist', import.meta.url));
const SHUTDOWN_GRACE_MS = 10_000;

/** Why the server cannot start, in words that say how to fix it. */
function startupProblem(error: unknown): string {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof MasterKeyMismatchError) return error.message;
  // PGlite can throw what is not an Error (an abort from WebAssembly): show its fields, never "[object Object]".
  return error instanceof Error ? (error.stack ?? error.message) : inspect(error, { depth: 3 });
}

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    process.stderr.write(`\nAtelier cannot start.\n${startupProblem(error)}\n\n`);
    process.exit(1);
  }
  const logger = createLogger(config.logLevel);
  let runtime;
  try {
    const siteBuilt = existsSync(SITE_DIR);
    if (!siteBuilt) logger.warn('the site is not built: serving the API only (run `pnpm build`)', { siteDir: SITE_DIR });
    runtime = await createRuntime(config, logger, siteBuilt ? SITE_DIR : null);
  } catch (error) {
    logger.error('startup failed', { error: startupProblem(error) });
    process.stderr.write(`\nAtelier cannot start.\n${startupProblem(error)}\n\n`);
    process.exit(1);
  }
  const app = createApp(runtime.ctx);
  const server = serveApp(app.fetch, { port: config.port, hostname: config.host }, (info) => {
    logger.info('listening', { port: info.port, mode: config.mode });
    process.stdout.write(`\n  Atelier is running at ${printedOrigin(config)}/\n\n`);
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    const hint = error.code === 'EADDRINUSE' ? ` Port ${config.port} is in use; set PORT to another port.` : '';
    process.stderr.write(`\nAtelier cannot start: ${error.message}.${hint}\n\n`);
    void runtime.close().finally(() => process.exit(1));
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    // Background work stops at its next safe point meanwhile (an encode, not a whole image).
    runtime.stopBackgroundWork();
    // Stop accepting connections, let requests in flight finish, then close the stores.
    server.close(() => {
      void runtime.close().then(() => {
        logger.info('stopped');
        process.exit(0);
      });
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

void main();
