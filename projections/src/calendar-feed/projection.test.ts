import { CALENDAR_FEED_STREAM_ID, CALENDAR_FEED_STREAM_TYPE, calendarFeedDecider } from '@atelier/domain';
import { describeEachStore } from '@atelier/event-store/testing';
import { expect, it } from 'vitest';
import { expectRebuildEqualsIncremental, incrementally } from '../testing/rebuild-equals-incremental.ts';
import { useProjectionStore } from '../testing/use-projection-store.ts';
import { calendarFeedProjection } from './projection.ts';
import { calendarFeedToken } from './queries.ts';

const stream = { id: CALENDAR_FEED_STREAM_ID, type: CALENDAR_FEED_STREAM_TYPE };
const regenerate = (token: string) => ({ type: 'RegenerateCalendarFeedToken', data: { token, at: '2026-11-24T12:00:00.000Z' } }) as const;

describeEachStore('calendar feed projection', (kind) => {
  const shared = useProjectionStore(kind, [calendarFeedProjection]);

  it('has no token at first, then always the newest one', async () => {
    expect(await calendarFeedToken(shared.t.store.db)).toBeNull();
    const run = incrementally(shared.t.store, calendarFeedProjection);
    await run(calendarFeedDecider, stream, regenerate('a'.repeat(43)));
    expect(await calendarFeedToken(shared.t.store.db)).toBe('a'.repeat(43));
    await run(calendarFeedDecider, stream, regenerate('b'.repeat(43)));
    await run(calendarFeedDecider, stream, regenerate('c'.repeat(43)));
    expect(await calendarFeedToken(shared.t.store.db)).toBe('c'.repeat(43));
  });

  it('rebuilds to the incrementally built row', async () => {
    await expectRebuildEqualsIncremental(shared.t.store, calendarFeedProjection);
  });
});
