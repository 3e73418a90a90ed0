import * as v from 'valibot';
import type { Milestone } from './calendar-event.ts';
import { dateField, requiredPicklist } from './fields.ts';
import { localized } from './messages.ts';

/** The steps planned back from the occasion, in their order: calendar milestones (the domain names the same). */
export const PLAN_MILESTONES = ['First Fitting', 'Second Fitting', 'Final Fitting', 'Delivery'] as const satisfies readonly Milestone[];
export type PlanMilestone = (typeof PLAN_MILESTONES)[number];

/** Why a step has no proposed day (the domain names the same): no occasion date, the occasion passed, too close, or no open day in its window. */
export const UNPLANNABLE_REASONS = ['noOccasionDate', 'occasionPassed', 'tooClose', 'noOpenDay'] as const;
export type UnplannableReason = (typeof UNPLANNABLE_REASONS)[number];

/** One step of GET /api/commissions/{id}/plan. */
export interface PlanStep {
  milestone: PlanMilestone;
  /** The proposed day (`yyyy-MM-dd`), or null when `unplannable` says why there is none. */
  date: string | null;
  /** The days the step may fall on, or null without an occasion date. */
  window: { from: string; to: string } | null;
  unplannable: UnplannableReason | null;
  /** The calendar event already scheduled for this step of this request (accepting again does not add another). */
  onCalendar: { eventId: number; date: string } | null;
}

/** GET /api/commissions/{id}/plan: the plan back from the occasion (`occasionDate`, the request's `eventDate`). */
export interface CommissionPlan {
  commissionId: string;
  occasionDate: string | null;
  steps: PlanStep[];
}

/** POST /api/commissions/{id}/plan/accept answers: the calendar events it scheduled, and the steps that were already there. */
export interface PlanAccepted {
  commissionId: string;
  scheduled: { eventId: number; milestone: PlanMilestone; date: string }[];
  alreadyOnCalendar: PlanMilestone[];
}

const planItemSchema = v.object({
  milestone: requiredPicklist(PLAN_MILESTONES, 'milestoneRequired'),
  date: dateField('dateRequired'),
});

/**
 * POST /api/commissions/{id}/plan/accept: the days to schedule, perhaps edited; without `items`,
 * the proposal as it is. Each step at most once.
 */
export const planAcceptSchema = v.object({
  items: v.optional(
    v.pipe(
      v.array(planItemSchema, localized('invalidValue')),
      v.nonEmpty(localized('planNothingToAccept')),
      v.maxLength(PLAN_MILESTONES.length, localized('planRepeated')),
      v.check((items) => new Set(items.map((item) => item.milestone)).size === items.length, localized('planRepeated')),
    ),
  ),
});

export type PlanAcceptInput = v.InferInput<typeof planAcceptSchema>;
export type PlanAccept = v.InferOutput<typeof planAcceptSchema>;
