import { getSiteSettings, siteSettingsProjection } from '@atelier/projections';
import type { AppContext } from '../context.ts';
import type { PublicAnswer } from '../page-cache/page-cache.ts';
import { publicJson } from '../page-cache/public-json.ts';

/**
 * /api/site-settings: footer contact details, stored values else defaults. Public JSON,
 * served from the page cache (see app.ts) and rendered again when the settings move.
 */
export function siteSettingsAnswer(ctx: AppContext): PublicAnswer {
  return publicJson([siteSettingsProjection.name], () => getSiteSettings(ctx.store.db));
}
