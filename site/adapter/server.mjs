// The server entry of the site's build (site/dist/server/entry.mjs): pages rendered on demand,
// answered as a web Response for the API's page cache. The API hands each render its `locals`
// (the read models the page may show, see App.Locals in site/src/locals.d.ts).
import { createApp } from 'astro/app/entrypoint';

// Not streamed: the cache keeps whole answers.
const app = createApp({ streaming: false });

/** Renders the page `request` routes to (the 404 page when none matches) with `locals`. */
export function render(request, locals) {
  return app.render(request, { locals });
}
