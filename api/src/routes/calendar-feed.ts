import { calendarFeedStream } from '@atelier/domain';
import { calendarFeedToken, listCalendarEvents } from '@atelier/projections';
import { Hono } from 'hono';
import { assertFeedToken, drawToken, feedUrl } from '../calendar-feed/feed-token.ts';
import { icsFeed } from '../calendar-feed/ics-feed.ts';
import { toCalendarEvent } from '../answers/calendar-event.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { noInput } from '../input/no-input.ts';
import { commandRoute } from '../routing/command-route.ts';
import { customRoute } from '../routing/custom-route.ts';
import { privateRead } from '../routing/read-routes.ts';

/**
 * The ICS feed: GET /api/calendar.ics?token=… for the phone's calendar, keyed by its token
 * (calendar-feed/feed-token.ts). A signed-in user reads the address and draws a new token.
 */
export function calendarFeedRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  app.get(
    '/calendar.ics',
    customRoute({ access: 'public', input: noInput }, async ({ c }) => {
      await assertFeedToken(ctx, c.req.query('token') ?? '');
      const body = icsFeed((await listCalendarEvents(ctx.store)).map(toCalendarEvent), c.get('lang'), new URL(ctx.config.publicOrigin ?? c.req.url).host);
      return c.body(body, 200, { 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': 'inline; filename="atelier.ics"' });
    }),
  );

  app.get('/calendar-feed', privateRead({ access: 'signed-in', answer: async (c) => feedUrl(ctx, c, await calendarFeedToken(ctx.store.db)) }));

  app.post(
    '/calendar-feed/token',
    commandRoute(ctx, {
      access: 'signed-in',
      input: noInput,
      status: 200,
      plan({ c, at }) {
        const token = drawToken();
        return { stream: calendarFeedStream, command: { type: 'RegenerateCalendarFeedToken' as const, data: { token, at } }, answer: { ...feedUrl(ctx, c, token) } };
      },
    }),
  );

  return app;
}
