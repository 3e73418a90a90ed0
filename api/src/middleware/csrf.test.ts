import { describe, expect, it } from 'vitest';
import { bareApp } from '../testing/bare-app.ts';
import { crossOriginGuard } from './csrf.ts';

const SITE = 'http://atelier.test';
const EVIL = 'https://evil.example';
const PUBLIC_ORIGIN = 'https://atelier.example';

/** The guard alone in front of a handler that says it was reached. */
function guarded(publicOrigin?: string) {
  const app = bareApp();
  app.use('*', crossOriginGuard(publicOrigin));
  app.all('*', (c) => c.text('reached'));
  return (method: string, headers: Record<string, string>, body?: string) =>
    app.request(`${SITE}/api/dress-orders/1/status`, { method, headers, body: method === 'GET' || method === 'HEAD' ? undefined : body });
}

/** What the site's own pages, the user's own navigation and plain tools send. */
const FIRST_PARTY: Record<string, string>[] = [{ origin: SITE }, { 'sec-fetch-site': 'same-origin' }, { 'sec-fetch-site': 'none' }, {}, { origin: SITE, 'sec-fetch-site': 'same-origin' }];
const STATE_CHANGING = ['POST', 'PUT', 'PATCH', 'DELETE'];
const CONTENT_TYPES = ['application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'];

describe('crossOriginGuard', () => {
  const send = guarded();

  it('refuses every state-changing method from a foreign or null Origin, whatever the content type: 403 in the request’s language', async () => {
    for (const method of STATE_CHANGING) {
      for (const contentType of CONTENT_TYPES) {
        for (const origin of [EVIL, 'null', 'http://atelier.test:8080', 'https://atelier.test']) {
          const response = await send(method, { origin, 'content-type': contentType, 'accept-language': 'en' }, '{"status":"denied"}');
          expect({ method, contentType, origin, status: response.status }).toEqual({ method, contentType, origin, status: 403 });
          expect(await response.json()).toEqual({ code: 'forbidden', message: 'Requests from another site are not allowed' });
        }
      }
    }
    expect(await (await send('POST', { origin: EVIL })).json()).toEqual({ code: 'forbidden', message: 'No se permiten solicitudes desde otro sitio' });
  });

  it('without an Origin, refuses what the browser marks as from another site, even the same site on another origin', async () => {
    for (const method of STATE_CHANGING) {
      for (const site of ['cross-site', 'same-site']) {
        expect({ method, site, status: (await send(method, { 'sec-fetch-site': site })).status }).toEqual({ method, site, status: 403 });
        expect({ method, site, status: (await send(method, { 'sec-fetch-site': site, origin: '' })).status }).toEqual({ method, site, status: 403 });
      }
    }
  });

  it('lets through the site’s own pages, the user’s own navigation, and tools that send no browser headers', async () => {
    for (const method of STATE_CHANGING) {
      for (const headers of FIRST_PARTY) {
        const response = await send(method, headers);
        expect({ method, headers, status: response.status }).toEqual({ method, headers, status: 200 });
        expect(await response.text()).toBe('reached');
      }
    }
  });

  it('never refuses a safe method, whoever sends it', async () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      expect({ method, status: (await send(method, { origin: EVIL, 'sec-fetch-site': 'cross-site' })).status }).toEqual({ method, status: 200 });
    }
  });

  it('behind a proxy, accepts the configured public origin and still refuses others', async () => {
    const proxied = guarded(PUBLIC_ORIGIN);
    expect((await proxied('POST', { origin: PUBLIC_ORIGIN })).status).toBe(200);
    expect((await proxied('POST', { origin: SITE })).status).toBe(200);
    expect((await proxied('POST', { origin: EVIL })).status).toBe(403);
    // Without the setting, that origin is just another site.
    expect((await send('POST', { origin: PUBLIC_ORIGIN })).status).toBe(403);
  });
});
