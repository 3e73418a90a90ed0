import { aggregateStream } from '../kernel/decider.ts';
import { demoClaimDecider } from './decider.ts';

export const DEMO_CLAIM_STREAM_TYPE = 'demo-claim';

export const demoClaimStreamId = (item: string): string => `${DEMO_CLAIM_STREAM_TYPE}-${item}`;

/** One demo item's claim stream: its decider, id and type as one value. */
export const demoClaimStream = (item: string) => aggregateStream(demoClaimDecider, DEMO_CLAIM_STREAM_TYPE, demoClaimStreamId(item));
