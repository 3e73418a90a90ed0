import type { CalendarEvent } from '@atelier/contracts';
import { createQuery } from '../query.ts';

/** GET /api/events: every scheduled event, by day. */
export const eventsQuery = createQuery<CalendarEvent[]>('/api/events');
