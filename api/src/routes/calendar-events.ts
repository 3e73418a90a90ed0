import { calendarEventRescheduleSchema, calendarEventSchema } from '@atelier/contracts';
import { calendarEventStream } from '@atelier/domain';
import { listCalendarEvents } from '@atelier/projections';
import { Hono } from 'hono';
import { toCalendarEvent } from '../answers/calendar-event.ts';
import { calendarEventAnswer, scheduleCalendarEvent } from '../calendar-events/commands.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { MAX_TEXT_FORM_BYTES, jsonInput } from '../input/json-input.ts';
import { noInput } from '../input/no-input.ts';
import { pathId } from '../input/path-params.ts';
import { commandRoute } from '../routing/command-route.ts';
import { list } from '../routing/read-routes.ts';

/** /api/events: the dashboard's calendar, for any signed-in user. PATCH reschedules, DELETE cancels. */
export function calendarEventRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  app.get('/', list({ access: 'signed-in', rows: async () => (await listCalendarEvents(ctx.store)).map(toCalendarEvent) }));

  app.post(
    '/',
    commandRoute(ctx, {
      access: 'signed-in',
      input: jsonInput(calendarEventSchema, MAX_TEXT_FORM_BYTES),
      idempotencyScope: 'events',
      status: 201,
      async plan({ input, at }) {
        const command = await scheduleCalendarEvent(ctx, input, at);
        return { stream: calendarEventStream(command.data.eventId), command, answer: calendarEventAnswer };
      },
    }),
  );

  app.patch(
    '/:id',
    commandRoute(ctx, {
      access: 'signed-in',
      input: jsonInput(calendarEventRescheduleSchema, MAX_TEXT_FORM_BYTES),
      ifMatch: true,
      status: 200,
      plan({ c, input, at }) {
        const eventId = pathId(c, 'id');
        return { stream: calendarEventStream(eventId), command: { type: 'RescheduleCalendarEvent' as const, data: { eventId, ...input, at } }, answer: calendarEventAnswer };
      },
    }),
  );

  app.delete(
    '/:id',
    commandRoute(ctx, {
      access: 'signed-in',
      input: noInput,
      ifMatch: true,
      status: 200,
      plan({ c, at }) {
        const eventId = pathId(c, 'id');
        return { stream: calendarEventStream(eventId), command: { type: 'CancelCalendarEvent' as const, data: { eventId, at } }, answer: { id: eventId, deleted: true } };
      },
    }),
  );

  return app;
}
