import type { Decider } from '../kernel/decider.ts';
import { DomainError } from '../kernel/errors.ts';
import type { PlanAcceptanceCommand } from './acceptance-commands.ts';
import { FITTING_PLAN_ACCEPTED, type AcceptedStep, type PlanAcceptanceEvent } from './acceptance-events.ts';

/** Each step an accept of the commission's plan scheduled so far. */
export interface PlanAcceptanceState {
  steps: AcceptedStep[];
}

export const initialPlanAcceptanceState: PlanAcceptanceState = { steps: [] };

/**
 * One stream per commission that a plan was accepted for (ADR 053): its version is the lock that
 * makes two accepts at once schedule each step once, and its events the memory of which calendar
 * events the plan made, which the read models may not show yet.
 */
export const planAcceptanceDecider: Decider<PlanAcceptanceCommand, PlanAcceptanceEvent, PlanAcceptanceState> = {
  initialState: initialPlanAcceptanceState,
  evolve: (state, event) => ({ steps: [...state.steps, ...event.data.steps] }),
  decide(command, state) {
    const { commissionId, steps, at } = command.data;
    if (steps.length === 0) return [];
    const known = new Set(state.steps.map((step) => step.eventId));
    const again = steps.find((step) => known.has(step.eventId));
    if (again) throw new DomainError(`calendar event ${again.eventId} is already a step of the plan`);
    return [{ type: FITTING_PLAN_ACCEPTED, data: { commissionId, steps: steps.map(({ milestone, date, eventId }) => ({ milestone, date, eventId })), at } }];
  },
};
