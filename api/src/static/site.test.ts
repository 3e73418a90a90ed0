import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { DEFAULT_SITE_SETTINGS } from '@atelier/contracts';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../testing/client.ts';
import { startTestApp, type TestApp } from '../testing/harness.ts';
import { createApp } from '../app.ts';

const INLINE_SCRIPT = '(()=>{window.islands=1})();';
const INLINE_SCRIPT_HASH = `'sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`;

const FOOTER = `<footer><a data-setting="contactPhone" href="tel:+34600000000">${DEFAULT_SITE_SETTINGS.contactPhone}</a></footer>`;

/**
 * Stands in for the site's server build (site/adapter/server.mjs): `render(request, locals)`
 * answers /proyecto/1 from the read models in `locals`, and the 404 page for anything else.
 * It counts its renders on globalThis, so tests can tell a kept page from a rendered one.
 */
const SERVER_ENTRY = `export async function render(request, locals) {
  globalThis.sitePageRenders = (globalThis.sitePageRenders ?? 0) + 1;
  const { pathname } = new URL(request.url);
  const html = (body) => '<link rel="canonical" href="' + pathname + '">' + body + '<a data-setting="contactPhone">default</a><script>${INLINE_SCRIPT}</script>';
  if (pathname === '/proyecto/1') {
    const gallery = await locals.content.gallery();
    return new Response(html('<h1>Project 1</h1><p>' + gallery.length + ' items</p>'), { headers: { 'content-type': 'text/html' } });
  }
  return new Response(html('<h1>404 Page Not Found</h1><code>' + request.method + ' ' + pathname + '</code>'), { status: 404, headers: { 'content-type': 'text/html' } });
}
`;

/**
 * A miniature built site: prerendered pages in Astro's directory format, the admin shell and
 * assets in client/, and the on-demand 404 page in server/entry.mjs.
 */
async function buildSite(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'atelier-site-'));
  const files: Record<string, string> = {
    'client/index.html': `<link rel="canonical" href="/"><link rel="alternate" hreflang="en" href="/en/"><h1>Inicio</h1>${FOOTER}<script>${INLINE_SCRIPT}</script><script type="module" src="/_astro/app.abc123.js"></script>`,
    'client/en/order-dress/index.html': `<link rel="canonical" href="/en/order-dress"><h1>Order a dress</h1>${FOOTER}`,
    'client/mi-pedido/index.html': `<meta name="robots" content="noindex"><h1>Mi pedido</h1>${FOOTER}`,
    'client/en/my-request/index.html': `<meta name="robots" content="noindex"><h1>My request</h1>${FOOTER}`,
    'client/admin/index.html': '<div id="admin-root"></div>',
    'client/en/admin/index.html': '<div id="admin-root" lang="en"></div>',
    'client/_astro/app.abc123.js': 'console.log(1)',
    'client/_astro/island.def456.js': 'export const hello = "bonjour";\n'.repeat(200),
    'client/secret.txt': 'not html',
    'client/art/hero.1a2b3c4d5e.webp': 'RIFF-not-really-webp',
    'server/entry.mjs': SERVER_ENTRY,
  };
  for (const [path, content] of Object.entries(files)) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), content);
  }
  return dir;
}

/** The status of one request with any method (fetch refuses TRACE). */
function rawStatus(port: number, method: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

const get = (t: TestApp, path: string, headers: Record<string, string> = {}) => t.app.request(`${TEST_ORIGIN}${path}`, { headers });

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

  it('fills in the stored contact details once the settings projection has moved', async () => {
    // Cached first with the defaults: the change must replace it, not wait for a restart.
    expect(await (await get(t, '/')).text()).toContain(`>${DEFAULT_SITE_SETTINGS.contactPhone}</a>`);
    const { position } = await t.store.append(
      'site-settings',
      [{ type: 'SiteSettingChanged', data: { key: 'contactPhone', value: '+34 91 555 12 34', at: new Date().toISOString() } }],
      { streamType: 'site-settings', expectedVersion: 'any', metadata: { actor: 'test', correlationId: crypto.randomUUID(), causationId: null } },
    );
    expect(await t.runner.waitFor(position, 10_000)).toBe(true);
    const html = await (await get(t, '/')).text();
    expect(html).toContain('<a data-setting="contactPhone" href="tel:+34915551234">+34 91 555 12 34</a>');
    expect(await (await get(t, '/api/site-settings')).json()).toMatchObject({ contactPhone: '+34 91 555 12 34' });
  });

  it('answers a page again with 304 while its ETag holds, and with the new page once the settings move', async () => {
    const first = await get(t, '/en/order-dress');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.request(`${TEST_ORIGIN}/en/order-dress`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const settingsEtag = (await get(t, '/api/site-settings')).headers.get('etag')!;
    expect((await t.app.request(`${TEST_ORIGIN}/api/site-settings`, { headers: { 'if-none-match': settingsEtag } })).status).toBe(304);

    const { position } = await t.store.append(
      'site-settings',
      [{ type: 'SiteSettingChanged', data: { key: 'contactPhone', value: '+34 91 000 00 01', at: new Date().toISOString() } }],
      { streamType: 'site-settings', expectedVersion: 'any', metadata: { actor: 'test', correlationId: crypto.randomUUID(), causationId: null } },
    );
    expect(await t.runner.waitFor(position, 10_000)).toBe(true);
    const changed = await t.app.request(`${TEST_ORIGIN}/en/order-dress`, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    const stale = await t.app.request(`${TEST_ORIGIN}/api/site-settings`, { headers: { 'if-none-match': settingsEtag } });
    expect(stale.status).toBe(200);
    expect(await stale.json()).toMatchObject({ contactPhone: '+34 91 000 00 01' });
  });

  it('sends each page in brotli, gzip or as it is, as the browser accepts', async () => {
    const page = (encoding: string) => t.app.request(`${TEST_ORIGIN}/`, { headers: { 'accept-encoding': encoding } });
    const br = await page('gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain('<h1>Inicio</h1>');
    const gzip = await page('gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toContain('<h1>Inicio</h1>');
    expect(await (await page('identity')).text()).toContain('<h1>Inicio</h1>');
  });

  it("gives every page a CSP allowing its own inline scripts by hash, never 'unsafe-inline' scripts", async () => {
    const csp = (await get(t, '/')).headers.get('content-security-policy')!;
    const directives = Object.fromEntries(csp.split(/;\s*/).map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    expect(directives['script-src']).toEqual(["'self'", INLINE_SCRIPT_HASH]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'self'"]);
    // A page without inline scripts allows none.
    expect((await get(t, '/en/order-dress')).headers.get('content-security-policy')).toContain("script-src 'self';");
  });

  it('builds canonical and hreflang links on the configured origin, never on a forged Host', async () => {
    const forged = await t.app.request('http://evil.example/', { headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
    const html = await forged.text();
    expect(html).toContain('<link rel="canonical" href="http://localhost:4321/">');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="http://localhost:4321/en/">');
    expect(html).not.toContain('evil.example');

    const behindProxy = createApp({ ...t.ctx, config: { ...t.ctx.config, publicOrigin: 'https://atelier.example', trustProxy: true } });
    const proxied = await behindProxy.request('http://evil.example/en/order-dress', { headers: { host: 'evil.example' } });
    expect(await proxied.text()).toContain('<link rel="canonical" href="https://atelier.example/en/order-dress">');
  });

  it('sends HSTS only for requests that came over HTTPS through a trusted proxy', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const hsts = (response: Response) => response.headers.get('strict-transport-security');
    // Plain http, or a forwarded protocol nobody vouches for: never.
    for (const path of ['/', '/api/site-settings', '/api/health', '/_astro/app.abc123.js']) {
      expect(hsts(await get(t, path)), path).toBeNull();
      expect(hsts(await t.app.request(`${TEST_ORIGIN}${path}`, { headers: https })), path).toBeNull();
    }
    const behindProxy = createApp({ ...t.ctx, config: { ...t.ctx.config, trustProxy: true, publicOrigin: 'https://atelier.example' } });
    for (const path of ['/', '/api/site-settings', '/api/health', '/_astro/app.abc123.js']) {
      expect(hsts(await behindProxy.request(`${TEST_ORIGIN}${path}`, { headers: https })), path).toBe('max-age=31536000; includeSubDomains');
      expect(hsts(await behindProxy.request(`${TEST_ORIGIN}${path}`, { headers: { 'x-forwarded-proto': 'http' } })), path).toBeNull();
      expect(hsts(await behindProxy.request(`${TEST_ORIGIN}${path}`)), path).toBeNull();
    }
  });

  it('answers every method but GET and HEAD on site paths with 405 and Allow', async () => {
    // (fetch's Request refuses TRACE itself: the real-server test below sends it.)
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND', 'BREW']) {
      for (const path of ['/', '/en/order-dress', '/no-such-page', '/_astro/app.abc123.js', '/admin/x']) {
        const response = await t.app.request(`${TEST_ORIGIN}${path}`, { method });
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.get('allow')).toBe('GET, HEAD');
      }
    }
    const english = await t.app.request(`${TEST_ORIGIN}/en/`, { method: 'PROPFIND' });
    expect(await english.json()).toEqual({ code: 'method_not_allowed', message: "The site's pages only answer GET and HEAD" });
    const head = await t.app.request(`${TEST_ORIGIN}/`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('answers TRACE with 405 on the real Node server too, not 500, and fresh pages before Hono', async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    try {
      await once(server, 'listening');
      const { port } = server.address() as AddressInfo;
      for (const method of ['TRACE', 'PROPFIND', 'MKCOL', 'POST']) {
        const status = await rawStatus(port, method, '/en/');
        expect(status, method).toBe(405);
      }
      // A fresh cached page is answered in front of Hono: the same headers, ETag and 304.
      const viaApp = await get(t, '/');
      const first = await fetch(`http://127.0.0.1:${port}/?utm=x`, { headers: { 'accept-encoding': 'gzip' } });
      expect(first.status).toBe(200);
      expect(first.headers.get('content-encoding')).toBe('gzip');
      for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'cache-control', 'vary']) {
        expect(first.headers.get(name), name).toBe(viaApp.headers.get(name));
      }
      expect(await first.text()).toBe(await viaApp.text());
      const again = await fetch(`http://127.0.0.1:${port}/`, { headers: { 'accept-encoding': 'gzip', 'if-none-match': first.headers.get('etag')! } });
      expect(again.status).toBe(304);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('renders unknown paths with the 404 page, the stored settings, absolute links and the security headers, and does not keep it', async () => {
    const renders = () => (globalThis as { sitePageRenders?: number }).sitePageRenders ?? 0;
    const before = renders();
    for (let i = 0; i < 2; i++) {
      const response = await get(t, '/en/no-such-page?x=1');
      expect(response.status).toBe(404);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      expect(html).toContain('<code>GET /en/no-such-page</code>');
      expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^/"]+\/en\/no-such-page">/);
      // The phone stored by the tests above, not the default.
      expect(html).toContain('<a data-setting="contactPhone">+34 91 000 00 01</a>');
      expect(response.headers.get('content-security-policy')).toContain(`script-src 'self' ${INLINE_SCRIPT_HASH};`);
    }
    expect(renders() - before).toBe(2);
  });

  it('renders pages from the read models on demand and keeps them until a read model moves', async () => {
    const renders = () => (globalThis as { sitePageRenders?: number }).sitePageRenders ?? 0;
    const first = await get(t, '/proyecto/1');
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('<h1>Project 1</h1>');
    const before = renders();
    const again = await get(t, '/proyecto/1', { 'if-none-match': first.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(renders()).toBe(before);
  });

  it("serves the client's page in both languages with no-store, and leaves it out of the sitemap", async () => {
    for (const [path, heading] of [['/mi-pedido', '<h1>Mi pedido</h1>'], ['/en/my-request', '<h1>My request</h1>']] as const) {
      const first = await get(t, path);
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('no-store');
      expect(await first.text()).toContain(heading);
      const again = await get(t, path);
      expect(again.status).toBe(200);
      expect(again.headers.get('cache-control')).toBe('no-store');
    }
    const sitemap = await (await get(t, '/sitemap.xml')).text();
    expect(sitemap).not.toContain('mi-pedido');
    expect(sitemap).not.toContain('my-request');
  });

  it('serves a sitemap of the public pages with their alternates and a robots.txt pointing at it, on the site origin', async () => {
    const sitemap = await get(t, '/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await sitemap.text();
    expect(xml).toMatch(/<url><loc>http:\/\/[^<]+\/en\/gallery<\/loc>/);
    expect(xml).not.toContain('/admin');
    const robots = await (await get(t, '/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: http:\/\/\S+\/sitemap\.xml$/m);
  });

  it('leaves /media/ to the media route, not the 404 page', async () => {
    const response = await get(t, '/media/gallery/1/original.webp');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
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

  it('answers unknown paths and escapes from the site directory with the 404 page', async () => {
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
    const art = await get(t, '/art/hero.1a2b3c4d5e.webp');
    expect(art.status).toBe(200);
    expect(art.headers.get('cache-control')).toContain('immutable');
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
    expect(await response.json()).toEqual({ code: 'not_found', message: 'Ninguna ruta de la API responde a GET /api/nothing-here' });
  });
});
