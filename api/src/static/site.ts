import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

/**
 * Serves the built Astro site on the API's port. Unknown paths get the site's own
 * 404 page with status 404; every /admin/* path gets the client-only admin shell.
 */
export function mountSite(app: Hono<AppEnv>, siteDir: string): void {
  if (!existsSync(siteDir)) {
    throw new Error(`The site has not been built: ${siteDir} is missing. Run \`pnpm build\` first.`);
  }
  const notFoundPage = join(siteDir, '404.html');
  const notFoundHtml = existsSync(notFoundPage) ? readFileSync(notFoundPage, 'utf8') : '<h1>404 Page Not Found</h1>';

  app.use(
    '/_astro/*',
    serveStatic({
      root: siteDir,
      onFound: (_path, c) => {
        // Astro fingerprints these file names, so they never change in place.
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use('*', serveStatic({ root: siteDir }));
  app.notFound((c) => {
    if (c.req.path.startsWith('/api/')) return c.json({ message: `No API route for ${c.req.method} ${c.req.path}` }, 404);
    return c.html(notFoundHtml, 404);
  });
}
