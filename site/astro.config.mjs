import { defineConfig } from 'astro/config';

// Static output: the API server (api/src/static) serves site/dist on the same port.
export default defineConfig({
  output: 'static',
  build: { format: 'directory' },
  i18n: { defaultLocale: 'es', locales: ['es', 'en'], routing: { prefixDefaultLocale: false } },
});
