/**
 * Holds PostgreSQL's xmin horizon back, as a slow writer elsewhere on the server would:
 * again and again it opens a write transaction, keeps it open `--hold-ms`, and commits.
 * Run it beside the test suite to prove no test assumes it is alone on the server:
 *
 *   DATABASE_URL=postgres://… pnpm test:hold-horizon --hold-ms 2000 --for-s 900 &
 *   CI=true pnpm test:unit
 */
import pg from 'pg';
import { parseArgs } from 'node:util';

function positiveInteger(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  if (!/^[1-9]\d*$/.test(raw)) throw new Error(`--${name} must be a positive whole number, got "${raw}"`);
  return Number(raw);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: { 'hold-ms': { type: 'string' }, 'for-s': { type: 'string' } },
    strict: true,
  });
  const holdMs = positiveInteger('hold-ms', values['hold-ms'], 2000);
  const forMs = positiveInteger('for-s', values['for-s'], 600) * 1000;
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: point it at the PostgreSQL server the tests use');

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const stopAt = Date.now() + forMs;
  let held = 0;
  try {
    while (Date.now() < stopAt) {
      await client.query('BEGIN');
      await client.query('SELECT pg_current_xact_id()'); // an xid: the horizon cannot pass it
      await new Promise((resolve) => setTimeout(resolve, holdMs));
      await client.query('COMMIT');
      held += 1;
    }
  } finally {
    await client.end();
  }
  process.stdout.write(`hold-horizon: held ${held} transactions of ${holdMs} ms\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
