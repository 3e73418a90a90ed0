import { createHash } from 'node:crypto';
import { isValidKey } from '@atelier/blobs';
import { PUBLIC_MEDIA_PREFIXES } from '@atelier/contracts';
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { noInput } from '../input/no-input.ts';
import { detectLang } from '../middleware/lang.ts';
import { customRoute } from '../routing/custom-route.ts';

/** A public blob's key never names other bytes (a new upload gets a new key): cached for a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Only images leave here: a blob of any other type is not served, so nothing can run on this origin. */
const SERVED_TYPES = new Set(['image/avif', 'image/webp', 'image/jpeg', 'image/png', 'image/gif']);

/**
 * The blob key a /media URL names: the raw path after `/media/`, percent-decoded once. Null
 * when it cannot be a blob key (malformed escapes, NUL, `..`, empty or foreign segments).
 */
export function mediaKeyOf(url: string): string | null {
  const raw = new URL(url).pathname.slice('/media/'.length);
  let key: string;
  try {
    key = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return isValidKey(key) ? key : null;
}

const isPublic = (key: string) => PUBLIC_MEDIA_PREFIXES.some((prefix) => key.startsWith(prefix));

/** A strong validator from the bytes themselves. */
const etagOf = (bytes: Uint8Array) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * `GET /media/*` (and HEAD): the public images (gallery originals and variants, review
 * photos, site artwork), immutable and long-cached, revalidated by ETag. Clients' request
 * photos are not public: anything outside PUBLIC_MEDIA_PREFIXES is 404, as is an unknown key.
 * An address that cannot be a blob key is 400, in the request's language.
 */
export function mediaRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  app.use('*', detectLang);
  app.get(
    '/*',
    customRoute({ access: 'public', input: noInput }, async ({ c }) => {
      const key = mediaKeyOf(c.req.url);
      if (key === null) throw badRequest('invalidMediaPath');
      const blob = isPublic(key) ? await ctx.blobs.get(key) : null;
      if (!blob || !SERVED_TYPES.has(blob.contentType)) throw notFound('imageNotFound');
      const etag = etagOf(blob.bytes);
      const headers = { ETag: etag, 'Cache-Control': MEDIA_CACHE_CONTROL, 'X-Content-Type-Options': 'nosniff' };
      if (matches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
      return c.body(blob.bytes as Uint8Array<ArrayBuffer>, 200, { ...headers, 'Content-Type': blob.contentType });
    }),
  );
  return app;
}
