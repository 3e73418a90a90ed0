import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, sharpImageService } from 'astro/config';
import atelierPageRenderer from './adapter/index.mjs';
import clientInteraction from './src/directives/client-interaction.ts';

// Pages are prerendered to site/dist/client, which the API server (api/src/static) serves on
// its own port. Pages rendered on demand (the owner's content: home, gallery, collections,
// projects; and the 404) are built by the site's own adapter (adapter/, ADR 020) into
// site/dist/server/entry.mjs, whose `render` the API's page cache calls.
// In `pnpm dev`, Astro's dev server proxies /api to the API (see scripts/dev.ts).
/** In `astro dev`, every /admin/* (and /en/admin/*) path is the admin app, as the API serves it in production. */
const adminShellInDev = {
  name: 'atelier-admin-shell',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      const shell = req.url?.split('?')[0].match(/^(\/en)?\/admin\/[^.]+$/);
      if (shell) req.url = `${shell[1] ?? ''}/admin/`;
      next();
    });
  },
};

export default defineConfig({
  output: 'static',
  adapter: atelierPageRenderer(),
  // Astro's own sessions are unused: the API keeps the sessions (ADR 004).
  session: false,
  // The stylesheet goes inside each page: no render-blocking request before the first paint.
  build: { format: 'directory', inlineStylesheets: 'always' },
  // The blog's pictures in AVIF at the encoder effort the gallery's variants use (make-variants.ts):
  // effort 4, sharp's default, took seven times the CPU for about 10 % fewer bytes (ADR 031).
  image: { service: sharpImageService({ avif: { effort: 2 } }) },
  trailingSlash: 'ignore',
  i18n: { defaultLocale: 'es', locales: ['es', 'en'], routing: { prefixDefaultLocale: false } },
  integrations: [react(), clientInteraction()],
  vite: {
    plugins: [tailwindcss(), adminShellInDev],
    server: { proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? '4322'}` } },
  },
});
