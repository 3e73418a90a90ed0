import { SECURITY_HEADERS } from '../middleware/security-headers.ts';
import type { PublicAnswer } from './page-cache.ts';

/**
 * Public JSON served from the page cache (ADR 010): rendered from `readModels` by `read`,
 * kept until one of them moves, and cached by browsers for a minute.
 */
export function publicJson(readModels: readonly string[], read: () => Promise<unknown>): PublicAnswer {
  return {
    readModels,
    async render() {
      const body = JSON.stringify(await read());
      return {
        rendered: { body, contentType: 'application/json', cacheControl: 'public, max-age=60', headers: SECURITY_HEADERS },
        keep: true,
      };
    },
  };
}
