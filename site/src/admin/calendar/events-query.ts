import type { CalendarEvent } from '@atelier/contracts';
import { createQuery } from '../query.ts';
import { useShownItem } from '../use-shown-item.ts';

/** GET /api/events: every scheduled event, by day. */
export const eventsQuery = createQuery<CalendarEvent[]>('/api/events');

/**
 * The event as it was shown when a reschedule or a cancel opened (its version is the one sent),
 * and `settle`, which takes the reloaded event after a stale change (use-shown-item.ts).
 */
export const useShownEvent = (event: CalendarEvent) => useShownItem(event, () => eventsQuery.$state.get().data?.find((e) => e.id === event.id));
