import { fileURLToPath } from 'node:url';

/**
 * The site's Astro adapter: the server build exports one function, `render(request, locals)`,
 * which answers a page rendered on demand as a web `Response`. The API calls it from its page
 * cache (api/src/static/site-pages.ts), so server-rendered pages are compressed, tagged and
 * kept like every other public answer; Astro never writes to Node's response itself.
 * (@astrojs/node's handler does, which a cache cannot keep.) See ADR 020.
 */
export default function atelierPageRenderer() {
  const adapter = {
    name: 'atelier-page-renderer',
    entrypointResolution: 'auto',
    serverEntrypoint: fileURLToPath(new URL('./server.mjs', import.meta.url)),
    adapterFeatures: { buildOutput: 'server' },
    supportedAstroFeatures: {
      staticOutput: 'stable',
      hybridOutput: 'stable',
      serverOutput: 'stable',
      sharpImageService: 'stable',
    },
  };
  return {
    name: 'atelier-page-renderer',
    hooks: {
      // The server build carries its own dependencies, so the API serves it with no
      // site/node_modules (the production image has none; ADR 031). sharp stays out: only
      // Astro's on-demand image endpoint, which the API never routes to, would load it.
      // Dev keeps Vite's externals, which load faster.
      'astro:config:setup': ({ command, updateConfig }) => {
        if (command === 'build') updateConfig({ vite: { ssr: { noExternal: true, external: ['sharp'] } } });
      },
      'astro:config:done': ({ setAdapter }) => setAdapter(adapter),
    },
  };
}
