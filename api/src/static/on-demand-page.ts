import type { IncomingMessage, ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import type { Config } from '@atelier/config';
import type { OnDemandPageLocals } from '@atelier/contracts';
import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { cameOverHttps, SECURITY_HEADERS } from '../middleware/security-headers.ts';
import { HSTS_VALUE } from '../page-cache/cached-answer.ts';

/** What @astrojs/node builds in middleware mode: a Node handler for the pages rendered on demand. */
type AstroNodeHandler = (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void, locals?: OnDemandPageLocals) => Promise<void> | void;

/**
 * The site's on-demand pages, rendered by Astro's server build (site/dist/server/entry.mjs),
 * which is imported on first use. Astro writes its answer straight to Node's response, so the
 * response first gets the security headers every other answer has, with a CSP that allows the
 * inline scripts of the built pages (`csp`: Astro's island loader is the same on every page).
 * (Running the security middleware on the request's own context would create `c.res`; Hono
 * would then rebuild the already-sent marker response, and @hono/node-server would write the
 * answer a second time.)
 */
export class OnDemandPages {
  #handler: Promise<AstroNodeHandler> | undefined;

  constructor(
    private readonly serverEntry: string,
    private readonly csp: string,
    private readonly config: Pick<Config, 'trustProxy'>,
  ) {}

  /** Renders the page Astro routes `c`'s request to (the 404 page for an unknown path), with `locals`. */
  async render(c: Context<AppEnv>, locals: OnDemandPageLocals): Promise<Response | null> {
    const { incoming, outgoing } = (c.env ?? {}) as Partial<HttpBindings>;
    // `app.request()` (no Node server underneath) has nothing Astro could write to.
    if (!incoming || !outgoing) return null;
    const handler = await (this.#handler ??= import(pathToFileURL(this.serverEntry).href).then((entry: { handler: AstroNodeHandler }) => entry.handler));
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) outgoing.setHeader(name, value);
    outgoing.setHeader('Content-Security-Policy', this.csp);
    if (cameOverHttps(this.config, c.req.header('x-forwarded-proto'))) outgoing.setHeader('Strict-Transport-Security', HSTS_VALUE);
    outgoing.setHeader('Cache-Control', 'no-cache');
    // No `next`: every path reaches a page (the 404 page is a rest route), and only a matched route gets `locals`.
    await handler(incoming, outgoing, undefined, locals);
    return RESPONSE_ALREADY_SENT;
  }
}
