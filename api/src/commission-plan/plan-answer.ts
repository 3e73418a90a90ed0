import type { CommissionPlan, OpeningHours, PlanMilestone } from '@atelier/contracts';
import { isPlanMilestone, planAcceptanceStream, proposePlan, type AcceptedStep } from '@atelier/domain';
import { readState } from '@atelier/event-store';
import { appointmentsOfRequest, getOpeningHours } from '@atelier/projections';
import type { AppContext } from '../context.ts';
import { atelierToday } from '../atelier-day.ts';
import { commissionRequestOf, type CommissionRequest } from './commission-request.ts';

/** What the plan is made from, read once: the request, the atelier's week, today, and the steps already on the calendar. */
export interface PlanFacts extends CommissionRequest {
  hours: OpeningHours;
  today: string;
  /** Per step, the first calendar event of this request with that milestone that is not cancelled. */
  onCalendar: Map<PlanMilestone, { eventId: number; date: string }>;
  /** The version of the plan's accepts when these facts were read: an accept is appended at it (ADR 053). */
  acceptsVersion: number;
}

/** A calendar event as the calendar's read model lists it for the request. */
interface ListedAppointment {
  calendarEventId: number;
  milestone: string;
  date: string;
  cancelled: boolean;
}

/**
 * The steps on the calendar: the request's calendar events that are not cancelled, and the ones
 * an accept of the plan made that the read model does not list yet (it catches up a moment after
 * the append), so an accept right after another does not schedule them again.
 */
export function stepsOnCalendar(appointments: readonly ListedAppointment[], accepted: readonly AcceptedStep[]): Map<PlanMilestone, { eventId: number; date: string }> {
  const onCalendar = new Map<PlanMilestone, { eventId: number; date: string }>();
  const listed = new Set(appointments.map((appointment) => appointment.calendarEventId));
  const notListedYet = accepted.filter((step) => !listed.has(step.eventId)).map((step) => ({ calendarEventId: step.eventId, milestone: step.milestone, date: step.date, cancelled: false }));
  for (const { milestone, calendarEventId, date, cancelled } of [...appointments, ...notListedYet]) {
    if (!cancelled && isPlanMilestone(milestone) && !onCalendar.has(milestone)) onCalendar.set(milestone, { eventId: calendarEventId, date });
  }
  return onCalendar;
}

export async function planFactsOf(ctx: Pick<AppContext, 'store'>, commissionId: string, now: Date): Promise<PlanFacts> {
  const commission = await commissionRequestOf(ctx, commissionId);
  // The accepts first: whatever an accept stored after this read, the accept made from these facts is refused.
  const { version, state } = await readState(ctx.store, planAcceptanceStream(commissionId));
  const [hours, appointments] = await Promise.all([getOpeningHours(ctx.store.db), appointmentsOfRequest(ctx.store.db, commission.requestType, commission.requestId)]);
  return { ...commission, hours, today: atelierToday(now), onCalendar: stepsOnCalendar(appointments, state.steps), acceptsVersion: version };
}

/** GET /api/commissions/{id}/plan: the proposal back from the request's occasion date, and what of it is on the calendar already. */
export function planAnswer(commissionId: string, { request, hours, today, onCalendar }: PlanFacts): CommissionPlan {
  const occasionDate = request.eventDate;
  const steps = proposePlan({ occasionDate, hours, today }).map((step) => ({
    milestone: step.milestone,
    date: step.date,
    window: step.window,
    unplannable: step.date === null ? step.unplannable : null,
    onCalendar: onCalendar.get(step.milestone) ?? null,
  }));
  return { commissionId, occasionDate, steps };
}
