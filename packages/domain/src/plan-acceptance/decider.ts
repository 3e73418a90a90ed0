import type { Decider } from '../kernel/decider.ts';
import { DomainError } from '../kernel/errors.ts';
import type { PlanAcceptanceCommand } from './commands.ts';
import { FITTING_PLAN_ACCEPTED, type AcceptedStep, type PlanAcceptanceEvent } from './events.ts';

/** Every accept of the commission's plan so far, and each step it scheduled. */
export interface PlanAcceptanceState {
  accepts: number;
  steps: AcceptedStep[];
}

/** Another accept of the same plan came in between reading the plan and writing it (the API answers 409 concurrent_change). */
export class PlanAcceptedMeanwhile extends DomainError {
  override name = 'PlanAcceptedMeanwhile';
  constructor(readonly commissionId: string) {
    super(`the plan of commission ${commissionId} was accepted meanwhile`);
  }
}

export const initialPlanAcceptanceState: PlanAcceptanceState = { accepts: 0, steps: [] };

/**
 * One stream per commission that a plan was accepted for (ADR 053): the lock that makes two
 * accepts at once schedule each step once, and the memory of which calendar events the plan
 * made, which the read models may not show yet.
 */
export const planAcceptanceDecider: Decider<PlanAcceptanceCommand, PlanAcceptanceEvent, PlanAcceptanceState> = {
  initialState: initialPlanAcceptanceState,
  evolve: (state, event) => ({ accepts: state.accepts + 1, steps: [...state.steps, ...event.data.steps] }),
  decide(command, state) {
    const { commissionId, seen, steps, at } = command.data;
    // Nothing scheduled, nothing to guard: a stale picture harms only an accept that adds steps.
    if (steps.length === 0) return [];
    if (seen !== state.accepts) throw new PlanAcceptedMeanwhile(commissionId);
    const known = new Set(state.steps.map((step) => step.eventId));
    const again = steps.find((step) => known.has(step.eventId));
    if (again) throw new DomainError(`calendar event ${again.eventId} is already a step of the plan`);
    return [{ type: FITTING_PLAN_ACCEPTED, data: { commissionId, steps: steps.map(({ milestone, date, eventId }) => ({ milestone, date, eventId })), at } }];
  },
};
