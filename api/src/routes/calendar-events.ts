import { calendarEventRescheduleSchema, calendarEventSchema, isErasedRequest } from '@atelier/contracts';
import { CALENDAR_EVENT_ID_SEQUENCE } from '@atelier/domain';
import { findRequest, listCalendarEvents } from '@atelier/projections';
import { Hono } from 'hono';
import { toCalendarEvent } from '../answers/calendar-event.ts';
import { calendarEventAnswer, calendarEventStream } from '../calendar/commands.ts';
import { commandRoute } from '../commands/command-route.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { conflict, notFound } from '../errors.ts';
import { jsonInput } from '../input/json-input.ts';
import { requireUser } from '../middleware/auth.ts';
import { editAndDeleteRoutes } from './edit-and-delete.ts';

/** A few short fields and notes of at most 5000 characters. */
const MAX_EVENT_BYTES = 32 * 1024;

/** /api/events: the dashboard's calendar (spec §7), for any signed-in user (product decisions). */
export function calendarEventRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  app.get('/', requireUser, async (c) => c.json((await listCalendarEvents(ctx.store)).map(toCalendarEvent)));

  app.post(
    '/',
    commandRoute(ctx, {
      access: 'signed-in',
      input: jsonInput(calendarEventSchema, MAX_EVENT_BYTES),
      idempotencyScope: 'events',
      status: 201,
      async plan({ input }) {
        // An event linked to a request links to one that exists (the dropdown lists real ones),
        // and not to an erased one: it would bring the client's name back (ADR 028).
        if (input.requestId != null && input.requestType != null) {
          const request = await findRequest(ctx.store, input.requestType, input.requestId);
          if (!request) throw notFound('requestNotFound');
          if (isErasedRequest(request)) throw conflict('requestErased');
        }
        const eventId = await ctx.store.nextId(CALENDAR_EVENT_ID_SEQUENCE);
        return {
          ...calendarEventStream(eventId),
          command: { type: 'ScheduleCalendarEvent' as const, data: { eventId, ...input, scheduledAt: ctx.now().toISOString() } },
          answer: calendarEventAnswer,
        };
      },
    }),
  );

  // PATCH reschedules (a new date, and optionally milestone and notes); DELETE cancels.
  editAndDeleteRoutes(app, ctx, {
    access: 'signed-in',
    patchSchema: calendarEventRescheduleSchema,
    stream: calendarEventStream,
    edit: (eventId, patch, at) => ({ type: 'RescheduleCalendarEvent' as const, data: { eventId, ...patch, at } }),
    remove: (eventId, at) => ({ type: 'CancelCalendarEvent' as const, data: { eventId, at } }),
    answer: calendarEventAnswer,
  });

  return app;
}
