import { describe, expect, it } from 'vitest';
import { bareApp } from '../testing/bare-app.ts';
import { MAX_PATH_LENGTH, MAX_SEGMENT_LENGTH, canonicalPath, judgePath } from './canonical-path.ts';

describe('judgePath', () => {
  it('leaves canonical paths alone, with or without a trailing slash or a query', () => {
    for (const path of ['/', '/en/', '/coleccion/vestidos', '/blog/', '/api/requests/dress/12/images/0', '/media/gallery/12/w480.avif', '/?lang=en', '/proyecto/caf%C3%A9', '/a?next=//evil.example/..']) {
      expect({ path, verdict: judgePath(path) }).toEqual({ path, verdict: { kind: 'canonical' } });
    }
  });

  it.each([
    ['//evil.example/%2e%2e', '/'],
    ['//evil.example', '/evil.example'],
    ['/api//health', '/api/health'],
    ['/coleccion//', '/coleccion/'],
    ['///', '/'],
    ['/blog/./', '/blog/'],
    ['/blog/.', '/blog/'],
    ['/blog/%2e%2e?x=1', '/?x=1'],
    ['/media/gallery/%2E%2E/%2e%2e/%2e%2e/%2e%2e', '/'],
    ['/a/.%2e/b', '/b'],
    ['/a/b/../../..', '/'],
  ])('redirects %s to its canonical form %s, on this origin', (path, location) => {
    expect(judgePath(path)).toEqual({ kind: 'redirect', location });
  });

  it.each([
    ['a NUL byte', '/blog/%00'],
    ['a control character', '/blog/a%0d%0aSet-Cookie:x'],
    ['an encoded slash', '/media/gallery/..%2f..%2frequests/dress/1/0.webp'],
    ['an encoded backslash', '/coleccion/%5c..%5c'],
    ['a raw backslash', '/coleccion/\\..\\'],
    ['a bad escape', '/blog/%'],
    ['a truncated escape', '/media/gallery/%E0%A4%A'],
    ['a non-hex escape', '/%Z1'],
    ['an escape that is not UTF-8', '/%ff'],
    ['an overlong UTF-8 slash', '/%c0%af'],
    ['an escape encoded twice', '/admin/%252e%252e'],
  ])('refuses %s with 400', (_what, path) => {
    expect(judgePath(path)).toEqual({ kind: 'refused', status: 400 });
  });

  it('refuses an overlong segment or path with 414', () => {
    expect(judgePath(`/proyecto/${'a'.repeat(MAX_SEGMENT_LENGTH)}`)).toEqual({ kind: 'canonical' });
    expect(judgePath(`/proyecto/${'a'.repeat(MAX_SEGMENT_LENGTH + 1)}`)).toEqual({ kind: 'refused', status: 414 });
    expect(judgePath(`/${'b/'.repeat(MAX_PATH_LENGTH / 2)}`)).toEqual({ kind: 'refused', status: 414 });
  });
});

describe('canonicalPath in front of the routes', () => {
  const app = bareApp();
  app.use('*', canonicalPath);
  app.all('*', (c) => c.text('reached'));
  const send = (path: string, init?: RequestInit) => app.request(`http://atelier.test${path}`, init);

  it('redirects with 308, so a write keeps its method and body, and nothing is cached', async () => {
    const response = await send('/api//login', { method: 'POST', body: '{}' });
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/api/login');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses in the request’s language, in JSON', async () => {
    const response = await send('/blog/%00', { headers: { 'accept-language': 'en' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'malformed_request', message: 'This address is not valid' });
    const long = await send(`/${'a'.repeat(MAX_SEGMENT_LENGTH + 1)}`);
    expect(long.status).toBe(414);
    expect(await long.json()).toEqual({ code: 'uri_too_long', message: 'Esta dirección es demasiado larga' });
  });

  it('lets a canonical path through', async () => {
    expect(await (await send('/coleccion/vestidos?lang=en')).text()).toBe('reached');
  });
});
