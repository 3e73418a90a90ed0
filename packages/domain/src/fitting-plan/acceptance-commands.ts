import type { DomainCommand } from '../kernel/command.ts';
import type { AcceptedStep } from './acceptance-events.ts';

/**
 * Records what an accept scheduled. The API appends it at the version of the stream it read
 * before working out which steps were missing (ADR 053): if another accept came in since, the
 * store refuses it, so two accepts at once never schedule a step twice.
 */
export type RecordPlanAcceptance = DomainCommand<'RecordPlanAcceptance', { commissionId: string; steps: AcceptedStep[]; at: string }>;

export type PlanAcceptanceCommand = RecordPlanAcceptance;
