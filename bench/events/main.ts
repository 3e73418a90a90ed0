import { cpus, freemem, totalmem } from 'node:os';
import { benchAppend, type AppendFigure } from './append.ts';
import { openBenchDatabase, pendingCleanups, type Backend, type BenchDatabase } from './backends.ts';
import { benchLagBullmq, benchLagInProcess, type LagFigure } from './lag.ts';
import { benchRebuild, type RebuildFigure } from './rebuild.ts';
import { reportAppend, reportLag, reportRebuild } from './report.ts';

/**
 * pnpm bench:events [--only=append,rebuild,lag] [--backends=pglite,postgres] [--events=100000]
 * A benchmark, not a test: it prints figures and goals and never fails on a missed goal.
 */
const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const only = new Set((args.get('only') ?? 'append,rebuild,lag').split(','));
const EVENTS = Number(args.get('events') ?? 100_000);
const BACKENDS = (args.get('backends') ?? 'pglite,postgres').split(',') as Backend[];
const unknownBackend = BACKENDS.find((b) => b !== 'pglite' && b !== 'postgres');
if (unknownBackend) throw new Error(`--backends: unknown backend ${unknownBackend} (pglite, postgres)`);
const TIME_LIMIT_MS = 9.5 * 60_000;

async function withDatabase<T>(backend: Backend, fn: (db: BenchDatabase) => Promise<T>): Promise<T> {
  const db = await openBenchDatabase(backend);
  try {
    return await fn(db);
  } finally {
    await db.cleanup();
  }
}

function step(name: string): void {
  console.log(`[${new Date().toISOString().slice(11, 19)}] ${name}`);
}

async function main(): Promise<void> {
  console.log(`Atelier event benchmark: node ${process.version}, ${cpus().length} cpus (${cpus()[0]?.model ?? '?'}), ` +
    `${(freemem() / 2 ** 30).toFixed(1)}/${(totalmem() / 2 ** 30).toFixed(1)} GiB free`);
  const append: { backend: Backend; figures: AppendFigure[] }[] = [];
  const rebuild: { backend: Backend; figure: RebuildFigure }[] = [];
  const lag: { backend: Backend; figure: LagFigure }[] = [];

  for (const backend of BACKENDS) {
    if (only.has('append')) {
      step(`append: ${backend}`);
      append.push({ backend, figures: await withDatabase(backend, benchAppend) });
    }
    if (only.has('rebuild')) {
      step(`rebuild: ${backend} (seeding ${EVENTS} events)`);
      rebuild.push({ backend, figure: await withDatabase(backend, (db) => benchRebuild(db, EVENTS)) });
    }
    if (only.has('lag')) {
      step(`lag: ${backend}`);
      const run = backend === 'pglite' ? benchLagInProcess : benchLagBullmq;
      lag.push({ backend, figure: await withDatabase(backend, run) });
    }
  }
  step('done');
  if (append.length > 0) reportAppend(append);
  if (rebuild.length > 0) reportRebuild(rebuild);
  if (lag.length > 0) reportLag(lag);
}

// Bounded: a hung step must not hold a CI runner; clean up what is open, then leave.
const watchdog = setTimeout(() => {
  console.error(`bench: still running after ${TIME_LIMIT_MS / 60_000} min; cleaning up and stopping`);
  void Promise.race([Promise.allSettled([...pendingCleanups].map((c) => c())), new Promise((r) => setTimeout(r, 15_000))]).then(() =>
    process.exit(2),
  );
}, TIME_LIMIT_MS);
watchdog.unref();

main()
  .then(() => process.exit(0))
  .catch(async (error: unknown) => {
    console.error('bench failed:', error);
    await Promise.allSettled([...pendingCleanups].map((c) => c()));
    process.exit(1);
  });
