import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.ts';
import { forbidden } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Fetch metadata a browser sends when a page of this very origin (or the user) made the request. */
const FIRST_PARTY_SITES = new Set(['same-origin', 'none']);

/**
 * Refuses every state-changing request another site's page could make, whatever its content
 * type: a foreign (or `null`) Origin, or, without an Origin, a Sec-Fetch-Site other than
 * same-origin. Browsers send one or the other on every such request; tools that send neither
 * (curl, a script) cannot carry a visitor's cookies and are let through. Behind a proxy the
 * request URL is the internal one, so the public origin (PUBLIC_ORIGIN) is accepted too.
 */
export function crossOriginGuard(publicOrigin: string | undefined) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    const allowed = origin
      ? origin === new URL(c.req.url).origin || (publicOrigin !== undefined && origin === publicOrigin)
      : site === undefined || FIRST_PARTY_SITES.has(site);
    if (!allowed) throw forbidden('crossOrigin');
    await next();
  });
}
