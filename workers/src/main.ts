import { ConfigError, loadConfig } from '@atelier/config';
import { openEventStore } from '@atelier/event-store';
import { ALL_PROJECTIONS, prepareProjections } from '@atelier/projections';
import { DEFAULT_HEARTBEAT_FILE, startHeartbeat } from './heartbeat.ts';
import { startProjectionWorker } from './start-worker.ts';

/** The production projection worker: `pnpm --filter @atelier/workers start`. */
function log(level: 'info' | 'warn' | 'error') {
  return (message: string, fields: Record<string, unknown> = {}) =>
    process.stdout.write(JSON.stringify({ time: new Date().toISOString(), level, message, service: 'worker', ...fields }) + '\n');
}
const logger = { info: log('info'), warn: log('warn'), error: log('error') };

async function main() {
  const config = loadConfig();
  if (!config.databaseUrl || !config.redisUrl) {
    const variable = config.databaseUrl ? 'REDIS_URL' : 'DATABASE_URL';
    const example = variable === 'REDIS_URL' ? 'redis://127.0.0.1:6379' : 'postgres://user:pass@127.0.0.1:5432/atelier';
    throw new ConfigError([{ variable, message: `${variable} is required to run the projection worker (e.g. ${example})` }]);
  }
  const store = await openEventStore({ databaseUrl: config.databaseUrl });
  const reset = await prepareProjections(store, ALL_PROJECTIONS);
  if (reset.length > 0) logger.info('projections reset for rebuild', { projections: reset });
  const worker = await startProjectionWorker(store, ALL_PROJECTIONS, config.redisUrl, logger);
  const stopHeartbeat = startHeartbeat(process.env.WORKER_HEARTBEAT_FILE ?? DEFAULT_HEARTBEAT_FILE, worker.isConnected);
  logger.info('worker started', { projections: ALL_PROJECTIONS.map((p) => p.name), pid: process.pid });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('worker stopping', { signal });
    stopHeartbeat();
    // close() lets the active batch finish and commit before the connection goes.
    await worker.close();
    await store.close();
    logger.info('worker stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  const message = error instanceof ConfigError ? error.message : error instanceof Error ? error.stack : String(error);
  logger.error('worker failed to start', { error: message });
  process.exit(1);
});
