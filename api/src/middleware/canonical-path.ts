import type { HttpBindings } from '@hono/node-server';
import { pickLang } from '@atelier/contracts';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.ts';
import { HttpError } from '../errors.ts';

/** Longer than any page, API or media path the site has: a longer one is a tool probing. */
export const MAX_PATH_LENGTH = 2048;
export const MAX_SEGMENT_LENGTH = 255;

export type PathVerdict =
  | { kind: 'canonical' }
  /** The same resource under its canonical path, on this origin (the location is a path, never `//host`). */
  | { kind: 'redirect'; location: string }
  | { kind: 'refused'; status: 400 | 414 };

const BAD_ESCAPE = /%(?![0-9a-fA-F]{2})/;
/**
 * NUL and the other control characters, the separators a segment must not hide, and a `%`
 * (an escape encoded twice: no path of the site has one, and a second decoding would reveal it).
 */
function hidesSomething(decoded: string): boolean {
  for (let i = 0; i < decoded.length; i++) {
    const code = decoded.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x2f /* / */ || code === 0x5c /* \ */ || code === 0x25 /* % */) return true;
  }
  return false;
}

function decodeSegment(segment: string): string | null {
  if (BAD_ESCAPE.test(segment)) return null;
  try {
    const decoded = decodeURIComponent(segment);
    return hidesSomething(decoded) ? null : decoded;
  } catch {
    return null; // not UTF-8
  }
}

/**
 * Judges a request path as the client sent it (before any URL parser resolved it): refused
 * when it cannot be decoded to plain segments (a bad escape, NUL or another control character,
 * an encoded slash or backslash, an escape encoded twice, an overlong segment); redirected to its canonical form when
 * it has empty or dot segments, raw or percent-encoded (`//`, `/./`, `/%2e%2e/`). Pure.
 */
export function judgePath(target: string): PathVerdict {
  const query = target.indexOf('?');
  const path = query === -1 ? target : target.slice(0, query);
  if (path.length > MAX_PATH_LENGTH) return { kind: 'refused', status: 414 };
  if (path.includes('\\')) return { kind: 'refused', status: 400 };
  const segments = path.split('/').slice(1);
  const kept: string[] = [];
  let endsWithSlash = false;
  for (const [index, segment] of segments.entries()) {
    if (segment.length > MAX_SEGMENT_LENGTH) return { kind: 'refused', status: 414 };
    const decoded = decodeSegment(segment);
    if (decoded === null) return { kind: 'refused', status: 400 };
    const last = index === segments.length - 1;
    endsWithSlash = last && (segment === '' || decoded === '.' || decoded === '..');
    if (decoded === '..') kept.pop();
    else if (segment !== '' && decoded !== '.') kept.push(segment);
  }
  const canonical = `/${kept.join('/')}${endsWithSlash && kept.length > 0 ? '/' : ''}`;
  if (canonical === path) return { kind: 'canonical' };
  return { kind: 'redirect', location: query === -1 ? canonical : canonical + target.slice(query) };
}

/**
 * The path as the client sent it: Node's request target (@hono/node-server has already
 * resolved its dot segments in the URL), else the URL's (`app.request()` in tests).
 */
function requestTarget(c: Context<AppEnv>): string {
  const raw = (c.env as Partial<HttpBindings> | undefined)?.incoming?.url;
  if (raw?.startsWith('/')) return raw;
  const url = new URL(c.req.url);
  return url.pathname + url.search;
}

/**
 * First in the app: a path that is not canonical never reaches a route, the page cache or the
 * site's files (docs/decisions/039-test-lanes-and-safe-stops.md). A redirect is 308, so a
 * write keeps its method and body.
 */
export const canonicalPath = createMiddleware<AppEnv>(async (c, next) => {
  const verdict = judgePath(requestTarget(c));
  if (verdict.kind === 'canonical') return next();
  c.header('Cache-Control', 'no-store');
  if (verdict.kind === 'redirect') return c.redirect(verdict.location, 308);
  c.set('lang', pickLang(c.req.query('lang'), c.req.header('accept-language')));
  throw verdict.status === 414 ? new HttpError('uri_too_long', { key: 'pathTooLong' }) : new HttpError('malformed_request', { key: 'invalidPath' });
});
