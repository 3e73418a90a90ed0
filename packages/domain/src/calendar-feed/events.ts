import type { DomainEvent } from '../kernel/decider.ts';

export const CALENDAR_FEED_TOKEN_REGENERATED = 'CalendarFeedTokenRegenerated';

/**
 * The secret in the calendar feed's address (docs/product.md#beyond-the-first-specification,
 * "Calendar feed"): a new one replaces the old, so a leaked address stops working.
 */
export interface CalendarFeedTokenRegeneratedData extends Record<string, unknown> {
  token: string;
  at: string;
}

export type CalendarFeedTokenRegenerated = DomainEvent<typeof CALENDAR_FEED_TOKEN_REGENERATED, CalendarFeedTokenRegeneratedData>;

export type CalendarFeedEvent = CalendarFeedTokenRegenerated;

export const CALENDAR_FEED_EVENT_TYPES = [CALENDAR_FEED_TOKEN_REGENERATED] as const;
