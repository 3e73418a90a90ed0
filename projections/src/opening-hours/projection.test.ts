import { DEFAULT_OPENING_HOURS, DEFAULT_SITE_SETTINGS, type OpeningHours } from '@atelier/contracts';
import { OPENING_HOURS_STREAM_ID, OPENING_HOURS_STREAM_TYPE, openingHoursDecider } from '@atelier/domain';
import { describeEachStore } from '@atelier/event-store/testing';
import { expect, it } from 'vitest';
import { siteSettingsProjection } from '../site-settings/projection.ts';
import { getSiteSettings } from '../site-settings/queries.ts';
import { expectRebuildEqualsIncremental, incrementally } from '../testing/rebuild-equals-incremental.ts';
import { snapshotProjection } from '../testing/snapshot.ts';
import { useProjectionStore } from '../testing/use-projection-store.ts';
import { openingHoursProjection } from './projection.ts';
import { getOpeningHours } from './queries.ts';

const stream = { id: OPENING_HOURS_STREAM_ID, type: OPENING_HOURS_STREAM_TYPE };
const change = (hours: OpeningHours, at: string) => ({ type: 'ChangeOpeningHours', data: { ...hours, at } }) as const;
const split: OpeningHours = {
  ...DEFAULT_OPENING_HOURS,
  days: {
    ...DEFAULT_OPENING_HOURS.days,
    monday: [],
    saturday: [
      { opens: '09:30', closes: '13:30' },
      { opens: '17:00', closes: '20:00' },
    ],
  },
};

describeEachStore('opening-hours projection', (kind) => {
  const shared = useProjectionStore(kind, [openingHoursProjection, siteSettingsProjection]);

  it('answers the default week until one is saved, then the newest week, days and times as saved', async () => {
    expect(await getOpeningHours(shared.t.store.db)).toEqual(DEFAULT_OPENING_HOURS);
    const run = incrementally(shared.t.store, openingHoursProjection);
    await run(openingHoursDecider, stream, change({ ...DEFAULT_OPENING_HOURS, byAppointmentOnly: false }, '2026-11-24T10:00:00.000Z'));
    await run(openingHoursDecider, stream, change(split, '2026-11-24T11:00:00.000Z'));

    expect(await snapshotProjection(shared.t.store.db, openingHoursProjection)).toEqual([
      { id: 'week', days: split.days, by_appointment_only: true, updated_at: '2026-11-24T11:00:00.000Z' },
    ]);
    expect(await getOpeningHours(shared.t.store.db)).toEqual(split);
    // The public settings carry the week beside the contact details.
    expect(await getSiteSettings(shared.t.store.db)).toEqual({ ...DEFAULT_SITE_SETTINGS, openingHours: split });
  });

  it('rebuilds to the incrementally built rows', async () => {
    await expectRebuildEqualsIncremental(shared.t.store, openingHoursProjection);
  });
});
