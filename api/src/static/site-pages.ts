import { pathToFileURL } from 'node:url';
import type { PageLocals } from '@atelier/contracts';

/** What the site's server build exports (site/adapter/server.mjs). */
type RenderPage = (request: Request, locals: PageLocals) => Promise<Response>;

/** A page rendered on demand: its status (404 for the not-found page) and its HTML. */
export interface RenderedPage {
  status: number;
  html: string;
}

/**
 * The site's pages rendered on demand (home, gallery, collections, projects, the 404 page),
 * from Astro's server build (site/dist/server/entry.mjs, imported on first use). Astro answers
 * a web Response, so the page cache keeps the HTML like any other public answer (ADR 020).
 */
export class SitePages {
  #render: Promise<RenderPage> | undefined;

  constructor(
    private readonly serverEntry: string,
    /** The site's origin: pages build absolute links from it, never from a request header. */
    private readonly origin: string,
  ) {}

  /** Renders the page Astro routes `path` to (the 404 page when none matches), with `locals`. */
  async render(path: string, locals: PageLocals): Promise<RenderedPage> {
    const render = await (this.#render ??= import(pathToFileURL(this.serverEntry).href).then((entry: { render: RenderPage }) => entry.render));
    // Appended, not resolved: a path such as `//host/x` must not name another origin.
    const response = await render(new Request(new URL(this.origin + path)), locals);
    return { status: response.status, html: await response.text() };
  }
}
