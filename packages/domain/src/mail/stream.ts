import { aggregateStream } from '../kernel/decider.ts';
import { mailDecider } from './decider.ts';

export const MAIL_STREAM_TYPE = 'mail';

/** One stream per outbox entry: its deterministic id names it. */
export const mailStreamId = (outboxId: string): string => `${MAIL_STREAM_TYPE}-${outboxId}`;

/** The delivery stream of one outbox entry: its decider, id and type as one value. */
export const mailStream = (outboxId: string) => aggregateStream(mailDecider, MAIL_STREAM_TYPE, mailStreamId(outboxId));
