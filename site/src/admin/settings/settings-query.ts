import type { SiteSettings } from '@atelier/contracts';
import { createQuery } from '../query.ts';

/**
 * GET /api/site-settings: the stored values, else the defaults. Public and kept a minute by
 * browsers, so the screen revalidates it: after saving it must show what was saved.
 */
export const settingsQuery = createQuery<SiteSettings>('/api/site-settings', { cache: 'no-cache' });
