import { ALL_PROJECTIONS } from '@atelier/projections';
import { describe, expect, it } from 'vitest';
import { exactlyOnceProblems } from './load.ts';

describe('exactlyOnceProblems (the proof the process tests rely on)', () => {
  const projection = ALL_PROJECTIONS.slice(0, 1);
  const name = projection[0]!.name;
  const positions = Array.from({ length: 1000 }, (_, i) => i + 1);
  const batch = (pid: number, first: number, last: number) => ({ projection: name, pid, first, last, applied: last - first + 1 });

  it('accepts disjoint batches that cover every event', () => {
    expect(exactlyOnceProblems([batch(1, 1, 500), batch(2, 501, 1000)], projection, positions)).toEqual({ problems: [], unlogged: 0 });
  });

  it('reports a batch applied twice, an overlap, and events no batch applied', () => {
    expect(exactlyOnceProblems([batch(1, 1, 500), batch(2, 1, 500), batch(2, 501, 1000)], projection, positions).problems).toHaveLength(1);
    expect(exactlyOnceProblems([batch(1, 1, 600), batch(2, 501, 1000)], projection, positions).problems).toHaveLength(1);
    expect(exactlyOnceProblems([batch(1, 1, 500)], projection, positions).problems).toHaveLength(1);
  });

  it('allows one unlogged batch only right after the killed process, and only up to BATCH_SIZE', () => {
    expect(exactlyOnceProblems([batch(1, 1, 300), batch(2, 601, 1000)], projection, positions, { killedPid: 1 })).toEqual({ problems: [], unlogged: 300 });
    expect(exactlyOnceProblems([batch(2, 1, 300), batch(1, 601, 1000)], projection, positions, { killedPid: 1 }).problems).not.toEqual([]);
    expect(exactlyOnceProblems([batch(1, 1, 100), batch(2, 701, 1000)], projection, positions, { killedPid: 1 }).problems).not.toEqual([]);
    expect(exactlyOnceProblems([batch(1, 1, 100), batch(2, 201, 300), batch(2, 401, 1000)], projection, positions, { killedPid: 1 }).problems).not.toEqual([]);
  });
});
