import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/harness.ts';
import { MEDIA_CACHE_CONTROL, mediaKeyOf } from './media.ts';

const avif = new Uint8Array([0, 0, 0, 28, 102, 116, 121, 112, 97, 118, 105, 102, 1, 2, 3]);
const webp = new Uint8Array([82, 73, 70, 70, 9, 0, 0, 0, 87, 69, 66, 80, 4, 5, 6]);

describe('GET /media/*', () => {
  const shared = useTestApp('pglite');
  const get = (path: string, headers?: HeadersInit) => shared.t.client().get(path, headers);
  /** Straight to the app, the path exactly as written (the test client would not change it either, but this says so). */
  const raw = (path: string, headers?: HeadersInit) => shared.t.app.request(`http://localhost${path}`, { headers });

  const seed = async () => {
    await shared.t.blobs.put('gallery/12/w480.avif', avif, 'image/avif');
    await shared.t.blobs.put('reviews/3.webp', webp, 'image/webp');
    await shared.t.blobs.put('site/hero/original.webp', webp, 'image/webp');
    await shared.t.blobs.put('requests/dress/1/0.webp', webp, 'image/webp');
    await shared.t.blobs.put('gallery/12/page.html', new TextEncoder().encode('<script>alert(1)</script>'), 'text/html');
  };

  it('serves a public image with its type, immutable and long-cached, with a validator and nosniff', async () => {
    await seed();
    const response = await get('/media/gallery/12/w480.avif');
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(avif);
    expect(response.headers.get('content-type')).toBe('image/avif');
    expect(response.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('etag')).toMatch(/^"[\w-]{32}"$/);
  });

  it('serves every public prefix: gallery, reviews and site', async () => {
    for (const path of ['/media/reviews/3.webp', '/media/site/hero/original.webp']) {
      const response = await get(path);
      expect([path, response.status, response.headers.get('content-type')]).toEqual([path, 200, 'image/webp']);
    }
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await shared.t.client().request('/media/reviews/3.webp', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('etag')).toBeTruthy();
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  it('answers 304 to its own ETag (also in a list, or weak), and 200 to another', async () => {
    const etag = (await get('/media/gallery/12/w480.avif')).headers.get('etag')!;
    for (const ifNoneMatch of [etag, `"other", ${etag}`, `W/${etag}`, '*']) {
      const response = await get('/media/gallery/12/w480.avif', { 'if-none-match': ifNoneMatch });
      expect([ifNoneMatch, response.status]).toEqual([ifNoneMatch, 304]);
      expect(response.headers.get('etag')).toBe(etag);
      expect(response.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
      expect((await response.arrayBuffer()).byteLength).toBe(0);
    }
    expect((await get('/media/gallery/12/w480.avif', { 'if-none-match': '"stale"' })).status).toBe(200);
    // Other bytes, another validator.
    expect((await get('/media/reviews/3.webp')).headers.get('etag')).not.toBe(etag);
  });

  it('never serves clients’ request photos, nor anything outside the public prefixes', async () => {
    for (const path of ['/media/requests/dress/1/0.webp', '/media/other/x.webp']) {
      const response = await get(path);
      expect([path, response.status]).toEqual([path, 404]);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ code: 'not_found', message: 'Imagen no encontrada' });
    }
  });

  it('answers 404 for an unknown key, in the request’s language', async () => {
    const response = await get('/media/gallery/99/w480.avif', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'not_found', message: 'Image not found' });
  });

  it('never serves a stored blob that is not an image (nothing can run on this origin)', async () => {
    expect((await get('/media/gallery/12/page.html')).status).toBe(404);
  });

  // The last four are no media key at all: refused before any route (middleware/canonical-path.ts).
  it.each([
    ['an upper-case key', '/media/Gallery/12/w480.avif', 'This is not a valid image address'],
    ['a hidden segment', '/media/gallery/.meta/x', 'This is not a valid image address'],
    ['no key at all', '/media/', 'This is not a valid image address'],
    ['encoded traversal', '/media/gallery/..%2f..%2frequests/dress/1/0.webp', 'This address is not valid'],
    ['encoded dot segment', '/media/gallery/%2e%2e%2frequests/dress/1/0.webp', 'This address is not valid'],
    ['a NUL byte', '/media/gallery/12/w480.avif%00.png', 'This address is not valid'],
    ['a malformed escape', '/media/gallery/%E0%A4%A', 'This address is not valid'],
  ])('refuses %s with a 400 in the request’s language', async (_what, path, message) => {
    const response = await raw(path, { 'accept-language': 'en' });
    expect([path, response.status]).toEqual([path, 400]);
    expect(await response.json()).toEqual({ code: 'malformed_request', message });
    expect(response.headers.get('cache-control')).not.toBe(MEDIA_CACHE_CONTROL);
  });

  it('sends a path with an empty segment to its canonical form, where the image is', async () => {
    const response = await raw('/media/gallery//12/w480.avif');
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/media/gallery/12/w480.avif');
    expect(response.headers.get('cache-control')).not.toBe(MEDIA_CACHE_CONTROL);
  });

  it('a plain ../ never leaves /media: the URL is resolved before routing, and nothing private is served', async () => {
    const response = await raw('/media/../api/requests');
    expect(response.status).toBe(401);
    const photo = await raw('/media/gallery/../requests/dress/1/0.webp');
    expect(photo.status).toBe(404);
  });

  it('answers only GET and HEAD', async () => {
    const response = await shared.t.client().request('/media/reviews/3.webp', { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('mediaKeyOf', () => {
  it('decodes the key once, and refuses what cannot be a blob key', () => {
    expect(mediaKeyOf('http://x/media/gallery/12/w480.avif')).toBe('gallery/12/w480.avif');
    expect(mediaKeyOf('http://x/media/gallery/a%2Fb.webp')).toBe('gallery/a/b.webp');
    expect(mediaKeyOf('http://x/media/gallery/%252e%252e/x')).toBeNull();
    expect(mediaKeyOf('http://x/media/gallery/%00')).toBeNull();
  });
});
