import type { CommissionPlan, OpeningHours, PlanMilestone } from '@atelier/contracts';
import { isPlanMilestone, proposePlan } from '@atelier/domain';
import { appointmentsOfRequest, getOpeningHours } from '@atelier/projections';
import type { AppContext } from '../context.ts';
import { atelierToday } from '../my-request/my-request-answer.ts';
import { commissionRequestOf, type CommissionRequest } from './commission-request.ts';

/** What the plan is made from, read once: the request, the atelier's week, today, and the steps already on the calendar. */
export interface PlanFacts extends CommissionRequest {
  hours: OpeningHours;
  today: string;
  /** Per step, the first calendar event of this request with that milestone that is not cancelled. */
  onCalendar: Map<PlanMilestone, { eventId: number; date: string }>;
}

export async function planFactsOf(ctx: Pick<AppContext, 'store'>, commissionId: string, now: Date): Promise<PlanFacts> {
  const commission = await commissionRequestOf(ctx, commissionId);
  const [hours, appointments] = await Promise.all([getOpeningHours(ctx.store.db), appointmentsOfRequest(ctx.store.db, commission.requestType, commission.requestId)]);
  const onCalendar = new Map<PlanMilestone, { eventId: number; date: string }>();
  for (const { milestone, calendarEventId, date, cancelled } of appointments) {
    if (!cancelled && isPlanMilestone(milestone) && !onCalendar.has(milestone)) onCalendar.set(milestone, { eventId: calendarEventId, date });
  }
  return { ...commission, hours, today: atelierToday(now), onCalendar };
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
