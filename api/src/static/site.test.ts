import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { DEFAULT_SITE_SETTINGS } from '@atelier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../testing/client.ts';
import { startTestApp, type TestApp } from '../testing/harness.ts';

const FOOTER = `<footer><a data-setting="contactPhone" href="tel:+34600000000">${DEFAULT_SITE_SETTINGS.contactPhone}</a></footer>`;

/** A miniature built site: pages in Astro's directory format, the admin shell, an asset, the 404. */
async function buildSite(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'atelier-site-'));
  const files: Record<string, string> = {
    'index.html': `<h1>Inicio</h1>${FOOTER}`,
    'en/order-dress/index.html': `<link rel="canonical" href="/en/order-dress"><h1>Order a dress</h1>${FOOTER}`,
    'admin/index.html': '<div id="admin-root"></div>',
    '404.html': `<h1>404 Page Not Found</h1>${FOOTER}`,
    '_astro/app.abc123.js': 'console.log(1)',
    '_astro/island.def456.js': 'export const hello = "bonjour";\n'.repeat(200),
    'secret.txt': 'not html',
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
    expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/en/order-dress">`);
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

  it('serves the admin shell for every /admin path', async () => {
    for (const path of ['/admin', '/admin/', '/admin/gallery', '/admin/reviews/3']) {
      const response = await get(t, path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('<div id="admin-root"></div>');
    }
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
    expect(await response.json()).toEqual({ message: 'No API route for GET /api/nothing-here' });
  });
});
