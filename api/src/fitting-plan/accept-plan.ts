import { message, type Lang, type MessageKey, type PlanAccept, type PlanAccepted } from '@atelier/contracts';
import { CALENDAR_EVENT_ID_SEQUENCE, calendarEventStream, isOccasion, planAcceptanceStream, planProblems, type DateProblem, type PlannedDate, type RecordPlanAcceptance, type ScheduleCalendarEvent } from '@atelier/domain';
import { followingCommand, readState, type FollowingCommand } from '@atelier/event-store';
import type { CommissionView } from '@atelier/projections';
import type { AppContext } from '../context.ts';
import { HttpError, invalidInput } from '../errors.ts';
import { planAnswer, planFactsOf } from './plan-answer.ts';

const PROBLEM_MESSAGES: Record<DateProblem, MessageKey> = {
  past: 'planPast',
  sunday: 'planSunday',
  closed: 'planClosed',
  notBeforeOccasion: 'planNotBeforeOccasion',
  outOfOrder: 'planOutOfOrder',
  repeated: 'planRepeated',
};

/** The commands that schedule the plan, one calendar event each, and the answer once they are stored. */
export interface PlanAcceptance {
  commands: FollowingCommand[];
  answer: PlanAccepted;
}

/**
 * Accepting the plan: the days sent (or, without any, the proposal's), less the steps already on
 * the calendar (accepting twice adds nothing), checked again as the planner checks them (open,
 * not past, before the occasion, in order with what is already there). One day refused and
 * nothing is scheduled: a 400 naming each refused day. Each step becomes a calendar event linked
 * to the request, so the outbox mails her each invitation (ADR 045), and the accept is recorded
 * on the commission's plan-acceptance stream in the same append: of two accepts at once, the one
 * stored second is refused (409), so no step is scheduled twice (ADR 053).
 */
export async function planAcceptance(ctx: Pick<AppContext, 'store'>, commission: CommissionView, input: PlanAccept, at: string, lang: Lang): Promise<PlanAcceptance> {
  const { commissionId, requestType, requestId, occasionDate } = commission;
  // The accepts first, from their stream: whatever an accept stores after this read, the accept made from these facts is refused (ADR 053).
  const accepts = await readState(ctx.store, planAcceptanceStream(commissionId));
  const facts = await planFactsOf(ctx, commission, new Date(at), accepts.state.steps);
  const { hours, today, onCalendar } = facts;
  if (occasionDate === null) throw new HttpError('change_not_allowed', { key: 'planNoOccasionDate' });
  const wanted: PlannedDate[] =
    input.items ?? planAnswer(facts).steps.flatMap(({ milestone, date }) => (date === null ? [] : [{ milestone, date }]));
  const fresh = wanted.filter((step) => !onCalendar.has(step.milestone));
  const scheduled = [...onCalendar].map(([milestone, { date }]) => ({ milestone, date }));
  const problems = planProblems(fresh, { scheduled, occasionDate, hours, today });
  if (problems.length > 0) {
    throw invalidInput(
      problems.map(({ milestone, problem }) => ({
        path: `items.${wanted.findIndex((step) => step.milestone === milestone)}.date`,
        message: message(PROBLEM_MESSAGES[problem], lang, { date: occasionDate }),
      })),
    );
  }
  const eventType = commission.occasion !== null && isOccasion(commission.occasion) ? commission.occasion : 'other';
  const steps = [];
  // Drawn once every day is known to be good, so a refused plan spends no id.
  for (const step of fresh) steps.push({ ...step, eventId: await ctx.store.nextId(CALENDAR_EVENT_ID_SEQUENCE) });
  const commands = steps.map(({ eventId, milestone, date }) => {
    const command: ScheduleCalendarEvent = {
      type: 'ScheduleCalendarEvent',
      data: { eventId, clientName: commission.clientName, date, eventType, milestone, requestId, requestType, notes: null, scheduledAt: at },
    };
    return followingCommand(calendarEventStream(eventId), command);
  });
  // In the same append, the accept's record, at the version its facts were read at: another accept since is a 409.
  const record: RecordPlanAcceptance = { type: 'RecordPlanAcceptance', data: { commissionId, steps, at } };
  const recorded = steps.length > 0 ? [followingCommand(planAcceptanceStream(commissionId), record, { expectedVersion: accepts.version })] : [];
  return {
    commands: [...commands, ...recorded],
    answer: { commissionId, scheduled: steps, alreadyOnCalendar: wanted.filter((step) => onCalendar.has(step.milestone)).map((step) => step.milestone) },
  };
}
