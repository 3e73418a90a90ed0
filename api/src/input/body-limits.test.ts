import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { serveApp } from '../server/serve-app.ts';
import { useTestApp } from '../testing/harness.ts';
import { errorBody } from '../testing/requests.ts';
import { MAX_JSON_BYTES } from './json-input.ts';

/** Every state-changing /api route, with its path parameters filled in. */
function stateChangingEndpoints(routes: readonly { method: string; path: string }[]) {
  const seen = new Set<string>();
  return routes
    .filter((route) => route.path.startsWith('/api/') && !['GET', 'HEAD', 'OPTIONS', 'ALL'].includes(route.method))
    .map((route) => ({ method: route.method, path: route.path.replace(':type', 'dress').replace(/:\w+/g, '1') }))
    .filter((route) => !seen.has(`${route.method} ${route.path}`) && seen.add(`${route.method} ${route.path}`));
}

const jsonOf = (bytes: number) => JSON.stringify({ username: 'x'.repeat(bytes), password: 'y' });

/** A body with no Content-Length, sent in 8 KB chunks. */
function chunked(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const chunk = new TextEncoder().encode('x'.repeat(Math.min(8192, bytes - sent)));
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
}

/** The app on a real socket, as the server process serves it. */
async function listening(fetch: Parameters<typeof serveApp>[0]) {
  const server = serveApp(fetch, { port: 0, hostname: '127.0.0.1' });
  await once(server, 'listening');
  return { server, port: (server.address() as AddressInfo).port };
}

/** POST `body` whole with http.request, as a script would, and read the status once the answer has ended. */
function postWhole(port: number, body: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const origin = `http://127.0.0.1:${port}`;
    const req = httpRequest({ host: '127.0.0.1', port, path: '/api/login', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': body.length, origin } });
    let answered = false;
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => {
        answered = true;
        resolve(res.statusCode ?? 0);
      });
    });
    req.on('error', (error) => (answered ? undefined : reject(error)));
    req.end(body);
  });
}

describe('every API endpoint bounds its body', () => {
  const shared = useTestApp('pglite', { admin: true });

  it('covers the state-changing routes the app has', () => {
    const endpoints = stateChangingEndpoints(shared.t.app.routes);
    expect(endpoints.map((e) => `${e.method} ${e.path}`)).toEqual(
      expect.arrayContaining(['POST /api/login', 'POST /api/register', 'POST /api/logout', 'PATCH /api/dress-orders/1/status', 'POST /api/dress-orders']),
    );
  });

  it('refuses a JSON body over 64 KB with 413, with a Content-Length or chunked without one', async () => {
    for (const { method, path } of stateChangingEndpoints(shared.t.app.routes)) {
      const declared = await shared.admin.request(path, {
        method,
        body: jsonOf(MAX_JSON_BYTES + 1),
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      });
      expect({ method, path, status: declared.status }).toEqual({ method, path, status: 413 });
      expect(await errorBody(declared)).toEqual({ code: 'too_large', message: 'The request is too large' });

      const streamed = await shared.admin.request(path, {
        method,
        body: chunked(MAX_JSON_BYTES + 1),
        headers: { 'content-type': 'application/json' },
        duplex: 'half',
      } as RequestInit);
      expect({ method, path, status: streamed.status }).toEqual({ method, path, status: 413 });
      expect(await errorBody(streamed)).toEqual({ code: 'too_large', message: 'La solicitud es demasiado grande' });
    }
  });

  it('sign-in takes at most 4 KB, and a body under the limit is still read', async () => {
    const big = await shared.t.client().postJson('/api/login', { username: 'owner', password: 'p'.repeat(5000) });
    expect(big.status).toBe(413);
    const small = await shared.t.client().postJson('/api/login', { username: 'owner', password: 'wrong password' });
    expect(small.status).toBe(401);
  });

  it('a JSON endpoint refuses another content type (415), even when the text is JSON', async () => {
    const response = await shared.t.client().request('/api/login', {
      method: 'POST',
      body: JSON.stringify({ username: 'ana', password: 'a long passphrase' }),
      headers: { 'content-type': 'text/plain', 'accept-language': 'en' },
    });
    expect(response.status).toBe(415);
    expect(await errorBody(response)).toEqual({ code: 'unsupported_content_type', message: 'Send the body as JSON (Content-Type: application/json)' });
  });

  it('over a real socket, refuses a 300 MB chunked body with 413 long before it is sent', async () => {
    const { server, port } = await listening(shared.t.app.fetch);
    try {
      const total = 300 * 1024 * 1024;
      let written = 0;
      const status = await new Promise<number>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path: '/api/login', method: 'POST', headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` } });
        let answered = false;
        req.on('response', (res) => {
          answered = true;
          res.resume();
          resolve(res.statusCode ?? 0);
          req.destroy();
        });
        req.on('error', (error) => (answered ? undefined : reject(error)));
        const chunk = Buffer.alloc(64 * 1024, 'x');
        const pump = () => {
          while (!answered && written < total) {
            written += chunk.length;
            if (!req.write(chunk)) return void req.once('drain', pump);
          }
          if (!answered) req.end();
        };
        pump();
      });
      expect(status).toBe(413);
      expect(written).toBeLessThan(total / 10);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  // A hang guard, not a speed goal: 40 uploads of 20–50 MB took 58–61 s on the shared machine.
  it('over a real socket, a client that writes a 20 or 50 MB body whole always reads the 413, never a reset', { timeout: 300_000 }, async () => {
    const { server, port } = await listening(shared.t.app.fetch);
    try {
      const origin = `http://127.0.0.1:${port}`;
      const bodies = [20, 50].map((mb) => Buffer.alloc(mb * 1024 * 1024, 'x'));
      const answers: string[] = [];
      for (let round = 0; round < 10; round++) {
        for (const body of bodies) {
          const size = `${body.length / 1024 / 1024} MB`;
          const fetched = await fetch(`${origin}/api/login`, { method: 'POST', body, headers: { 'content-type': 'application/json', origin } });
          answers.push(`fetch ${size} ${fetched.status} ${(await errorBody(fetched)).message}`);
          answers.push(`http.request ${size} ${await postWhole(port, body)}`);
        }
      }
      const expected = Array.from({ length: 10 }, () => [
        'fetch 20 MB 413 La solicitud es demasiado grande',
        'http.request 20 MB 413',
        'fetch 50 MB 413 La solicitud es demasiado grande',
        'http.request 50 MB 413',
      ]).flat();
      expect(answers).toEqual(expected);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
