import type { Config } from '@atelier/config';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import { cameOverHttps } from '../middleware/security-headers.ts';
import type { CachedAnswer } from './cached-answer.ts';
import { chooseEncoding } from './encoding.ts';
import type { PageCache } from './page-cache.ts';
import type { PublicAnswers } from './public-answers.ts';

/**
 * The serving path of every public answer: the first middleware of the app, so a GET or HEAD
 * for a registered path is answered from memory with its full, precomputed header set, and
 * nothing else runs (no compression, no header rewriting, no query).
 */
export function servePublicAnswers(cache: PageCache, answers: PublicAnswers, config: Pick<Config, 'trustProxy'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') return next();
    const route = answers.find(c.req.path);
    if (!route) return next();
    const found = cache.get(route.key, route.answer);
    const answer: CachedAnswer = found instanceof Promise ? await found : found;
    return answer.respond({
      encoding: chooseEncoding(c.req.header('accept-encoding')),
      ifNoneMatch: c.req.header('if-none-match'),
      head: method === 'HEAD',
      hsts: cameOverHttps(config, c.req.header('x-forwarded-proto')),
    });
  };
}
