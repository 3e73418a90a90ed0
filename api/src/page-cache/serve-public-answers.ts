import type { Config } from '@atelier/config';
import type { HttpBindings } from '@hono/node-server';
import type { Hono, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import { cameOverHttps } from '../middleware/security-headers.ts';
import { judgePath } from '../middleware/canonical-path.ts';
import type { CachedAnswer } from './cached-answer.ts';
import { chooseEncoding } from './encoding.ts';
import type { PageCache } from './page-cache.ts';
import type { PublicAnswers } from './public-answers.ts';

type HeaderOf = (name: string) => string | undefined;

function respond(answer: CachedAnswer, method: string, header: HeaderOf, config: Pick<Config, 'trustProxy'>): Response {
  return answer.respond({
    encoding: chooseEncoding(header('accept-encoding')),
    ifNoneMatch: header('if-none-match'),
    head: method === 'HEAD',
    hsts: config.trustProxy && cameOverHttps(config, header('x-forwarded-proto')),
  });
}

/**
 * Reads headers from Node's raw [name, value, …] list: `incoming.headers` would build (and
 * lowercase) an object of every header first. Repeated headers are joined, as Node does.
 */
function rawHeaderReader(raw: readonly string[]): HeaderOf {
  return (name) => {
    let found: string | undefined;
    for (let i = 0; i < raw.length; i += 2) {
      const key = raw[i]!;
      if (key.length === name.length && key.toLowerCase() === name) found = found === undefined ? raw[i + 1] : `${found}, ${raw[i + 1]}`;
    }
    return found;
  };
}

/**
 * The cached answers' middleware, first in the app: a GET or HEAD for a registered path is
 * answered from the cache (rendering it if it is not fresh) with its full, precomputed header
 * set, and nothing else runs (no compression, no header rewriting, no query).
 */
export function servePublicAnswers(cache: PageCache, answers: PublicAnswers, config: Pick<Config, 'trustProxy'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') return next();
    const route = answers.find(c.req.path);
    if (!route) return next();
    const found = cache.get(route.key, route.answer);
    const answer = found instanceof Promise ? await found : found;
    return respond(answer, method, (name) => c.req.header(name), config);
  };
}

/**
 * In front of Hono on a real Node server: a GET or HEAD whose cached answer is fresh is
 * answered from Node's parsed request line and headers alone, before Hono builds a context, a
 * request object or a Headers object. Everything else (a miss, a stale answer, a path with a
 * percent-escape, a path that is not canonical, `app.request()` in tests) goes to Hono, where `servePublicAnswers` renders.
 * For the small public JSON that framework work is a third of the cost of an answer.
 */
export function answerFreshFirst(app: Hono<AppEnv>, cache: PageCache, answers: PublicAnswers, config: Pick<Config, 'trustProxy'>): void {
  const honoFetch = app.fetch;
  app.fetch = (request, env, executionContext) => {
    const incoming = (env as Partial<HttpBindings> | undefined)?.incoming;
    const method = incoming?.method;
    const url = incoming?.url;
    if ((method === 'GET' || method === 'HEAD') && url !== undefined) {
      const query = url.indexOf('?');
      const path = query === -1 ? url : url.slice(0, query);
      // A registered path is canonical as it stands; any other is judged before a resolver sees it.
      const route = answers.exact(path) ?? (url.charCodeAt(0) === 47 /* / */ && !url.includes('%') && judgePath(url).kind === 'canonical' ? answers.find(path) : null);
      const fresh = route && cache.fresh(route.key, route.answer);
      if (fresh) return respond(fresh, method, rawHeaderReader(incoming!.rawHeaders), config);
    }
    return honoFetch(request, env, executionContext);
  };
}
