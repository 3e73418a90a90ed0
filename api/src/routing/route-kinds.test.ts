import { loginSchema } from '@atelier/contracts';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv, AuthUser } from '../context.ts';
import { jsonInput } from '../input/json-input.ts';
import { noInput } from '../input/no-input.ts';
import { silentLogger } from '../logger.ts';
import { errorHandler } from '../middleware/error-handler.ts';
import { customRoute } from './custom-route.ts';
import { list, privateFile, privateRead } from './read-routes.ts';

const ADMIN: AuthUser = { id: 'a', username: 'ana', isAdmin: true };
const STAFF: AuthUser = { id: 's', username: 'marta', isAdmin: false };

/** The route kinds alone, with no store: who is signed in comes from a header. */
function appWith(mount: (app: Hono<AppEnv>) => void) {
  const app = new Hono<AppEnv>();
  app.onError(errorHandler(silentLogger));
  app.use('*', async (c, next) => {
    const who = c.req.header('x-test-user');
    c.set('user', who === 'admin' ? ADMIN : who === 'staff' ? STAFF : null);
    c.set('lang', 'en');
    await next();
  });
  mount(app);
  return app;
}

const as = (user: 'admin' | 'staff' | 'visitor', init: RequestInit = {}): RequestInit => ({ ...init, headers: { ...init.headers, 'x-test-user': user } });

describe('declared route kinds', () => {
  it('a list and a private read answer JSON that no cache keeps, to whom their access allows', async () => {
    const app = appWith((a) => {
      a.get('/staff', list({ access: 'signed-in', rows: async () => [{ id: 1 }] }));
      a.get('/admin', privateRead({ access: 'admin', answer: (c) => ({ path: c.req.path }) }));
    });
    const listed = await app.request('/staff', as('staff'));
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toBe('no-store');
    expect(await listed.json()).toEqual([{ id: 1 }]);
    expect((await app.request('/staff', as('visitor'))).status).toBe(401);

    expect((await app.request('/admin', as('staff'))).status).toBe(403);
    const read = await app.request('/admin', as('admin'));
    expect(read.headers.get('cache-control')).toBe('no-store');
    expect(await read.json()).toEqual({ path: '/admin' });
  });

  it('a private file is sent as its own type, never cached and never sniffed', async () => {
    const bytes = new Uint8Array([0xff, 0xd8, 0xff]);
    const app = appWith((a) => a.get('/photo', privateFile({ access: 'signed-in', file: async () => ({ bytes, contentType: 'image/jpeg' }) })));
    const response = await app.request('/photo', as('staff'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
    expect((await app.request('/photo', as('visitor'))).status).toBe(401);
  });

  it('checks access before reading the body: a visitor sending anything to a staff route is 401, not 400 or 415', async () => {
    let reached = 0;
    const app = appWith((a) =>
      a.post(
        '/staff-only',
        customRoute({ access: 'signed-in', input: jsonInput(loginSchema, 1024) }, ({ c }) => {
          reached++;
          return c.body(null, 204);
        }),
      ),
    );
    for (const body of ['{not json', 'x'.repeat(4096)]) {
      expect((await app.request('/staff-only', as('visitor', { method: 'POST', body, headers: { 'content-type': 'text/plain' } }))).status).toBe(401);
    }
    const valid = JSON.stringify({ username: 'ana', password: 'a long passphrase' });
    expect((await app.request('/staff-only', as('staff', { method: 'POST', body: valid, headers: { 'content-type': 'application/json' } }))).status).toBe(204);
    expect(reached).toBe(1);
  });

  it('a route declared with no input reads neither the query nor the body', async () => {
    const app = appWith((a) => a.post('/nothing', customRoute({ access: 'public', input: noInput }, ({ c, input }) => c.json(input))));
    const response = await app.request('/nothing?x=%00', { method: 'POST', body: '{"a":1}', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
  });
});
