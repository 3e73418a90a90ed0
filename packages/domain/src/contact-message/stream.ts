import { aggregateStream } from '../kernel/decider.ts';
import { contactMessageDecider } from './decider.ts';

export const CONTACT_MESSAGE_STREAM_TYPE = 'contact-message';

export const contactMessageStreamId = (messageId: string): string => `${CONTACT_MESSAGE_STREAM_TYPE}-${messageId}`;

/** One contact message's stream: its decider, id and type as one value. */
export const contactMessageStream = (messageId: string) => aggregateStream(contactMessageDecider, CONTACT_MESSAGE_STREAM_TYPE, contactMessageStreamId(messageId));
