import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CachedAnswer, HSTS_VALUE } from './cached-answer.ts';
import { chooseEncoding, type Encoding } from './encoding.ts';

const BODY = `<!doctype html><h1>Atelier</h1>${'<p>Vestidos a medida, hechos a mano en Madrid.</p>'.repeat(200)}`;
const answer = new CachedAnswer({
  body: BODY,
  contentType: 'text/html; charset=utf-8',
  cacheControl: 'no-cache',
  headers: { 'x-content-type-options': 'nosniff' },
});
const ask = (encoding: Encoding, extra: Partial<{ ifNoneMatch: string; head: boolean; hsts: boolean }> = {}) =>
  answer.respond({ encoding, ifNoneMatch: undefined, head: false, hsts: false, ...extra });

describe('CachedAnswer', () => {
  it('holds the same content in brotli, gzip and identity, each with its own strong ETag', async () => {
    const br = ask('br');
    const gzip = ask('gzip');
    const identity = ask('identity');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(identity.headers.get('content-encoding')).toBeNull();
    const brBody = Buffer.from(await br.arrayBuffer());
    const gzipBody = Buffer.from(await gzip.arrayBuffer());
    expect(brotliDecompressSync(brBody).toString()).toBe(BODY);
    expect(gunzipSync(gzipBody).toString()).toBe(BODY);
    expect(await identity.text()).toBe(BODY);
    expect(brBody.length).toBeLessThan(BODY.length / 10);
    expect(br.headers.get('content-length')).toBe(String(brBody.length));
    const etags = [br, gzip, identity].map((r) => r.headers.get('etag'));
    expect(new Set(etags).size).toBe(3);
    for (const etag of etags) expect(etag).toMatch(/^"[\w-]+"$/);
    for (const response of [br, gzip, identity]) {
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('answers a matching If-None-Match with 304 and no body, and a stale one with the page', async () => {
    const etag = ask('gzip').headers.get('etag')!;
    const notModified = ask('gzip', { ifNoneMatch: etag });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('etag')).toBe(etag);
    expect(await notModified.text()).toBe('');
    expect(ask('gzip', { ifNoneMatch: `"other", W/${etag}` }).status).toBe(304);
    expect(ask('br', { ifNoneMatch: '*' }).status).toBe(304);
    const stale = ask('gzip', { ifNoneMatch: '"not-this-one"' });
    expect(stale.status).toBe(200);
    expect(gunzipSync(Buffer.from(await stale.arrayBuffer())).toString()).toBe(BODY);
  });

  it('answers HEAD with the headers and no body, and adds HSTS only when asked', async () => {
    const head = ask('gzip', { head: true });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0);
    expect(ask('gzip').headers.get('strict-transport-security')).toBeNull();
    expect(ask('gzip', { hsts: true }).headers.get('strict-transport-security')).toBe(HSTS_VALUE);
  });
});

describe('chooseEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['deflate', 'identity'],
    ['*', 'br'],
    ['*;q=0, identity', 'identity'],
    ['GZIP', 'gzip'],
  ] as const)('Accept-Encoding %j gets %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
