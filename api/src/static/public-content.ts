import type { PublicContent } from '@atelier/contracts';
import { siteSettingsProjection } from '@atelier/projections';
import type { AppContext } from '../context.ts';

/** The read models a page rendered on demand may show (its footer shows the settings). */
export const RENDERED_PAGE_READ_MODELS = [siteSettingsProjection.name] as const;

/**
 * The read models handed to one render, each read when the page asks. `failed` tells whether
 * a read failed: the page then shows its error state, which is served but not kept.
 */
export function publicContent(_ctx: AppContext): { content: PublicContent; failed(): boolean } {
  let failed = false;
  const tracked = <T>(read: () => Promise<T>) => async () => {
    try {
      return await read();
    } catch (error) {
      failed = true;
      throw error;
    }
  };
  return {
    content: {
      gallery: tracked(async () => []),
      reviews: tracked(async () => []),
    },
    failed: () => failed,
  };
}
