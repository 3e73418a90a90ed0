import { describe, expect, it } from 'vitest';
import { sortRequests } from './sort.ts';

interface Row {
  id: number;
  type: 'dress' | 'concept';
  createdAt: string;
  eventDate: string | null;
}

const row = (id: number, type: Row['type'], createdAt: string, eventDate: string | null): Row => ({ id, type, createdAt, eventDate });

const gala = row(1, 'dress', '2026-11-20T09:00:00.000Z', '2027-03-14');
const wedding = row(2, 'dress', '2026-11-22T09:00:00.000Z', '2026-12-20');
const prom = row(3, 'dress', '2026-11-21T09:00:00.000Z', '2027-06-05');
const concept = row(1, 'concept', '2026-11-23T09:00:00.000Z', null);
const all = [gala, wedding, prom, concept];
const ids = (rows: Row[]) => rows.map((r) => `${r.type}-${r.id}`);

describe('the request list orders', () => {
  it('by date received: newest first', () => {
    expect(ids(sortRequests(all, 'received'))).toEqual(['concept-1', 'dress-2', 'dress-3', 'dress-1']);
  });

  it('by event date: soonest first, requests without a date last', () => {
    expect(ids(sortRequests(all, 'eventDate'))).toEqual(['dress-2', 'dress-1', 'dress-3', 'concept-1']);
  });

  it('by event date: the same day, or no day at all, falls back to newest received first', () => {
    const sameDay = row(4, 'dress', '2026-11-24T09:00:00.000Z', '2027-03-14');
    const blank = row(5, 'dress', '2026-11-19T09:00:00.000Z', '  ');
    const olderConcept = row(2, 'concept', '2026-11-18T09:00:00.000Z', null);
    expect(ids(sortRequests([olderConcept, blank, gala, concept, sameDay], 'eventDate'))).toEqual(['dress-4', 'dress-1', 'concept-1', 'dress-5', 'concept-2']);
  });

  it('compares moments, not their text, and breaks exact ties by id then type', () => {
    const madrid = row(6, 'dress', '2026-11-24T10:30:00+01:00', null); // 09:30 UTC
    const utc = row(7, 'dress', '2026-11-24T09:45:00.000Z', null);
    expect(ids(sortRequests([madrid, utc], 'received'))).toEqual(['dress-7', 'dress-6']);
    const twinDress = row(8, 'dress', '2026-11-25T09:00:00.000Z', null);
    const twinConcept = row(8, 'concept', '2026-11-25T09:00:00.000Z', null);
    const lower = row(7, 'concept', '2026-11-25T09:00:00.000Z', null);
    expect(ids(sortRequests([lower, twinConcept, twinDress], 'received'))).toEqual(['concept-8', 'dress-8', 'concept-7']);
  });

  it('leaves the given list untouched', () => {
    const copy = [...all];
    sortRequests(all, 'eventDate');
    expect(all).toEqual(copy);
  });
});
