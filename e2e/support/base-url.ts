import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the suite's own server listens (E2E_PORT overrides, e.g. when 4330 is taken). */
export const E2E_PORT = process.env.E2E_PORT ?? '4330';
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/**
 * The server's data directory, known to both the server and the specs (which read the mails it
 * writes under `mail/`): one per port, emptied when the server starts and removed when it stops.
 */
export const E2E_DATA_DIR = join(tmpdir(), `atelier-e2e-${E2E_PORT}`);
