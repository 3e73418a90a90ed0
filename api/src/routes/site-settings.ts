import { getSiteSettings, siteSettingsProjection } from '@atelier/projections';
import type { AppContext } from '../context.ts';
import { SECURITY_HEADERS } from '../middleware/security-headers.ts';
import type { PublicAnswer } from '../page-cache/page-cache.ts';

/**
 * /api/site-settings: footer contact details, stored values else defaults. Public JSON,
 * served from the page cache (see app.ts) and rendered again when the settings move.
 */
export function siteSettingsAnswer(ctx: AppContext): PublicAnswer {
  return {
    readModels: [siteSettingsProjection.name],
    async render() {
      const settings = await getSiteSettings(ctx.store.db);
      const body = JSON.stringify(settings);
      return {
        rendered: { body, contentType: 'application/json', cacheControl: 'public, max-age=60', headers: SECURITY_HEADERS },
        keep: true,
      };
    },
  };
}
