// First: on glibc it restarts the process with malloc tuned before any other module runs (ADR 033).
import '@atelier/config/tuned-malloc';
import { ConfigError, loadConfig, resolvePiiMasterKeys, resolveSessionSecret } from '@atelier/config';
import { createPlainTables, openEventStore, type EventStore } from '@atelier/event-store';
import { createBlobStore } from '@atelier/blobs';
import { ALL_PROJECTIONS, imageVariantsProjection, mailOutboxProjection, prepareProjections } from '@atelier/projections';
import { DEFAULT_HEARTBEAT_FILE, startHeartbeat } from './heartbeat.ts';
import { startImageVariantWorker, type RunningVariantWorker } from './image-variants/start-variant-worker.ts';
import { mailDeliveryDeps } from './mail/delivery-deps.ts';
import { openMailOutbox } from './mail/open-outbox.ts';
import { allReactors } from './reactors/all.ts';
import { startMailWorker, type RunningMailWorker } from './mail/start-mail-worker.ts';
import { WorkerStartAborted, startProjectionWorker, type RunningWorker } from './start-worker.ts';

/** Below compose's stop_grace_period (30 s): past it, log and exit rather than be SIGKILLed silently. */
const SHUTDOWN_GRACE_MS = 25_000;

/** The production projection worker (and image-variant worker): `pnpm --filter @atelier/workers start`. */
function log(level: 'info' | 'warn' | 'error') {
  return (message: string, fields: Record<string, unknown> = {}) =>
    process.stdout.write(JSON.stringify({ time: new Date().toISOString(), level, message, service: 'worker', ...fields }) + '\n');
}
const logger = { info: log('info'), warn: log('warn'), error: log('error') };

const errorText = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));

async function main() {
  const config = loadConfig();
  if (!config.databaseUrl || !config.redisUrl) {
    const variable = config.databaseUrl ? 'REDIS_URL' : 'DATABASE_URL';
    const example = variable === 'REDIS_URL' ? 'redis://127.0.0.1:6379' : 'postgres://user:pass@127.0.0.1:5432/atelier';
    throw new ConfigError([{ variable, message: `${variable} is required to run the projection worker (e.g. ${example})` }]);
  }

  // Signals are handled from the start: a SIGTERM during the boot sweep stops it between
  // projections (each batch is one transaction, so a batch in flight commits or not at all).
  const abort = new AbortController();
  let store: EventStore | null = null;
  let variants: RunningVariantWorker | null = null;
  let mail: RunningMailWorker | null = null;
  /** Settles when start-up is over (with the worker, or failed): shutdown waits for it. */
  let startup: Promise<RunningWorker | null> = Promise.resolve(null);
  let stopHeartbeat = () => {};
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('worker stopping', { signal });
    const force = setTimeout(() => {
      logger.error('worker did not stop in time; exiting', { graceMs: SHUTDOWN_GRACE_MS });
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    abort.abort();
    stopHeartbeat();
    try {
      const worker = await startup.catch(() => null);
      // close() lets the active batch finish and commit before the connection goes.
      await worker?.close();
      await variants?.close();
      await mail?.close();
      await store?.close();
      logger.info('worker stopped');
      process.exit(0);
    } catch (error) {
      logger.error('worker failed to stop cleanly', { error: errorText(error) });
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const redisUrl = config.redisUrl;
  const start = async () => {
    const opened = await openEventStore({ databaseUrl: config.databaseUrl, ...(await resolvePiiMasterKeys(config)) });
    store = opened;
    await createPlainTables(opened.db);
    const reset = await prepareProjections(opened, ALL_PROJECTIONS);
    if (reset.length > 0) logger.info('projections reset for rebuild', { projections: reset });
    // The reactors (ADR 064) hash addresses with a key derived from SESSION_SECRET, as the API
    // does: required in production. Outside it, a worker without one runs no reactor and says so
    // (a secret of its own would hash under another key than the API's).
    const reactors = config.sessionSecret === undefined ? [] : allReactors(opened, config.sessionSecret);
    if (reactors.length === 0) logger.warn('SESSION_SECRET is not set: this worker runs no reactor, and commands wait for one that does');
    const blobs = createBlobStore(config);
    await blobs.ensureReady();
    // The variant reactor (ADR 016): each run of the image-variants read model enqueues its pending originals.
    const variantWorker = startImageVariantWorker(opened, blobs, redisUrl, logger);
    variants = variantWorker;
    // The mail sender (ADR 045): each run of the mail-outbox read model, and each sweep, enqueues what is still to send.
    if (config.mail.smtpUrl !== undefined) {
      await openMailOutbox(opened, new Date());
      mail = startMailWorker(mailDeliveryDeps(config, opened, await resolveSessionSecret(config), logger), redisUrl, logger);
    } else {
      logger.warn('SMTP_URL is not set: this worker sends no mail, and the outbox keeps it until a worker with SMTP_URL does');
    }
    const mailWorker = mail;
    const afterRun = async (projection: string) => {
      if (projection === imageVariantsProjection.name) await variantWorker.enqueuePending();
      if (projection === mailOutboxProjection.name) await mailWorker?.enqueueOpen();
    };
    return startProjectionWorker(opened, ALL_PROJECTIONS, redisUrl, logger, { signal: abort.signal, afterRun, reactors });
  };
  const starting = start();
  startup = starting;
  let worker: RunningWorker;
  try {
    worker = await starting;
  } catch (error) {
    if (error instanceof WorkerStartAborted) return; // shutdown() closes the store and exits
    throw error;
  }
  if (stopping) return; // shutdown() is waiting for start-up, and closes the worker next
  stopHeartbeat = startHeartbeat(process.env.WORKER_HEARTBEAT_FILE ?? DEFAULT_HEARTBEAT_FILE, () => worker.isConnected());
  logger.info('worker started', { projections: ALL_PROJECTIONS.map((p) => p.name), pid: process.pid });
}

main().catch((error: unknown) => {
  const message = error instanceof ConfigError ? error.message : errorText(error);
  logger.error('worker failed to start', { error: message });
  process.exit(1);
});
