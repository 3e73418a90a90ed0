import type { BenchDatabase } from './backends.ts';
import {
  ALL_PROJECTIONS,
  START,
  prepareProjections,
  rebuildProjection,
  rebuildProjections,
  type Position,
  type Projection,
  type StreamWrite,
} from './imports.ts';
import { now, rate } from './stats.ts';
import { metadata, requestWrite } from './workload.ts';

export interface RebuildFigure {
  events: number;
  seedMs: number;
  /** Baseline: readAll over the whole log in 500-event pages. */
  scanRate: number;
  /** rebuildProjections(ALL_PROJECTIONS): every read model in one transaction and one pass. */
  onePass: {
    replayed: number;
    ms: number;
    /** Each projection's share of it: the events it was handed and the time in its apply. */
    applies: { name: string; handled: number; ms: number; inSql: boolean }[];
  };
  /** rebuildProjection(one), as `pnpm projections:rebuild <name>` runs it: a pass each. */
  single: { name: string; replayed: number; ms: number }[];
}

const STREAMS_PER_APPEND = 250;

/** Appends about `target` events (requests of 1-2 events) with appendMany, 250 streams a call. */
async function seed(db: BenchDatabase, target: number, firstId = 1): Promise<number> {
  let events = 0;
  let id = firstId;
  while (events < target) {
    const writes: StreamWrite[] = [];
    while (writes.length < STREAMS_PER_APPEND && events < target) {
      const write = requestWrite(id++);
      write.events = write.events.slice(0, target - events);
      events += write.events.length;
      writes.push(write);
    }
    await db.store.appendMany(writes, { metadata: metadata('user-admin') });
  }
  return id;
}

async function scan(db: BenchDatabase): Promise<number> {
  let position: Position = START;
  let count = 0;
  for (;;) {
    const page = await db.store.readAll(position, 500);
    if (page.length === 0) return count;
    count += page.length;
    const last = page.at(-1)!;
    position = { epoch: last.epoch, transactionId: last.transactionId, globalPosition: last.globalPosition };
  }
}

/** The projection with its apply and applyUpTo timed (performance.now around each call; no other change). */
function timed(projection: Projection, into: { handled: number; ms: number; inSql: boolean }): Projection {
  const { applyUpTo } = projection;
  return {
    ...projection,
    async apply(trx, events) {
      const start = now();
      await projection.apply(trx, events);
      into.ms += now() - start;
      into.handled += events.length;
    },
    ...(applyUpTo && {
      async applyUpTo(trx, upTo) {
        const start = now();
        await applyUpTo(trx, upTo);
        into.ms += now() - start;
        into.inSql = true;
      },
    }),
  };
}

export async function benchRebuild(db: BenchDatabase, events: number): Promise<RebuildFigure> {
  const seedStart = now();
  await seed(db, events);
  const seedMs = now() - seedStart;
  // A rebuild runs on a database opened for it (the CLI's own process), not on one whose
  // memory is still full of the seed's unwritten pages.
  await db.reopen();
  await prepareProjections(db.store, ALL_PROJECTIONS);

  await scan(db); // warm-up: caches, JIT
  const scanStart = now();
  const scanned = await scan(db);
  const scanRate = rate(scanned, now() - scanStart);

  // Warm-up, as for the scan: the first pass also pays for JIT of the decode, decrypt and
  // apply paths, which the scan never runs (about 1 s per 100k on PGlite).
  await rebuildProjections(db.store, ALL_PROJECTIONS);
  const applies = ALL_PROJECTIONS.map((p) => ({ name: p.name, handled: 0, ms: 0, inSql: false }));
  const onePassStart = now();
  const replayed = await rebuildProjections(
    db.store,
    ALL_PROJECTIONS.map((p, i) => timed(p, applies[i]!)),
  );
  const onePass = { replayed, ms: now() - onePassStart, applies };

  const single: RebuildFigure['single'] = [];
  for (const projection of ALL_PROJECTIONS) {
    const start = now();
    const count = await rebuildProjection(db.store, projection);
    single.push({ name: projection.name, replayed: count, ms: now() - start });
  }
  return { events: scanned, seedMs, scanRate, onePass, single };
}
