import type { BenchDatabase } from './backends.ts';
import { ALL_PROJECTIONS, START, prepareProjections, rebuildProjection, type Position, type StreamWrite } from './imports.ts';
import { now, rate } from './stats.ts';
import { metadata, requestWrite } from './workload.ts';

export interface RebuildFigure {
  events: number;
  seedMs: number;
  /** Baseline: readAll over the whole log in 500-event pages. */
  scanRate: number;
  projections: { name: string; replayed: number; ms: number }[];
}

const STREAMS_PER_APPEND = 250;

/** Appends about `target` events (requests of 1-2 events) with appendMany, 250 streams a call. */
export async function seed(db: BenchDatabase, target: number, firstId = 1): Promise<number> {
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

export async function benchRebuild(db: BenchDatabase, events: number): Promise<RebuildFigure> {
  const seedStart = now();
  await seed(db, events);
  const seedMs = now() - seedStart;
  await prepareProjections(db.store, ALL_PROJECTIONS);

  await scan(db); // warm-up: caches, JIT
  const scanStart = now();
  const scanned = await scan(db);
  const scanRate = rate(scanned, now() - scanStart);

  const projections: RebuildFigure['projections'] = [];
  for (const projection of ALL_PROJECTIONS) {
    const start = now();
    const replayed = await rebuildProjection(db.store, projection);
    projections.push({ name: projection.name, replayed, ms: now() - start });
  }
  return { events: scanned, seedMs, scanRate, projections };
}
