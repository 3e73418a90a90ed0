import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';

// Static output: the API server (api/src/static) serves site/dist on the same port.
// In `pnpm dev`, Astro's dev server proxies /api to the API (see scripts/dev.ts).
/** In `astro dev`, every /admin/* path is the admin app, as the API serves it in production. */
const adminShellInDev = {
  name: 'atelier-admin-shell',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url && /^\/admin\/[^.]+$/.test(req.url.split('?')[0])) req.url = '/admin/';
      next();
    });
  },
};

export default defineConfig({
  output: 'static',
  // The stylesheet goes inside each page: no render-blocking request before the first paint.
  build: { format: 'directory', inlineStylesheets: 'always' },
  trailingSlash: 'ignore',
  i18n: { defaultLocale: 'es', locales: ['es', 'en'], routing: { prefixDefaultLocale: false } },
  integrations: [react()],
  vite: {
    plugins: [tailwindcss(), adminShellInDev],
    server: { proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? '4322'}` } },
  },
});
