import {
  OPENING_HOURS_SETTING,
  isMailNoticeKey,
  isSiteSettingKey,
  mailNoticeUpdateSchema,
  openingHoursUpdateSchema,
  siteSettingUpdateSchemaFor,
  type MailNoticeKey,
  type SiteSettingKey,
} from '@atelier/contracts';
import { openingHoursStream, siteSettingStream } from '@atelier/domain';
import { SITE_SETTINGS_READ_MODELS, getSiteSettings } from '@atelier/projections';
import { Hono, type Context } from 'hono';
import type { AppContext, AppEnv } from '../context.ts';
import { notFound } from '../errors.ts';
import { jsonInput } from '../input/json-input.ts';
import { pathKey } from '../input/path-params.ts';
import type { PublicAnswer } from '../page-cache/page-cache.ts';
import { publicJson } from '../page-cache/public-json.ts';
import { commandRoute } from '../routing/command-route.ts';
import type { InputReader } from '../routing/custom-route.ts';

/** `{ value }` is one line of text, a link, or a week of at most fourteen opening times: a few kilobytes are plenty. */
const MAX_SETTING_BYTES = 4 * 1024;

/**
 * /api/site-settings: footer contact details and opening hours, stored values else defaults.
 * Public JSON, served from the page cache (see app.ts) and rendered again when the settings move.
 */
export function siteSettingsAnswer(ctx: AppContext): PublicAnswer {
  return publicJson(SITE_SETTINGS_READ_MODELS, () => getSiteSettings(ctx.store.db));
}

/** A line of the footer, or a switch of the designer's mail notices (docs/product.md#mail). */
type SettingKey = SiteSettingKey | MailNoticeKey;

const isSettingKey = (key: string): key is SettingKey => isSiteSettingKey(key) || isMailNoticeKey(key);

const settingKeyOf = (c: Context<AppEnv>): SettingKey => pathKey(c, 'key', isSettingKey, () => notFound('unknownSetting'));

/** The body of PUT /{key}, checked by that setting's own rule (a phone, an email, 'on' or 'off'…). */
const settingValueInput: InputReader<{ key: SettingKey; value: string }> = {
  async read(c) {
    const key = settingKeyOf(c);
    const schema = isMailNoticeKey(key) ? mailNoticeUpdateSchema : siteSettingUpdateSchemaFor(key);
    const { value, files } = await jsonInput(schema, MAX_SETTING_BYTES).read(c);
    return { value: { key, value: value.value }, files };
  },
};

/**
 * PUT /api/site-settings/{key} with `{ value }`: any signed-in user (docs/product.md#permissions).
 * Answers `{ key, value }` once the footer's read model has it, so the next page shows it.
 * The opening hours are the key whose value is the whole week (days and times), declared
 * first so that it answers before the route of the one-line settings.
 */
export function siteSettingRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  app.put(
    `/${OPENING_HOURS_SETTING}`,
    commandRoute(ctx, {
      access: 'signed-in',
      input: jsonInput(openingHoursUpdateSchema, MAX_SETTING_BYTES),
      status: 200,
      plan: ({ input: { value }, at }) => ({
        stream: openingHoursStream,
        command: { type: 'ChangeOpeningHours' as const, data: { ...value, at } },
        answer: { key: OPENING_HOURS_SETTING, value },
      }),
    }),
  );
  app.put(
    '/:key',
    commandRoute(ctx, {
      access: 'signed-in',
      input: settingValueInput,
      status: 200,
      plan: ({ input: { key, value }, at }) => ({
        stream: siteSettingStream(key),
        command: { type: 'ChangeSiteSetting' as const, data: { key, value, at } },
        answer: { key, value },
      }),
    }),
  );
  return app;
}
