import type { Milestone } from '../calendar-event/milestone.ts';
import type { OpeningHours } from '../opening-hours/week.ts';
import { addDays, closedReason } from './days.ts';

/** The steps planned back from the occasion, in the order they happen: the calendar's own milestones. */
export const PLAN_MILESTONES = ['First Fitting', 'Second Fitting', 'Final Fitting', 'Delivery'] as const satisfies readonly Milestone[];
export type PlanMilestone = (typeof PLAN_MILESTONES)[number];

export const isPlanMilestone = (value: string): value is PlanMilestone => (PLAN_MILESTONES as readonly string[]).includes(value);

/**
 * Where each step falls, in days before the occasion: the day aimed at and the window around it
 * (docs/product.md#planning-back-from-the-occasion). A first fitting about 8 weeks before (a week
 * either side), a second about 4 weeks before (3 days either side), the final fitting 7 to 10
 * days before (as early as it can, to leave time for the last changes) and delivery 3 to 5 days
 * before (as early as it can, so a late hitch still has days to be put right). The windows do
 * not overlap, so steps that keep to them keep their order.
 */
export const PLAN_STEPS: readonly { milestone: PlanMilestone; aim: number; earliest: number; latest: number }[] = [
  { milestone: 'First Fitting', aim: 56, earliest: 63, latest: 49 },
  { milestone: 'Second Fitting', aim: 28, earliest: 31, latest: 25 },
  { milestone: 'Final Fitting', aim: 10, earliest: 10, latest: 7 },
  { milestone: 'Delivery', aim: 5, earliest: 5, latest: 3 },
];

/**
 * Why a step has no date: the request has no occasion date (a custom concept), the occasion is
 * past, the step's whole window is past or its open days are, or the window has no open day.
 */
export type UnplannableReason = 'noOccasionDate' | 'occasionPassed' | 'tooClose' | 'noOpenDay';

/** The days a step may fall on, first and last (`yyyy-MM-dd`). */
export interface DayWindow {
  from: string;
  to: string;
}

export type ProposedStep =
  | { milestone: PlanMilestone; date: string; window: DayWindow }
  | { milestone: PlanMilestone; date: null; window: DayWindow | null; unplannable: UnplannableReason };

/** What the planner reads: the occasion's day (null when the request has none), the atelier's week and today (all in Europe/Madrid). */
export interface PlanInput {
  occasionDate: string | null;
  hours: OpeningHours;
  today: string;
}

/** A day an appointment can be on: not past, not a Sunday, not a day the atelier is closed. */
const isBookable = (day: string, hours: OpeningHours, today: string): boolean => day >= today && closedReason(day, hours) === null;

/** The step's days, nearest to the day aimed at first; of two as near, the earlier (more time before the occasion). */
function candidates(occasionDate: string, step: (typeof PLAN_STEPS)[number]): string[] {
  const offsets = [];
  for (let before = step.earliest; before >= step.latest; before--) offsets.push(before);
  offsets.sort((a, b) => Math.abs(a - step.aim) - Math.abs(b - step.aim) || b - a);
  return offsets.map((before) => addDays(occasionDate, -before));
}

function proposeStep(step: (typeof PLAN_STEPS)[number], { occasionDate, hours, today }: PlanInput & { occasionDate: string }): ProposedStep {
  const window = { from: addDays(occasionDate, -step.earliest), to: addDays(occasionDate, -step.latest) };
  const date = candidates(occasionDate, step).find((day) => isBookable(day, hours, today));
  if (date !== undefined) return { milestone: step.milestone, date, window };
  // No day left: too close when an open day of the window is already past, else the atelier is closed all through it.
  const openOnceInWindow = candidates(occasionDate, step).some((day) => closedReason(day, hours) === null);
  return { milestone: step.milestone, date: null, window, unplannable: openOnceInWindow || window.to < today ? 'tooClose' : 'noOpenDay' };
}

/**
 * The plan back from the occasion (pure: the caller gives today and the week). Each step gets
 * the bookable day nearest its aim within its window, or none and the reason: a step is never
 * given a day outside its window, so an occasion too close leaves its early steps unplanned
 * rather than squeezed in.
 */
export function proposePlan(input: PlanInput): ProposedStep[] {
  const { occasionDate, today } = input;
  if (occasionDate === null) return PLAN_STEPS.map(({ milestone }) => ({ milestone, date: null, window: null, unplannable: 'noOccasionDate' }));
  if (occasionDate < today) {
    return PLAN_STEPS.map((step) => ({
      milestone: step.milestone,
      date: null,
      window: { from: addDays(occasionDate, -step.earliest), to: addDays(occasionDate, -step.latest) },
      unplannable: 'occasionPassed',
    }));
  }
  return PLAN_STEPS.map((step) => proposeStep(step, { ...input, occasionDate }));
}

/** A step on a day: one the designer accepts (perhaps edited), or one already on the calendar. */
export interface PlannedDate {
  milestone: PlanMilestone;
  date: string;
}

/** Why an accepted day cannot be kept. */
export type DateProblem = 'past' | 'sunday' | 'closed' | 'notBeforeOccasion' | 'outOfOrder' | 'repeated';

export interface PlanProblem {
  milestone: PlanMilestone;
  problem: DateProblem;
}

/**
 * What is wrong with the days the designer accepts (none: they can all be scheduled). Each is an
 * open day, not past and before the occasion, each step at most once; together with the steps
 * already on the calendar, they keep the order of PLAN_MILESTONES, each on a later day than the
 * step before. Her own days need not keep to the proposal's windows: she knows her client.
 */
export function planProblems(accepted: readonly PlannedDate[], { scheduled, occasionDate, hours, today }: Omit<PlanInput, 'occasionDate'> & { occasionDate: string; scheduled: readonly PlannedDate[] }): PlanProblem[] {
  const problems: PlanProblem[] = [];
  const seen = new Set<PlanMilestone>();
  for (const { milestone, date } of accepted) {
    const problem = seen.has(milestone) ? 'repeated' : date < today ? 'past' : (closedReason(date, hours) ?? (date >= occasionDate ? 'notBeforeOccasion' : null));
    seen.add(milestone);
    if (problem !== null) problems.push({ milestone, problem });
  }
  if (problems.length > 0) return problems;
  const byOrder = [...scheduled.map((step) => ({ ...step, accepted: false })), ...accepted.map((step) => ({ ...step, accepted: true }))].sort(
    (a, b) => PLAN_MILESTONES.indexOf(a.milestone) - PLAN_MILESTONES.indexOf(b.milestone) || a.date.localeCompare(b.date),
  );
  for (const [index, step] of byOrder.entries()) {
    const before = byOrder[index - 1];
    if (before === undefined || before.milestone === step.milestone || before.date < step.date) continue;
    const blamed = step.accepted ? step : before;
    if (!problems.some((p) => p.milestone === blamed.milestone)) problems.push({ milestone: blamed.milestone, problem: 'outOfOrder' });
  }
  return problems;
}
