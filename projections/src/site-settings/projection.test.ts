import { SITE_SETTING_STREAM_TYPE, siteSettingDecider, siteSettingStreamId, type SettingKey } from '@atelier/domain';
import { DEFAULT_SITE_SETTINGS } from '@atelier/contracts';
import { describeEachStore } from '@atelier/event-store/testing';
import { expect, it } from 'vitest';
import { expectRebuildEqualsIncremental, incrementally } from '../testing/rebuild-equals-incremental.ts';
import { snapshotProjection } from '../testing/snapshot.ts';
import { useProjectionStore } from '../testing/use-projection-store.ts';
import { openingHoursProjection } from '../opening-hours/projection.ts';
import { siteSettingsProjection } from './projection.ts';
import { getMailSettings, getSiteSettings } from './queries.ts';

const stream = (key: SettingKey) => ({ id: siteSettingStreamId(key), type: SITE_SETTING_STREAM_TYPE });
const change = (key: SettingKey, value: string, at: string) => ({ type: 'ChangeSiteSetting', data: { key, value, at } }) as const;

describeEachStore('site-settings projection', (kind) => {
  // The public settings read the opening hours' read model too.
  const shared = useProjectionStore(kind, [siteSettingsProjection, openingHoursProjection]);

  it('keeps the newest value of each setting, and the defaults stand in for the others', async () => {
    expect(await getSiteSettings(shared.t.store.db)).toEqual(DEFAULT_SITE_SETTINGS);
    expect((await getMailSettings(shared.t.store.db)).contactEmail).toBeNull();
    const run = incrementally(shared.t.store, siteSettingsProjection);
    await run(siteSettingDecider, stream('contactPhone'), change('contactPhone', '+34 600 111 222', '2026-11-24T10:00:00.000Z'));
    await run(siteSettingDecider, stream('contactEmail'), change('contactEmail', 'hola@atelier.example', '2026-11-24T11:00:00.000Z'));
    await run(siteSettingDecider, stream('contactPhone'), change('contactPhone', '+34 600 333 444', '2026-11-24T12:00:00.000Z'));

    expect(await snapshotProjection(shared.t.store.db, siteSettingsProjection)).toEqual([
      { key: 'contactEmail', value: 'hola@atelier.example', updated_at: '2026-11-24T11:00:00.000Z' },
      { key: 'contactPhone', value: '+34 600 333 444', updated_at: '2026-11-24T12:00:00.000Z' },
    ]);
    expect(await getSiteSettings(shared.t.store.db)).toEqual({ ...DEFAULT_SITE_SETTINGS, contactEmail: 'hola@atelier.example', contactPhone: '+34 600 333 444' });
  });

  it('gives the mail sender the saved contact email only, and each notice on until switched off, never in the public settings', async () => {
    const run = incrementally(shared.t.store, siteSettingsProjection);
    expect(await getMailSettings(shared.t.store.db)).toEqual({
      contactEmail: 'hola@atelier.example',
      notices: { notifyNewRequest: true, notifyContactMessage: true, notifyClientMessage: true },
    });
    await run(siteSettingDecider, stream('notifyContactMessage'), change('notifyContactMessage', 'off', '2026-11-24T13:00:00.000Z'));
    await run(siteSettingDecider, stream('notifyNewRequest'), change('notifyNewRequest', 'off', '2026-11-24T13:01:00.000Z'));
    await run(siteSettingDecider, stream('notifyNewRequest'), change('notifyNewRequest', 'on', '2026-11-24T13:02:00.000Z'));
    expect((await getMailSettings(shared.t.store.db)).notices).toEqual({ notifyNewRequest: true, notifyContactMessage: false, notifyClientMessage: true });
    expect(Object.keys(await getSiteSettings(shared.t.store.db))).not.toContain('notifyContactMessage');
  });

  it('rebuilds to the incrementally built rows', async () => {
    await expectRebuildEqualsIncremental(shared.t.store, siteSettingsProjection);
  });
});
