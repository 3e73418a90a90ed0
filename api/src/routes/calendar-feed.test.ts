import type { CalendarFeed } from '@atelier/contracts';
import { CALENDAR_FEED_STREAM_ID } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { getJson } from '../testing/gallery.ts';
import { useTestApp } from '../testing/harness.ts';
import { createdId, errorBody, submitDressOrder } from '../testing/requests.ts';

const tokenOf = (feed: CalendarFeed): string => new URL(feed.url!).searchParams.get('token')!;

describe('calendar feed (ICS)', () => {
  const shared = useTestApp('pglite', { admin: true });

  it('has no address until one is drawn; a signed-in user draws a new one, which replaces the old', async () => {
    expect(await getJson<CalendarFeed>(shared.admin, '/api/calendar-feed')).toEqual({ url: null });
    const drawn = await shared.admin.postJson('/api/calendar-feed/token', {});
    expect(drawn.status).toBe(200);
    const first = (await drawn.json()) as CalendarFeed;
    expect(first.url).toMatch(/^http:\/\/localhost\/api\/calendar\.ics\?token=[A-Za-z0-9_-]{43}$/);
    expect(await getJson<CalendarFeed>(shared.admin, '/api/calendar-feed')).toEqual(first);

    const second = (await (await shared.admin.postJson('/api/calendar-feed/token', {})).json()) as CalendarFeed;
    expect(tokenOf(second)).not.toBe(tokenOf(first));
    expect((await shared.t.client().get(`/api/calendar.ics?token=${tokenOf(first)}`)).status).toBe(404);
    expect((await shared.t.client().get(`/api/calendar.ics?token=${tokenOf(second)}`)).status).toBe(200);
    expect((await shared.t.store.readStream(CALENDAR_FEED_STREAM_ID)).events.map((e) => e.type)).toEqual(['CalendarFeedTokenRegenerated', 'CalendarFeedTokenRegenerated']);
  });

  it('serves every event as an all-day entry, with no client email or phone, to anyone with the token', async () => {
    const requestId = await createdId(submitDressOrder(shared.t.client(), { fullName: 'Lucía Fernández', email: 'lucia@example.com', phone: '+34 600 111 222' }));
    const event = { clientName: 'Lucía Fernández', date: '2026-12-03', eventType: 'wedding', milestone: 'First Fitting', notes: 'Traer zapatos', requestId, requestType: 'dress' };
    expect((await shared.admin.postJson('/api/events', event)).status).toBe(201);
    const { url } = await getJson<CalendarFeed>(shared.admin, '/api/calendar-feed');

    const feed = await shared.t.client().get(new URL(url!).pathname + new URL(url!).search, { 'accept-language': 'es' });
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(feed.headers.get('cache-control')).toBe('no-store');
    const text = await feed.text();
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain('DTSTART;VALUE=DATE:20261203');
    expect(text).toContain('SUMMARY:Primera prueba · Lucía Fernández');
    expect(text).toContain('DESCRIPTION:Boda\\nTraer zapatos');
    expect(text).not.toContain('lucia@example.com');
    expect(text).not.toMatch(/600 ?111 ?222/);
  });

  it('answers 404 to a wrong, missing or malformed token, and 401 to a visitor asking for the address or a new one', async () => {
    for (const query of ['', '?token=', '?token=wrong', `?token=${'a'.repeat(43)}`]) {
      const response = await shared.t.client().get(`/api/calendar.ics${query}`, { 'accept-language': 'en' });
      expect({ query, status: response.status }).toEqual({ query, status: 404 });
      expect(await errorBody(response)).toEqual({ code: 'not_found', message: 'Calendar feed not found' });
    }
    const visitor = shared.t.client();
    expect((await visitor.get('/api/calendar-feed')).status).toBe(401);
    const before = (await shared.t.store.readStream(CALENDAR_FEED_STREAM_ID)).events.length;
    expect((await visitor.postJson('/api/calendar-feed/token', {})).status).toBe(401);
    expect((await shared.t.store.readStream(CALENDAR_FEED_STREAM_ID)).events).toHaveLength(before);
  });
});
