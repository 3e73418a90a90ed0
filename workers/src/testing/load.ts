import { randomUUID } from 'node:crypto';
import type { EventStore, Position, StreamWrite } from '@atelier/event-store';
import type { Projection } from '@atelier/projections';
import { readCheckpoint } from '@atelier/event-store';
import { lastEventPosition } from '@atelier/event-store/testing';
import { BATCH_SIZE, comparePositions } from '@atelier/projections';
// The domain is a dependency of the API and the projections, not of the workers: a
// relative import keeps workers/package.json (and the lockfile) as they are.
import { DRESS_ORDER_STREAM_TYPE, dressOrderDecider, dressOrderStreamId, type DressOrderEvent } from '../../../packages/domain/src/index.ts';
import type { BatchRecord } from './worker-process.ts';

/** What a load run appended: to compare with the read models afterwards. */
export interface LoadTotals {
  orders: number;
  approved: number;
  events: number;
}

export const emptyTotals = (): LoadTotals => ({ orders: 0, approved: 0, events: 0 });

/** Each order's own address: every order a client of its own. */
const ownAddress = (id: number) => `client${id}@example.com`;

/**
 * Appends `count` dress orders (ids from `firstId`) in ONE transaction, through the real
 * decider, so the events carry encrypted PII like the API's. Every other order is
 * approved in the same write (a second event on its stream). `emailOf` gives each order its
 * address: orders that share one belong to one client (ADR 047).
 */
export async function appendOrders(store: EventStore, firstId: number, count: number, totals: LoadTotals, emailOf: (id: number) => string = ownAddress): Promise<Position> {
  const writes: StreamWrite[] = [];
  let approved = 0;
  for (let id = firstId; id < firstId + count; id++) {
    const submittedAt = new Date(Date.UTC(2026, 0, 1, 0, 0, id)).toISOString();
    const submitted = dressOrderDecider.decide(
      {
        type: 'SubmitDressOrder',
        data: {
          requestId: id,
          fullName: `Client ${id}`,
          email: emailOf(id),
          phone: '+34 600 000 000',
          address: `Calle ${id}, Madrid`,
          eventType: 'gala',
          lang: 'es',
          eventDate: '2026-12-31',
          description: 'A long silk gown for a winter gala.',
          imageKeys: [],
          submittedAt,
        },
      },
      dressOrderDecider.initialState,
    );
    const events: DressOrderEvent[] = [...submitted];
    if (id % 2 === 0) {
      const state = submitted.reduce(dressOrderDecider.evolve, dressOrderDecider.initialState);
      events.push(...dressOrderDecider.decide({ type: 'ApproveRequest', data: { requestId: id, at: submittedAt } }, state));
      approved++;
    }
    writes.push({
      streamId: dressOrderStreamId(id),
      streamType: DRESS_ORDER_STREAM_TYPE,
      expectedVersion: -1,
      events: events.map((e) => ({ type: e.type, data: e.data, pii: e.pii })),
    });
  }
  const result = await store.appendMany(writes, { metadata: { actor: 'anonymous', correlationId: randomUUID(), causationId: null } });
  totals.orders += count;
  totals.approved += approved;
  totals.events += count + approved;
  return result.position;
}

/** Row count of a read-model table; of the requests, optionally only those with `status`. */
export async function countRows(store: EventStore, table: 'rm_requests' | 'rm_request_history', status?: 'approved'): Promise<number> {
  const rows = table === 'rm_requests' && status !== undefined ? store.db.selectFrom(table).where('status', '=', status) : store.db.selectFrom(table);
  const row = await rows.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function countEvents(store: EventStore): Promise<number> {
  const row = await store.db.selectFrom('events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Every event's global position, ascending. */
/** Every event's position, in the log's order: (epoch, transaction, position), as the projections read it (ADR 001). */
export async function eventPositions(store: EventStore): Promise<number[]> {
  const rows = await store.db.selectFrom('events').select('global_position').orderBy('epoch').orderBy('transaction_id').orderBy('global_position').execute();
  return rows.map((r) => Number(r.global_position));
}

/** true once every projection's checkpoint has reached the last committed event. */
export async function allCaughtUp(store: EventStore, projections: readonly Projection[]): Promise<boolean> {
  const last = await lastEventPosition(store);
  if (!last) return true;
  for (const projection of projections) {
    const checkpoint = await readCheckpoint(store.db, projection.name);
    if (!checkpoint || comparePositions(checkpoint.position, last) < 0) return false;
  }
  return true;
}

/** Number of entries of the sorted `positions` within [first, last]. */
function countWithin(positions: readonly number[], first: number, last: number): number {
  const lowerBound = (value: number) => {
    let lo = 0;
    let hi = positions.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (positions[mid]! < value) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return last < first ? 0 : lowerBound(last + 1) - lowerBound(first);
}

/**
 * The exactly-once proof from the batch logs, event by event. Per projection:
 * - each logged batch covers exactly `applied` events between its first and last event in the
 *   log's order (`positions` as eventPositions gives them), so a batch is a contiguous run of
 *   the log, whoever wrote it: with two writers (the test and a reactor) the positions of one
 *   transaction are not the next ones numbered;
 * - no two logged batches overlap: no event was applied by two committed batches;
 * - every event is in some logged batch, except, when `killedPid` is given, one run of at
 *   most BATCH_SIZE events right after that process's last logged batch: the batch it had
 *   sent COMMIT for when SIGKILL arrived. PostgreSQL commits it; the process dies before
 *   logging it. Only the killed process can have committed it, and none logged by anyone
 *   else overlaps it, so it too was applied once.
 * Returns the problems found (none: exactly once) and how many events that unlogged batch held.
 */
export function exactlyOnceProblems(
  batches: readonly BatchRecord[],
  projections: readonly Projection[],
  positions: readonly number[],
  options: { killedPid?: number } = {},
): { problems: string[]; unlogged: number } {
  // Positions become their places in the log's order, so "between" and "after" follow it.
  const place = new Map(positions.map((position, index) => [position, index + 1]));
  const placed = (position: number) => place.get(position) ?? Number.NaN;
  batches = batches.map((batch) => ({ ...batch, first: placed(batch.first), last: placed(batch.last) }));
  positions = positions.map((_, index) => index + 1);
  const problems: string[] = [];
  let unlogged = 0;
  const lastPosition = positions.at(-1) ?? 0;
  for (const projection of projections) {
    const own = batches.filter((b) => b.projection === projection.name).sort((a, b) => a.first - b.first);
    const holes: { after: BatchRecord | null; before: BatchRecord | null; size: number }[] = [];
    let previous: BatchRecord | null = null;
    for (const batch of own) {
      const covered = countWithin(positions, batch.first, batch.last);
      if (covered !== batch.applied) problems.push(`${projection.name}: ${JSON.stringify(batch)} spans ${covered} events`);
      if (previous && batch.first <= previous.last) {
        problems.push(`${projection.name}: ${JSON.stringify(batch)} overlaps ${JSON.stringify(previous)}`);
      }
      const gap = countWithin(positions, (previous?.last ?? 0) + 1, batch.first - 1);
      if (gap > 0) holes.push({ after: previous, before: batch, size: gap });
      previous = batch;
    }
    const tail = countWithin(positions, (previous?.last ?? 0) + 1, lastPosition);
    if (tail > 0) holes.push({ after: previous, before: null, size: tail });

    const explained = (hole: (typeof holes)[number]) =>
      options.killedPid !== undefined &&
      hole.size <= BATCH_SIZE &&
      (hole.after === null || hole.after.pid === options.killedPid) &&
      own.every((b) => b.pid !== options.killedPid || b.last < (hole.before?.first ?? Infinity));
    if (holes.length === 1 && explained(holes[0]!)) {
      unlogged += holes[0]!.size;
    } else {
      for (const hole of holes) {
        problems.push(`${projection.name}: ${hole.size} events in no logged batch, after ${JSON.stringify(hole.after)} and before ${JSON.stringify(hole.before)}`);
      }
    }
  }
  return { problems, unlogged };
}
