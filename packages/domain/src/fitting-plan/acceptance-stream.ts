import { aggregateStream } from '../kernel/decider.ts';
import { planAcceptanceDecider } from './acceptance-decider.ts';

/** The stream type stays as stored: streams are named by it (ADR 053). */
export const PLAN_ACCEPTANCE_STREAM_TYPE = 'plan-acceptance';

export const planAcceptanceStreamId = (commissionId: string): string => `${PLAN_ACCEPTANCE_STREAM_TYPE}-${commissionId}`;

/** The accepts of one commission's fitting plan (ADR 053). */
export const planAcceptanceStream = (commissionId: string) => aggregateStream(planAcceptanceDecider, PLAN_ACCEPTANCE_STREAM_TYPE, planAcceptanceStreamId(commissionId));
