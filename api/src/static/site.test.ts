import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { DEFAULT_SITE_SETTINGS } from '@atelier/contracts';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_ORIGIN } from '../testing/client.ts';
import { startTestApp, type TestApp } from '../testing/harness.ts';

const FOOTER = `<footer><a data-setting="contactPhone" href="tel:+34600000000">${DEFAULT_SITE_SETTINGS.contactPhone}</a></footer>`;

/**
 * Stands in for the 404 page @astrojs/node builds: a Node handler that renders with the
 * `locals` it is given, as Astro's middleware-mode handler does.
 */
const SERVER_ENTRY = `export async function handler(req, res, next, locals) {
  res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
  res.end('<h1>404 Page Not Found</h1><code>' + req.method + ' ' + req.url + '</code><a data-setting="contactPhone">' + locals.siteSettings.contactPhone + '</a>');
}
`;

/**
 * A miniature built site: prerendered pages in Astro's directory format, the admin shell and
 * assets in client/, and the on-demand 404 page in server/entry.mjs.
 */
async function buildSite(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'atelier-site-'));
  const files: Record<string, string> = {
    'client/index.html': `<h1>Inicio</h1>${FOOTER}`,
    'client/en/order-dress/index.html': `<link rel="canonical" href="/en/order-dress"><h1>Order a dress</h1>${FOOTER}`,
    'client/admin/index.html': '<div id="admin-root"></div>',
    'client/en/admin/index.html': '<div id="admin-root" lang="en"></div>',
    'client/_astro/app.abc123.js': 'console.log(1)',
    'client/_astro/island.def456.js': 'export const hello = "bonjour";\n'.repeat(200),
    'client/secret.txt': 'not html',
    'server/entry.mjs': SERVER_ENTRY,
  };
  for (const [path, content] of Object.entries(files)) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), content);
  }
  return dir;
}

const get = (t: TestApp, path: string) => t.app.request(`${TEST_ORIGIN}${path}`);

describe('serving the built site on the API port', () => {
  let t: TestApp;
  let siteDir: string;
  beforeAll(async () => {
    siteDir = await buildSite();
    t = await startTestApp('pglite', { siteDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(siteDir, { recursive: true, force: true });
  });

  it('serves pages with the default contact details until the owner sets hers', async () => {
    const response = await get(t, '/en/order-dress');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    // The site's own pages see the referrer (language redirect, no-JS form answers); others do not.
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    const html = await response.text();
    expect(html).toContain('<h1>Order a dress</h1>');
    // Embedded mode: the origin the server prints at start (HOST 0.0.0.0, PORT 4321).
    expect(html).toContain('<link rel="canonical" href="http://localhost:4321/en/order-dress">');
    expect(html).toContain(`>${DEFAULT_SITE_SETTINGS.contactPhone}</a>`);
  });

  it('fills in the stored contact details at serve time', async () => {
    const { position } = await t.store.append(
      'site-settings',
      [{ type: 'SiteSettingChanged', data: { key: 'contactPhone', value: '+34 91 555 12 34', at: new Date().toISOString() } }],
      { streamType: 'site-settings', expectedVersion: 'any', metadata: { actor: 'test', correlationId: crypto.randomUUID(), causationId: null } },
    );
    expect(await t.runner.waitFor(position, 10_000)).toBe(true);
    const html = await (await get(t, '/')).text();
    expect(html).toContain('<a data-setting="contactPhone" href="tel:+34915551234">+34 91 555 12 34</a>');
  });

  it('renders unknown paths with the on-demand 404 page, the stored settings and the security headers', async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    // @hono/node-server reports an answer written twice (Astro's, then Hono's) on console.error.
    const serverErrors = vi.spyOn(console, 'error');
    try {
      await once(server, 'listening');
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/en/no-such-page?x=1`);
      expect(response.status).toBe(404);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      expect(html).toContain('<code>GET /en/no-such-page?x=1</code>');
      // The phone stored by the test above, not the default.
      expect(html).toContain('<a data-setting="contactPhone">+34 91 555 12 34</a>');
      expect(serverErrors).not.toHaveBeenCalled();
    } finally {
      serverErrors.mockRestore();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('refuses to start on a site built without its server part', async () => {
    const partial = await mkdtemp(join(tmpdir(), 'atelier-site-'));
    await mkdir(join(partial, 'client'));
    try {
      await expect(startTestApp('pglite', { siteDir: partial })).rejects.toThrow(/server[/\\]entry\.mjs is missing\. Run `pnpm build` first/);
    } finally {
      await rm(partial, { recursive: true, force: true });
    }
  });

  it('serves the admin shell for every /admin path, and its English page for every /en/admin path', async () => {
    for (const path of ['/admin', '/admin/', '/admin/gallery', '/admin/reviews/3']) {
      const response = await get(t, path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('<div id="admin-root"></div>');
    }
    for (const path of ['/en/admin', '/en/admin/', '/en/admin/settings']) {
      const response = await get(t, path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('<div id="admin-root" lang="en"></div>');
    }
    expect((await get(t, '/en/administration')).status).toBe(404);
  });

  it('answers unknown paths and escapes from the site directory with 404 (a plain page under app.request, with no Node server for Astro)', async () => {
    for (const path of ['/no-such-page', '/%2e%2e/%2e%2e/etc/passwd', '/en/../../package.json']) {
      const response = await get(t, path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain('404 Page Not Found');
    }
  });

  it('serves fingerprinted assets as immutable and other files as they are', async () => {
    const asset = await get(t, '/_astro/app.abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await (await get(t, '/secret.txt')).text()).toBe('not html');
  });

  it('gzips text for browsers that accept it, and only for them', async () => {
    const gzipped = await t.app.request(`${TEST_ORIGIN}/_astro/island.def456.js`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    const body = new Uint8Array(await gzipped.arrayBuffer());
    expect(body.length).toBeLessThan(1000);
    expect(gunzipSync(body).toString()).toContain('export const hello');
    const plain = await get(t, '/_astro/island.def456.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('keeps answering unknown API paths with JSON', async () => {
    const response = await get(t, '/api/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Ninguna ruta de la API responde a GET /api/nothing-here' });
  });
});
