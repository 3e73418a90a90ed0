import { rename, writeFile } from 'node:fs/promises';

export const DEFAULT_HEARTBEAT_FILE = '/tmp/atelier-worker-heartbeat';
const EVERY_MS = 10_000;

/** Written aside and renamed into place, so a reader never sees a half-written beat. */
async function writeBeat(file: string): Promise<void> {
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, String(Date.now()));
  await rename(temp, file);
}

/**
 * Writes the time to a file every 10 s while the worker is connected to Redis, so the
 * container healthcheck can tell a live worker from a stuck one.
 */
export function startHeartbeat(file: string, isHealthy: () => boolean): () => void {
  const beat = () => {
    if (isHealthy()) void writeBeat(file).catch(() => {});
  };
  beat();
  const timer = setInterval(beat, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
