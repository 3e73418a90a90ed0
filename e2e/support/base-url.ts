import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Each Playwright worker drives a server of its own (e2e/support/test.ts, ADR 058): the server
 * of the worker in slot N (Playwright's TEST_PARALLEL_INDEX, 0 outside a worker) listens on
 * E2E_PORT + N. E2E_PORT (4330 unless set) is the first port of the run's range.
 */
const FIRST_PORT = Number(process.env.E2E_PORT ?? '4330');
const SLOT = Number(process.env.TEST_PARALLEL_INDEX ?? '0');

/** Where this worker's server listens. */
export const E2E_PORT = String(FIRST_PORT + SLOT);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/**
 * This worker's server's data directory, known to both the server and the specs (which read the
 * mails it writes under `mail/`): one per port, emptied when the server starts and removed when
 * it stops.
 */
export const E2E_DATA_DIR = join(tmpdir(), `atelier-e2e-${E2E_PORT}`);

/**
 * The run's seeded start (e2e/server/global-setup.ts, ADR 070): one server seeds the demo
 * catalogue once, on the port just below the workers' range, and stops; each worker's server
 * starts from a copy of the data directory it left.
 */
export const SEEDED_START_PORT = String(FIRST_PORT - 1);
export const SEEDED_START_DIR = join(tmpdir(), `atelier-e2e-seeded-${FIRST_PORT}`);
