import { aggregateStream } from '../kernel/decider.ts';
import { commissionDecider } from './decider.ts';

export const COMMISSION_STREAM_TYPE = 'commission';

/** A commission's id is its request's key (`dress-12`, `concept-3`); its stream, `commission-dress-12`. */
export const commissionStreamId = (commissionId: string): string => `${COMMISSION_STREAM_TYPE}-${commissionId}`;

/** One commission's stream: its decider, id and type as one value. */
export const commissionStream = (commissionId: string) => aggregateStream(commissionDecider, COMMISSION_STREAM_TYPE, commissionStreamId(commissionId));
