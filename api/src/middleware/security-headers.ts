import type { Config } from '@atelier/config';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.ts';
import { HSTS_VALUE } from '../page-cache/cached-answer.ts';
import { contentSecurityPolicy } from '../static/content-security-policy.ts';

/**
 * The security headers of every answer. same-origin referrers: the site's own pages see where
 * a visitor came from (the language redirect and no-JS form answers use it); other sites
 * still get nothing. The CSP here allows no inline script at all; the site's pages, which
 * have some, carry their own CSP with their scripts' hashes, and keep it.
 * Strict-Transport-Security is not here: see `cameOverHttps`.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': contentSecurityPolicy(),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

const SECURITY_HEADER_LIST = Object.entries(SECURITY_HEADERS);

/**
 * HSTS only means something over HTTPS, and this server speaks plain HTTP: it can only know
 * a request came over HTTPS from the proxy in front of it, and only trusts that proxy when
 * TRUST_PROXY is set. Over plain http the header is never sent.
 */
export function cameOverHttps(config: Pick<Config, 'trustProxy'>, forwardedProto: string | undefined): boolean {
  if (!config.trustProxy || forwardedProto === undefined) return false;
  // A chain of proxies lists one protocol each; the first is the client's.
  const first = forwardedProto.split(',', 1)[0];
  return first?.trim().toLowerCase() === 'https';
}

/** Sets the security headers an answer does not set itself, and HSTS when the request came over HTTPS. */
export function securityHeaders(config: Pick<Config, 'trustProxy'>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of SECURITY_HEADER_LIST) if (!headers.has(name)) headers.set(name, value);
    if (cameOverHttps(config, c.req.header('x-forwarded-proto'))) headers.set('strict-transport-security', HSTS_VALUE);
    headers.delete('x-powered-by');
  });
}
