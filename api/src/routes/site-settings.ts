import { isSiteSettingKey, siteSettingUpdateSchemaFor, type SiteSettingKey } from '@atelier/contracts';
import { siteSettingStream } from '@atelier/domain';
import { getSiteSettings, siteSettingsProjection } from '@atelier/projections';
import { Hono, type Context } from 'hono';
import type { AppContext, AppEnv } from '../context.ts';
import { notFound } from '../errors.ts';
import { jsonInput } from '../input/json-input.ts';
import type { PublicAnswer } from '../page-cache/page-cache.ts';
import { publicJson } from '../page-cache/public-json.ts';
import { commandRoute } from '../routing/command-route.ts';
import type { InputReader } from '../routing/custom-route.ts';

/** `{ value }` is one line of text or a link: a kilobyte is plenty. */
const MAX_SETTING_BYTES = 4 * 1024;

/**
 * /api/site-settings: footer contact details, stored values else defaults. Public JSON,
 * served from the page cache (see app.ts) and rendered again when the settings move.
 */
export function siteSettingsAnswer(ctx: AppContext): PublicAnswer {
  return publicJson([siteSettingsProjection.name], () => getSiteSettings(ctx.store.db));
}

function settingKeyOf(c: Context<AppEnv>): SiteSettingKey {
  const key = c.req.param('key') ?? '';
  if (!isSiteSettingKey(key)) throw notFound('unknownSetting');
  return key;
}

/** The body of PUT /{key}, checked by that setting's own rule (a phone, an email…). */
const settingValueInput: InputReader<{ key: SiteSettingKey; value: string }> = {
  async read(c) {
    const key = settingKeyOf(c);
    const { value, files } = await jsonInput(siteSettingUpdateSchemaFor(key), MAX_SETTING_BYTES).read(c);
    return { value: { key, value: value.value }, files };
  },
};

/**
 * PUT /api/site-settings/{key} with `{ value }`: any signed-in user (docs/product.md#permissions).
 * Answers `{ key, value }` once the footer's read model has it, so the next page shows it.
 */
export function siteSettingRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
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
