import type { CommissionPlan, OpeningHours, PlanMilestone } from '@atelier/contracts';
import { isPlanMilestone, proposePlan, type AcceptedStep } from '@atelier/domain';
import { appointmentsOfRequest, getOpeningHours, type CommissionView } from '@atelier/projections';
import type { AppContext } from '../context.ts';
import { atelierToday } from '@atelier/contracts/dates';

/** What the plan is made from, read once: the commission, the atelier's week, today, and the steps already on the calendar. */
export interface PlanFacts {
  commission: CommissionView;
  hours: OpeningHours;
  today: string;
  /** Per step, the first calendar event of this request with that milestone that is not cancelled. */
  onCalendar: Map<PlanMilestone, { eventId: number; date: string }>;
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

/**
 * The plan's facts from the read models; `accepted`, the steps the accepts stored (an accept
 * reads them from its own stream, as a command does; a GET never folds events).
 */
export async function planFactsOf(ctx: Pick<AppContext, 'store'>, commission: CommissionView, now: Date, accepted: readonly AcceptedStep[] = []): Promise<PlanFacts> {
  const [hours, appointments] = await Promise.all([getOpeningHours(ctx.store.db), appointmentsOfRequest(ctx.store.db, commission.requestType, commission.requestId)]);
  return { commission, hours, today: atelierToday(now), onCalendar: stepsOnCalendar(appointments, accepted) };
}

/** GET /api/commissions/{id}/plan: the proposal back from the request's occasion date, and what of it is on the calendar already. */
export function planAnswer({ commission, hours, today, onCalendar }: PlanFacts): CommissionPlan {
  const { commissionId, occasionDate } = commission;
  const steps = proposePlan({ occasionDate, hours, today }).map((step) => ({
    milestone: step.milestone,
    date: step.date,
    window: step.window,
    unplannable: step.date === null ? step.unplannable : null,
    onCalendar: onCalendar.get(step.milestone) ?? null,
  }));
  return { commissionId, occasionDate, steps };
}
