import type { DomainEvent } from '../kernel/decider.ts';

export const FITTING_PLAN_ACCEPTED = 'FittingPlanAccepted';

/** A step of the plan the accept put on the calendar: its milestone, day and calendar event. */
export interface AcceptedStep extends Record<string, unknown> {
  milestone: string;
  date: string;
  eventId: number;
}

/**
 * The designer accepted the commission's fitting plan: these steps became these calendar events
 * (appended in the same transaction as their ScheduleCalendarEvent, ADR 053). Nothing personal:
 * the names and notes are the calendar events' own.
 */
export interface FittingPlanAcceptedData extends Record<string, unknown> {
  commissionId: string;
  steps: AcceptedStep[];
  at: string;
}

export type FittingPlanAccepted = DomainEvent<typeof FITTING_PLAN_ACCEPTED, FittingPlanAcceptedData>;
export type PlanAcceptanceEvent = FittingPlanAccepted;
