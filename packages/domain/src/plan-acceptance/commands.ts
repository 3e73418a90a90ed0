import type { DomainCommand } from '../kernel/command.ts';
import type { AcceptedStep } from './events.ts';

/**
 * Records what an accept scheduled. `seen` is how many accepts the API had read when it worked
 * out which steps were missing: if another accept came in since, this one was planned on a stale
 * picture and is refused, so two accepts at once never schedule a step twice.
 */
export type RecordPlanAcceptance = DomainCommand<'RecordPlanAcceptance', { commissionId: string; seen: number; steps: AcceptedStep[]; at: string }>;

export type PlanAcceptanceCommand = RecordPlanAcceptance;
