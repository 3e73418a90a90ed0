import type { SettingKey } from './keys.ts';
import { aggregateStream } from '../kernel/decider.ts';
import { siteSettingDecider } from './decider.ts';

export const SITE_SETTING_STREAM_TYPE = 'site-setting';

/** One stream per setting: saving the phone never conflicts with saving the email. */
export const siteSettingStreamId = (key: SettingKey): string => `${SITE_SETTING_STREAM_TYPE}-${key}`;

/** One setting's stream: its decider, id and type as one value. */
export const siteSettingStream = (key: SettingKey) => aggregateStream(siteSettingDecider, SITE_SETTING_STREAM_TYPE, siteSettingStreamId(key));
