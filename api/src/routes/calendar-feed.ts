import { timingSafeEqual } from 'node:crypto';
import type { CalendarFeed } from '@atelier/contracts';
import { CALENDAR_FEED_STREAM_ID, CALENDAR_FEED_STREAM_TYPE, calendarFeedDecider } from '@atelier/domain';
import { calendarFeedToken, listCalendarEvents } from '@atelier/projections';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { icsFeed } from '../calendar/ics-feed.ts';
import { commandRoute } from '../commands/command-route.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { notFound } from '../errors.ts';
import { queryInput } from '../input/query-input.ts';
import { requireUser } from '../middleware/auth.ts';
import { toCalendarEvent } from '../answers/calendar-event.ts';

/** 32 random bytes, URL-safe: the secret of the feed's address. */
const drawToken = (): string => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');

/** Compares in constant time, so the answer's timing does not reveal how much of a guess was right. */
function sameToken(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The feed's public address: on PUBLIC_ORIGIN when set, else on the address the request came to. */
function feedUrl(ctx: AppContext, c: Context<AppEnv>, token: string | null): CalendarFeed {
  if (token === null) return { url: null };
  const origin = ctx.config.publicOrigin ?? new URL(c.req.url).origin;
  return { url: `${origin}/api/calendar.ics?token=${token}` };
}

/**
 * The ICS feed (product decisions, "Calendar"): GET /api/calendar.ics?token=… for the phone's
 * calendar, which sends no cookie, so the token is the only key; a wrong or missing one is 404,
 * as if there were no feed. A signed-in user reads the address and draws a new token.
 */
export function calendarFeedRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  app.get('/calendar.ics', async (c) => {
    const given = c.req.query('token') ?? '';
    const stored = await calendarFeedToken(ctx.store.db);
    if (stored === null || !sameToken(given, stored)) throw notFound('calendarFeedNotFound');
    const body = icsFeed((await listCalendarEvents(ctx.store)).map(toCalendarEvent), c.get('lang'), new URL(ctx.config.publicOrigin ?? c.req.url).host);
    return c.body(body, 200, { 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': 'inline; filename="atelier.ics"' });
  });

  app.get('/calendar-feed', requireUser, async (c) => c.json(feedUrl(ctx, c, await calendarFeedToken(ctx.store.db))));

  app.post(
    '/calendar-feed/token',
    commandRoute(ctx, {
      access: 'signed-in',
      input: queryInput(v.object({})),
      status: 200,
      plan({ c }) {
        const token = drawToken();
        return {
          decider: calendarFeedDecider,
          streamId: CALENDAR_FEED_STREAM_ID,
          streamType: CALENDAR_FEED_STREAM_TYPE,
          command: { type: 'RegenerateCalendarFeedToken' as const, data: { token, at: ctx.now().toISOString() } },
          answer: { ...feedUrl(ctx, c, token) },
        };
      },
    }),
  );

  return app;
}
