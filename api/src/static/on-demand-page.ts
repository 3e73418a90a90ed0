import type { IncomingMessage, ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import type { OnDemandPageLocals } from '@atelier/contracts';
import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { securityHeaders } from '../middleware/security-headers.ts';

/** What @astrojs/node builds in middleware mode: a Node handler for the pages rendered on demand. */
type AstroNodeHandler = (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void, locals?: OnDemandPageLocals) => Promise<void> | void;

let securityHeaderList: Promise<[string, string][]> | undefined;

/**
 * The headers `securityHeaders()` puts on an answer, read once from a throwaway app. (Running
 * it on the request's own context would create `c.res`; Hono would then rebuild the
 * already-sent marker response, and @hono/node-server would write the answer a second time.)
 */
function pageSecurityHeaders(): Promise<[string, string][]> {
  securityHeaderList ??= (async () => {
    const probe = new Hono().use(securityHeaders()).get('*', (c) => c.body(null));
    return [...(await probe.request('/')).headers];
  })();
  return securityHeaderList;
}

/**
 * The site's on-demand pages, rendered by Astro's server build (site/dist/server/entry.mjs),
 * which is imported on first use. Astro writes its answer straight to Node's response, so the
 * response first gets the security headers every other answer has.
 */
export class OnDemandPages {
  #handler: Promise<AstroNodeHandler> | undefined;

  constructor(private readonly serverEntry: string) {}

  /** Renders the page Astro routes `c`'s request to (the 404 page for an unknown path), with `locals`. */
  async render(c: Context<AppEnv>, locals: OnDemandPageLocals): Promise<Response | null> {
    const { incoming, outgoing } = (c.env ?? {}) as Partial<HttpBindings>;
    // `app.request()` (no Node server underneath) has nothing Astro could write to.
    if (!incoming || !outgoing) return null;
    const handler = await (this.#handler ??= import(pathToFileURL(this.serverEntry).href).then((entry: { handler: AstroNodeHandler }) => entry.handler));
    for (const [name, value] of await pageSecurityHeaders()) outgoing.setHeader(name, value);
    outgoing.setHeader('Cache-Control', 'no-cache');
    // No `next`: every path reaches a page (the 404 page is a rest route), and only a matched route gets `locals`.
    await handler(incoming, outgoing, undefined, locals);
    return RESPONSE_ALREADY_SENT;
  }
}
