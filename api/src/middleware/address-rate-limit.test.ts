import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../context.ts';
import { errorHandler } from './error-handler.ts';
import { detectLang } from './lang.ts';
import { silentLogger } from '../logger.ts';
import { addressRateLimit } from './address-rate-limit.ts';

/** A tiny app behind the limit (3 per minute), on a hand-moved clock, whose handler answers `?status=`. */
function setup() {
  let now = Date.parse('2026-11-25T10:00:00Z');
  let release: (() => void) | null = null;
  const app = new Hono<AppEnv>();
  app.onError(errorHandler(silentLogger));
  app.use('*', detectLang);
  app.post(
    '/',
    addressRateLimit({
      now: () => new Date(now),
      trustProxy: true,
      policy: { limit: 3, windowMs: 60_000, maxEntries: 100, message: 'tooManyContactMessages' },
    }),
    async (c) => {
      if (c.req.query('hold')) await new Promise<void>((resolve) => (release = resolve));
      return c.json({}, Number(c.req.query('status') ?? 201) as 201);
    },
  );
  const post = (ip: string, query = '') => app.request(`/${query}`, { method: 'POST', headers: { 'x-forwarded-for': ip } });
  return {
    post,
    advance: (ms: number) => (now += ms),
    release: () => release?.(),
  };
}

describe('addressRateLimit', () => {
  it('refuses the fourth accepted submission of an address with 429, Retry-After and a localized message', async () => {
    const s = setup();
    for (let i = 0; i < 3; i++) expect((await s.post('203.0.113.7')).status).toBe(201);
    s.advance(20_000);
    const refused = await s.post('203.0.113.7', '?lang=en');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('40');
    expect(await refused.json()).toEqual({
      code: 'rate_limited',
      message: 'You have sent several messages in a short time. Please wait a few minutes and try again.',
    });
    const spanish = await s.post('203.0.113.7', '?lang=es');
    expect(await spanish.json()).toEqual({ code: 'rate_limited', message: 'Has enviado varios mensajes en poco tiempo. Espera unos minutos y vuelve a intentarlo.' });
    // Another address is not affected; the first is accepted again once its window lapsed.
    expect((await s.post('198.51.100.1')).status).toBe(201);
    s.advance(40_000);
    expect((await s.post('203.0.113.7')).status).toBe(201);
  });

  it('counts only accepted submissions: refused ones (a typo) never use up the limit', async () => {
    const s = setup();
    for (let i = 0; i < 5; i++) expect((await s.post('203.0.113.8', '?status=400')).status).toBe(400);
    for (let i = 0; i < 3; i++) expect((await s.post('203.0.113.8')).status).toBe(201);
    expect((await s.post('203.0.113.8')).status).toBe(429);
  });

  it('counts an IPv6 /64 as one address', async () => {
    const s = setup();
    for (const host of ['1', 'abcd', 'ffff:1:2']) expect((await s.post(`2001:db8:1:2::${host}`)).status).toBe(201);
    expect((await s.post('2001:db8:1:2:9:9:9:9')).status).toBe(429);
    expect((await s.post('2001:db8:1:3::1')).status).toBe(201);
  });

  it('counts submissions still in flight, so a parallel burst cannot pass the limit', async () => {
    const s = setup();
    expect((await s.post('203.0.113.9')).status).toBe(201);
    expect((await s.post('203.0.113.9')).status).toBe(201);
    const held = s.post('203.0.113.9', '?hold=1');
    await new Promise((resolve) => setImmediate(resolve));
    expect((await s.post('203.0.113.9')).status).toBe(429);
    s.release();
    expect((await held).status).toBe(201);
    expect((await s.post('203.0.113.9')).status).toBe(429);
  });
});
