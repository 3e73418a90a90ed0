import { describe, expect, it } from 'vitest';
import { DomainError } from '../kernel/errors.ts';
import { DeciderSpecification } from '../kernel/testing.ts';
import type { ChangeSiteSetting } from './commands.ts';
import { siteSettingDecider } from './decider.ts';
import type { SiteSettingChanged } from './events.ts';
import { siteSettingStreamId } from './stream.ts';

const at = '2026-11-24T10:00:00.000Z';
const change = (value: string): ChangeSiteSetting => ({ type: 'ChangeSiteSetting', data: { key: 'contactPhone', value, at } });
const changed = (value: string): SiteSettingChanged => ({ type: 'SiteSettingChanged', data: { key: 'contactPhone', value, at } });
const given = DeciderSpecification.for(siteSettingDecider);

describe('site setting: change', () => {
  it('given nothing saved, when changed, then SiteSettingChanged', () => {
    given([]).when(change('+34 91 555 12 34')).then([changed('+34 91 555 12 34')]);
  });

  it('given a value, when changed to another, then SiteSettingChanged with the new one', () => {
    given([changed('+34 91 555 12 34')]).when(change('+34 600 111 222')).then([changed('+34 600 111 222')]);
  });

  it('records nothing when the value is the one already saved', () => {
    given([changed('+34 600 000 000'), changed('+34 91 555 12 34')]).when(change('+34 91 555 12 34')).thenNothingHappened();
  });

  it('refuses a key that is not a setting', () => {
    const unknown = { type: 'ChangeSiteSetting', data: { key: 'favicon', value: 'x', at } } as unknown as ChangeSiteSetting;
    given([]).when(unknown).thenThrows(DomainError, /not a site setting/);
  });

  it('takes on or off for a mail notice, nothing else', () => {
    const notice = (value: string): ChangeSiteSetting => ({ type: 'ChangeSiteSetting', data: { key: 'notifyNewRequest', value, at } });
    given([]).when(notice('off')).then([{ type: 'SiteSettingChanged', data: { key: 'notifyNewRequest', value: 'off', at } }]);
    given([]).when(notice('no')).thenThrows(DomainError, 'notifyNewRequest is on or off');
    expect(siteSettingStreamId('notifyClientMessage')).toBe('site-setting-notifyClientMessage');
  });

  it('folds to the newest value, one stream per key', () => {
    given([changed('a'), changed('b')]).thenState({ value: 'b' });
    expect(siteSettingStreamId('contactEmail')).toBe('site-setting-contactEmail');
  });
});
