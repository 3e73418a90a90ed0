/**
 * One end-to-end server as a command (`bench/lighthouse` starts it): builds what is stale, as
 * `pnpm start` does, then starts the compiled API in embedded mode on PORT with a fresh data
 * directory (E2E_DATA_DIR) that is removed when the server stops. The suite itself starts one
 * such server per worker (e2e/support/test.ts, ADR 058).
 */
import { buildWhatIsStale, ROOT } from '../../scripts/build/targets.ts';
import { E2E_DATA_DIR } from '../support/base-url.ts';
import { startEmbeddedServer } from './embedded-server.ts';

try {
  await buildWhatIsStale(ROOT);
} catch (error) {
  process.stderr.write(`\nThe build failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
const server = startEmbeddedServer(process.env.PORT ?? '4330', E2E_DATA_DIR);
process.on('SIGTERM', () => server.stop('SIGTERM'));
process.on('SIGINT', () => server.stop('SIGINT'));
process.exit(await server.exited);
